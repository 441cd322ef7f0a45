// event create --structure round-robin (issue 27) through the binary: groups dealt in a snake,
// every group's Berger rounds paired until each pair has met once, group standings with
// head-to-head, a drop mid-group (its remaining matches are its opponents' walkovers), and a
// bracket cut from the groups (cut --from-groups N, seeded across the groups).
#include <catch2/catch.hpp>

#include <functional>
#include <map>
#include <set>

#include "bracket.hpp"
#include "groups.hpp"
#include "structures.hpp"

using jk::test::finish_round;
using jk::test::judgekit;
using jk::test::new_event;
using jk::test::cli_json;
using jk::test::TempDir;
using nlohmann::json;

namespace {

std::string round_robin(const TempDir& dir, int players, std::vector<std::string> extra = {}) {
  extra.insert(extra.begin(), {"--structure", "round-robin"});
  return new_event(dir, players, extra);
}

// Every open table of the last round, its winner chosen by name.
void play(const std::string& e, const std::function<std::string(const std::string&, const std::string&)>& winner) {
  auto show = cli_json({"round", "show", "--event", e, "--json"});
  for (const auto& t : show["tables"])
    if (!t["bye"].get<bool>() && t["result"].is_null())
      REQUIRE(judgekit({"result", "--event", e, std::to_string(t["table"].get<int>()), "--winner",
                        winner(t["players"][0]["name"].get<std::string>(), t["players"][1]["name"].get<std::string>())})
                  .exit_code == 0);
}

int play_all(const std::string& e) {
  int rounds = 0;
  while (judgekit({"round", "pair", "--event", e}).exit_code == 0) {
    ++rounds;
    finish_round(e);
  }
  return rounds;
}

}  // namespace

TEST_CASE("round robin at 2 to 64 players: each pair of a group meets once, one sits out a round in an odd group", "[round-robin]") {
  for (int n : {2, 3, 5, 6, 7, 8, 9, 12, 64}) {
    INFO(n << " players");
    TempDir dir;
    // Up to 12 one group; 64 in 16 groups of 4.
    std::string e = round_robin(dir, n, n == 64 ? std::vector<std::string>{"--groups", "16"} : std::vector<std::string>{});
    const int rounds = play_all(e);
    json g = cli_json({"groups", "--event", e, "--json"});
    const int group_size = n == 64 ? 4 : n;
    CHECK(rounds == (group_size % 2 ? group_size : group_size - 1));
    CHECK(g["rounds_total"] == rounds);
    CHECK(g["rounds_paired"] == rounds);
    CHECK(g["groups"].size() == (n == 64 ? 16u : 1u));
    auto over = judgekit({"round", "pair", "--event", e});
    CHECK(over.exit_code == 2);
    CHECK(over.err.find("rounds are all paired") != std::string::npos);
    CHECK(cli_json({"event", "export", "--event", e})["event"]["rounds"] == rounds);  // the event knows its rounds
    std::set<long> everyone;
    for (const auto& group : g["groups"]) {
      REQUIRE(group["rows"].size() == static_cast<std::size_t>(group_size));
      int points = 0, rank = 0;
      std::map<long, int> sat_out;
      for (const auto& s : group["sitting_out"])
        if (!s.is_null()) ++sat_out[s.get<long>()];
      for (const auto& row : group["rows"]) {
        CHECK(row["rank"] == ++rank);
        CHECK(everyone.insert(row["player_id"].get<long>()).second);
        CHECK(row["matches"].size() == static_cast<std::size_t>(group_size - 1));
        std::set<long> met;
        for (const auto& m : row["matches"]) {
          CHECK((m["meeting"] == "won" || m["meeting"] == "lost"));
          CHECK(met.insert(m["opponent"].get<long>()).second);
        }
        CHECK(row["wins"].get<int>() + row["losses"].get<int>() == group_size - 1);  // sitting out scores nothing
        points += row["points"].get<int>();
        CHECK(sat_out[row["player_id"].get<long>()] == group_size % 2);
      }
      CHECK(points == 3 * group_size * (group_size - 1) / 2);
    }
    CHECK(everyone.size() == static_cast<std::size_t>(n));
  }
}

TEST_CASE("round robin groups: --groups K or --group-size N, dealt in a snake by the seeding", "[round-robin]") {
  TempDir dir;
  std::string e = round_robin(dir, 7, {"--groups", "2"});
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json g = cli_json({"groups", "--event", e, "--json"});
  REQUIRE(g["groups"].size() == 2);
  // Snake by registration: P1 P4 P5 in group 1 … 1 2 2 1 1 2 2: P1 P4 P5 / P2 P3 P6 P7.
  std::set<std::string> one, two;
  for (const auto& r : g["groups"][0]["rows"]) one.insert(r["name"].get<std::string>());
  for (const auto& r : g["groups"][1]["rows"]) two.insert(r["name"].get<std::string>());
  CHECK(one == std::set<std::string>{"P1", "P4", "P5"});
  CHECK(two == std::set<std::string>{"P2", "P3", "P6", "P7"});
  CHECK(g["rounds_total"] == 3);  // a group of 3 takes 3 rounds, one of 4 takes 3

  TempDir d2;
  std::string s = round_robin(d2, 9, {"--group-size", "4"});
  REQUIRE(judgekit({"round", "pair", "--event", s}).exit_code == 0);
  json sg = cli_json({"groups", "--event", s, "--json"});
  REQUIRE(sg["groups"].size() == 3);  // ceil(9 / 4)
  for (const auto& group : sg["groups"]) CHECK(group["rows"].size() == 3);
  auto text = judgekit({"groups", "--event", s});
  CHECK(text.exit_code == 0);
  CHECK(text.out.find("P9") != std::string::npos);
}

