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
  std::vector<std::int64_t> players;  // seat order
  bool round_closed = false;
  std::optional<ResultRecord> result;  // the result already recorded, if any
};

// The match at `table` of `round` (default: the last round). InputError (exit 2) when the round
// or the table does not exist.
MatchRef find_match(Database& db, int table, std::optional<int> round = std::nullopt);

enum class Recorded { written, unchanged };

// Validates `r` against the match and the pack, then writes it with jk::write_result. Refuses
// (InputError, nothing written) a closed round or a different result already recorded unless
// `correct`; the same result again is `unchanged`. Call inside a jk::Change.
Recorded record_result(Database& db, const Game& game, const MatchRef& m, const ResultRecord& r, bool correct);

struct RecordOptions {
  bool correct = false;        // replace a different result, also in a closed round
  bool keep_pairings = false;  // a closed round's correction keeps later rounds paired on the old result
};
// As above; a correction in a closed round whose players sit in later rounds is refused unless
// keep_pairings, and then `notes` names those tables ("round 3 table 2").
Recorded record_result(Database& db, const Game& game, const MatchRef& m, const ResultRecord& r, const RecordOptions& options,
                       std::vector<std::string>* notes);

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
