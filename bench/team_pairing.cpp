// Team pairing benchmark (issue 27; docs/BENCHMARKS.md): run by hand, never by ctest.
//
//   build/bench/team_pairing [--teams 2000] [--rounds 8] [--runs 5]
//
// 2,000 teams of three, --rounds rounds: each round pair_teams on the team standings (points =
// team match points), then every seat's result drawn at random and the team match won by seats
// won. Prints the wall time of each round's pairing, median (min-max) over rounds 2.. of all runs
// (round 1, every team level, apart),
// and beside it the floor: the one LEMON run whose duals prove the optimum (stats.lemon_ms).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "teams.hpp"

using namespace jk::pairing;

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

std::string spread(const std::vector<double>& v) {
  auto [lo, hi] = std::minmax_element(v.begin(), v.end());
  char s[96];
  std::snprintf(s, sizeof s, "%.2f (%.2f-%.2f)", median(v), *lo, *hi);
  return s;
}

struct Team {
  int points = 0, byes = 0;
  std::vector<int> met;
};

// The field in standings order (points, then id); order[i] is the team at rank i.
SwissField ranked_field(const std::vector<Team>& teams, std::vector<int>& order) {
  order.resize(teams.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return teams[a].points > teams[b].points; });
  std::vector<int> rank(teams.size());
  for (std::size_t i = 0; i < order.size(); ++i) rank[order[i]] = static_cast<int>(i);
  SwissField f;
  for (int t : order) {
    f.points.push_back(teams[t].points);
    f.byes.push_back(teams[t].byes);
    f.pair_downs.push_back(0);
    for (int o : teams[t].met) f.opponents.push_back(rank[o]);
    f.opponents_begin.push_back(static_cast<int>(f.opponents.size()));
  }
  return f;
}

void play(std::vector<Team>& teams, const std::vector<int>& order, const TeamPairing& p, std::mt19937_64& rng) {
  for (auto [a, b] : p.pairs) {
    int ta = order[a], tb = order[b], seats_a = 0;
    for (int s = 0; s < 3; ++s) seats_a += static_cast<int>(rng() & 1);
    teams[seats_a >= 2 ? ta : tb].points += 3;  // three seats: no drawn team match
    teams[ta].met.push_back(tb);
    teams[tb].met.push_back(ta);
  }
  if (p.bye >= 0) teams[order[p.bye]].points += 3, teams[order[p.bye]].byes += 1;
}

}  // namespace

int main(int argc, char** argv) {
  int n = 2000, rounds = 8, runs = 5;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--teams")) n = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--rounds")) rounds = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--runs")) runs = std::atoi(argv[i + 1]);
  }
  std::vector<double> wall, floor, first;
  for (int run = 1; run <= runs; ++run) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(run));
    std::vector<Team> teams(static_cast<std::size_t>(n));
    for (int r = 1; r <= rounds; ++r) {
      std::vector<int> order;
      SwissField f = ranked_field(teams, order);
      SwissOptions o;
      o.seed = mix_seed(static_cast<std::uint64_t>(run), static_cast<std::uint64_t>(r));
      auto t0 = std::chrono::steady_clock::now();
      TeamPairing p = pair_teams(f, 3, o);
      double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      (r == 1 ? first : wall).push_back(ms);
      floor.push_back(p.stats.lemon_ms);
      if (p.stats.rematches) std::printf("run %d round %d: %d rematches\n", run, r, p.stats.rematches);
      play(teams, order, p, rng);
    }
  }
  std::printf("pair_teams, %d teams of 3, rounds 2-%d x %d runs: %s ms per round; floor (LEMON) %s ms\n", n, rounds,
              runs, spread(wall).c_str(), spread(floor).c_str());
  std::printf("round 1 (every team level): %s ms\n", spread(first).c_str());
}
