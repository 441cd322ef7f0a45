// Each report kind rendered from the Japanese fixture event and read back with poppler.
#include <catch2/catch.hpp>

#include <fstream>

#include "errors.hpp"
#include "event_file.hpp"
#include "fixture_event.hpp"
#include "judge.hpp"
#include "pdf_tools.hpp"
#include "pdf_tounicode.hpp"
#include "reports.hpp"
#include "run.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

struct Fixture {
  TempDir dir;
  EventReport report;
  Fixture() {
    build_fixture_event(dir.file("e.jkevent"));
    jk::Database db = jk::open_event(dir.file("e.jkevent"), jk::OpenMode::existing);
    report = load_event_report(db, dir.file("e.jkevent"));
    report.standings = fixture_standings();  // independent of the pairing module
  }
  // Renders, writes and returns pdftotext's text.
  std::string text(Kind kind, std::optional<int> round = {}, Rendered* out = nullptr) {
    RenderOptions o;
    o.round = round;
    o.generated_date = "2025-03-16";
    o.lang = ReportLang(jk::Lang::ja, jk::Lang::en);  // both, so a test may look for either
    Rendered r = render(report, kind, o);
    const std::string path = dir.file(kind_name(kind) + ".pdf");
    write_file_atomically(path, r.pdf);
    CHECK(pdf_pages(path) == r.pages);
    keep_pdf(path, "fixture-" + kind_name(kind) + ".pdf");
    if (out) *out = r;
    return pdf_text(path);
  }
};

const std::string kJugemu = "寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末食う寝る処に住む処藪ら柑子の藪柑子パイポパイポパイポのシューリンガン";

}  // namespace

TEST_CASE("the fixture loads as the event file holds it", "[reports][load]") {
  Fixture f;
  const auto& e = f.report.event;
  CHECK(e.name == "第5回 判定キット杯 東京");
  CHECK(e.game_id == "scp-tcg-jp-j");
  CHECK(e.format_id == "standard");
  CHECK(e.best_of == 3);
  CHECK(e.top_cut == 4);
  REQUIRE(e.overrides.size() == 2);
  CHECK(e.overrides[0].str(jk::Lang::ja) == "変更 copies (max=2): 大会独自: 同名カード2枚まで");
  CHECK(e.overrides[0].str(jk::Lang::en) == "change copies (max=2): 大会独自: 同名カード2枚まで");
  CHECK(e.overrides[1].str(jk::Lang::ja) == "削除 partner: パートナー不要");
  // The store's late-entry rule (its default here) and the organiser's own key, as stored.
  REQUIRE(e.settings.size() == 2);
  CHECK(e.settings[0] == std::pair<std::string, std::string>{"late_entry_losses", "true"});
  CHECK(e.settings[1] == std::pair<std::string, std::string>{"time_limit_minutes", "50"});
  CHECK(f.report.players.size() == 9);
  CHECK(f.report.players[5].name == "𠮷田 一郎");
  REQUIRE(f.report.rounds.size() == 5);
  const Round& r3 = f.report.rounds[2];
  REQUIRE(r3.matches.size() == 5);
  CHECK(r3.matches[0].table == 1);
  CHECK(r3.matches[4].bye);                                     // byes last
  CHECK(r3.matches[4].players == std::vector<std::int64_t>{tanaka});
  REQUIRE(r3.matches[1].result);
  CHECK(r3.matches[1].result->summary == "0-2-0");
  CHECK(f.report.rounds[3].stage == jk::Stage::cut);
  REQUIRE(f.report.decks.size() == 3);
  CHECK(f.report.decks[1].verdict == jk::decklint::Verdict::illegal);
  CHECK(f.report.decks[1].diagnostics.size() == 2);
  CHECK(f.report.decks[1].cards[0].count == 2);
  REQUIRE(f.report.penalties.size() == 3);
  CHECK(f.report.penalties[0].player_id == sato);  // by player, then round
}

