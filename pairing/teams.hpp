// Team events (issue 27): teams pair as units by team match points with the Swiss engine's exact
// matching (no rematch of teams while one can be avoided); inside a team match seat A plays seat A,
// B plays B, C plays C, each seat a match of its own. Pure and in memory, like swiss.hpp.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "swiss.hpp"

namespace jk::pairing {

// One seat's match inside a team match: `seat` 0 = A, 1 = B, 2 = C.
struct SeatMatch {
  int team_a = -1, team_b = -1;
  int seat = 0;
};

struct TeamPairing {
  std::vector<std::pair<int, int>> pairs;  // team indices, top table first
  int bye = -1;                            // the team with the bye, or -1
  std::vector<SeatMatch> seats;            // pairs.size() * team_size matches, table by table
  SwissStats stats;
};

// `ranked`: the teams in team standings order (points = team match points, opponents = teams met).
// team_size is 2 or 3; anything else throws std::invalid_argument.
TeamPairing pair_teams(const SwissField& ranked, int team_size, const SwissOptions& options);

}  // namespace jk::pairing
