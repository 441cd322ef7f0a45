// Event day without traps: undo commands, corrections under later pairings, names that would
// break a terminal, reading and upgrading an older event file.
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "migrations.hpp"
#include "result_line.hpp"
#include "cli_json.hpp"
#include "run.hpp"
#include "sqlite.hpp"

using jk::test::judgekit;
using jk::test::round_json;
using jk::test::TempDir;
using jk::test::players_json;
using nlohmann::json;

namespace {

std::string make_event(TempDir& dir, const std::vector<std::string>& names, const std::string& game = "economica") {
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", game, "--name", "取り消し杯", "--date", "2015-08-08", "--seed", "4"}).exit_code == 0);
  std::vector<std::string> add = {"player", "add", "--event", e};
  add.insert(add.end(), names.begin(), names.end());
  REQUIRE(judgekit(add).exit_code == 0);
  return e;
}

int audit_rows(const std::string& e, const std::string& like) {
  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  auto st = db.prepare("SELECT count(*) FROM audit_log WHERE command LIKE ?1");
  st.bind(1, like);
  st.step();
  return st.integer(0);
}

}  // namespace

TEST_CASE("player undrop: the player is paired again; refused when not dropped") {
  TempDir dir;
  std::string e = make_event(dir, {"甲", "乙", "丙", "丁"});
  REQUIRE(judgekit({"player", "drop", "--event", e, "丁"}).exit_code == 0);
  auto undrop = judgekit({"player", "undrop", "--event", e, "丁"});
  CHECK(undrop.exit_code == 0);
  CHECK(undrop.out == "丁 (id 4) is back in the event; paired again from the next round\n");
  CHECK(players_json(e)[3]["dropped_after_round"].is_null());
  auto again = judgekit({"player", "undrop", "--event", e, "丁"});
  CHECK(again.exit_code == 2);
  CHECK(again.err == "judgekit: 丁 has not dropped; nothing to undo\n");
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  CHECK(round_json(e)["tables"].size() == 2);  // all four play
  CHECK(audit_rows(e, "judgekit player undrop%") == 1);
}

TEST_CASE("player rename: name, reading and membership id; duplicates refused, same names noted") {
  TempDir dir;
  std::string e = make_event(dir, {"中村 蓮", "鈴木"});
  auto r = judgekit({"player", "rename", "--event", e, "鈴木", "--name", "鈴木 花子", "--reading", "すずき はなこ", "--id", "M-002"});
  CHECK(r.exit_code == 0);
  CHECK(r.out == "player 2: 鈴木 -> 鈴木 花子 (すずき はなこ) [M-002]\n");
  auto p = players_json(e)[1];
  CHECK(p["name"] == "鈴木 花子");
  CHECK(p["reading"] == "すずき はなこ");
  CHECK(p["external_id"] == "M-002");
  // The id is unique; a name shared with another player is allowed with a note.
  auto dup = judgekit({"player", "rename", "--event", e, "中村", "--id", "M-002"});
  CHECK(dup.exit_code == 2);
  CHECK(dup.err.find("id 'M-002' is already 鈴木 花子's (player 2)") != std::string::npos);
  auto same = judgekit({"player", "rename", "--event", e, "中村", "--name", "鈴木　花子"});
  CHECK(same.exit_code == 0);
  CHECK(same.err.find("has the same name as 鈴木 花子; refer to them by id") != std::string::npos);
  CHECK(judgekit({"player", "rename", "--event", e, "1"}).exit_code == 2);  // nothing to change
  // A reading can be cleared.
  REQUIRE(judgekit({"player", "rename", "--event", e, "2", "--reading", ""}).exit_code == 0);
  CHECK(players_json(e)[1]["reading"].is_null());
}