TEST_CASE("standings: rank order, points, W-L-D, tiebreakers to 2 decimals, then the bracket", "[reports][pdf]") {
  Fixture f;
  Rendered r;
  const std::string t = f.text(Kind::standings, {}, &r);
  CHECK(r.pages == 2);  // the standings, the top-4 bracket
  CHECK(in_order(t, {"佐藤 太郎", "〓田 一郎", "O'Brien, \"Ace\" 中村", "伊藤 翔", "田中 美咲", "高橋 健", "寿限無", "鈴木 花子",
                     "山本 ゲーマー〓"}));
  // Each row carries its own figures: rank, points, W-L-D, OMW/GW/OGW as percentages.
  const std::string sato_line = line_with(t, "佐藤 太郎");
  CHECK(in_order(sato_line, {"1", "佐藤 太郎", "9", "3-0-0", "55.56", "85.71", "55.56"}));
  CHECK(in_order(line_with(t, "〓田 一郎"), {"2", "〓田 一郎", "6", "2-1-0", "70.37", "66.67", "61.11"}));
  CHECK(in_order(line_with(t, "田中 美咲"), {"5", "田中 美咲", "4", "1-1-1", "55.56", "54.17", "48.81"}));
  CHECK(in_order(t, {"OMW%", "GW%", "OGW%"}));
  CHECK(t.find("RANDOM") == std::string::npos);  // a random draw is no figure to print
  CHECK(t.find("after round 3") != std::string::npos);
  // The long name wraps to a second line and is shortened visibly, never running into the points.
  const std::string jugemu_line = line_with(t, "寿限無");
  CHECK(jugemu_line.find(kJugemu) == std::string::npos);
  CHECK(in_order(jugemu_line, {"7", "寿限無", "3", "1-2-0", "66.67"}));
  const std::string second = line_with(t, "海砂利水魚");
  CHECK(second.find("…") != std::string::npos);
  CHECK(second.find("シューリンガン") == std::string::npos);
  // The bracket: semi-finals, the final, the champion.
  CHECK(in_order(t, {"決勝トーナメント（上位 4 人） / Top cut (top 4)", "準決勝", "決勝", "優勝", "佐藤 太郎"}));
  // Exactly the two players the font cannot print, by id and name.
  REQUIRE(r.warnings.size() == 2);
  CHECK(r.warnings[0].str(jk::Lang::en) == "player 6 \"𠮷田 一郎\": 𠮷 (U+20BB7) is not in the report font (ipag.ttf); printed as \"〓田 一郎\"");
  CHECK(r.warnings[1].str(jk::Lang::en) == "player 7 \"山本 ゲーマー🎮\": 🎮 (U+1F3AE) is not in the report font (ipag.ttf); printed as \"山本 ゲーマー〓\"");
}

TEST_CASE("standings: none yet is said plainly", "[reports][pdf]") {
  Fixture f;
  f.report.standings = {};
  const std::string t = f.text(Kind::standings);
  CHECK(t.find("No standings yet") != std::string::npos);
}

