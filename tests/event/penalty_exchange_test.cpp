// A penalty log survives `event export` then `event import` whole (issue 22): a voided penalty stays
// voided with its reason, and a penalty in force can still be voided after the import, restoring
// the result it replaced. Older exports (no undo, no void) still import.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_json.hpp"
#include "run.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::cli_json;
using nlohmann::json;

namespace {

std::string write_state(const TempDir& dir, const std::string& name, const json& state) {
  const std::string path = dir.file(name);
  std::ofstream(path) << state.dump();
  return path;
}

// Table 1's result as `round show --json` gives it (null: none).
json table1_result(const std::string& e) {
  const json round = cli_json({"round", "show", "--event", e, "--json"});
  for (const auto& t : round["tables"])
    if (t["table"] == 1) return t["result"];
  FAIL("no table 1");
  return nullptr;
}

}  // namespace

TEST_CASE("export then import keeps a voided penalty voided and a live one undoable") {
  TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "往復杯", "--date", "2015-08-08", "--seed", "4"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "佐藤", "鈴木", "高橋", "田中"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  const json seats = cli_json({"round", "show", "--event", e, "--json"})["tables"][0]["players"];
  const std::string first = seats[0]["name"];
  REQUIRE(judgekit({"penalty", "add", first, "--infraction", "5-2-2", "--penalty", "warning", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"penalty", "void", "1", "--reason", "別の卓の話", "--event", e}).exit_code == 0);
  // A game loss decides table 1 (it had no result): voiding it later must give the table back no result.
  REQUIRE(judgekit({"penalty", "add", first, "--infraction", "6-2", "--penalty", "game-loss", "--event", e}).exit_code == 0);
  REQUIRE_FALSE(table1_result(e).is_null());

  auto exported = judgekit({"event", "export", "--event", e});
  REQUIRE(exported.exit_code == 0);
  const json state = json::parse(exported.out);
  REQUIRE(state["penalties"].size() == 2);
  CHECK(state["penalties"][0]["void_reason"] == "別の卓の話");
  CHECK_FALSE(state["penalties"][0]["voided_at"].is_null());
  CHECK(state["penalties"][1]["voided_at"].is_null());
  CHECK(state["penalties"][1]["undo"]["result"].is_null());  // what it replaced: no result

  const std::string copy = dir.file("copy.jkevent");
  REQUIRE(judgekit({"event", "import", copy, write_state(dir, "state.json", state)}).exit_code == 0);
  // The same log, the same export.
  CHECK(cli_json({"penalty", "list", "--event", copy, "--json"}) == cli_json({"penalty", "list", "--event", e, "--json"}));
  CHECK(json::parse(judgekit({"event", "export", "--event", copy}).out)["penalties"] == state["penalties"]);
  // The voided one is not counted again: one penalty in force for the player.
  auto list = cli_json({"penalty", "list", "--event", copy, "--json"});
  int in_force = 0;
  for (const auto& p : list["players"])
    for (const auto& pen : p["penalties"]) in_force += pen["voided"].is_null() ? 1 : 0;
  CHECK(in_force == 1);
  // The live penalty voided in the copy: table 1 has no result again, as in the original.
  REQUIRE(judgekit({"penalty", "void", "2", "--reason", "誤り", "--event", copy}).exit_code == 0);
  CHECK(table1_result(copy).is_null());
}

TEST_CASE("import refuses a void without its reason or a malformed undo, and takes an older export") {
  TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "往復杯", "--date", "2015-08-08", "--seed", "4"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "佐藤", "鈴木"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"penalty", "add", "佐藤", "--infraction", "5-2-2", "--penalty", "warning", "--event", e}).exit_code == 0);
  const json state = json::parse(judgekit({"event", "export", "--event", e}).out);

  struct Case {
    const char* name;
    void (*edit)(json&);
    const char* error;  // "" when the import succeeds
  };
  const Case cases[] = {
      {"voided without a reason", [](json& p) { p["voided_at"] = "2026-01-01T00:00:00Z"; }, "$.penalties[0]: a voided penalty needs both"},
      {"a reason without the time", [](json& p) { p["void_reason"] = "x"; }, "$.penalties[0]: a voided penalty needs both"},
      {"undo not an object", [](json& p) { p["undo"] = 3; }, "$.penalties[0].undo: must be an object"},
      {"undo's result not a result", [](json& p) { p["undo"] = {{"result", {{"kind", "nonsense"}}}}; }, "$.penalties[0].undo.result: is not a result"},
      {"an older export: no undo, no void", [](json& p) { p.erase("undo"), p.erase("voided_at"), p.erase("void_reason"); }, ""},
      {"voided, with its reason", [](json& p) { p["voided_at"] = "2026-01-01T00:00:00Z", p["void_reason"] = "誤り"; }, ""},
  };
  int n = 0;
  for (const Case& c : cases) {
    INFO(c.name);
    json edited = state;
    c.edit(edited["penalties"][0]);
    const std::string file = dir.file("i" + std::to_string(++n) + ".jkevent");
    auto r = judgekit({"event", "import", file, write_state(dir, "s" + std::to_string(n) + ".json", edited)});
    if (*c.error) {
      CHECK(r.exit_code == 2);
      CHECK(r.err.find(c.error) != std::string::npos);
      CHECK_FALSE(std::filesystem::exists(file));
    } else {
      INFO(r.err);
      CHECK(r.exit_code == 0);
    }
  }
}
