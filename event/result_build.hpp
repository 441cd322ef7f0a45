// Inside the event library: results built by one file and used by another. Not for front ends.
#pragma once
#include <string>

#include "event.hpp"
#include "pack.hpp"
#include "record.hpp"

namespace jk::event {

// A ROE UP! pod's result from its end-of-game table (CSV text with the columns of `result
// --roeup`; `where` names it in errors): places by awards, each seat's awards kept.
ResultRecord roeup_result_of(const std::string& table_text, const std::string& where, const pairing::Event& ev, const Game& game,
                             const pairing::MatchRef& m);

// A table of two's result from its winner (one of m's players) and the games as the winner tells
// them, the winner's first ("2-1", "2-1-1"): refused unless the winner won more. The phones'
// reports and the judge console's form say a result this way.
ResultRecord winner_games_result(const Game& game, const pairing::MatchRef& m, std::int64_t winner, const std::string& games);

}  // namespace jk::event