TEST_CASE("pairings: by table, then by name in kana order with table numbers", "[reports][pdf]") {
  Fixture f;
  Rendered r;
  const std::string t = f.text(Kind::pairings, 3, &r);
  CHECK(r.pages == 2);
  const auto split = t.find("Pairings by name");
  REQUIRE(split != std::string::npos);
  const std::string by_table = t.substr(0, split), by_name = t.substr(split);
  CHECK(in_order(line_with(by_table, "佐藤 太郎"), {"1", "佐藤 太郎", "O'Brien"}));
  CHECK(in_order(line_with(by_table, "高橋 健"), {"2", "高橋 健", "〓田 一郎"}));
  CHECK(in_order(line_with(by_table, "鈴木 花子"), {"4", "鈴木 花子", "山本 ゲーマー〓"}));
  CHECK(in_order(by_table, {"佐藤 太郎", "高橋 健", "伊藤 翔", "鈴木 花子", "田中 美咲"}));  // tables 1-4, the bye last
  CHECK(in_order(line_with(by_table, "田中 美咲"), {"—", "田中 美咲", "BYE"}));
  // By reading: O'Brien (Latin, no reading), いとう, さとう, じゅげむ, すずき, たかはし, たなか, やまもと, よしだ.
  CHECK(in_order(by_name, {"A–Z", "O'Brien", "ア行", "伊藤 翔", "サ行", "佐藤 太郎", "寿限無", "鈴木 花子", "タ行", "高橋 健",
                           "田中 美咲", "ヤ行", "山本 ゲーマー〓", "〓田 一郎"}));
  CHECK(in_order(row_of(by_name, "伊藤 翔"), {"伊藤 翔", "3", "寿限無"}));
  CHECK(in_order(row_of(by_name, "山本 ゲーマー〓"), {"山本 ゲーマー〓", "4", "鈴木 花子"}));
  CHECK(in_order(row_of(by_name, "〓田 一郎"), {"〓田 一郎", "2", "高橋 健"}));
  CHECK(in_order(row_of(by_name, "田中 美咲"), {"田中 美咲", "—", "BYE"}));
  CHECK(in_order(row_of(by_name, "寿限無"), {"寿限無寿限無", "…", "3", "伊藤 翔"}));  // one line: shortened
}

TEST_CASE("pairings: the latest round by default, and a top-cut round is named", "[reports][pdf]") {
  Fixture f;
  const std::string t = f.text(Kind::pairings);
  CHECK(t.find("決勝（第5回戦）") != std::string::npos);
  CHECK(t.find("Final (round 5)") != std::string::npos);
  CHECK(in_order(line_with(t, "佐藤 太郎"), {"1", "佐藤 太郎", "〓田 一郎"}));
}

TEST_CASE("slips: one per table, four to a page for best of 3, none for the bye", "[reports][pdf]") {
  Fixture f;
  Rendered r;
  const std::string t = f.text(Kind::slips, 3, &r);
  CHECK(slips_per_page(f.report.event, 2) == 4);
  CHECK(r.pages == 1);
  CHECK(in_order(t, {"卓 1 / Table 1", "佐藤 太郎", "O'Brien", "卓 2 / Table 2", "高橋 健", "〓田 一郎", "卓 3 / Table 3", "伊藤 翔", "卓 4 / Table 4",
                     "鈴木 花子", "山本 ゲーマー〓"}));
  CHECK(t.find("田中 美咲") == std::string::npos);
  CHECK(in_order(t, {"第1ゲーム", "第2ゲーム", "第3ゲーム", "勝ち数", "署名"}));
  CHECK(t.find("引き分け") != std::string::npos);  // SCP 104.4: a game may be drawn
}

