// Card resolution: number, base number, name, normalised name; unknown cards with suggestions;
// ambiguous names listing candidates; never a silent resolution to a different card.
#include <catch2/catch.hpp>

#include "helpers.hpp"

using namespace dlt;

namespace {


std::string resolved(const std::string& card) {
  auto r = check(eco(), "1 " + card + "\n");
  if (r.cards.size() != 1) return "(" + (r.diagnostics.empty() ? std::string("nothing") : r.diagnostics[0].message) + ")";
  return eco().cards.cards[r.cards[0].card].number;
}

}  // namespace

TEST_CASE("resolution: number, base number, name and normalised name", "[resolve]") {
  CHECK(resolved("E0043/V1SM") == "E0043/V1SM");
  CHECK(resolved("e0043/v1sm") == "E0043/V1SM");
  CHECK(resolved("Ｅ００４３") == "E0043/V1SM");  // base number, full-width
  CHECK(resolved("投資信託") == "E0043/V1SM");
  // Printings keep their own number; the base number and the name stand for the first printing.
  CHECK(resolved("A0003/V1B") == "A0003/V1B");
  CHECK(resolved("A0003") == "A0003/V1S");
  CHECK(resolved("日本株") == "A0003/V1S");
  // Spaces, & and ・ and the width of letters do not matter; hiragana is read as katakana.
  CHECK(resolved("M & A") == "E0029/V1B");
  CHECK(resolved("M&A") == "E0029/V1B");
  CHECK(resolved("Ｍ＆Ａ") == "E0029/V1B");
  CHECK(resolved("m・a") == "E0029/V1B");
  CHECK(resolved("びるといんすたびらいざー") == "R0002/V1S");
}

TEST_CASE("resolution: printings of one card share the identity copies are counted by", "[resolve]") {
  auto index = [&](const std::string& number) {
    for (std::size_t i = 0; i < eco().cards.cards.size(); ++i)
      if (eco().cards.cards[i].number == number) return i;
    FAIL("no card " << number);
    return std::size_t{0};
  };
  auto r = check(eco(), "1 A0003/V1S\n1 A0003/V1B\n1 日本国債\n");
  REQUIRE(r.cards.size() == 3);
  CHECK(jk::identity_key(eco().game, eco().cards.cards[index("A0003/V1S")]) == jk::identity_key(eco().game, eco().cards.cards[index("A0003/V1B")]));
  CHECK(jk::identity_key(eco().game, eco().cards.cards[index("A0003/V1S")]) != jk::identity_key(eco().game, eco().cards.cards[index("A0004/V1S")]));
}

TEST_CASE("resolution: an unknown card gets up to three suggestions, one per card", "[resolve][bad-input]") {
  auto r = check(eco(), "4 日本かぶ\n2 投資信託\n1 全然ちがうカード名\n");
  CHECK(r.verdict == dl::Verdict::unreadable);
  REQUIRE(r.diagnostics.size() == 2);
  CHECK(r.diagnostics[0].line == 1);
  CHECK(r.diagnostics[0].message == "unknown card '日本かぶ'; did you mean 日本株 (A0003/V1S) or 日本国債 (A0004/V1S)?");
  CHECK(r.diagnostics[1].line == 3);
  CHECK(r.diagnostics[1].message ==
        "unknown card '全然ちがうカード名': not in the card list (33 cards); give the organiser's list with --cards FILE or `judgekit cards import`");
  CHECK(r.diagnostics[1].rule == "input");
}

TEST_CASE("resolution: an ambiguous name lists the candidates and is never guessed", "[resolve][bad-input]") {
  auto r = check(eco(), "1 試験カード\n");
  CHECK(r.verdict == dl::Verdict::unreadable);
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].message ==
        "ambiguous card '試験カード': it could be 試験カード (T9001/V1S), 試験カード (T9002/V1S); write the card number");
  CHECK(r.diagnostics[0].cards == std::vector<std::string>{"T9001/V1S", "T9002/V1S"});
  CHECK(resolved("T9002/V1S") == "T9002/V1S");
}

TEST_CASE("resolution: the cache gives the same answer every time", "[resolve]") {
  dl::Checker c(eco());
  for (int i = 0; i < 3; ++i) {
    auto r = c.check_text("4 日本株\n4 日本かぶ\n", "deck.txt");
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].message.rfind("unknown card '日本かぶ'", 0) == 0);
  }
}
