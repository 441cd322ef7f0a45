// event create --structure single-elimination (issue 27): one bracket from round 1, seeded by
// registration order, the players CSV's seed column, or at random; byes to the top seeds; played
// through the binary at 2, 3, 5, 6, 7, 8, 9, 12 and 64 players.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "bracket.hpp"
#include "structures.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::finish_round;
using jk::test::new_event;
using jk::test::cli_json;
using nlohmann::json;


TEST_CASE("single elimination at 2 to 64 players: byes to the top seeds, one winner, everyone placed", "[single-elimination]") {
  for (int n : {2, 3, 5, 6, 7, 8, 9, 12, 64}) {
    INFO(n << " players");
    TempDir dir;
    std::string e = new_event(dir, n, {"--structure", "single-elimination"});
    CHECK(judgekit({"cut", "--event", e, "--size", "2"}).exit_code == 2);  // the event is its own bracket
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    json b = cli_json({"bracket", "--event", e, "--json"});
    CHECK(b["size"] == n);
    const int size = jk::pairing::bracket_size(n);
    std::set<int> bye_seeds, top;
    for (const auto& m : b["rounds"][0]["matches"])
      for (const auto& p : m["players"]) {
        CHECK(p["name"] == "P" + std::to_string(p["seed"].get<int>()));  // registration order
        if (m["bye"].get<bool>()) bye_seeds.insert(p["seed"].get<int>());
      }
    for (int k = 1; k <= size - n; ++k) top.insert(k);
    CHECK(bye_seeds == top);  // seeds 1, 2, … have the byes
    int rounds = 1;
    finish_round(e);
    while (judgekit({"round", "pair", "--event", e}).exit_code == 0) {
      ++rounds;
      finish_round(e);
    }
    CHECK(rounds == b["rounds_total"].get<int>());
    json done = cli_json({"bracket", "--event", e, "--json"});
    json s = cli_json({"standings", "--event", e, "--json"});
    REQUIRE(s.size() == static_cast<std::size_t>(n));
    CHECK(done["champion"] == s[0]["player_id"]);
    CHECK(s[0]["name"] == "P1");
    CHECK(s[0]["finish"] == "winner");
    for (const auto& row : s) CHECK(row["finish"] != "swiss");
    if (n >= 2) CHECK(s[1]["finish"] == "runner-up");  // lost the final
  }
}

TEST_CASE("single elimination seeded by the seed column, or at random from the event's seed", "[single-elimination]") {
  TempDir dir;
  std::string e = new_event(dir, 0, {"--structure", "single-elimination", "--seeding", "seed"});
  jk::test::write_file(dir.file("players.csv"), "name,seed\nA,3\nB,\nC,1\nD,2\nE,\n");
  REQUIRE(judgekit({"player", "add", "--event", e, "--csv", dir.file("players.csv")}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json b = cli_json({"bracket", "--event", e, "--json"});
  // Seeds: C 1, D 2, A 3, then the unseeded in registration order: B 4, E 5. 8 slots, 3 byes.
  std::map<std::string, int> seed;
  for (const auto& m : b["rounds"][0]["matches"])
    for (const auto& p : m["players"]) seed[p["name"].get<std::string>()] = p["seed"].get<int>();
  CHECK(seed == std::map<std::string, int>{{"C", 1}, {"D", 2}, {"A", 3}, {"B", 4}, {"E", 5}});
  CHECK(b["rounds"][0]["matches"][1]["players"][0]["name"] == "B");  // 4 v 5
  CHECK(b["rounds"][0]["matches"][1]["players"][1]["name"] == "E");
  // Export and import keep the structure and the seeds.
  auto state = judgekit({"event", "export", "--event", e});
  REQUIRE(state.exit_code == 0);
  CHECK(json::parse(state.out)["event"]["structure"] == "single-elimination");
  jk::test::write_file(dir.file("state.json"), state.out);
  REQUIRE(judgekit({"event", "import", dir.file("copy.jkevent"), dir.file("state.json")}).exit_code == 0);
  CHECK(judgekit({"event", "export", "--event", dir.file("copy.jkevent")}).out == state.out);
  // A bad seed names the file and line.
  jk::test::write_file(dir.file("bad.csv"), "name,seed\nF,0\n");
  auto bad = judgekit({"player", "add", "--event", e, "--csv", dir.file("bad.csv")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("bad.csv:2: seed '0' is not a whole number from 1") != std::string::npos);

  TempDir d2;
  std::string r = new_event(d2, 8, {"--structure", "single-elimination", "--seeding", "random"});
  REQUIRE(judgekit({"round", "pair", "--event", r}).exit_code == 0);
  json rb = cli_json({"bracket", "--event", r, "--json"});
  std::vector<std::string> order(8);
  for (const auto& m : rb["rounds"][0]["matches"])
    for (const auto& p : m["players"]) order[static_cast<std::size_t>(p["seed"].get<int>() - 1)] = p["name"];
  CHECK(order != std::vector<std::string>{"P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"});
  std::set<std::string> all(order.begin(), order.end());
  CHECK(all.size() == 8);
  // The same seed gives the same bracket.
  TempDir d3;
  std::string again = new_event(d3, 8, {"--structure", "single-elimination", "--seeding", "random"});
  REQUIRE(judgekit({"round", "pair", "--event", again}).exit_code == 0);
  CHECK(cli_json({"bracket", "--event", again, "--json"})["rounds"] == rb["rounds"]);
}

TEST_CASE("single elimination: what is refused, a drop before round 1, a walkover", "[single-elimination]") {
  TempDir dir;
  std::string base = dir.file("x.jkevent");
  auto create = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = {"event", "create", base, "--game", "scp-tcg-jp-j", "--name", "x", "--date", "2026-04-12"};
    args.insert(args.end(), extra.begin(), extra.end());
    return judgekit(args);
  };
  auto bogus = create({"--structure", "knockout"});
  CHECK(bogus.exit_code == 2);
  CHECK(bogus.err.find("--structure 'knockout'") != std::string::npos);
  CHECK(create({"--seeding", "seed"}).exit_code == 2);  // Swiss has no seeding
  CHECK(create({"--structure", "single-elimination", "--rounds", "3"}).exit_code == 2);
  CHECK(create({"--structure", "single-elimination", "--seeding", "alphabetical"}).exit_code == 2);

  std::string e = new_event(dir, 1, {"--structure", "single-elimination"});
  auto alone = judgekit({"round", "pair", "--event", e});
  CHECK(alone.exit_code == 2);
  CHECK(alone.err.find("needs at least 2 players; 1 can play") != std::string::npos);
  REQUIRE(judgekit({"player", "add", "--event", e, "P2", "P3", "P4"}).exit_code == 0);
  REQUIRE(judgekit({"player", "drop", "--event", e, "P1"}).exit_code == 0);  // before round 1: not seeded
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json b = cli_json({"bracket", "--event", e, "--json"});
  CHECK(b["size"] == 3);
  CHECK(b["rounds"][0]["matches"][0]["players"][0]["name"] == "P2");  // seed 1: the bye
  CHECK(b["rounds"][0]["matches"][0]["bye"] == true);
  // P3 does not come back: the judge enters P4 as the winner (a walkover), and the final is paired.
  REQUIRE(judgekit({"result", "--event", e, "1", "--winner", "P4"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json f = cli_json({"round", "show", "--event", e, "--json"});
  REQUIRE(f["tables"].size() == 1);
  CHECK(f["tables"][0]["players"][1]["name"] == "P4");
}
