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
