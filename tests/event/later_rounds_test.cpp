// One rule for every change to a result that later rounds were paired on (event/result_change.hpp):
// `result --correct`, `result --csv --correct`, `penalty add` on an earlier round and `penalty void`
// are refused with the same line and exit 2, done with --keep-pairings (naming the tables paired
// on the old result), and need no flag when no later round is paired.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "result_line.hpp"
#include "cli_json.hpp"
#include "run.hpp"

using jk::test::judgekit;
using jk::test::round_json;
using jk::test::RunResult;
using jk::test::TempDir;
using nlohmann::json;

namespace {

const std::string kRefusal =
    "judgekit: round 1 is closed and round 2 table 1, round 2 table 2 were paired on its result; unpair the later rounds first "
    "(`judgekit round unpair`), or add --keep-pairings to keep them as they are\n";
const std::string kKept = "kept as paired on the old result: round 2 table 1, round 2 table 2";

// Round 1's table 1 as the tables show it: its result (null for none) and its first player's id.
json table1(const std::string& e) { return round_json(e, "1")["tables"][0]; }
std::string first_player(const std::string& e) { return std::to_string(table1(e)["players"][0]["id"].get<int>()); }

// Four players (Economica, best of 1), round 1 paired. With `penalty_on_table_1`, table 1's result
// is a game loss given to its first player (the match had none); else 1-0 entered.
std::string event(TempDir& dir, const std::string& name, bool penalty_on_table_1 = false) {
  std::string e = dir.file(name + ".jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "取り消し", "--date", "2015-08-08", "--seed", "4"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "甲", "乙", "丙", "丁"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  if (penalty_on_table_1)
    REQUIRE(judgekit({"penalty", "add", "--event", e, first_player(e), "--infraction", "6-1", "--penalty", "game-loss"}).exit_code == 0);
  else REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "1-0"}).exit_code == 0);
  return e;
}

void pair_round_2(const std::string& e) { REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0); }

// The same correction of round 1 table 1 (first player loses) through each command.
RunResult correct(const std::string& e, std::vector<std::string> extra = {}) {
  std::vector<std::string> a = {"result", "--event", e, "1", "--round", "1", "0-1", "--correct"};
  a.insert(a.end(), extra.begin(), extra.end());
  return judgekit(a);
}
RunResult correct_csv(const std::string& e, std::vector<std::string> extra = {}) {
  std::vector<std::string> a = {"result", "--event", e, "--csv", "/dev/stdin", "--correct"};
  a.insert(a.end(), extra.begin(), extra.end());
  return judgekit(a, "round,table,result\n1,1,0-1\n");
}
RunResult match_loss(const std::string& e, std::vector<std::string> extra = {}) {
  std::vector<std::string> a = {"penalty", "add", "--event", e, first_player(e), "--infraction", "6-1", "--penalty", "match-loss", "--round", "1"};
  a.insert(a.end(), extra.begin(), extra.end());
  return judgekit(a);
}
RunResult void_1(const std::string& e, std::vector<std::string> extra = {}) {
  std::vector<std::string> a = {"penalty", "void", "--event", e, "1", "--reason", "誤り"};
  a.insert(a.end(), extra.begin(), extra.end());
  return judgekit(a);
}

}  // namespace

TEST_CASE("every change under later pairings is refused with the same line and exit 2, and changes nothing") {
  TempDir dir;
  struct Command {
    const char* name;
    const char* file;
    bool penalty_on_table_1;
    RunResult (*run)(const std::string&, std::vector<std::string>);
    const char* where;  // a CSV's refusal names its line, as every refusal of a file does
  };
  const std::string line = kRefusal.substr(std::string("judgekit: ").size());
  for (const Command& c : {Command{"result --correct", "correct", false, correct, ""}, Command{"result --csv --correct", "csv", false, correct_csv, "/dev/stdin:2: "},
                           Command{"penalty add (an earlier round)", "add", false, match_loss, ""}, Command{"penalty void", "void", true, void_1, ""}}) {
    INFO(c.name);
    std::string e = event(dir, c.file, c.penalty_on_table_1);
    pair_round_2(e);
    const std::string before = round_json(e, "1").dump() + round_json(e, "2").dump();
    auto penalties_before = judgekit({"penalty", "list", "--event", e, "--json"}).out;
    auto r = c.run(e, {});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: " + std::string(c.where) + line);
    CHECK(r.out.empty());
    CHECK(round_json(e, "1").dump() + round_json(e, "2").dump() == before);
    CHECK(judgekit({"penalty", "list", "--event", e, "--json"}).out == penalties_before);
  }
}