TEST_CASE("player remove: before round 1 only, never with a list or a penalty on record") {
  TempDir dir;
  std::string e = make_event(dir, {"甲", "乙", "丙", "丁", "戊"});
  CHECK(judgekit({"player", "remove", "--event", e, "戊"}).exit_code == 0);
  CHECK(players_json(e).size() == 4);
  REQUIRE(judgekit({"penalty", "add", "--event", e, "丁", "--infraction", "5-1-1", "--penalty", "warning"}).exit_code == 0);
  auto kept = judgekit({"player", "remove", "--event", e, "丁"});
  CHECK(kept.exit_code == 2);
  CHECK(kept.err.find("has penalties in the log") != std::string::npos);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto late = judgekit({"player", "remove", "--event", e, "甲"});
  CHECK(late.exit_code == 2);
  CHECK(late.err.find("round 1 is paired: 甲 is part of the event now; drop them instead") != std::string::npos);
  CHECK(players_json(e).size() == 4);
}

TEST_CASE("deck unregister: the player's list is missing again; refused when there is none") {
  TempDir dir;
  std::string e = make_event(dir, {"佐藤", "鈴木"});
  std::string deck = std::string(JK_SOURCE_DIR) + "/docs/examples/decklint/legal.txt";
  std::string cards = std::string(JK_SOURCE_DIR) + "/docs/examples/decklint/economica-cards.csv";
  REQUIRE(judgekit({"deck", "register", "--event", e, "--cards", cards, "佐藤", deck}).exit_code == 0);
  REQUIRE(judgekit({"deck", "register", "--event", e, "--cards", cards, "佐藤", deck}).exit_code == 0);  // replaces it
  auto u = judgekit({"deck", "unregister", "--event", e, "佐藤"});
  CHECK(u.exit_code == 0);
  CHECK(u.out == "unregistered 2 lists of 佐藤 (player 1); the player's deck is missing again\n");
  auto list = judgekit({"deck", "list", "--event", e, "--json"});
  REQUIRE(list.exit_code == 0);
  CHECK(json::parse(list.out)[0]["verdict"] == "missing");
  auto none = judgekit({"deck", "unregister", "--event", e, "鈴木"});
  CHECK(none.exit_code == 2);
  CHECK(none.err == "judgekit: 鈴木 has no registered decklist; nothing to unregister\n");
}

TEST_CASE("penalty void: kept in the log, the result it changed put back, repeats not counted") {
  TempDir dir;
  std::string e = make_event(dir, {"甲", "乙"});
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"penalty", "add", "--event", e, "甲", "--infraction", "6-2", "--penalty", "game-loss"}).exit_code == 0);
  CHECK(jk::test::result_line(round_json(e)["tables"][0]) == "0-1-0 · game-loss: 甲 (6-2)");
  CHECK(judgekit({"penalty", "void", "--event", e, "1"}).exit_code == 2);  // --reason is required
  auto v = judgekit({"penalty", "void", "--event", e, "1", "--reason", "wrong player"});
  CHECK(v.exit_code == 0);
  CHECK(v.out.find("penalty #1 (game loss, 甲) voided: wrong player") == 0);
  CHECK(v.out.find("match: 0-1-0 · game loss: 甲 (6-2) -> 1-0-0") != std::string::npos);
  CHECK(jk::test::result_line(round_json(e)["tables"][0]) == "1-0-0");
  auto list = judgekit({"penalty", "list", "--event", e, "--json"});
  auto j = json::parse(list.out);
  CHECK(j["players"][0]["penalties"][0]["voided"]["reason"] == "wrong player");
  auto twice = judgekit({"penalty", "void", "--event", e, "1", "--reason", "again"});
  CHECK(twice.exit_code == 2);
  CHECK(twice.err.find("was already voided") != std::string::npos);
  CHECK(judgekit({"penalty", "void", "--event", e, "9", "--reason", "x"}).err.find("there is no penalty #9") != std::string::npos);
  // A result entered again after the penalty is the judge's later word: voiding refuses to undo it.
  REQUIRE(judgekit({"penalty", "add", "--event", e, "甲", "--infraction", "6-2", "--penalty", "game-loss"}).exit_code == 0);
  CHECK(jk::test::result_line(round_json(e)["tables"][0]) == "0-1-0 · game-loss: 甲 (6-2)");
  REQUIRE(judgekit({"result", "--event", e, "1", "1-0", "--correct"}).exit_code == 0);
  auto later = judgekit({"penalty", "void", "--event", e, "2", "--reason", "x"});
  CHECK(later.exit_code == 2);
  CHECK(later.err.find("entered again since (now 1-0-0)") != std::string::npos);
}

