#include "team_event.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <tuple>

#include "errors.hpp"
#include "event_file.hpp"
#include "fault.hpp"
#include "i18n.hpp"
#include "rng.hpp"
#include "round_write.hpp"
#include "teams.hpp"

namespace jk::pairing {

namespace {
constexpr const char* kTeamSeatLetters[] = {"A", "B", "C"};
}  // namespace

const char* seat_letter(std::size_t seat) { return kTeamSeatLetters[seat % 3]; }

std::optional<std::size_t> parse_seat_letter(std::string_view letter) {
  for (std::size_t s = 0; s < std::size(kTeamSeatLetters); ++s)
    if (letter == kTeamSeatLetters[s]) return s;
  return std::nullopt;
}

std::vector<Team> load_teams(Database& db) {
  std::vector<Team> teams;
  std::map<std::int64_t, std::size_t> at;
  {
    auto st = db.prepare("SELECT id, name, name_key, seed, dropped_after_round, created_at FROM teams ORDER BY seed");
    while (st.step()) {
      Team t;
      t.id = st.int64(0);
      t.name = st.text(1);
      t.name_key = st.text(2);
      t.seed = st.integer(3);
      if (!st.is_null(4)) t.dropped_after = st.integer(4);
      t.created_at = st.text(5);
      at[t.id] = teams.size();
      teams.push_back(std::move(t));
    }
  }
  auto st = db.prepare("SELECT team_id, seat, player_id FROM team_members ORDER BY team_id, seat");
  while (st.step()) {
    auto it = at.find(st.int64(0));
    if (it == at.end()) continue;
    auto& members = teams[it->second].members;
    const auto seat = static_cast<std::size_t>(st.integer(1));
    if (members.size() <= seat) members.resize(seat + 1, 0);
    members[seat] = st.int64(2);
  }
  return teams;
}

std::int64_t insert_team(Database& db, const std::string& name, const std::string& name_key, const std::vector<std::int64_t>& members) {
  int seed = 1;
  {
    auto st = db.prepare("SELECT coalesce(max(seed), 0) + 1 FROM teams");
    if (st.step()) seed = st.integer(0);
  }
  db.prepare("INSERT INTO teams (name, name_key, seed, created_at) VALUES (?1, ?2, ?3, ?4)").bind(1, name).bind(2, name_key).bind(3, seed).bind(4, utc_now()).run();
  const std::int64_t id = db.last_insert_id();
  auto member = db.prepare("INSERT INTO team_members (team_id, seat, player_id) VALUES (?1, ?2, ?3)");
  for (std::size_t seat = 0; seat < members.size(); ++seat) member.bind(1, id).bind(2, static_cast<int>(seat)).bind(3, members[seat]).run();
  return id;
}

void mark_team_dropped(Database& db, std::int64_t team, int after_round) {
  db.prepare("UPDATE teams SET dropped_after_round = ?1 WHERE id = ?2").bind(1, after_round).bind(2, team).run();
}

TeamOutcome TeamMatch::outcome_a() const {
  if (!team_b) return TeamOutcome::win;
  if (!complete) return TeamOutcome::pending;
  return won_a > won_b ? TeamOutcome::win : won_a < won_b ? TeamOutcome::loss : TeamOutcome::draw;
}

namespace {

struct Place {
  std::int64_t team = 0;
  int seat = 0;
};

std::map<std::int64_t, Place> places_of(const std::vector<Team>& teams) {
  std::map<std::int64_t, Place> out;
  for (const auto& t : teams)
    for (std::size_t s = 0; s < t.members.size(); ++s) out[t.members[s]] = {t.id, static_cast<int>(s)};
  return out;
}

// Adds a seat match's result to its team match (team_a's player is the one whose team is team_a).
void count_seat(TeamMatch& tm, const Match& m, const std::map<std::int64_t, Place>& places) {
  if (!m.result) return;
  for (const auto& s : m.result->seats) {
    auto p = places.find(s.player_id);
    if (p == places.end() || s.outcome != SeatOutcome::win) continue;
    (p->second.team == tm.team_a ? tm.won_a : tm.won_b) += 1;
  }
  const bool drawn = std::all_of(m.result->seats.begin(), m.result->seats.end(), [](const SeatResult& s) { return s.outcome == SeatOutcome::draw; });
  if (drawn && m.result->seats.size() == 2) ++tm.drawn;
}

}  // namespace

std::vector<TeamMatch> team_matches(const Event& ev, const std::vector<Team>& teams) {
  const auto places = places_of(teams);
  std::vector<TeamMatch> out;
  std::map<std::tuple<int, std::int64_t, std::int64_t>, std::size_t> at;  // (round, team_a, team_b or 0)
  std::map<std::int64_t, int> first_table;                                // index in out -> lowest seat table
  for (const auto& m : ev.matches) {
    const Round* r = ev.round(m.round);
    if (!r || r->stage != Stage::swiss || m.players.empty()) continue;
    auto a = places.find(m.players[0]);
    if (a == places.end()) continue;
    std::int64_t b_team = 0;
    if (m.players.size() > 1) {
      auto b = places.find(m.players[1]);
      if (b == places.end()) continue;
      b_team = b->second.team;
    }
    auto key = std::make_tuple(m.round, a->second.team, b_team);
    auto it = at.find(key);
    if (it == at.end()) {
      TeamMatch tm;
      tm.round = m.round;
      tm.team_a = a->second.team;
      if (b_team) tm.team_b = b_team;
      it = at.emplace(key, out.size()).first;
      out.push_back(std::move(tm));
    }
    TeamMatch& tm = out[it->second];
    const auto seat = static_cast<std::size_t>(a->second.seat);
    if (tm.seats.size() <= seat) tm.seats.resize(seat + 1, nullptr);
    tm.seats[seat] = &m;
    if (m.table) {
      auto& lowest = first_table[static_cast<std::int64_t>(it->second)];
      lowest = lowest ? std::min(lowest, *m.table) : *m.table;
    }
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    TeamMatch& tm = out[i];
    tm.complete = std::all_of(tm.seats.begin(), tm.seats.end(), [](const Match* m) { return m && m->result; });
    for (const Match* m : tm.seats)
      if (m) count_seat(tm, *m, places);
    if (tm.team_b) tm.table = first_table[static_cast<std::int64_t>(i)];
  }
  // By round, then team table (byes last); the team tables numbered 1, 2, … in each round.
  std::stable_sort(out.begin(), out.end(), [](const TeamMatch& x, const TeamMatch& y) {
    if (x.round != y.round) return x.round < y.round;
    if (x.table.has_value() != y.table.has_value()) return x.table.has_value();
    return x.table.value_or(0) < y.table.value_or(0);
  });
  int round = 0, next = 0;
  for (auto& tm : out) {
    if (tm.round != round) round = tm.round, next = 0;
    if (tm.table) tm.table = ++next;
  }
  return out;
}

TeamScoring team_scoring(const Event& ev, const Game& game) {
  TeamScoring s;
  s.win = game.match.points_win;
  s.draw = game.match.points_draw;
  s.loss = game.match.points_loss;
  s.seed = mix_seed(static_cast<std::uint64_t>(ev.info.seed), 0x7ea3u);
  return s;
}

namespace {

struct Tally {
  int points = 0, played = 0, seat_points = 0, seats = 0;
};

// One team match into both teams' rows and tallies.
void add_team_match(const TeamMatch& tm, const TeamScoring& sc, std::map<std::int64_t, TeamRow>& rows, std::map<std::int64_t, Tally>& tallies) {
  const int n = static_cast<int>(tm.seats.size());
  auto add = [&](std::int64_t team, TeamOutcome o, int won, int lost, std::optional<std::int64_t> opponent) {
    TeamRow& r = rows[team];
    Tally& t = tallies[team];
    const int pts = o == TeamOutcome::win ? sc.win : o == TeamOutcome::draw ? sc.draw : sc.loss;
    r.points += pts;
    t.points += pts;
    ++t.played;
    (o == TeamOutcome::win ? r.wins : o == TeamOutcome::draw ? r.draws : r.losses) += 1;
    r.seats_won += won;
    r.seats_lost += lost;
    r.seats_drawn += tm.drawn;
    t.seat_points += 3 * won + tm.drawn;
    t.seats += n;
    if (opponent) r.opponents.push_back(*opponent);
    else ++r.byes;
  };
  if (!tm.team_b) {
    add(tm.team_a, TeamOutcome::win, n, 0, std::nullopt);
    return;
  }
  const TeamOutcome a = tm.outcome_a();
  const TeamOutcome b = a == TeamOutcome::win ? TeamOutcome::loss : a == TeamOutcome::loss ? TeamOutcome::win : TeamOutcome::draw;
  add(tm.team_a, a, tm.won_a, tm.won_b, tm.team_b);
  add(*tm.team_b, b, tm.won_b, tm.won_a, tm.team_a);
}

double mean_of(const std::vector<std::int64_t>& teams, const std::map<std::int64_t, double>& value) {
  if (teams.empty()) return 0;
  double sum = 0;
  for (auto t : teams) sum += value.at(t);
  return sum / static_cast<double>(teams.size());
}

}  // namespace

std::vector<TeamRow> team_standings(const std::vector<Team>& teams, const std::vector<TeamMatch>& matches, const TeamScoring& sc) {
  std::map<std::int64_t, TeamRow> rows;
  std::map<std::int64_t, Tally> tallies;
  for (const auto& t : teams) rows[t.id].team_id = t.id, rows[t.id].dropped = t.dropped_after.has_value(), tallies[t.id];
  for (const auto& tm : matches)
    if (tm.complete || !tm.team_b) add_team_match(tm, sc, rows, tallies);
  std::map<std::int64_t, double> mw, sw;
  for (const auto& [id, t] : tallies) {
    mw[id] = t.played ? std::max(sc.floor, static_cast<double>(t.points) / (sc.win * t.played)) : sc.floor;
    sw[id] = t.seats ? std::max(sc.floor, static_cast<double>(t.seat_points) / (3.0 * t.seats)) : sc.floor;
  }
  std::vector<TeamRow> out;
  std::map<std::int64_t, std::uint64_t> draw;
  for (const auto& t : teams) {
    TeamRow r = rows[t.id];
    r.tomw = mean_of(r.opponents, mw);
    r.sw = tallies[t.id].seats ? sw[t.id] : 0;
    r.osw = mean_of(r.opponents, sw);
    draw[t.id] = mix_seed(sc.seed, static_cast<std::uint64_t>(t.id));
    out.push_back(std::move(r));
  }
  auto differ = [](double x, double y) { return std::abs(x - y) > 1e-9; };
  std::sort(out.begin(), out.end(), [&](const TeamRow& x, const TeamRow& y) {
    if (x.points != y.points) return x.points > y.points;
    if (differ(x.tomw, y.tomw)) return x.tomw > y.tomw;
    if (differ(x.sw, y.sw)) return x.sw > y.sw;
    if (differ(x.osw, y.osw)) return x.osw > y.osw;
    return draw[x.team_id] < draw[y.team_id];
  });
  for (std::size_t i = 0; i < out.size(); ++i) out[i].rank = static_cast<int>(i) + 1;
  return out;
}

void check_team_field(const Event& ev, const std::vector<Team>& teams, int round) {
  std::map<std::int64_t, const Team*> team_of;
  int in = 0;
  static const char* const kSeat[] = {"A", "B", "C"};
  for (const auto& t : teams) {
    for (std::size_t s = 0; s < t.members.size(); ++s) {
      team_of[t.members[s]] = &t;
      const Player* p = ev.player(t.members[s]);
      if (t.active_in(round) && p && !p->active_in(round))
        throw InputError(Message{N_("team {team} cannot play round {round}: {player} (seat {seat}) is out of the event; a team plays whole, so drop "
                                    "the team (`judgekit team drop {team}`) or take back the player's drop (`judgekit player undrop {player}`)"),
                                 {{"team", t.name}, {"round", std::to_string(round)}, {"player", p->name}, {"seat", kSeat[s % 3]}}});
    }
    in += t.active_in(round);
  }
  for (const auto& p : ev.players)
    if (p.active_in(round) && !team_of.count(p.id))
      throw InputError(Message{N_("{player} (id {id}) is in no team; put them in one (`judgekit team add NAME --players ...`) or remove them "
                                  "(`judgekit player remove {id}`)"),
                               {{"player", p.name}, {"id", std::to_string(p.id)}}});
  if (in < 2)
    throw InputError(Message{N_("round {round} needs at least 2 teams; {n} can play (add teams with `judgekit team add`)"),
                             {{"round", std::to_string(round)}, {"n", std::to_string(in)}}});
}

namespace {

// The teams still in, in team standings order (round 1: shuffled from the seed), as a Swiss field.
struct TeamField {
  std::vector<const Team*> ranked;
  SwissField field;
};

TeamField team_field(const Event& ev, const std::vector<Team>& teams, const Game& game, int round) {
  std::vector<TeamMatch> counted;
  for (auto& tm : team_matches(ev, teams))
    if (const Round* r = ev.round(tm.round); r && ev.round_counted(*r)) counted.push_back(tm);
  const auto rows = team_standings(teams, counted, team_scoring(ev, game));
  std::map<std::int64_t, const Team*> by_id;
  for (const auto& t : teams) by_id[t.id] = &t;
  TeamField f;
  std::vector<const TeamRow*> in;
  for (const auto& r : rows)
    if (by_id[r.team_id]->active_in(round)) in.push_back(&r), f.ranked.push_back(by_id[r.team_id]);
  if (round == 1) {
    std::vector<std::size_t> order(in.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    Rng(mix_seed(static_cast<std::uint64_t>(ev.info.seed), 1)).shuffle(order);
    std::vector<const TeamRow*> rows_shuffled;
    std::vector<const Team*> teams_shuffled;
    for (auto i : order) rows_shuffled.push_back(in[i]), teams_shuffled.push_back(f.ranked[i]);
    in = std::move(rows_shuffled);
    f.ranked = std::move(teams_shuffled);
  }
  std::map<std::int64_t, int> index;
  for (std::size_t i = 0; i < f.ranked.size(); ++i) index[f.ranked[i]->id] = static_cast<int>(i);
  std::vector<SwissPlayer> players;
  for (const TeamRow* r : in) {
    SwissPlayer p;
    p.points = r->points;
    p.byes = r->byes;
    for (auto o : r->opponents)
      if (index.count(o)) p.opponents.push_back(index[o]);
    players.push_back(std::move(p));
  }
  f.field = field_of(players);
  return f;
}

}  // namespace

PairedRound pair_team_round(Database& db, const Game& game, const Event& ev, int round) {
  const std::vector<Team> teams = load_teams(db);
  check_team_field(ev, teams, round);
  const int size = ev.info.team_size.value_or(0);
  TeamField f = team_field(ev, teams, game, round);
  TeamPairing p = pair_teams(f.field, size, SwissOptions{mix_seed(static_cast<std::uint64_t>(ev.info.seed), static_cast<std::uint64_t>(round)), false});
  PairedRound out;
  out.number = round;
  out.stage = Stage::swiss;
  out.stats = p.stats;
  if (round > 1) close_round(db, round - 1);
  const MatchStructure played = insert_round(db, game, ev.info.settings, round, Stage::swiss);
  auto match = db.prepare("INSERT INTO matches (round, table_number, is_bye) VALUES (?1, ?2, ?3)");
  auto seat = db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)");
  int table = 0;
  for (const auto& s : p.seats) {
    match.bind(1, round).bind(2, ++table).bind(3, 0).run();
    const std::int64_t id = db.last_insert_id();
    const auto k = static_cast<std::size_t>(s.seat);
    seat.bind(1, id).bind(2, 1).bind(3, f.ranked[static_cast<std::size_t>(s.team_a)]->members[k]).run();
    seat.bind(1, id).bind(2, 2).bind(3, f.ranked[static_cast<std::size_t>(s.team_b)]->members[k]).run();
  }
  fault_point("after-matches");
  if (p.bye >= 0) {
    const Team& bye = *f.ranked[static_cast<std::size_t>(p.bye)];
    out.bye_team = bye.id;
    for (auto member : bye.members) {
      match.bind(1, round).bind(2, std::optional<std::int64_t>{}).bind(3, 1).run();
      const std::int64_t id = db.last_insert_id();
      seat.bind(1, id).bind(2, 1).bind(3, member).run();
      write_result(db, id, bye_result(played, member));
    }
  }
  out.team_tables = static_cast<int>(p.pairs.size());
  out.tables = table;
  out.players = static_cast<int>(f.ranked.size()) * size;
  if (out.stats.rematches)
    out.notes.push_back(Message{out.stats.rematches == 1 ? N_("note: {n} rematch of teams could not be avoided") : N_("note: {n} rematches of teams could not be avoided"),
                                {{"n", std::to_string(out.stats.rematches)}}});
  return out;
}

}  // namespace jk::pairing
