// The event commands end to end through the judgekit binary: worked standings, results and their
// failure paths, drops and late entries, swaps, the cut, export/import, fault injection, and two
// terminals entering results at once.
#include <catch2/catch.hpp>

#include <map>

#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <set>
#include <thread>

#include "event.hpp"
#include "event_file.hpp"
#include "run.hpp"
#include "sqlite.hpp"
#include "standings.hpp"
#include "structures.hpp"

using jk::test::finish_round;
using jk::test::judgekit;
using jk::test::TempDir;
using nlohmann::json;

namespace {

json standings(const std::string& event) {
  auto r = judgekit({"standings", "--event", event, "--json"});
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

const json& row(const json& s, const std::string& name) {
  for (const auto& r : s)
    if (r["name"] == name) return r;
  FAIL("no standings row for " << name);
  return s;
}

std::string export_of(const std::string& event) {
  auto r = judgekit({"event", "export", "--event", event});
  REQUIRE(r.exit_code == 0);
  return r.out;
}

// A new event with `players` registered (names P1..Pn) and a fixed seed.
std::string new_event(const TempDir& dir, const std::string& game, int players, const std::string& extra_rounds = "") {
  std::string e = dir.file("e.jkevent");
  std::vector<std::string> args = {"event", "create", e, "--game", game, "--name", "test", "--date", "2026-04-12", "--seed", "7"};
  if (!extra_rounds.empty()) args.insert(args.end(), {"--rounds", extra_rounds});
  REQUIRE(judgekit(args).exit_code == 0);
  std::vector<std::string> add = {"player", "add", "--event", e};
  for (int i = 1; i <= players; ++i) add.push_back("P" + std::to_string(i));
  REQUIRE(judgekit(add).exit_code == 0);
  return e;
}

}  // namespace

TEST_CASE("standings: worked example with byes, draws, a late entry and a 0-3 drop (MTR appendix C)") {
  // scp-tcg-jp-j, best of 3, 3/1/0; G has the round-1 bye (2-0); H joins in round 2 (round 1
  // counts as a 0-2 loss); B loses all three rounds and drops.
  //   R1: A-B 2-0, C-D 1-1, E-F 1-2, G bye    R2: A-G 2-1, F-C 0-2, D-E 2-1, B-H 0-2
  //   R3: A-C 1-2, G-D 2-0, F-H 1-1-1, E-B 2-0
  // Match-win %: A 6/9, B 0/9, C 7/9, D 4/9, E 3/9, F 4/9, G 6/9, H 4/9.
  // Game-win % (3 per game won, 1 per game drawn, over 3 x games): A 15/24 = .6250,
  //   C 15/21 = .7143, D 9/21 = .4286, E 12/24 = .5000, F 10/24 = .4167, G 15/21 = .7143,
  //   H (0-2 missed, 2-0, 1-1-1) 10/21 = .4762, B 0/18 -> floor .33.
  // OMW% (opponents floored at .33, G's bye left out):
  //   A: (B .33 + G .6667 + C .7778) / 3 = .5915     G: (A .6667 + D .4444) / 2 = .5556
  //   C: (D .4444 + F .4444 + A .6667) / 3 = .5185   D: (C .7778 + E .3333 + G .6667) / 3 = .5926
  //   F: (E .3333 + C .7778 + H .4444) / 3 = .5185   H: (B .33 + F .4444) / 2 = .3872
  //   E: (F .4444 + D .4444 + B .33) / 3 = .4063     B: (A .6667 + H .4444 + E .3333) / 3 = .4815
  // OGW%: A (.33 + .7143 + .7143)/3 = .5862, G (.6250 + .4286)/2 = .5268, D (.7143 + .5 + .7143)/3 = .6429,
  //   F (.5 + .7143 + .4762)/3 = .5635, H (.33 + .4167)/2 = .3733, C (.4286 + .4167 + .625)/3 = .4901,
  //   E (.4167 + .4286 + .33)/3 = .3917, B (.625 + .4762 + .5)/3 = .5337.
  TempDir dir;
  std::string e = dir.file("w.jkevent");
  auto imp = judgekit({"event", "import", e, jk::test::fixture("pairing/worked_mtr.json")});
  REQUIRE(imp.exit_code == 0);
  json s = standings(e);
  std::vector<std::string> order;
  for (const auto& r : s) order.push_back(r["name"]);
  CHECK(order == std::vector<std::string>{"C", "A", "G", "D", "F", "H", "E", "B"});
  struct Want {
    const char* name;
    int points, w, l, d;
    double omw, gw, ogw;
  };
  for (Want want : {Want{"A", 6, 2, 1, 0, .5915, .6250, .5862}, Want{"B", 0, 0, 3, 0, .4815, .33, .5337}, Want{"C", 7, 2, 0, 1, .5185, .7143, .4901},
                    Want{"D", 4, 1, 1, 1, .5926, .4286, .6429}, Want{"E", 3, 1, 2, 0, .4063, .5, .3917}, Want{"F", 4, 1, 1, 1, .5185, .4167, .5635},
                    Want{"G", 6, 2, 1, 0, .5556, .7143, .5268}, Want{"H", 4, 1, 1, 1, .3872, .4762, .3733}}) {
    INFO(want.name);
    const json& r = row(s, want.name);
    CHECK(r["points"] == want.points);
    CHECK(r["wins"] == want.w);
    CHECK(r["losses"] == want.l);
    CHECK(r["draws"] == want.d);
    CHECK(r["tiebreakers"]["omw"].get<double>() == Approx(want.omw).margin(1e-9));
    CHECK(r["tiebreakers"]["gw"].get<double>() == Approx(want.gw).margin(1e-9));
    CHECK(r["tiebreakers"]["ogw"].get<double>() == Approx(want.ogw).margin(1e-9));
  }
  CHECK(row(s, "B")["dropped"] == true);
  CHECK(row(s, "G")["byes"] == 1);
  CHECK(row(s, "H")["rounds"] == 3);  // the missed round counts
  // Shown with 2 decimals, kept with 4 in CSV.
  auto text = judgekit({"standings", "--event", e});
  CHECK(text.out.find("   1  C                 7  2-0-1  0.52  0.71  0.49") != std::string::npos);
  CHECK(text.out.find("   2  A                 6  2-1-0  0.59  0.63  0.59") != std::string::npos);  // .6250 shows as 0.63
  CHECK(text.out.find("B (dropped)") != std::string::npos);
  auto csv = judgekit({"standings", "--event", e, "--csv"});
  CHECK(csv.out.find("2,1,A,,,6,2,1,0,0.5915,0.6250,0.5862,no") != std::string::npos);
}

TEST_CASE("standings: late entry losses are a setting") {
  TempDir dir;
  std::string e = dir.file("w.jkevent");
  std::string state = jk::test::read_file(jk::test::fixture("pairing/worked_mtr.json"));
  auto pos = state.find("\"late_entry_losses\": true");
  REQUIRE(pos != std::string::npos);
  state.replace(pos, 25, "\"late_entry_losses\": false");
  jk::test::write_file(dir.file("s.json"), state);
  REQUIRE(judgekit({"event", "import", e, dir.file("s.json")}).exit_code == 0);
  json s = standings(e);
  // H without the missed round: 4 points over 2 rounds = .6667; B's OMW uses it.
  CHECK(row(s, "H")["rounds"] == 2);
  CHECK(row(s, "H")["losses"] == 0);
  CHECK(row(s, "B")["tiebreakers"]["omw"].get<double>() == Approx((2.0 / 3 + 4.0 / 6 + 1.0 / 3) / 3).margin(1e-4));
}

TEST_CASE("standings: the alternative chain, opponents' win % floored at 0.25 and opponents' opponents' win %") {
  // imitation-world, best of 1. S drops after losing round 1 (counted over its 1 round: 0 -> .25).
  //   R1: P-Q 1-0, R-S 1-0, T bye    R2: P-R drawn, T-Q 1-0    R3: P-T 0-1, Q-R 1-0
  // Win %: P 4/9, Q 3/9, R 4/9, S 0/3, T 9/9.
  // OppW: P (Q .3333 + R .4444 + T 1)/3 = .5926, Q (P .4444 + T 1 + R .4444)/3 = .6296,
  //       R (S .25 + P .4444 + Q .3333)/3 = .3426, S (R .4444) = .4444, T (Q .3333 + P .4444)/2 = .3889
  // OOpW: P (.6296 + .3426 + .3889)/3 = .4537, Q (.5926 + .3889 + .3426)/3 = .4414,
  //       R (.4444 + .5926 + .6296)/3 = .5556, S (.3426) = .3426, T (.6296 + .5926)/2 = .6111
  TempDir dir;
  std::string e = dir.file("w.jkevent");
  REQUIRE(judgekit({"event", "import", e, jk::test::fixture("pairing/worked_oppw.json")}).exit_code == 0);
  json s = standings(e);
  std::vector<std::string> order;
  for (const auto& r : s) order.push_back(r["name"]);
  CHECK(order == std::vector<std::string>{"T", "P", "R", "Q", "S"});
  struct Want {
    const char* name;
    double oppw, oopw;
  };
  for (Want want : {Want{"P", .5926, .4537}, Want{"Q", .6296, .4414}, Want{"R", .3426, .5556}, Want{"S", .4444, .3426}, Want{"T", .3889, .6111}}) {
    INFO(want.name);
    CHECK(row(s, want.name)["tiebreakers"]["oppw"].get<double>() == Approx(want.oppw).margin(1e-9));
    CHECK(row(s, want.name)["tiebreakers"]["oopw"].get<double>() == Approx(want.oopw).margin(1e-9));
  }
}

TEST_CASE("results: the failure paths change nothing") {
  TempDir dir;
  std::string e = new_event(dir, "scp-tcg-jp-j", 8);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  std::string before = export_of(e);
  auto expect_refused = [&](std::vector<std::string> args, const std::string& says) {
    args.insert(args.begin(), {"result", "--event", e});
    auto r = judgekit(args);
    INFO(r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(says) != std::string::npos);
    CHECK(export_of(e) == before);
  };
  expect_refused({"9", "2-0"}, "round 1 has no table 9 (tables 1-4)");
  expect_refused({"0", "2-0"}, "has no table 0");
  expect_refused({"1", "3-0"}, "not a possible score in a best-of-3");   // one over the games needed
  expect_refused({"1", "2-2"}, "not a possible score");
  expect_refused({"1", "two-one"}, "is not a score");
  expect_refused({"1"}, "give the result");
  expect_refused({"1", "2-0", "--draw"}, "give only one of");
  expect_refused({"1", "--winner", "nobody"}, "no player 'nobody'");
  // Boundaries that are accepted: 2-1 (at the games needed), 1-0 (time called), 1-1-1 (a draw).
  REQUIRE(judgekit({"result", "--event", e, "1", "2-1"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "3", "1-1-1"}).exit_code == 0);
  // The same result again: nothing changes; a different one: refused without --correct.
  auto again = judgekit({"result", "--event", e, "1", "2-1"});
  CHECK(again.exit_code == 0);
  CHECK(again.out.find("already recorded") != std::string::npos);
  before = export_of(e);
  expect_refused({"1", "0-2"}, "already has a result (2-1-0); add --correct");
  auto corrected = judgekit({"result", "--event", e, "1", "0-2", "--correct"});
  CHECK(corrected.exit_code == 0);
  CHECK(corrected.out.find("corrected; was 2-1-0") != std::string::npos);
  // Closing the round: the next pairing closes it; a change then needs --correct.
  REQUIRE(judgekit({"result", "--event", e, "4", "2-0"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  before = export_of(e);
  expect_refused({"2", "0-1", "--round", "1"}, "round 1 is closed");
  // Round 2 was paired on round 1's results: a correction under it needs the judge's say-so.
  expect_refused({"2", "0-1", "--round", "1", "--correct"}, "were paired on its result; unpair the later rounds first");
  CHECK(judgekit({"result", "--event", e, "2", "0-1", "--round", "1", "--correct", "--keep-pairings"}).exit_code == 0);
  // The audit log keeps the previous value of every change, labelled with the command.
  jk::Database db(e, false);
  auto st = db.prepare("SELECT count(*) FROM audit_log WHERE entity = 'seat_results' AND action = 'delete' AND command LIKE '%--correct%' "
                       "AND json_extract(before, '$.games_won') IS NOT NULL");
  REQUIRE(st.step());
  CHECK(st.integer(0) == 4);  // two corrections, each replacing both seats' previous rows
}

TEST_CASE("results: a game without draws refuses them, citing the rules") {
  TempDir dir;
  std::string e = new_event(dir, "economica", 4);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto draw = judgekit({"result", "--event", e, "1", "--draw"});
  CHECK(draw.exit_code == 2);
  CHECK(draw.err.find("economica has no drawn games (2-5)") != std::string::npos);
  CHECK(judgekit({"result", "--event", e, "1", "0-0-1"}).exit_code == 2);
  CHECK(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  CHECK(judgekit({"result", "--event", e, "2", "2-0"}).exit_code == 2);  // best of 1
  CHECK(judgekit({"result", "--event", e, "2", "--double-loss"}).exit_code == 0);
}

TEST_CASE("results: --csv is all or nothing") {
  TempDir dir;
  std::string e = new_event(dir, "scp-tcg-jp-j", 8);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  std::string before = export_of(e);
  jk::test::write_file(dir.file("bad.csv"), "round,table,result\n1,1,2-0\n1,2,2-1\n1,7,2-0\n1,3,draw\n");
  auto bad = judgekit({"result", "--event", e, "--csv", dir.file("bad.csv")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("bad.csv:4: round 1 has no table 7") != std::string::npos);
  CHECK(export_of(e) == before);
  jk::test::write_file(dir.file("dup.csv"), "round,table,result\n1,1,2-0\n1,1,2-0\n");
  auto dup = judgekit({"result", "--event", e, "--csv", dir.file("dup.csv")});
  CHECK(dup.exit_code == 2);
  CHECK(dup.err.find("dup.csv:3: round 1 table 1 is given twice (line 2)") != std::string::npos);
  jk::test::write_file(dir.file("good.csv"), "round,table,result\n1,1,2-0\n1,2,2-1\n1,3,draw\n1,4,double-loss\n");
  auto good = judgekit({"result", "--event", e, "--csv", dir.file("good.csv")});
  CHECK(good.exit_code == 0);
  CHECK(good.out == "recorded 4 results from " + dir.file("good.csv") + "\n");
  CHECK(judgekit({"round", "pair", "--event", e}).exit_code == 0);
}

TEST_CASE("rounds: refuses to pair while results are missing; unpair only without results") {
  TempDir dir;
  std::string e = new_event(dir, "imitation-world", 5);
  CHECK(judgekit({"round", "unpair", "--event", e}).exit_code == 2);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto refused = judgekit({"round", "pair", "--event", e});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("round 1 still lacks 2 results (tables 1, 2)") != std::string::npos);
  auto unpair = judgekit({"round", "unpair", "--event", e});
  CHECK(unpair.exit_code == 0);
  CHECK(json::parse(export_of(e))["rounds"].empty());
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  auto late = judgekit({"round", "unpair", "--event", e});
  CHECK(late.exit_code == 2);
  CHECK(late.err.find("has results") != std::string::npos);
}

TEST_CASE("players: drops are never paired; late entries join with losses; names resolve") {
  TempDir dir;
  std::string e = new_event(dir, "imitation-world", 6, "4");
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  finish_round(e);
  auto drop = judgekit({"player", "drop", "--event", e, "p3"});  // names fold: p3 = P3
  CHECK(drop.exit_code == 0);
  CHECK(drop.out.find("dropped P3 (id 3) after round 1; not paired from round 2") != std::string::npos);
  CHECK(judgekit({"player", "add", "--event", e, "Late"}).exit_code == 2);  // the event started
  auto late = judgekit({"player", "late-add", "--event", e, "Late Comer"});
  CHECK(late.exit_code == 0);
  CHECK(late.out.find("joining in round 2 with a loss for each round missed (1)") != std::string::npos);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto round2 = json::parse(judgekit({"round", "show", "--event", e, "--json"}).out);
  std::set<long> seated;
  for (const auto& t : round2["tables"])
    for (const auto& p : t["players"]) seated.insert(p["id"].get<long>());
  CHECK(seated.count(3) == 0);  // dropped
  CHECK(seated.count(7) == 1);  // the late entry
  CHECK(seated.size() == 6);
  json s = standings(e);
  CHECK(row(s, "Late Comer")["losses"] == 1);
  CHECK(row(s, "P3")["dropped"] == true);
  // Ambiguous and unknown names: exit 2 with the candidates.
  REQUIRE(judgekit({"player", "late-add", "--event", e, "P 1"}).exit_code == 0);  // same key as P1
  auto amb = judgekit({"player", "drop", "--event", e, "P1"});
  CHECK(amb.exit_code == 2);
  CHECK(amb.err.find("player 'P1' is ambiguous: 1 P1, 8 P 1; give the id") != std::string::npos);
  auto unknown = judgekit({"player", "drop", "--event", e, "Lat Comer"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("did you mean 7 Late Comer?") != std::string::npos);
}

TEST_CASE("players: --csv registration is all or nothing") {
  TempDir dir;
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "t", "--date", "2026-04-12", "--seed", "1"}).exit_code == 0);
  jk::test::write_file(dir.file("p.csv"), "id,name,reading\nA-1,佐藤 花子,さとう はなこ\nA-2,鈴木,\nA-1,田中,\n");
  auto bad = judgekit({"player", "add", "--event", e, "--csv", dir.file("p.csv")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("p.csv:4: id 'A-1' is already registered") != std::string::npos);
  CHECK(json::parse(export_of(e))["players"].empty());
  jk::test::write_file(dir.file("p.csv"), "id,name,reading\nA-1,佐藤 花子,さとう はなこ\nA-2,鈴木,\n");
  CHECK(judgekit({"player", "add", "--event", e, "--csv", dir.file("p.csv")}).exit_code == 0);
  auto list = json::parse(judgekit({"player", "list", "--event", e, "--json"}).out);
  REQUIRE(list.size() == 2);
  CHECK(list[0]["reading"] == "さとう はなこ");
  CHECK(list[0]["external_id"] == "A-1");
  CHECK(judgekit({"player", "drop", "--event", e, "A-2"}).exit_code == 0);  // the external id works too
}

TEST_CASE("pairing swap: exchanges opponents, warns on a rematch, and is logged") {
  TempDir dir;
  std::string e = new_event(dir, "imitation-world", 4);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto r1 = json::parse(judgekit({"round", "show", "--event", e, "--json"}).out);
  finish_round(e);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto before = json::parse(judgekit({"round", "show", "--event", e, "--json"}).out);
  auto swap = judgekit({"pairing", "swap", "--event", e, "1", "2"});
  CHECK(swap.exit_code == 0);
  auto after = json::parse(judgekit({"round", "show", "--event", e, "--json"}).out);
  CHECK(after["tables"][0]["players"][1]["id"] == before["tables"][1]["players"][1]["id"]);
  CHECK(after["tables"][1]["players"][1]["id"] == before["tables"][0]["players"][1]["id"]);
  // Round 1's first pair seated together again is a rematch, and the swap says so (it is still
  // made: the judge decides). If the table swap did not already do it, swap P's opponent with Q.
  long p = r1["tables"][0]["players"][0]["id"], q = r1["tables"][0]["players"][1]["id"];
  long opponent = 0;
  for (const auto& t : after["tables"]) {
    if (t["players"][0]["id"] == p) opponent = t["players"][1]["id"];
    if (t["players"][1]["id"] == p) opponent = t["players"][0]["id"];
  }
  REQUIRE(opponent != 0);
  if (opponent == q) {
    CHECK(swap.err.find("already played in round 1") != std::string::npos);  // the table swap itself made it
  } else {
    CHECK(swap.err.find("already played") == std::string::npos);
    auto forced = judgekit({"pairing", "swap", "--event", e, "--players", std::to_string(opponent), std::to_string(q)});
    CHECK(forced.exit_code == 0);
    CHECK(forced.err.find("already played in round 1") != std::string::npos);
  }
  // Logged: the audit log names the command.
  {
    jk::Database db(e, false);
    auto st = db.prepare("SELECT count(*) FROM audit_log WHERE command LIKE '%pairing swap%' AND entity = 'seats'");
    REQUIRE(st.step());
    CHECK(st.integer(0) == 8);  // both tables' two seats deleted and written again
  }
  // Refused once a table has a result.
  REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
  CHECK(judgekit({"pairing", "swap", "--event", e, "1", "2"}).exit_code == 2);
}

TEST_CASE("cut: a bracket seeded 1v8, 4v5, 2v7, 3v6 by the standings, played to a winner") {
  TempDir dir;
  std::string e = new_event(dir, "scp-tcg-jp-j", 16, "4");
  for (int r = 0; r < 4; ++r) {
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    finish_round(e);
  }
  CHECK(judgekit({"round", "pair", "--event", e}).exit_code == 2);  // the Swiss rounds are done
  CHECK(judgekit({"cut", "--event", e, "--size", "17"}).exit_code == 2);  // 16 players
  json s = standings(e);
  auto cut = judgekit({"cut", "--event", e, "--size", "8"});
  REQUIRE(cut.exit_code == 0);
  auto r5 = json::parse(judgekit({"round", "show", "--event", e, "--json"}).out);
  CHECK(r5["stage"] == "cut");
  std::vector<std::pair<int, int>> want = {{1, 8}, {4, 5}, {2, 7}, {3, 6}};
  for (std::size_t t = 0; t < 4; ++t) {
    CHECK(r5["tables"][t]["players"][0]["id"] == s[want[t].first - 1]["player_id"]);
    CHECK(r5["tables"][t]["players"][1]["id"] == s[want[t].second - 1]["player_id"]);
  }
  CHECK(judgekit({"result", "--event", e, "1", "--draw"}).exit_code == 2);  // a cut match needs a winner
  CHECK(judgekit({"result", "--event", e, "1", "1-1"}).exit_code == 2);
  finish_round(e);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);  // semifinals: winners of 1-2 and 3-4
  auto r6 = json::parse(judgekit({"round", "show", "--event", e, "--json"}).out);
  CHECK(r6["tables"].size() == 2);
  CHECK(r6["tables"][0]["players"][0]["id"] == s[0]["player_id"]);  // the first player of each table won
  CHECK(r6["tables"][0]["players"][1]["id"] == s[3]["player_id"]);
  finish_round(e);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);  // final
  finish_round(e);
  auto over = judgekit({"round", "pair", "--event", e});
  CHECK(over.exit_code == 2);
  CHECK(over.err.find("the top cut is over: P") != std::string::npos);
  // Standings still count only the Swiss rounds: each player's Swiss rank and figures as before the
  // cut; the rows now come in the final order (the winner first, docs/events.md "Top cut").
  json after = standings(e);
  REQUIRE(after.size() == s.size());
  CHECK(after[0]["finish"] == "winner");
  CHECK(after[0]["place"] == 1);
  std::map<int, json> swiss_row;
  for (auto row : after) {
    row.erase("place");
    row.erase("finish");
    swiss_row[row["rank"].get<int>()] = row;
  }
  for (auto row : s) {
    CHECK(row["finish"] == "swiss");
    row.erase("place");
    row.erase("finish");
    CHECK(swiss_row[row["rank"].get<int>()] == row);
  }
}

TEST_CASE("pods: ROE UP! tables of 4, then 3/5, results by placement") {
  TempDir dir;
  std::string e = new_event(dir, "roeup", 9);
  auto pair = judgekit({"round", "pair", "--event", e, "--json"});
  REQUIRE(pair.exit_code == 0);
  auto r1 = json::parse(pair.out);
  REQUIRE(r1["tables"].size() == 2);
  CHECK(r1["tables"][0]["players"].size() == 4);
  CHECK(r1["tables"][1]["players"].size() == 5);
  std::vector<std::string> ids;
  for (const auto& p : r1["tables"][0]["players"]) ids.push_back(std::to_string(p["id"].get<long>()));
  auto bad = judgekit({"result", "--event", e, "1", "--placement", ids[0] + "," + ids[1]});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("names 2 of the 4 players") != std::string::npos);
  CHECK(judgekit({"result", "--event", e, "1", "2-0"}).exit_code == 2);
  // A shared second place: both get second's points (3), the next is 4th (1 point).
  auto ok = judgekit({"result", "--event", e, "1", "--placement", ids[0] + "," + ids[1] + "=" + ids[2] + "," + ids[3]});
  CHECK(ok.exit_code == 0);
  std::vector<std::string> ids2;
  for (const auto& p : r1["tables"][1]["players"]) ids2.push_back(std::to_string(p["id"].get<long>()));
  REQUIRE(judgekit({"result", "--event", e, "2", "--placement", ids2[4] + "," + ids2[3] + "," + ids2[2] + "," + ids2[1] + "," + ids2[0]}).exit_code == 0);
  json s = standings(e);
  auto points_of = [&](const std::string& id) {
    for (const auto& r : s)
      if (std::to_string(r["player_id"].get<long>()) == id) return r["points"].get<int>();
    return -1;
  };
  CHECK(points_of(ids[0]) == 4);
  CHECK(points_of(ids[1]) == 3);
  CHECK(points_of(ids[2]) == 3);
  CHECK(points_of(ids[3]) == 1);
  CHECK(points_of(ids2[0]) == 0);  // 5th of 5
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
}

TEST_CASE("export and import: the same event back, validated, all or nothing") {
  TempDir dir;
  std::string e = new_event(dir, "scp-tcg-jp-j", 7);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  finish_round(e);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "1-1-1"}).exit_code == 0);
  REQUIRE(judgekit({"player", "drop", "--event", e, "P2"}).exit_code == 0);
  std::string state = export_of(e);
  jk::test::write_file(dir.file("state.json"), state);
  auto imp = judgekit({"event", "import", dir.file("copy.jkevent"), dir.file("state.json")});
  REQUIRE(imp.exit_code == 0);
  CHECK(export_of(dir.file("copy.jkevent")) == state);
  // Written a round at a time, the text is still exactly the document printed whole (indent 2).
  CHECK(nlohmann::ordered_json::parse(state).dump(2) + "\n" == state);
  REQUIRE(judgekit({"event", "create", dir.file("none.jkevent"), "--game", "economica", "--name", "空", "--date", "2015-08-08"}).exit_code == 0);
  const std::string empty = export_of(dir.file("none.jkevent"));
  CHECK(nlohmann::ordered_json::parse(empty).dump(2) + "\n" == empty);
  // The copy carries on: same standings, same next pairing.
  CHECK(standings(dir.file("copy.jkevent")) == standings(e));
  // A state not in the export's order (players after the rounds) is read whole, to the same event.
  {
    nlohmann::ordered_json j = nlohmann::ordered_json::parse(state), moved;
    for (const auto& [key, value] : j.items())
      if (key != "players") moved[key] = value;
    moved["players"] = j["players"];
    jk::test::write_file(dir.file("moved.json"), moved.dump());
    REQUIRE(judgekit({"event", "import", dir.file("moved.jkevent"), dir.file("moved.json")}).exit_code == 0);
    CHECK(export_of(dir.file("moved.jkevent")) == state);
  }
  // Broken states: exit 2, the JSON path of the problem, and no file left behind.
  auto broken = [&](const std::string& from, const std::string& to, const std::string& says) {
    std::string s = state;
    auto at = s.find(from);
    REQUIRE(at != std::string::npos);
    s.replace(at, from.size(), to);
    jk::test::write_file(dir.file("bad.json"), s);
    auto r = judgekit({"event", "import", dir.file("bad.jkevent"), dir.file("bad.json")});
    INFO(r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(says) != std::string::npos);
    CHECK(access(dir.file("bad.jkevent").c_str(), F_OK) != 0);
  };
  broken("\"format\": \"judgekit-event\"", "\"format\": \"other\"", "$.format: must be \"judgekit-event\"");
  broken("\"game\": \"scp-tcg-jp-j\"", "\"game\": \"chess\"", "chess");
  broken("\"outcome\": \"win\"", "\"outcome\": \"won\"", "'won' is not one of win, loss or draw");
  broken("\"date\": \"2026-04-12\"", "\"date\": \"2026-02-30\"", "$.event.date: '2026-02-30' is not a date");
  broken("\"format\": \"standard\"", "\"format\": \"sealed\"", "$.event.format: 'sealed' is not a format of scp-tcg-jp-j");
  // A seat naming no player in the first round, and in the last one (after the first was
  // written): nothing left behind either way.
  for (int at : {0, 1}) {
    json j = json::parse(state);
    j["rounds"][at]["matches"][at]["players"][at] = 99;
    jk::test::write_file(dir.file("bad.json"), j.dump());
    auto r = judgekit({"event", "import", dir.file("bad.jkevent"), dir.file("bad.json")});
    const std::string path = "$.rounds[" + std::to_string(at) + "].matches[" + std::to_string(at) + "].players[" + std::to_string(at) + "]";
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(path + ": no player with id 99") != std::string::npos);
    CHECK(access(dir.file("bad.jkevent").c_str(), F_OK) != 0);
  }
  jk::test::write_file(dir.file("bad.json"), "{\"format\": ");
  auto syntax = judgekit({"event", "import", dir.file("bad.jkevent"), dir.file("bad.json")});
  CHECK(syntax.exit_code == 2);
  CHECK(syntax.err.find("bad.json:1: not valid JSON") != std::string::npos);
  CHECK(judgekit({"event", "import", dir.file("copy.jkevent"), dir.file("state.json")}).exit_code == 2);  // exists
}

