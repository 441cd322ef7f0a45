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

}  // namespace jk::event
