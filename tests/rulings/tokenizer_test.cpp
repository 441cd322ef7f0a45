#include <catch2/catch.hpp>
#include <sqlite3.h>

#include "sqlite.hpp"
#include "tokenizer.hpp"

using namespace jk::rulings;

namespace {

// "text@start-end" per token, "+" before a colocated one.
std::string show(std::string_view text, TokenizeMode mode = TokenizeMode::document) {
  std::string out;
  for (const auto& t : tokenize(text, mode)) {
    if (!out.empty()) out += " ";
    out += (t.colocated ? "+" : "") + t.text + "@" + std::to_string(t.start) + "-" + std::to_string(t.end);
  }
  return out;
}

}  // namespace

TEST_CASE("Japanese runs: overlapping bigrams with a colocated trigram, then the last character alone at the same position") {
  CHECK(show("日本国債") == "日本@0-6 +日本国@0-9 本国@3-9 +本国債@3-12 国債@6-12 +債@9-12");
  // Query mode: the trigrams only (fewer, rarer tokens), so "日本国債" is a phrase inside
  // 日本国債発行 too; two characters are their one bigram, so "国債" is a phrase inside 赤字国債.
  CHECK(show("日本国債", TokenizeMode::query) == "日本国@0-9 本国債@3-12");
  CHECK(show("日本国", TokenizeMode::query) == "日本国@0-9");
  CHECK(show("国債", TokenizeMode::query) == "国債@0-6");
  // A run followed by more of the phrase ends with its last bigram, at the position the
  // document has it, so the next word stands next to it.
  CHECK(show("価値段階2", TokenizeMode::query) == "価値段@0-9 値段階@3-12 段階@6-12 2@12-13");
  // One character: itself, in both modes, never colocated.
  CHECK(show("株") == "株@0-3");
  CHECK(show("株", TokenizeMode::query) == "株@0-3");
}

TEST_CASE("hiragana folds to katakana; the long vowel mark and iteration marks stay in the run") {
  CHECK(show("ねずみ講") == "ネズ@0-6 +ネズミ@0-9 ズミ@3-9 +ズミ講@3-12 ミ講@6-12 +講@9-12");
  CHECK(show("セーフ") == "セー@0-6 +セーフ@0-9 ーフ@3-9 +フ@6-9");
  CHECK(show("時々") == "時々@0-6 +々@3-6");
  // The middle dot separates: パートナー・マーカー is two runs.
  CHECK(show("ナー・マー") == "ナー@0-6 +ー@3-6 マー@9-15 +ー@12-15");
}

TEST_CASE("Latin and digit runs are words; inner dots stay, other punctuation separates") {
  CHECK(show("rule 104.2a 参照") == "rule@0-4 104.2a@5-11 参照@12-18 +照@15-18");
  CHECK(show("3-3.") == "3@0-1 3@2-3");
  CHECK(show("E0043/V1SM") == "e0043@0-5 v1sm@6-10");
  CHECK(show("M & A") == "m@0-1 a@4-5");
  CHECK(show("M&A") == "m@0-1 a@2-3");
  CHECK(show(".5 e.g.") == "5@1-2 e.g@3-6");
}

TEST_CASE("full-width letters and digits fold, and their offsets stay in the original text") {
  // Each full-width character is 3 bytes: the token covers the original bytes.
  CHECK(show("１０４．２ａ") == "104.2a@0-18");
  CHECK(show("ｍ＆ａ") == "m@0-3 a@6-9");
  CHECK(show("ＡＢＣ") == "abc@0-9");
}

TEST_CASE("a half-width voiced katakana composes into one character covering both code points") {
  // ｶﾞｲﾄﾞ: ｶ + ﾞ is ガ (bytes 0-6), ﾄ + ﾞ is ド (bytes 9-15).
  CHECK(show("ｶﾞｲﾄﾞ") == "ガイ@0-9 +ガイド@0-15 イド@6-15 +ド@9-15");
}

TEST_CASE("a Japanese run next to a word keeps phrase positions adjacent") {
  auto t = tokenize("価値段階2", TokenizeMode::document);
  REQUIRE(t.size() == 7);  // 価値 +価値段 値段 +値段階 段階 +階 2
  CHECK(t[4].text == "段階");
  CHECK(t[5].text == "階");
  CHECK(t[5].colocated);  // same position as 段階, so 段階 2 is a phrase
  CHECK(t[6].text == "2");
  CHECK_FALSE(t[6].colocated);
}

TEST_CASE("invalid UTF-8 bytes separate and never stop the tokenizer") {
  CHECK(show("国\xff債") == "国@0-3 債@4-7");
  CHECK(show("\xe5\x9b") == "");
  CHECK(show("") == "");
}

TEST_CASE("through FTS5: 2-character queries find, 京都 inside 東京都, highlight marks the original text") {
  jk::Database db(":memory:", true);
  register_tokenizer(db.handle());
  db.exec("CREATE VIRTUAL TABLE t USING fts5(body, tokenize='jk_ja')");
  db.prepare("INSERT INTO t(rowid, body) VALUES(1, ?1), (2, ?2), (3, ?3)")
      .bind(1, "東京都に住む")
      .bind(2, "名前に<国債>と入っているカード")
      .bind(3, "ＡＬＬＳＴＡＲ１ と M & A")
      .run();
  auto first = [&](const std::string& match) {
    auto st = db.prepare("SELECT highlight(t, 0, '[', ']') FROM t WHERE t MATCH ?1 ORDER BY rowid");
    st.bind(1, match);
    return st.step() ? st.text(0) : std::string("(none)");
  };
  CHECK(first("\"京都\"") == "東[京都]に住む");
  CHECK(first("\"国債\"") == "名前に<[国債]>と入っているカード");
  CHECK(first("\"こくさい\"") == "(none)");
  CHECK(first("\"allstar1\"") == "[ＡＬＬＳＴＡＲ１] と M & A");
  CHECK(first("\"m&a\"") == "ＡＬＬＳＴＡＲ１ と [M & A]");
  CHECK(first("\"都\"*") == "東京[都に]住む");  // a one-character prefix marks the piece it starts
}

TEST_CASE("a lone space inside a Japanese run (a wrapped line in the source) does not split it") {
  // SCP 100.2: "構成され た" is 構成された with a stray space.
  CHECK(show("され た", TokenizeMode::query) == "サレタ@0-10");
  // Two spaces, or a space next to Latin text, still separate.
  CHECK(show("され  た", TokenizeMode::query) == "サレ@0-6 タ@8-11");
  CHECK(show("SB の", TokenizeMode::query) == "sb@0-2 ノ@3-6");
}
