// ROE UP! awards, stored per seat, shown in the pairings, the results, the standings and the summary.
#include <catch2/catch.hpp>

#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"
#include "sections.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

jk::SeatResult seat(std::int64_t id, int place, const char* awards) {
  jk::SeatResult s;
  s.player_id = id;
  s.outcome = place == 1 ? jk::SeatOutcome::win : jk::SeatOutcome::loss;
  s.placement = place;
  if (awards) s.awards_json = awards;
  return s;
}

// Two rounds of one pod of four: round 1 青木 ROE賞+売上高賞, 井上 イノベーション賞; round 2
// 上田 all three, 青木 none (an empty list), 江口 no awards column at all (as before awards were kept).
EventReport roeup_event() {
  EventReport r = large_event(0);
  r.event.game_id = "roeup";
  r.event.players_per_table = 4;
  r.event.best_of = 1;
  r.event.tiebreakers = {"omw", "random"};
  r.rounds.clear();
  const char* names[] = {"", "青木", "井上", "上田", "江口"};
  std::vector<jk::pairing::StandingRow> rows;
  for (int i = 1; i <= 4; ++i) {
    r.players.push_back({i, names[i], "", "", 1, std::nullopt, ""});
    jk::pairing::StandingRow s;
    s.rank = i, s.player_id = i, s.name = names[i];
    rows.push_back(s);
  }
  r.standings = swiss_standings(rows, {"omw"});
  for (int n = 1; n <= 2; ++n) {
    Round rd;
    rd.number = n;
    rd.closed = true;
    Match m;
    m.id = n, m.table = 1, m.players = {1, 2, 3, 4};
    jk::ResultRecord res;
    res.kind = jk::ResultKind::placement;
    if (n == 1) {
      res.summary = "1st 青木";
      res.seats = {seat(1, 1, R"(["roe","sales"])"), seat(2, 2, R"(["innovation"])"), seat(3, 3, "[]"), seat(4, 3, "[]")};
    } else {
      res.summary = "1st 上田";
      res.seats = {seat(1, 2, "[]"), seat(2, 2, "[]"), seat(3, 1, R"(["roe","sales","innovation"])"), seat(4, 2, nullptr)};
    }
    m.result = res;
    rd.matches = {m};
    r.rounds.push_back(rd);
  }
  return r;
}

std::string text_of(const EventReport& r, Kind kind, std::optional<int> round = {}) {
  TempDir dir;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  o.round = round;
  write_file_atomically(dir.file("a.pdf"), render(r, kind, o).pdf);
  keep_pdf(dir.file("a.pdf"), "awards-" + kind_name(kind) + ".pdf");
  return pdf_text(dir.file("a.pdf"));
}

}  // namespace

TEST_CASE("award names and totals", "[reports][awards]") {
  CHECK(award_name("roe") == "ROE賞");
  CHECK(award_name("sales") == "売上高賞");
  CHECK(award_name("innovation") == "イノベーション賞");
  CHECK(award_name("future") == "future");
  jk::SeatResult s;
  CHECK(awards_text(&s).empty());
  s.awards_json = "not json";
  CHECK(awards_text(&s).empty());
  s.awards_json = R"(["roe", 3, "sales"])";
  CHECK(awards_text(&s) == "ROE賞・売上高賞");
  EventReport twice = roeup_event();
  twice.rounds[1].matches[0].result->seats[0].awards_json = R"(["sales"])";  // 青木 wins 売上高賞 again
  CHECK(award_totals(twice).at(1) == "3: ROE賞, 売上高賞×2");
  const auto totals = award_totals(roeup_event());
  REQUIRE(totals.size() == 4);
  CHECK(totals.at(1) == "2: ROE賞, 売上高賞");
  CHECK(totals.at(2) == "1: イノベーション賞");
  CHECK(totals.at(3) == "3: ROE賞, 売上高賞, イノベーション賞");
  CHECK(totals.at(4) == "0");
  CHECK(award_totals(large_event(4)).empty());  // no awards anywhere: no column
}

TEST_CASE("awards in the pairings, results, standings and summary PDFs", "[reports][awards][pdf]") {
  const EventReport r = roeup_event();
  const std::string pairings = text_of(r, Kind::pairings, 1);
  CHECK(line_with(pairings, "青木").find("【ROE賞・売上高賞】") != std::string::npos);
  CHECK(line_with(pairings, "井上").find("【イノベーション賞】") != std::string::npos);
  CHECK(line_with(pairings, "上田").find("【") == std::string::npos);
  const std::string standings = text_of(r, Kind::standings);
  CHECK(standings.find("受賞") != std::string::npos);
  CHECK(in_order(line_with(standings, "青木"), {"1", "青木", "2: ROE賞, 売上高賞"}));
  CHECK(in_order(line_with(standings, "上田"), {"3", "上田", "3: ROE賞, 売上高賞, イノベーション賞"}));
  CHECK(in_order(line_with(standings, "江口"), {"4", "江口", "0"}));
  const std::string summary = text_of(r, Kind::summary);
  const std::string round2 = summary.substr(summary.find("結果 — 第2回戦"));
  CHECK(in_order(round2, {"2位 青木", "2位 井上", "1位 上田", "【ROE賞・売上高賞・イノベーション賞】", "2位 江口"}));
  CHECK(summary.find("受賞") != std::string::npos);
  // A game without awards gets no column.
  CHECK(text_of(large_event(4), Kind::standings).find("受賞") == std::string::npos);
}
