// jk::parse_lang, format, tr and Message (db/i18n.hpp) against the built catalogue.
#include <catch2/catch.hpp>

#include <cstring>
#include <thread>

#include "i18n.hpp"

using jk::Lang;

TEST_CASE("parse_lang reads language codes and locale names", "[i18n]") {
  CHECK(jk::parse_lang("ja") == Lang::ja);
  CHECK(jk::parse_lang("ja_JP.UTF-8") == Lang::ja);
  CHECK(jk::parse_lang("ja-JP") == Lang::ja);
  CHECK(jk::parse_lang("JA_jp.eucJP") == Lang::ja);
  CHECK(jk::parse_lang("en") == Lang::en);
  CHECK(jk::parse_lang("en_GB.UTF-8") == Lang::en);
  CHECK(jk::parse_lang("C") == Lang::en);
  CHECK(jk::parse_lang("C.UTF-8") == Lang::en);
  CHECK(jk::parse_lang("POSIX") == Lang::en);
  CHECK_FALSE(jk::parse_lang("fr_FR.UTF-8"));
  CHECK_FALSE(jk::parse_lang("jap"));  // not "ja" followed by a separator
  CHECK_FALSE(jk::parse_lang(""));
}

TEST_CASE("format fills named placeholders in any order", "[i18n]") {
  jk::FormatArgs a = {{"count", "3"}, {"limit", "2"}};
  CHECK(jk::format("{count} of {limit} copies", a) == "3 of 2 copies");
  CHECK(jk::format("上限{limit}枚に{count}枚", a) == "上限2枚に3枚");
  CHECK(jk::format("{count}{count}", a) == "33");
  // Literal braces, a name not given (kept as written), an unclosed brace.
  CHECK(jk::format("{{count}} is {count}", a) == "{count} is 3");
  CHECK(jk::format("{missing} and {count}", a) == "{missing} and 3");
  CHECK(jk::format("open { brace", a) == "open { brace");
  CHECK(jk::format("", a).empty());
  // A value that looks like a placeholder is not filled again.
  CHECK(jk::format("{a}", {{"a", "{b}"}, {"b", "x"}}) == "{b}");
}

TEST_CASE("tr: English is the msgid itself; Japanese comes from the catalogue", "[i18n]") {
  const char* id = "error";
  CHECK(jk::tr(Lang::en, id) == id);  // the same pointer: no lookup, no copy
  CHECK(std::string(jk::tr(Lang::ja, "error")) == "エラー");
  CHECK(std::string(jk::tr(Lang::ja, "{n} errors")) == "エラー{n}件");
  // A message the catalogue lacks reads in English rather than vanishing.
  CHECK(std::string(jk::tr(Lang::ja, "no such message in the catalogue")) == "no such message in the catalogue");
  CHECK(jk::tr(Lang::ja, nullptr) == nullptr);
}

TEST_CASE("tr gives each thread its own language at once (the web server's case)", "[i18n]") {
  std::vector<std::thread> threads;
  std::vector<int> wrong(8, 0);
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([t, &wrong] {
      Lang lang = t % 2 ? Lang::ja : Lang::en;
      const char* want = t % 2 ? "警告" : "warning";
      for (int i = 0; i < 2000; ++i)
        if (std::strcmp(jk::tr(lang, "warning"), want) != 0) ++wrong[static_cast<std::size_t>(t)];
    });
  for (auto& th : threads) th.join();
  for (int w : wrong) CHECK(w == 0);
}

TEST_CASE("Message renders nested messages and Japanese argument values in the same language", "[i18n]") {
  jk::Message also{"(also on lines {lines})", {{"lines", "2, 3"}}};
  jk::Message m{" (also on lines {lines})", {{"lines", "2, 3"}}};
  jk::Message part{"cards in the {part}", {{"part", "deck", "デッキ"}}};
  jk::Message whole{"{range} {what}, {bound}{also}",
                    {jk::arg("range", {"{count}", {{"count", "16"}}}), jk::arg("what", part), jk::arg("bound", {"at most {count}", {{"count", "15"}}}),
                     jk::arg("also", m)}};
  CHECK(whole.str(Lang::en) == "16 cards in the deck, at most 15 (also on lines 2, 3)");
  CHECK(whole.str(Lang::ja) == "デッキのカードが16枚、規定は15枚以下（2, 3行目にも）");
  CHECK(jk::Message{}.empty());
  CHECK(jk::Message{}.str(Lang::ja).empty());
  CHECK_FALSE(also.empty());
}

TEST_CASE("set_lang overrides the environment", "[i18n]") {
  jk::set_lang(Lang::ja);
  CHECK(jk::current_lang() == Lang::ja);
  CHECK(std::string(jk::tr("warning")) == "警告");
  jk::set_lang(Lang::en);
  CHECK(jk::current_lang() == Lang::en);
  CHECK(std::string(jk::tr("warning")) == "warning");
}
