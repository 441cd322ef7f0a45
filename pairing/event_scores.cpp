// Numbers derived from results: scores, standings, points before a round, pairing input.
#include "event.hpp"
#include "match_lengths.hpp"
#include "players.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <unordered_map>

#include "csv.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "fault.hpp"
#include "pods.hpp"
#include "text.hpp"

namespace jk::pairing {

using nlohmann::json;

// ---------------------------------------------------------------- derived numbers

static int seat_points(const MatchStructure& ms, bool bye, char outcome, std::optional<int> placement) {
  if (bye) return ms.bye_points;
  if (placement && !ms.placement_points.empty())
    return *placement <= static_cast<int>(ms.placement_points.size()) ? ms.placement_points[static_cast<std::size_t>(*placement - 1)] : 0;
  return outcome == 'W' ? ms.points_win : outcome == 'D' ? ms.points_draw : ms.points_loss;
}


namespace {

// Player id -> index in `players` (by id): a table when ids are dense (they are a rowid), else a
// hash map. -1: no such player.
class PlayerIndex {
 public:
  explicit PlayerIndex(const std::vector<Player>& players) {
    const std::int64_t top = players.empty() ? 0 : players.back().id;
    dense_ = top >= 0 && top <= 4 * static_cast<std::int64_t>(players.size()) + 64;
    if (dense_) table_.assign(static_cast<std::size_t>(top) + 1, -1);
    else map_.reserve(players.size());
    for (std::size_t i = 0; i < players.size(); ++i)
      if (dense_) table_[static_cast<std::size_t>(players[i].id)] = static_cast<int>(i);
      else map_[players[i].id] = static_cast<int>(i);
  }
  int operator()(std::int64_t id) const {
    if (dense_) return id >= 0 && id < static_cast<std::int64_t>(table_.size()) ? table_[static_cast<std::size_t>(id)] : -1;
    auto it = map_.find(id);
    return it == map_.end() ? -1 : it->second;
  }

