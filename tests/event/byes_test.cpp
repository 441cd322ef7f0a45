// A bye scores as the match structure's win and a missed round as its loss (docs/events.md,
// "Byes and missed rounds"): at the boundaries of best of 1 and best of 3, in the game-win % with
// its floor, in an export from an older judgekit, and in an event file migrated to schema 5.
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "event_file.hpp"
#include "pack.hpp"
#include "file_hash.hpp"
#include "match_pack.hpp"
#include "run.hpp"
#include "schema_13.hpp"
#include "sqlite.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::sha;
using nlohmann::json;

namespace {

// A new event of `game` with `n` players (P1, P2, …) and round 1 paired.
std::string event_with_round(TempDir& dir, const std::string& game, int n) {
  std::string e = dir.file(game + ".jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", game, "--name", "不戦勝", "--date", "2026-04-12", "--seed", "3"}).exit_code == 0);
  std::vector<std::string> add = {"player", "add", "--event", e};
  for (int i = 1; i <= n; ++i) add.push_back("P" + std::to_string(i));
  REQUIRE(judgekit(add).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  return e;
}

// The games of each bye's seat in the export: {won, lost}.
std::vector<std::pair<int, int>> bye_games(const std::string& e) {
  auto r = judgekit({"event", "export", "--event", e});
  REQUIRE(r.exit_code == 0);
  std::vector<std::pair<int, int>> out;
  const json state = json::parse(r.out);
  for (const auto& round : state["rounds"])
    for (const auto& m : round["matches"])
      if (m["bye"].get<bool>()) out.push_back({m["result"]["seats"][0]["games_won"].get<int>(), m["result"]["seats"][0]["games_lost"].get<int>()});
  return out;
}

json standings(const std::string& e) {
  auto r = judgekit({"standings", "--event", e, "--json"});
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

const json& row(const json& s, const std::string& name) {
  for (const auto& r : s)
    if (r["name"] == name) return r;
  FAIL("no row for " << name);
  return s;
}

std::string worked_example() { return JK_SOURCE_DIR "/docs/examples/byes-event.json"; }


// The file as a schema-4 judgekit left it: byes stored 2-0 whatever the structure. (Schema 5
// changed no table, so a current file marked version 4 is what the older build wrote.)
void make_schema_4(const std::string& e) {
  jk::Database raw(e, false);
  raw.exec("UPDATE seat_results SET games_won = 2 WHERE match_id IN (SELECT match_id FROM results WHERE kind = 'bye')");
  // What later versions added goes too, so the file is what version 4 wrote (6: the secret's copy
  // and the round salts; 7: the phones' seat claims and which report was proven).
  raw.exec("DROP TABLE seat_claims");
  for (const char* t : {"insert", "update", "delete"}) raw.exec(("DROP TRIGGER audit_table_reports_" + std::string(t)).c_str());  // rebuilt on upgrade
  raw.exec("ALTER TABLE table_reports DROP COLUMN proven");
  raw.exec("DROP TRIGGER rounds_unpaired_salt");
  raw.exec("DROP TABLE round_salts");
  raw.exec("ALTER TABLE event_secret DROP COLUMN secret_copy");
  // 9: the event's structure, the players' seed and group (the audit triggers name every column;
  // the upgrade writes them again).
  for (const char* t : {"event", "players"})
    for (const char* op : {"insert", "update", "delete"}) raw.exec(("DROP TRIGGER audit_" + std::string(t) + "_" + op).c_str());
  raw.exec("ALTER TABLE event DROP COLUMN structure");
  // 11: teams, their members and the event's team size.
  for (const char* t : {"teams", "team_members"})
    for (const char* op : {"insert", "update", "delete"}) raw.exec(("DROP TRIGGER audit_" + std::string(t) + "_" + op).c_str());
  raw.exec("DROP TABLE team_members; DROP TABLE teams; ALTER TABLE event DROP COLUMN team_size");
  raw.exec("ALTER TABLE players DROP COLUMN seed");
  raw.exec("ALTER TABLE players DROP COLUMN group_number");
  // 8: check-in and fixed tables, awarded byes, restrictions, registrations, the card list (the
  // players' audit triggers name the columns; the migration rebuilds them).
  raw.exec("DROP TABLE awarded_byes; DROP TABLE pairing_avoids; DROP TABLE registrations; DROP TABLE event_cards");
  raw.exec("ALTER TABLE players DROP COLUMN checked_in_at; ALTER TABLE players DROP COLUMN fixed_table");
  // 12: each round's length (the rounds' audit triggers name it).
  for (const char* op : {"insert", "update", "delete"}) raw.exec(("DROP TRIGGER audit_rounds_" + std::string(op)).c_str());
  raw.exec("ALTER TABLE rounds DROP COLUMN best_of");
  jk::test::back_to_schema_13(raw);  // 14: the change's time in the command context
  raw.exec("PRAGMA user_version = 4");
}

}  // namespace

