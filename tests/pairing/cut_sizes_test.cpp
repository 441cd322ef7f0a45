// Cuts of any size (issue 27): brackets with byes to the top seeds at 2, 3, 5, 6, 7, 8, 9, 12 and
// 64 players, played to a winner through the binary, and a pod game's final table.
#include <catch2/catch.hpp>

#include <algorithm>
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


TEST_CASE("first round of a bracket: byes to the top seeds, every seed once, then halving", "[cut]") {
  for (int n : {2, 3, 5, 6, 7, 8, 9, 12, 64}) {
    INFO(n << " players");
    const auto slots = jk::pairing::first_round(n);
    const int size = jk::pairing::bracket_size(n);
    CHECK(size >= n);
    CHECK(size / 2 < n);
    CHECK(static_cast<int>(slots.size()) == size / 2);
    std::set<int> seen, byes;
    for (const auto& s : slots) {
      CHECK(seen.insert(s.seed).second);
      if (s.opponent) CHECK(seen.insert(s.opponent).second);
      if (s.opponent) CHECK(s.seed < s.opponent);
      if (!s.opponent) byes.insert(s.seed);
    }
    CHECK(static_cast<int>(seen.size()) == n);
    CHECK(*seen.rbegin() == n);
    CHECK(static_cast<int>(byes.size()) == size - n);
    int k = 1;
    for (int b : byes) CHECK(b == k++);  // seeds 1, 2, … have the byes
  }
  // 6: 1 bye, 4 v 5, 2 bye, 3 v 6 (1 meets the winner of 4-5, 2 the winner of 3-6).
  const auto six = jk::pairing::first_round(6);
  REQUIRE(six.size() == 4);
  CHECK((six[0].seed == 1 && six[0].opponent == 0));
  CHECK((six[1].seed == 4 && six[1].opponent == 5));
  CHECK((six[2].seed == 2 && six[2].opponent == 0));
  CHECK((six[3].seed == 3 && six[3].opponent == 6));
  CHECK_THROWS(jk::pairing::first_round(1));
}

TEST_CASE("cut --size N for any N: byes to the top seeds, played to one winner, finishes by how far each went", "[cut]") {
  for (int size : {2, 3, 5, 6, 7, 8, 9, 12}) {
    INFO("top " << size);
    TempDir dir;
    std::string e = new_event(dir, 12);
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    finish_round(e);
    json seeds = cli_json({"standings", "--event", e, "--json"});
    auto cut = judgekit({"cut", "--event", e, "--size", std::to_string(size)});
    INFO(cut.err);
    REQUIRE(cut.exit_code == 0);
    json r = cli_json({"round", "show", "--event", e, "--json"});
    const int bracket = jk::pairing::bracket_size(size);
    int byes = 0, tables = 0;
    std::set<long> bye_ids, top_seeds;
    for (const auto& t : r["tables"]) {
      if (t["bye"].get<bool>()) {
        ++byes;
        bye_ids.insert(t["players"][0]["id"].get<long>());
      } else {
        ++tables;
      }
    }
    for (int k = 0; k < bracket - size; ++k) top_seeds.insert(seeds[k]["player_id"].get<long>());
    CHECK(bye_ids == top_seeds);  // seeds 1, 2, … have the byes
    CHECK(byes == bracket - size);
    CHECK(tables == size - bracket / 2);
    int rounds = 1;
    finish_round(e);
    while (judgekit({"round", "pair", "--event", e}).exit_code == 0) {
      ++rounds;
      finish_round(e);
    }
    int expected_rounds = 0;
    while ((1 << expected_rounds) < size) ++expected_rounds;
    CHECK(rounds == expected_rounds);
    json after = cli_json({"standings", "--event", e, "--json"});
    std::map<std::string, int> finishes;
    for (const auto& row : after) ++finishes[row["finish"].get<std::string>()];
    CHECK(finishes["winner"] == 1);
    CHECK(finishes["runner-up"] == 1);  // the final is played: its loser
    CHECK(finishes["finalist"] == 0);
    CHECK(finishes["swiss"] == 12 - size);
    // Out in the first round (players who played it, byes not counted): "top<size>".
    if (size > 2) CHECK(finishes["top" + std::to_string(size)] == size - bracket / 2);
    CHECK(after[0]["place"] == 1);
    CHECK(after[0]["player_id"] == seeds[0]["player_id"]);  // the first seat always won: seed 1 wins
  }
}

