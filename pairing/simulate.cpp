#include "simulate.hpp"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "event.hpp"
#include "pods.hpp"
#include "rng.hpp"
#include "standings.hpp"

namespace jk::pairing {

namespace {

double ms_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

double cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// A random two-player result from seat 1's view, as the pack allows.
ScoreSeat random_seat(Rng& rng, const MatchStructure& ms, bool& draw, bool& first_wins) {
  int need = ms.wins_needed();
  draw = ms.draws_allowed && rng.below(20) == 0;
  first_wins = rng.below(2) == 0;
  ScoreSeat s;
  if (draw) {
    s.games_won = s.games_lost = need - 1;
    s.games_drawn = ms.best_of == 1 ? 1 : 0;
  } else {
    s.games_won = need;
    s.games_lost = static_cast<int>(rng.below(static_cast<std::uint64_t>(std::min(need, ms.best_of - need + 1))));
  }
  return s;
}

}  // namespace

std::vector<SimulatedRound> simulate(const Game& game, const SimulateOptions& o, const std::function<void(const SimulatedRound&)>& progress,
                                     Scores* final_scores) {
  const MatchStructure& ms = game.match;
  Scores scores;
  scores.players = o.players;
  scores.missed_rounds.assign(static_cast<std::size_t>(o.players), 0);
  std::vector<std::int64_t> ids(static_cast<std::size_t>(o.players));
  for (int i = 0; i < o.players; ++i) ids[static_cast<std::size_t>(i)] = i + 1;
  std::vector<char> dropped(static_cast<std::size_t>(o.players), 0);
  ScoringRules rules = scoring_rules(game, {}, o.seed);
  Rng rng(mix_seed(o.seed, 99));
  std::vector<SimulatedRound> out;
  for (int r = 1; r <= o.rounds; ++r) {
    SimulatedRound sr;
    sr.round = r;
    auto t0 = std::chrono::steady_clock::now();
    double c0 = cpu_ms();
    Tallies tallies = tally(scores);
    auto scored = score_players(tallies, scores, rules, ids);
    std::vector<int> ranked;
    for (int i : standings_order(scores, scored, rules, ids))
      if (!dropped[static_cast<std::size_t>(i)]) ranked.push_back(i);
    sr.standings_ms = ms_since(t0);
    sr.players = static_cast<int>(ranked.size());
    if (ranked.size() < 2) break;
    SwissField sp = swiss_field(tallies, ranked);
    std::uint64_t seed = mix_seed(o.seed, static_cast<std::uint64_t>(r));
    std::vector<std::vector<int>> tables;
    int bye = -1;
    if (ms.players_per_table > 2) {
      auto sizes = pod_sizes(static_cast<int>(ranked.size()), ms.players_per_table, ms.pod_min, ms.pod_max);
      if (sizes.empty()) break;
      auto pods = make_pods(sp, sizes, seed);
      sr.pairing_ms = ms_since(t0);
      sr.pairing_cpu_ms = cpu_ms() - c0;
      sr.rematches = pods.repeats;
      tables = pods.pods;
    } else {
      SwissPairing p = r == 1 ? pair_random(static_cast<int>(ranked.size()), seed)
                                          : pair_swiss(sp, SwissOptions{seed, o.dense});
      sr.pairing_ms = ms_since(t0);
      sr.pairing_cpu_ms = cpu_ms() - c0;
      sr.stats = p.stats;
      sr.rematches = p.stats.rematches;
      sr.pair_downs = p.stats.pair_downs;
      for (auto [a, b] : p.pairs) {
        tables.push_back({a, b});
        int gap = std::abs(sp.points[static_cast<std::size_t>(a)] - sp.points[static_cast<std::size_t>(b)]);
        if (gap) sr.down_gaps.push_back(gap);
      }
      std::sort(sr.down_gaps.rbegin(), sr.down_gaps.rend());
      bye = p.bye;
    }
    sr.tables = static_cast<int>(tables.size());
    // Random results.
    for (const auto& t : tables) {
      std::vector<ScoreSeat> seats;
      if (t.size() == 2) {
        bool draw = false, first_wins = false;
        ScoreSeat s = random_seat(rng, ms, draw, first_wins);
        ScoreSeat a = s, b;
        b.games_won = s.games_lost, b.games_lost = s.games_won, b.games_drawn = s.games_drawn;
        if (!draw && !first_wins) std::swap(a, b);
        a.player = ranked[static_cast<std::size_t>(t[0])];
        b.player = ranked[static_cast<std::size_t>(t[1])];
        a.outcome = draw ? 'D' : a.games_won > a.games_lost ? 'W' : 'L';
        b.outcome = draw ? 'D' : b.games_won > b.games_lost ? 'W' : 'L';
        a.points = a.outcome == 'W' ? ms.points_win : a.outcome == 'D' ? ms.points_draw : ms.points_loss;
        b.points = b.outcome == 'W' ? ms.points_win : b.outcome == 'D' ? ms.points_draw : ms.points_loss;
        seats = {a, b};
      } else {
        std::vector<int> order(t.begin(), t.end());
        rng.shuffle(order);
        for (std::size_t k = 0; k < order.size(); ++k) {
          ScoreSeat s;
          s.player = ranked[static_cast<std::size_t>(order[k])];
          s.outcome = k == 0 ? 'W' : 'L';
          s.points = k < ms.placement_points.size() ? ms.placement_points[k] : 0;
          seats.push_back(s);
        }
      }
      scores.add_match(r, false, seats);
    }
    if (bye >= 0) {
      ScoreSeat s;
      s.player = ranked[static_cast<std::size_t>(bye)];
      s.outcome = 'W';
      s.games_won = ms.bye_games_won;
      s.games_lost = ms.bye_games_lost;
      s.points = ms.bye_points;
      scores.add_match(r, true, {s});
      sr.byes = 1;
    }
    if (o.drop_rate > 0)
      for (int i : ranked)
        if (rng.unit() < o.drop_rate) dropped[static_cast<std::size_t>(i)] = 1;
    out.push_back(sr);
    if (progress) progress(sr);
  }
  if (final_scores) *final_scores = std::move(scores);
  return out;
}

std::string weight_text(Weight w) {
  __extension__ typedef unsigned __int128 UnsignedWeight;
  bool neg = w < 0;
  UnsignedWeight u = neg ? static_cast<UnsignedWeight>(-w) : static_cast<UnsignedWeight>(w);
  std::string s;
  do {
    s += static_cast<char>('0' + static_cast<int>(u % 10));
    u /= 10;
  } while (u);
  if (neg) s += '-';
  return std::string(s.rbegin(), s.rend());
}

}  // namespace jk::pairing
