// CSV and JSON exports: RFC 4180 quoting that round-trips through jk::parse_csv, documented keys.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "csv.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "fixture_event.hpp"
#include "reports.hpp"
#include "run.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

EventReport fixture_report(TempDir& dir) {
  build_fixture_event(dir.file("e.jkevent"));
  jk::Database db = jk::open_event(dir.file("e.jkevent"), jk::OpenMode::existing);
  EventReport r = load_event_report(db, dir.file("e.jkevent"));
  r.standings = fixture_standings();
  return r;
}

// Rows as parsed back, each checked to have the header's width.
std::vector<std::vector<std::string>> parse_back(const std::string& csv) {
  auto rows = jk::parse_csv(csv, "export.csv");
  std::vector<std::vector<std::string>> out;
  for (const auto& r : rows) {
    if (!out.empty()) CHECK(r.fields.size() == out[0].size());
    out.push_back(r.fields);
  }
  return out;
}

}  // namespace

TEST_CASE("results CSV: quotes and commas in names survive the round trip", "[reports][export]") {
  TempDir dir;
  const EventReport r = fixture_report(dir);
  const std::string csv = export_csv(r, ExportKind::results);
  CHECK(csv.find("\"O'Brien, \"\"Ace\"\" 中村\"") != std::string::npos);  // quoted, inner quotes doubled
  CHECK(csv.find("\r\n") != std::string::npos);
  const auto rows = parse_back(csv);
  REQUIRE(rows.size() == 1 + 9 + 9 + 9 + 4 + 2);  // header; seats of rounds 1-3 (with the bye), semi-finals, final
  CHECK(rows[0] == std::vector<std::string>{"round", "stage", "table", "bye", "seat", "player_id", "name", "outcome", "games_won",
                                            "games_lost", "games_drawn", "placement", "result_kind", "summary", "awarded"});
  CHECK(rows[1] == std::vector<std::string>{"1", "swiss", "1", "no", "1", "1", "佐藤 太郎", "win", "2", "1", "0", "", "games", "2-1-0", "no"});
  CHECK(rows[2][6] == "鈴木 花子");
  CHECK(rows[2][7] == "loss");
  CHECK(rows[8][6] == "O'Brien, \"Ace\" 中村");  // round 1, table 4, seat 2
  CHECK(rows[8][7] == "win");
  CHECK(rows[9] == std::vector<std::string>{"1", "swiss", "", "yes", "1", "9", rows[9][6], "win", "2", "0", "0", "", "bye", "bye", "no"});
  CHECK(rows.back()[1] == "cut");
}

TEST_CASE("pairings CSV: one round, opponents named", "[reports][export]") {
  TempDir dir;
  const EventReport r = fixture_report(dir);
  const auto rows = parse_back(export_csv(r, ExportKind::pairings, 3));
  REQUIRE(rows.size() == 1 + 9);
  CHECK(rows[1] == std::vector<std::string>{"3", "swiss", "1", "no", "1", "1", "佐藤 太郎", "さとう たろう", "O'Brien, \"Ace\" 中村", "no"});
  CHECK(rows[2][8] == "佐藤 太郎");
  CHECK(rows[9] == std::vector<std::string>{"3", "swiss", "", "yes", "1", "4", "田中 美咲", "たなか みさき", "", "no"});
  REQUIRE_THROWS_WITH(export_csv(r, ExportKind::pairings, 6), Catch::Contains("round 6 does not exist"));
}

TEST_CASE("standings CSV: tiebreaker columns in the pack's order, fractions to 4 decimals, membership ids", "[reports][export]") {
  TempDir dir;
  const EventReport r = fixture_report(dir);
  const auto rows = parse_back(export_csv(r, ExportKind::standings));
  REQUIRE(rows.size() == 1 + 9);
  CHECK(rows[0] == std::vector<std::string>{"rank", "player_id", "name", "reading", "external_id", "points", "wins", "losses", "draws", "omw",
                                            "gw", "ogw", "dropped", "place", "finish"});
  CHECK(rows[1] == std::vector<std::string>{"1", "1", "佐藤 太郎", "さとう たろう", r.player(1)->external_id, "9", "3", "0", "0", "0.5556",
                                            "0.8571", "0.5556", "no", "1", "winner"});
  CHECK(rows[3][2] == "O'Brien, \"Ace\" 中村");
  CHECK(rows[3][3] == "");
  REQUIRE_THROWS_AS(export_csv(r, ExportKind::standings, 1), jk::InputError);  // --round is for pairings and results
}

TEST_CASE("decks CSV: one row per card with the verdict", "[reports][export]") {
  TempDir dir;
  const EventReport r = fixture_report(dir);
  const auto rows = parse_back(export_csv(r, ExportKind::decks));
  REQUIRE(rows.size() == 1 + 2 + 2 + 1);
  CHECK(rows[3] == std::vector<std::string>{"2", "鈴木 花子", "2", "illegal", "2025-03-16", "standard", "main", "2", "SCP-173", "彫刻 - オリジナル", "1"});
}

