// Single-elimination brackets of any size: the seeds sit where a bracket of the next power of two
// puts them (1 v 8, 4 v 5, 2 v 7, 3 v 6), and a seed whose opponent would be missing has a bye, so
// the byes go to the top seeds and every later round halves.
#pragma once
#include <cstddef>
#include <vector>

namespace jk::pairing {

// The seed order of a bracket of `size` (a power of 2): 1, 8, 4, 5, 2, 7, 3, 6 for 8.
std::vector<int> bracket_order(int size);
// The smallest power of two holding `players`.
int bracket_size(int players);

struct FirstRoundSlot {
  int seed = 0;      // 1-based
  int opponent = 0;  // 0: a bye
};
// The first round of a bracket of `players` (>= 2) in bracket order (winners of slots 2k and 2k+1
// meet next): bracket_size(players) - players byes, to seeds 1, 2, 3 …
std::vector<FirstRoundSlot> first_round(int players);

// A bracket round of two matches after a round of two is the final with its third-place match
// (the second match): every other round halves the one before it.
inline bool final_with_third_place(std::size_t slots_before, std::size_t slots) { return slots_before == 2 && slots == 2; }

}  // namespace jk::pairing