TEST_CASE("round robin standings: points, then the event's chain; head-to-head splits two tied", "[round-robin]") {
  TempDir dir;
  std::string e = round_robin(dir, 0, {"--tiebreakers", "h2h"});
  REQUIRE(judgekit({"player", "add", "--event", e, "A", "B", "C", "D"}).exit_code == 0);
  // A beats C and D, B beats A and D, C beats B, D beats C: A and B on 6, B won their match.
  const std::map<std::set<std::string>, std::string> winners = {
      {{"A", "B"}, "B"}, {{"A", "C"}, "A"}, {{"A", "D"}, "A"}, {{"B", "C"}, "C"}, {{"B", "D"}, "B"}, {{"C", "D"}, "D"}};
  int rounds = 0;
  while (judgekit({"round", "pair", "--event", e}).exit_code == 0) {
    ++rounds;
    play(e, [&](const std::string& a, const std::string& b) { return winners.at({a, b}); });
  }
  CHECK(rounds == 3);
  json g = cli_json({"groups", "--event", e, "--json"});
  std::vector<std::string> order;
  for (const auto& r : g["groups"][0]["rows"]) order.push_back(r["name"]);
  CHECK(order == std::vector<std::string>{"B", "A", "D", "C"});
  CHECK(g["groups"][0]["rows"][0]["points"] == 6);
  CHECK(g["groups"][0]["rows"][1]["points"] == 6);
}

TEST_CASE("round robin: a drop mid-group gives its remaining opponents walkovers; its played matches stand", "[round-robin]") {
  for (int n : {4, 5}) {
    INFO(n << " players");
    TempDir dir;
    std::string e = round_robin(dir, n);
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    finish_round(e);
    REQUIRE(judgekit({"player", "drop", "--event", e, "P2"}).exit_code == 0);
    auto r2 = judgekit({"round", "pair", "--event", e});
    REQUIRE(r2.exit_code == 0);
    finish_round(e);
    play_all(e);
    json g = cli_json({"groups", "--event", e, "--json"});
    int walkovers_won = 0, walkovers_lost = 0;
    for (const auto& row : g["groups"][0]["rows"]) {
      int played = 0;
      for (const auto& m : row["matches"]) {
        walkovers_won += m["meeting"] == "walkover-won";
        walkovers_lost += m["meeting"] == "walkover-lost";
        played += m["meeting"] == "won" || m["meeting"] == "lost";
        if (m["round"] == 1) CHECK((m["meeting"] == "won" || m["meeting"] == "lost"));  // before the drop: played
      }
      if (row["name"] == "P2") {
        CHECK(row["dropped"] == true);
        CHECK(row["wins"].get<int>() + row["losses"].get<int>() == played);  // no loss for the walkovers it gave
      } else {
        CHECK(row["wins"].get<int>() + row["losses"].get<int>() == n - 1);  // every meeting counted, the walkover as a win
      }
    }
    CHECK(walkovers_won == walkovers_lost);
    CHECK(walkovers_won >= n - 3);
    // A walkover is a bye on its round's sheet.
    int byes = 0;
    for (int r = 2; r <= g["rounds_total"].get<int>(); ++r) {
      const json show = cli_json({"round", "show", "--event", e, std::to_string(r), "--json"});
      for (const auto& t : show["tables"]) byes += t["bye"].get<bool>();
    }
    CHECK(byes == walkovers_won);
  }
}

