// deck register / list / override / rules on an event file: one transaction each, nothing stored
// on bad input, re-registration supersedes, overrides validated against the event's format.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "helpers.hpp"
#include "run.hpp"
#include "text.hpp"

using namespace dlt;
using jk::test::judgekit;

namespace {

std::string make_event(const jk::test::TempDir& dir, const std::string& game, const std::string& date, const std::vector<std::string>& players,
                       const char* format = nullptr) {
  std::string path = dir.file("event.jkevent");
  jk::Database db = jk::open_event(path, jk::OpenMode::create_new);
  auto ev = db.prepare("INSERT INTO event (id, name, game, format, date, seed, created_at) VALUES (1, ?1, ?2, ?3, ?4, 7, '2015-08-01T00:00:00Z')");
  ev.bind(1, "テスト大会").bind(2, game).bind(4, date);
  if (format) ev.bind(3, format);
  else ev.bind_null(3);
  ev.run();
  for (const auto& p : players) {
    auto st = db.prepare("INSERT INTO players (name, name_key, created_at) VALUES (?1, ?2, '2015-08-01T00:00:00Z')");
    st.bind(1, p).bind(2, jk::name_key(p));
    st.run();
  }
  return path;
}

long long scalar(const std::string& path, const char* sql) {
  jk::Database db = jk::open_event(path, jk::OpenMode::existing);
  auto st = db.prepare(sql);
  st.step();
  return st.int64(0);
}

std::string text_of(const std::string& path, const char* sql) {
  jk::Database db = jk::open_event(path, jk::OpenMode::existing);
  auto st = db.prepare(sql);
  return st.step() ? st.text(0) : std::string();
}

// Two E0043: legal before 2015-08-06, illegal from then on.
const char* kTwoE0043 =
    "4 日本株\n4 定期預金\n4 日本国債\n3 新興国株\n4 振り込め詐欺\n2 国家財政破綻\n2 投資信託\n4 巨大災害\n4 産業の空洞化\n4 年金未納問題\n4 相場操縦\n4 預金利息\n4 保障停止\n3 生命保険\n";

}  // namespace

TEST_CASE("deck register: by name or id, judged on the event's date, stored with its report", "[event]") {
  isolate_environment();
  jk::test::TempDir dir;
  std::string ev = make_event(dir, "economica", "2015-08-06", {"佐藤 花子", "鈴木 一郎"});
  jk::test::write_file(dir.file("legal.txt"), kLegal);
  jk::test::write_file(dir.file("e0043.txt"), kTwoE0043);

  auto a = judgekit({"deck", "register", "--event", ev, "--cards", kCards, "佐藤花子", dir.file("legal.txt")});
  CHECK(a.exit_code == 0);
  CHECK(a.out.find("registered as deck 1 for 佐藤 花子 (player 1)") != std::string::npos);

  // The event is on 2015-08-06: two E0043 are illegal; the list is stored all the same, exit 1.
  auto b = judgekit({"deck", "register", "--event", ev, "--cards", kCards, "2", dir.file("e0043.txt")});
  CHECK(b.exit_code == 1);
  CHECK(b.out.find(":7: error: 投資信託 (E0043) ×2, at most 1 [economica 3-3; revised 2015-08-05, in force from 2015-08-06]") != std::string::npos);
  CHECK(scalar(ev, "SELECT count(*) FROM decks") == 2);
  CHECK(text_of(ev, "SELECT verdict FROM decks WHERE id = 2") == "illegal");
  CHECK(text_of(ev, "SELECT checked_date FROM decks WHERE id = 2") == "2015-08-06");
  CHECK(text_of(ev, "SELECT source_text FROM decks WHERE id = 2") == kTwoE0043);
  auto report = nlohmann::json::parse(text_of(ev, "SELECT report FROM decks WHERE id = 2"));
  CHECK(report["verdict"] == "illegal");
  CHECK(report["game"] == "economica");
  CHECK(report["format"] == "official");  // the pack's default: the event names none
  CHECK(report["date"] == "2015-08-06");
  CHECK(report["cards"][6]["number"] == "E0043/V1SM");
  CHECK(report["cards"][6]["line"] == 7);
  CHECK(report["cards"][6]["part"] == "main");
  CHECK(report["diagnostics"][0]["rule"] == "e0043-limit");
  CHECK(report["diagnostics"][0]["limit"] == 1);
  CHECK(report["summary"] == "illegal: 1 error, 0 warnings");
  // Audit log: the command as typed.
  CHECK(text_of(ev, "SELECT command FROM audit_log WHERE entity = 'decks' ORDER BY id DESC LIMIT 1").find("judgekit deck register --event") == 0);

  // Re-registration: the old list is superseded, in the same transaction.
  auto c = judgekit({"deck", "register", "--event", ev, "--cards", kCards, "鈴木 一郎", dir.file("legal.txt")});
  CHECK(c.exit_code == 0);
  CHECK(c.out.find("registered as deck 3 for 鈴木 一郎 (player 2); replaces deck 2") != std::string::npos);
  CHECK(scalar(ev, "SELECT superseded_by FROM decks WHERE id = 2") == 3);
  CHECK(scalar(ev, "SELECT count(*) FROM decks WHERE superseded_by IS NULL") == 2);
}

