// Reading and writing a match's result: the one place that knows how results are stored.
// Points and standings are derived from these rows and the pack's match structure, never stored.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "event_enums.hpp"
#include "sqlite.hpp"

namespace jk {

struct SeatResult {
  std::int64_t player_id = 0;
  SeatOutcome outcome = SeatOutcome::loss;  // the match outcome for this player
  int games_won = 0, games_lost = 0, games_drawn = 0;
  std::optional<int> placement;            // pods: 1 = first
  std::optional<std::string> awards_json;  // pods: awards won (JSON array), ROE UP!
};

struct GameRecord {
  int number = 1;
  GameOutcome outcome = GameOutcome::win;
  std::optional<std::int64_t> winner_id;
  std::optional<std::int64_t> chose_play_order_id;  // SCP 103.4
  std::optional<std::string> adjudication_json;     // why, with rule citations
};

struct ResultRecord {
  ResultKind kind = ResultKind::games;
  std::string summary;  // as a person reads it: "2-1-0", "draw", "bye", "1st 佐藤 …"
  std::optional<std::string> adjudication_json;
  std::vector<SeatResult> seats;
  std::vector<GameRecord> games;
  std::string entered_at;  // as write_result stored it
};

// Replaces the match's result (the audit log keeps the previous one). Call inside a Change.
// Returns the time it stored as entered_at.
std::string write_result(Database& db, std::int64_t match_id, const ResultRecord& result);
// Removes a match's result, if any.
void delete_result(Database& db, std::int64_t match_id);
std::optional<ResultRecord> read_result(Database& db, std::int64_t match_id);

// Every stored bye (result kind `bye`) as `won`-`lost` in games: a bye scores as the match
// structure's win (docs/events.md). Also the byes a penalty keeps to restore when it is voided.
// Returns how many byes changed. Call inside a Change (or a migration's transaction).
int rescore_byes(Database& db, int won, int lost);

// A whole result as JSON and back (what a penalty keeps to restore when it is voided).
std::string result_to_json(const ResultRecord& r);
ResultRecord result_from_json(const std::string& json);

// Row decoders shared with bulk readers (the pairing module loads a whole event at once).
// Columns from `col`: player_id, outcome, games_won, games_lost, games_drawn, placement, awards.
inline constexpr const char* kSeatResultColumns = "player_id, outcome, games_won, games_lost, games_drawn, placement, awards";
SeatResult seat_result_from(const Statement& st, int col);
// A result's seats come in the match's seat order (the order its players are listed in), whatever
// order they were written in: ORDER BY this, after the match, over seat_results (not aliased).
inline constexpr const char* kSeatOrder =
    "(SELECT s.seat FROM seats s WHERE s.match_id = seat_results.match_id AND s.player_id = seat_results.player_id), seat_results.rowid";
// Columns from `col`: number, outcome, winner_id, chose_play_order_id, adjudication.
inline constexpr const char* kGameRecordColumns = "number, outcome, winner_id, chose_play_order_id, adjudication";
GameRecord game_record_from(const Statement& st, int col);

}  // namespace jk
