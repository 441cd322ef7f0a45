// The penalty log of an event: adding a penalty (and the result it changes), voiding one, listing
// them. A penalty that changes the result of a round later rounds were paired on follows the
// event library's one rule for it (event/result_change.hpp): refused, or done with keep_pairings.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "actor.hpp"
#include "judge.hpp"
#include "sqlite.hpp"

namespace jk::event {

struct PenaltyAdded {
  judge::PenaltyApplied penalty;  // with its repeat count and the results before and after
  std::string game;  // the event's game id, for citations
  // The result it changed, for people (event::result_text of penalty.before / after).
  Message result_before_text, result_after_text;
};
// One transaction: the penalty row and, for a game loss, match loss or disqualification, the result.
PenaltyAdded add_penalty(Database& db, const judge::PenaltyRequest& req, const Actor& actor, bool keep_pairings = false);

// Marks penalty `id` void with `reason` and puts back the result (and drop) it changed.
struct VoidedPenalty {
  judge::PenaltyVoided penalty;
  Message result_before_text, result_after_text;  // as in PenaltyAdded
};
VoidedPenalty void_penalty(Database& db, std::int64_t id, const std::string& reason, const Actor& actor, bool keep_pairings = false);

struct PenaltyListing {
  std::vector<judge::PenaltyEntry> entries;  // by player, then time; each with its repeat count
  bool one_player = false;
};
// `player` empty: everyone's. Read in one snapshot.
PenaltyListing list_penalties(Database& db, const std::string& player = "");

// The event's game id (for `penalty kinds` without --game).
std::string event_game(Database& db);

}  // namespace jk::event