TEST_CASE("deck register: bad input stores nothing and exits 2", "[event][bad-input]") {
  isolate_environment();
  jk::test::TempDir dir;
  std::string ev = make_event(dir, "economica", "2015-08-08", {"佐藤 花子", "佐藤 花子", "田中"});
  jk::test::write_file(dir.file("legal.txt"), kLegal);
  jk::test::write_file(dir.file("bad.txt"), "4 日本株\n0 定期預金\n");

  auto bad = judgekit({"deck", "register", "--event", ev, "--cards", kCards, "田中", dir.file("bad.txt")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.out.find(":2: error: count 0 for '定期預金'") != std::string::npos);
  CHECK(bad.err.find("nothing registered for 田中") != std::string::npos);
  auto ambiguous = judgekit({"deck", "register", "--event", ev, "--cards", kCards, "佐藤 花子", dir.file("legal.txt")});
  CHECK(ambiguous.exit_code == 2);
  CHECK(ambiguous.err == "judgekit: player '佐藤 花子' is ambiguous: 1 佐藤 花子, 2 佐藤 花子; give the id\n");
  auto unknown = judgekit({"deck", "register", "--event", ev, "--cards", kCards, "山田", dir.file("legal.txt")});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("no player '山田' in the event") != std::string::npos);
  auto no_file = judgekit({"deck", "register", "--event", ev, "--cards", kCards, "3", dir.file("none.txt")});
  CHECK(no_file.exit_code == 2);
  CHECK(scalar(ev, "SELECT count(*) FROM decks") == 0);
  auto no_event = judgekit({"deck", "register", "--event", dir.file("none.jkevent"), "1", dir.file("legal.txt")});
  CHECK(no_event.exit_code == 2);
}

TEST_CASE("deck list: legal, illegal and missing per player", "[event]") {
  isolate_environment();
  jk::test::TempDir dir;
  std::string ev = make_event(dir, "economica", "2015-08-08", {"佐藤 花子", "鈴木 一郎", "田中 次郎"});
  jk::test::write_file(dir.file("legal.txt"), kLegal);
  jk::test::write_file(dir.file("e0043.txt"), kTwoE0043);
  REQUIRE(judgekit({"deck", "register", "--event", ev, "--cards", kCards, "1", dir.file("legal.txt")}).exit_code == 0);
  REQUIRE(judgekit({"deck", "register", "--event", ev, "--cards", kCards, "2", dir.file("e0043.txt")}).exit_code == 1);
  auto missing = nlohmann::json::parse(judgekit({"deck", "list", "--event", ev, "--json"}).out);
  CHECK(missing[2]["verdict"] == "missing");
  CHECK(missing[2]["deck_id"].is_null());
  auto list = judgekit({"deck", "list", "--event", ev});
  CHECK(list.exit_code == 0);
  CHECK(list.out.find("3 players: 1 legal, 1 illegal, 0 unverified, 1 missing") != std::string::npos);
  // Without the organiser's list the costs are unknown: stored as unverified, exit 1.
  auto unverified = judgekit({"deck", "register", "--event", ev, "3", dir.file("legal.txt")});
  CHECK(unverified.exit_code == 1);
  CHECK(text_of(ev, "SELECT verdict FROM decks WHERE player_id = 3") == "unverified");
  CHECK(judgekit({"deck", "list", "--event", ev}).out.find("3 players: 1 legal, 1 illegal, 1 unverified, 0 missing") != std::string::npos);
  auto json = nlohmann::json::parse(judgekit({"deck", "list", "--event", ev, "--json"}).out);
  REQUIRE(json.size() == 3);
  CHECK(json[0]["verdict"] == "legal");
  CHECK(json[1]["verdict"] == "illegal");
  CHECK(json[1]["summary"] == "illegal: 1 error, 0 warnings");
  CHECK(json[2]["verdict"] == "unverified");
  CHECK(json[2]["summary"] == "unverified: 0 errors, 0 warnings, 1 unverified");
  // The findings in columns; words from the stored findings, not from the English summary kept
  // beside them: a summary edited by hand changes nothing a reader sees.
  {
    jk::Database db = jk::open_event(ev, jk::OpenMode::write);
    db.exec("UPDATE decks SET report = json_set(report, '$.summary', 'garbage') WHERE player_id = 2");
  }
  CHECK(nlohmann::json::parse(judgekit({"deck", "list", "--event", ev, "--json"}).out)[1]["summary"] == "illegal: 1 error, 0 warnings");
  const std::string table = judgekit({"deck", "list", "--event", ev}).out;
  CHECK(table.find("verdict     errors  warnings  unverified  file") != std::string::npos);
  CHECK(table.find("illegal          1         0           0  ") != std::string::npos);
  CHECK(table.find("garbage") == std::string::npos);
  CHECK(judgekit({"--lang", "ja", "deck", "show", "--event", ev, "2"}).out.find("判定: 不適正: エラー1件、警告0件\n") != std::string::npos);
}

