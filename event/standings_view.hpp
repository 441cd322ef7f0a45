// Standings as every front end shows them: the rows, the chain's columns, the rounds counted, and
// after a top cut the final order (pairing/final_order.hpp, as the standings PDF prints it).
#pragma once
#include <string>
#include <vector>

#include "sqlite.hpp"
#include "standings.hpp"

namespace jk::event {

struct StandingsView {
  std::string event_name;
  int counted_rounds = 0;             // Swiss rounds closed or fully reported
  std::vector<std::string> columns;   // tiebreaker ids shown, in the event's chain order (no "random" nor "h2h")
  // Before a cut: by Swiss rank. After one (or during it): the final order, the players who went
  // furthest in the cut first, then everyone else by Swiss rank; rows[i].rank stays the Swiss rank.
  std::vector<pairing::StandingRow> rows;
  bool after_cut = false;                 // a cut round has been paired
  std::vector<int> places;                // per row: 1, 2, 3 … (the Swiss rank when there is no cut)
  std::vector<std::string> finishes;      // per row: winner | finalist | top4 | top8 … | swiss (pairing::finish_name)
  std::vector<std::string> external_ids;  // membership id per row ("" when none)
  std::vector<std::string> labels;        // for people: the name, with the id where two players share it
};
// Read in one snapshot.
StandingsView standings(Database& db);

}  // namespace jk::event
