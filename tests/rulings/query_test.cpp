#include <catch2/catch.hpp>

#include "query.hpp"

using namespace jk::rulings;

TEST_CASE("terms are split at spaces, the ideographic space too, and quoted and ANDed") {
  auto q = parse_query("国債　投資 ");
  REQUIRE(q.terms.size() == 2);
  CHECK(q.terms[0].text == "国債");
  CHECK(q.terms[1].text == "投資");
  CHECK(match_expression(q.terms) == "\"国債\" AND \"投資\"");
  CHECK(match_expression(q.terms, 0) == "\"投資\"");
}

TEST_CASE("M & A is one phrase, like M&A: a term of punctuation only glues its neighbours") {
  auto spaced = parse_query("M & A");
  REQUIRE(spaced.terms.size() == 1);
  CHECK(spaced.terms[0].shown == "M & A");
  CHECK(spaced.terms[0].text == "m & a");
  CHECK_FALSE(spaced.terms[0].prefix);
  auto joined = parse_query("Ｍ＆Ａ");
  REQUIRE(joined.terms.size() == 1);
  CHECK(joined.terms[0].text == "m&a");
  // A trailing or leading glue glues nothing.
  auto trailing = parse_query("& 国債 &");
  REQUIRE(trailing.terms.size() == 1);
  CHECK(trailing.terms[0].shown == "国債");
}

TEST_CASE("a one-character term is a prefix; so is a phrase ending in a lone Japanese character") {
  CHECK(parse_query("株").terms.at(0).prefix);
  CHECK(parse_query("m").terms.at(0).prefix);
  CHECK(parse_query("E0043の").terms.at(0).prefix);
  CHECK_FALSE(parse_query("国債").terms.at(0).prefix);
  CHECK_FALSE(parse_query("コスト0").terms.at(0).prefix);
  CHECK_FALSE(parse_query("M&A").terms.at(0).prefix);  // the a of m&a is a whole word
  CHECK(match_expression(parse_query("株").terms) == "\"株\"*");
}

TEST_CASE("FTS5 syntax in the input is text: quotes doubled, operators quoted, pure punctuation dropped") {
  CHECK(parse_query("\"").terms.empty());
  CHECK(parse_query("*").terms.empty());
  CHECK(parse_query("(").terms.empty());
  CHECK(parse_query("").terms.empty());
  CHECK(match_expression(parse_query("AND").terms) == "\"and\"*");  // a Latin word alone is a prefix
  CHECK(match_expression(parse_query("NEAR(").terms) == "\"near(\"*");  // a Latin word is a prefix
  // 国"債 is two one-character runs; the last is a prefix like any lone Japanese character.
  CHECK(match_expression(parse_query("国\"債").terms) == "\"国\"\"債\"*");
  CHECK(match_expression(parse_query("\"国債\" OR 投資*").terms) == "\"\"\"国債\"\"\" AND \"or\"* AND \"投資*\"");
}

TEST_CASE("repeated terms are searched once; past the limit of terms the rest are reported") {
  CHECK(parse_query("国債 国債 こくさい コクサイ").terms.size() == 2);
  auto words = [](int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += "w" + std::to_string(i) + " ";
    return s;
  };
  CHECK(parse_query(words(31)).dropped.empty());
  CHECK(parse_query(words(32)).terms.size() == 32);
  CHECK(parse_query(words(32)).dropped.empty());
  CHECK(parse_query(words(33)).dropped == std::vector<std::string>{"w32"});
  auto q = parse_query(words(40));
  CHECK(q.terms.size() == kMaxTerms);
  REQUIRE(q.dropped.size() == 40 - kMaxTerms);
  CHECK(q.dropped.front() == "w32");
}

TEST_CASE("invalid UTF-8 in a query becomes U+FFFD, a separator") {
  CHECK(sanitize_utf8("国\xff債") == "国\xEF\xBF\xBD債");
  auto q = parse_query("国債\xff");
  REQUIRE(q.terms.size() == 1);
  CHECK(match_expression(q.terms) == "\"国債\xEF\xBF\xBD\"");
}

TEST_CASE("rule numbers compare after NFKC without spaces") {
  CHECK(number_key("１０４．２ａ") == "104.2a");
  CHECK(number_key("４－５－６　例２") == "4-5-6例2");
  CHECK(number_key("4-5-6 例2") == "4-5-6例2");
  CHECK(number_key("7 / E0043 投資信託") == "7/e0043投資信託");
  CHECK(number_key(" ") == "");
}
