// Access for the phones (issue 14): judges' tokens, players' and tables' codes, results reported
// from the table by both players. The CLI where a person types it, the event library where the web
// server will call it.
#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "access.hpp"
#include "event_file.hpp"
#include "migrations.hpp"
#include "result_line.hpp"
#include "cli_json.hpp"
#include "scalar.hpp"
#include "run.hpp"
#include "schema_13.hpp"
#include "sqlite.hpp"
#include "table_reports.hpp"

using jk::test::judgekit;
using jk::test::round_json;
using jk::test::TempDir;
using nlohmann::json;
namespace ev = jk::event;

namespace {

std::string make_phone_event(TempDir& dir, const std::vector<std::string>& extra = {}, const std::string& file = "e.jkevent") {
  std::string e = dir.file(file);
  std::vector<std::string> create = {"event", "create", e, "--game", "economica", "--name", "電話の大会", "--date", "2015-08-08", "--seed", "4"};
  create.insert(create.end(), extra.begin(), extra.end());
  REQUIRE(judgekit(create).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "甲", "乙", "丙", "丁"}).exit_code == 0);
  return e;
}

// The players of a table, in seat order, from `round show --json`.
std::vector<std::int64_t> seated(const std::string& e, int table) {
  const json shown = round_json(e);  // kept: a loop over a temporary's member would dangle
  for (const auto& t : shown["tables"])
    if (t["table"] == table) {
      std::vector<std::int64_t> ids;
      for (const auto& p : t["players"]) ids.push_back(p["id"].get<std::int64_t>());
      return ids;
    }
  FAIL("no table " << table);
  return {};
}

std::string result_at(const std::string& e, int table) {
  const json shown = round_json(e);
  for (const auto& t : shown["tables"])
    if (t["table"] == table) return jk::test::result_line(t);
  return "?";
}

// A report with the player's own code (ReportProof::player_code), or with the slip's from `phone`.
ev::TableReportOutcome report(const std::string& e, int table, std::int64_t who, ev::TableClaim claim, int round = 1, const std::string& phone = "") {
  jk::Database db = jk::open_event(e, jk::OpenMode::write);
  const auto proof = phone.empty() ? ev::ReportProof::player_code : ev::ReportProof::table_code;
  return ev::report_from_table(db, {round, table, who, claim, proof, phone}, {"web player " + std::to_string(who)});
}

ev::TableClaim wins(std::int64_t winner, std::string games = "") { return {false, false, winner, std::move(games), {}}; }

std::string secret_of(const std::string& out) {
  auto at = out.find("token=");
  REQUIRE(at != std::string::npos);
  return out.substr(at + 6, out.find('\n', at) - at - 6);
}

}  // namespace

