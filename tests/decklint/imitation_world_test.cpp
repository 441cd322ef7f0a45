// Imitation World デッキ構築ルール①-③ and ゲーム準備①. Card data: tests/fixtures/decklint/iw-cards.csv (TEST DATA).
#include <catch2/catch.hpp>

#include <cstdio>

#include "helpers.hpp"

using namespace dlt;

namespace {

// The アガ first (recognised by its type, not its place), then `n` different 実存 cards.
std::string deck(const std::string& aga, int n, const std::vector<std::string>& extra = {}) {
  std::string s = "アガ:\n1 " + aga + "\n[デッキ]\n";
  for (int i = 1; i <= n; ++i) {
    char num[16];
    std::snprintf(num, sizeof num, "R-%04d", i);
    s += std::string("1 ") + num + "\n";
  }
  for (const auto& e : extra) s += "1 " + e + "\n";
  return s;
}

const char* kImitationWorldOn = "2024-05-01";

}  // namespace

TEST_CASE("imitation-world ①: 60 or more cards, the アガ not counted (59 / 60 / 61)", "[imitation-world]") {
  auto rs = rules("imitation-world", "iw-cards.csv", kImitationWorldOn);
  auto r59 = check(rs, deck("試験アガ実存", 59));
  REQUIRE(rule_ids(r59) == std::vector<std::string>{"deck-size"});
  CHECK(r59.diagnostics[0].message == "59 cards in the deck, at least 60");
  CHECK(r59.diagnostics[0].cite == "imitation-world デッキ構築ルール①");
  CHECK(check(rs, deck("試験アガ実存", 60)).verdict == dl::Verdict::legal);
  CHECK(check(rs, deck("試験アガ実存", 61)).verdict == dl::Verdict::legal);
}

TEST_CASE("imitation-world ゲーム準備①: exactly one アガ, wherever it is written", "[imitation-world]") {
  auto rs = rules("imitation-world", "iw-cards.csv", kImitationWorldOn);
  // The アガ on the last line is still the アガ.
  std::string last = deck("試験アガ実存", 60);
  last = last.substr(last.find("[デッキ]")) + "1 AGA-01\n";
  CHECK(check(rs, last).verdict == dl::Verdict::legal);
  auto none = check(rs, deck("R-0061", 60));
  CHECK(of_rule(none, "one-aga")[0].message == "0 cards in the aga (leader), exactly 1");
  CHECK(of_rule(none, "factions")[0].level == dl::Level::unverified);
  auto two = check(rs, deck("試験アガ実存", 60, {"試験アガ曖昧"}));
  CHECK(of_rule(two, "one-aga")[0].message == "2 cards in the aga (leader), exactly 1");
  CHECK(two.verdict == dl::Verdict::illegal);
}

TEST_CASE("imitation-world ②: one card of a name in the deck", "[imitation-world]") {
  auto rs = rules("imitation-world", "iw-cards.csv", kImitationWorldOn);
  auto r = check(rs, deck("試験アガ実存", 60, {"試験実存01"}));
  REQUIRE(rule_ids(r) == std::vector<std::string>{"copies"});
  CHECK(r.diagnostics[0].line == 64);
  CHECK(r.diagnostics[0].message == "試験実存01 (R-0001) ×2, at most 1 (also on line 4)");
}

TEST_CASE("imitation-world ③: cards within the アガ's factions; 曖昧 cards always; a 曖昧 アガ allows all", "[imitation-world]") {
  auto rs = rules("imitation-world", "iw-cards.csv", kImitationWorldOn);
  // Off-faction card with a faction アガ: illegal, on the card's line, naming the アガ.
  auto off = check(rs, deck("試験アガ実存", 60, {"F-0001"}));
  REQUIRE(rule_ids(off) == std::vector<std::string>{"factions"});
  CHECK(off.diagnostics[0].line == 64);
  CHECK(off.diagnostics[0].message == "試験幻想01 (F-0001): faction 幻想; the aga (leader) 試験アガ実存 (AGA-01) on line 2 allows 実存");
  CHECK(off.diagnostics[0].lines == std::vector<int>{2});
  // The same card with a neutral (曖昧) アガ: legal.
  CHECK(check(rs, deck("試験アガ曖昧", 60, {"F-0001", "X-0001"})).verdict == dl::Verdict::legal);
  // A 曖昧 card with a faction アガ: legal.
  CHECK(check(rs, deck("試験アガ実存", 60, {"V-0001"})).verdict == dl::Verdict::legal);
  // A card of two factions, one of them the アガ's: ③ does not say whether one is enough, so the
  // check is left to a judge (unverified), never passed or failed silently.
  auto both = check(rs, deck("試験アガ実存", 60, {"X-0001"}));
  CHECK(rule_ids(both) == std::vector<std::string>{"factions"});
  CHECK(both.diagnostics[0].level == dl::Level::unverified);
  CHECK(both.verdict == dl::Verdict::unverified);
  // None of its factions the アガ's: illegal.
  CHECK(check(rs, deck("試験アガ実存", 60, {"F-0001"})).verdict == dl::Verdict::illegal);
  CHECK(check(rs, deck("試験アガ二勢力", 60, {"X-0001", "F-0001"})).verdict == dl::Verdict::legal);
}

TEST_CASE("imitation-world: unknown factions leave ③ unverified", "[imitation-world][unverified]") {
  auto rs = rules("imitation-world", "iw-cards.csv", kImitationWorldOn);
  auto card = check(rs, deck("試験アガ実存", 60, {"X-0002"}));
  CHECK(card.verdict == dl::Verdict::unverified);
  CHECK(card.diagnostics[0].message == "cannot tell whether 試験勢力不明 (X-0002) is allowed: its faction is unknown");
  auto aga = check(rs, deck("試験アガ勢力不明", 60));
  CHECK(aga.verdict == dl::Verdict::unverified);
  CHECK(aga.diagnostics[0].message == "faction rule not checked: the faction of the aga (leader) 試験アガ勢力不明 (AGA-04) is unknown");
  // The shipped list names cards only by number: no type, so no card is known to be the アガ.
  auto shipped = rules("imitation-world", "", kImitationWorldOn);
  auto r = check(shipped, "1 EA-005\n1 E-0049\n");
  CHECK(r.verdict == dl::Verdict::illegal);  // 2 cards can never make 60
  CHECK(of_rule(r, "one-aga")[0].level == dl::Level::unverified);
  // ③ cannot say how many アガ the list has either: from none to both cards, not "0".
  REQUIRE(of_rule(r, "factions").size() == 1);
  CHECK(of_rule(r, "factions")[0].message == "faction rule not checked: it needs exactly one aga (leader), the list has 0 to 2");
}
