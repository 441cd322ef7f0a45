// `round pair` prints the round it paired from what the pairing read (the players, the scores) and
// the tables it wrote; `round show` reads the same round afresh. Both faces show the same tables.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "cli_json.hpp"
#include "run.hpp"

using jk::test::finish_round;
using jk::test::judgekit;
using jk::test::round_json;
using jk::test::TempDir;
using nlohmann::json;

namespace {

json paired_tables(const std::string& e) {
  auto r = judgekit({"round", "pair", "--event", e, "--json"});
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out)["tables"];
}

}  // namespace

TEST_CASE("round pair shows the tables round show reads afterwards: round 1 with no-shows left out, later rounds with points and a bye") {
  TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "同じ卓", "--date", "2015-08-08", "--seed", "3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"}).exit_code == 0);
  REQUIRE(judgekit({"player", "checkin", "--event", e, "--required", "on"}).exit_code == 0);
  REQUIRE(judgekit({"player", "checkin", "--event", e, "甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬"}).exit_code == 0);

  json round1 = paired_tables(e);
  CHECK(round1 == round_json(e, "1")["tables"]);
  CHECK(round1.size() == 5);  // nine checked in: four tables and a bye; 癸 left out
  CHECK(round1.dump().find("癸") == std::string::npos);
  finish_round(e);

  for (int r = 2; r <= 3; ++r) {
    json tables = paired_tables(e);
    CHECK(tables == round_json(e, std::to_string(r))["tables"]);
    int with_points = 0;
    for (const auto& t : tables)
      for (const auto& p : t["players"]) with_points += p["points"].get<int>() > 0;
    CHECK(with_points >= 4);  // round 1's four winners and the bye carry their points into the tables
    finish_round(e);
  }
}

// The round pair prints is the one it wrote, not read back: byes awarded before the round (two,
// before the pairing's own), a player kept at a table, and four-player pods.
TEST_CASE("round pair shows the tables round show reads afterwards: awarded byes, a kept table, pods") {
  TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "不戦勝", "--date", "2015-08-08", "--seed", "7"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬"}).exit_code == 0);
  REQUIRE(judgekit({"player", "bye", "--event", e, "乙", "--rounds", "1-2"}).exit_code == 0);
  REQUIRE(judgekit({"player", "bye", "--event", e, "丁", "--rounds", "2"}).exit_code == 0);
  REQUIRE(judgekit({"player", "seat", "--event", e, "庚", "--table", "7"}).exit_code == 0);
  for (int r = 1; r <= 3; ++r) {
    INFO("round " << r);
    json tables = paired_tables(e);
    CHECK(tables == round_json(e, std::to_string(r))["tables"]);
    int awarded = 0, byes = 0, kept = 0;
    for (const auto& t : tables) {
      byes += t.value("bye", false);
      awarded += t.value("awarded", false);
      for (const auto& p : t["players"]) kept += p["name"] == "庚" && (t["table"] == 7 || t.value("bye", false));  // 7, or the bye
    }
    CHECK(awarded == (r == 1 ? 1 : r == 2 ? 2 : 0));
    CHECK(byes == awarded + ((9 - awarded) % 2));  // an odd field left over gets the pairing's bye
    CHECK(kept == 1);
    finish_round(e);
  }

  const std::string pods = dir.file("pods.jkevent");
  REQUIRE(judgekit({"event", "create", pods, "--game", "roeup", "--name", "卓", "--date", "2026-12-06", "--seed", "3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", pods, "甲", "乙", "丙", "丁", "戊", "己", "庚", "辛"}).exit_code == 0);
  json tables = paired_tables(pods);
  CHECK(tables == round_json(pods, "1")["tables"]);
  REQUIRE(!tables.empty());
  CHECK(tables[0]["players"].size() > 2);
}

TEST_CASE("round pair names the rematches it could not avoid, in the reader's language") {
  TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "四人", "--date", "2015-08-08", "--seed", "5"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "甲", "乙", "丙", "丁"}).exit_code == 0);
  // Four players meet every other in three rounds: none of them needs a rematch, round 4 has two.
  for (int r = 1; r <= 3; ++r) {
    auto paired = judgekit({"round", "pair", "--event", e});
    REQUIRE(paired.exit_code == 0);
    CHECK(paired.err.find("rematch") == std::string::npos);
    finish_round(e);
  }
  auto fourth = judgekit({"--lang", "ja", "round", "pair", "--event", e});
  REQUIRE(fourth.exit_code == 0);
  CHECK(fourth.err == "注: 再戦を2件避けられませんでした\n");
  REQUIRE(judgekit({"round", "unpair", "--event", e}).exit_code == 0);
  auto again = judgekit({"round", "pair", "--event", e});
  REQUIRE(again.exit_code == 0);
  CHECK(again.err == "note: 2 rematches could not be avoided\n");
}
