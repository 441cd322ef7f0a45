// The land-and-person game, deck-building mode: ★10 of land, 40 persons, the advised cost spread.
// Card data: tests/fixtures/decklint/tochi-cards.csv (TEST DATA).
#include <catch2/catch.hpp>

#include "helpers.hpp"

using namespace dlt;

namespace {

// ★3 ×2 + ★2 ×2 = ★10; persons 20 / 7+7 / 3+3 = 40.
Lines legal() {
  return {{2, "試験土地★3"},      {2, "試験土地★2"},      {20, "試験人物コスト0"}, {7, "試験人物コスト1"},
          {7, "試験人物コスト2"}, {3, "試験人物コスト3"}, {3, "試験人物コスト4"}};
}
Lines set(Lines l, std::size_t i, int n, const std::string& card = "") {
  l[i].first = n;
  if (!card.empty()) l[i].second = card;
  return l;
}

const char* kTochiOn = "2024-05-01";

}  // namespace

TEST_CASE("tochi-jinbutsu: land deck of exactly ★10 (9 / 10 / 11)", "[tochi]") {
  auto rs = rules("tochi-jinbutsu", "tochi-cards.csv", kTochiOn);
  CHECK(check(rs, list_text(legal())).verdict == dl::Verdict::legal);
  auto nine = check(rs, list_text(set(legal(), 1, 1, "試験土地★2") ) + "1 試験土地★1\n" /* 6+2+1 */);
  REQUIRE(rule_ids(nine) == std::vector<std::string>{"land-stars"});
  CHECK(nine.diagnostics[0].message == "stars of the land deck total 9, exactly 10");
  auto eleven = check(rs, list_text(legal()) + "1 試験土地★1\n");
  REQUIRE(rule_ids(eleven) == std::vector<std::string>{"land-stars"});
  CHECK(eleven.diagnostics[0].message == "stars of the land deck total 11, exactly 10");
  CHECK(eleven.diagnostics[0].cite == "tochi-jinbutsu デッキ構築対戦ルール/セットアップ");
}

TEST_CASE("tochi-jinbutsu: person deck of exactly 40 (39 / 40 / 41)", "[tochi]") {
  auto rs = rules("tochi-jinbutsu", "tochi-cards.csv", kTochiOn);
  auto r39 = check(rs, list_text(set(legal(), 2, 19)));
  REQUIRE(rule_ids(r39) == std::vector<std::string>{"persons"});
  CHECK(r39.diagnostics[0].message == "39 cards in the person deck, exactly 40");
  auto r41 = check(rs, list_text(set(legal(), 2, 21)));
  REQUIRE(rule_ids(r41) == std::vector<std::string>{"persons"});
  CHECK(r41.diagnostics[0].message == "41 cards in the person deck, exactly 40");
}

TEST_CASE("tochi-jinbutsu: the cost spread is advice: a warning, the deck stays legal", "[tochi]") {
  auto rs = rules("tochi-jinbutsu", "tochi-cards.csv", kTochiOn);
  // 23 of cost 0 (advice about 20: 18 to 22), 12 of cost 1-2, 5 of cost 3-4: 40 persons in all.
  auto r = check(rs, list_text(set(set(set(legal(), 2, 23), 3, 5), 5, 2)));
  CHECK(r.verdict == dl::Verdict::legal);
  REQUIRE(rule_ids(r) == std::vector<std::string>{"spread-cost0"});
  CHECK(r.warnings == 1);
  CHECK(r.diagnostics[0].level == dl::Level::warning);
  CHECK(r.diagnostics[0].message == "23 cards with cost=0 in the person deck, recommended 18 to 22");
  CHECK(dl::summary(r) == "legal: 0 errors, 1 warning");
  // At the edge of the advice: no warning.
  CHECK(check(rs, list_text(set(set(legal(), 2, 22), 3, 5))).diagnostics.empty());
}

TEST_CASE("tochi-jinbutsu: unknown stars leave the sum unverified; unknown costs only the advice", "[tochi][unverified]") {
  auto rs = rules("tochi-jinbutsu", "tochi-cards.csv", kTochiOn);
  auto stars = check(rs, list_text(set(legal(), 1, 1)) + "1 試験土地★不明\n");
  CHECK(stars.verdict == dl::Verdict::unverified);
  CHECK(stars.diagnostics[0].message ==
        "stars of the land deck total 8 or more, exactly 10: stars unknown for 試験土地★不明 (L9) on line 8");
  // One person of unknown cost cannot move any count out of its advised range: nothing to say.
  auto one = check(rs, list_text(set(legal(), 6, 2)) + "1 試験人物コスト不明\n");
  CHECK(one.verdict == dl::Verdict::legal);
  CHECK(one.diagnostics.empty());
  // Three can: each advice says it was not checked, as a warning; the verdict stays legal.
  auto three = check(rs, list_text(set(legal(), 6, 3, "試験人物コスト不明")));
  CHECK(three.verdict == dl::Verdict::legal);
  CHECK(three.unverified == 0);
  CHECK(three.warnings == 3);
  for (const auto& d : three.diagnostics) CHECK(d.message.rfind("advice not checked: ", 0) == 0);
  CHECK(three.diagnostics[0].message.find("cost unknown for 試験人物コスト不明 (C9) on line 7") != std::string::npos);
}
