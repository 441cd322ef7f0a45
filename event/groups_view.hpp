// A round robin's groups as every face shows them (`judgekit groups`, its --json, the phone page
// /groups, the groups PDF, publish): each group's standings by the game's points and the event's
// tiebreakers on the group's own results, and its cross table (who meets whom in which round and
// how it went), read in one snapshot. docs/events.md "Round robin".
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pack.hpp"
#include "sqlite.hpp"
#include "standings.hpp"

namespace jk::pairing {
struct Event;
}

namespace jk::event {

// One meeting of the cross table, as the row's player sees it.
enum class Meeting {
  to_play,        // its round is not paired yet
  playing,        // paired, no result yet
  won, lost, drawn,
  walkover_won,   // the opponent had dropped: won without play
  walkover_lost,  // this player had dropped
  not_played,     // both had dropped
};
struct GroupCell {
  std::int64_t opponent = 0;
  int round = 0;  // the Berger round they meet in
  Meeting meeting = Meeting::to_play;
  int games_won = 0, games_lost = 0;
};
struct GroupRow {
  int rank = 0;  // in the group
  std::int64_t player_id = 0;
  std::string name, label;  // label: the name, with the id where two players share it
  int points = 0, wins = 0, losses = 0, draws = 0;
  std::vector<std::pair<std::string, double>> tiebreakers;  // the event's chain, as the standings'
  bool dropped = false;
  std::vector<GroupCell> cells;  // one per row of the group, in row order (its own: round 0)
};
struct GroupView {
  int number = 0;  // 1-based
  int rounds = 0;  // the group's Berger rounds
  std::vector<GroupRow> rows;  // in group standing order
  std::vector<std::optional<std::int64_t>> sitting_out;  // by round (index 0: round 1): an odd group's player without a match
};
struct GroupsView {
  std::string event_name;
  int rounds_total = 0, rounds_paired = 0;
  std::vector<std::string> columns;  // tiebreaker names, as the rows carry them
  std::vector<GroupView> groups;
  bool empty() const { return groups.empty(); }
};

// Pure: the groups of `ev` (its round-robin rounds' matches and results loaded) from the group
// standings pairing::group_standings gives.
GroupsView groups_of(const pairing::Event& ev, const std::vector<std::vector<pairing::StandingRow>>& standings,
                     const std::map<std::int64_t, std::string>& labels);
// Reads the event in one snapshot. An event whose groups are not made yet gives an empty view.
GroupsView groups_view(Database& db);

}  // namespace jk::event
