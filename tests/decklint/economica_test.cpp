// Economica 3-1..3-5 and the dated revisions of 3-3, each at its boundary. Card data: the test list
// tests/fixtures/decklint/economica-cards.csv (TEST DATA: costs invented).
#include <catch2/catch.hpp>

#include <algorithm>

#include "helpers.hpp"

using namespace dlt;

namespace {

// 15 assets (8 of cost 0), 32 events, 3 risk hedges: 50 cards, legal.
Lines legal_deck() {
  return {{4, "日本株"},       {4, "定期預金"}, {4, "日本国債"}, {3, "新興国株"}, {4, "振り込め詐欺"}, {4, "国家財政破綻"}, {4, "巨大災害"},
          {4, "産業の空洞化"}, {4, "年金未納問題"}, {4, "相場操縦"}, {4, "預金利息"}, {4, "保障停止"}, {3, "生命保険"}};
}

// Sets the count of `card` (adding the line at the end when missing; 0 removes it).
Lines with(Lines deck, const std::string& card, int n) {
  for (auto it = deck.begin(); it != deck.end(); ++it)
    if (it->second == card) {
      if (n == 0) deck.erase(it);
      else it->first = n;
      return deck;
    }
  deck.push_back({n, card});
  return deck;
}

const char* kEconomicaOn = "2015-08-08";

}  // namespace

TEST_CASE("economica: a legal deck is legal", "[economica]") {
  auto rs = rules("economica", "economica-cards.csv", kEconomicaOn);
  auto r = check(rs, list_text(legal_deck()));
  CHECK(r.verdict == dl::Verdict::legal);
  CHECK(r.diagnostics.empty());
  CHECK(rendered(r, rs) == "deck.txt: legal: 0 errors, 0 warnings (economica official, 2015-08-08)\n");
}

TEST_CASE("economica 3-1: exactly 50 cards (49 / 50 / 51)", "[economica]") {
  auto rs = rules("economica", "economica-cards.csv", kEconomicaOn);
  auto r49 = check(rs, list_text(with(legal_deck(), "生命保険", 2)));
  REQUIRE(rule_ids(r49) == std::vector<std::string>{"deck-size"});
  auto d = of_rule(r49, "deck-size")[0];
  CHECK(d.line == 0);
  CHECK(d.message == "49 cards in the deck, exactly 50");
  CHECK(d.cite == "economica 3-1");
  CHECK(d.count == 49);
  CHECK(d.limit == 50);
  CHECK(r49.verdict == dl::Verdict::illegal);

  CHECK(check(rs, list_text(legal_deck())).verdict == dl::Verdict::legal);

  auto r51 = check(rs, list_text(with(legal_deck(), "生命保険", 4)));
  REQUIRE(rule_ids(r51) == std::vector<std::string>{"deck-size"});
  CHECK(of_rule(r51, "deck-size")[0].message == "51 cards in the deck, exactly 50");
}

TEST_CASE("economica 3-2: at most 4 of a name, counted across printings (4 / 5)", "[economica]") {
  auto rs = rules("economica", "economica-cards.csv", kEconomicaOn);
  // 2 + 2 of 日本株 in two printings: 4, legal; and each keeps its own printing.
  Lines four = with(with(legal_deck(), "日本株", 0), "A0003/V1S", 2);
  four = with(four, "A0003/V1B", 2);
  auto r4 = check(rs, list_text(four));
  CHECK(r4.verdict == dl::Verdict::legal);
  std::vector<std::string> numbers;
  for (const auto& c : r4.cards) numbers.push_back(rs.cards.cards[c.card].number);
  CHECK(std::count(numbers.begin(), numbers.end(), "A0003/V1S") == 1);
  CHECK(std::count(numbers.begin(), numbers.end(), "A0003/V1B") == 1);

  // 3 + 2: five, and one fewer 新興国株 so the deck stays at 50 cards and 15 assets.
  Lines five = with(with(four, "A0003/V1S", 3), "新興国株", 2);
  auto r5 = check(rs, list_text(five));
  REQUIRE(rule_ids(r5) == std::vector<std::string>{"copies"});
  auto d = of_rule(r5, "copies")[0];
  // The line of the entry that crossed the limit (A0003/V1B, the last line), naming the other.
  CHECK(d.line == 14);
  CHECK(d.message == "日本株 (A0003) ×5, at most 4 (also on line 13)");
  CHECK(d.lines == std::vector<int>{13});
  CHECK(d.cards == std::vector<std::string>{"A0003/V1B", "A0003/V1S"});
  CHECK(d.cite == "economica 3-2");
}