TEST_CASE("cut: sizes refused, dropped players skipped, a bye never needs a result", "[cut]") {
  TempDir dir;
  std::string e = new_event(dir, 6);
  auto early = judgekit({"cut", "--event", e, "--size", "4"});
  CHECK(early.exit_code == 2);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  finish_round(e);
  json s = cli_json({"standings", "--event", e, "--json"});
  REQUIRE(judgekit({"player", "drop", "--event", e, std::to_string(s[0]["player_id"].get<long>())}).exit_code == 0);
  auto one = judgekit({"cut", "--event", e, "--size", "1"});
  CHECK(one.exit_code == 2);
  CHECK(one.err.find("at least 2") != std::string::npos);
  auto six = judgekit({"cut", "--event", e, "--size", "6"});  // 5 still in the event
  CHECK(six.exit_code == 2);
  CHECK(six.err.find("a top 6 needs 6 players still in the event; 5 are") != std::string::npos);
  auto five = judgekit({"cut", "--event", e, "--size", "5"});
  INFO(five.err);
  REQUIRE(five.exit_code == 0);
  CHECK(five.out.find("bye") != std::string::npos);
  json r = cli_json({"round", "show", "--event", e, "--json"});
  std::set<long> seated;
  for (const auto& t : r["tables"])
    for (const auto& p : t["players"]) seated.insert(p["id"].get<long>());
  CHECK(seated.count(s[0]["player_id"].get<long>()) == 0);  // the dropped leader is not seeded
  CHECK(seated.size() == 5);
  CHECK(r["tables"].size() == 4);  // 3 byes (seeds 1-3), 4 v 5
  // Round 2 waits only for the one table.
  CHECK(judgekit({"round", "pair", "--event", e}).exit_code == 2);
  finish_round(e);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json r2 = cli_json({"round", "show", "--event", e, "--json"});
  CHECK(r2["tables"].size() == 2);
}

