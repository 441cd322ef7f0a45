// The judgekit adjudicate and penalty commands: exit codes, text and JSON output, messages.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "run.hpp"
#include "text.hpp"

using namespace jk;
using test::judgekit;

TEST_CASE("adjudicate economica --time-limit: exit 0 with the chain of rules, exit 3 when janken decides") {
  auto r = judgekit({"adjudicate", "economica", "--time-limit", "--stock", "3:3", "--flow", "4:4", "--value", "12:10"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("2-5-1  stock 3 vs 3") != std::string::npos);
  CHECK(r.out.find("2-5-3  flow-zone value levels 12 vs 10  A wins") != std::string::npos);
  CHECK(r.out.find("A wins (2-5-3)") != std::string::npos);
  CHECK(r.out.find("\x1b[") == std::string::npos);  // no colour when not a terminal
  auto j = judgekit({"adjudicate", "economica", "--time-limit", "--stock", "3:3", "--flow", "4:4", "--value", "12:12"});
  CHECK(j.exit_code == 3);
  CHECK(j.out.find("janken decides (2-5-4)") != std::string::npos);
  auto k = judgekit({"adjudicate", "eco", "--time-limit", "--stock", "3:3", "--flow", "4:4", "--value", "12:12", "--janken", "B", "--json"});
  CHECK(k.exit_code == 0);
  auto doc = nlohmann::json::parse(k.out);
  CHECK(doc["winner"] == "B");
  CHECK(doc["decided_by"] == "2-5-4");
  CHECK(doc["steps"].size() == 4);
}

TEST_CASE("adjudicate: bad input exits 2 with the reason") {
  auto r = judgekit({"adjudicate", "economica", "--time-limit", "--stock", "7:2", "--flow", "4:4", "--value", "12:10"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("judgekit: --stock 7:2: A has a stock of 7") == 0);
  CHECK(r.out.empty());
  auto m = judgekit({"adjudicate", "economica", "--time-limit", "--stock", "1:2"});
  CHECK(m.exit_code == 2);
  CHECK(m.err.find("--time-limit needs --flow A:B") != std::string::npos);
  auto both = judgekit({"adjudicate", "economica", "--time-limit", "--state", "x.json"});
  CHECK(both.exit_code == 2);
  CHECK(both.err.find("give one of") != std::string::npos);
  auto wrong = judgekit({"adjudicate", "imitation-world", "--time-limit"});
  CHECK(wrong.exit_code == 2);
  CHECK(wrong.err.find("--time-limit does not apply here") != std::string::npos);
  auto game = judgekit({"adjudicate", "chess", "--state", "x.json"});
  CHECK(game.exit_code == 2);
  CHECK(game.err.find("unknown game 'chess'") != std::string::npos);
  auto missing = judgekit({"adjudicate", "scp", "--state", "/nonexistent/state.json"});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("/nonexistent/state.json: cannot read the file") != std::string::npos);
}

TEST_CASE("adjudicate --state reads the file (or stdin) and names the file in errors") {
  auto r = judgekit({"adjudicate", "scp", "--state", "-"}, R"({"chose_play_order": "A", "players": {"A": {"site_cost": 7}, "B": {"site_cost": 1}}})");
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("B wins: A loses (104.2a)") != std::string::npos);
  CHECK(r.out.find("next game (103.4): A lost this game") != std::string::npos);
  test::TempDir dir;
  test::write_file(dir.file("s.json"), R"({"players": {"A": {"stock": 1, "flow": [2], "deck": 3}, "B": {"stock": -1, "flow": [2], "deck": 3}}})");
  auto e = judgekit({"adjudicate", "economica", "--state", dir.file("s.json")});
  CHECK(e.exit_code == 2);
  CHECK(e.err == "judgekit: " + dir.file("s.json") + ": players.B.stock: is -1; a count cannot be negative\n");
  auto judge = judgekit({"adjudicate", "tochi", "--state", "-"},
                        R"({"mode": "shared-deck", "players": {"A": {"occupied_stars": 10, "captured": 0, "discards": 0}, "B": {"occupied_stars": 0, "captured": 0, "discards": 20}}})");
  CHECK(judge.exit_code == 3);
}

