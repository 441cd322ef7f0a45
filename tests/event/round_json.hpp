// Shared by the event tests: `round show --json` of an event file, parsed.
#pragma once
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "run.hpp"

namespace jk::test {

// The current round ("" ) or round `round` as `judgekit round show --json` prints it.
inline nlohmann::json round_json(const std::string& event, const std::string& round = "") {
  std::vector<std::string> args = {"round", "show", "--event", event, "--json"};
  if (!round.empty()) args.push_back(round);
  auto r = judgekit(args);
  REQUIRE(r.exit_code == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace jk::test
