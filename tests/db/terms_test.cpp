// games/<id>/terms.xml as the pack loader checks it: every mistake is file:line: what.
#include <catch2/catch.hpp>

#include "errors.hpp"
#include "run.hpp"
#include "terms.hpp"

using namespace jk;

namespace {

std::string load(const std::string& body, const std::string& root = "<terms game=\"economica\" schema=\"1\">") {
  return test::error_of([&] { parse_terms(root + "\n" + body + "\n</terms>\n", "games/economica/terms.xml", "economica"); });
}

}  // namespace

TEST_CASE("a terms file: what people say for the rulebook's words") {
  auto terms = parse_terms(R"(<terms game="economica" schema="1">
  <term cite="2-5">
    <means>制限時間</means>
    <say>時間切れ</say><say lang="en">time limit</say>
  </term>
  <term><means>山札がゼロ</means><means>山札が尽き</means><say>山札切れ</say></term>
</terms>)",
                           "t.xml", "economica");
  REQUIRE(terms.size() == 2);
  CHECK(terms[0].cite == "2-5");
  CHECK(terms[0].means == std::vector<std::string>{"制限時間"});
  REQUIRE(terms[0].says.size() == 2);
  CHECK(terms[0].says[1].text == "time limit");
  CHECK(terms[0].says[1].lang == "en");
  CHECK(terms[0].says[0].lang == "ja");
  CHECK(terms[0].says[1].line == 4);
  CHECK(terms[1].means.size() == 2);
  CHECK(terms[1].means_lines == std::vector<int>{6, 6});
}

TEST_CASE("terms mistakes are refused with the file and line") {
  struct Bad {
    std::string body;
    std::string error;
  };
  const Bad cases[] = {
      {"<term><say>時間切れ</say></term>", "games/economica/terms.xml:2: a <term> needs at least one <means>: the rulebook's own words"},
      {"<term><means>制限時間</means></term>", "games/economica/terms.xml:2: a <term> needs at least one <say>: what people say for it"},
      {"<term><means>制限時間</means>\n<say>時間切れ</say><say>じかんぎれ</say><say>ジカンギレ</say></term>",
       "games/economica/terms.xml:3: 'ジカンギレ' is said already (line 3); give each say once and list every word it means in that <term>"},
      {"<term><means>制限時間</means><say>time limit</say></term>\n<term><means>山札</means><say lang=\"en\">Time Limit</say></term>",
       "games/economica/terms.xml:3: 'Time Limit' is said already (line 2); give each say once and list every word it means in that <term>"},
      {"<term><means>制限時間</means><say lang=\"fr\">fin</say></term>", "games/economica/terms.xml:2: lang must be ja or en, not 'fr'"},
      {"<term><means>  </means><say>x</say></term>",
       "games/economica/terms.xml:2: <means> needs words (letters, digits or kana), such as <means>時間切れ</means>"},
      {"<term><means>制限時間</means><say>「」</say></term>",
       "games/economica/terms.xml:2: <say> needs words (letters, digits or kana), such as <say>時間切れ</say>"},
      {"<term><means>制限時間</means><say>時間切れ</say><word>x</word></term>",
       "games/economica/terms.xml:2: unknown element <word> in <term>; expected means, say"},
      {"<term><means>制限<b>時間</b></means><say>x</say></term>", "games/economica/terms.xml:2: unknown element <b> in <means>; it holds text only"},
      {"<term id=\"x\"><means>制限時間</means><say>x</say></term>", "games/economica/terms.xml:2: unknown attribute 'id' on <term>"},
      {"<word/>", "games/economica/terms.xml:2: unknown element <word> in <terms>; expected <term>"},
      {"<term><means>制限時間</means>text<say>x</say></term>", "games/economica/terms.xml:2: text outside <means> and <say> in <term>"},
  };
  for (const auto& c : cases) {
    INFO(c.body);
    CHECK(load(c.body).rfind(c.error, 0) == 0);
  }
  CHECK(load("<term><means>制限時間</means><say>x</say>").find("malformed XML: ") != std::string::npos);
  CHECK(load("", "<terms game=\"roeup\" schema=\"1\">") ==
        "games/economica/terms.xml:1: <terms game=\"roeup\"> is in the folder of game 'economica'");
  CHECK(load("", "<terms game=\"economica\" schema=\"2\">") ==
        "games/economica/terms.xml:1: unsupported schema version (this judgekit reads schema=\"1\")");
  CHECK(load("", "<words game=\"economica\" schema=\"1\">").rfind("games/economica/terms.xml:", 0) == 0);
  // ★ is a word of its own: a say of one symbol the rulebooks use as a word.
  CHECK(load("<term><means>★</means><say>★</say><say>星</say></term>") == "(no error)");
}

TEST_CASE("the shipped packs' terms load, each with words and says") {
  for (const char* game : {"economica", "imitation-world", "roeup", "scp-tcg-jp-j", "tochi-jinbutsu"}) {
    INFO(game);
    auto terms = load_terms(std::string(JK_SOURCE_DIR) + "/games/" + game + "/terms.xml", game);
    CHECK(terms.size() >= 25);
    std::size_t english = 0;
    for (const auto& t : terms)
      for (const auto& s : t.says) english += s.lang == "en";
    CHECK(english >= 40);
  }
}
