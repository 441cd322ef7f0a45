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

TEST_CASE("fit_width_keeping_end keeps the end of what is too wide: a path keeps its file name") {
  struct Case {
    const char* text;
    int width;
    const char* fitted;
  };
  const Case cases[] = {
      {"decks/sato.txt", 14, "decks/sato.txt"},  // at the width: as it is
      {"decks/sato.txt", 15, "decks/sato.txt"},  // under
      {"decks/sato.txt", 13, "…cks/sato.txt"},    // one over: the ellipsis takes a column of the 13
      {"デッキ/佐藤.txt", 15, "デッキ/佐藤.txt"},  // 15 columns: kana and kanji take two
      {"デッキ/佐藤.txt", 14, "…ッキ/佐藤.txt"},
      {"デッキ/佐藤.txt", 13, "…キ/佐藤.txt"},  // ッ would pass the width: left out, one column short
      {"abc", 1, "…"},
  };
  for (const auto& c : cases) {
    INFO(c.text << " in " << c.width);
    CHECK(fit_width_keeping_end(c.text, c.width) == c.fitted);
    CHECK(display_width(fit_width_keeping_end(c.text, c.width)) <= c.width);
  }
}

TEST_CASE("edit_distance counts code points, not bytes") {
  CHECK(edit_distance("日本株", "日本国債") == 2);
  CHECK(edit_distance("", "abc") == 3);
  CHECK(edit_distance("kitten", "sitting") == 3);
}

TEST_CASE("variant kanji fold to one representative; two 常用漢字 never do") {
  struct Case {
    const char* a;
    const char* b;
    bool same;
  };
  const Case cases[] = {
      // The names Japanese write two ways (issue 25): 髙, 﨑, 邊 and their everyday forms.
      {"髙橋", "高橋", true}, {"山﨑", "山崎", true}, {"渡邊", "渡辺", true}, {"渡邉", "渡辺", true},
      {"嵜", "崎", true}, {"齋藤", "斎藤", true}, {"齊藤", "斉藤", true}, {"澤田", "沢田", true},
      {"國", "国", true}, {"榮", "栄", true}, {"嶋", "島", true}, {"冨田", "富田", true},
      {"廣瀬", "広瀬", true}, {"眞", "真", true}, {"濱", "浜", true}, {"德", "徳", true},
      // The Economica rulebook's 对 (5-1-1, 5-1-2) is the simplified form of 對, the old form of 対.
      {"对戦相手", "対戦相手", true}, {"對", "対", true},
      // Two words of Japanese, whatever a Chinese dictionary links: kept apart.
      {"斎藤", "斉藤", false}, {"系", "係", false}, {"後", "后", false}, {"乾", "幹", false},
      {"発", "髪", false}, {"崎", "埼", false}, {"叶", "葉", false}, {"云", "雲", false},
      {"鮎", "鯰", false},  // a Cantonese dictionary's z-variants: catfish in Chinese, sweetfish in Japanese
      {"榛", "親", false}, {"冴", "濾", false}, {"琉", "瑠", false},
      {"国債", "国債", true}, {"カード", "カード", true},
  };
  for (const auto& c : cases) {
    INFO(c.a << " / " << c.b);
    CHECK((fold_variants(c.a) == fold_variants(c.b)) == c.same);
  }
  // Only kanji change: kana, Latin and digits are as they were.
  CHECK(fold_variants("ａＢ１ かな カナ") == "ａＢ１ かな カナ");
  // search_key: name_key, then variants.
  CHECK(search_key("髙橋 一郎") == search_key("高橋一郎"));
  CHECK(search_key("ワタナベ") == search_key("わたなべ"));
  CHECK(fold_variant(U'髙') == U'高');
  CHECK(fold_variant(U'a') == U'a');
}
