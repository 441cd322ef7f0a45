// Standings as every front end shows them: the rows, the chain's columns, the rounds counted.
#pragma once
#include <string>
#include <vector>

#include "sqlite.hpp"
#include "standings.hpp"

namespace jk::event {

struct StandingsView {
  std::string event_name;
  int counted_rounds = 0;             // Swiss rounds closed or fully reported
  std::vector<std::string> columns;   // tiebreaker ids shown, in the event's chain order (no "random")
  std::vector<pairing::StandingRow> rows;
  std::vector<std::string> external_ids;  // membership id per row ("" when none)
  std::vector<std::string> labels;        // for people: the name, with the id where two players share it
};
// Read in one snapshot.
StandingsView standings(Database& db);

}  // namespace jk::event
