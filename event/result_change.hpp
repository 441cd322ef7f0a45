// The one rule for changing a match's result after later rounds were paired on it: a correction
// (`result --correct`, `result --csv --correct`), a penalty that changes an earlier round's result
// (`penalty add`), a penalty voided (`penalty void`). Refused with the way out, or, with
// keep_pairings, done, naming the tables paired on the old result. Every changing function of the
// event library that writes or removes a result calls allow_result_change first.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "i18n.hpp"
#include "record.hpp"
#include "results.hpp"
#include "sqlite.hpp"

namespace jk::event {

// Inside the Change, before a result of `match_id` is written or removed. When later rounds seat
// its players (tables or byes): refused (InputError, exit 2) unless keep_pairings, and then the
// note naming them ("kept as paired on the old result: round 3 table 2, …"). None otherwise.
std::optional<Message> allow_result_change(Database& db, std::int64_t match_id, bool keep_pairings);

// A result as a person enters it: pairing::vet_result, the rule above, then jk::write_result.
// The note, when kept, goes to `notes`, for each face to word.
pairing::Recorded record_result(Database& db, const pairing::MatchRef& m, const ResultRecord& r, bool correct, bool keep_pairings,
                                std::vector<Message>* notes);

}  // namespace jk::event