TEST_CASE("decklists: the index, each list with counts, illegal ones flagged with their diagnostics", "[reports][pdf]") {
  Fixture f;
  Rendered r;
  const std::string t = f.text(Kind::decklists, {}, &r);
  CHECK(r.pages == 4);  // index + three lists
  CHECK(t.find("registered 3 of 9, illegal 1, unverified 1") != std::string::npos);
  CHECK(in_order(line_with(t, "鈴木 花子"), {"鈴木 花子", "不適正 / ILLEGAL", "2025-03-16", "2", "0", "0"}));  // errors, warnings, unverified
  CHECK(in_order(line_with(t, "〓田 一郎"), {"〓田 一郎", "未確認 / UNVERIFIED", "2025-03-16", "0", "0", "1"}));
  CHECK(in_order(t, {"エラー / Errors", "警告 / Warnings", "未確認 / Unverified"}));  // headings whole, not cut
  CHECK(in_order(line_with(t, "伊藤 翔"), {"伊藤 翔", "未提出 / missing"}));
  // The lists in reading order: さとう, すずき, よしだ.
  const auto sato = t.find("Decklist — 佐藤 太郎"), suzuki = t.find("Decklist — 鈴木 花子"), yoshida = t.find("Decklist — 〓田 一郎");
  CHECK(line_with(t, "Decklist — 鈴木 花子").find("【不適正 / ILLEGAL】") != std::string::npos);  // flagged in the page title
  CHECK(line_with(t, "Decklist — 佐藤 太郎").find("ILLEGAL") == std::string::npos);
  REQUIRE(sato != std::string::npos);
  REQUIRE(suzuki != std::string::npos);
  REQUIRE(yoshida != std::string::npos);
  CHECK((sato < suzuki && suzuki < yoshida));
  const std::string suzuki_page = t.substr(suzuki, yoshida - suzuki);
  CHECK(in_order(line_with(suzuki_page, "SCP-173"), {"2", "SCP-173", "彫刻 - オリジナル", "1"}));
  CHECK(in_order(suzuki_page, {"エラー", "彫刻 - オリジナル ×2, at most 1", "scp-tcg-jp-j 100.2a"}));
  CHECK(in_order(suzuki_page, {"エラー", "3 cards in main, exactly 16", "scp-tcg-jp-j 100.2c"}));
  CHECK(t.find("未確認 / UNVERIFIED") != std::string::npos);
}

TEST_CASE("decklists: a stored report that cannot be read is said so, not skipped", "[reports][pdf]") {
  Fixture f;
  {
    jk::Database db = jk::open_event(f.dir.file("e.jkevent"), jk::OpenMode::existing);
    jk::Change change(db, "test");
    db.prepare("INSERT INTO decks (player_id, source_file, source_text, checked_date, verdict, report, registered_at) "
               "VALUES (4, 'tanaka.txt', '', '2025-03-16', 'legal', '[1, 2]', 'x')")
        .run();
    change.commit();
    f.report = load_event_report(db, f.dir.file("e.jkevent"));
  }
  REQUIRE(f.report.decks.size() == 4);
  CHECK(f.report.decks[2].player_id == tanaka);  // by player
  CHECK(f.report.decks[2].problem.str(jk::Lang::en) == "the stored report is not a JSON object");
  const std::string t = f.text(Kind::decklists);
  CHECK(in_order(t, {"Decklist — 田中 美咲", "判定の記録を読めません: 保存されている判定が JSON オブジェクトではありません",
                     "the stored report is not a JSON object"}));
  CHECK(in_order(line_with(t, "田中 美咲"), {"田中 美咲", "2025-03-16", "?", "?", "?"}));  // the index: no count made up
}

TEST_CASE("penalties: by player in reading order, with round and citation", "[reports][pdf]") {
  Fixture f;
  const std::string t = f.text(Kind::penalties);
  CHECK(in_order(t, {"佐藤 太郎（さとう たろう）", "鈴木 花子（すずき はなこ）", "〓田 一郎（よしだ いちろう）"}));
  CHECK(in_order(line_with(t, "遅刻"), {"2", "遅刻 tardiness", "警告 / warning", "event policy 1.3", "3分遅刻"}));
  CHECK(in_order(line_with(t, "非紳士的行為"), {"3", "非紳士的行為", "マッチロス", "event policy 4.2"}));
  SECTION("--round keeps one round") {
    const std::string r1 = f.text(Kind::penalties, 1);
    CHECK(r1.find("鈴木 花子") != std::string::npos);
    CHECK(r1.find("佐藤 太郎") == std::string::npos);
  }
}

