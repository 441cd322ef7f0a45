// Where the rows of one round's matches (seats, results, seat results, games) are read from.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "sqlite.hpp"

namespace jk::pairing {

// A round's match ids are one run when it was paired at once, so its rows in the tables keyed by
// match_id are that range of keys, read in key order; a seek a match through the round's index
// costs a third more. Rows of another round's match inside the range are the reader's to skip.
// Ids spread wider than twice the round's matches (tables added later, an import's own ids) are
// found through the round's index instead.
struct RoundRows {
  int round = 0;  // 0: every round
  std::int64_t first = 0, last = 0;
  bool by_range = false;

  // " FROM table alias" and what picks the round's rows; `key` is the alias's match_id column.
  std::string from(std::string_view table, std::string_view key) const;
  // Binds the parameters from() uses.
  void bind(Statement& st) const;
};

// The rows of `round` (0: every round), whose `count` matches' ids run from `first` to `last`.
RoundRows round_rows(int round, std::int64_t first, std::int64_t last, std::size_t count);

}  // namespace jk::pairing