TEST_CASE("cut with byes survives export and import: the next round pairs the same", "[cut]") {
  TempDir dir;
  std::string e = new_event(dir, 8);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  finish_round(e);
  REQUIRE(judgekit({"cut", "--event", e, "--size", "6"}).exit_code == 0);
  finish_round(e);
  auto state = judgekit({"event", "export", "--event", e});
  REQUIRE(state.exit_code == 0);
  jk::test::write_file(dir.file("state.json"), state.out);
  REQUIRE(judgekit({"event", "import", dir.file("copy.jkevent"), dir.file("state.json")}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", dir.file("copy.jkevent")}).exit_code == 0);
  auto a = cli_json({"round", "show", "--event", e, "--json"}), b = cli_json({"round", "show", "--event", dir.file("copy.jkevent"), "--json"});
  CHECK(a["tables"] == b["tables"]);
  REQUIRE(a["tables"].size() == 2);
  json s = cli_json({"standings", "--event", e, "--json"});
}

TEST_CASE("a pod game's cut is one final table placed by its result (ROE UP! top 4)", "[cut]") {
  TempDir dir;
  std::string e = new_event(dir, 9, {}, "roeup");
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json r1 = cli_json({"round", "show", "--event", e, "--json"});
  for (const auto& t : r1["tables"]) {
    std::string order;
    for (const auto& p : t["players"]) order += (order.empty() ? "" : ",") + std::to_string(p["id"].get<long>());
    REQUIRE(judgekit({"result", "--event", e, std::to_string(t["table"].get<int>()), "--placement", order}).exit_code == 0);
  }
  json seeds = cli_json({"standings", "--event", e, "--json"});
  CHECK(judgekit({"cut", "--event", e, "--size", "2"}).exit_code == 2);  // a table of ROE UP! seats 3 to 5
  auto six = judgekit({"cut", "--event", e, "--size", "6"});
  CHECK(six.exit_code == 2);
  CHECK(six.err.find("one table of 3 to 5 players") != std::string::npos);
  REQUIRE(judgekit({"cut", "--event", e, "--size", "4"}).exit_code == 0);
  json f = cli_json({"round", "show", "--event", e, "--json"});
  REQUIRE(f["tables"].size() == 1);
  REQUIRE(f["tables"][0]["players"].size() == 4);
  std::vector<std::string> ids;
  for (const auto& p : f["tables"][0]["players"]) ids.push_back(std::to_string(p["id"].get<long>()));
  CHECK(f["tables"][0]["players"][0]["id"] == seeds[0]["player_id"]);  // seated in seed order
  // A shared first place is no final result; the table is placed 4th seed, 2nd, 3rd, 1st.
  CHECK(judgekit({"result", "--event", e, "1", "--placement", ids[3] + "=" + ids[1] + "," + ids[2] + "," + ids[0]}).exit_code == 2);
  REQUIRE(judgekit({"result", "--event", e, "1", "--placement", ids[3] + "," + ids[1] + "," + ids[2] + "," + ids[0]}).exit_code == 0);
  auto over = judgekit({"round", "pair", "--event", e});
  CHECK(over.exit_code == 2);
  CHECK(over.err.find("the top cut is over") != std::string::npos);
  json after = cli_json({"standings", "--event", e, "--json"});
  CHECK(std::to_string(after[0]["player_id"].get<long>()) == ids[3]);
  CHECK(after[0]["finish"] == "winner");
  CHECK(std::to_string(after[1]["player_id"].get<long>()) == ids[1]);
  CHECK(std::to_string(after[2]["player_id"].get<long>()) == ids[2]);
  CHECK(std::to_string(after[3]["player_id"].get<long>()) == ids[0]);  // placed by the table, not by seed
  CHECK(after[1]["finish"] == "runner-up");  // second at the final table
  CHECK(after[2]["finish"] == "finalist");
  CHECK(after[3]["finish"] == "finalist");
  CHECK(after[4]["finish"] == "swiss");
}

TEST_CASE("bracket: seeds from the bracket, byes, a drop mid-bracket gives a walkover, the champion", "[cut]") {
  TempDir dir;
  std::string e = new_event(dir, 8);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  finish_round(e);
  json none = cli_json({"bracket", "--event", e, "--json"});
  CHECK(none["rounds"].empty());
  CHECK(none["champion"].is_null());
  json seeds = cli_json({"standings", "--event", e, "--json"});
  REQUIRE(judgekit({"cut", "--event", e, "--size", "6"}).exit_code == 0);
  json b = cli_json({"bracket", "--event", e, "--json"});
  CHECK(b["size"] == 6);
  CHECK(b["rounds_total"] == 3);
  REQUIRE(b["rounds"].size() == 1);
  const json& first = b["rounds"][0];
  CHECK(first["stage"] == "top");
  CHECK(first["players"] == 6);
  REQUIRE(first["matches"].size() == 4);
  // 1 bye, 4 v 5, 2 bye, 3 v 6: each seed as the standings gave it.
  std::vector<std::vector<int>> want = {{1}, {4, 5}, {2}, {3, 6}};
  for (std::size_t i = 0; i < 4; ++i) {
    REQUIRE(first["matches"][i]["players"].size() == want[i].size());
    for (std::size_t k = 0; k < want[i].size(); ++k) {
      CHECK(first["matches"][i]["players"][k]["seed"] == want[i][k]);
      CHECK(first["matches"][i]["players"][k]["id"] == seeds[want[i][k] - 1]["player_id"]);
    }
  }
  CHECK(first["matches"][0]["bye"] == true);
  CHECK(first["matches"][0]["players"][0]["won"] == true);
  // Table 1 (4 v 5): seed 5 wins; then seed 5 drops before the semi-final: seed 1 walks over.
  const long five = seeds[4]["player_id"].get<long>();
  REQUIRE(judgekit({"result", "--event", e, "1", "--winner", std::to_string(five)}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "--winner", std::to_string(seeds[2]["player_id"].get<long>())}).exit_code == 0);
  REQUIRE(judgekit({"player", "drop", "--event", e, std::to_string(five)}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json semi = cli_json({"bracket", "--event", e, "--json"})["rounds"][1];
  CHECK(semi["stage"] == "semi-final");
  REQUIRE(semi["matches"].size() == 2);
  CHECK(semi["matches"][0]["bye"] == true);  // seed 1 through: seed 5 dropped
  CHECK(semi["matches"][0]["players"][0]["seed"] == 1);
  CHECK(semi["matches"][1]["players"][0]["seed"] == 2);
  CHECK(semi["matches"][1]["players"][1]["seed"] == 3);
  finish_round(e);  // seed 2 wins
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  finish_round(e);  // seed 1 wins the final
  json done = cli_json({"bracket", "--event", e, "--json"});
  CHECK(done["rounds"].size() == 3);
  CHECK(done["rounds"][2]["stage"] == "final");
  CHECK(done["champion"] == seeds[0]["player_id"]);
  auto text = judgekit({"bracket", "--event", e});
  CHECK(text.exit_code == 0);
  CHECK(text.out.find("Winner: P") != std::string::npos);
  CHECK(text.out.find("(5) P") != std::string::npos);
  json after = cli_json({"standings", "--event", e, "--json"});
  CHECK(after[0]["finish"] == "winner");
  CHECK(after[1]["finish"] == "runner-up");
}
