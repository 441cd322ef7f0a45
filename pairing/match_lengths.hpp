// Match lengths: how many games a round's matches are played as (docs/events.md "Match lengths").
// A pack names the lengths an event may choose (best-of-choices); the event's settings choose one
// for its rounds, its bracket and the bracket's final; each round keeps its own (rounds.best_of).
#pragma once
#include <optional>

#include "event_enums.hpp"
#include "event_store.hpp"
#include "pack.hpp"

namespace jk::pairing {

// The structure a round is played as: the pack's, at the round's length when it has one.
MatchStructure round_structure(const Game& game, std::optional<int> best_of);
// The length the event plays a round of `stage` at; none: the pack's.
std::optional<int> chosen_best_of(const EventSettings& s, Stage stage, bool bracket_final);
// InputError unless the pack lets an event play best of `n` (`option` names the flag refused).
void check_best_of(const Game& game, int n, const char* option);

}  // namespace jk::pairing
