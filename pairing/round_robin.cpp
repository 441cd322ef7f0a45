#include "round_robin.hpp"

#include <algorithm>
#include <stdexcept>

namespace jk::pairing {

int group_count(int players, int groups, int group_size) {
  int k = groups > 0 ? groups : group_size > 0 ? (players + group_size - 1) / group_size : 1;
  return std::max(1, std::min(k, players / 2));
}

std::vector<int> snake_groups(int players, int groups) {
  std::vector<int> out;
  for (int i = 0; i < players; ++i) {
    int lap = i / groups, at = i % groups;
    out.push_back(lap % 2 ? groups - 1 - at : at);
  }
  return out;
}

int berger_rounds(int n) { return n % 2 ? n : n - 1; }

BergerRound berger_round(int n, int round) {
  if (n < 2 || round < 1 || round > berger_rounds(n)) throw std::invalid_argument("no such Berger round");
  const int m = n % 2 ? n + 1 : n;  // seat m - 1 is the bye when n is odd
  const int turn = m - 1, r = round - 1;
  BergerRound out;
  auto add = [&](int a, int b) {
    if (a >= n || b >= n) {
      out.bye = a >= n ? b : a;
      return;
    }
    out.pairs.push_back({std::min(a, b), std::max(a, b)});
  };
  add(m - 1, r);  // the fixed seat meets the one the turn brings
  for (int i = 1; i < m / 2; ++i) add((r + i) % turn, (r - i + turn) % turn);
  return out;
}

}  // namespace jk::pairing
