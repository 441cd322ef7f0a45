// The summary's cover page says the event's settings and tiebreakers in words.
#include <catch2/catch.hpp>

#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"
#include "sections.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

std::string cover_text(const EventReport& r) {
  TempDir dir;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  write_file_atomically(dir.file("c.pdf"), render(r, Kind::summary, o).pdf);
  const std::string t = pdf_text(dir.file("c.pdf"));
  return t.substr(0, t.find("内容 Contents"));
}

}  // namespace

TEST_CASE("settings in words", "[reports][cover]") {
  EventInfo e;
  e.settings = {{"late_entry_losses", "true"}, {"time_limit_minutes", "50"}, {"tiebreakers", R"([{"id":"omw","floor":0.33}])"},
                {"door_prize", "\"くじ\""}};
  const auto words = settings_in_words(e);
  REQUIRE(words.size() == 3);  // the tiebreakers go to their own line
  CHECK(words[0].second.find("遅刻者は欠席ラウンドを敗北扱い") == 0);
  CHECK(words[1] == std::pair<std::string, std::string>{"制限時間 Time limit", "1ラウンド 50 分  50 minutes a round"});
  CHECK(words[2] == std::pair<std::string, std::string>{"設定 door_prize", "\"くじ\""});  // unknown: as stored
  e.settings = {{"late_entry_losses", "false"}};
  CHECK(settings_in_words(e)[0].second.find("遅刻者の欠席ラウンドは数えない") == 0);
  e.settings = {{"late_entry_losses", "\"maybe\""}};  // not a boolean: shown as stored, not guessed
  CHECK(settings_in_words(e)[0].first == "設定 late_entry_losses");
  CHECK(tiebreaker_chain({{"omw", 0.33}, {"gw", 0.33}, {"random", 0}}) ==
        "1. 対戦相手のマッチ勝率 OMW%（下限 33% floor）\n2. ゲーム勝率 GW%（下限 33% floor）\n3. 抽選 random draw");
  CHECK(tiebreaker_name("oppw") == "対戦相手の勝率 opponents' win %");
  CHECK(tiebreaker_name("xyz") == "xyz");
}

TEST_CASE("the cover prints settings and tiebreakers as words, never as keys", "[reports][cover][pdf]") {
  EventReport r = large_event(4);
  r.event.settings = {{"late_entry_losses", "true"}, {"time_limit_minutes", "50"}};
  r.event.tiebreak_chain = {{"omw", 0.33}, {"gw", 0.33}, {"ogw", 0.33}, {"random", 0}};
  const std::string t = cover_text(r);
  CHECK(t.find("遅刻者は欠席ラウンドを敗北扱い") != std::string::npos);
  CHECK(t.find("1ラウンド 50 分") != std::string::npos);
  CHECK(in_order(t, {"タイブレーク", "1. 対戦相手のマッチ勝率 OMW%", "2. ゲーム勝率 GW%", "3. 対戦相手のゲーム勝率 OGW%", "4. 抽選"}));
  CHECK(t.find("late_entry_losses") == std::string::npos);
  CHECK(t.find("time_limit_minutes") == std::string::npos);
}
