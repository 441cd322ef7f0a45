// The summary's cover page says the event's settings and tiebreakers in words.
#include <catch2/catch.hpp>

#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"
#include "sections.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

std::string cover_text(const EventReport& r, jk::Lang lang = jk::Lang::ja) {
  TempDir dir;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  o.lang = lang;
  write_file_atomically(dir.file("c.pdf"), render(r, Kind::summary, o).pdf);
  const std::string t = pdf_text(dir.file("c.pdf"));
  return t.substr(0, t.find(lang == jk::Lang::ja ? "内容" : "Contents"));
}

}  // namespace

TEST_CASE("settings in words, in the document's language", "[reports][cover]") {
  EventInfo e;
  e.settings = {{"late_entry_losses", "true"}, {"time_limit_minutes", "50"}, {"tiebreakers", R"([{"id":"omw","floor":0.33}])"},
                {"door_prize", "\"くじ\""}};
  const ReportLang ja(jk::Lang::ja), en(jk::Lang::en), both(jk::Lang::ja, jk::Lang::en);
  const auto words = settings_in_words(ja, e);
  REQUIRE(words.size() == 3);  // the tiebreakers go to their own line
  CHECK(words[0] == std::pair<std::string, std::string>{"途中参加", "途中参加者は不参加の回戦を負け扱い"});
  CHECK(words[1] == std::pair<std::string, std::string>{"制限時間", "1回戦 50 分"});
  CHECK(words[2] == std::pair<std::string, std::string>{"設定 door_prize", "\"くじ\""});  // unknown: as stored
  CHECK(settings_in_words(en, e)[1] == std::pair<std::string, std::string>{"Time limit", "50 minutes a round"});
  CHECK(settings_in_words(both, e)[1] == std::pair<std::string, std::string>{"制限時間 / Time limit", "1回戦 50 分 / 50 minutes a round"});
  e.settings = {{"late_entry_losses", "false"}};
  CHECK(settings_in_words(ja, e)[0].second == "途中参加者の不参加の回戦は数えない");
  e.settings = {{"late_entry_losses", "\"maybe\""}};  // not a boolean: shown as stored, not guessed
  CHECK(settings_in_words(ja, e)[0].first == "設定 late_entry_losses");
  // The standings rules of issue 11 and the report language, in words, never by key.
  e.settings = {{"byes_in_win_percent", "false"}, {"dropped_win_cap", "0.75"}, {"freeze_dropped_tiebreakers", "true"}, {"report_lang", "\"ja,en\""}};
  const auto rules = settings_in_words(en, e);
  REQUIRE(rules.size() == 4);
  CHECK(rules[0] == std::pair<std::string, std::string>{"Byes in win %", "a bye is neither a win nor a round played"});
  CHECK(rules[1] == std::pair<std::string, std::string>{"Dropped players' win %", "as their opponents see it, at most 75%"});
  CHECK(rules[2] == std::pair<std::string, std::string>{"Dropped players' tiebreakers", "kept as they stood after their last round"});
  CHECK(rules[3] == std::pair<std::string, std::string>{"Report language", "Japanese and English"});
  CHECK(settings_in_words(ja, e)[1] == std::pair<std::string, std::string>{"ドロップした参加者の勝率", "対戦相手のタイブレークでは最大 75%"});
  using jk::TiebreakId;
  CHECK(tiebreaker_chain(ja, {{TiebreakId::omw, 0.33}, {TiebreakId::gw, 0.33}, {TiebreakId::random, 0}}) ==
        "1. 対戦相手のマッチ勝率（OMW%）（下限 33%）\n2. ゲーム勝率（GW%）（下限 33%）\n3. 抽選");
  CHECK(tiebreaker_chain(en, {{TiebreakId::omw, 0.33}, {TiebreakId::random, 0}}) == "1. opponents' match win % (OMW%) (floor 33%)\n2. random draw");
  CHECK(tiebreaker_name(both, TiebreakId::oppw) == "対戦相手の勝率 / opponents' win %");
  // One table of tiebreaker words (db/tiebreakers.cpp): every id has its words in both languages.
  for (auto id : {TiebreakId::omw, TiebreakId::gw, TiebreakId::ogw, TiebreakId::oppw, TiebreakId::oopw, TiebreakId::h2h, TiebreakId::random}) {
    CHECK(tiebreaker_name(en, id) == jk::tiebreak_words(id).str(jk::Lang::en));
    CHECK(tiebreaker_name(ja, id) != tiebreaker_name(en, id));
  }
}

TEST_CASE("the cover prints settings and tiebreakers as words, never as keys", "[reports][cover][pdf]") {
  EventReport r = large_event(4);
  r.event.settings = {{"late_entry_losses", "true"}, {"time_limit_minutes", "50"}};
  r.event.tiebreak_chain = {{jk::TiebreakId::omw, 0.33}, {jk::TiebreakId::gw, 0.33}, {jk::TiebreakId::ogw, 0.33}, {jk::TiebreakId::random, 0}};
  const std::string t = cover_text(r);
  CHECK(t.find("途中参加者は不参加の回戦を負け扱い") != std::string::npos);
  CHECK(t.find("1回戦 50 分") != std::string::npos);
  CHECK(in_order(t, {"タイブレーク", "1. 対戦相手のマッチ勝率（OMW%）", "2. ゲーム勝率（GW%）", "3. 対戦相手のゲーム勝率（OGW%）", "4. 抽選"}));
  CHECK(t.find("late_entry_losses") == std::string::npos);
  CHECK(t.find("time_limit_minutes") == std::string::npos);
}

TEST_CASE("the cover names the game and format in the document's language, not by pack id", "[reports][cover][pdf]") {
  EventReport r = large_event(4);
  r.event.game_id = "economica";
  r.event.game_name_ja = "エコノミカ";
  r.event.game_name_en = "Economica";
  r.event.format_id = "official";
  r.event.format_name_ja = "公式戦";
  r.event.format_name_en = "official event";
  const std::string ja = cover_text(r, jk::Lang::ja);
  CHECK(ja.find("エコノミカ") != std::string::npos);
  CHECK(ja.find("公式戦") != std::string::npos);
  CHECK(ja.find("economica") == std::string::npos);
  CHECK(ja.find("official") == std::string::npos);
  const std::string en = cover_text(r, jk::Lang::en);
  CHECK(en.find("official event") != std::string::npos);
  CHECK(en.find("公式戦") == std::string::npos);
  CHECK(en.find("(official)") == std::string::npos);
  // A pack that names nothing: the id is all there is, so it is shown.
  r.event.format_name_ja.clear();
  r.event.format_name_en.clear();
  CHECK(cover_text(r, jk::Lang::en).find("official") != std::string::npos);
}
