// Text for the page: glyph coverage and widths from the font, printable replacements, wrapping
// Japanese by width, visible shortening, kana order.
#include <hpdf.h>

#include <catch2/catch.hpp>
#include <cstring>

#include "font_metrics.hpp"
#include "reports.hpp"
#include "sections.hpp"
#include "text.hpp"
#include "text_layout.hpp"

using namespace jk::reports;

namespace {

const FontMetrics& font() {
  static const FontMetrics f = load_font_metrics(default_font_path());
  return f;
}

void ignore_error(HPDF_STATUS, HPDF_STATUS, void*) {}

}  // namespace

TEST_CASE("font metrics: coverage and widths of IPAGothic", "[reports][text]") {
  const auto& f = font();
  CHECK(f.has_glyph(U'A'));
  CHECK(f.has_glyph(U'佐'));
  CHECK(f.has_glyph(kMissingGlyph));
  CHECK(f.has_glyph(U'…'));
  CHECK_FALSE(f.has_glyph(U'가'));      // Hangul: not in a Japanese font
  CHECK_FALSE(f.has_glyph(0x20BB7));    // 𠮷 lies outside the BMP
  CHECK(f.width[U'A'] == 500);          // IPAGothic: half-width Latin, full-width kanji
  CHECK(f.width[U'佐'] == 1000);
  CHECK(f.width[U'ｱ'] == 500);          // half-width katakana
}

TEST_CASE("font metrics: our widths are libharu's widths", "[reports][text]") {
  // libharu positions glyphs by the /W array it computes itself; a measure that disagrees would
  // let text run into the next column.
  HPDF_Doc pdf = HPDF_New(ignore_error, nullptr);
  HPDF_UseUTFEncodings(pdf);
  HPDF_SetCurrentEncoder(pdf, "UTF-8");
  const char* name = HPDF_LoadTTFontFromFile(pdf, default_font_path().c_str(), HPDF_TRUE);
  HPDF_Font hf = HPDF_GetFont(pdf, name, "UTF-8");
  REQUIRE(hf != nullptr);
  for (const char* s : {"佐藤 太郎", "O'Brien, \"Ace\" 中村", "ｻﾄｳ ﾀﾛｳ 123", "順位表 Standings — 第3回戦", "Ω é 〓…"}) {
    HPDF_TextWidth w = HPDF_Font_TextWidth(hf, reinterpret_cast<const HPDF_BYTE*>(s), static_cast<HPDF_UINT>(std::strlen(s)));
    INFO(s);
    CHECK(text_width(font(), s, 1000) == Approx(static_cast<double>(w.width)));
  }
  HPDF_Free(pdf);
}

TEST_CASE("make_printable: visible replacement for what the font cannot print", "[reports][text]") {
  SECTION("a character outside the BMP") {
    auto p = make_printable(font(), "𠮷田 一郎");
    CHECK(p.text == "〓田 一郎");
    REQUIRE(p.missing.size() == 1);
    CHECK(p.missing[0] == 0x20BB7);
  }
  SECTION("an emoji, with its variation selector and joiners dropped, not doubled") {
    auto p = make_printable(font(), "山本 ゲーマー🎮");
    CHECK(p.text == "山本 ゲーマー〓");
    CHECK(make_printable(font(), "❤\uFE0F").text == "〓");                      // heart + VS16: one mark
    CHECK(make_printable(font(), "👨\u200D👩").text == "〓〓");                  // ZWJ sequence: two people, two marks
    CHECK(make_printable(font(), "👍🏽").text == "〓");                            // skin tone modifier dropped
  }
  SECTION("a BMP character the font has no glyph for") {
    auto p = make_printable(font(), "김 민수");
    CHECK(p.text == "〓 〓〓");
    CHECK(p.missing.size() == 3);
  }
  SECTION("repeats are listed once") { CHECK(make_printable(font(), "𠮷𠮷").missing.size() == 1); }
  SECTION("control characters: line breaks and tabs become spaces, others go") {
    CHECK(make_printable(font(), "佐藤\t太郎\n\x01").text == "佐藤 太郎 ");
  }
  SECTION("what the font prints is left alone") {
    auto p = make_printable(font(), "髙﨑 ｻﾄｳ Ω");
    CHECK(p.text == "髙﨑 ｻﾄｳ Ω");
    CHECK(p.missing.empty());
  }
}

