// judgekit report / judgekit export as a user runs them.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "csv.hpp"
#include "event_file.hpp"
#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"

using namespace jk::test;

TEST_CASE("report: writes beside the event file by default and says where", "[reports][cli]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  auto r = judgekit({"report", "--event", dir.file("e.jkevent"), "--kind", "pairings", "--round", "3", "--date", "2025-03-16"});
  CHECK(r.exit_code == 0);
  const std::string expected = dir.file("第5回 判定キット杯 東京-pairings.pdf");
  CHECK(r.out == "wrote " + expected + " (2 pages)\n");
  CHECK(std::filesystem::exists(expected));
  CHECK(pdf_text(expected).find("Round 3") != std::string::npos);  // the reader's language (LANG unset: English)
  CHECK(pdf_text(expected).find("第3回戦") == std::string::npos);
  // The players the font cannot print are named on stderr (both are seated in round 3).
  CHECK(r.err.find("judgekit: warning: player 6 \"𠮷田 一郎\": 𠮷 (U+20BB7) is not in the report font") != std::string::npos);
  CHECK(r.err.find("judgekit: warning: player 7 \"山本 ゲーマー🎮\": 🎮 (U+1F3AE)") != std::string::npos);
}

TEST_CASE("report: -o and --json", "[reports][cli]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  auto r = judgekit({"report", "-e", dir.file("e.jkevent"), "-k", "slips", "-o", dir.file("slips.pdf"), "--json"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("\"file\": \"" + dir.file("slips.pdf") + "\"") != std::string::npos);
  CHECK(r.out.find("\"pages\": 1") != std::string::npos);
  CHECK(r.out.find("\"warnings\": [") != std::string::npos);
  CHECK(pdf_pages(dir.file("slips.pdf")) == 1);
}

TEST_CASE("report: bad input exits 2 with a reason and writes nothing", "[reports][cli][errors]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  const std::string out = dir.file("out.pdf");
  SECTION("an unknown kind") {
    auto r = judgekit({"report", "-e", dir.file("e.jkevent"), "-k", "league", "-o", out});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: --kind 'league' is not a report; use summary, standings, bracket, groups, pairings, slips, decklists, penalties, player-codes or qr\n");
  }
  SECTION("a round past the last") {
    auto r = judgekit({"report", "-e", dir.file("e.jkevent"), "-k", "slips", "-r", "6", "-o", out});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("round 6 does not exist; this event has rounds 1 to 5") != std::string::npos);
  }
  SECTION("--round on standings") {
    auto r = judgekit({"report", "-e", dir.file("e.jkevent"), "-k", "standings", "-r", "1", "-o", out});
    CHECK(r.exit_code == 2);
  }
  SECTION("the font is not installed") {
    setenv("JUDGEKIT_FONT", dir.file("missing.ttf").c_str(), 1);
    auto r = judgekit({"report", "-e", dir.file("e.jkevent"), "-k", "standings", "-o", out});
    unsetenv("JUDGEKIT_FONT");
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: " + dir.file("missing.ttf") +
                       ": the report font is missing; run scripts/setup (it installs fonts-ipafont-gothic)\n");
  }
  SECTION("the event file does not exist") {
    auto r = judgekit({"report", "-e", dir.file("nope.jkevent"), "-k", "standings", "-o", out});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("nope.jkevent") != std::string::npos);
  }
  SECTION("an event file with no event in it yet") {
    { jk::Database db = jk::open_event(dir.file("empty.jkevent"), jk::OpenMode::create_new); }
    auto r = judgekit({"report", "-e", dir.file("empty.jkevent"), "-k", "standings", "-o", out});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: " + dir.file("empty.jkevent") + ": the event file holds no event; create one with `judgekit event create`\n");
  }
  SECTION("a folder that does not exist") {
    auto r = judgekit({"report", "-e", dir.file("e.jkevent"), "-k", "standings", "-o", dir.file("no/such/dir/x.pdf")});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("cannot write here") != std::string::npos);
  }
  CHECK_FALSE(std::filesystem::exists(out));
  for (const auto& e : std::filesystem::directory_iterator(dir.path)) CHECK(e.path().extension() != ".pdf");
}

TEST_CASE("export: CSV to stdout or a file, JSON, BOM on request", "[reports][cli]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  auto r = judgekit({"export", "-e", dir.file("e.jkevent"), "-k", "pairings", "-f", "csv", "-r", "1"});
  CHECK(r.exit_code == 0);
  auto rows = jk::parse_csv(r.out, "stdout");
  REQUIRE(rows.size() == 1 + 9);
  CHECK(rows[8].fields[6] == "O'Brien, \"Ace\" 中村");
  CHECK(rows[8].fields[8] == "山本 ゲーマー🎮");  // exports keep every character

  r = judgekit({"export", "-e", dir.file("e.jkevent"), "-k", "results", "-f", "csv", "--bom", "-o", dir.file("r.csv")});
  CHECK(r.exit_code == 0);
  CHECK(r.out.empty());
  CHECK(r.err == "wrote " + dir.file("r.csv") + "\n");
  const std::string file = read_file(dir.file("r.csv"));
  CHECK(file.rfind("\xEF\xBB\xBFround,", 0) == 0);
  CHECK(jk::parse_csv(file, "r.csv").size() == 1 + 33);

  r = judgekit({"export", "-e", dir.file("e.jkevent"), "-k", "decks", "-f", "json"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("\"verdict\": \"illegal\"") != std::string::npos);

  r = judgekit({"export", "-e", dir.file("e.jkevent"), "-k", "decks", "-f", "xml"});
  CHECK(r.exit_code == 2);
  CHECK(r.err == "judgekit: --format 'xml' is not csv or json\n");
  r = judgekit({"export", "-e", dir.file("e.jkevent"), "-k", "players", "-f", "csv"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("use standings, pairings, results, decks or penalties") != std::string::npos);
}

TEST_CASE("the docs' sample event is this fixture", "[reports][cli]") {
  // docs/examples/reports-sample.jkevent is written by reports_make_sample; if the fixture
  // changes, regenerate it (see tests/reports/make_sample.cpp).
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  // A copy: opening an event file may migrate it, and the tests never change the source tree.
  std::filesystem::copy_file(std::string(JK_SOURCE_DIR) + "/docs/examples/reports-sample.jkevent", dir.file("docs.jkevent"));
  for (const char* kind : {"results", "decks"}) {
    auto fresh = judgekit({"export", "-e", dir.file("e.jkevent"), "-k", kind, "-f", "json"});
    auto docs = judgekit({"export", "-e", dir.file("docs.jkevent"), "-k", kind, "-f", "json"});
    CHECK(fresh.exit_code == 0);
    CHECK(docs.out == fresh.out);
  }
}
