// A round-robin event's groups (docs/events.md "Round robin"): who is in which group, each group's
// standings (computed on the group's own results, so head-to-head splits two tied players of the
// group whatever the other groups hold), and the seeds of a bracket cut from the groups.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "standings.hpp"

namespace jk::pairing {

struct Event;

// Each group's members (player ids in registration order: a group's Berger positions), group 1
// first; players without a group are in none. Empty before round 1 is paired.
std::vector<std::vector<std::int64_t>> group_members(const Event& ev);
// Rounds the round robin takes: its largest group's Berger rounds (0 before the groups are made).
int round_robin_rounds(const Event& ev);
// Each group's standings (group 1 first), by the event's points and tiebreaker chain on the results
// of that group only; ranks 1.. within the group.
std::vector<std::vector<StandingRow>> group_standings(const Event& ev, const Scores& scores, const Game& game);

// A bracket's seeds from the groups' top `per_group` (pure): the group winners first, ranked among
// themselves by `overall` (player ids in the event's standings order), then the runners-up so, and
// so on; then, in the bracket's first round, a player meeting someone of its own group trades
// places with the nearest player of the same finishing band whose trade leaves both matches
// between different groups. `group_of` gives each id's group.
struct GroupEntry {
  std::int64_t id = 0;
  int group = 0;  // 1-based
  int finish = 0;  // place in its group, 1-based
};
std::vector<std::int64_t> seeds_from_groups(std::vector<GroupEntry> entries, const std::vector<std::int64_t>& overall);

}  // namespace jk::pairing