TEST_CASE("economica 3-2: the printings of one card number are one card whatever names a list gives them (4 / 5)", "[economica]") {
  // An organiser's list may name the rare printing apart (日本株（レア）) or not at all: A0003/V1S
  // and A0003/V1B are still one card (the number before the slash is the card).
  struct Case {
    const char* rare_name;
    const char* label;
  };
  for (const Case& c : {Case{"日本株（レア）", "日本株（レア） (A0003)"}, Case{"", "日本株 (A0003)"}}) {
    SECTION(std::string("A0003/V1B named '") + c.rare_name + "'") {
      const auto base = rules("economica", "economica-cards.csv", kEconomicaOn);
      jk::CardList cards = base.cards;
      for (auto& card : cards.cards)
        if (card.number == "A0003/V1B") card.name = c.rare_name;
      cards.index();
      const auto rs = dl::compile_rules(base.game, cards, "", kEconomicaOn);
      Lines four = with(with(with(legal_deck(), "日本株", 0), "A0003/V1S", 2), "A0003/V1B", 2);
      CHECK(check(rs, list_text(four)).verdict == dl::Verdict::legal);
      Lines five = with(with(four, "A0003/V1S", 3), "新興国株", 2);
      auto r5 = check(rs, list_text(five));
      REQUIRE(rule_ids(r5) == std::vector<std::string>{"copies"});
      CHECK(of_rule(r5, "copies")[0].message == std::string(c.label) + " ×5, at most 4 (also on line 13)");
    }
  }
}

TEST_CASE("economica 3-3: E0043 at most 1 from 2015-08-06 (announced 2015-08-05)", "[economica][revision]") {
  Lines two = with(with(legal_deck(), "国家財政破綻", 2), "投資信託", 2);
  auto before = rules("economica", "economica-cards.csv", "2015-08-05");
  auto r_before = check(before, list_text(two));
  CHECK(r_before.verdict == dl::Verdict::legal);

  auto on = rules("economica", "economica-cards.csv", "2015-08-06");
  auto r_on = check(on, list_text(two));
  REQUIRE(rule_ids(r_on) == std::vector<std::string>{"e0043-limit"});
  // The example line, exactly.
  CHECK(dl::render_diagnostic(r_on.diagnostics[0], "deck.txt", false) ==
        "deck.txt:14: error: 投資信託 (E0043) ×2, at most 1 [economica 3-3; revised 2015-08-05, in force from 2015-08-06]");

  Lines one = with(with(legal_deck(), "国家財政破綻", 3), "投資信託", 1);
  CHECK(check(on, list_text(one)).verdict == dl::Verdict::legal);
}

TEST_CASE("economica 3-3: the card limit replaces 3-2 for the card it names", "[economica][revision]") {
  // Five E0043 on 2015-08-05: the ordinary limit of 4 (3-2); from 2015-08-06 only the card limit speaks.
  Lines five = with(with(with(legal_deck(), "国家財政破綻", 0), "巨大災害", 3), "E0043/V1SM", 5);
  auto before = check(rules("economica", "economica-cards.csv", "2015-08-05"), list_text(five));
  REQUIRE(rule_ids(before) == std::vector<std::string>{"copies"});
  CHECK(of_rule(before, "copies")[0].message.rfind("投資信託 (E0043) ×5, at most 4", 0) == 0);
  auto on = check(rules("economica", "economica-cards.csv", "2015-08-06"), list_text(five));
  REQUIRE(rule_ids(on) == std::vector<std::string>{"e0043-limit"});
  CHECK(of_rule(on, "e0043-limit")[0].limit == 1);
}

TEST_CASE("economica 3-3: R0002 at most 2 from 2013-11-04 (announced 2013-11-01)", "[economica][revision]") {
  Lines three = with(with(legal_deck(), "生命保険", 0), "ビルトインスタビライザー", 3);
  auto r_before = check(rules("economica", "economica-cards.csv", "2013-11-03"), list_text(three));
  CHECK(r_before.verdict == dl::Verdict::legal);
  auto on = rules("economica", "economica-cards.csv", "2013-11-04");
  auto r_on = check(on, list_text(three));
  REQUIRE(rule_ids(r_on) == std::vector<std::string>{"r0002-limit"});
  auto d = of_rule(r_on, "r0002-limit")[0];
  CHECK(d.message == "ビルトインスタビライザー (R0002) ×3, at most 2");
  CHECK(d.cite == "economica 3-3; revised 2013-11-01, in force from 2013-11-04");
  Lines two = with(with(three, "ビルトインスタビライザー", 2), "M&A", 1);
  CHECK(check(on, list_text(two)).verdict == dl::Verdict::legal);
}

