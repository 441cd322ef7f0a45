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

// Every open table of the last round: the first seat wins.
inline void finish_round(const std::string& e) {
  auto show = cli_json({"round", "show", "--event", e, "--json"});
  for (const auto& t : show["tables"])
    if (!t["bye"].get<bool>() && t["result"].is_null())
      REQUIRE(judgekit({"result", "--event", e, std::to_string(t["table"].get<int>()), "--winner", std::to_string(t["players"][0]["id"].get<long>())}).exit_code == 0);
}

}  // namespace jk::test
