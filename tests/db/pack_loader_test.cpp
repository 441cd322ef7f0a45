#include <catch2/catch.hpp>
#include <filesystem>

#include "errors.hpp"
#include "pack.hpp"
#include "run.hpp"

using namespace jk;

static const char* kGoodHeader = R"(<?xml version="1.0" encoding="UTF-8"?>
<game id="x" schema="1">
  <name lang="ja">テスト</name>
  <name lang="en">Test</name>
  <match players="2" best-of="1" draws="true" win="3" draw="1" loss="0"/>
)";

// Writes games/x/game.xml holding `body` after the good header, loads it, returns the error.
static InputError load_error(const std::string& body, const std::string& whole = "") {
  test::TempDir dir;
  std::filesystem::create_directories(dir.file("x"));
  std::string xml = whole.empty() ? std::string(kGoodHeader) + body + "</game>\n" : whole;
  test::write_file(dir.file("x/game.xml"), xml);
  try {
    load_game_file(dir.file("x/game.xml"));
  } catch (const InputError& e) {
    CHECK(e.file == dir.file("x/game.xml"));
    return e;
  }
  FAIL("the pack loaded");
  return InputError(verbatim("unreachable"));
}

TEST_CASE("every shipped pack loads") {
  auto games = load_all_games(JK_SOURCE_DIR "/games");
  REQUIRE(games.size() == 5);
  std::vector<std::string> ids;
  for (const auto& g : games) ids.push_back(g.id);
  CHECK(ids == std::vector<std::string>{"economica", "imitation-world", "roeup", "scp-tcg-jp-j", "tochi-jinbutsu"});
  for (const auto& g : games) {
    INFO(g.id);
    CHECK_FALSE(g.name_ja.empty());
    CHECK_FALSE(g.name_en.empty());
    CHECK_FALSE(g.tiebreakers.empty());
    CHECK_FALSE(g.procedures.empty());
  }
}

TEST_CASE("the Economica pack holds the rulebook's construction rules and revisions") {
  Game g = load_game(JK_SOURCE_DIR "/games", "economica");
  CHECK(g.cards.cards.size() == 31);
  CHECK(g.revisions.size() == 2);
  CHECK(g.revisions[0].announced == "2013-11-01");
  CHECK(g.revisions[0].effective == "2013-11-04");
  CHECK(g.revisions[1].announced == "2015-08-05");
  CHECK(g.revisions[1].effective == "2015-08-06");
  REQUIRE(g.find_format("official"));
  CHECK(g.find_format("official")->official);
  CHECK(g.find_format("casual")->base == "official");
  CHECK_FALSE(g.match.draws_allowed);  // 2-5 settles every unfinished game
}

TEST_CASE("ROE UP! is played from the box, in pods with placement points") {
  Game g = load_game(JK_SOURCE_DIR "/games", "roeup");
  CHECK_FALSE(g.deck_building);
  CHECK(g.match.players_per_table == 4);
  CHECK(g.match.pod_min == 3);
  CHECK(g.match.pod_max == 5);
  CHECK(g.setups.size() == 4);
  REQUIRE(g.starting_values.size() == 2);
  CHECK(g.starting_values[0].value == 150);
  CHECK(g.starting_values[1].value == 120);
}