 private:
  bool dense_ = false;
  std::vector<int> table_;
  std::unordered_map<std::int64_t, int> map_;
};

// Swiss rounds closed, or with every match reported: flags by round number.
std::vector<char> counted_rounds(Database& db) {
  std::vector<char> counted;
  auto st = db.prepare(
      "SELECT r.number FROM rounds r WHERE r.stage = 'swiss' AND (r.status = 'closed' OR NOT EXISTS ("
      "SELECT 1 FROM matches m WHERE m.round = r.number AND NOT EXISTS (SELECT 1 FROM results x WHERE x.match_id = m.id)))");
  while (st.step()) {
    const int n = st.integer(0);
    if (n < 0) continue;
    if (static_cast<std::size_t>(n) >= counted.size()) counted.resize(static_cast<std::size_t>(n) + 1, 0);
    counted[static_cast<std::size_t>(n)] = 1;
  }
  return counted;
}

struct ScoreRow {
  int round;
  std::int64_t match;
  bool bye;
  ScoreSeat seat;
};

// Every seat result of a counted round, in storage order.
std::vector<ScoreRow> score_rows(Database& db, const PlayerIndex& index, const std::vector<char>& counted, const MatchStructure& ms,
                                 std::size_t expected) {
  std::vector<ScoreRow> rows;
  rows.reserve(expected);
  // One scan in storage order (no ORDER BY: SQLite would sort 100,000 rows in a temp B-tree).
  auto st = db.prepare(
      "SELECT m.round, m.id, m.is_bye, sr.player_id, sr.outcome, sr.games_won, sr.games_lost, sr.games_drawn, sr.placement "
      "FROM seat_results sr JOIN matches m ON m.id = sr.match_id");
  while (st.step()) {
    const int round = st.integer(0);
    if (round < 0 || static_cast<std::size_t>(round) >= counted.size() || !counted[static_cast<std::size_t>(round)]) continue;
    const int player = index(st.int64(3));
    if (player < 0) continue;
    ScoreRow r{round, st.int64(1), st.integer(2) != 0, {}};
    r.seat.player = player;
    const auto outcome = parse_seat_outcome(st.text_view(4));  // the schema CHECKs the word
    r.seat.outcome = outcome == SeatOutcome::win ? 'W' : outcome == SeatOutcome::draw ? 'D' : 'L';
    r.seat.games_won = st.integer(5);
    r.seat.games_lost = st.integer(6);
    r.seat.games_drawn = st.integer(7);
    std::optional<int> placement;
    if (auto p = st.opt_int64(8)) placement = static_cast<int>(*p);
    r.seat.points = seat_points(ms, r.bye, r.seat.outcome, placement);
    rows.push_back(r);
  }
  return rows;
}

}  // namespace

Scores read_scores(Database& db, const Event& header, const Game& game) {
  Scores s;
  s.players = static_cast<int>(header.players.size());
  s.missed_rounds.assign(header.players.size(), 0);
  s.dropped_after.assign(header.players.size(), -1);
  for (std::size_t i = 0; i < header.players.size(); ++i)
    if (header.players[i].dropped_after) s.dropped_after[i] = *header.players[i].dropped_after;
  const std::vector<char> counted = counted_rounds(db);
  const auto n_counted = static_cast<std::size_t>(std::count(counted.begin(), counted.end(), 1));
  // Room for a seat a player a counted round: no growth in a usual event.
  std::vector<ScoreRow> rows = score_rows(db, PlayerIndex(header.players), counted, game.match, header.players.size() * n_counted);
  // By round, then match, seats in storage order. Rows are stored in that order unless a result
  // was entered again or out of order: sort only then.
  auto before = [](const ScoreRow& a, const ScoreRow& b) { return a.round != b.round ? a.round < b.round : a.match < b.match; };
  if (!std::is_sorted(rows.begin(), rows.end(), before)) std::stable_sort(rows.begin(), rows.end(), before);
  s.seats.reserve(rows.size());
  s.matches.reserve(rows.size() / 2 + 1);
  for (std::size_t i = 0; i < rows.size();) {
    std::size_t j = i;
    s.matches.push_back({rows[i].round, rows[i].bye, static_cast<int>(s.seats.size()), 0});
    while (j < rows.size() && rows[j].match == rows[i].match) s.seats.push_back(rows[j++].seat);
    s.matches.back().seat_count = static_cast<int>(j - i);
    i = j;
  }
  if (header.info.settings.late_entry_losses)
    for (std::size_t i = 0; i < header.players.size(); ++i)
      for (std::size_t r = 0; r < counted.size(); ++r)
        if (counted[r] && static_cast<int>(r) < header.players[i].joined_round) ++s.missed_rounds[i];
  return s;
}

ScoringRules rules_of(const Event& ev, const Game& game) {
  ScoringRules r = scoring_rules(game, ev.info.settings.tiebreakers, static_cast<std::uint64_t>(ev.info.seed), ev.info.settings.win_percent);
  // A missed round is the loss of the event's rounds' length (0-3 in a best of 5).
  r.missed_games_lost = round_structure(game, chosen_best_of(ev.info.settings, Stage::swiss, false)).bye_games_won;
  return r;
}


std::vector<StandingRow> standings(const Event& ev, const Scores& sc, const Game& game) {
  std::vector<const Player*> players;
  players.reserve(ev.players.size());
  for (const auto& p : ev.players) players.push_back(&p);
  return standings_of(players, sc, rules_of(ev, game));
}

std::vector<StandingRow> standings_of(const std::vector<const Player*>& players, const Scores& sc, const ScoringRules& rules) {
  std::vector<std::int64_t> ids;
  ids.reserve(players.size());
  for (const auto* p : players) ids.push_back(p->id);
  auto scored = score_players(sc, rules, ids);
  auto order = standings_order(sc, scored, rules, ids);
  std::vector<StandingRow> rows;
  rows.reserve(order.size());
  int rank = 0;
  for (int i : order) {
    const Player& p = *players[static_cast<std::size_t>(i)];
    const PlayerScore& s = scored[static_cast<std::size_t>(i)];
    StandingRow row;
    row.rank = ++rank;
    row.player_id = p.id;
    row.name = p.name;
    row.reading = p.reading;
    row.points = s.points;
    row.wins = s.wins;
    row.losses = s.losses;
    row.draws = s.draws;
    for (std::size_t k = 0; k < rules.chain.size(); ++k)
      if (tiebreak_has_value(rules.chain[k].id)) row.tiebreakers.push_back({std::string(tiebreak_name(rules.chain[k].id)), s.tiebreakers[k]});
    row.dropped = p.dropped_after.has_value();
    row.rounds = s.rounds;
    row.byes = s.byes;
    rows.push_back(std::move(row));
  }
  return rows;
}

std::vector<int> points_before(const Scores& scores, int round) {
  std::vector<int> pts(static_cast<std::size_t>(scores.players), 0);
  for (const auto& m : scores.matches) {
    if (m.round >= round) continue;
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i)
      pts[static_cast<std::size_t>(scores.seats[static_cast<std::size_t>(i)].player)] += scores.seats[static_cast<std::size_t>(i)].points;
  }
  return pts;
}

SwissField swiss_field(const Tallies& t, const std::vector<int>& ranked) {
  auto at = [](int i) { return static_cast<std::size_t>(i); };
  std::size_t m = ranked.size();
  std::vector<int> pos(t.rows.size(), -1);
  for (std::size_t k = 0; k < m; ++k) pos[at(ranked[k])] = static_cast<int>(k);
  SwissField f;
  f.points.resize(m);
  f.byes.resize(m);
  f.pair_downs.resize(m);
  f.opponents_begin.resize(m + 1);
  f.opponents.reserve(t.opponents.size());
  for (std::size_t k = 0; k < m; ++k) {
    std::size_t p = at(ranked[k]);
    f.points[k] = t.rows[p].points;
    f.byes[k] = t.rows[p].byes;
    f.pair_downs[k] = t.rows[p].pair_downs;
    const int* opponents = t.opponents_of(ranked[k]);
    for (int i = 0; i < t.rows[p].opponents; ++i)
      if (int q = pos[at(opponents[i])]; q >= 0) f.opponents.push_back(q);
    f.opponents_begin[k + 1] = static_cast<int>(f.opponents.size());
  }
  return f;
}

}  // namespace jk::pairing