TEST_CASE("shorten: at the width, unchanged; one unit over, cut with an ellipsis", "[reports][text]") {
  const std::string s = "佐藤太郎";  // 4 full-width characters: 40 pt at 10 pt
  CHECK(text_width(font(), s, 10) == Approx(40));
  CHECK(shorten(font(), s, 10, 40) == s);          // exactly fits
  CHECK(shorten(font(), s, 10, 40.5) == s);        // one over the need
  CHECK(shorten(font(), s, 10, 39.9) == "佐藤…");    // just under: "…" is full-width, so two go
  CHECK(shorten(font(), s, 10, 30) == "佐藤…");
  CHECK(shorten(font(), s, 10, 10) == "…");
  CHECK(with_ellipsis(font(), s, 10, 100) == "佐藤太郎…");
  for (double w : {12.0, 25.0, 33.0})
    CHECK(text_width(font(), shorten(font(), s, 10, w), 10) <= w);
}

TEST_CASE("wrap: Japanese without spaces by measured width", "[reports][text]") {
  // 13 characters, 10 pt: 130 pt in all.
  const std::string s = "寿限無寿限無五劫の擦り切れ";
  SECTION("room to spare: one line") { CHECK(wrap(font(), s, 10, 140, 3) == std::vector<std::string>{s}); }
  SECTION("at the width exactly: one line") { CHECK(wrap(font(), s, 10, 130, 3) == std::vector<std::string>{s}); }
  SECTION("a hair too narrow: the last character goes to a second line") {
    auto lines = wrap(font(), s, 10, 129.9, 3);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "寿限無寿限無五劫の擦り切");
    CHECK(lines[1] == "れ");
  }
  SECTION("every line fits") {
    for (double w : {25.0, 41.0, 57.0, 99.0})
      for (const auto& l : wrap(font(), s, 10, w, 20)) CHECK(text_width(font(), l, 10) <= w);
  }
  SECTION("out of lines: the last is shortened visibly") {
    auto lines = wrap(font(), s, 10, 50, 2);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "寿限無寿限");
    CHECK(lines[1] == "無五劫の…");
  }
  SECTION("closing punctuation never starts a line") {
    // Four to a line would put 。 first on the second line: え goes down with it.
    auto lines = wrap(font(), "あいうえ。かきく", 10, 40, 3);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "あいう");
    CHECK(lines[1] == "え。かき");
    CHECK(lines[2] == "く");
  }
  SECTION("an opening bracket never ends a line") {
    // Four to a line would leave （ last on the first line: it goes down with what it opens.
    auto lines = wrap(font(), "あいう（え）", 10, 40, 3);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "あいう");
    CHECK(lines[1] == "（え）");
    // Room for the bracket and what follows: nothing moves.
    CHECK(wrap(font(), "あいう（え）", 10, 60, 3) == std::vector<std::string>{"あいう（え）"});
  }
  SECTION("Latin words break at spaces") {
    auto lines = wrap(font(), "O'Brien Ace Nakamura", 10, 60, 3);  // 5 pt per letter: 12 letters a line
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "O'Brien Ace");
    CHECK(lines[1] == "Nakamura");
  }
  SECTION("empty text is one empty line") { CHECK(wrap(font(), "", 10, 50, 2) == std::vector<std::string>{""}); }
}

TEST_CASE("kana order: readings sort people, grouped by gojūon rows", "[reports][text]") {
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("あべ")) == "ア行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("おの")) == "ア行");     // last of the row
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("かとう")) == "カ行");   // first of the next
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("ごとう")) == "カ行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("ざいつ")) == "サ行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("どい")) == "タ行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("ぽー")) == "ハ行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("まつだ")) == "マ行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("よしだ")) == "ヤ行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("ろっく")) == "ラ行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("わたなべ")) == "ワ行");
  CHECK(kana_group(jk::Lang::ja, "ヴィンセント") == "ア行");
  CHECK(kana_group(jk::Lang::ja, jk::fold_text("O'Brien")) == "A–Z");
  CHECK(kana_group(jk::Lang::ja, "7th") == "0–9");
  CHECK(kana_group(jk::Lang::ja, "佐藤") == "その他");
  CHECK(kana_group(jk::Lang::en, "佐藤") == "Other");  // the kana rows stay: they name the readings

  EventReport r;
  r.players = {{1, "佐藤 太郎", "さとう たろう", "", 1, {}, ""}, {2, "伊藤 翔", "いとう しょう", "", 1, {}, ""}, {3, "渡辺", "", "", 1, {}, ""},
               {4, "Abe", "", "", 1, {}, ""}, {5, "齋藤", "サイトウ", "", 1, {}, ""}};
  auto order = players_by_reading(r, {1, 2, 3, 4, 5});
  std::vector<std::string> names;
  for (auto* p : order) names.push_back(p->name);
  // Latin first, then kana (イ < サイ < サト), then names without a reading in code point order.
  CHECK(names == std::vector<std::string>{"Abe", "伊藤 翔", "齋藤", "佐藤 太郎", "渡辺"});
}
