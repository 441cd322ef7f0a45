// A table of `round show --json` (its result as facts) as one short line for tests to compare:
// "1-0-0", "draw", "0-1-0 (time limit, 2-5-2)", "0-1-0 · game-loss: 甲 (6-2)", "1st C, 2nd G, 3rd A=F";
// "" when the table has no result. Seat 1's games, as the faces word them.
#pragma once
#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace jk::test {

inline std::string result_line(const nlohmann::json& table) {
  const auto& r = table["result"];
  if (r.is_null()) return "";
  std::map<std::int64_t, std::string> names;
  for (const auto& p : table["players"]) names[p["id"].get<std::int64_t>()] = p["name"].get<std::string>();
  const std::string kind = r["kind"];
  if (kind == "draw" || kind == "bye" || kind == "double-loss") return kind;
  if (kind == "placement") {
    std::map<int, std::string> at;
    for (const auto& s : r["seats"]) {
      std::string& n = at[s["placement"].get<int>()];
      n += (n.empty() ? "" : "=") + names[s["player_id"].get<std::int64_t>()];
    }
    std::string out;
    for (const auto& [place, who] : at) {
      const char* th = place == 1 ? "st" : place == 2 ? "nd" : place == 3 ? "rd" : "th";
      out += (out.empty() ? "" : ", ") + std::to_string(place) + th + " " + who;
    }
    return out;
  }
  const auto& s = r["seats"][0];
  std::string line = r["seats"].size() == 1 ? "bye lost"
                     : std::to_string(s["games_won"].get<int>()) + "-" + std::to_string(s["games_lost"].get<int>()) + "-" +
                           std::to_string(s["games_drawn"].get<int>());
  const auto& by = r["decided_by"];
  if (kind == "adjudicated" && by.is_object()) line += " (time limit, " + by["rule"].get<std::string>() + ")";
  if (kind == "penalty" && by.is_object()) {
    line += " · " + by["penalty"].get<std::string>() + ": " + names[by["player_id"].get<std::int64_t>()];
    if (by["citation"].is_string()) {
      const std::string c = by["citation"];
      line += " (" + c.substr(c.find(' ') + 1) + ")";
    }
  }
  return line;
}

}  // namespace jk::test
