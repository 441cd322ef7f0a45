// After a top cut every standings face says who won (issue 22): `export --kind standings` (CSV
// and JSON) and `standings --csv` carry each player's place and finish; `standings --json` keys
// players by player_id, as the exports do.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "csv.hpp"
#include "run.hpp"

using namespace jk::test;
using nlohmann::json;

namespace {

// Eight players, three Swiss rounds in which the first seat of every table wins, then a top 4
// whose first seats win too: the cut decides an order that is not the Swiss one.
std::string cut_event(TempDir& dir) {
  const std::string e = dir.file("cut.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "決勝杯", "--date", "2026-05-01", "--rounds", "3", "--top-cut",
                    "4", "--seed", "7"})
              .exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "赤", "青", "黄", "緑", "紫", "橙", "白", "黒"}).exit_code == 0);
  for (int r = 1; r <= 3; ++r) {
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    for (const char* t : {"1", "2", "3", "4"}) REQUIRE(judgekit({"result", "--event", e, t, "2-0"}).exit_code == 0);
  }
  REQUIRE(judgekit({"cut", "--event", e}).exit_code == 0);
  // The semi-finals' second seats win (the lower seeds), then the final's first seat.
  for (const char* t : {"1", "2"}) REQUIRE(judgekit({"result", "--event", e, t, "0-2"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "2-1"}).exit_code == 0);
  return e;
}

// player id -> (place, finish) from CSV rows with a header.
std::map<std::int64_t, std::pair<std::string, std::string>> places_csv(const std::string& text) {
  const auto rows = jk::parse_csv(text, "standings.csv");
  REQUIRE(!rows.empty());
  const auto& head = rows[0].fields;
  auto col = [&](const std::string& name) {
    auto it = std::find(head.begin(), head.end(), name);
    REQUIRE(it != head.end());
    return static_cast<std::size_t>(it - head.begin());
  };
  const std::size_t id = col("player_id"), place = col("place"), finish = col("finish");
  std::map<std::int64_t, std::pair<std::string, std::string>> out;
  for (std::size_t i = 1; i < rows.size(); ++i) out[std::stoll(rows[i].fields[id])] = {rows[i].fields[place], rows[i].fields[finish]};
  return out;
}

std::map<std::int64_t, std::pair<std::string, std::string>> places_json(const json& rows) {
  std::map<std::int64_t, std::pair<std::string, std::string>> out;
  for (const auto& r : rows) out[r["player_id"].get<std::int64_t>()] = {std::to_string(r["place"].get<int>()), r["finish"].get<std::string>()};
  return out;
}

}  // namespace

TEST_CASE("standings exports carry the final order after a top cut, keyed by player_id", "[reports][export][issue22]") {
  TempDir dir;
  const std::string e = cut_event(dir);
  auto json_out = judgekit({"standings", "--event", e, "--json"});
  REQUIRE(json_out.exit_code == 0);
  const json standings = json::parse(json_out.out);
  REQUIRE(standings.size() == 8);
  CHECK(standings[0].contains("player_id"));
  CHECK_FALSE(standings[0].contains("id"));
  const auto truth = places_json(standings);
  // One winner, one runner-up (the final is played), two out in the top 4, four out after the Swiss rounds.
  std::map<std::string, int> finishes;
  for (const auto& [id, pf] : truth) ++finishes[pf.second];
  CHECK(finishes == std::map<std::string, int>{{"winner", 1}, {"runner-up", 1}, {"top4", 2}, {"swiss", 4}});
  // The winner's place is 1 though the Swiss rank of the player is not.
  CHECK(standings[0]["finish"] == "winner");
  CHECK(standings[0]["place"] == 1);
  CHECK(standings[0]["rank"] != 1);

  auto csv = judgekit({"standings", "--event", e, "--csv"});
  REQUIRE(csv.exit_code == 0);
  CHECK(places_csv(csv.out) == truth);
  auto export_csv = judgekit({"export", "--event", e, "--kind", "standings", "--format", "csv"});
  REQUIRE(export_csv.exit_code == 0);
  CHECK(places_csv(export_csv.out) == truth);
  CHECK(export_csv.out == csv.out);  // one standings CSV
  auto export_json = judgekit({"export", "--event", e, "--kind", "standings", "--format", "json"});
  REQUIRE(export_json.exit_code == 0);
  const json exported = json::parse(export_json.out);
  CHECK(places_json(exported["standings"]) == truth);
  CHECK(exported["standings"] == standings);  // the rows `standings --json` prints
}