TEST_CASE("serve token add/list/revoke: a 256-bit secret shown once, kept only as its hash, refused at once when revoked") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  auto add = judgekit({"serve", "token", "add", "--event", e, "--role", "judge", "--name", "田中", "--url", "http://192.168.1.10:8080/"});
  REQUIRE(add.exit_code == 0);
  CHECK(add.out.rfind("token #1 for judge 田中", 0) == 0);
  CHECK(add.out.find("http://192.168.1.10:8080/signin?token=") != std::string::npos);
  const std::string secret = secret_of(add.out);
  CHECK(secret.size() == 52);  // 256 bits in base32
  CHECK(jk::test::read_file(e).find(secret) == std::string::npos);
  CHECK(jk::test::read_file(e + "-wal").find(secret) == std::string::npos);

  auto second = judgekit({"serve", "token", "add", "--event", e, "--role", "organiser", "--name", "鈴木"});
  REQUIRE(second.exit_code == 0);
  CHECK(secret_of(second.out) != secret);

  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    auto t = ev::check_token(db, secret);
    REQUIRE(t);
    CHECK(t->role == ev::Role::judge);
    CHECK(t->name == "田中");
    std::string wrong = secret;
    wrong.back() = wrong.back() == 'A' ? 'B' : 'A';
    CHECK_FALSE(ev::check_token(db, wrong));
    CHECK_FALSE(ev::check_token(db, ""));
    CHECK_FALSE(ev::check_token(db, secret.substr(0, 51)));
    CHECK(ev::check_token(db, secret_of(second.out))->role == ev::Role::organiser);
  }
  auto list = judgekit({"serve", "token", "list", "--event", e});
  CHECK(list.exit_code == 0);
  CHECK(list.out.find("田中") != std::string::npos);
  CHECK(list.out.find(secret) == std::string::npos);

  auto revoke = judgekit({"serve", "token", "revoke", "--event", e, "1"});
  CHECK(revoke.exit_code == 0);
  CHECK(revoke.out == "revoked token #1 (judge 田中): its phone is signed out at once\n");
  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    CHECK_FALSE(ev::check_token(db, secret));
    CHECK(ev::check_token(db, secret_of(second.out)));  // the other token still works
  }
  auto again = judgekit({"serve", "token", "revoke", "--event", e, "1"});
  CHECK(again.exit_code == 2);
  CHECK(again.err.find("token #1 (田中) was already revoked") != std::string::npos);
  CHECK(judgekit({"serve", "token", "revoke", "--event", e, "9"}).exit_code == 2);

  const std::string before = jk::test::read_file(e);
  auto role = judgekit({"serve", "token", "add", "--event", e, "--role", "player", "--name", "x"});
  CHECK(role.exit_code == 2);
  CHECK(role.err.find("--role player: give judge or organiser") != std::string::npos);
  auto name = judgekit({"serve", "token", "add", "--event", e, "--role", "judge", "--name", "a\x1b[2Jb"});
  CHECK(name.exit_code == 2);
  CHECK(name.err.find("control character") != std::string::npos);
  CHECK(jk::test::read_file(e) == before);
}

TEST_CASE("player codes: stable, one per player, typed loosely, wrong ones refused; another event's code does not work") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  auto list = judgekit({"player", "list", "--event", e, "--json", "--codes"});
  REQUIRE(list.exit_code == 0);
  json players = json::parse(list.out);
  REQUIRE(players.size() == 4);
  std::string code1 = players[0]["code"];
  CHECK(code1.rfind("1-", 0) == 0);
  CHECK(code1.size() == 12);  // "1-" and 10 characters (50 bits)
  CHECK(json::parse(judgekit({"player", "list", "--event", e, "--json", "--codes"}).out)[0]["code"] == code1);
  CHECK(json::parse(judgekit({"player", "list", "--event", e, "--json"}).out)[0].count("code") == 0);
  auto text = judgekit({"player", "list", "--event", e, "--codes"});
  CHECK(text.out.find(code1) != std::string::npos);

  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  for (const auto& p : players) CHECK(ev::check_player_code(db, p["code"]) == p["id"].get<std::int64_t>());
  std::string lower = code1;
  for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  CHECK(ev::check_player_code(db, lower) == 1);
  std::string altered = code1;
  altered.back() = altered.back() == '0' ? '1' : '0';
  CHECK_FALSE(ev::check_player_code(db, altered));
  // Player 2's code body under player 1's number.
  std::string swapped = "1-" + players[1]["code"].get<std::string>().substr(2);
  CHECK_FALSE(ev::check_player_code(db, swapped));
  CHECK_FALSE(ev::check_player_code(db, "99-" + code1.substr(2)));
  CHECK_FALSE(ev::check_player_code(db, ""));
  CHECK_FALSE(ev::check_player_code(db, "-"));
  CHECK_FALSE(ev::check_player_code(db, std::string(500, '1')));

  std::string other = make_phone_event(dir, {}, "other.jkevent");
  jk::Database odb = jk::open_event(other, jk::OpenMode::read);
  CHECK(ev::player_code(odb, 1) != code1);  // each event has its own secret
  CHECK_FALSE(ev::check_player_code(odb, code1));
}

