// Inside the pairing module: writing a round's rows (round_changes.cpp), shared by the team rounds.
#pragma once
#include "event_enums.hpp"
#include "event_store.hpp"
#include "pack.hpp"
#include "sqlite.hpp"

namespace jk::pairing {

// Closes round `number` (the next is being paired).
void close_round(Database& db, int number);
// Opens round `number` of `stage` at the length the event plays it (a bracket's final may be
// longer), and answers the structure its matches and byes are played as.
MatchStructure insert_round(Database& db, const Game& game, const EventSettings& settings, int number, Stage stage, bool bracket_final = false);

}  // namespace jk::pairing
