// The penalty log on every face (issue 22): a voided penalty stays listed, marked voided, and
// counts for nothing; the repeat count of an infraction ("2nd time", 2回目) is shown wherever the
// log is; `export --kind penalties` writes the log as CSV and JSON.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "csv.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"

using namespace jk::test;
using nlohmann::json;

namespace {

// Four players, one round; 甲 gets two warnings for 5-2-2 and one for 5-1-1; the first 5-2-2 is
// voided, so the second is the first in force and the 5-1-1 never repeats.
std::string penalised_event(TempDir& dir) {
  const std::string e = dir.file("p.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "罰則杯", "--date", "2015-08-08", "--seed", "2"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "甲", "乙", "丙", "丁"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  for (const char* kind : {"5-2-2", "5-2-2", "5-1-1", "5-2-2"})
    REQUIRE(judgekit({"penalty", "add", "甲", "--infraction", kind, "--penalty", "warning", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"penalty", "add", "乙", "--infraction", "6-1", "--penalty", "warning", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"penalty", "void", "1", "--reason", "誤記", "--event", e}).exit_code == 0);
  return e;
}

std::string pdf_of(TempDir& dir, const std::string& e, const std::string& kind, const std::string& lang) {
  const std::string out = dir.file(kind + "-" + lang + ".pdf");
  auto r = judgekit({"report", "--event", e, "--kind", kind, "--lang", lang, "--date", "2015-08-08", "-o", out});
  REQUIRE(r.exit_code == 0);
  return pdf_text(out);
}

}  // namespace

TEST_CASE("a voided penalty is printed voided with its reason and never counted", "[reports][penalties][issue22]") {
  TempDir dir;
  const std::string e = penalised_event(dir);
  // Five penalties, one voided: the summary's contents count the four in force.
  const std::string summary = pdf_of(dir, e, "summary", "en");
  CHECK(summary.find("Penalties (4)") != std::string::npos);
  CHECK(summary.find("Penalties (5)") == std::string::npos);
  const std::string en = pdf_of(dir, e, "penalties", "en");
  CHECK(en.find("voided: 誤記") != std::string::npos);
  CHECK(en.find("4 recorded, 1 voided") != std::string::npos);
  const std::string ja = pdf_of(dir, e, "penalties", "ja");
  CHECK(ja.find("取り消し: 誤記") != std::string::npos);
}

TEST_CASE("the repeat count of an infraction is on the PDF as on `penalty list`", "[reports][penalties][issue22]") {
  TempDir dir;
  const std::string e = penalised_event(dir);
  // 5-2-2 three times, the first voided: the second is the first in force, the fourth the 2nd time.
  auto list = judgekit({"penalty", "list", "--event", e, "--json"});
  REQUIRE(list.exit_code == 0);
  const json j = json::parse(list.out);
  std::vector<int> times;
  json kou;
  for (const auto& p : j["players"])
    if (p["name"] == "甲") kou = p;
  REQUIRE(kou.is_object());
  for (const auto& p : kou["penalties"]) times.push_back(p["times"].get<int>());
  CHECK(times == std::vector<int>{0, 1, 1, 2});
  CHECK(kou["repeats"]["5-2-2"] == 2);
  const std::string en = pdf_of(dir, e, "penalties", "en");
  CHECK(en.find("(2nd time)") != std::string::npos);
  CHECK(en.find("(3rd time)") == std::string::npos);  // the voided one does not count
  const std::string ja = pdf_of(dir, e, "penalties", "ja");
  CHECK(ja.find("（2回目）") != std::string::npos);
  auto text = judgekit({"--lang", "ja", "penalty", "list", "--event", e});
  CHECK(text.out.find("（2回目）") != std::string::npos);
}

TEST_CASE("export --kind penalties: the log as CSV and JSON, voided ones marked, repeat counts", "[reports][penalties][export][issue22]") {
  TempDir dir;
  const std::string e = penalised_event(dir);
  auto csv = judgekit({"export", "--event", e, "--kind", "penalties", "--format", "csv"});
  REQUIRE(csv.exit_code == 0);
  const auto rows = jk::parse_csv(csv.out, "penalties.csv");
  REQUIRE(rows.size() == 1 + 5);
  CHECK(rows[0].fields == std::vector<std::string>{"penalty_id", "player_id", "name", "round", "table", "infraction", "penalty", "times",
                                                   "citation", "note", "created_at", "voided", "voided_at", "void_reason"});
  int voided = 0;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const auto& f = rows[i].fields;
    if (f[11] == "yes") {
      ++voided;
      CHECK(f[0] == "1");
      CHECK(f[7] == "0");
      CHECK(f[13] == "誤記");
    }
    if (f[0] == "4") CHECK(f[7] == "2");  // 甲's 5-2-2, the 2nd in force
  }
  CHECK(voided == 1);
  auto js = judgekit({"export", "--event", e, "--kind", "penalties", "--format", "json"});
  REQUIRE(js.exit_code == 0);
  const json j = json::parse(js.out);
  CHECK(j["event"]["name"] == "罰則杯");
  REQUIRE(j["penalties"].size() == 5);
  for (const auto& p : j["penalties"]) {
    CHECK(p["voided"].is_null() == (p["id"] != 1));
    if (p["id"] == 4) CHECK(p["times"] == 2);
    CHECK(p.contains("player_id"));
  }
  // --round filters nothing here: it is for pairings and results.
  CHECK(judgekit({"export", "--event", e, "--kind", "penalties", "--format", "csv", "--round", "1"}).exit_code == 2);
}

TEST_CASE("the penalty PDF cites the event's own rules by number, and never cuts an infraction's name short", "[reports][penalties]") {
  TempDir dir;
  const std::string e = penalised_event(dir);
  // 5-3-2 has the longest name of the game's infractions; its citation is stored as "economica 5-3-2".
  REQUIRE(judgekit({"penalty", "add", "丙", "--infraction", "5-3-2", "--penalty", "game-loss", "--event", e}).exit_code == 0);
  for (const std::string lang : {"en", "ja"}) {
    const std::string t = pdf_of(dir, e, "penalties", lang);
    CHECK(t.find("economica 5-") == std::string::npos);
    CHECK(t.find("…") == std::string::npos);
  }
  const std::string en = pdf_of(dir, e, "penalties", "en");
  CHECK(en.find("hand") != std::string::npos);  // the last word of 5-3-2's name
}