TEST_CASE("malformed packs fail with file and line") {
  SECTION("malformed XML") {
    auto e = load_error("", std::string(kGoodHeader) + "  <format id=\"a\">\n</game>\n");
    CHECK(std::string(e.what()).find("malformed XML") != std::string::npos);
    CHECK(e.line >= 6);
  }
  SECTION("unknown element") {
    auto e = load_error("  <format id=\"a\">\n    <rool id=\"r\"/>\n  </format>\n");
    CHECK(std::string(e.what()) == "unknown element <rool> in <format>");
    CHECK(e.line == 7);
  }
  SECTION("unknown attribute") {
    auto e = load_error("  <format id=\"a\" colour=\"red\"/>\n");
    CHECK(std::string(e.what()).find("unknown attribute 'colour'") != std::string::npos);
    CHECK(e.line == 6);
  }
  SECTION("missing attribute") {
    auto e = load_error("  <format id=\"a\">\n    <rule id=\"r\" kind=\"size\" exact=\"50\"/>\n  </format>\n");
    CHECK(std::string(e.what()) == "<rule> is missing the attribute 'cite'");
    CHECK(e.line == 7);
  }
  SECTION("bad date") {
    auto e = load_error(
        "  <format id=\"a\"><rule id=\"r\" kind=\"size\" exact=\"50\" cite=\"1\"/></format>\n"
        "  <revision id=\"v\" announced=\"2015-02-30\" effective=\"2015-03-01\" cite=\"x\"/>\n");
    CHECK(std::string(e.what()).find("not a date") != std::string::npos);
    CHECK(e.line == 7);
  }
  SECTION("a revision that takes effect before it is announced") {
    auto e = load_error(
        "  <format id=\"a\"><rule id=\"r\" kind=\"size\" exact=\"50\" cite=\"1\"/></format>\n"
        "  <revision id=\"v\" announced=\"2015-08-05\" effective=\"2015-08-04\" cite=\"x\"/>\n");
    CHECK(e.line == 7);
  }
  SECTION("unknown rule kind") {
    auto e = load_error("  <format id=\"a\">\n    <rule id=\"r\" kind=\"colour\" cite=\"1\"/>\n  </format>\n");
    CHECK(std::string(e.what()).find("unknown rule kind 'colour'") != std::string::npos);
  }
  SECTION("a bad predicate") {
    auto e = load_error("  <format id=\"a\">\n    <rule id=\"r\" kind=\"count\" where=\"colour=red\" max=\"1\" cite=\"1\"/>\n  </format>\n");
    CHECK(std::string(e.what()).find("unknown card field 'colour'") != std::string::npos);
    CHECK(e.line == 7);
  }
  SECTION("a count rule without a limit") {
    auto e = load_error("  <format id=\"a\">\n    <rule id=\"r\" kind=\"count\" where=\"cost=0\" cite=\"1\"/>\n  </format>\n");
    CHECK(std::string(e.what()).find("needs min, max or exact") != std::string::npos);
  }
  SECTION("a limit that is not a number") {
    auto e = load_error("  <format id=\"a\">\n    <rule id=\"r\" kind=\"size\" exact=\"fifty\" cite=\"1\"/>\n  </format>\n");
    CHECK(std::string(e.what()).find("'exact' must be a whole number") != std::string::npos);
  }
  SECTION("a derived format changing a rule its base lacks") {
    auto e = load_error(
        "  <format id=\"a\"><rule id=\"r\" kind=\"size\" exact=\"50\" cite=\"1\"/></format>\n"
        "  <format id=\"b\" base=\"a\">\n    <remove rule=\"nope\"/>\n  </format>\n");
    CHECK(std::string(e.what()).find("'nope'") != std::string::npos);
    CHECK(e.line == 8);
  }
  SECTION("a pack id that differs from its folder") {
    std::string xml = kGoodHeader;
    xml.replace(xml.find("id=\"x\""), 6, "id=\"y\"");
    auto e = load_error("", xml + "  <format id=\"a\"/>\n</game>\n");
    CHECK(std::string(e.what()).find("differs from its folder") != std::string::npos);
  }
  SECTION("invalid UTF-8") {
    auto e = load_error("", std::string(kGoodHeader) + "  <notes>\xff\xfe</notes>\n</game>\n");
    CHECK(std::string(e.what()) == "invalid UTF-8");
    CHECK(e.line == 6);
  }
}

TEST_CASE("the Economica pack holds the rulebook's infractions (5, 6-x) in its own words") {
  Game g = load_game(JK_SOURCE_DIR "/games", "economica");
  // Ids, aliases and cites are what event files store and judges type: they never change.
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"5-1-1", "too-many-drawn"}, {"5-1-2", "too-few-drawn"},    {"5-2-1", "hand-not-visible"}, {"5-2-2", "hand-size"},
      {"5-3-1", "deck-fell"},      {"5-3-2", "deliberate-knock"}, {"5-4-1", "stalling-checks"},  {"5-4-2", "stalling-3r"},
      {"6-1", "unsporting"},       {"6-2", "illegal-deck"},       {"other", "other"}};
  REQUIRE(g.infractions.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const Infraction& k = g.infractions[i];
    INFO(k.id);
    CHECK(k.game == "economica");
    CHECK(k.id == expected[i].first);
    CHECK(k.alias == expected[i].second);
    CHECK(k.cite == (k.id == "other" ? "6-4" : k.id));
    CHECK_FALSE(k.name.empty());
    CHECK_FALSE(k.name_ja.empty());
    CHECK_FALSE(k.procedure.empty());
    CHECK_FALSE(k.procedure_ja.empty());
    CHECK(k.needs_note == (k.id == "other"));
  }
  const Infraction& knock = g.infractions[5];
  CHECK(knock.rulebook_loss == jk::RulebookLoss::game_loss);
  CHECK(knock.procedure_ja == "相手の山札を故意に倒す、相手の手札を故意に落とす等の行為を審判が確認したとき、それを行ったプレイヤーは反則負けとなる。");
  CHECK(g.infractions[0].rulebook_loss == jk::RulebookLoss::none);
  for (int i : {6, 8, 9}) CHECK(g.infractions[static_cast<std::size_t>(i)].rulebook_loss == jk::RulebookLoss::game_loss_allowed);
  // 5-4-2: 繰り返し同様の行為を行った場合、遅延行為として反則負けになることがある: a loss once repeated.
  CHECK(g.infractions[7].id == "5-4-2");
  CHECK(g.infractions[7].rulebook_loss == jk::RulebookLoss::game_loss_if_repeated);
  CHECK(g.infractions[10].procedure_ja == "このルールに記載されていない事項については、審判、もしくは審判団が最終的な判断を行う。");

  Game iw = load_game(JK_SOURCE_DIR "/games", "imitation-world");
  REQUIRE(iw.infractions.size() == 1);
  CHECK(iw.infractions[0].id == "marker");
  CHECK(iw.infractions[0].cite == "コストについて (目印)");
  CHECK(iw.infractions[0].procedure_ja.find("審判の判断次第で罰則の対象となります") != std::string::npos);
  CHECK(load_game(JK_SOURCE_DIR "/games", "scp-tcg-jp-j").infractions.empty());  // its rulebook names none
}

