// Multi-player tables (ROE UP! and any pack with players_per_table > 2): pods grouped by points,
// avoiding players who met before. A local search, not an exact optimum (docs/events.md).
#pragma once
#include <cstdint>
#include <vector>

#include "swiss.hpp"

namespace jk::pairing {

// Table sizes for n players: all `preferred` where possible, else the fewest tables off that
// size (ties: smaller tables), each within [min, max]; the odd sizes go to the last tables.
// Empty when n players cannot be seated at all.
std::vector<int> pod_sizes(int n, int preferred, int min, int max);

struct PodPairing {
  std::vector<std::vector<int>> pods;  // indices into `ranked`, top table first
  int repeats = 0;                     // pairs of players at one table who met before
  long spread = 0;                     // sum over tables of squared point differences
};

// `ranked` in standings order; round 1: pass everyone equal and the seed shuffles them.
PodPairing make_pods(const SwissField& ranked, const std::vector<int>& sizes, std::uint64_t seed);
inline PodPairing make_pods(const std::vector<SwissPlayer>& ranked, const std::vector<int>& sizes, std::uint64_t seed) {
  return make_pods(field_of(ranked), sizes, seed);
}

}  // namespace jk::pairing
