// Swiss pairing of one round as an exact maximum-weight perfect matching (see docs/events.md).
// Pure and in memory: players come in standings order; the caller maps indices back to ids.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "matching.hpp"

namespace jk::pairing {

// One player, for small callers and tests (the engine reads a SwissField).
struct SwissPlayer {
  int points = 0;
  int byes = 0;        // byes received so far
  int pair_downs = 0;  // rounds in which this player was paired down
  std::vector<int> opponents;  // indices (into the same list) of everyone met before; repeats allowed
};

// The field to pair in standings order, as flat arrays: one entry per player, and everyone's
// opponents as ranges of one list (player i's: opponents[opponents_begin[i], opponents_begin[i + 1])).
struct SwissField {
  std::vector<int> points, byes, pair_downs;
  std::vector<int> opponents_begin{0};
  std::vector<int> opponents;  // indices into the same field; one entry per match (repeats: met twice)
  int size() const { return static_cast<int>(points.size()); }
  const int* opponents_of(int i) const { return opponents.data() + opponents_begin[static_cast<std::size_t>(i)]; }
  int opponent_count(int i) const {
    return opponents_begin[static_cast<std::size_t>(i) + 1] - opponents_begin[static_cast<std::size_t>(i)];
  }
};
SwissField field_of(const std::vector<SwissPlayer>& ranked);

struct SwissOptions {
  std::uint64_t seed = 0;
  bool dense = false;  // LEMON on the complete graph: the reference the tests compare with
  int zone = 6;        // players kept in the exact core at each end of a large score group (at least)
};

struct SwissStats {
  int rematches = 0;   // pairs that met before
  int pair_downs = 0;  // pairs from different point groups
  int widest_down = 0;           // the widest pair-down's point gap (0: none)
  long long down_squares = 0;    // the sum of the pair-downs' squared point gaps
  int width = 0;                 // the widest gap the pairing was allowed without paying level 2
  int width_steps = 0;           // times rematches forced the allowed width above the parity bound
  Weight total_weight = 0;
  int core_players = 0;       // players given to LEMON
  int matching_runs = 0;      // LEMON runs (pricing rounds)
  int decomposed_groups = 0;  // large groups whose middle was paired without LEMON
  long priced_pairs = 0;      // left-out pairs checked exactly against the dual solution
  int added_edges = 0;        // left-out pairs that could improve, added before re-solving
  int zone_growths = 0;       // times a group's zones had to grow for the exchange argument
  int uncrossing_zones = 0;   // solves with zones for the uncrossing bound alone (the core paid `wide`)
  double lemon_ms = 0;        // CPU time of the last LEMON run (the one whose duals prove the optimum): the floor
};

struct SwissPairing {
  std::vector<std::pair<int, int>> pairs;  // (higher-ranked, lower-ranked), top table first
  int bye = -1;                            // index of the player with the bye, or -1
  SwissStats stats;
};

// Pairs `field` (sorted by points, best first; ties in standings order). Odd count: the bye goes
// to the lowest-ranked player among those with the fewest byes. Throws std::invalid_argument
// when the field is not sorted by points.
SwissPairing pair_swiss(const SwissField& field, const SwissOptions& options);
inline SwissPairing pair_swiss(const std::vector<SwissPlayer>& ranked, const SwissOptions& options) {
  return pair_swiss(field_of(ranked), options);
}

// Round 1 (and any round where everyone is equal): a seeded shuffle, paired in order.
SwissPairing pair_random(int players, std::uint64_t seed);

// The weights, exposed so tests can total a pairing made any way. A pair-down wider than `width`
// pays `wide`; the engine sets width to the narrowest widest pair-down a pairing with the fewest
// rematches allows (docs/events.md "How pairing works").
struct PairingWeights {
  Weight rematch = 0, wide = 0, gap = 0, down = 0, position = 0, twice = 0;  // coefficients, most important first
  int width = 0;
  std::vector<int> points, position_in_group, group;
  std::vector<char> paired_down_before;
  // Per-edge costs, each level's sum over a perfect matching below the next coefficient.
  Weight weight(int u, int v, int times_met) const;
};
// Weights for pairing `field` without the player `bye` (-1: none). Indices stay those of `field`.
// Throws std::overflow_error when the levels would not fit 128 bits (far beyond a million players).
PairingWeights make_weights(const SwissField& field, int bye, int width);
int times_met(const SwissField& field, int u, int v);

// The narrowest widest pair-down the point groups allow (ignoring rematches): the widest gap
// between neighbouring groups with an odd number of players above it (without `bye`).
int parity_width(const SwissField& field, int bye);

// 64-bit mixing for seeds derived per round and per purpose.
std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b);

}  // namespace jk::pairing
