// Standings: points, then the tiebreaker chain (docs/events.md "Standings" gives every formula).
#include "standings.hpp"

#include <algorithm>
#include <cmath>

#include "event.hpp"
#include "swiss.hpp"

namespace jk::pairing {

void Scores::add_match(int round, bool bye, const std::vector<ScoreSeat>& s) {
  matches.push_back({round, bye, static_cast<int>(seats.size()), static_cast<int>(s.size())});
  seats.insert(seats.end(), s.begin(), s.end());
}

ScoringRules scoring_rules(const Game& game, const std::vector<ChainEntry>& event_chain, std::uint64_t seed) {
  ScoringRules r;
  if (!event_chain.empty()) r.chain = event_chain;
  else
    for (const auto& t : game.tiebreakers) r.chain.push_back({t.id, t.floor});
  const auto& m = game.match;
  r.points_possible = m.players_per_table > 2 && !m.placement_points.empty() ? m.placement_points.front() : m.points_win;
  if (r.points_possible <= 0) r.points_possible = 1;
  r.missed_games_lost = m.bye_games_won;
  r.seed = seed;
  return r;
}

namespace {

double mean_of(const std::vector<int>& opponents, const std::vector<double>& value, double floor) {
  if (opponents.empty()) return 0;
  double sum = 0;
  for (int o : opponents) sum += std::max(floor, value[static_cast<std::size_t>(o)]);
  return sum / static_cast<double>(opponents.size());
}

// Equal to 12 places: the same fraction summed in another order must compare equal.
long long comparable(double v) { return std::llround(v * 1e12); }

}  // namespace

std::vector<PlayerScore> score_players(const Scores& scores, const ScoringRules& rules, const std::vector<std::int64_t>& ids) {
  std::size_t n = static_cast<std::size_t>(scores.players);
  std::vector<PlayerScore> s(n);
  std::vector<long long> game_points(n, 0), games(n, 0);
  std::vector<std::vector<int>> opponents(n);  // one entry per match played against them
  for (const auto& m : scores.matches) {
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i) {
      const ScoreSeat& seat = scores.seats[static_cast<std::size_t>(i)];
      PlayerScore& p = s[static_cast<std::size_t>(seat.player)];
      p.points += seat.points;
      p.rounds += 1;
      p.byes += m.bye;
      p.wins += seat.outcome == 'W';
      p.losses += seat.outcome == 'L';
      p.draws += seat.outcome == 'D';
      game_points[static_cast<std::size_t>(seat.player)] += 3 * seat.games_won + seat.games_drawn;
      games[static_cast<std::size_t>(seat.player)] += seat.games_won + seat.games_lost + seat.games_drawn;
      if (m.bye) continue;  // a bye is no opponent (MTR appendix C)
      for (int j = m.first_seat; j < m.first_seat + m.seat_count; ++j)
        if (j != i) opponents[static_cast<std::size_t>(seat.player)].push_back(scores.seats[static_cast<std::size_t>(j)].player);
    }
  }
  for (std::size_t i = 0; i < n && i < scores.missed_rounds.size(); ++i) {
    int missed = scores.missed_rounds[i];
    s[i].rounds += missed;
    s[i].losses += missed;
    games[i] += static_cast<long long>(missed) * rules.missed_games_lost;
  }
  std::vector<double> mw(n), gw(n);
  for (std::size_t i = 0; i < n; ++i) {
    s[i].match_win = s[i].rounds ? static_cast<double>(s[i].points) / (static_cast<double>(rules.points_possible) * s[i].rounds) : 0;
    s[i].game_win = games[i] ? static_cast<double>(game_points[i]) / (3.0 * static_cast<double>(games[i])) : 0;
    mw[i] = s[i].match_win;
    gw[i] = s[i].game_win;
    s[i].random_key = mix_seed(rules.seed, static_cast<std::uint64_t>(ids[i]));
  }
  // oopw needs every player's oppw first (with the oppw entry's floor, or oopw's own).
  double oppw_floor = -1;
  for (const auto& c : rules.chain)
    if (c.id == "oppw") oppw_floor = c.floor;
  std::vector<double> oppw;
  for (const auto& c : rules.chain)
    if (c.id == "oopw") {
      oppw.resize(n);
      for (std::size_t i = 0; i < n; ++i) oppw[i] = mean_of(opponents[i], mw, oppw_floor >= 0 ? oppw_floor : c.floor);
    }
  for (std::size_t i = 0; i < n; ++i) {
    for (const auto& c : rules.chain) {
      double v = 0;
      if (c.id == "omw" || c.id == "oppw") v = mean_of(opponents[i], mw, c.floor);
      else if (c.id == "gw") v = std::max(c.floor, gw[i]);
      else if (c.id == "ogw") v = mean_of(opponents[i], gw, c.floor);
      else if (c.id == "oopw") v = mean_of(opponents[i], oppw, 0.0);
      s[i].tiebreakers.push_back(v);
    }
  }
  return s;
}

std::vector<int> standings_order(const std::vector<PlayerScore>& s, const ScoringRules& rules, const std::vector<std::int64_t>& ids) {
  std::vector<int> order(s.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    const auto& x = s[static_cast<std::size_t>(a)];
    const auto& y = s[static_cast<std::size_t>(b)];
    if (x.points != y.points) return x.points > y.points;
    for (std::size_t k = 0; k < rules.chain.size(); ++k) {
      if (rules.chain[k].id == "random") {
        if (x.random_key != y.random_key) return x.random_key < y.random_key;
        continue;
      }
      long long p = comparable(x.tiebreakers[k]), q = comparable(y.tiebreakers[k]);
      if (p != q) return p > q;
    }
    if (x.random_key != y.random_key) return x.random_key < y.random_key;
    return ids[static_cast<std::size_t>(a)] < ids[static_cast<std::size_t>(b)];
  });
  return order;
}

std::vector<StandingRow> compute_standings(Database& db, const Game& game) {
  Event ev = load_event(db, Load::scores_only);
  return standings(ev, game);
}

}  // namespace jk::pairing
