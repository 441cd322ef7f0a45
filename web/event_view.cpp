// The one file that reads an event for the web pages: through the event library's overview
// (event/overview.hpp), the same views `judgekit round show` and `standings` print, read in one
// snapshot; here they only become what the pages render.
#include "event_view.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iostream>

#include "event_file.hpp"
#include "overview.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk::web {

namespace {

Record record_of(const pairing::StandingRow& row, int place, event::Finish finish) {
  return {row.rank, row.points, row.wins, row.losses, row.draws, place, finish};
}

MatchView match_view(const event::TableView& t) {
  MatchView v;
  v.table = t.table.value_or(0);
  v.bye = t.bye;
  v.awarded = t.awarded;
  v.reported = t.result.has_value();
  // A penalty decided it: only who won is public.
  if (t.result && t.result->kind == ResultKind::penalty) v.games_shown = false;
  for (const auto& seat : t.players) {
    SeatView s;
    s.player = seat.id;
    s.points = seat.points;
    s.outcome = seat.outcome;
    if (seat.outcome && v.games_shown) {
      s.won = seat.games_won;
      s.lost = seat.games_lost;
      s.drawn = seat.games_drawn;
    }
    v.seats.push_back(s);
  }
  return v;
}

EventView build(Database& db, const Game& game) {
  event::EventOverview o = event::overview(db, game);
  EventView v;
  v.name = o.info.name;
  v.game = o.info.game;
  v.game_name_ja = game.name_ja;
  v.game_name_en = game.name_en;
  v.format = o.info.format;
  if (const Format* f = v.format.empty() ? nullptr : game.find_format(v.format)) {
    v.format_name_ja = f->name_ja;
    v.format_name_en = f->name_en;
  }
  v.date = o.info.date;
  v.planned_rounds = o.info.rounds;
  v.top_cut = o.info.top_cut;
  v.registration = o.info.settings.registration;
  v.entrants = o.entrants;
  v.checked_in = o.checked_in;

  for (std::size_t i = 0; i < o.players.size(); ++i) {
    const auto& p = o.players[i];
    PlayerView pv;
    pv.id = p.id;
    pv.name = p.name;
    pv.reading = p.reading;
    pv.key = search_key(p.name) + "\t" + search_key(p.reading);  // variant kanji folded: 高橋 finds 髙橋
    pv.sort = fold_text(p.reading.empty() ? p.name : p.reading);
    pv.dropped = p.dropped_after.has_value();
    pv.checked_in = p.checked_in_at.has_value();
    pv.deck = o.decks[i];
    pv.missed = std::move(o.missed[i]);
    v.players.push_back(std::move(pv));
  }
  index_players(v);
  v.by_name.resize(v.players.size());
  for (std::size_t i = 0; i < v.players.size(); ++i) v.by_name[i] = static_cast<int>(i);
  std::stable_sort(v.by_name.begin(), v.by_name.end(),
                   [&](int a, int b) { return v.players[a].sort < v.players[b].sort; });

  for (const auto& r : o.rounds) {
    RoundView rv;
    rv.number = r.number;
    rv.stage = r.stage;
    rv.closed = r.closed;
    rv.bracket_stage = r.bracket_stage;
    rv.bracket_players = r.bracket_players;
    for (const auto& t : r.tables) rv.matches.push_back(match_view(t));
    index_matches(rv);
    rv.teams = r.teams;
    v.rounds.push_back(std::move(rv));
  }

  // In the view's order: after a top cut the final one, with each player's place and finish.
  v.standings_after = o.standings.counted_rounds;
  v.after_cut = o.standings.after_cut;
  v.cut_over = event::cut_over(o.standings);
  v.cut_size = o.standings.cut_size;
  for (std::size_t i = 0; i < o.standings.rows.size(); ++i) {
    const auto& row = o.standings.rows[i];
    StandingView s;
    static_cast<Record&>(s) = record_of(row, o.standings.places[i], o.standings.finishes[i]);
    s.player = row.player_id;
    s.tiebreakers = row.tiebreakers;
    s.dropped = row.dropped;
    v.standings.push_back(std::move(s));
  }
  for (const auto& s : v.standings)
    if (auto* p = const_cast<PlayerView*>(v.player(s.player))) static_cast<Record&>(*p) = s;
  v.clock = o.clock;
  v.decklists = o.published;
  v.structure = o.info.structure;
  v.bracket = std::move(o.bracket);
  v.groups = std::move(o.groups);
  v.team_event = o.info.team_size.has_value();
  v.team_standings = std::move(o.team_standings);
  return v;
}

std::int64_t steady_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

void index_players(EventView& v) {
  v.slot_of_id.clear();
  const std::int64_t top = v.players.empty() ? -1 : v.players.back().id;
  if (top < 0 || top > 4 * static_cast<std::int64_t>(v.players.size()) + 64) return;
  v.slot_of_id.assign(static_cast<std::size_t>(top) + 1, -1);
  for (std::size_t i = 0; i < v.players.size(); ++i)
    if (v.players[i].id >= 0) v.slot_of_id[static_cast<std::size_t>(v.players[i].id)] = static_cast<int>(i);
}

const PlayerView* EventView::player(std::int64_t id) const {
  if (!slot_of_id.empty()) {
    if (id < 0 || id >= static_cast<std::int64_t>(slot_of_id.size())) return nullptr;
    const int slot = slot_of_id[static_cast<std::size_t>(id)];
    return slot < 0 ? nullptr : &players[static_cast<std::size_t>(slot)];
  }
  auto it = std::lower_bound(players.begin(), players.end(), id,
                             [](const PlayerView& p, std::int64_t x) { return p.id < x; });
  return it != players.end() && it->id == id ? &*it : nullptr;
}

void index_matches(RoundView& round) {
  auto& index = round.match_by_player;
  index.clear();
  for (std::size_t i = 0; i < round.matches.size(); ++i)
    for (const auto& s : round.matches[i].seats) index.emplace_back(s.player, static_cast<int>(i));
  // By player, then match: the first match of a player seated twice stays, as a scan finds it.
  std::sort(index.begin(), index.end());
  index.erase(std::unique(index.begin(), index.end(), [](const auto& a, const auto& b) { return a.first == b.first; }), index.end());
}

int EventView::match_of(const RoundView& round, std::int64_t player) const {
  const auto& index = round.match_by_player;
  if (index.empty())  // a round made without index_matches: scan it
    for (std::size_t i = 0; i < round.matches.size(); ++i)
      for (const auto& s : round.matches[i].seats)
        if (s.player == player) return static_cast<int>(i);
  auto it = std::lower_bound(index.begin(), index.end(), player, [](const auto& e, std::int64_t p) { return e.first < p; });
  return it != index.end() && it->first == player ? it->second : -1;
}

std::optional<event::PlayerTeamView> EventView::team_of(std::int64_t player) const {
  if (!team_event) return std::nullopt;
  const RoundView* r = last_round();
  return event::player_team(team_standings, r ? r->teams : std::vector<event::TeamTableView>{}, player);
}

int EventView::match_at(const RoundView& round, int table) const {
  for (std::size_t i = 0; i < round.matches.size(); ++i)
    if (!round.matches[i].bye && round.matches[i].table == table) return static_cast<int>(i);
  return -1;
}

EventView read_event_view(const std::string& path, const std::string& games_dir) {
  Database db = open_event(path, OpenMode::read);
  Game game = load_game(games_dir, event::read_header(db).game);
  EventView v = build(db, game);
  v.version = "1";
  return v;
}

struct EventSource::Conn {
  Database db;
  Game game;
};

EventSource::EventSource(std::string path, std::string games_dir, int check_ms)
    : path_(std::move(path)), games_dir_(std::move(games_dir)), check_ms_(check_ms) {
  Database db = open_event(path_, OpenMode::read);
  Game game = load_game(games_dir_, event::read_header(db).game);
  conn_ = std::make_unique<Conn>(Conn{std::move(db), std::move(game)});
  current();  // the first read fails here, at start, rather than on a phone
}

EventSource::~EventSource() = default;

std::shared_ptr<const EventView> EventSource::current(bool checked_now) {
  std::int64_t now = steady_ms();
  if (!checked_now) {
    std::lock_guard lock(ptr_mutex_);
    if (view_ && now - last_check_ms_ < check_ms_) return view_;
  }
  // One thread checks the file; the others keep serving the view they have (unless they must see
  // the file as it is now: then they wait for the check).
  std::unique_lock check(check_mutex_, std::try_to_lock);
  if (!check.owns_lock()) {
    if (checked_now) check.lock();
    else {
      std::lock_guard lock(ptr_mutex_);
      if (view_) return view_;
      check.lock();
    }
  }
  std::int64_t dv = data_version(conn_->db);
  std::shared_ptr<const EventView> fresh;
  if (dv != data_version_ || !view_) {
    try {
      auto v = std::make_shared<EventView>(build(conn_->db, conn_->game));
      // The start time in the token makes a restarted server's pages new to every browser.
      static const std::int64_t started = static_cast<std::int64_t>(std::time(nullptr));
      v->version = std::to_string(started) + "-" + std::to_string(++reloads_);
      fresh = std::move(v);
      data_version_ = dv;
    } catch (const std::exception& e) {
      // A half-written or locked file: keep showing the last good view and try again next time.
      std::cerr << "judgekit serve: " << format(tr("cannot read {file}: {what}"), {{"file", path_}, {"what", e.what()}}) << "\n";

      if (!view_) throw;
    }
  }
  std::lock_guard lock(ptr_mutex_);
  if (fresh) view_ = std::move(fresh);
  last_check_ms_ = steady_ms();
  return view_;
}

}  // namespace jk::web
