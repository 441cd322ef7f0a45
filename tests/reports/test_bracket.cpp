// The top-cut bracket page and the standings after a cut, read back from the PDF.
#include <catch2/catch.hpp>

#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "player_names.hpp"
#include "run.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

jk::ResultRecord two_player(std::int64_t winner, std::int64_t loser) {
  jk::ResultRecord r;
  r.kind = jk::ResultKind::games;
  r.summary = "2-0-0";
  r.seats = {{winner, jk::SeatOutcome::win, 2, 0, 0, std::nullopt, std::nullopt}, {loser, jk::SeatOutcome::loss, 0, 2, 0, std::nullopt, std::nullopt}};
  return r;
}

Round cut_round(int number, const std::vector<std::pair<std::int64_t, std::int64_t>>& pairs, const std::vector<std::int64_t>& winners) {
  Round rd;
  rd.number = number;
  rd.stage = jk::Stage::cut;
  rd.closed = true;
  // Named as event::EventViews names a two-player bracket's rounds by their matches.
  rd.bracket_stage = pairs.size() == 1 ? jk::event::BracketStage::final
                     : pairs.size() == 2 ? jk::event::BracketStage::semi_final
                     : pairs.size() == 4 ? jk::event::BracketStage::quarter_final
                                         : jk::event::BracketStage::top;
  rd.bracket_players = static_cast<int>(pairs.size() * 2);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    Match m;
    m.id = number * 100 + static_cast<int>(i);
    m.table = static_cast<int>(i) + 1;
    m.players = {pairs[i].first, pairs[i].second};
    if (i < winners.size()) m.result = two_player(winners[i], winners[i] == pairs[i].first ? pairs[i].second : pairs[i].first);
    rd.matches.push_back(m);
  }
  return rd;
}

// The standings view's final order after the event's cut rounds, as event::standings gives it.
void with_final_order(EventReport& r) {
  std::vector<jk::pairing::StandingRow> swiss = r.standings.rows;
  std::sort(swiss.begin(), swiss.end(), [](const auto& a, const auto& b) { return a.rank < b.rank; });
  jk::pairing::CutRounds cut;
  for (const auto& rd : r.rounds)
    if (rd.stage == jk::Stage::cut) cut.push_back(jk::pairing::cut_matches(rd.matches, [](const auto&) { return true; }));
  jk::event::set_rows(r.standings, swiss, cut);
}

// Ten players after Swiss, top 8: quarter-finals 1v8 (8), 4v5 (5), 2v7 (2), 3v6 (3); semi-finals
// 8v5 (5), 2v3 (3); final 5v3 (3). Player 3 has a long name; 9 and 10 missed the cut.
EventReport top8_event() {
  EventReport r = large_event(10);
  r.event.top_cut = 8;
  r.players[2].name = r.standings.rows[2].name = "寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末";
  r.rounds.push_back(cut_round(2, {{1, 8}, {4, 5}, {2, 7}, {3, 6}}, {8, 5, 2, 3}));
  r.rounds.push_back(cut_round(3, {{8, 5}, {2, 3}}, {5, 3}));
  r.rounds.push_back(cut_round(4, {{5, 3}}, {3}));
  with_final_order(r);
  return r;
}

}  // namespace

TEST_CASE("bracket: round headings and names stay in their columns, nothing drawn over anything", "[reports][bracket][pdf]") {
  TempDir dir;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  for (int cut_rounds : {1, 2, 3}) {
    INFO("cut rounds " << cut_rounds);
    EventReport r = top8_event();
    r.rounds.resize(1 + static_cast<std::size_t>(cut_rounds));
    with_final_order(r);
    Rendered out = render(r, Kind::standings, o);
    write_file_atomically(dir.file("b.pdf"), out.pdf);
    keep_pdf(dir.file("b.pdf"), "bracket-" + std::to_string(cut_rounds) + ".pdf");
    REQUIRE(out.pages == 2);
    const auto words = pdf_words(dir.file("b.pdf"), 2);
    REQUIRE(words.size() > 10);
    const auto clashes = overlapping_words(words);
    for (const auto& [a, b] : clashes) INFO("\"" << a.text << "\" over \"" << b.text << "\"");
    CHECK(clashes.empty());
    // Every word inside the page's content width.
    for (const auto& w : words) {
      CHECK(w.x0 >= 40 - 0.5);
      CHECK(w.x1 <= 595.276 - 40 + 0.5);
    }
  }
  const std::string t = [&] {
    EventReport r = top8_event();
    write_file_atomically(dir.file("b.pdf"), render(r, Kind::standings, o).pdf);
    return pdf_text(dir.file("b.pdf"));
  }();
  CHECK(in_order(t, {"準々決勝", "準決勝", "決勝", "優勝"}));
  CHECK(t.find("（第2回戦）") != std::string::npos);  // the round number is kept, on its own line
  CHECK(t.find("寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末") == std::string::npos);  // shortened to its box
}

TEST_CASE("standings after a cut: by how far each went, then by Swiss standing", "[reports][bracket][pdf]") {
  TempDir dir;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  EventReport r = top8_event();
  write_file_atomically(dir.file("s.pdf"), render(r, Kind::standings, o).pdf);
  keep_pdf(dir.file("s.pdf"), "final-standings.pdf");
  const std::string t = pdf_text(dir.file("s.pdf"));
  const std::string standings = t.substr(0, t.find("決勝トーナメント Top cut"));
  CHECK(standings.find("最終順位") != std::string::npos);
  // 3 won, 5 lost the final; semi-final losers 2 and 8 by Swiss rank; quarter-final losers 1, 4, 6, 7; then 9, 10.
  CHECK(in_order(standings, {"寿限無", "Player 0005", "Player 0002", "Player 0008", "Player 0001", "Player 0004", "Player 0006",
                             "Player 0007", "Player 0009", "Player 0010"}));
  CHECK(in_order(line_with(standings, "Player 0005"), {"2", "Player 0005", "準優勝", "5"}));
  CHECK(in_order(line_with(standings, "Player 0008"), {"4", "Player 0008", "トップ4", "8"}));
  CHECK(in_order(line_with(standings, "Player 0001"), {"5", "Player 0001", "トップ8", "1"}));
  CHECK(in_order(line_with(standings, "Player 0009"), {"9", "Player 0009", "9"}));
  CHECK(line_with(standings, "Player 0009").find("ベスト") == std::string::npos);
  CHECK(in_order(standings, {"1", "寿限無", "優勝", "3"}));
}

TEST_CASE("standings without a cut keep the Swiss title and order", "[reports][bracket][pdf]") {
  TempDir dir;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  EventReport r = large_event(4);
  write_file_atomically(dir.file("s.pdf"), render(r, Kind::standings, o).pdf);
  const std::string t = pdf_text(dir.file("s.pdf"));
  CHECK(t.find("Final standings") == std::string::npos);
  CHECK(t.find("Top cut") == std::string::npos);
  CHECK(in_order(t, {"Player 0001", "Player 0002", "Player 0003", "Player 0004"}));
}