TEST_CASE("an <infractions> entry joins its wrapped lines and is refused with file and line when malformed") {
  const std::string format = "  <format id=\"a\"><rule id=\"r\" kind=\"size\" exact=\"50\" cite=\"1\"/></format>\n";
  auto infraction = [](const std::string& attrs, const std::string& body) {
    return "  <infractions>\n    <infraction " + attrs + ">\n" + body + "    </infraction>\n  </infractions>\n";
  };
  const std::string both = "      <procedure lang=\"ja\">手札を\n        引く。</procedure>\n      <procedure lang=\"en\">draw\n        again</procedure>\n";
  const std::string good = "id=\"1-1\" alias=\"late\" cite=\"1-1\" ja=\"遅刻\" en=\"late\"";
  SECTION("a good one") {
    test::TempDir dir;
    std::filesystem::create_directories(dir.file("x"));
    test::write_file(dir.file("x/game.xml"), std::string(kGoodHeader) + infraction(good + " loss=\"game-loss-allowed\"", both) + format + "</game>\n");
    Game g = load_game_file(dir.file("x/game.xml"));
    REQUIRE(g.infractions.size() == 1);
    CHECK(g.infractions[0].procedure_ja == "手札を引く。");
    CHECK(g.infractions[0].procedure == "draw again");
    CHECK(g.infractions[0].rulebook_loss == jk::RulebookLoss::game_loss_allowed);
  }
  SECTION("no Japanese procedure") {
    auto e = load_error(infraction(good, "      <procedure lang=\"en\">x</procedure>\n") + format);
    CHECK(std::string(e.what()) == "infraction '1-1' needs <procedure lang=\"ja\"> and <procedure lang=\"en\">");
    CHECK(e.line == 7);
  }
  SECTION("no alias") {
    auto e = load_error(infraction("id=\"1-1\" ja=\"遅刻\" en=\"late\"", both) + format);
    CHECK(std::string(e.what()) == "<infraction> is missing the attribute 'alias'");
    CHECK(e.line == 7);
  }
  SECTION("an unknown loss") {
    auto e = load_error(infraction(good + " loss=\"match-loss\"", both) + format);
    CHECK(std::string(e.what()).find("loss must be game-loss, game-loss-allowed or game-loss-if-repeated") == 0);
    CHECK(e.line == 7);
  }
  SECTION("a procedure in a third language") {
    auto e = load_error(infraction(good, both + "      <procedure lang=\"fr\">x</procedure>\n") + format);
    CHECK(std::string(e.what()) == "lang must be ja or en, not 'fr'");
    CHECK(e.line == 12);
  }
  SECTION("an alias that is another's id") {
    auto e = load_error("  <infractions>\n    <infraction " + good + ">\n" + both + "    </infraction>\n    <infraction id=\"1-2\" alias=\"1-1\" ja=\"x\" en=\"x\">\n" +
                        both + "    </infraction>\n  </infractions>\n" + format);
    CHECK(std::string(e.what()) == "infraction '1-2': '1-1' already names another infraction of this pack");
    CHECK(e.line == 13);
  }
}

TEST_CASE("an unknown game names the known packs") {
  try {
    load_game(JK_SOURCE_DIR "/games", "nosuchgame");
    FAIL("loaded");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("economica, imitation-world, roeup, scp-tcg-jp-j, tochi-jinbutsu") != std::string::npos);
  }
}

TEST_CASE("event overrides parse from XML and name their problems") {
  auto c = parse_rule_change("<change rule=\"copies\" max=\"2\" reason=\"100.2e\"/>", "override");
  CHECK(c.op == RuleChange::Op::change);
  CHECK(c.target == "copies");
  CHECK(c.attrs.at("max") == "2");
  CHECK_THROWS_AS(parse_rule_change("<change rule=\"copies\" max=\"two\"/>", "override"), InputError);
  CHECK_THROWS_AS(parse_rule_change("<delete rule=\"copies\"/>", "override"), InputError);
  CHECK_THROWS_AS(parse_rule_change("<change rule=\"copies\"", "override"), InputError);
}