TEST_CASE("packs: a bye is the structure's win, 1-0 in best of 1 and 2-0 in best of 3; bye-games cannot say otherwise") {
  const std::string games = jk::games_dir();
  CHECK(jk::load_game(games, "economica").match.bye_games_won == 1);  // best of 1
  CHECK(jk::load_game(games, "scp-tcg-jp-j").match.bye_games_won == 2);  // best of 3
  for (const auto& g : jk::load_all_games(games)) {
    INFO(g.id);
    CHECK(g.match.bye_games_won == g.match.wins_needed());
    CHECK(g.match.bye_games_lost == 0);
  }
  TempDir dir;
  auto pack = [&](const std::string& match) { return jk::test::match_pack(dir, match); };
  CHECK(jk::load_game_file(pack(R"(<match players="2" best-of="3" draws="true" win="3" draw="1" loss="0" bye-games="2-0"/>)")).match.bye_games_won == 2);
  CHECK(jk::test::error_of([&] { jk::load_game_file(pack(R"(<match players="2" best-of="1" draws="true" win="3" draw="1" loss="0" bye-games="2-0"/>)")); })
            .find("game.xml:5: bye-games=\"2-0\": a bye scores as the match's win, 1-0 in a best of 1; leave bye-games out") != std::string::npos);
  CHECK(jk::test::error_of([&] { jk::load_game_file(pack(R"(<match players="2" best-of="3" draws="true" win="3" draw="1" loss="0" bye-games="2-1"/>)")); })
            .find("2-0 in a best of 3") != std::string::npos);
  auto show = judgekit({"games", "show", "economica", "--json"});
  CHECK(show.out.find("\"bye_games\": \"1-0\"") != std::string::npos);
}

TEST_CASE("a bye in a new round: 1-0 in best of 1 (Economica), 2-0 in best of 3 (SCP), as typing the win would give") {
  TempDir dir;
  std::string eco = event_with_round(dir, "economica", 3);
  CHECK(bye_games(eco) == std::vector<std::pair<int, int>>{{1, 0}});
  // The bye's games are exactly what `result TABLE 1-0` gives a winner; 2-0 is no Economica score.
  auto typed = judgekit({"result", "--event", eco, "1", "2-0"});
  CHECK(typed.exit_code == 2);
  CHECK(typed.err.find("2-0-0 is not a possible score in a best-of-1 match") != std::string::npos);
  std::string scp = event_with_round(dir, "scp-tcg-jp-j", 3);
  CHECK(bye_games(scp) == std::vector<std::pair<int, int>>{{2, 0}});
}

TEST_CASE("the worked example: byes and a late entry's missed round in best of 1, GW% with the floor (docs/events.md)") {
  // Economica, best of 1, 3/1/0, floors 0.33. E has the round-1 bye and loses rounds 2-4; F joins
  // in round 2 (round 1 missed: a loss, 0-1 in games), then W, L, W.
  //   E: games 1-0 (bye), 0-1, 0-1, 0-1: 3 game points of 12 = 0.25, raised to the floor 0.33
  //      (a 2-0 bye made it 6 of 15 = 0.40).
  //   F: games 0-1 (missed), 1-0, 0-1, 1-0: 6 of 12 = 0.50 (a 0-2 missed round made it 6 of 15 = 0.40).
  // In best of 1 a game is a match, so every GW% equals the match-win % (floored), and OGW% = OMW%.
  TempDir dir;
  std::string e = dir.file("b.jkevent");
  REQUIRE(judgekit({"event", "import", e, worked_example()}).exit_code == 0);
  json s = standings(e);
  std::vector<std::string> order;
  for (const auto& r : s) order.push_back(r["name"]);
  CHECK(order == std::vector<std::string>{"A", "C", "B", "F", "E", "D"});
  struct Want {
    const char* name;
    int points, rounds;
    double omw, gw;
  };
  for (Want w : {Want{"A", 12, 4, .52, 1.0}, Want{"C", 9, 4, .54, .75}, Want{"B", 6, 4, .6025, .5}, Want{"F", 6, 4, .5533, .5},
                 Want{"E", 3, 4, .5833, .33}, Want{"D", 0, 4, .6875, .33}}) {
    INFO(w.name);
    const json& r = row(s, w.name);
    CHECK(r["points"] == w.points);
    CHECK(r["rounds"] == w.rounds);
    CHECK(r["tiebreakers"]["omw"].get<double>() == Approx(w.omw).margin(1e-9));
    CHECK(r["tiebreakers"]["gw"].get<double>() == Approx(w.gw).margin(1e-9));
    CHECK(r["tiebreakers"]["ogw"].get<double>() == Approx(w.omw).margin(1e-9));
  }
}