TEST_CASE("summary: cover with format and overrides, every section, bookmarks", "[reports][pdf]") {
  Fixture f;
  Rendered r;
  const std::string t = f.text(Kind::summary, {}, &r);
  // cover, standings, bracket, results of 5 rounds, decklists (index + 3), penalties
  CHECK(r.pages == 1 + 1 + 1 + 5 + 4 + 1);
  CHECK(in_order(t, {"第5回 判定キット杯 東京", "SCP-TCG-JP-J", "通常構築", "変更 copies (max=2)",
                     "削除 partner", "2025-03-16", "9 players", "Swiss rounds 3 of 3", "top 4", "best of 3"}));
  CHECK(in_order(t, {"Standings", "Top cut", "Results — Round 1", "Results — Round 3", "Results — Semi-final", "Results — Final",
                     "Decklists", "Penalties"}));
  // Results: ○ for the winner, ● for the loser, the score between.
  const std::string results = t.substr(t.find("Results — Round 1"));
  CHECK(in_order(line_with(results, "○ 佐藤 太郎"), {"1", "○ 佐藤 太郎", "2-1-0", "● 鈴木 花子"}));
  CHECK(in_order(line_with(results, "高橋 健"), {"2", "△ 高橋 健", "1-1-1", "△ 田中 美咲"}));
  CHECK(in_order(line_with(results, "寿限無"), {"—", "○ 寿限無", "BYE"}));
  // Bookmarks: an outline with UTF-16 titles, one per section and per round and deck.
  const std::string raw = r.pdf;
  CHECK(raw.find("/Outlines") != std::string::npos);
  CHECK(raw.find("/PageMode /UseOutlines") != std::string::npos);
  CHECK(raw.find("<FEFF98064F4D") != std::string::npos);  // 順位表
  std::size_t titles = 0;
  for (auto at = raw.find("/Title <FEFF"); at != std::string::npos; at = raw.find("/Title <FEFF", at + 1)) ++titles;
  // cover, standings, top cut, results + 5 rounds, decklists + 3 lists, penalties; and the
  // document information's title (the event name).
  CHECK(titles == 1 + 1 + 1 + (1 + 5) + (1 + 3) + 1 + 1);
}

TEST_CASE("every page: event name, page x / y, generated date; the font embedded once", "[reports][pdf]") {
  Fixture f;
  const std::string t = f.text(Kind::summary);
  for (int p = 1; p <= 13; ++p) CHECK(t.find(std::to_string(p) + " / 13 ページ") != std::string::npos);
  std::size_t footers = 0;
  for (auto at = t.find("作成 2025-03-16"); at != std::string::npos; at = t.find("作成 2025-03-16", at + 1)) ++footers;
  CHECK(footers == 13);
  const std::string fonts = pdf_fonts(f.dir.file("summary.pdf"));
  CHECK(fonts.find("IPAGothic") != std::string::npos);
  CHECK(fonts.find("CID TrueType") != std::string::npos);
  const std::string font_line = line_with(fonts, "IPAGothic");
  CHECK(in_order(font_line, {"Identity-H", "yes", "yes", "yes"}));  // embedded, subset, with ToUnicode
  CHECK(std::count(fonts.begin(), fonts.end(), '\n') == 3);          // header, rule, one font
}

TEST_CASE("the ToUnicode map is an identity map and the cross-reference table stays exact", "[reports][pdf]") {
  Fixture f;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  const std::string pdf = render(f.report, Kind::summary, o).pdf;
  CHECK(pdf.find("begincidrange") == std::string::npos);  // libharu's wrong map is gone
  CHECK(pdf.find("<4E00> <4EFF> <4E00>") != std::string::npos);
  // Every object the table lists starts where the table says it does.
  const auto startxref = pdf.rfind("startxref\n");
  REQUIRE(startxref != std::string::npos);
  const std::size_t xref = std::stoul(pdf.substr(startxref + 10));
  REQUIRE(pdf.compare(xref, 7, "xref\n0 ") == 0);
  std::size_t at = pdf.find('\n', xref + 5) + 1;
  const int count = std::stoi(pdf.substr(xref + 7));
  REQUIRE(count > 20);
  int checked = 0;
  for (int i = 0; i < count; ++i, at += 20) {
    if (pdf[at + 17] != 'n') continue;
    const std::size_t offset = std::stoul(pdf.substr(at, 10));
    CHECK(pdf.compare(offset, std::to_string(i).size() + 6, std::to_string(i) + " 0 obj") == 0);
    ++checked;
  }
  CHECK(checked == count - 1);
  // Not libharu's layout: left alone.
  CHECK(fix_to_unicode("%PDF-1.3 nothing here") == "%PDF-1.3 nothing here");
  CHECK(fix_to_unicode(pdf.substr(0, pdf.size() / 2)) == pdf.substr(0, pdf.size() / 2));
}

