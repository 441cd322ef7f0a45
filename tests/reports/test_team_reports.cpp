// A team event's reports and exports (issue 27) as a user runs them: the standings PDF ranks the
// teams as `standings` does, the pairings PDF shows each team match with its seat tables, a seat's
// slip names its team table, seat and both teams, the summary carries the team standings and team
// results, and `export --kind standings` gives the rows of `standings --csv` / `--json`.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <map>
#include <regex>
#include <sstream>

#include <nlohmann/json.hpp>

#include "pdf_tools.hpp"
#include "run.hpp"

using namespace jk::test;
using nlohmann::json;

namespace {

json team_report_json(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

void team_report_ok(const std::vector<std::string>& args, const std::string& input = "") {
  auto r = judgekit(args, input);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
}

// docs/events.md "Team events": five teams of three, two rounds played, 黒組 dropped after round 2,
// round 3 paired (赤組 v 青組, 緑組 v 白組) with no result yet.
std::string team_report_event(TempDir& dir) {
  const std::string e = dir.file("team.jkevent");
  team_report_ok({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "チーム戦", "--date", "2026-06-14", "--team-size", "3", "--seed", "8"});
  team_report_ok({"player", "add", "-e", e, "青木", "石田"});
  team_report_ok({"team", "add", "-e", e, "赤組", "--players", "青木", "#2", "上野"});
  team_report_ok({"team", "add", "-e", e, "白組", "--players", "江藤", "大橋", "加藤"});
  team_report_ok({"team", "add", "-e", e, "青組", "--players", "木村", "工藤", "小池"});
  team_report_ok({"team", "add", "-e", e, "黒組", "--players", "佐々木", "清水", "鈴木"});
  team_report_ok({"team", "add", "-e", e, "緑組", "--players", "高田", "千葉", "土屋"});
  team_report_ok({"round", "pair", "-e", e});
  team_report_ok({"result", "-e", e, "--csv", "/dev/stdin"}, "round,table,result\n1,1,2-0\n1,2,0-2\n1,3,2-1\n1,4,2-0\n1,5,draw\n1,6,0-2\n");
  team_report_ok({"round", "pair", "-e", e});
  team_report_ok({"result", "-e", e, "--csv", "/dev/stdin"}, "round,table,result\n2,1,0-2\n2,2,2-0\n2,3,0-2\n2,4,2-0\n2,5,2-1\n2,6,1-2\n");
  team_report_ok({"team", "drop", "-e", e, "黒組"});
  team_report_ok({"round", "pair", "-e", e});
  return e;
}

std::string team_pdf(const std::string& e, const std::string& kind, const std::string& lang, const std::string& out, const std::vector<std::string>& more = {}) {
  std::vector<std::string> args = {"report", "-e", e, "--kind", kind, "--lang", lang, "-o", out, "--date", "2026-06-14"};
  args.insert(args.end(), more.begin(), more.end());
  team_report_ok(args);
  keep_pdf(out, std::filesystem::path(out).filename().string());
  return pdf_text(out);
}

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// A PDF percentage ("41.50") against the JSON's fraction to 4 decimals (0.415): the same figure
// within the rounding of either.
bool same_percent(const std::string& printed, const json& fraction) {
  return std::abs(std::stod(printed) - fraction.get<double>() * 100.0) <= 0.0051;
}

// Each team row of the standings PDF read back: the row's words from the rank to OSW%.
void check_team_rows(const std::string& text, const json& rows, const std::string& dropped_mark) {
  std::vector<std::string> order;
  for (const auto& row : rows) order.push_back(row["name"].get<std::string>() + (row["dropped"].get<bool>() ? dropped_mark : ""));
  CHECK(in_order(text, order));
  const std::regex record("^[0-9]+-[0-9]+-[0-9]+$");
  for (const auto& row : rows) {
    const std::string name = row["name"];
    const auto words = words_of(line_with(text, name));
    INFO(name << ": " << line_with(text, name));
    REQUIRE(words.size() >= 8);
    CHECK(words[0] == std::to_string(row["rank"].get<int>()));
    std::size_t at = 0;  // the W-L-D word: points before it, seats after, then the three figures
    while (at < words.size() && !std::regex_match(words[at], record)) ++at;
    REQUIRE(at + 4 < words.size());
    CHECK(words[at - 1] == std::to_string(row["points"].get<int>()));
    CHECK(words[at] == std::to_string(row["wins"].get<int>()) + "-" + std::to_string(row["losses"].get<int>()) + "-" + std::to_string(row["draws"].get<int>()));
    CHECK(words[at + 1] == std::to_string(row["seats_won"].get<int>()) + "-" + std::to_string(row["seats_lost"].get<int>()) + "-" +
                               std::to_string(row["seats_drawn"].get<int>()));
    CHECK(same_percent(words[at + 2], row["tiebreakers"]["tomw"]));
    CHECK(same_percent(words[at + 3], row["tiebreakers"]["sw"]));
    CHECK(same_percent(words[at + 4], row["tiebreakers"]["osw"]));
  }
}

}  // namespace

TEST_CASE("team event: the standings PDF ranks the teams as `standings --json` does", "[reports][teams]") {
  TempDir dir;
  const std::string e = team_report_event(dir);
  const json rows = team_report_json({"standings", "-e", e, "--json"});
  REQUIRE(rows.size() == 5);
  CHECK(rows[0]["name"] == "赤組");
  CHECK(rows[3]["dropped"] == true);

  const std::string ja = team_pdf(e, "standings", "ja", dir.file("standings-ja.pdf"));
  CHECK(ja.find("チーム順位 — 第2回戦終了時") != std::string::npos);
  for (const char* head : {"チーム", "メンバー", "勝ち点", "勝-敗-分", "席の勝敗", "TOMW%", "SW%", "OSW%"}) CHECK(ja.find(head) != std::string::npos);
  check_team_rows(ja, rows, "（ドロップ）");
  // Members by seat beside their team; no player's own standings (OMW%, GW%) on a team event.
  CHECK(line_with(ja, "赤組").find("A 青木") != std::string::npos);
  CHECK(ja.find("B 石田") != std::string::npos);
  CHECK(ja.find("C 上野") != std::string::npos);
  CHECK(ja.find("GW%") == std::string::npos);

  const std::string en = team_pdf(e, "standings", "en", dir.file("standings-en.pdf"));
  CHECK(en.find("Team standings — after round 2") != std::string::npos);
  for (const char* head : {"Team", "Members", "Pts", "W-L-D", "Seats"}) CHECK(en.find(head) != std::string::npos);
  check_team_rows(en, rows, " (dropped)");
  CHECK(pdf_pages(dir.file("standings-en.pdf")) == 1);
}

TEST_CASE("team event: the pairings PDF shows each team match and its seat tables", "[reports][teams]") {
  TempDir dir;
  const std::string e = team_report_event(dir);
  const json round = team_report_json({"round", "show", "-e", e, "--json"});
  REQUIRE(round["teams"].size() == 2);
  const std::string ja = team_pdf(e, "pairings", "ja", dir.file("pairings-ja.pdf"));
  const std::string en = team_pdf(e, "pairings", "en", dir.file("pairings-en.pdf"));
  CHECK(ja.find("対戦表 — 第3回戦") != std::string::npos);
  CHECK(ja.find("チーム卓 1: 赤組（6点） 対 青組（4点）") != std::string::npos);
  CHECK(ja.find("チーム卓 2: 緑組（3点） 対 白組（1点）") != std::string::npos);
  CHECK(en.find("Team table 1: 赤組 (6 pts) v 青組 (4 pts)") != std::string::npos);
  // A line per seat table: its table number, the seat, the two players as `round show` seats them.
  std::map<int, json> tables;
  for (const auto& t : round["tables"])
    if (!t["table"].is_null()) tables[t["table"].get<int>()] = t;
  int seats = 0;
  for (const auto& tm : round["teams"])
    for (std::size_t s = 0; s < tm["seat_tables"].size(); ++s) {
      const json& t = tables.at(tm["seat_tables"][s].get<int>());
      const std::string a = t["players"][0]["name"], b = t["players"][1]["name"];
      for (const std::string* text : {&ja, &en}) {
        const auto words = words_of(line_with(*text, a));
        INFO(line_with(*text, a));
        REQUIRE(words.size() >= 4);
        CHECK(words[0] == std::to_string(t["table"].get<int>()));
        CHECK(words[1] == std::string(1, static_cast<char>('A' + s)));
        CHECK(words[3] == b);
      }
      ++seats;
    }
  CHECK(seats == 6);
  // The dropped team is in no match of round 3.
  CHECK(ja.find("黒組") == std::string::npos);
}

TEST_CASE("team event: a seat's slip names the team table, the seat and both teams", "[reports][teams]") {
  TempDir dir;
  const std::string e = team_report_event(dir);
  const std::string ja = team_pdf(e, "slips", "ja", dir.file("slips-ja.pdf"));
  const std::string en = team_pdf(e, "slips", "en", dir.file("slips-en.pdf"));
  // Table 2 is team table 1's seat B: 石田 (赤組) against 工藤 (青組).
  const std::string title = line_with(ja, "チーム卓 1・B席");
  CHECK(title.find("卓 2") != std::string::npos);
  CHECK(title.find("第3回戦") != std::string::npos);
  const std::string names = line_with(ja, "石田");
  CHECK(in_order(names, {"石田", "赤組", "工藤", "青組"}));
  CHECK(line_with(en, "Team table 2, seat C").find("Table 6") != std::string::npos);
  CHECK(in_order(line_with(en, "大橋"), {"大橋", "白組"}));
  CHECK(count_of(ja, "チーム卓") == 6);  // six seat tables, one slip each
  for (const auto& page : {1, 2})
    CHECK(overlapping_words(pdf_words(dir.file("slips-ja.pdf"), page)).empty());
}

TEST_CASE("team event: the summary shows the team standings and each round's team matches", "[reports][teams]") {
  TempDir dir;
  const std::string e = team_report_event(dir);
  const std::string ja = team_pdf(e, "summary", "ja", dir.file("summary-ja.pdf"));
  CHECK(ja.find("チーム順位 — 第2回戦終了時") != std::string::npos);
  check_team_rows(ja, team_report_json({"standings", "-e", e, "--json"}), "（ドロップ）");
  CHECK(ja.find("GW%") == std::string::npos);
  // Round 1: 緑組 beat 黒組 2-1 at team table 1; 青組 and 白組 drew; 赤組 had the bye.
  CHECK(in_order(line_with(ja, "○ 緑組"), {"1", "○ 緑組", "2-1", "● 黒組"}));
  CHECK(in_order(line_with(ja, "△ 青組"), {"2", "△ 青組", "1-1", "△ 白組"}));
}

TEST_CASE("team event: export --kind standings is `standings --csv` and `standings --json`", "[reports][teams][exports]") {
  TempDir dir;
  const std::string e = team_report_event(dir);
  auto csv = judgekit({"export", "-e", e, "--kind", "standings", "--format", "csv"});
  auto cli_csv = judgekit({"standings", "-e", e, "--csv"});
  REQUIRE(csv.exit_code == 0);
  REQUIRE(cli_csv.exit_code == 0);
  CHECK(csv.out == cli_csv.out);
  CHECK(csv.out.rfind("rank,team_id,name,points,wins,losses,draws,seats_won,seats_lost,seats_drawn,tomw,sw,osw,dropped\r\n1,1,赤組,6,2,0,0,5,1,0,0.3300,0.8333,0.3889,no\r\n", 0) == 0);
  const json exported = team_report_json({"export", "-e", e, "--kind", "standings", "--format", "json"});
  CHECK(exported["standings"] == team_report_json({"standings", "-e", e, "--json"}));
  CHECK(exported["event"]["name"] == "チーム戦");
}