// libcrypto is opened by the first command that makes a code, not by every command: without it,
// codes are refused in one line that says what to install, and the rest of judgekit works.
TEST_CASE("codes without OpenSSL's libcrypto: one line naming it and what to install; other commands work") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  const std::string before = jk::test::read_file(e);
  setenv("JUDGEKIT_LIBCRYPTO", (dir.path + "/no-such-libcrypto.so.3").c_str(), 1);
  auto r = judgekit({"player", "list", "--event", e, "--codes", "--lang", "en"});
  auto standings = judgekit({"standings", "--event", e});
  unsetenv("JUDGEKIT_LIBCRYPTO");
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  INFO(r.err);
  CHECK(jk::test::has(r.err, "OpenSSL's libcrypto cannot be loaded ("));
  CHECK(jk::test::has(r.err, "no-such-libcrypto.so.3"));
  CHECK(jk::test::has(r.err, "; run scripts/setup (it installs libssl3)\n"));
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(standings.exit_code == 0);
  CHECK(jk::test::read_file(e) == before);
  CHECK(judgekit({"player", "list", "--event", e, "--codes"}).exit_code == 0);  // with the library
  // Another library in its place: opened, but without the function.
  setenv("JUDGEKIT_LIBCRYPTO", "libz.so.1", 1);
  auto other = judgekit({"player", "list", "--event", e, "--codes", "--lang", "en"});
  unsetenv("JUDGEKIT_LIBCRYPTO");
  CHECK(other.exit_code == 2);
  CHECK(jk::test::has(other.err, "OpenSSL's libcrypto lacks EVP_Digest; run scripts/setup (it installs libssl3)\n"));
  CHECK(jk::test::read_file(e) == before);
}

TEST_CASE("table codes: bound to the round, the table and its players; a swap or an unpair makes the old code useless") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  std::string t1, t2;
  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    t1 = ev::table_code(db, 1, 1);
    t2 = ev::table_code(db, 1, 2);
    CHECK(t1.rfind("R1-T1-", 0) == 0);
    CHECK(t1.size() == 16);
    auto at = ev::check_table_code(db, t1);
    REQUIRE(at);
    CHECK(at->round == 1);
    CHECK(at->table == 1);
    CHECK(ev::check_table_code(db, t2)->table == 2);
    CHECK_FALSE(ev::check_table_code(db, "R1-T2-" + t1.substr(6)));  // table 1's code cannot open table 2
    CHECK_FALSE(ev::check_table_code(db, "R2-T1-" + t1.substr(6)));
    CHECK_FALSE(ev::check_table_code(db, "R1-T1-"));
    // Typed without dashes or in lower case it is the same code (issue 24); one letter off is not.
    CHECK(ev::check_table_code(db, "R1T1" + t1.substr(6))->table == 1);
    std::string lower;
    for (char ch : t1) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    CHECK(ev::check_table_code(db, lower)->table == 1);
    CHECK_FALSE(ev::check_table_code(db, "R1T1" + t1.substr(6, 9)));
    CHECK_FALSE(ev::check_table_code(db, "R1T12" + t1.substr(6)));
    CHECK_FALSE(ev::check_table_code(db, "garbage"));
    CHECK_THROWS_WITH(ev::table_code(db, 1, 3), "round 1 has no table 3");
  }
  REQUIRE(judgekit({"pairing", "swap", "--event", e, "1", "2"}).exit_code == 0);
  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    CHECK_FALSE(ev::check_table_code(db, t1));
    CHECK(ev::check_table_code(db, ev::table_code(db, 1, 1)));
  }
}

