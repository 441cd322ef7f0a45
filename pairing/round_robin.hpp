// Round robin in groups: every pair of a group meets once, in Berger tables (the circle method:
// one player stays, the others turn one place a round; with an odd count a "bye" seat joins, and
// whoever meets it has the round's bye). Pure: indices into a group, 0-based.
#pragma once
#include <utility>
#include <vector>

namespace jk::pairing {

// How many groups `players` make: `groups` when given, else groups of at most `group_size`
// (ceil), else one; never more than players / 2 (a group needs two).
int group_count(int players, int groups, int group_size);
// The group (0-based) of each entrant in seed order, dealt in a snake (1 2 3 3 2 1 …) so the
// groups' strength and sizes even out.
std::vector<int> snake_groups(int players, int groups);
// Rounds a group of n takes: n - 1 when n is even, n when odd (each player sits one out).
int berger_rounds(int n);

struct BergerRound {
  std::vector<std::pair<int, int>> pairs;
  int bye = -1;  // the player who sits out (odd n), or -1
};
// Round `round` (1-based, at most berger_rounds(n)) of a group of n >= 2.
BergerRound berger_round(int n, int round);

}  // namespace jk::pairing
