// A rule's condition in words: Japanese says it with the pack's names for values; English keeps
// the pack's text (docs/glossary.md).
#include <catch2/catch.hpp>

#include "pack.hpp"

using namespace jk;

namespace {

Game game_with_fields() {
  Game g;
  g.fields.push_back({"type", {{"asset", "アセット", "asset"}, {"tale", "Tale", ""}, {"incident", "", "incident"}}});
  g.fields.push_back({"tag", {{"promo", "プロモ", "promo"}}});
  return g;
}

}  // namespace

TEST_CASE("a rule's condition in Japanese words, each operator, and in English as the pack wrote it") {
  const Game g = game_with_fields();
  struct Case {
    const char* where;
    const char* ja;
  };
  const Case cases[] = {
      {"type=asset", "種類がアセット"},
      {"type=asset and cost=0", "種類がアセット、コストが0"},
      {"type=tale|incident", "種類がTaleまたはincident"},  // no ja name: the id
      {"type=character", "種類がcharacter"},               // a value the pack does not declare
      {"type!=asset", "種類がアセット以外"},
      {"tag=promo", "プロモのタグあり"},
      {"tag!=promo", "プロモのタグなし"},
      {"cost=1..2", "コストが1～2"},
      {"cost=0|1", "コストが0または1"},
      {"cost<3", "コストが3未満"},
      {"cost<=3", "コストが3以下"},
      {"cost>3", "コストが3を超える"},
      {"cost>=3", "コストが3以上"},
      {"stars=2", "★が2"},
      {"type=asset and cost=0 and tag!=promo", "種類がアセット、コストが0、プロモのタグなし"},
  };
  for (const auto& c : cases) {
    INFO(c.where);
    const Predicate p = parse_predicate(c.where);
    CHECK(where_words(g, p, Lang::ja) == c.ja);
    CHECK(where_words(g, p, Lang::en) == c.where);
    const MessageArg a = where_arg(g, p);
    CHECK(a.name == "where");
    CHECK(a.text == c.where);
    CHECK(a.ja == c.ja);
  }
}

TEST_CASE("the shipped packs' rules read in Japanese without the pack's notation") {
  for (const auto& g : load_all_games(JK_SOURCE_DIR "/games"))
    for (const auto& f : g.formats)
      for (const auto& r : f.rules) {
        INFO(g.id << " " << r.id);
        const std::string ja = describe_rule(g, r, Lang::ja);
        CHECK(ja.find('=') == std::string::npos);
        CHECK(ja.find(" and ") == std::string::npos);
        CHECK(describe_rule(g, r, Lang::en).find(r.where.text) != std::string::npos);
      }
}
