// Results reported from the table by both players (on their phones): equal reports are recorded at
// once (or wait for a judge when the event says so), different ones wait for a judge. A result
// recorded any other way (`judgekit result`, the judge console) settles the table; a player can
// change their report until then.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "actor.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "results.hpp"
#include "sqlite.hpp"

namespace jk::event {

// What one player says happened at their table.
struct TableClaim {
  bool need_judge = false;  // "we need a judge"
  bool draw = false;        // a drawn match, where the game allows it
  std::int64_t winner = 0;  // the player who won the match (0 with draw or need_judge)
  std::string games;        // optional "2-1" or "2-1-0": the winner's games first; "" = the games the match needs
  // A ROE UP! pod: the player's own end-of-game figures, by the columns of `result --roeup`
  // (pod_figure_columns()); the pod is recorded, as `result --roeup` records it, once every
  // player has entered theirs.
  std::vector<std::pair<std::string, std::string>> figures;
};
// The figures a pod's player enters, in order: cash, assets, rating, loans, interest,
// operating_profit, sales, premium.
const std::vector<std::string>& pod_figure_columns();

enum class TableStatus {
  open,              // nobody has reported
  waiting,           // one player reported; the other has not
  agreed,            // both agree and the event wants a judge to approve
  unconfirmed,       // both agree, but a player the result goes against reported only with the
                     // table's code: they confirm with their own code, or a judge approves
  disagree,          // the reports differ: a judge decides
  judge_called,      // a player asked for a judge
  recorded,          // the table has its result
};
std::string_view table_status_name(TableStatus s);  // "open", "waiting", ...

// How a report proves who sent it. The table's code (the slip) is shared by its players, so a
// report with it only proposes; a player's own code (their card) speaks for their seat alone.
enum class ReportProof { player_code, table_code };

struct TableReportRequest {
  int round = 0, table = 0;
  std::int64_t reporter = 0;  // the player reporting
  TableClaim claim;
  ReportProof proof = ReportProof::player_code;
  // With the table's code: the phone's session. One phone holds one seat of a table, kept in
  // the event file (only its SHA-256), so a restart does not free it.
  std::string holder;
};
struct TableReportOutcome {
  TableStatus status = TableStatus::waiting;
  Message text;  // the result as recorded or as claimed, for people (event/result_text.hpp); empty for none
};
// One transaction. Refuses (InputError) a table that does not exist, a round that is not the last
// one or is closed, a reporter not seated there, a table that already has its result, and a claim
// the match cannot have (a draw where the game has none, an impossible score). With the table's
// code it also refuses a phone that holds another seat of the table, a seat another phone holds,
// and a seat whose player already reported with their own code.
// Equal reports of a table of two are recorded when every player the result goes against (the
// loser; both players of a draw) reported with their own code: a forged report can only hurt
// the one who forged it. Otherwise the table is `unconfirmed`.
TableReportOutcome report_from_table(Database& db, const TableReportRequest& req, const Actor& actor);

// Many reports in one transaction (one commit, one fsync: how the web server takes a burst of
// phones at the end of a round). Each report stands alone: one refused rolls back only itself
// (its error says why, as report_from_table would throw it) and the audit log names each one's actor.

struct ReportedClaim {
  std::int64_t player = 0;
  std::string player_label;  // as a person reads it
  Message says_text;         // "佐藤 wins 2-1-0", "draw", "needs a judge"
  std::string reported_at;
  TableClaim claim;          // what `says` words, for a page in another language
  std::string winner_label, winner_games;  // "佐藤", "2-1-0" (the winner's games first) when a player won
  bool proven = true;                       // sent with the player's own code
};
struct TableReports {
  int round = 0, table = 0;
  std::vector<std::int64_t> players;
  std::vector<std::string> labels;  // per seat
  MatchStructure match;             // as its round plays it (the round's best of N)
  TableStatus status = TableStatus::open;
  std::vector<ReportedClaim> claims;
  std::optional<ResultRecord> result;  // the recorded result, if any (its adjudication: judge::verdict_from_json)
  Message result_text;                 // the same for people
  std::vector<std::int64_t> to_confirm;  // unconfirmed: the players whose own code must confirm
};
struct BatchedReport {
  TableReportOutcome outcome;
  Message error;       // empty when the report was taken; rendered in the reader's language
  TableReports table;  // when taken: the table as it stands with this report in (the phone's answer page)
};
std::vector<BatchedReport> report_from_tables(Database& db, const std::vector<std::pair<TableReportRequest, Actor>>& reports);

// Every table of the last round with its status, in table order (one snapshot).
std::vector<TableReports> table_reports(Database& db);
TableReports table_reports_at(Database& db, int round, int table);

// The seat of round `round`, table `table` the phone `holder` holds (0: none).
std::int64_t seat_held(Database& db, int round, int table, const std::string& holder);
// The player's table in the last round (nullopt: not paired in it, or a bye).
std::optional<TableReports> player_table(Database& db, std::int64_t player);

// A judge approves what both players reported (status agreed or unconfirmed); InputError otherwise.
TableReportOutcome approve_table(Database& db, int round, int table, const Actor& actor);

}  // namespace jk::event
