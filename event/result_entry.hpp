// Results as judges enter them: one table (a score, a winner, a draw, placements, an Economica
// time-limit adjudication or a ROE UP! pod's end-of-game figures), or a CSV batch.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "actor.hpp"
#include "i18n.hpp"
#include "judge.hpp"
#include "results.hpp"
#include "sqlite.hpp"

namespace jk::event {

struct ResultRequest {
  int table = 0;
  int round = 0;          // 0: the last round
  std::string score;      // "2-1" or "2-1-0" for the table's first player
  std::string winner;     // a PLAYER
  std::string winner_games;  // with winner: the games as the winner tells them, theirs first ("2-1")
  bool draw = false;
  bool double_loss = false;
  std::string placement;  // pods: "A,B=C,D"
  bool correct = false;   // replace a different result, also in a closed round
  bool keep_pairings = false;  // a closed round's correction keeps later rounds as paired
  // Economica 2-5: a game unfinished at the time limit (A = the table's first player).
  bool time_limit = false;
  std::string stock, flow, value, janken;
  // ROE UP!: the pod's end-of-game figures (CSV or JSON text from roeup_file).
  std::string roeup_text, roeup_file;
};

struct ResultOutcome {
  enum class Status { recorded, corrected, unchanged, needs_janken };
  Status status = Status::recorded;
  Message description;          // "round 2 table 3 (佐藤 vs 鈴木): 2-1-0", in the reader's language
  Message previous_text;        // the result it replaced (corrected)
  std::string first_player;     // A of a time-limit adjudication
  std::vector<std::string> seat_names;  // A and B of a time-limit adjudication, for wording its chain
  std::string game;             // the event's game id
  std::vector<Message> notes;  // later tables kept as paired on the old result; each face words them
  std::optional<judge::Verdict> verdict;  // the 2-5 chain of a time-limit result
};
// One transaction; with needs_janken nothing is recorded (2-5-4: the judge enters who won).
ResultOutcome enter_result(Database& db, const ResultRequest& req, const Actor& actor);

struct BatchOutcome {
  int written = 0, unchanged = 0;
  std::vector<Message> notes;  // later tables kept as paired on the old results
};
// A CSV with the columns round,table,result: all or nothing; errors name the file and line.
// `correct` and `keep_pairings` as in ResultRequest, for every line.
BatchOutcome enter_results_csv(Database& db, const std::string& csv_text, const std::string& csv_file, bool correct, const Actor& actor,
                               bool keep_pairings = false);

}  // namespace jk::event
