// A team event through `event export` and `event import` (issue 27): the team size and the teams
// (seeds, members by seat, a dropped team) come back exactly, the team standings with them; a file
// whose teams are wrong is refused with its JSON path, exit 2 and no event file; older exports
// without teams still import.
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "file_hash.hpp"
#include "run.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using nlohmann::json;

namespace {

void exchange_ok(const std::vector<std::string>& args, const std::string& input = "") {
  auto r = judgekit(args, input);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
}

std::string exchange_out(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

// Four teams of two: round 1 played, team D dropped, round 2 paired and half reported.
std::string exchange_team_event(TempDir& dir) {
  const std::string e = dir.file("teams.jkevent");
  exchange_ok({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "ペア戦", "--date", "2026-06-14", "--team-size", "2", "--seed", "3"});
  exchange_ok({"team", "add", "-e", e, "A組", "--players", "安藤", "井上"});
  exchange_ok({"team", "add", "-e", e, "B組", "--players", "宇野", "遠藤"});
  exchange_ok({"team", "add", "-e", e, "C組", "--players", "大西", "加納"});
  exchange_ok({"team", "add", "-e", e, "D組", "--players", "菊池", "久保"});
  exchange_ok({"team", "add", "-e", e, "E組", "--players", "小松", "佐野"});
  exchange_ok({"round", "pair", "-e", e});
  exchange_ok({"result", "-e", e, "--csv", "/dev/stdin"}, "round,table,result\n1,1,2-0\n1,2,0-2\n1,3,2-1\n1,4,2-0\n");
  exchange_ok({"team", "drop", "-e", e, "D組"});
  exchange_ok({"round", "pair", "-e", e});
  exchange_ok({"result", "-e", e, "1", "2-0"});
  return e;
}

}  // namespace

TEST_CASE("event export carries a team event's team size and teams; import restores them exactly", "[event][teams][exchange]") {
  TempDir dir;
  const std::string e = exchange_team_event(dir);
  const std::string exported = exchange_out({"event", "export", "-e", e});
  const json state = json::parse(exported);
  CHECK(state["event"]["team_size"] == 2);
  REQUIRE(state["teams"].size() == 5);
  CHECK(state["teams"][0]["name"] == "A組");
  CHECK(state["teams"][0]["seed"] == 1);
  CHECK(state["teams"][0]["members"] == json::parse(R"([{"seat": "A", "player": 1}, {"seat": "B", "player": 2}])"));
  CHECK(state["teams"][3]["dropped_after_round"] == 1);
  CHECK(state["teams"][0]["dropped_after_round"].is_null());

  jk::test::write_file(dir.file("teams.json"), exported);
  const std::string copy = dir.file("copy.jkevent");
  auto imported = judgekit({"event", "import", copy, dir.file("teams.json")});
  INFO(imported.err);
  REQUIRE(imported.exit_code == 0);
  CHECK(exchange_out({"event", "export", "-e", copy}) == exported);
  CHECK(exchange_out({"standings", "-e", copy, "--json"}) == exchange_out({"standings", "-e", e, "--json"}));
  CHECK(exchange_out({"team", "list", "-e", copy, "--json"}) == exchange_out({"team", "list", "-e", e, "--json"}));
  CHECK(exchange_out({"round", "show", "-e", copy, "--json"}) == exchange_out({"round", "show", "-e", e, "--json"}));
}

TEST_CASE("event import refuses wrong teams with the file and the JSON path, and writes nothing", "[event][teams][exchange][errors]") {
  TempDir dir;
  const std::string e = exchange_team_event(dir);
  const json good = json::parse(exchange_out({"event", "export", "-e", e}));
  struct Case {
    const char* what;
    std::function<void(json&)> spoil;
    std::string says;
  };
  const std::vector<Case> cases = {
      {"a member who is no player", [](json& s) { s["teams"][1]["members"][1]["player"] = 99; }, "$.teams[1].members[1].player: no player with id 99"},
      {"a seat beyond the team size", [](json& s) { s["teams"][0]["members"][1]["seat"] = "C"; },
       "$.teams[0].members[1].seat: seat C is beyond the team size 2 (seats A-B)"},
      {"a seat twice", [](json& s) { s["teams"][0]["members"][1]["seat"] = "A"; }, "$.teams[0].members[1].seat: seat A appears twice"},
      {"a team name twice", [](json& s) { s["teams"][2]["name"] = "a組"; }, "$.teams[2].name: there is already a team called A組"},
      {"a player in two teams", [](json& s) { s["teams"][2]["members"][0]["player"] = 1; }, "$.teams[2].members[0].player: player 1 is in two teams"},
      {"a team short of a member", [](json& s) { s["teams"][4]["members"].erase(1); }, "$.teams[4].members: needs one entry for each of the 2 players"},
      {"teams in an individual event", [](json& s) { s["event"]["team_size"] = nullptr; },
       "$.teams: only a team event has teams; give $.event.team_size (2 or 3)"},
      {"a team size of 4", [](json& s) { s["event"]["team_size"] = 4; }, "$.event.team_size: 4 is out of range 2..3"},
  };
  for (const auto& c : cases) {
    INFO(c.what);
    json bad = good;
    c.spoil(bad);
    const std::string source = dir.file("bad.json"), target = dir.file("bad.jkevent");
    jk::test::write_file(source, bad.dump(2));
    const std::string before = jk::test::sha(source);
    auto r = judgekit({"event", "import", target, source});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: " + source + ": " + c.says + "\n");
    CHECK_FALSE(std::filesystem::exists(target));
    CHECK(jk::test::sha(source) == before);
  }
  // The event the export came from is untouched by it all.
  CHECK(json::parse(exchange_out({"event", "export", "-e", e})) == good);
}

TEST_CASE("event import reads an export from before teams (no team_size, no teams)", "[event][teams][exchange]") {
  TempDir dir;
  const std::string e = dir.file("solo.jkevent");
  exchange_ok({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "個人戦", "--date", "2026-06-14", "--seed", "2"});
  exchange_ok({"player", "add", "-e", e, "安藤", "井上", "宇野"});
  exchange_ok({"round", "pair", "-e", e});
  json state = json::parse(exchange_out({"event", "export", "-e", e}));
  CHECK(state["event"]["team_size"].is_null());
  CHECK(state["teams"] == json::array());
  state["event"].erase("team_size");
  state.erase("teams");
  jk::test::write_file(dir.file("old.json"), state.dump());
  exchange_ok({"event", "import", dir.file("old.jkevent"), dir.file("old.json")});
  CHECK(exchange_out({"event", "export", "-e", dir.file("old.jkevent")}) == exchange_out({"event", "export", "-e", e}));
}
