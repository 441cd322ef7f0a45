#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "errors.hpp"
#include "pack.hpp"
#include "run.hpp"

using namespace jk;

static Game economica() { return load_game(JK_SOURCE_DIR "/games", "economica"); }

static InputError csv_error(const std::string& text) {
  Game g = economica();
  try {
    parse_cards_csv(text, "list.csv", g.fields);
  } catch (const InputError& e) {
    CHECK(e.file == "list.csv");
    return e;
  }
  FAIL("parsed");
  return InputError(verbatim("unreachable"));
}

TEST_CASE("card CSV: fields are read and translated to the pack's ids") {
  Game g = economica();
  auto list = parse_cards_csv(
      "\xEF\xBB\xBFnumber,name,type,cost,tags,reading\r\n"
      "X0001/V1S,\"テスト, カード\",アセット,０,,てすとかーど\r\n"
      "X0002/V1S,プロモ札,event,2,promo;プロモ,\r\n",
      "list.csv", g.fields);
  REQUIRE(list.cards.size() == 2);
  CHECK(list.cards[0].name == "テスト, カード");
  CHECK(list.cards[0].type == std::optional<std::string>("asset"));
  CHECK(list.cards[0].cost == std::optional<int>(0));
  CHECK(list.cards[0].base_number == "X0001");
  CHECK(list.cards[1].tags == std::vector<std::string>{"promo"});  // two spellings, one tag
  CHECK_FALSE(list.cards[1].reading.has_value());
}

TEST_CASE("card CSV: each bad row is named by its line") {
  CHECK(csv_error("number,name\nX1,a\n,b\n").line == 3);                       // missing number
  CHECK(csv_error("number,name,cost\nX1,a,1\nX2,b,two\n").line == 3);          // non-integer cost
  CHECK(csv_error("number,name,cost\nX1,a,-1\n").line == 2);                   // negative cost
  CHECK(csv_error("number,name\nX1,a\nX2,b\nx1,c\n").line == 4);               // duplicate number
  CHECK(csv_error("number,name,type\nX1,a,spell\n").line == 2);                // type the game does not know
  CHECK(csv_error("number,name,tags\nX1,a,promo;shiny\n").line == 2);          // tag the game does not know
  CHECK(csv_error("number,name\nX1,a,extra\n").line == 2);                     // too many fields
  CHECK(csv_error("name\nX1\n").line == 1);                                    // no number column
  CHECK(csv_error("number,name,colour\nX1,a,red\n").line == 1);                // unknown column
}

TEST_CASE("cards import: a list with a bad row imports nothing and keeps the previous list") {
  test::TempDir dir;
  setenv("JUDGEKIT_DATA", dir.path.c_str(), 1);
  Game g = economica();
  test::write_file(dir.file("good.csv"), "number,name,type,cost\nX0001/V1S,良い札,asset,0\n");
  CHECK(import_cards(g, dir.file("good.csv")) == 1);
  test::write_file(dir.file("bad.csv"), "number,name,type,cost\nX0002/V1S,札,asset,0\nX0003/V1S,札2,asset,zero\n");
  CHECK_THROWS_AS(import_cards(g, dir.file("bad.csv")), InputError);
  auto cards = effective_cards(g);
  CHECK(cards.cards.size() == 32);  // the pack's 31 and the one good import
  CHECK(find_card(cards, "X0001/V1S").kind == CardMatch::Kind::number);
  CHECK(find_card(cards, "X0002/V1S").kind == CardMatch::Kind::unknown);
  unsetenv("JUDGEKIT_DATA");
}

TEST_CASE("an imported or --cards list replaces the pack's entry of the same number") {
  test::TempDir dir;
  setenv("JUDGEKIT_DATA", dir.path.c_str(), 1);
  Game g = economica();
  test::write_file(dir.file("more.csv"), "number,name,type,cost\nA0002/V1S,定期預金,asset,0\n");
  auto cards = effective_cards(g, dir.file("more.csv"));
  CHECK(cards.cards.size() == 31);
  auto m = find_card(cards, "定期預金");
  REQUIRE(m.cards.size() == 1);
  CHECK(cards.cards[m.cards[0]].cost == std::optional<int>(0));
  unsetenv("JUDGEKIT_DATA");
}

TEST_CASE("find_card: number, base number, name, normalised name, reading, ambiguous, unknown") {
  Game g = economica();
  CardList list = g.cards;
  list.index();
  CHECK(find_card(list, "A0003/V1B").kind == CardMatch::Kind::number);
  CHECK(list.cards[find_card(list, "A0003/V1B").cards[0]].number == "A0003/V1B");
  CHECK(find_card(list, "a0003/v1b").kind == CardMatch::Kind::number);
  // The two printings of 日本株 are one card: its base number and its name find it once.
  CHECK(find_card(list, "A0003").kind == CardMatch::Kind::base_number);
  CHECK(find_card(list, "日本株").kind == CardMatch::Kind::name);
  CHECK(find_card(list, "日本株").cards.size() == 1);
  CHECK(find_card(list, "Ｍ＆Ａ").kind == CardMatch::Kind::normalised_name);
  CHECK(find_card(list, "M&A").kind == CardMatch::Kind::normalised_name);
  auto unknown = find_card(list, "日本国際");
  CHECK(unknown.kind == CardMatch::Kind::unknown);
  REQUIRE_FALSE(unknown.suggestions.empty());
  CHECK(unknown.suggestions[0] == "日本国債 (A0004/V1S)");

  test::TempDir dir;
  test::write_file(dir.file("l.csv"), "number,name,reading\nK1,株式,かぶしき\nK2,株式,かぶしき\nK3,国債,こくさい\n");
  auto l = load_cards_csv(dir.file("l.csv"), {});
  CHECK(find_card(l, "株式").kind == CardMatch::Kind::ambiguous);
  CHECK(find_card(l, "株式").cards.size() == 2);
  CHECK(find_card(l, "コクサイ").kind == CardMatch::Kind::reading);
}
