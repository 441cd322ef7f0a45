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

// Id -> its position in a list of ids (players', matches'): a table when the ids are dense (they
// are rowids), else a hash map. -1: no such id.
class IdIndex {
 public:
  explicit IdIndex(const std::vector<std::int64_t>& ids) {
    const std::int64_t top = ids.empty() ? 0 : *std::max_element(ids.begin(), ids.end());
    const std::int64_t bottom = ids.empty() ? 0 : *std::min_element(ids.begin(), ids.end());
    dense_ = bottom >= 0 && top <= 4 * static_cast<std::int64_t>(ids.size()) + 64;
    if (dense_) table_.assign(static_cast<std::size_t>(top) + 1, -1);
    else map_.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i)
      if (dense_) table_[static_cast<std::size_t>(ids[i])] = static_cast<int>(i);
      else map_[ids[i]] = static_cast<int>(i);
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

// Every match's round and bye flag, by id.
struct MatchRounds {
  std::vector<std::int64_t> ids;
  std::vector<int> rounds;
  std::vector<char> byes;
};

MatchRounds match_rounds(Database& db) {
  MatchRounds m;
  auto st = db.prepare("SELECT id, round, is_bye FROM matches");
  while (st.step()) {
    m.ids.push_back(st.int64(0));
    m.rounds.push_back(st.integer(1));
    m.byes.push_back(st.integer(2) != 0);
  }
  return m;
}

// Every seat result of a counted round, read in storage order straight into `s` (matches and
// seats), with each match's id beside it in `match_ids`. A match whose seats are not stored
// together (a result entered again) appears as more than one run of seats: order_matches mends it.
void scan_scores(Database& db, const IdIndex& players, const std::vector<char>& counted, const MatchStructure& ms, Scores& s,
                 std::vector<std::int64_t>& match_ids) {
  // Two scans in storage order, the matches' then the seat results', and no join: a join would
  // look each seat's match up in the b-tree, and an ORDER BY would sort 140,000 rows.
  const MatchRounds of = match_rounds(db);
  const IdIndex matches(of.ids);
  auto st = db.prepare("SELECT match_id, player_id, outcome, games_won, games_lost, games_drawn, placement FROM seat_results");
  while (st.step()) {
    const int at = matches(st.int64(0));
    if (at < 0) continue;  // a seat result of no match (the join left it out before)
    const int round = of.rounds[static_cast<std::size_t>(at)];
    if (round < 0 || static_cast<std::size_t>(round) >= counted.size() || !counted[static_cast<std::size_t>(round)]) continue;
    const int player = players(st.int64(1));
    if (player < 0) continue;
    const std::int64_t match = of.ids[static_cast<std::size_t>(at)];
    const bool bye = of.byes[static_cast<std::size_t>(at)] != 0;
    if (match_ids.empty() || match_ids.back() != match) {
      s.matches.push_back({round, bye, static_cast<int>(s.seats.size()), 0});
      match_ids.push_back(match);
    }
    ScoreSeat seat;
    seat.player = player;
    const auto outcome = parse_seat_outcome(st.text_view(2));  // the schema CHECKs the word
    seat.outcome = outcome == SeatOutcome::win ? 'W' : outcome == SeatOutcome::draw ? 'D' : 'L';
    seat.games_won = st.integer(3);
    seat.games_lost = st.integer(4);
    seat.games_drawn = st.integer(5);
    std::optional<int> placement;
    if (auto p = st.opt_int64(6)) placement = static_cast<int>(*p);
    seat.points = seat_points(ms, bye, seat.outcome, placement);
    s.seats.push_back(seat);
    ++s.matches.back().seat_count;
  }
}

// Matches by round, then id, each match's seats in storage order: the runs of seats scan_scores
// read, stably sorted and runs of one match joined. Rows are stored in that order unless a result
// was entered again or out of order: only then is anything moved.
void order_matches(Scores& s, const std::vector<std::int64_t>& match_ids) {
  auto before = [&](std::size_t a, std::size_t b) {
    return s.matches[a].round != s.matches[b].round ? s.matches[a].round < s.matches[b].round : match_ids[a] < match_ids[b];
  };
  bool in_order = true;
  for (std::size_t i = 1; i < s.matches.size() && in_order; ++i) in_order = before(i - 1, i);
  if (in_order) return;  // each run a whole match, the runs in order
  std::vector<std::size_t> order(s.matches.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), before);
  std::vector<ScoreMatch> matches;
  std::vector<ScoreSeat> seats;
  seats.reserve(s.seats.size());
  for (std::size_t k = 0; k < order.size(); ++k) {
    const ScoreMatch& run = s.matches[order[k]];
    if (k == 0 || before(order[k - 1], order[k])) matches.push_back({run.round, run.bye, static_cast<int>(seats.size()), 0});
    seats.insert(seats.end(), s.seats.begin() + run.first_seat, s.seats.begin() + run.first_seat + run.seat_count);
    matches.back().seat_count += run.seat_count;
  }
  s.matches = std::move(matches);
  s.seats = std::move(seats);
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
  const std::size_t expected = header.players.size() * n_counted;
  s.seats.reserve(expected);
  s.matches.reserve(expected / 2 + 1);
  std::vector<std::int64_t> match_ids;
  match_ids.reserve(expected / 2 + 1);
  std::vector<std::int64_t> player_ids;
  player_ids.reserve(header.players.size());
  for (const auto& p : header.players) player_ids.push_back(p.id);
  scan_scores(db, IdIndex(player_ids), counted, game.match, s, match_ids);
  order_matches(s, match_ids);
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