TEST_CASE("both players report: equal reports record the result at once, in one transaction naming the player") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto t1 = seated(e, 1);
  auto first = report(e, 1, t1[0], wins(t1[1]));
  CHECK(first.status == ev::TableStatus::waiting);
  CHECK(first.text.str(jk::Lang::en) == "0-1-0");
  CHECK(result_at(e, 1) == "");
  // A player changes their report until it is recorded.
  CHECK(report(e, 1, t1[0], wins(t1[0])).status == ev::TableStatus::waiting);
  auto second = report(e, 1, t1[1], wins(t1[0], "1-0"));
  CHECK(second.status == ev::TableStatus::recorded);
  CHECK(result_at(e, 1) == "1-0-0");
  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    auto st = db.prepare("SELECT count(*) FROM audit_log WHERE entity = 'results' AND command = ?1");
    st.bind(1, "web player " + std::to_string(t1[1]));
    st.step();
    CHECK(st.integer(0) == 1);
    auto listed = ev::table_reports(db);
    REQUIRE(listed.size() == 2);
    CHECK(listed[0].status == ev::TableStatus::recorded);
    CHECK(listed[0].result_text.str(jk::Lang::en) == "1-0-0");
    CHECK(listed[1].status == ev::TableStatus::open);
  }
  // Recorded: a report now is refused; a judge changes it with `result --correct`.
  CHECK_THROWS_WITH(report(e, 1, t1[1], wins(t1[1])), Catch::Contains("already has its result (1-0-0); ask a judge"));
}

TEST_CASE("reports with the slip's code propose: recorded only when every player the result goes against used their own code") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto t1 = seated(e, 1), t2 = seated(e, 2);
  // Both seats from the slip (two phones): they agree, but nobody proved the loser's consent.
  CHECK(report(e, 1, t1[0], wins(t1[0]), 1, "phone-a").status == ev::TableStatus::waiting);
  CHECK(report(e, 1, t1[1], wins(t1[0]), 1, "phone-b").status == ev::TableStatus::unconfirmed);
  CHECK(result_at(e, 1) == "");
  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    const auto at = ev::table_reports_at(db, 1, 1);
    CHECK(at.to_confirm == std::vector<std::int64_t>{t1[1]});
    CHECK_FALSE(at.claims[0].proven);
    CHECK(ev::seat_held(db, 1, 1, "phone-a") == t1[0]);
    CHECK(ev::seat_held(db, 1, 1, "phone-b") == t1[1]);
    CHECK(ev::seat_held(db, 1, 1, "phone-c") == 0);
  }
  // One phone, one seat, in the file: phone-a cannot speak for the other seat; another phone cannot take phone-a's.
  CHECK_THROWS_WITH(report(e, 1, t1[1], wins(t1[0]), 1, "phone-a"), Catch::Contains("already reported for your opponent"));
  CHECK_THROWS_WITH(report(e, 1, t1[0], wins(t1[0]), 1, "phone-c"), Catch::Contains("Another phone already reported for this player"));
  // The winner's own code changes nothing: the loser's seat is still unproven.
  CHECK(report(e, 1, t1[0], wins(t1[0])).status == ev::TableStatus::unconfirmed);
  // The loser's own code records it.
  CHECK(report(e, 1, t1[1], wins(t1[0])).status == ev::TableStatus::recorded);
  CHECK(result_at(e, 1) == "1-0-0");
  // The loser confirmed with their own code first; the winner's slip report then agrees: recorded
  // (a forged "I won" hurts only the forger, who proved nothing).
  CHECK(report(e, 2, t2[1], wins(t2[0])).status == ev::TableStatus::waiting);
  CHECK_THROWS_WITH(report(e, 2, t2[1], wins(t2[1]), 1, "phone-d"), Catch::Contains("confirmed with their own code"));
  CHECK(report(e, 2, t2[0], wins(t2[0]), 1, "phone-e").status == ev::TableStatus::recorded);
  // A judge approves an unconfirmed table as an agreed one.
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto r2 = seated(e, 1);
  report(e, 1, r2[0], wins(r2[1]), 2, "phone-f");
  CHECK(report(e, 1, r2[1], wins(r2[1]), 2, "phone-g").status == ev::TableStatus::unconfirmed);
  jk::Database db = jk::open_event(e, jk::OpenMode::write);
  CHECK(ev::approve_table(db, 2, 1, {"judge"}).status == ev::TableStatus::recorded);
}

