// What the structure tests (single elimination, cuts of any size, round robin) share: an event
// made and filled through the binary, JSON read back (a round finished by its first seats:
// cli_json.hpp).
#pragma once
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_json.hpp"
#include "run.hpp"

namespace jk::test {

// An event of `game` with players P1 … Pn (registration order); `extra`: more `event create` options.
inline std::string new_event(const TempDir& dir, int players, const std::vector<std::string>& extra = {}, const std::string& game = "scp-tcg-jp-j",
                             const std::string& name = "e.jkevent") {
  std::string e = dir.file(name);
  std::vector<std::string> args = {"event", "create", e, "--game", game, "--name", "e", "--date", "2026-04-12", "--seed", "7"};
  args.insert(args.end(), extra.begin(), extra.end());
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  if (players == 0) return e;
  std::vector<std::string> add = {"player", "add", "--event", e};
  for (int i = 1; i <= players; ++i) add.push_back("P" + std::to_string(i));
  REQUIRE(judgekit(add).exit_code == 0);
  return e;
}

}  // namespace jk::test
