#include <catch2/catch.hpp>

#include "event_file.hpp"
#include "run.hpp"

using jk::test::judgekit;

namespace {

// A 4-player Economica event (2015-08-08) with round 1 paired; returns the event file's path.
std::string paired_event(const jk::test::TempDir& dir, const std::string& game = "economica") {
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", game, "--name", "T", "--date", "2015-08-08", "--seed", "3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "佐藤", "鈴木", "高橋", "田中"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  return e;
}

std::string stored(const std::string& path, const char* sql) {
  auto db = jk::open_event(path, jk::OpenMode::existing);
  auto st = db.prepare(sql);
  return st.step() && !st.is_null(0) ? st.text(0) : std::string("(none)");
}

}  // namespace

TEST_CASE("result --time-limit records the 2-5 verdict with its reasons") {
  jk::test::TempDir dir;
  std::string e = paired_event(dir);
  auto r = judgekit({"result", "--event", e, "2", "--time-limit", "--stock", "3:3", "--flow", "4:3", "--value", "9:12"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("1-0-0 (time limit, 2-5-2)") != std::string::npos);  // more flow-zone assets wins before value levels
  CHECK(r.out.find("2-5-2") != std::string::npos);
  CHECK(stored(e, "SELECT kind FROM results") == "adjudicated");
  CHECK(stored(e, "SELECT json_extract(adjudication, '$.decided_by') FROM results") == "2-5-2");
  CHECK(stored(e, "SELECT count(*) FROM games WHERE adjudication IS NOT NULL") == "1");
}

TEST_CASE("result --time-limit without janken at 2-5-4 records nothing and exits 3") {
  jk::test::TempDir dir;
  std::string e = paired_event(dir);
  auto r = judgekit({"result", "--event", e, "1", "--time-limit", "--stock", "2:2", "--flow", "3:3", "--value", "7:7"});
  CHECK(r.exit_code == 3);
  CHECK(r.out.find("janken") != std::string::npos);
  CHECK(stored(e, "SELECT count(*) FROM results") == "0");
  auto done = judgekit({"result", "--event", e, "1", "--time-limit", "--stock", "2:2", "--flow", "3:3", "--value", "7:7", "--janken", "B"});
  CHECK(done.exit_code == 0);
  CHECK(done.out.find("0-1-0 (time limit, 2-5-4)") != std::string::npos);
}

TEST_CASE("result --time-limit refuses impossible counts, other result forms and other games") {
  jk::test::TempDir dir;
  std::string e = paired_event(dir);
  auto seven = judgekit({"result", "--event", e, "1", "--time-limit", "--stock", "7:2", "--flow", "4:4", "--value", "12:10"});
  CHECK(seven.exit_code == 2);
  CHECK(seven.err.find("(2-1)") != std::string::npos);
  auto both = judgekit({"result", "--event", e, "1", "2-0", "--time-limit", "--stock", "3:2", "--flow", "4:4", "--value", "12:10"});
  CHECK(both.exit_code == 2);
  auto missing = judgekit({"result", "--event", e, "1", "--time-limit", "--stock", "3:2"});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("--flow") != std::string::npos);
  CHECK(stored(e, "SELECT count(*) FROM results") == "0");

  jk::test::TempDir other;
  std::string scp = paired_event(other, "scp-tcg-jp-j");
  auto r = judgekit({"result", "--event", scp, "1", "--time-limit", "--stock", "3:2", "--flow", "4:4", "--value", "12:10"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("no time-limit adjudication") != std::string::npos);
}

TEST_CASE("result --roeup: a pod's end-of-game figures decide places and keep each player's awards") {
  jk::test::TempDir dir;
  std::string e = dir.file("roe.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "roeup", "--name", "R", "--date", "2026-05-01", "--seed", "3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "佐藤", "鈴木", "田中", "高橋"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  // By hand: ROE 佐藤 (35-5)/(200-50) = 1/5, 鈴木 24/160 = 3/20, 田中 資本 -30 (undefined), 高橋 6/45.
  // 売上高 top 鈴木 160; イノベーション top 鈴木 2. So 鈴木 2 awards (1st), 佐藤 1 (2nd), the others 0 (3rd, shared).
  std::string table = JK_SOURCE_DIR "/docs/examples/judge/final-table.csv";
  auto r = judgekit({"result", "--event", e, "1", "--roeup", table});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("1st 鈴木, 2nd 佐藤, 3rd ") != std::string::npos);
  CHECK(stored(e, "SELECT awards FROM seat_results JOIN players ON players.id = player_id WHERE name = '鈴木'") ==
        "[\"sales\",\"innovation\"]");
  CHECK(stored(e, "SELECT placement FROM seat_results JOIN players ON players.id = player_id WHERE name = '田中'") == "3");
  CHECK(stored(e, "SELECT json_extract(adjudication, '$.winner') FROM results") == "鈴木");
  // The awards show with the table in `round show`.
  auto shown = judgekit({"round", "show", "--event", e});
  CHECK(shown.exit_code == 0);
  CHECK(shown.out.find("鈴木 (0) 【売上高賞・イノベーション賞】") != std::string::npos);
  CHECK(shown.out.find("佐藤 (0) 【ROE賞】") != std::string::npos);

  // A row naming someone not at the table: the file and line, nothing changed.
  jk::test::write_file(dir.file("bad.csv"), "player,cash,assets,rating,loans,interest,operating_profit,sales,premium\n"
                                            "佐藤,80,120,0,50,5,35,140,1\n山田,40,150,30,0,0,24,160,2\n");
  auto bad = judgekit({"result", "--event", e, "1", "--roeup", dir.file("bad.csv"), "--correct"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("bad.csv:3:") != std::string::npos);
  CHECK(stored(e, "SELECT placement FROM seat_results JOIN players ON players.id = player_id WHERE name = '鈴木'") == "1");
}

TEST_CASE("a different adjudication of a recorded table is a second result, not 'nothing changed'") {
  jk::test::TempDir dir;
  std::string e = paired_event(dir);
  REQUIRE(judgekit({"result", "--event", e, "1", "--time-limit", "--stock", "3:2", "--flow", "4:4", "--value", "12:10"}).exit_code == 0);
  auto again = judgekit({"result", "--event", e, "1", "--time-limit", "--stock", "3:2", "--flow", "4:4", "--value", "12:10"});
  CHECK(again.exit_code == 0);
  CHECK(again.out.find("already recorded; nothing changed") != std::string::npos);
  // Same winner, decided by 2-5-2 instead of 2-5-1: refused without --correct, stored with it.
  auto other = judgekit({"result", "--event", e, "1", "--time-limit", "--stock", "2:2", "--flow", "4:3", "--value", "12:10"});
  CHECK(other.exit_code == 2);
  CHECK(other.err.find("already has a result") != std::string::npos);
  CHECK(stored(e, "SELECT json_extract(adjudication, '$.decided_by') FROM results") == "2-5-1");
  auto fixed = judgekit({"result", "--event", e, "1", "--time-limit", "--stock", "2:2", "--flow", "4:3", "--value", "12:10", "--correct"});
  CHECK(fixed.exit_code == 0);
  CHECK(stored(e, "SELECT json_extract(adjudication, '$.decided_by') FROM results") == "2-5-2");
}

TEST_CASE("a top cut result cannot be changed once its winner plays in the next cut round") {
  jk::test::TempDir dir;
  std::string e = dir.file("cut.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "C", "--date", "2026-04-12", "--seed", "1"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "A", "B", "C", "D"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "2-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "2-0"}).exit_code == 0);
  REQUIRE(judgekit({"cut", "--event", e, "--size", "4"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "2-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "2-0"}).exit_code == 0);
  // Before the final is paired a semifinal can still be corrected.
  CHECK(judgekit({"result", "--event", e, "1", "2-1", "--correct"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);  // the final
  auto late = judgekit({"result", "--event", e, "1", "0-2", "--round", "2", "--correct"});
  CHECK(late.exit_code == 2);
  CHECK(late.err.find("round unpair") != std::string::npos);
}

TEST_CASE("unpairing a round gives late entries added during it their place in it again") {
  jk::test::TempDir dir;
  std::string e = paired_event(dir);
  REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);             // round 2
  REQUIRE(judgekit({"player", "late-add", "--event", e, "山田"}).exit_code == 0);  // joins round 3
  CHECK(stored(e, "SELECT joined_round FROM players WHERE name = '山田'") == "3");
  REQUIRE(judgekit({"round", "unpair", "--event", e}).exit_code == 0);
  CHECK(stored(e, "SELECT joined_round FROM players WHERE name = '山田'") == "2");
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  CHECK(stored(e, "SELECT count(*) FROM seats JOIN matches ON matches.id = match_id JOIN players ON players.id = player_id "
                  "WHERE round = 2 AND name = '山田'") == "1");
}