TEST_CASE("cut --from-groups N: group winners seeded first, no first-round match inside a group; third place", "[round-robin]") {
  TempDir dir;
  std::string e = round_robin(dir, 12, {"--groups", "3"});
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  finish_round(e);
  auto early = judgekit({"cut", "--event", e, "--from-groups", "2"});
  CHECK(early.exit_code == 2);
  CHECK(early.err.find("3 rounds and 1 are paired") != std::string::npos);
  CHECK(judgekit({"cut", "--event", e, "--size", "4"}).exit_code == 2);  // a round robin cuts from its groups
  play_all(e);
  json g = cli_json({"groups", "--event", e, "--json"});
  std::map<long, int> group_of, finish_of;
  for (const auto& group : g["groups"])
    for (const auto& row : group["rows"]) group_of[row["player_id"].get<long>()] = group["group"], finish_of[row["player_id"].get<long>()] = row["rank"];
  auto cut = judgekit({"cut", "--event", e, "--from-groups", "2", "--third-place"});
  INFO(cut.err);
  REQUIRE(cut.exit_code == 0);
  json b = cli_json({"bracket", "--event", e, "--json"});
  CHECK(b["size"] == 6);
  for (const auto& m : b["rounds"][0]["matches"]) {
    for (const auto& p : m["players"]) CHECK(finish_of[p["id"].get<long>()] == (p["seed"].get<int>() <= 3 ? 1 : 2));  // winners 1-3
    if (m["players"].size() == 2) CHECK(group_of[m["players"][0]["id"].get<long>()] != group_of[m["players"][1]["id"].get<long>()]);
  }
  finish_round(e);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);  // semi-finals
  finish_round(e);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);  // the final and the third-place match
  json f = cli_json({"bracket", "--event", e, "--json"});
  REQUIRE(f["rounds"].back()["matches"].size() == 2);
  CHECK(f["rounds"].back()["stage"] == "final");
  CHECK(f["rounds"].back()["matches"][1]["third_place"] == true);
  finish_round(e);
  auto over = judgekit({"round", "pair", "--event", e});
  CHECK(over.exit_code == 2);
  CHECK(over.err.find("the top cut is over") != std::string::npos);
  json s = cli_json({"standings", "--event", e, "--json"});
  CHECK(s[0]["finish"] == "winner");
  CHECK(s[1]["finish"] == "runner-up");
  CHECK(s[2]["player_id"] == f["rounds"].back()["matches"][1]["players"][0]["id"]);  // won the third-place match
  CHECK(s[2]["finish"] == "top4");
  CHECK(s[3]["player_id"] == f["rounds"].back()["matches"][1]["players"][1]["id"]);
}

TEST_CASE("seeds across groups: a winner never meets its own group's runner-up in the first round", "[round-robin]") {
  using jk::pairing::GroupEntry;
  // Four groups, top 2; overall order puts A's runner-up last, so 1 v 8 would be A1 v A2.
  std::vector<GroupEntry> entries = {{11, 1, 1}, {12, 1, 2}, {21, 2, 1}, {22, 2, 2}, {31, 3, 1}, {32, 3, 2}, {41, 4, 1}, {42, 4, 2}};
  std::vector<std::int64_t> overall = {11, 21, 31, 41, 22, 32, 42, 12};
  auto seeds = jk::pairing::seeds_from_groups(entries, overall);
  REQUIRE(seeds.size() == 8);
  CHECK(std::vector<std::int64_t>(seeds.begin(), seeds.begin() + 4) == std::vector<std::int64_t>{11, 21, 31, 41});
  std::map<std::int64_t, int> group;
  for (const auto& en : entries) group[en.id] = en.group;
  for (const auto& s : jk::pairing::first_round(8))
    CHECK(group[seeds[static_cast<std::size_t>(s.seed - 1)]] != group[seeds[static_cast<std::size_t>(s.opponent - 1)]]);
  CHECK(seeds[7] != 12);  // 12 traded places with the nearest runner-up
  // One group: nothing to trade; seeds by finish.
  CHECK(jk::pairing::seeds_from_groups({{1, 1, 2}, {2, 1, 1}}, {}) == std::vector<std::int64_t>{2, 1});
}

TEST_CASE("round robin: what is refused", "[round-robin]") {
  TempDir dir;
  std::string base = dir.file("x.jkevent");
  auto create = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = {"event", "create", base, "--game", "scp-tcg-jp-j", "--name", "x", "--date", "2026-04-12"};
    args.insert(args.end(), extra.begin(), extra.end());
    return judgekit(args);
  };
  CHECK(create({"--groups", "2"}).exit_code == 2);  // Swiss has no groups
  CHECK(create({"--structure", "round-robin", "--groups", "2", "--group-size", "4"}).exit_code == 2);
  CHECK(create({"--structure", "round-robin", "--group-size", "1"}).exit_code == 2);
  CHECK(create({"--structure", "round-robin", "--rounds", "3"}).exit_code == 2);
  auto pods = judgekit({"event", "create", base, "--game", "roeup", "--name", "x", "--date", "2026-04-12", "--structure", "round-robin"});
  CHECK(pods.exit_code == 2);
  CHECK(pods.err.find("a round robin pairs two") != std::string::npos);

  TempDir d2;
  std::string e = round_robin(d2, 4);
  auto swiss_cut = judgekit({"cut", "--event", new_event(d2, 4, {}, "scp-tcg-jp-j", "s.jkevent"), "--from-groups", "2"});
  CHECK(swiss_cut.exit_code == 2);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto late = judgekit({"player", "late-add", "--event", e, "P5"});
  CHECK(late.exit_code == 2);
  CHECK(late.err.find("a late entry can only join a Swiss event") != std::string::npos);
}