TEST_CASE("a disqualification voided puts the player back in the event") {
  TempDir dir;
  std::string e = make_event(dir, {"甲", "乙", "丙", "丁"});
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"penalty", "add", "--event", e, "甲", "--infraction", "other", "--penalty", "disqualification", "--note", "x"}).exit_code == 0);
  CHECK(players_json(e)[0]["dropped_after_round"] == 1);
  auto v = judgekit({"penalty", "void", "--event", e, "1", "--reason", "appeal upheld"});
  CHECK(v.exit_code == 0);
  CHECK(v.out.find("甲 is in the event again") != std::string::npos);
  CHECK(players_json(e)[0]["dropped_after_round"].is_null());
}

TEST_CASE("correcting a closed round under a paired round: refused with the way out, or kept with --keep-pairings") {
  TempDir dir;
  std::string e = make_event(dir, {"甲", "乙", "丙", "丁"});
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto refused = judgekit({"result", "--event", e, "1", "--round", "1", "0-1", "--correct"});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("round 1 is closed and round 2 table 1, round 2 table 2 were paired on its result; unpair the later rounds first (`judgekit round unpair`), or add --keep-pairings") !=
        std::string::npos);
  CHECK(jk::test::result_line(round_json(e, "1")["tables"][0]) == "1-0-0");
  auto kept = judgekit({"result", "--event", e, "1", "--round", "1", "0-1", "--correct", "--keep-pairings"});
  CHECK(kept.exit_code == 0);
  CHECK(kept.err.find("kept as paired on the old result: round 2 table 1, round 2 table 2") != std::string::npos);
  CHECK(jk::test::result_line(round_json(e, "1")["tables"][0]) == "0-1-0");
}

TEST_CASE("names with control characters are refused at entry") {
  TempDir dir;
  std::string e = make_event(dir, {"甲"});
  for (const std::string& bad : {std::string("A\x1b[31mB"), std::string("A\nB"), std::string("A\tB")}) {
    auto r = judgekit({"player", "add", "--event", e, bad});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("contains a control character") != std::string::npos);
    CHECK(r.err.find('\x1b') == std::string::npos);
  }
  jk::test::write_file(dir.file("p.csv"), "name,reading\nOK,おけ\nBad\x07Name,x\n");
  auto csv = judgekit({"player", "add", "--event", e, "--csv", dir.file("p.csv")});
  CHECK(csv.exit_code == 2);
  CHECK(csv.err.find("p.csv:3: the name contains a control character (code 7)") != std::string::npos);
  CHECK(players_json(e).size() == 1);  // nothing from the file was added
}

TEST_CASE("an event file from an older schema: reads work on a copy, a change migrates the file") {
  TempDir dir;
  std::string e = dir.file("old.jkevent");
  {
    jk::Database raw(e, true);
    raw.exec("PRAGMA journal_mode = WAL");
    raw.exec(jk::migrations().front().sql);
    raw.exec("PRAGMA user_version = 1");
    raw.exec("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, '古い大会', 'economica', '2015-08-08', 1, '2015-08-08T09:00:00Z')");
    raw.exec("INSERT INTO players (name, name_key, created_at) VALUES ('甲', '甲', '2015-08-08T09:00:00Z')");
  }
  std::string before = jk::test::read_file(e);
  auto read = judgekit({"player", "list", "--event", e, "--json"});
  CHECK(read.exit_code == 0);
  CHECK(json::parse(read.out).size() == 1);
  CHECK(jk::test::read_file(e) == before);
  REQUIRE(judgekit({"player", "add", "--event", e, "乙"}).exit_code == 0);
  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  auto st = db.prepare("PRAGMA user_version");
  st.step();
  CHECK(st.integer(0) == jk::latest_schema_version());
}