TEST_CASE("economica 3-4: at most 15 assets (14 / 15 / 16)", "[economica]") {
  auto rs = rules("economica", "economica-cards.csv", kEconomicaOn);
  auto r14 = check(rs, list_text(with(with(legal_deck(), "新興国株", 2), "生命保険", 4)));
  CHECK(r14.verdict == dl::Verdict::legal);
  auto r15 = check(rs, list_text(legal_deck()));
  CHECK(r15.verdict == dl::Verdict::legal);
  auto r16 = check(rs, list_text(with(with(legal_deck(), "新興国株", 4), "生命保険", 2)));
  REQUIRE(rule_ids(r16) == std::vector<std::string>{"assets-max"});
  auto d = of_rule(r16, "assets-max")[0];
  CHECK(d.line == 4);  // 新興国株: the 16th asset is on its line
  CHECK(d.message == "16 cards with type=asset, at most 15 (also on lines 1, 2, 3)");
  CHECK(d.cite == "economica 3-4");
}

TEST_CASE("economica 3-4: at least 3 assets of cost 0 (2 / 3)", "[economica]") {
  auto rs = rules("economica", "economica-cards.csv", kEconomicaOn);
  // Cost-0 assets are 日本株 and 定期預金; 日本国債 costs 1, 新興国株 2.
  Lines three = {{3, "日本株"}, {4, "日本国債"}, {4, "新興国株"}, {4, "振り込め詐欺"}, {4, "国家財政破綻"}, {4, "巨大災害"}, {4, "産業の空洞化"},
                 {4, "年金未納問題"}, {4, "相場操縦"}, {4, "預金利息"}, {4, "保障停止"}, {3, "生命保険"}, {4, "M&A"}};
  CHECK(check(rs, list_text(three)).verdict == dl::Verdict::legal);
  Lines two = with(with(three, "日本株", 2), "ビルトインスタビライザー", 1);
  auto r2 = check(rs, list_text(two));
  REQUIRE(rule_ids(r2) == std::vector<std::string>{"cost0-assets-min"});
  auto d = of_rule(r2, "cost0-assets-min")[0];
  CHECK(d.line == 0);
  CHECK(d.message == "2 cards with type=asset and cost=0, at least 3 (on line 1)");
  CHECK(d.count == 2);
  CHECK(d.limit == 3);
}

TEST_CASE("economica 3-5: promo cards are banned in official events, allowed in casual ones", "[economica]") {
  Lines promo = with(with(legal_deck(), "定期預金", 3), "ALLSTAR1", 1);
  auto official = rules("economica", "economica-cards.csv", kEconomicaOn);
  auto r = check(official, list_text(promo));
  REQUIRE(rule_ids(r) == std::vector<std::string>{"promo-ban"});
  auto d = of_rule(r, "promo-ban")[0];
  CHECK(d.line == 14);
  CHECK(d.message == "ALLSTAR1 (EVP0001) ×1 is not allowed in this format (tag=promo)");
  CHECK(d.cite == "economica 3-5");
  auto casual = rules("economica", "economica-cards.csv", kEconomicaOn, "casual");
  CHECK(check(casual, list_text(promo)).verdict == dl::Verdict::legal);
}

