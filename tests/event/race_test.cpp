// Reads take one snapshot: `round show`, `event export` and `standings` run while another process
// pairs and unpairs round 2 over and over; every read must succeed and show one consistent state.
#include <catch2/catch.hpp>

#include <atomic>
#include <set>
#include <thread>

#include <nlohmann/json.hpp>

#include "run.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using nlohmann::json;

namespace {

constexpr int kPlayers = 16;

// Round 1 complete (8 tables, each a 1-0 win: 24 points in all); round 2 comes and goes.
std::string make_race_event(TempDir& dir) {
  std::string e = dir.file("race.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "競合", "--date", "2015-08-08", "--seed", "3"}).exit_code == 0);
  std::vector<std::string> add = {"player", "add", "--event", e};
  for (int i = 1; i <= kPlayers; ++i) add.push_back("選手" + std::string(1, static_cast<char>('A' + i - 1)));
  REQUIRE(judgekit(add).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  std::string csv = "round,table,result\n";
  for (int t = 1; t <= kPlayers / 2; ++t) csv += "1," + std::to_string(t) + ",1-0\n";
  jk::test::write_file(dir.file("r1.csv"), csv);
  REQUIRE(judgekit({"result", "--event", e, "--csv", dir.file("r1.csv")}).exit_code == 0);
  return e;
}

// A round as `round show --json` prints it: every player seated exactly once.
void check_round(const json& r) {
  std::set<std::int64_t> seated;
  for (const auto& t : r["tables"])
    for (const auto& p : t["players"]) REQUIRE(seated.insert(p["id"].get<std::int64_t>()).second);
  REQUIRE(seated.size() == static_cast<std::size_t>(kPlayers));
  if (r["round"] == 1) REQUIRE(r["tables"].size() == static_cast<std::size_t>(kPlayers / 2));
}

void check_export(const json& j) {
  REQUIRE(j["players"].size() == static_cast<std::size_t>(kPlayers));
  const auto& rounds = j["rounds"];
  REQUIRE((rounds.size() == 1 || rounds.size() == 2));
  for (const auto& r : rounds) {
    std::set<std::int64_t> seated;
    for (const auto& m : r["matches"])
      for (const auto& p : m["players"]) REQUIRE(seated.insert(p.get<std::int64_t>()).second);
    REQUIRE(seated.size() == static_cast<std::size_t>(kPlayers));
  }
  // Round 1 is closed exactly when round 2 exists.
  REQUIRE((rounds[0]["status"] == "closed") == (rounds.size() == 2));
}

void check_standings(const json& s) {
  REQUIRE(s.size() == static_cast<std::size_t>(kPlayers));
  int points = 0;
  for (const auto& row : s) points += row["points"].get<int>();
  REQUIRE(points == 3 * kPlayers / 2);
}

}  // namespace

TEST_CASE("reads under a concurrent pair/unpair writer never crash or tear (300 reads)") {
  TempDir dir;
  std::string e = make_race_event(dir);
  std::atomic<bool> done{false};
  std::atomic<int> writes{0}, write_failures{0};
  std::thread writer([&] {
    while (!done) {
      if (judgekit({"round", "pair", "--event", e}).exit_code != 0) ++write_failures;
      if (judgekit({"round", "unpair", "--event", e}).exit_code != 0) ++write_failures;
      writes += 2;
    }
  });
  int seen_round2 = 0;
  for (int i = 0; i < 300; ++i) {
    switch (i % 3) {
      case 0: {
        auto r = judgekit({"round", "show", "--event", e, "--json"});
        INFO("round show: " << r.err);
        REQUIRE(r.exit_code == 0);
        json j = json::parse(r.out);
        check_round(j);
        seen_round2 += j["round"] == 2;
        break;
      }
      case 1: {
        auto r = judgekit({"event", "export", "--event", e});
        INFO("event export: " << r.err);
        REQUIRE(r.exit_code == 0);
        check_export(json::parse(r.out));
        break;
      }
      default: {
        auto r = judgekit({"standings", "--event", e, "--json"});
        INFO("standings: " << r.err);
        REQUIRE(r.exit_code == 0);
        check_standings(json::parse(r.out));
      }
    }
  }
  done = true;
  writer.join();
  CHECK(write_failures == 0);
  INFO("writes " << writes << ", round 2 seen " << seen_round2 << " of 100 shows");
  CHECK(writes > 20);  // the writer really ran alongside
}
