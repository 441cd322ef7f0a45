#include <catch2/catch.hpp>

#include "text.hpp"

using namespace jk;

TEST_CASE("fold_text applies NFKC, case folding and folds hiragana to katakana") {
  CHECK(fold_text("ｍ＆ａ") == "m&a");
  CHECK(fold_text("Ｍ＆Ａ") == "m&a");
  CHECK(fold_text("１０４．２ａ") == "104.2a");
  CHECK(fold_text("とうししんたく") == "トウシシンタク");
  CHECK(fold_text("ﾄｳｼ") == "トウシ");  // half-width katakana
  CHECK(fold_text("国債") == "国債");
}

TEST_CASE("name_key ignores spaces and punctuation but keeps the long vowel mark") {
  CHECK(name_key("M & A") == name_key("M&A"));
  CHECK(name_key("M & A") == name_key("Ｍ＆Ａ"));
  CHECK(name_key("ニューディール・政策") == name_key("ニューディール政策"));
  CHECK(name_key("ニューディール") != name_key("ニュディル"));
}

TEST_CASE("valid_utf8 finds the first bad byte") {
  std::size_t at = 99;
  CHECK(valid_utf8("日本株"));
  CHECK_FALSE(valid_utf8(std::string("ab\xff" "cd"), &at));
  CHECK(at == 2);
  CHECK_FALSE(valid_utf8(std::string("\xc0\xaf")));          // overlong '/'
  CHECK_FALSE(valid_utf8(std::string("\xed\xa0\x80")));      // a surrogate
  CHECK_FALSE(valid_utf8(std::string("\xe6\x97")));          // cut short
  CHECK(valid_utf8(std::string("\xf0\xa0\xae\xb7")));        // 𠮷, outside the BMP
}

TEST_CASE("display_width counts East Asian wide characters as two columns") {
  CHECK(display_width("abc") == 3);
  CHECK(display_width("日本株") == 6);
  CHECK(display_width("ｱｲｳ") == 3);  // half-width katakana are narrow
  CHECK(display_width("Ｍ＆Ａ") == 6);
  CHECK(pad_right("日本", 6) == "日本  ");
  CHECK(pad_left("7", 3) == "  7");
  CHECK(display_width(pad_right("ニューディール政策", 8)) == 8);  // cut with an ellipsis
}

TEST_CASE("edit_distance counts code points, not bytes") {
  CHECK(edit_distance("日本株", "日本国債") == 2);
  CHECK(edit_distance("", "abc") == 3);
  CHECK(edit_distance("kitten", "sitting") == 3);
}