TEST_CASE("economica 3-5 with an organiser's list: a tag the rulebook gives stays; a list without a tags column leaves tags unknown", "[economica][unverified]") {
  // The organiser's list is laid over the pack's (as effective_cards does). Without a tags column
  // it says nothing of tags: ALLSTAR1 is still promo (3-5 names it), a card only the list knows is
  // unverified, not legal. With the column, an empty cell says the card has none.
  struct Case {
    const char* csv;
    dl::Verdict new_card;
  };
  for (const Case& c : {Case{"number,name,type,cost\nEVP0001/V1B,ALLSTAR1,asset,0\nZ9001/V1S,新カード,asset,0\n", dl::Verdict::unverified},
                        Case{"number,name,type,cost,tags\nEVP0001/V1B,ALLSTAR1,asset,0,\nZ9001/V1S,新カード,asset,0,\n", dl::Verdict::legal}}) {
    SECTION(c.csv) {
      const auto base = rules("economica", "economica-cards.csv", kEconomicaOn);
      jk::CardList cards = base.cards;
      jk::add_card_layer(cards, jk::parse_cards_csv(c.csv, "list.csv", base.game.fields));
      const auto rs = dl::compile_rules(base.game, cards, "", kEconomicaOn);
      auto promo = check(rs, list_text(with(with(legal_deck(), "定期預金", 3), "ALLSTAR1", 1)));
      REQUIRE(rule_ids(promo) == std::vector<std::string>{"promo-ban"});
      CHECK(of_rule(promo, "promo-ban")[0].level == dl::Level::error);
      auto fresh = check(rs, list_text(with(with(legal_deck(), "定期預金", 3), "新カード", 1)));
      CHECK(fresh.verdict == c.new_card);
      if (c.new_card == dl::Verdict::unverified) {
        REQUIRE(rule_ids(fresh) == std::vector<std::string>{"promo-ban"});
        CHECK(of_rule(fresh, "promo-ban")[0].message == "cannot tell whether 新カード (Z9001) ×1 is allowed (tag=promo): its tag is unknown");
      }
    }
  }
}

TEST_CASE("economica: a rule the card list cannot settle is unverified, never a silent pass", "[economica][unverified]") {
  // The shipped list gives no costs: the cost-0 rule (3-4) cannot be checked.
  auto shipped = rules("economica", "", kEconomicaOn);
  auto r = check(shipped, list_text(legal_deck()));
  CHECK(r.verdict == dl::Verdict::unverified);
  REQUIRE(rule_ids(r) == std::vector<std::string>{"cost0-assets-min"});
  auto d = r.diagnostics[0];
  CHECK(d.level == dl::Level::unverified);
  CHECK(d.message.find("cost unknown for 日本株 (A0003) on line 1") != std::string::npos);
  CHECK(d.message.rfind("0 to 11 cards with type=asset and cost=0, at least 3", 0) == 0);
  CHECK(dl::summary(r) == "unverified: 0 errors, 0 warnings, 1 unverified");

  // An error the unknowns cannot change is still an error: 5 known costs-0 never makes 49 cards 50.
  auto r49 = check(shipped, list_text(with(legal_deck(), "生命保険", 2)));
  CHECK(r49.verdict == dl::Verdict::illegal);
  CHECK(of_rule(r49, "deck-size").size() == 1);
}

TEST_CASE("economica 3-2 with names unknown: different card numbers are different cards (numbers-per-name one)", "[economica]") {
  // A list lacking the names of A0002 and A0006: 3-2 still counts them apart, because in
  // Economica the number before the slash is the card. The same list under a pack that lets a
  // name be under several numbers is not checked.
  const auto base = rules("economica", "economica-cards.csv", kEconomicaOn);
  const std::vector<std::string> unnamed = {"A0002/V1S", "A0006/V1S"};
  jk::Game many = base.game;
  many.one_number_per_name = false;
  const Lines legal = with(with(legal_deck(), "定期預金", 0), "新興国株", 0);
  struct Case {
    const char* what;
    bool one_number_per_name;
    Lines deck;
    dl::Verdict verdict;
    const char* message;
  };
  const Case cases[] = {
      {"4 and 3: under", true, with(with(legal, "A0002/V1S", 4), "A0006/V1S", 3), dl::Verdict::legal, ""},
      {"4 and 4: at the limit", true, with(with(with(legal, "日本株", 3), "A0002/V1S", 4), "A0006/V1S", 4), dl::Verdict::legal, ""},
      {"5 of one number: over", true, with(with(with(legal, "日本株", 3), "A0002/V1S", 5), "A0006/V1S", 3), dl::Verdict::illegal,
       "A0002 (name unknown) ×5, at most 4"},
      {"4 and 3 where names may repeat", false, with(with(legal, "A0002/V1S", 4), "A0006/V1S", 3), dl::Verdict::unverified,
       "name rule not checked: the names of A0002 on line 12, A0006 on line 13 are unknown, and one name may be under several card numbers; "
       "at most 4 of a name"},
  };
  CHECK(base.game.one_number_per_name);  // the pack says so (3-2)
  for (const Case& c : cases) {
    INFO(c.what);
    const auto rs = without_names(base, unnamed, c.one_number_per_name ? base.game : many);
    check_finding(check(rs, list_text(c.deck)), c.verdict, "copies", c.message);
  }
}