TEST_CASE("fault injection: killed inside `round pair`, the event is intact") {
  TempDir dir;
  std::string e = new_event(dir, "imitation-world", 11);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  finish_round(e);
  std::string before = export_of(e);
  setenv("JUDGEKIT_FAULT", "after-matches", 1);
  auto killed = judgekit({"round", "pair", "--event", e});
  unsetenv("JUDGEKIT_FAULT");
  CHECK(killed.exit_code == 86);  // exited right after writing the matches, before committing
  CHECK(export_of(e) == before);  // round 1 still open, no round 2
  {
    jk::Database db(e, false);
    auto st = db.prepare("PRAGMA integrity_check");
    REQUIRE(st.step());
    CHECK(st.text(0) == "ok");
  }
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);  // and pairs normally afterwards
  auto r2 = json::parse(judgekit({"round", "show", "--event", e, "--json"}).out);
  CHECK(r2["round"] == 2);
  CHECK(r2["tables"].size() == 6);  // 5 tables and the bye
}

TEST_CASE("fault injection: SIGKILL during `round pair` of a large event leaves it intact") {
  TempDir dir;
  std::string e = new_event(dir, "imitation-world", 400);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  jk::test::write_file(dir.file("r.csv"), [] {
    std::string s = "round,table,result\n";
    for (int t = 1; t <= 200; ++t) s += "1," + std::to_string(t) + "," + (t % 3 ? "1-0" : "0-1") + "\n";
    return s;
  }());
  REQUIRE(judgekit({"result", "--event", e, "--csv", dir.file("r.csv")}).exit_code == 0);
  std::string before = export_of(e);
  int interrupted = 0;
  for (int delay_ms : {5, 15, 30, 60}) {
    pid_t pid = fork();
    if (pid == 0) {
      execl(JK_BINARY, JK_BINARY, "round", "pair", "--event", e.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
    kill(pid, SIGKILL);
    int status = 0;
    waitpid(pid, &status, 0);
    interrupted += WIFSIGNALED(status);
    // Either nothing of round 2, or all of it (the kill came after the commit): never a part.
    json now = json::parse(export_of(e));
    if (now["rounds"].size() == 1) {
      CHECK(now.dump() == json::parse(before).dump());
      continue;
    }
    REQUIRE(now["rounds"].size() == 2);
    CHECK(now["rounds"][1]["matches"].size() == 200);
    CHECK(now["rounds"][0]["status"] == "closed");
    REQUIRE(judgekit({"round", "unpair", "--event", e}).exit_code == 0);
    CHECK(export_of(e) == before);
  }
  INFO("interrupted " << interrupted << " of 4");
  SUCCEED();
}

TEST_CASE("two terminals entering results at once: both land") {
  TempDir dir;
  std::string e = new_event(dir, "imitation-world", 40);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  // Two processes, each entering 10 tables, interleaved.
  auto enter = [&](int first) {
    pid_t pid = fork();
    if (pid == 0) {
      for (int t = first; t <= 20; t += 2) {
        std::string table = std::to_string(t);
        pid_t child = fork();
        if (child == 0) {
          execl(JK_BINARY, JK_BINARY, "result", "--event", e.c_str(), table.c_str(), "1-0", static_cast<char*>(nullptr));
          _exit(127);
        }
        int st = 0;
        waitpid(child, &st, 0);
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) _exit(1);
      }
      _exit(0);
    }
    return pid;
  };
  setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 1);
  pid_t a = enter(1), b = enter(2);
  int sa = 0, sb = 0;
  waitpid(a, &sa, 0);
  waitpid(b, &sb, 0);
  CHECK(WEXITSTATUS(sa) == 0);
  CHECK(WEXITSTATUS(sb) == 0);
  auto r1 = json::parse(judgekit({"round", "show", "--event", e, "--json"}).out);
  int results = 0;
  for (const auto& t : r1["tables"]) results += !t["result"].is_null();
  CHECK(results == 20);
  CHECK(judgekit({"round", "pair", "--event", e}).exit_code == 0);
}

