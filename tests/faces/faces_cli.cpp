// The CLI's faces and the exports.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "csv.hpp"
#include "faces.hpp"

namespace jk::faces {

using nlohmann::json;
using test::judgekit;

namespace {

std::string out_of(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

std::string record_of(const json& row) {
  return std::to_string(row["wins"].get<int>()) + "-" + std::to_string(row["losses"].get<int>()) + "-" + std::to_string(row["draws"].get<int>());
}

Facts standings_of_json(const json& rows) {
  Facts f;
  f.has_standings = true;
  for (const auto& r : rows) f.standings[r["player_id"].get<std::int64_t>()] = {r["place"].get<int>(), r["points"].get<int>(), record_of(r)};
  return f;
}

// Rows of a CSV with a header, as column name -> value.
std::vector<std::map<std::string, std::string>> csv_rows(const std::string& text) {
  const auto rows = parse_csv(text, "face.csv");
  std::vector<std::map<std::string, std::string>> out;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    std::map<std::string, std::string> row;
    for (std::size_t c = 0; c < rows[0].fields.size() && c < rows[i].fields.size(); ++c) row[rows[0].fields[c]] = rows[i].fields[c];
    out.push_back(std::move(row));
  }
  return out;
}

Facts standings_of_csv(const std::string& text) {
  Facts f;
  f.has_standings = true;
  for (auto& r : csv_rows(text))
    f.standings[std::stoll(r["player_id"])] = {std::stoi(r["place"]), std::stoi(r["points"]), r["wins"] + "-" + r["losses"] + "-" + r["draws"]};
  return f;
}

Penalty penalty_of_json(const json& p) {
  return {p["infraction"].get<std::string>(), p["penalty"].get<std::string>(), !p["voided"].is_null(), p["times"].get<int>()};
}

}  // namespace

Facts cli_standings_table(const Built& b, Lang lang) {
  Facts f;
  f.has_standings = true;
  const std::string out = out_of({"--lang", lang_of(lang), "standings", "--event", b.path});
  f.counted_rounds = rounds_in_heading(out);
  for (const auto& line : lines(out)) {
    const auto t = tokens(line);
    if (t.size() < 4) continue;
    const std::int64_t id = id_of(b, t[1]);
    if (!id) continue;
    for (std::size_t i = 2; i < t.size(); ++i)
      if (is_record(t[i])) {
        f.standings[id] = {std::stoi(t[0]), std::stoi(t[i - 1]), t[i]};
        break;
      }
  }
  return f;
}

Facts cli_standings_json(const Built& b) { return standings_of_json(json::parse(out_of({"standings", "--event", b.path, "--json"}))); }
Facts cli_standings_csv(const Built& b) { return standings_of_csv(out_of({"standings", "--event", b.path, "--csv"})); }

Facts cli_penalty_list_json(const Built& b) {
  Facts f;
  f.has_penalties = true;
  const json listed = json::parse(out_of({"penalty", "list", "--event", b.path, "--json"}));
  for (const auto& player : listed["players"]) {
    std::vector<json> list(player["penalties"].begin(), player["penalties"].end());
    std::sort(list.begin(), list.end(), [](const json& x, const json& y) { return x["id"].get<int>() < y["id"].get<int>(); });
    for (const auto& p : list) f.penalties[player["id"].get<std::int64_t>()].push_back(penalty_of_json(p));
  }
  return f;
}

Facts export_standings(const Built& b, const std::string& format) {
  const std::string text = out_of({"export", "--event", b.path, "--kind", "standings", "--format", format});
  return format == "csv" ? standings_of_csv(text) : standings_of_json(json::parse(text)["standings"]);
}

Facts export_results(const Built& b, const std::string& format) {
  Facts f;
  f.has_seats = true;
  const std::string text = out_of({"export", "--event", b.path, "--kind", "results", "--format", format});
  auto add = [&](int round, std::int64_t player, const std::string& outcome, const std::string& games, std::optional<int> placement) {
    if (outcome.empty()) return;  // no result yet
    f.seats[{round, player}] = {outcome, games, placement};
  };
  if (format == "csv") {
    for (auto& r : csv_rows(text))
      add(std::stoi(r["round"]), std::stoll(r["player_id"]), r["outcome"], r["games_won"] + "-" + r["games_lost"] + "-" + r["games_drawn"],
          r["placement"].empty() ? std::nullopt : std::optional<int>(std::stoi(r["placement"])));
    return f;
  }
  const json exported = json::parse(text);
  for (const auto& rd : exported["rounds"])
    for (const auto& m : rd["matches"])
      for (const auto& p : m["players"]) {
        if (p["outcome"].is_null()) continue;
        add(rd["round"].get<int>(), p["player_id"].get<std::int64_t>(), p["outcome"].get<std::string>(),
            std::to_string(p["games_won"].get<int>()) + "-" + std::to_string(p["games_lost"].get<int>()) + "-" + std::to_string(p["games_drawn"].get<int>()),
            p["placement"].is_null() ? std::nullopt : std::optional<int>(p["placement"].get<int>()));
      }
  return f;
}

Facts export_penalties(const Built& b, const std::string& format) {
  Facts f;
  f.has_penalties = true;
  const std::string text = out_of({"export", "--event", b.path, "--kind", "penalties", "--format", format});
  std::vector<std::pair<std::int64_t, std::pair<std::int64_t, Penalty>>> all;  // id, (player, penalty)
  if (format == "csv") {
    for (auto& r : csv_rows(text))
      all.push_back({std::stoll(r["penalty_id"]), {std::stoll(r["player_id"]), {r["infraction"], r["penalty"], r["voided"] == "yes", std::stoi(r["times"])}}});
  } else {
    const json exported = json::parse(text);
    for (const auto& p : exported["penalties"]) all.push_back({p["id"].get<std::int64_t>(), {p["player_id"].get<std::int64_t>(), penalty_of_json(p)}});
  }
  std::sort(all.begin(), all.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  for (const auto& [id, pp] : all) f.penalties[pp.first].push_back(pp.second);
  return f;
}

}  // namespace jk::faces