TEST_CASE("an export from an older judgekit (byes 2-0 in best of 1) imports with its byes as the structure's win") {
  TempDir dir;
  json state = json::parse(jk::test::read_file(worked_example()));
  for (auto& m : state["rounds"][0]["matches"])
    if (m["bye"].get<bool>()) m["result"]["seats"][0]["games_won"] = 2;
  jk::test::write_file(dir.file("old.json"), state.dump());
  std::string e = dir.file("old.jkevent");
  REQUIRE(judgekit({"event", "import", e, dir.file("old.json")}).exit_code == 0);
  CHECK(bye_games(e) == std::vector<std::pair<int, int>>{{1, 0}});
  CHECK(row(standings(e), "E")["tiebreakers"]["gw"].get<double>() == Approx(.33).margin(1e-9));  // not 0.40
}

TEST_CASE("schema 5 migrates a file's stored byes to the structure's win, and the bye a penalty keeps to put back") {
  TempDir dir, dir2;
  std::string e = event_with_round(dir, "economica", 3);
  make_schema_4(e);
  CHECK(bye_games(e) == std::vector<std::pair<int, int>>{{1, 0}});  // a read migrates a copy, never the file
  {
    jk::Database raw(e, false);
    auto st = raw.prepare("SELECT games_won FROM seat_results WHERE match_id IN (SELECT match_id FROM results WHERE kind = 'bye')");
    REQUIRE(st.step());
    CHECK(st.integer(0) == 2);
  }
  auto upgraded = judgekit({"event", "upgrade", e});
  CHECK(upgraded.exit_code == 0);
  CHECK(upgraded.out.find("from schema version 4 to " + std::to_string(jk::latest_schema_version())) != std::string::npos);
  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    auto st = db.prepare("SELECT sr.games_won, sr.games_lost FROM seat_results sr JOIN results r ON r.match_id = sr.match_id WHERE r.kind = 'bye'");
    REQUIRE(st.step());
    CHECK(st.integer(0) == 1);
    CHECK(st.integer(1) == 0);
    auto audit = db.prepare("SELECT count(*) FROM audit_log WHERE command LIKE 'migration 5%' AND entity = 'seat_results'");
    audit.step();
    CHECK(audit.integer(0) == 1);  // the rescoring is in the audit log under the migration
  }
  // A match loss on a bye keeps the bye (2-0 in the older file) to put back when it is voided.
  std::string p = event_with_round(dir2, "economica", 3);
  auto show = json::parse(judgekit({"round", "show", "--event", p, "--json"}).out);
  std::string bye_player;
  for (const auto& t : show["tables"])
    if (t["bye"].get<bool>()) bye_player = std::to_string(t["players"][0]["id"].get<int>());
  REQUIRE(judgekit({"penalty", "add", "--event", p, bye_player, "--infraction", "6-1", "--penalty", "match-loss"}).exit_code == 0);
  CHECK(bye_games(p) == std::vector<std::pair<int, int>>{{0, 0}});  // the bye lost
  {
    jk::Database raw(p, false);
    raw.exec("UPDATE penalties SET undo = json_set(undo, '$.result.seats[0].games_won', 2)");
  }
  make_schema_4(p);
  REQUIRE(judgekit({"event", "upgrade", p}).exit_code == 0);
  REQUIRE(judgekit({"penalty", "void", "--event", p, "1", "--reason", "wrong player"}).exit_code == 0);
  CHECK(bye_games(p) == std::vector<std::pair<int, int>>{{1, 0}});
}

TEST_CASE("schema 5 without the game's pack: refused with the way out, the file untouched; a file without byes needs no pack") {
  TempDir dir;
  TempDir no_packs;
  std::string e = event_with_round(dir, "economica", 3);
  make_schema_4(e);
  const std::string before = sha(e);
  auto refused = jk::test::run({"env", "JUDGEKIT_GAMES=" + no_packs.path, JK_BINARY, "event", "upgrade", e});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find(e + ": schema version 5 scores the event's byes (1) as the match structure's win, but the pack of its game 'economica' "
                             "cannot be read (") != std::string::npos);
  CHECK(refused.err.find("set JUDGEKIT_GAMES to the folder of the game packs and try again; nothing was changed") != std::string::npos);
  CHECK(sha(e) == before);
  // Without a bye there is nothing to rescore: the upgrade needs no pack.
  std::string plain = event_with_round(dir, "scp-tcg-jp-j", 2);
  make_schema_4(plain);
  auto ok = jk::test::run({"env", "JUDGEKIT_GAMES=" + no_packs.path, JK_BINARY, "event", "upgrade", plain});
  CHECK(ok.exit_code == 0);
}
