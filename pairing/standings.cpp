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

ScoringRules scoring_rules(const Game& game, const std::vector<TiebreakEntry>& event_chain, std::uint64_t seed) {
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

using Kind = TiebreakId;

// Opponents of every player, one entry per match played against them (flat, by player).
struct Opponents {
  std::vector<int> begin, list;
  double mean(int p, const std::vector<double>& value, double floor) const {
    int b = begin[static_cast<std::size_t>(p)], e = begin[static_cast<std::size_t>(p) + 1];
    if (b == e) return 0;
    double sum = 0;
    for (int i = b; i < e; ++i) sum += std::max(floor, value[static_cast<std::size_t>(list[static_cast<std::size_t>(i)])]);
    return sum / (e - b);
  }
};

// Equal to 12 places: the same fraction summed in another order must compare equal.
long long comparable(double v) { return std::llround(v * 1e12); }

}  // namespace

std::vector<PlayerScore> score_players(const Scores& scores, const ScoringRules& rules, const std::vector<std::int64_t>& ids) {
  std::size_t n = static_cast<std::size_t>(scores.players);
  std::vector<PlayerScore> s(n);
  std::vector<long long> game_points(n, 0), games(n, 0);
  Opponents opp;
  opp.begin.assign(n + 1, 0);
  for (const auto& m : scores.matches) {
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i) {
      const ScoreSeat& seat = scores.seats[static_cast<std::size_t>(i)];
      std::size_t p = static_cast<std::size_t>(seat.player);
      PlayerScore& ps = s[p];
      ps.points += seat.points;
      ps.rounds += 1;
      ps.byes += m.bye;
      ps.wins += seat.outcome == 'W';
      ps.losses += seat.outcome == 'L';
      ps.draws += seat.outcome == 'D';
      game_points[p] += 3 * seat.games_won + seat.games_drawn;
      games[p] += seat.games_won + seat.games_lost + seat.games_drawn;
      if (!m.bye) opp.begin[p + 1] += m.seat_count - 1;  // a bye is no opponent (MTR appendix C)
    }
  }
  for (std::size_t i = 0; i < n; ++i) opp.begin[i + 1] += opp.begin[i];
  opp.list.resize(static_cast<std::size_t>(opp.begin[n]));
  std::vector<int> fill(opp.begin.begin(), opp.begin.end() - 1);
  for (const auto& m : scores.matches) {
    if (m.bye) continue;
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i)
      for (int j = m.first_seat; j < m.first_seat + m.seat_count; ++j)
        if (j != i) {
          std::size_t p = static_cast<std::size_t>(scores.seats[static_cast<std::size_t>(i)].player);
          opp.list[static_cast<std::size_t>(fill[p]++)] = scores.seats[static_cast<std::size_t>(j)].player;
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
  std::vector<Kind> kinds;
  double oppw_floor = -1;
  for (const auto& c : rules.chain) {
    kinds.push_back(c.id);
    if (kinds.back() == Kind::oppw) oppw_floor = c.floor;
  }
  // oopw needs every player's oppw first (with the oppw entry's floor, or oopw's own).
  std::vector<double> oppw;
  for (std::size_t k = 0; k < kinds.size(); ++k)
    if (kinds[k] == Kind::oopw) {
      oppw.resize(n);
      for (std::size_t i = 0; i < n; ++i) oppw[i] = opp.mean(static_cast<int>(i), mw, oppw_floor >= 0 ? oppw_floor : rules.chain[k].floor);
    }
  for (std::size_t i = 0; i < n; ++i) {
    s[i].tiebreakers.resize(kinds.size());
    for (std::size_t k = 0; k < kinds.size(); ++k) {
      double floor = rules.chain[k].floor, v = 0;
      int p = static_cast<int>(i);
      switch (kinds[k]) {
        case Kind::omw:
        case Kind::oppw: v = opp.mean(p, mw, floor); break;
        case Kind::gw: v = std::max(floor, gw[i]); break;
        case Kind::ogw: v = opp.mean(p, gw, floor); break;
        case Kind::oopw: v = opp.mean(p, oppw, 0.0); break;
        case Kind::random: break;
      }
      s[i].tiebreakers[k] = v;
    }
  }
  return s;
}

std::vector<int> standings_order(const std::vector<PlayerScore>& s, const ScoringRules& rules, const std::vector<std::int64_t>& ids) {
  // One flat row of integer keys per player, compared in order: points, the chain, random, id.
  std::size_t width = rules.chain.size() + 3, n = s.size();
  std::vector<long long> key(n * width);
  for (std::size_t i = 0; i < n; ++i) {
    long long* k = &key[i * width];
    k[0] = -s[i].points;
    for (std::size_t c = 0; c < rules.chain.size(); ++c)
      k[c + 1] = rules.chain[c].id == TiebreakId::random ? static_cast<long long>(s[i].random_key >> 1) : -comparable(s[i].tiebreakers[c]);
    k[width - 2] = static_cast<long long>(s[i].random_key >> 1);
    k[width - 1] = ids[i];
  }
  std::vector<int> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    const long long* x = &key[static_cast<std::size_t>(a) * width];
    const long long* y = &key[static_cast<std::size_t>(b) * width];
    for (std::size_t c = 0; c < width; ++c)
      if (x[c] != y[c]) return x[c] < y[c];
    return false;
  });
  return order;
}

std::vector<StandingRow> compute_standings(Database& db, const Game& game) {
  Event header = load_event(db, Load::header);
  return standings(header, read_scores(db, header, game), game);
}

}  // namespace jk::pairing
