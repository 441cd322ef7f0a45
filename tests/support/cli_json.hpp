// Shared by the tests: a command's --json output, parsed; the command must succeed (its stderr
// is shown when it does not).
#pragma once
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "run.hpp"

namespace jk::test {

inline nlohmann::json cli_json(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return nlohmann::json::parse(r.out);
}

// The current round ("" ) or round `round` as `judgekit round show --json` prints it.
inline nlohmann::json round_json(const std::string& event, const std::string& round = "") {
  std::vector<std::string> args = {"round", "show", "--event", event, "--json"};
  if (!round.empty()) args.push_back(round);
  return cli_json(args);
}

// `judgekit player list --json`.
inline nlohmann::json players_json(const std::string& event) { return cli_json({"player", "list", "--event", event, "--json"}); }

}  // namespace jk::test
