// A round's seat results kept as one row of `round_scores` (schema 15): a 10,000-player event's
// 14 rounds read as 14 rows, not 140,000. Triggers drop a round's row whenever a seat result or a
// match of the round changes, so a kept row is always what a scan would read; a round without
// one (or with bytes this build cannot read) is scanned.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "id_index.hpp"
#include "pack.hpp"
#include "standings.hpp"

namespace jk::pairing {

// The bytes that keep matches [first, last) of `s` (one round; `match_ids` beside s.matches,
// `player_ids` by player index); nullopt when a number does not fit the format (the round is then
// scanned each time, as before).
std::optional<std::string> kept_round_bytes(const Scores& s, const std::vector<std::int64_t>& match_ids,
                                            const std::vector<std::int64_t>& player_ids, std::size_t first, std::size_t last);

// Appends the matches kept in `bytes` as round `round` to `s`, their ids to `match_ids`, seats
// scored under `ms` and seats of players `players` does not know left out (as a scan leaves them).
// False, with nothing appended, when the bytes are not a whole round in this build's format.
bool append_kept_round(std::string_view bytes, int round, const IdIndex& players, const MatchStructure& ms, Scores& s,
                       std::vector<std::int64_t>& match_ids);

}  // namespace jk::pairing