TEST_CASE("adjudicate scp --play-order and roeup --starting-capital") {
  auto r = judgekit({"adjudicate", "scp", "--play-order", "--previous-winner", "draw", "--previous-chose", "B"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("B chooses who plays first (103.4)") != std::string::npos);
  auto c = judgekit({"adjudicate", "roeup", "--starting-capital", "commodity", "--json"});
  CHECK(c.exit_code == 0);
  CHECK(nlohmann::json::parse(c.out)["value"] == "120");
}

TEST_CASE("adjudicate roeup --table and --settlement") {
  test::TempDir dir;
  test::write_file(dir.file("t.csv"),
                   "player,cash,assets,rating,loans,interest,operating_profit,sales,premium\n"
                   "佐藤,80,120,0,50,5,35,140,1\n鈴木,40,150,30,0,0,24,160,2\n田中,10,60,0,100,12,20,90,1\n");
  auto r = judgekit({"adjudicate", "roeup", "--table", dir.file("t.csv")});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("20.00% (1/5)") != std::string::npos);
  CHECK(r.out.find("undefined") != std::string::npos);
  CHECK(r.out.find("鈴木 wins overall with 2 awards") != std::string::npos);
  auto j = judgekit({"adjudicate", "roeup", "--table", dir.file("t.csv"), "--json"});
  auto doc = nlohmann::json::parse(j.out);
  CHECK(doc["procedure"] == "awards");
  CHECK(doc["players"][2]["roe"].is_null());
  CHECK(doc["players"][0]["roe"]["num"] == 1);
  CHECK(doc["players"][0]["roe"]["den"] == 5);
  test::write_file(dir.file("s.json"), R"({"players": [{"player": "高橋", "cash": 0, "operating_profit": -2, "interest": 10, "assets": [15]}]})");
  auto s = judgekit({"adjudicate", "roeup", "--settlement", dir.file("s.json")});
  CHECK(s.exit_code == 1);  // a default is a finding
  CHECK(s.out.find("default (デフォルト): 高橋") != std::string::npos);
}

TEST_CASE("penalty add, list and kinds through the command line") {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  {
    Database db = open_event(path, OpenMode::create_new);
    Change c(db, "test: build");
    db.prepare("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, 'x', 'economica', '2015-08-08', 1, ?1)").bind(1, utc_now()).run();
    for (const char* n : {"佐藤 一郎", "鈴木 花子"})
      db.prepare("INSERT INTO players (name, name_key, created_at) VALUES (?1, ?2, ?3)").bind(1, n).bind(2, name_key(n)).bind(3, utc_now()).run();
    db.prepare("INSERT INTO rounds (number, paired_at) VALUES (1, ?1)").bind(1, utc_now()).run();
    db.exec("INSERT INTO matches (round, table_number) VALUES (1, 4)");
    db.exec("INSERT INTO seats (match_id, seat, player_id) VALUES (1, 1, 1), (1, 2, 2)");
    c.commit();
  }
  auto w = judgekit({"penalty", "add", "--event", path, "佐藤", "--infraction", "5-1-1", "--penalty", "warning"});
  CHECK(w.exit_code == 0);
  CHECK(w.out.find("penalty #1: 佐藤 一郎, round 1, 5-1-1 drew too many cards -> warning") == 0);
  auto g = judgekit({"penalty", "add", "--event", path, "佐藤", "--infraction", "5-1-1", "--penalty", "game-loss"});
  CHECK(g.exit_code == 0);
  CHECK(g.out.find("match at table 4: no result -> 0-1-0 · game loss: 佐藤 一郎 (5-1-1)") != std::string::npos);
  auto l = judgekit({"penalty", "list", "--event", path});
  CHECK(l.exit_code == 0);
  CHECK(l.out.find("5-1-1 (2nd time)") != std::string::npos);
  auto lj = judgekit({"penalty", "list", "--event", path, "佐藤 一郎", "--json"});
  auto doc = nlohmann::json::parse(lj.out);
  CHECK(doc["players"][0]["count"] == 2);
  CHECK(doc["players"][0]["repeats"]["5-1-1"] == 2);
  CHECK(doc["players"][0]["penalties"][1]["table"] == 4);
  auto bad = judgekit({"penalty", "add", "--event", path, "佐藤", "--infraction", "5-1-1", "--penalty", "warning", "--round", "0"});
  CHECK(bad.exit_code == 2);
  auto kinds = judgekit({"penalty", "kinds", "--game", "economica", "--json"});
  CHECK(nlohmann::json::parse(kinds.out).size() == 11);
  auto none = judgekit({"penalty", "list"});
  CHECK(none.exit_code == 2);
  CHECK(none.err.find("no event file given") != std::string::npos);
}
