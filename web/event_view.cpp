// The one file that reads an event for the web pages (the read API of pairing/, decklint/ and
// event/clock.hpp), so the pages never depend on how the event is stored.
#include "event_view.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iostream>
#include <map>

#include "decklint.hpp"
#include "errors.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk::web {

namespace jp = jk::pairing;

namespace {

MatchView match_view(const jp::Match& m) {
  MatchView v;
  v.table = m.table.value_or(0);
  v.bye = m.bye;
  v.reported = m.result.has_value();
  if (m.result && m.result->kind == ResultKind::penalty) v.games_shown = false;
  for (std::int64_t id : m.players) {
    SeatView s;
    s.player = id;
    if (m.result)
      for (const auto& r : m.result->seats)
        if (r.player_id == id) {
          s.outcome = std::string(seat_outcome_name(r.outcome));
          if (v.games_shown) {
            s.won = r.games_won;
            s.lost = r.games_lost;
            s.drawn = r.games_drawn;
          }
        }
    v.seats.push_back(s);
  }
  return v;
}

EventView build(Database& db, const Game& game) {
  ReadSnapshot snapshot(db);
  jp::Event ev = jp::load_event(db, jp::Load::scores_only);
  EventView v;
  v.name = ev.info.name;
  v.game = ev.info.game;
  v.game_name_ja = game.name_ja;
  v.game_name_en = game.name_en;
  v.format = ev.info.format;
  v.date = ev.info.date;
  v.planned_rounds = ev.info.rounds;
  v.top_cut = ev.info.top_cut;

  std::map<std::int64_t, std::string> decks;
  if (game.deck_building)
    for (const auto& d : decklint::list_decks(db)) decks[d.player_id] = d.verdict;

  for (const auto& p : ev.players) {
    PlayerView pv;
    pv.id = p.id;
    pv.name = p.name;
    pv.reading = p.reading;
    pv.key = name_key(p.name) + "\t" + name_key(p.reading);
    pv.sort = fold_text(p.reading.empty() ? p.name : p.reading);
    pv.dropped = p.dropped_after.has_value();
    if (game.deck_building) pv.deck = decks.count(p.id) ? decks[p.id] : "missing";
    v.players.push_back(std::move(pv));
  }
  v.by_name.resize(v.players.size());
  for (std::size_t i = 0; i < v.players.size(); ++i) v.by_name[i] = static_cast<int>(i);
  std::stable_sort(v.by_name.begin(), v.by_name.end(),
                   [&](int a, int b) { return v.players[a].sort < v.players[b].sort; });

  for (const auto& r : ev.rounds) {
    RoundView rv;
    rv.number = r.number;
    rv.stage = r.stage;
    rv.closed = r.closed;
    if (r.stage == Stage::swiss && ev.round_counted(r)) v.standings_after = r.number;
    v.rounds.push_back(std::move(rv));
  }
  for (const auto& m : ev.matches)
    if (m.round >= 1 && m.round <= static_cast<int>(v.rounds.size()) && v.rounds[m.round - 1].number == m.round)
      v.rounds[m.round - 1].matches.push_back(match_view(m));

  for (const auto& row : jp::standings(ev, jp::read_scores(db, ev, game), game)) {
    StandingView s;
    s.rank = row.rank;
    s.player = row.player_id;
    s.points = row.points;
    s.wins = row.wins;
    s.losses = row.losses;
    s.draws = row.draws;
    s.tiebreakers = row.tiebreakers;
    s.dropped = row.dropped;
    v.standings.push_back(s);
    if (auto* p = const_cast<PlayerView*>(v.player(row.player_id))) {
      p->rank = row.rank;
      p->points = row.points;
      p->wins = row.wins;
      p->losses = row.losses;
      p->draws = row.draws;
    }
  }
  if (!ev.rounds.empty()) v.clock = event::read_clock(db, ev.rounds.back().number);
  return v;
}

std::int64_t steady_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

const PlayerView* EventView::player(std::int64_t id) const {
  auto it = std::lower_bound(players.begin(), players.end(), id,
                             [](const PlayerView& p, std::int64_t x) { return p.id < x; });
  return it != players.end() && it->id == id ? &*it : nullptr;
}

int EventView::match_of(const RoundView& round, std::int64_t player) const {
  for (std::size_t i = 0; i < round.matches.size(); ++i)
    for (const auto& s : round.matches[i].seats)
      if (s.player == player) return static_cast<int>(i);
  return -1;
}

EventView read_event_view(const std::string& path, const std::string& games_dir) {
  Database db = open_event(path, OpenMode::read);
  std::string game_id;
  {
    ReadSnapshot snapshot(db);
    game_id = jp::load_event(db, jp::Load::header).info.game;
  }
  Game game = load_game(games_dir, game_id);
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
  std::string game_id;
  {
    ReadSnapshot snapshot(db);
    game_id = jp::load_event(db, jp::Load::header).info.game;
  }
  Game game = load_game(games_dir_, game_id);
  conn_ = std::make_unique<Conn>(Conn{std::move(db), std::move(game)});
  current();  // the first read fails here, at start, rather than on a phone
}

EventSource::~EventSource() = default;

std::shared_ptr<const EventView> EventSource::current() {
  std::int64_t now = steady_ms();
  {
    std::lock_guard lock(ptr_mutex_);
    if (view_ && now - last_check_ms_ < check_ms_) return view_;
  }
  // One thread checks the file; the others keep serving the view they have.
  std::unique_lock check(check_mutex_, std::try_to_lock);
  if (!check.owns_lock()) {
    std::lock_guard lock(ptr_mutex_);
    if (view_) return view_;
    check.lock();
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
      std::cerr << "judgekit serve: cannot read " << path_ << ": " << e.what() << "\n";
      if (!view_) throw;
    }
  }
  std::lock_guard lock(ptr_mutex_);
  if (fresh) view_ = std::move(fresh);
  last_check_ms_ = steady_ms();
  return view_;
}

}  // namespace jk::web
