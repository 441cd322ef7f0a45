#include <catch2/catch.hpp>

#include "cards.hpp"
#include "columns.hpp"
#include "csv.hpp"
#include "errors.hpp"
#include "run.hpp"

using namespace jk;
using jk::test::error_of;

namespace {

const std::vector<ColumnSpec> kPlayerColumns = {
    {"id", {"会員番号", "ID"}, false, ""},
    {"name", {"氏名", "名前"}, true, "the player's name"},
    {"reading", {"ふりがな", "フリガナ", "読み"}, false, ""},
};

CsvRow header(const std::string& line) { return parse_csv(line + "\n", "p.csv").at(0); }

}  // namespace

TEST_CASE("columns: English and Japanese names, folded, in any order") {
  CHECK(match_columns(header("id,name,reading"), kPlayerColumns, "p.csv") == std::vector<int>{0, 1, 2});
  CHECK(match_columns(header("氏名,フリガナ,会員番号"), kPlayerColumns, "p.csv") == std::vector<int>{2, 0, 1});
  // Hiragana is katakana, full-width is ASCII, case and spaces do not count.
  CHECK(match_columns(header("ＮＡＭＥ, ﾌﾘｶﾞﾅ "), kPlayerColumns, "p.csv") == std::vector<int>{-1, 0, 1});
  CHECK(match_columns(header("名前"), kPlayerColumns, "p.csv") == std::vector<int>{-1, 0, -1});
  CHECK(find_column("ﾌﾘｶﾞﾅ", kPlayerColumns) == 2);
  CHECK(find_column("卓", kPlayerColumns) == -1);
}

TEST_CASE("columns: unknown, twice, missing and nameless columns are named with the accepted list") {
  CHECK(error_of([] { match_columns(header("氏名,卓"), kPlayerColumns, "p.csv"); }) ==
        "p.csv:1: unknown column '卓'; the columns are id (会員番号, ID), name (氏名, 名前), reading (ふりがな, フリガナ, 読み)");
  CHECK(error_of([] { match_columns(header("name,氏名"), kPlayerColumns, "p.csv"); }) == "p.csv:1: column '氏名' given twice (as name)");
  CHECK(error_of([] { match_columns(header("会員番号,ふりがな"), kPlayerColumns, "p.csv"); }) == "p.csv:1: missing column name: the player's name");
  CHECK(error_of([] { match_columns(header("name,,reading"), kPlayerColumns, "p.csv"); }).find("p.csv:1: column 2 of the header has no name") == 0);
}

TEST_CASE("card lists: Japanese headers read like English ones") {
  auto en = parse_cards_csv("number,name,cost,reading\nA1,日本株,3,にほんかぶ\n", "c.csv", {});
  auto ja = parse_cards_csv("カード番号,カード名,コスト,読み\nA1,日本株,3,にほんかぶ\n", "c.csv", {});
  REQUIRE(ja.cards.size() == 1);
  CHECK(ja.cards[0].number == en.cards[0].number);
  CHECK(ja.cards[0].name == "日本株");
  CHECK(ja.cards[0].cost == 3);
  CHECK(ja.cards[0].reading == std::optional<std::string>("にほんかぶ"));
  CHECK(error_of([] { parse_cards_csv("番号,色\nA1,赤\n", "c.csv", {}); }).find("c.csv:1: unknown column '色'; the columns are number (番号, カード番号), name") == 0);
  CHECK(error_of([] { parse_cards_csv("番号,コスト\nA1,3\n", "c.csv", {}); }) == "c.csv:1: missing column name: the card name");
}
