// Finding a match by its table and recording its result: what `judgekit result` does, exposed so
// other commands (time-limit adjudication, penalties) record results the same way.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "event_enums.hpp"
#include "pack.hpp"
#include "results.hpp"
#include "sqlite.hpp"

namespace jk::pairing {

struct MatchRef {
  std::int64_t match_id = 0;
  int round = 0;
  int table = 0;
  Stage stage = Stage::swiss;
  std::optional<int> best_of;         // the round's match length; none: the pack's
  std::vector<std::int64_t> players;  // seat order
  bool round_closed = false;
  std::optional<ResultRecord> result;  // the result already recorded, if any
};

// The match at `table` of `round` (default: the last round). InputError (exit 2) when the round
// or the table does not exist.
MatchRef find_match(Database& db, int table, std::optional<int> round = std::nullopt);

enum class Recorded { written, unchanged };

// Checks `r` against the match: every seat and nobody else, one winner in the cut, and refuses
// (InputError) a closed cut round, a closed round or a different result already recorded unless
// `correct`. The same result again is `unchanged`; `written` means it may be written. A change
// in a closed round also answers to the event library's rule for rounds paired on the old result
// (event/result_change.hpp), which event::record_result applies.
Recorded vet_result(const MatchRef& m, const ResultRecord& r, bool correct);
// vet_result (never a correction), then jk::write_result: a new result of an open round (the
// reports from the tables). Call inside a jk::Change.
Recorded record_result(Database& db, const Game& game, const MatchRef& m, const ResultRecord& r);

// ---- Results as a person enters them (seat 1's point of view for games).
// "2-1" or "2-1-0": games won, lost, drawn by the first player of the table.
ResultRecord games_result(const Game& game, const MatchRef& m, int won, int lost, int drawn);
ResultRecord winner_result(const Game& game, const MatchRef& m, std::int64_t winner);
ResultRecord draw_result(const Game& game, const MatchRef& m);
ResultRecord double_loss_result(const MatchRef& m);
// Pods: finishing order, each place a list of players sharing it ("A,B=C,D").
ResultRecord placement_result(const Game& game, const MatchRef& m, const std::vector<std::vector<std::int64_t>>& places,
                              const std::vector<std::string>& names);

// Parses "2-1" / "2-1-0"; nullopt when `text` is not of that form.
std::optional<std::vector<int>> parse_games(const std::string& text);

}  // namespace jk::pairing