TEST_CASE("two players of one name: --winner means the one at that table; a kana reading names a player") {
  TempDir dir;
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "同名", "--date", "2015-08-08", "--seed", "2"}).exit_code == 0);
  jk::test::write_file(dir.file("p.csv"), "id,name,reading\nA1,中村 蓮,なかむら れん\nA2,中村 蓮,なかむら れん\nA3,佐藤,さとう\nA4,鈴木,すずき\n");
  auto add = judgekit({"player", "add", "--event", e, "--csv", dir.file("p.csv")});
  REQUIRE(add.exit_code == 0);
  CHECK(add.err.find("中村 蓮 has the same name as 中村 蓮; refer to them by id") != std::string::npos);
  // The note is worded by the command line in its reader's language, not by the event library.
  auto renamed = judgekit({"--lang", "ja", "player", "rename", "--event", e, "A3", "--name", "鈴木"});
  REQUIRE(renamed.exit_code == 0);
  CHECK(renamed.err == "注: 鈴木は鈴木と同じ名前です。IDで指定してください\n");
  REQUIRE(judgekit({"player", "rename", "--event", e, "A3", "--name", "佐藤"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json r = round_json(e);
  for (const auto& t : r["tables"]) {
    int nakamuras = 0;
    for (const auto& p : t["players"]) nakamuras += p["name"] == "中村 蓮";
    if (!nakamuras) continue;
    std::string table = std::to_string(t["table"].get<int>());
    auto res = judgekit({"result", "--event", e, table, "--winner", "中村 蓮"});
    INFO(res.err);
    CHECK(res.exit_code == (nakamuras == 1 ? 0 : 2));  // both at one table: the id must tell them apart
  }
  // By reading, in hiragana or katakana: すずき is 鈴木.
  auto drop = judgekit({"player", "drop", "--event", e, "スズキ"});
  CHECK(drop.exit_code == 0);
  CHECK(drop.out.find("dropped 鈴木 (id 4)") == 0);
  // Event-wide the name is ambiguous, and the error lists both.
  auto amb = judgekit({"penalty", "add", "--event", e, "中村 蓮", "--infraction", "5-1-1", "--penalty", "warning"});
  CHECK(amb.exit_code == 2);
  CHECK(amb.err.find("is ambiguous: 1 中村 蓮, 2 中村 蓮") != std::string::npos);
}

TEST_CASE("player and result CSVs with Japanese headers, from Shift_JIS") {
  TempDir dir;
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "見出し", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
  // 会員番号,氏名,ふりがな in CP932, CRLF line ends, as a Japanese spreadsheet saves them.
  std::string sjis = "\x89\xEF\x88\xF5\x94\xD4\x8D\x86,\x8E\x81\x96\xBC,\x82\xD3\x82\xE8\x82\xAA\x82\xC8\r\n"
                     "M1,\x8D\xB2\x93\xA1,\x82\xB3\x82\xC6\x82\xA4\r\nM2,\x97\xE9\x96\xD8,\x82\xB7\x82\xB8\x82\xAB\r\n";
  jk::test::write_file(dir.file("p.csv"), sjis);
  auto add = judgekit({"player", "add", "--event", e, "--csv", dir.file("p.csv")});
  INFO(add.err);
  REQUIRE(add.exit_code == 0);
  CHECK(add.err.find("read as Shift_JIS (CP932)") != std::string::npos);
  json p = players_json(e);
  REQUIRE(p.size() == 2);
  CHECK(p[0]["name"] == "佐藤");
  CHECK(p[0]["reading"] == "さとう");
  CHECK(p[1]["external_id"] == "M2");
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  jk::test::write_file(dir.file("r.csv"), "回戦,卓,結果\n1,1,1-0\n");
  auto res = judgekit({"result", "--event", e, "--csv", dir.file("r.csv")});
  INFO(res.err);
  CHECK(res.exit_code == 0);
  CHECK(jk::test::result_line(round_json(e)["tables"][0]) == "1-0-0");
  jk::test::write_file(dir.file("bad.csv"), "回戦,卓,勝者\n1,1,1-0\n");
  auto bad = judgekit({"result", "--event", e, "--csv", dir.file("bad.csv")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("bad.csv:1: unknown column '勝者'") != std::string::npos);
}
