// Inside the pairing module: writing a round's rows (round_changes.cpp), shared by the team rounds.
#pragma once
#include "event_enums.hpp"
#include "sqlite.hpp"

namespace jk::pairing {

// Closes round `number` (the next is being paired).
void close_round(Database& db, int number);
// Opens round `number` of `stage`.
void insert_round(Database& db, int number, Stage stage);

}  // namespace jk::pairing
