// Table numbers of a new round: fixed tables kept, the rest numbered as the event says.
#pragma once
#include <cstdint>
#include <map>
#include <vector>

#include "event_store.hpp"

namespace jk::pairing {

struct TableNumbers {
  std::vector<int> numbers;               // one per table, in the order given
  std::vector<std::int64_t> not_kept;     // fixed players whose table another fixed player took first
};

// `tables` are the round's tables, best first; `fixed` maps a player to the table they keep.
// A table seating a fixed player takes that number (the first fixed player at it decides; one
// whose number is already taken is named in not_kept); the others take, in order, the numbers
// from `numbering.first` up, leaving out `numbering.skip` and every fixed number in use.
TableNumbers number_tables(const std::vector<std::vector<std::int64_t>>& tables, const std::map<std::int64_t, int>& fixed,
                           const TableNumbering& numbering);

}  // namespace jk::pairing