TEST_CASE("JSON exports: stable documented keys", "[reports][export]") {
  TempDir dir;
  const EventReport r = fixture_report(dir);
  using nlohmann::json;
  json s = json::parse(export_json(r, ExportKind::standings));
  CHECK(s["event"]["name"] == "第5回 判定キット杯 東京");
  CHECK(s["event"]["game"] == "scp-tcg-jp-j");
  CHECK(s["standings"][0]["name"] == "佐藤 太郎");
  CHECK(s["standings"][0]["tiebreakers"]["omw"].get<double>() == Approx(0.5556));
  // The membership id, as in the CSV; null for a player without one.
  for (std::size_t i = 0; i < s["standings"].size(); ++i) {
    const auto& row = s["standings"][i];
    const std::string external = r.player(row["player_id"].get<std::int64_t>())->external_id;
    if (external.empty()) CHECK(row["external_id"].is_null());
    else CHECK(row["external_id"] == external);
  }
  EventReport with_id = r;
  with_id.players[0].external_id = "A-1024";
  with_id.standings.external_ids[0] = "A-1024";  // the view's row of players[0] (佐藤, first)
  const json named = json::parse(export_json(with_id, ExportKind::standings));
  const auto row_of = [&](const json& rows, std::int64_t id) {
    for (const auto& row : rows)
      if (row["player_id"] == id) return row;
    return json();
  };
  CHECK(row_of(named["standings"], with_id.players[0].id)["external_id"] == "A-1024");
  CHECK(s["standings"][2]["name"] == "O'Brien, \"Ace\" 中村");
  CHECK(s["standings"][1]["name"] == "𠮷田 一郎");  // JSON carries the name as written, no replacement

  json p = json::parse(export_json(r, ExportKind::results, 1));
  REQUIRE(p["rounds"].size() == 1);
  const json& m = p["rounds"][0]["matches"][0];
  CHECK(m["table"] == 1);
  CHECK(m["bye"] == false);
  CHECK(m["result"]["summary"] == "2-1-0");
  CHECK(m["players"][0]["seat"] == 1);
  CHECK(m["players"][0]["outcome"] == "win");
  CHECK(m["players"][1]["games_won"] == 1);
  CHECK(p["rounds"][0]["matches"][4]["table"].is_null());
  CHECK(p["rounds"][0]["matches"][4]["bye"] == true);

  json d = json::parse(export_json(r, ExportKind::decks));
  REQUIRE(d["decks"].size() == 3);
  CHECK(d["decks"][1]["verdict"] == "illegal");
  CHECK(d["decks"][1]["report"]["diagnostics"][0]["cite"] == "scp-tcg-jp-j 100.2a");

  // Key order is part of the contract.
  const std::string text = export_json(r, ExportKind::pairings, 3);
  CHECK(text.find("\"event\"") < text.find("\"rounds\""));
  CHECK(text.find("\"seat\"") < text.find("\"player_id\""));
}

TEST_CASE("csv_text_cell: formula starts get a quote, values stay importable", "[reports][export][csv]") {
  using jk::csv_text_cell;
  // Each risky first character, one by one.
  CHECK(csv_text_cell("=HYPERLINK(\"http://x\")") == "'=HYPERLINK(\"http://x\")");
  CHECK(csv_text_cell("+cmd|' /C calc'!A0") == "'+cmd|' /C calc'!A0");
  CHECK(csv_text_cell("-2+3+cmd|' /C calc'!A0") == "'-2+3+cmd|' /C calc'!A0");
  CHECK(csv_text_cell("@SUM(A1)") == "'@SUM(A1)");
  CHECK(csv_text_cell("\t=1") == "'\t=1");
  CHECK(csv_text_cell("\r=1") == "'\r=1");
  // Signed numbers are values: left alone; one character more that is not a digit is not.
  CHECK(csv_text_cell("-1") == "-1");
  CHECK(csv_text_cell("+3") == "+3");
  CHECK(csv_text_cell("-0.5") == "-0.5");
  CHECK(csv_text_cell("-1.2.3") == "'-1.2.3");
  CHECK(csv_text_cell("-1a") == "'-1a");
  CHECK(csv_text_cell("-") == "'-");
  CHECK(csv_text_cell("-.") == "'-.");
  // Scores and ordinary text start with a safe character.
  CHECK(csv_text_cell("2-1") == "2-1");
  CHECK(csv_text_cell("2-1-0") == "2-1-0");
  CHECK(csv_text_cell("佐藤 =太郎") == "佐藤 =太郎");
  CHECK(csv_text_cell("") == "");
  CHECK(csv_text_cell("＝全角") == "＝全角");  // a full-width sign is no formula
}

TEST_CASE("CSV exports neutralise text cells only", "[reports][export][csv]") {
  TempDir dir;
  EventReport r = fixture_report(dir);
  r.players[0].name = "=1+1";          // sato, seat 1 of round 1 table 1
  r.players[0].reading = "@reading";
  r.standings.rows[0].name = "=1+1";
  r.standings.rows[0].reading = "@reading";
  r.rounds[0].matches[0].result->summary = "-2-1";  // a summary a person could have typed
  const auto results = parse_back(export_csv(r, ExportKind::results, 1));
  CHECK(results[1][6] == "'=1+1");
  CHECK(results[1][13] == "'-2-1");
  CHECK(results[3][13] == "1-1-1");  // a score is a score
  const auto pairings = parse_back(export_csv(r, ExportKind::pairings, 1));
  CHECK(pairings[1][6] == "'=1+1");
  CHECK(pairings[1][7] == "'@reading");
  CHECK(pairings[2][8] == "'=1+1");  // as the opponent of 鈴木
  const auto standings = parse_back(export_csv(r, ExportKind::standings));
  CHECK(standings[1] == std::vector<std::string>{"1", "1", "'=1+1", "'@reading", "", "9", "3", "0", "0", "0.5556", "0.8571", "0.5556", "no", "1", "winner"});
  // JSON is data, not a spreadsheet: names as written.
  CHECK(nlohmann::json::parse(export_json(r, ExportKind::standings))["standings"][0]["name"] == "=1+1");
}