TEST_CASE("--keep-pairings: done, naming the tables paired on the old result") {
  TempDir dir;
  {
    std::string e = event(dir, "correct");
    pair_round_2(e);
    auto r = correct(e, {"--keep-pairings"});
    CHECK(r.exit_code == 0);
    CHECK(r.err == "note: " + kKept + "\n");
    CHECK(jk::test::result_line(table1(e)) == "0-1-0");
  }
  {
    std::string e = event(dir, "csv");
    pair_round_2(e);
    auto r = correct_csv(e, {"--keep-pairings"});
    CHECK(r.exit_code == 0);
    CHECK(r.err == "note: " + kKept + "\n");
    CHECK(jk::test::result_line(table1(e)) == "0-1-0");
  }
  {
    std::string e = event(dir, "add");
    pair_round_2(e);
    auto r = match_loss(e, {"--keep-pairings"});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("  " + kKept + "\n") != std::string::npos);
    CHECK(jk::test::result_line(table1(e)).find("0-1-0 · match-loss:") == 0);
  }
  {
    std::string e = event(dir, "void", true);
    pair_round_2(e);
    auto r = void_1(e, {"--keep-pairings"});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("  " + kKept + "\n") != std::string::npos);
    // The match had no result before the penalty: none again, and the judge is told how to enter it.
    CHECK(table1(e)["result"].is_null());
    CHECK(r.out.find("  round 1 table 1 has no result now, in a closed round: enter it with `judgekit result --round 1 1 SCORE --correct --keep-pairings`") !=
          std::string::npos);
    auto list = json::parse(judgekit({"penalty", "list", "--event", e, "--json"}).out);
    CHECK(list["players"][0]["penalties"][0]["voided"]["reason"] == "誤り");
  }
}

TEST_CASE("no later round paired: every change is done without --keep-pairings") {
  TempDir dir;
  {
    std::string e = event(dir, "correct");
    auto r = correct(e);
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(jk::test::result_line(table1(e)) == "0-1-0");
  }
  {
    std::string e = event(dir, "csv");
    auto r = correct_csv(e);
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
  }
  {
    std::string e = event(dir, "add");
    auto r = match_loss(e);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("kept as paired") == std::string::npos);
  }
  {
    std::string e = event(dir, "void", true);
    auto r = void_1(e);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("no result now") == std::string::npos);  // an open round: nothing to tell
    CHECK(table1(e)["result"].is_null());
  }
}

TEST_CASE("a later bye was paired on the old result too: it is named") {
  TempDir dir;
  std::string e = dir.file("bye.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "不戦勝", "--date", "2015-08-08", "--seed", "4"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "甲", "乙", "丙", "丁", "戊"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "1-0"}).exit_code == 0);
  pair_round_2(e);
  // The round-2 bye went to a round-1 loser: the table it lost at, and its opponent's round-2 table.
  json r2 = round_json(e, "2");
  int bye_player = 0, opponent = 0, opponent_table = 0, lost_at = 0;
  for (const auto& t : r2["tables"])
    if (t["bye"].get<bool>()) bye_player = t["players"][0]["id"];
  const json r1 = round_json(e, "1");
  for (const auto& t : r1["tables"])
    if (!t["bye"].get<bool>() && (t["players"][0]["id"] == bye_player || t["players"][1]["id"] == bye_player)) {
      lost_at = t["table"];
      opponent = t["players"][0]["id"] == bye_player ? t["players"][1]["id"].get<int>() : t["players"][0]["id"].get<int>();
    }
  for (const auto& t : r2["tables"])
    if (!t["bye"].get<bool>() && (t["players"][0]["id"] == opponent || t["players"][1]["id"] == opponent)) opponent_table = t["table"];
  REQUIRE(lost_at > 0);
  REQUIRE(opponent_table > 0);
  // Table `lost_at` was 1-0 for its first player, so the bye player sat second: the correction reverses it.
  auto refused = judgekit({"result", "--event", e, std::to_string(lost_at), "--round", "1", "0-1", "--correct"});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("round 2 table " + std::to_string(opponent_table) + ", round 2 bye were paired on its result") != std::string::npos);
}