TEST_CASE("a batch of reports answers each taken report with its table as read back after the commit") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto t1 = seated(e, 1), t2 = seated(e, 2);
  jk::Database db = jk::open_event(e, jk::OpenMode::write);
  auto done = ev::report_from_tables(db, {{{1, 1, t1[0], wins(t1[0]), ev::ReportProof::player_code, ""}, {"web player a"}},
                                          {{1, 1, t1[1], wins(t1[0]), ev::ReportProof::player_code, ""}, {"web player b"}},     // agrees: recorded
                                          {{1, 2, t2[0], wins(t2[1]), ev::ReportProof::player_code, ""}, {"web player c"}},     // waits for the other
                                          {{1, 2, t1[0], wins(t1[0]), ev::ReportProof::player_code, ""}, {"web player d"}}});  // not seated there
  REQUIRE(done.size() == 4);
  CHECK(done[3].error.str(jk::Lang::en).find("does not sit at round 1 table 2") != std::string::npos);
  CHECK(done[3].table.players.empty());
  jk::Database reader = jk::open_event(e, jk::OpenMode::read);
  auto same = [&](const ev::TableReports& given, int table) {
    const ev::TableReports read = ev::table_reports_at(reader, 1, table);
    CHECK(given.round == read.round);
    CHECK(given.table == read.table);
    CHECK(given.players == read.players);
    CHECK(given.labels == read.labels);
    CHECK(given.status == read.status);
    CHECK(given.result_text.str(jk::Lang::en) == read.result_text.str(jk::Lang::en));
    REQUIRE(given.claims.size() == read.claims.size());
    for (std::size_t i = 0; i < read.claims.size(); ++i) {
      CHECK(given.claims[i].player == read.claims[i].player);
      CHECK(given.claims[i].says_text.str(jk::Lang::en) == read.claims[i].says_text.str(jk::Lang::en));
    }
  };
  // The second report of table 1 sees the result recorded; the first saw one report waiting.
  CHECK(done[0].table.status == ev::TableStatus::waiting);
  CHECK(done[0].table.claims.size() == 1);
  CHECK(done[1].table.status == ev::TableStatus::recorded);
  CHECK(done[1].table.result_text.str(jk::Lang::en) == "1-0-0");
  same(done[1].table, 1);
  CHECK(done[2].table.status == ev::TableStatus::waiting);
  same(done[2].table, 2);
}

TEST_CASE("different reports wait for a judge; `result` settles the table; a call for a judge shows") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto t1 = seated(e, 1), t2 = seated(e, 2);
  report(e, 1, t1[0], wins(t1[0]));
  CHECK(report(e, 1, t1[1], wins(t1[1])).status == ev::TableStatus::disagree);
  CHECK(result_at(e, 1) == "");
  CHECK(report(e, 2, t2[0], {true, false, 0, "", {}}).status == ev::TableStatus::judge_called);
  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    auto at = ev::table_reports_at(db, 1, 1);
    CHECK(at.status == ev::TableStatus::disagree);
    REQUIRE(at.claims.size() == 2);
    CHECK(at.claims[0].says_text.str(jk::Lang::en) == at.labels[0] + " wins 1-0-0");
    CHECK(at.claims[1].says_text.str(jk::Lang::en) == at.labels[1] + " wins 1-0-0");  // the winner's games first
    CHECK(ev::table_reports_at(db, 1, 2).claims.at(0).says_text.str(jk::Lang::en) == "needs a judge");
  }
  REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  CHECK(ev::table_reports_at(db, 1, 1).status == ev::TableStatus::recorded);
}