TEST_CASE("the same event and date give the same bytes", "[reports][pdf]") {
  Fixture f;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  CHECK(render(f.report, Kind::summary, o).pdf == render(f.report, Kind::summary, o).pdf);
}

TEST_CASE("page counts for 1,000 players follow the layout", "[reports][pdf][large]") {
  TempDir dir;
  const EventReport big = large_event(1000);
  RenderOptions o;
  o.generated_date = "2025-03-16";
  auto pages = [&](Kind k) {
    Rendered r = render(big, k, o);
    write_file_atomically(dir.file("big.pdf"), r.pdf);
    CHECK(pdf_pages(dir.file("big.pdf")) == r.pages);
    return r.pages;
  };
  // Standings: content area 773.89 - 48 = 725.89 pt, header row 18, rows 14: 50 rows a page.
  CHECK(standings_rows_per_page() == 50);
  CHECK(pages(Kind::standings) == 20);
  // Slips: best of 3 needs 176 pt, four to a page; 500 tables.
  CHECK(pages(Kind::slips) == 125);
  // Pairings: by table, header 20 and rows 18: 39 a page, 500 tables = 13 pages; by name at
  // 15 pt on 22 pt rows: 31 on the first page (under the A–Z heading), 32 on the others:
  // 31 + 30 x 32 = 991, so 32 pages. 45 in all.
  CHECK(pages(Kind::pairings) == 13 + 32);
}

TEST_CASE("pods: every player of a table, placements in the results", "[reports][pdf]") {
  EventReport r = large_event(0);
  r.event.players_per_table = 4;
  r.event.best_of = 1;
  const char* names[] = {"", "青木", "井上", "上田", "江口", "小野", "加藤", "木村"};
  for (int i = 1; i <= 7; ++i) r.players.push_back({i, names[i], "", "", 1, std::nullopt, ""});
  Round round;
  round.number = 1;
  Match a;
  a.id = 1, a.table = 1, a.players = {1, 2, 3, 4};
  jk::ResultRecord res;
  res.kind = jk::ResultKind::placement;
  res.summary = "1st 上田";
  for (int i = 1; i <= 4; ++i) {
    jk::SeatResult s;
    s.player_id = i;
    s.outcome = i == 3 ? jk::SeatOutcome::win : jk::SeatOutcome::loss;
    s.placement = i == 3 ? 1 : i == 1 ? 2 : i == 2 ? 3 : 4;
    res.seats.push_back(s);
  }
  a.result = res;
  Match b;
  b.id = 2, b.table = 2, b.players = {5, 6, 7};
  round.matches = {a, b};
  r.rounds = {round};
  RenderOptions o;
  o.generated_date = "2025-03-16";
  TempDir dir;
  write_file_atomically(dir.file("p.pdf"), render(r, Kind::pairings, o).pdf);
  const std::string t = pdf_text(dir.file("p.pdf"));
  CHECK(in_order(t, {"1", "青木", "井上", "上田", "江口", "2", "小野", "加藤", "木村"}));
  CHECK(in_order(line_with(t, "青木  "), {"青木", "1", "井上、上田、江口"}));
  write_file_atomically(dir.file("s.pdf"), render(r, Kind::slips, o).pdf);
  const std::string s = pdf_text(dir.file("s.pdf"));
  CHECK(in_order(s, {"卓 1", "1", "青木", "2", "井上", "3", "上田", "4", "江口", "卓 2", "小野", "加藤", "木村"}));
  CHECK(slips_per_page(r.event, 5) == 4);  // 164 pt for a pod of 5
  write_file_atomically(dir.file("m.pdf"), render(r, Kind::summary, o).pdf);
  const std::string m = pdf_text(dir.file("m.pdf"));
  // The result in the document's language, made from the placements (not the stored "1st 上田").
  CHECK(in_order(m, {"2位 青木", "1位 上田", "3位 井上", "1位 上田", "4位 江口"}));
  CHECK(m.find("1st") == std::string::npos);
}

