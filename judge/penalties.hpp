// The penalty log in the event file, in three steps: read the facts (the options checked, the
// event read), decide (pure: judge/penalty_decision.hpp), write. The event library
// (event/penalty_log.hpp) runs them in one Change and applies its rule for rounds paired on a
// result (event/result_change.hpp) between the decision and the write.
#pragma once
#include <cstdint>
#include <string>

#include "judge.hpp"
#include "penalty_decision.hpp"
#include "sqlite.hpp"

namespace jk::judge {

// Checks the request (penalty kind, infraction, note, player, round) and reads what decide() needs.
PenaltyFacts read_penalty(Database& db, const Game& game, const PenaltyRequest& req);
// The penalty row (with what voiding it must put back), the match's new result and the drop.
PenaltyApplied write_penalty(Database& db, const PenaltyFacts& f, const PenaltyDecision& d);

// Checks the reason and reads what decide_void() needs (InputError for an unknown id).
VoidFacts read_void(Database& db, std::int64_t id, const std::string& reason);
// Marks the penalty void with `reason` and puts back what the decision says.
PenaltyVoided write_void(Database& db, const VoidFacts& f, const VoidDecision& d, const std::string& reason);

}  // namespace jk::judge