TEST_CASE("reports the match cannot have, from the wrong seat or for a closed round are refused and change nothing") {
  TempDir dir;
  std::string e = make_phone_event(dir);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto t1 = seated(e, 1), t2 = seated(e, 2);
  const std::string before = jk::test::read_file(e);
  // Economica has no draws and plays best of 1 (the pack's match structure).
  CHECK_THROWS_WITH(report(e, 1, t1[0], {false, true, 0, "", {}}), Catch::Contains("draw"));
  CHECK_THROWS_WITH(report(e, 1, t1[0], wins(t1[0], "2-0")), Catch::Contains("not a possible score"));
  CHECK_THROWS_WITH(report(e, 1, t1[0], wins(t1[0], "0-1")), Catch::Contains("the winner's games come first"));
  CHECK_THROWS_WITH(report(e, 1, t1[0], wins(t2[0])), Catch::Contains("one of the table's two players"));
  CHECK_THROWS_WITH(report(e, 1, t2[0], wins(t2[0])), Catch::Contains("does not sit at round 1 table 1"));
  CHECK_THROWS_WITH(report(e, 3, t1[0], wins(t1[0])), Catch::Contains("table 3"));
  CHECK(jk::test::read_file(e) == before);

  REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  CHECK_THROWS_WITH(report(e, 1, t1[0], wins(t1[0]), 1), Catch::Contains("round 1 is over"));
}

TEST_CASE("results_need_judge: equal reports wait for a judge's approval; nothing else can be approved") {
  TempDir dir;
  std::string e = make_phone_event(dir, {"--results-need-judge"});
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto t1 = seated(e, 1), t2 = seated(e, 2);
  report(e, 1, t1[0], wins(t1[1]));
  CHECK(report(e, 1, t1[1], wins(t1[1])).status == ev::TableStatus::agreed);
  CHECK(result_at(e, 1) == "");
  report(e, 2, t2[0], wins(t2[0]));
  jk::Database db = jk::open_event(e, jk::OpenMode::write);
  CHECK_THROWS_WITH(ev::approve_table(db, 1, 2, {"web judge 田中"}), Catch::Contains("nothing to approve (waiting)"));
  auto ok = ev::approve_table(db, 1, 1, {"web judge 田中"});
  CHECK(ok.status == ev::TableStatus::recorded);
  CHECK(ok.text.str(jk::Lang::en) == "0-1-0");
  CHECK(result_at(e, 1) == "0-1-0");
}

TEST_CASE("an event file from before codes: read commands say to upgrade it and leave it alone") {
  TempDir dir;
  std::string e = dir.file("old.jkevent");
  {
    jk::Database raw(e, true);
    raw.exec("PRAGMA journal_mode = WAL");
    for (const auto& m : jk::migrations())
      if (m.version <= 3) raw.exec(m.sql);
    raw.exec("PRAGMA user_version = 3");
    raw.exec("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, '古い大会', 'economica', '2015-08-08', 1, '2015-08-08T09:00:00Z')");
    raw.exec("INSERT INTO players (name, name_key, created_at) VALUES ('甲', '甲', '2015-08-08T09:00:00Z')");
  }
  const std::string before = jk::test::read_file(e);
  auto r = judgekit({"player", "list", "--event", e, "--codes"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("upgrade it first: `judgekit event upgrade " + e + "`") != std::string::npos);
  CHECK(jk::test::read_file(e) == before);
  REQUIRE(judgekit({"event", "upgrade", e}).exit_code == 0);
  CHECK(judgekit({"player", "list", "--event", e, "--codes"}).exit_code == 0);
}

TEST_CASE("an event file one schema behind but with its secret: read commands give the same codes, without upgrading it") {
  TempDir dir;
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "一つ前", "--date", "2015-08-08", "--seed", "2"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "甲", "乙"}).exit_code == 0);
  const std::string now = judgekit({"player", "list", "--event", e, "--codes"}).out;
  REQUIRE(now.find("-") != std::string::npos);
  {
    // Back to the schema before the latest migration (16: the mark of the open's scans): the
    // secret stays.
    jk::Database raw(e, true);
    jk::test::back_to_schema_15(raw);
    REQUIRE(jk::latest_schema_version() == 16);
    REQUIRE(jk::test::scalar(raw, "SELECT count(*) FROM pragma_table_info('command_context') WHERE name = 'checked_through'") == 0);
  }
  const std::string before = jk::test::read_file(e);
  auto r = judgekit({"player", "list", "--event", e, "--codes"});
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK(r.out == now);  // the file's own secret, read through the in-memory copy
  CHECK(jk::test::read_file(e) == before);  // a read leaves the file as it is
}