TEST_CASE("render refuses what it cannot do, with a reason", "[reports][pdf][errors]") {
  Fixture f;
  RenderOptions o;
  SECTION("--round on a kind that has no rounds") {
    o.round = 2;
    REQUIRE_THROWS_AS(render(f.report, Kind::standings, o), jk::InputError);
    REQUIRE_THROWS_WITH(render(f.report, Kind::decklists, o), Catch::Contains("--round applies to pairings, slips and penalties"));
  }
  SECTION("a round that does not exist: one over the last") {
    o.round = 6;
    REQUIRE_THROWS_WITH(render(f.report, Kind::pairings, o), Catch::Contains("round 6 does not exist; this event has rounds 1 to 5"));
    o.round = 5;  // the last one is fine
    CHECK(render(f.report, Kind::pairings, o).pages == 2);
  }
  SECTION("no round paired yet") {
    f.report.rounds.clear();
    REQUIRE_THROWS_WITH(render(f.report, Kind::slips, o), Catch::Contains("no round has been paired yet"));
  }
  SECTION("QR codes with no address to point at, or a player with no code") {
    REQUIRE_THROWS_WITH(render(f.report, Kind::qr, o), Catch::Contains("qr needs the address phones open"));
    o.table_codes[1] = "R5-T1-7KQ3M9XA2B";
    REQUIRE_THROWS_WITH(render(f.report, Kind::slips, o), Catch::Contains("slips needs the address phones open"));
    o.base_url = "http://192.168.10.5:8080/";
    REQUIRE_THROWS_WITH(render(f.report, Kind::player_codes, o), Catch::Contains("no code for player #"));
  }
  SECTION("the font is missing") {
    o.font_path = f.dir.file("no-such-font.ttf");
    REQUIRE_THROWS_WITH(render(f.report, Kind::standings, o), Catch::Contains("run scripts/setup"));
  }
  SECTION("a file that is not a font") {
    jk::test::write_file(f.dir.file("x.ttf"), "not a font at all, just text");
    o.font_path = f.dir.file("x.ttf");
    REQUIRE_THROWS_WITH(render(f.report, Kind::standings, o), Catch::Contains("not a TrueType font"));
  }
  SECTION("a folder, an empty file, a font cut short") {
    o.font_path = f.dir.file("");
    REQUIRE_THROWS_WITH(render(f.report, Kind::standings, o), Catch::Contains("not a TrueType font"));
    jk::test::write_file(f.dir.file("empty.ttf"), "");
    o.font_path = f.dir.file("empty.ttf");
    REQUIRE_THROWS_WITH(render(f.report, Kind::standings, o), Catch::Contains("not a TrueType font"));
    std::ifstream whole(jk::reports::default_font_path(), std::ios::binary);
    std::string head(8192, '\0');
    whole.read(head.data(), static_cast<std::streamsize>(head.size()));
    jk::test::write_file(f.dir.file("short.ttf"), head);
    o.font_path = f.dir.file("short.ttf");
    REQUIRE_THROWS_WITH(render(f.report, Kind::standings, o), Catch::Contains("a table runs past the end of the file"));
  }
}
