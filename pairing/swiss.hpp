// Swiss pairing of one round as an exact maximum-weight perfect matching (see docs/events.md).
// Pure and in memory: players come in standings order; the caller maps indices back to ids.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "matching.hpp"

namespace jk::pairing {

struct SwissPlayer {
  int points = 0;
  int byes = 0;        // byes received so far
  int pair_downs = 0;  // rounds in which this player was paired down
  std::vector<int> opponents;  // indices (into the same list) of everyone met before; repeats allowed
};

struct SwissOptions {
  std::uint64_t seed = 0;
  bool dense = false;  // one LEMON run on the complete graph: the reference the tests compare with
  int zone = 6;        // players kept in the exact core at each end of a large score group (at least)
};

struct SwissStats {
  int rematches = 0;   // pairs that met before
  int pair_downs = 0;  // pairs from different point groups
  Weight total_weight = 0;
  int core_players = 0;       // players given to LEMON
  int matching_runs = 0;      // LEMON runs (pricing rounds)
  int decomposed_groups = 0;  // large groups whose middle was paired without LEMON
  long priced_pairs = 0;      // left-out pairs checked exactly against the dual solution
  int added_edges = 0;        // left-out pairs that could improve, added before re-solving
  int zone_growths = 0;       // times a group's zones had to grow for the exchange argument
};

struct SwissPairing {
  std::vector<std::pair<int, int>> pairs;  // (higher-ranked, lower-ranked), top table first
  int bye = -1;                            // index of the player with the bye, or -1
  SwissStats stats;
};

// Pairs `ranked` (sorted by points, best first; ties in standings order). Odd count: the bye goes
// to the lowest-ranked player among those with the fewest byes. Throws std::invalid_argument
// when the list is not sorted by points.
SwissPairing pair_swiss(const std::vector<SwissPlayer>& ranked, const SwissOptions& options);

// Round 1 (and any round where everyone is equal): a seeded shuffle, paired in order.
SwissPairing pair_random(int players, std::uint64_t seed);

// The weights, exposed so tests can total a pairing made any way.
struct PairingWeights {
  Weight rematch = 0, down = 0, gap = 0, position = 0, twice = 0;  // coefficients, most important first
  std::vector<int> points, position_in_group, group;
  std::vector<char> paired_down_before;
  // Per-edge costs, each level's sum over a perfect matching below the next coefficient.
  Weight weight(int u, int v, int times_met) const;
};
// Weights for pairing `ranked` without the player `bye` (-1: none). Indices stay those of `ranked`.
PairingWeights make_weights(const std::vector<SwissPlayer>& ranked, int bye);
int times_met(const std::vector<SwissPlayer>& ranked, int u, int v);

// 64-bit mixing for seeds derived per round and per purpose.
std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b);

}  // namespace jk::pairing
