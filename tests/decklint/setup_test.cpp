// ROE UP! シナリオの決定 and 資本の決定: which cards leave the box, the starting capital.
// Card data: tests/fixtures/decklint/roeup-cards.csv (TEST DATA).
#include <catch2/catch.hpp>

#include "errors.hpp"
#include "helpers.hpp"
#include "pack.hpp"

using namespace dlt;

namespace {

const jk::Game& roeup() {
  static jk::Game g = jk::load_game(JK_SOURCE_DIR "/games", "roeup");
  return g;
}

jk::CardList roeup_cards() { return jk::load_cards_csv(JK_FIXTURES "/decklint/roeup-cards.csv", roeup().fields); }

std::vector<std::string> numbers(const jk::CardList& l, const std::vector<std::size_t>& idx) {
  std::vector<std::string> out;
  for (auto i : idx) out.push_back(l.cards[i].number);
  return out;
}

}  // namespace

TEST_CASE("roeup: the rulebook's removal rules for each scenario, without a card list", "[setup]") {
  jk::CardList none;
  auto product = dl::plan_setup(roeup(), none, "product", false);
  REQUIRE(product.steps.size() == 1);
  CHECK(product.steps[0].cite == "シナリオの決定");
  CHECK(product.steps[0].remove_text ==
        std::vector<std::string>{"キャラクターカード、アセットカード、ビジネスユニットカードより、[Commodity]マークのみのカードを抜き出し箱に戻します。"});
  auto commodity = dl::plan_setup(roeup(), none, "commodity", true);
  REQUIRE(commodity.steps.size() == 2);
  CHECK(commodity.steps[0].remove_text[0].find("[Product]マークのみのカード") != std::string::npos);
  CHECK(commodity.steps[1].remove_text[0] == "サイコロを使わない場合は、裏に「Compulsion!」と書かれた強制カードも箱に戻します。");
  auto mixed = dl::plan_setup(roeup(), none, "mixed", false);
  CHECK(mixed.steps[0].remove_text.empty());
  REQUIRE(mixed.capital.size() == 2);
  CHECK(mixed.capital[0].value == 150);
  CHECK(mixed.capital[1].value == 120);
  CHECK(mixed.capital[0].cite == "資本の決定");
  CHECK_THROWS_AS(dl::plan_setup(roeup(), none, "no-dice", false), jk::InputError);
  CHECK_THROWS_AS(dl::plan_setup(roeup(), none, "other", false), jk::InputError);
}

TEST_CASE("roeup: with a card list, the cards to take out and the capital of each character", "[setup]") {
  jk::CardList cards = roeup_cards();
  auto product = dl::plan_setup(roeup(), cards, "product", false);
  // Commodity-only characters, assets and business units go; a both-marked one stays; events stay.
  CHECK(numbers(cards, product.remove) == std::vector<std::string>{"CH2", "AS2", "BU1"});
  REQUIRE(product.undecided.size() == 1);  // XX1: commodity only, type unknown
  CHECK(cards.cards[product.undecided[0].first].number == "XX1");
  CHECK(product.undecided[0].second == "type");
  CHECK(numbers(cards, product.capital[0].characters) == std::vector<std::string>{"CH1", "CH3"});  // 150
  CHECK(product.capital[1].characters.empty());  // the commodity-only character is out of the box

  auto commodity = dl::plan_setup(roeup(), cards, "commodity", true);
  CHECK(numbers(cards, commodity.remove) == std::vector<std::string>{"CH1", "AS1", "EV1"});
  CHECK(commodity.undecided.empty());
  CHECK(numbers(cards, commodity.capital[0].characters) == std::vector<std::string>{"CH3"});
  CHECK(numbers(cards, commodity.capital[1].characters) == std::vector<std::string>{"CH2"});

  auto mixed = dl::plan_setup(roeup(), cards, "mixed", true);
  CHECK(numbers(cards, mixed.remove) == std::vector<std::string>{"EV1"});
}

TEST_CASE("setup: a deck-building game has no scenarios", "[setup]") {
  jk::Game eco = jk::load_game(JK_SOURCE_DIR "/games", "economica");
  CHECK_THROWS_WITH(dl::plan_setup(eco, eco.cards, "product", false),
                    "game 'economica' has no set-up choices (its decks are built by the players); use `judgekit deck check`");
}