TEST_CASE("event create and plan: the inputs are checked") {
  TempDir dir;
  auto r = judgekit({"event", "create", dir.file("e.jkevent"), "--game", "economica", "--name", "x", "--date", "2026-13-01"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--date '2026-13-01' is not a date") != std::string::npos);
  CHECK(judgekit({"event", "create", dir.file("e.jkevent"), "--game", "nope", "--name", "x", "--date", "2026-01-01"}).exit_code == 2);
  CHECK(judgekit({"event", "create", dir.file("e.jkevent"), "--game", "economica", "--name", "x", "--date", "2026-01-01", "--format", "nope"}).exit_code == 2);
  CHECK(judgekit({"event", "create", dir.file("e.jkevent"), "--game", "economica", "--name", "x", "--date", "2026-01-01", "--top-cut", "1"}).exit_code == 2);
  CHECK(judgekit({"event", "create", dir.file("e.jkevent"), "--game", "economica", "--name", "x", "--date", "2026-01-01", "--tiebreakers", "omw,xyz"}).exit_code == 2);
  REQUIRE(judgekit({"event", "create", dir.file("e.jkevent"), "--game", "economica", "--name", "x", "--date", "2026-01-01"}).exit_code == 0);
  CHECK(judgekit({"event", "create", dir.file("e.jkevent"), "--game", "economica", "--name", "x", "--date", "2026-01-01"}).exit_code == 2);  // exists
  // The seed defaults to a random one, stored.
  auto seed = json::parse(export_of(dir.file("e.jkevent")))["event"]["seed"];
  CHECK(seed.is_number_integer());
  auto plan = json::parse(judgekit({"event", "plan", "--players", "64", "--top-cut", "8", "--json"}).out);
  CHECK(plan["rounds"] == 6);
  CHECK(plan["expected_by_losses"][0]["players"] == 1.0);
  CHECK(json::parse(judgekit({"event", "plan", "--players", "65", "--json"}).out)["rounds"] == 7);  // one over a power of 2
  CHECK(json::parse(judgekit({"event", "plan", "--players", "2", "--json"}).out)["rounds"] == 1);
  CHECK(judgekit({"event", "plan", "--players", "1"}).exit_code == 2);
}

TEST_CASE("simulate: per-round figures, the same pairings sparse and dense") {
  auto sparse = judgekit({"simulate", "--game", "scp-tcg-jp-j", "--players", "150", "--rounds", "8", "--seed", "3", "--drops", "2", "--json"});
  auto dense = judgekit({"simulate", "--game", "scp-tcg-jp-j", "--players", "150", "--rounds", "8", "--seed", "3", "--drops", "2", "--json", "--dense"});
  REQUIRE(sparse.exit_code == 0);
  REQUIRE(dense.exit_code == 0);
  auto a = json::parse(sparse.out), b = json::parse(dense.out);
  REQUIRE(a["per_round"].size() == 8);
  for (std::size_t r = 1; r < 8; ++r) {  // round 1 is the seeded shuffle in both
    // Same optimum each round (the events diverge only if the tie-breaks differ, so compare round 2).
    if (r == 1) CHECK(a["per_round"][r]["total_weight"] == b["per_round"][r]["total_weight"]);
    CHECK(a["per_round"][r].contains("pairing_ms"));
    CHECK(a["per_round"][r]["rematches"] == 0);
  }
  CHECK(a["per_round"][0]["byes"] == 0);
  auto pods = judgekit({"simulate", "--game", "roeup", "--players", "30", "--rounds", "4", "--json"});
  REQUIRE(pods.exit_code == 0);
  CHECK(json::parse(pods.out)["per_round"].size() == 4);
  CHECK(judgekit({"simulate", "--game", "economica", "--players", "1", "--rounds", "3"}).exit_code == 2);
}

