// Result slips follow each game's pack: its match structure and its adjudication procedures.
#include <catch2/catch.hpp>

#include "fixture_event.hpp"
#include "pack.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

// A four-player event of `game` with the match structure and procedures its pack declares, one
// round of 2-player tables, or one pod for a pod game.
EventReport event_of(const std::string& game_id) {
  const jk::Game game = jk::load_game(jk::games_dir(), game_id);
  EventReport r = large_event(game.match.players_per_table > 2 ? 0 : 4);
  r.event.game_id = game_id;
  r.event.players_per_table = game.match.players_per_table;
  r.event.best_of = game.match.best_of;
  r.event.draws_allowed = game.match.draws_allowed;
  r.event.procedures = game.procedures;
  if (game.match.players_per_table > 2) {
    for (int i = 1; i <= 4; ++i) r.players.push_back({i, "プレイヤー" + std::to_string(i), "", "", 1, std::nullopt, ""});
    Round rd;
    rd.number = 1;
    Match m;
    m.id = 1, m.table = 1, m.players = {1, 2, 3, 4};
    rd.matches = {m};
    r.rounds = {rd};
  }
  return r;
}

std::string slips_text(const EventReport& r, TempDir& dir, int* pages = nullptr, ReportLang lang = ReportLang(jk::Lang::ja)) {
  RenderOptions o;
  o.lang = lang;
  o.generated_date = "2025-03-16";
  // Codes as the event library makes them, so the layout is checked with each table's QR code.
  o.base_url = "http://192.168.10.5:8080/";
  for (const auto& m : r.rounds.back().matches)
    if (m.table) o.table_codes[*m.table] = "R" + std::to_string(r.rounds.back().number) + "-T" + std::to_string(*m.table) + "-7KQ3M9XA2B";
  Rendered out = render(r, Kind::slips, o);
  write_file_atomically(dir.file("slips.pdf"), out.pdf);
  keep_pdf(dir.file("slips.pdf"), "slips-" + r.event.game_id + "-" + std::to_string(r.event.procedures.size()) + ".pdf");
  if (pages) *pages = out.pages;
  const auto clashes = overlapping_words(pdf_words(dir.file("slips.pdf"), 1));
  for (const auto& [a, b] : clashes) INFO("\"" << a.text << "\" over \"" << b.text << "\"");
  CHECK(clashes.empty());
  return pdf_text(dir.file("slips.pdf"));
}


}  // namespace

TEST_CASE("Economica slips: the 2-5 figures in the rulebook's order and words, no draw, a drop box", "[reports][slips][pdf]") {
  TempDir dir;
  const EventReport r = event_of("economica");
  REQUIRE(r.event.best_of == 1);
  const std::string t = slips_text(r, dir);
  CHECK(in_order(t, {"卓 1", "第1ゲーム", "2-5", "2-5-1", "ストックの枚数", "2-5-2", "フローゾーンのアセットの枚数", "2-5-3",
                     "フローゾーンのアセットの価値段階の合計", "2-5-4", "じゃんけん", "勝ち数", "署名", "ドロップ", "卓 2"}));
  CHECK(count_of(t, "ドロップ") == 4);      // one per player, two tables
  CHECK(t.find("引き分け") == std::string::npos);  // 2-5 settles every game: no draws
  CHECK(t.find("先後を決定") == std::string::npos);
  // 236 pt a slip: three to a page.
  CHECK(slips_per_page(r.event, 2) == 3);
}

TEST_CASE("Economica slips in English: each 2-5 figure in the judge's words, none cut short", "[reports][slips][pdf]") {
  TempDir dir;
  const std::string t = slips_text(event_of("economica"), dir, nullptr, ReportLang(jk::Lang::en));
  // A name too long for its line takes two: the words are all there, and no "…" cuts one off.
  CHECK(in_order(t, {"2-5-1", "cards in the stock zone", "2-5-2", "assets in the flow zone", "total value levels of the flow zone's", "2-5-3",
                     "assets", "2-5-4", "janken"}));
  CHECK(t.find("…") == std::string::npos);
  CHECK(t.find("value stages") == std::string::npos);  // one word per thing: value levels, as the judge says
}

TEST_CASE("SCP slips: each game's result and who chose the play order (103.4)", "[reports][slips][pdf]") {
  TempDir dir;
  const EventReport r = event_of("scp-tcg-jp-j");
  REQUIRE(r.event.best_of == 3);
  const std::string t = slips_text(r, dir);
  CHECK(in_order(line_with(t, "第2ゲーム"), {"第2ゲーム", "勝ち", "先後を決定", "勝ち", "先後を決定", "引き分け"}));
  CHECK(count_of(t, "先後を決定") == 2 * 3 * 2);  // two players, three games, two tables
  CHECK(t.find("ストック") == std::string::npos);
  CHECK(slips_per_page(r.event, 2) == 4);
  SECTION("a best-of-1 event of the same pack has no play order to record (a single game: 103.4's first game)") {
    EventReport one = r;
    one.event.best_of = 1;
    CHECK(slips_text(one, dir).find("先後を決定") == std::string::npos);
  }
}

TEST_CASE("Imitation World and 土地人物 slips: winner or draw only, as their match structure allows", "[reports][slips][pdf]") {
  TempDir dir;
  for (const char* game : {"imitation-world", "tochi-jinbutsu"}) {
    INFO(game);
    const std::string t = slips_text(event_of(game), dir);
    CHECK(in_order(line_with(t, "第1ゲーム"), {"第1ゲーム", "勝ち", "勝ち", "引き分け"}));
    CHECK(t.find("第2ゲーム") == std::string::npos);
    CHECK(t.find("2-5-1") == std::string::npos);
    CHECK(t.find("先後を決定") == std::string::npos);
    CHECK(t.find("ドロップ") != std::string::npos);
  }
}

TEST_CASE("ROE UP! slips: each seat's end-of-game figures as `result --roeup` reads them", "[reports][slips][pdf]") {
  TempDir dir;
  const EventReport r = event_of("roeup");
  const std::string t = slips_text(r, dir);
  // Each heading as its first line shows it (the columns leave room for the table's QR code).
  for (const char* word : {"現金", "財務格付", "融資の成", "営業利益", "売上", "プレミア", "ドロップ", "署名"}) {
    INFO(word);
    CHECK(t.find(word) != std::string::npos);
  }
  CHECK(in_order(t, {"1", "プレイヤー1", "2", "プレイヤー2", "3", "プレイヤー3", "4", "プレイヤー4"}));
  CHECK(t.find("順位") == std::string::npos);  // the awards decide the places, not the players
  SECTION("a pod game without the awards procedure gets a place box") {
    EventReport plain = r;
    plain.event.procedures.clear();
    CHECK(slips_text(plain, dir).find("順位") != std::string::npos);
  }
}