TEST_CASE("deck override: SCP 100.2e overrides are validated, listed, applied, shown and removable", "[event][override]") {
  isolate_environment();
  jk::test::TempDir dir;
  std::string ev = make_event(dir, "scp-tcg-jp-j", "2024-05-01", {"山田"});
  const std::string cards = JK_FIXTURES "/decklint/scp-cards.csv";
  // S04 and S21 share a name.
  jk::test::write_file(dir.file("sb.txt"), "1 S01\n1 S02\n1 S03\n1 S04\n1 S05\n1 S06\n1 S21\n1 E01\n1 E02\n1 E03\n1 E04\n1 K01\n1 K02\n1 P01\n1 T01\n1 I01\n");
  CHECK(judgekit({"deck", "check", "--event", ev, "--cards", cards, dir.file("sb.txt")}).exit_code == 1);

  auto none = judgekit({"deck", "override", "--event", ev});
  CHECK(none.out == "no overrides: the event plays the format as published\n");
  auto bad = judgekit({"deck", "override", "--event", ev, "--xml", "<change rule=\"nope\" max=\"2\"/>", "--reason", "x"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("rule 'nope', which is not among the rules in force (sb-size, copies,") != std::string::npos);
  auto no_reason = judgekit({"deck", "override", "--event", ev, "--xml", "<change rule=\"copies\" max=\"2\"/>"});
  CHECK(no_reason.exit_code == 2);
  auto malformed = judgekit({"deck", "override", "--event", ev, "--xml", "<change rule=\"copies\" max=\"2\"", "--reason", "x"});
  CHECK(malformed.exit_code == 2);
  CHECK(text_of(ev, "SELECT settings FROM event") == "{}");

  auto add = judgekit({"deck", "override", "--event", ev, "--xml", "<change rule=\"copies\" max=\"2\"/>", "--reason", "同名2枚まで"});
  CHECK(add.exit_code == 0);
  CHECK(add.out == "added override 1: <change rule=\"copies\" max=\"2\"/> (同名2枚まで)\n");
  auto settings = nlohmann::json::parse(text_of(ev, "SELECT settings FROM event"));
  CHECK(settings["overrides"][0]["xml"] == "<change rule=\"copies\" max=\"2\"/>");
  CHECK(settings["overrides"][0]["reason"] == "同名2枚まで");

  CHECK(judgekit({"deck", "check", "--event", ev, "--cards", cards, dir.file("sb.txt")}).exit_code == 0);
  auto reg = judgekit({"deck", "register", "--event", ev, "--cards", cards, "--json", "山田", dir.file("sb.txt")});
  CHECK(reg.exit_code == 0);
  auto rj = nlohmann::json::parse(reg.out);
  CHECK(rj["report"]["overrides"][0]["reason"] == "同名2枚まで");

  auto rules = judgekit({"deck", "rules", "--event", ev});
  CHECK(rules.exit_code == 0);
  CHECK(rules.out.find("copies         * copies per card name: at most 2") != std::string::npos);
  CHECK(rules.out.find("[scp-tcg-jp-j 100.2a; event override: 同名2枚まで]") != std::string::npos);
  auto rjs = nlohmann::json::parse(judgekit({"deck", "rules", "--event", ev, "--json"}).out);
  CHECK(rjs["rules"][1]["id"] == "copies");
  CHECK(rjs["rules"][1]["event"]["change"] == "changed");
  CHECK(rjs["rules"][0]["event"].is_null());

  REQUIRE(judgekit({"deck", "override", "--event", ev, "--xml", "<remove rule=\"partner\"/>", "--reason", "パートナー不要"}).exit_code == 0);
  auto lifted = nlohmann::json::parse(judgekit({"deck", "rules", "--event", ev, "--json"}).out);
  CHECK(lifted["lifted"][0]["id"] == "partner");
  auto listed = judgekit({"deck", "override", "--event", ev, "--json"});
  CHECK(nlohmann::json::parse(listed.out).size() == 2);

  CHECK(judgekit({"deck", "override", "--event", ev, "--remove", "3"}).exit_code == 2);
  auto removed = judgekit({"deck", "override", "--event", ev, "--remove", "1"});
  CHECK(removed.exit_code == 0);
  CHECK(removed.out == "removed override 1: <change rule=\"copies\" max=\"2\"/>\n");
  CHECK(judgekit({"deck", "check", "--event", ev, "--cards", cards, dir.file("sb.txt")}).exit_code == 1);
  CHECK(scalar(ev, "SELECT count(*) FROM audit_log WHERE entity = 'event' AND action = 'update'") == 3);
}
