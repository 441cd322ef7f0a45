#include <catch2/catch.hpp>

#include <algorithm>

#include "errors.hpp"
#include "pack.hpp"

using namespace jk;

static const Rule* find(const std::vector<Rule>& rules, const std::string& id) {
  auto it = std::find_if(rules.begin(), rules.end(), [&](const Rule& r) { return r.id == id; });
  return it == rules.end() ? nullptr : &*it;
}

TEST_CASE("Economica 3-3 limits follow their revision dates") {
  Game g = load_game(JK_SOURCE_DIR "/games", "economica");
  CHECK_FALSE(find(rules_in_force(g, "official", "2013-11-03"), "r0002-limit"));
  const Rule* r0002 = find(rules_in_force(g, "official", "2013-11-04"), "r0002-limit");
  REQUIRE(r0002);
  CHECK(*r0002->max == 2);
  CHECK(r0002->announced == "2013-11-01");
  CHECK_FALSE(find(rules_in_force(g, "official", "2015-08-05"), "e0043-limit"));
  const Rule* e0043 = find(rules_in_force(g, "official", "2015-08-06"), "e0043-limit");
  REQUIRE(e0043);
  CHECK(*e0043->max == 1);
  CHECK(e0043->cite == "3-3");
  CHECK(e0043->effective == "2015-08-06");
}

TEST_CASE("casual Economica lifts the promo ban (3-5) and keeps the rest, revisions included") {
  Game g = load_game(JK_SOURCE_DIR "/games", "economica");
  auto official = rules_in_force(g, "official", "2015-08-08");
  auto casual = rules_in_force(g, "casual", "2015-08-08");
  CHECK(find(official, "promo-ban"));
  CHECK_FALSE(find(casual, "promo-ban"));
  CHECK(casual.size() == official.size() - 1);
  CHECK(find(casual, "e0043-limit"));
}

TEST_CASE("event overrides change, add and remove rules (SCP 100.2e)") {
  Game g = load_game(JK_SOURCE_DIR "/games", "scp-tcg-jp-j");
  auto changed = rules_in_force(g, "standard", "2026-11-22", {parse_rule_change("<change rule=\"sb-size\" exact=\"20\"/>", "o")});
  CHECK(*find(changed, "sb-size")->exact == 20);
  auto lifted = rules_in_force(g, "standard", "2026-11-22", {parse_rule_change("<remove rule=\"partner\"/>", "o")});
  CHECK_FALSE(find(lifted, "partner"));
  auto added = rules_in_force(
      g, "standard", "2026-11-22",
      {parse_rule_change("<add><rule id=\"no-keter\" kind=\"count\" where=\"class=Keter\" max=\"0\" cite=\"100.2e\"/></add>", "o")});
  CHECK(find(added, "no-keter"));
  CHECK_THROWS_AS(rules_in_force(g, "standard", "2026-11-22", {parse_rule_change("<remove rule=\"nope\"/>", "o")}), InputError);
  CHECK_THROWS_AS(rules_in_force(g, "nosuchformat", "2026-11-22"), InputError);
}

TEST_CASE("predicates: conditions, ranges, alternatives and unknown fields") {
  Card c;
  c.number = "X1";
  c.type = "asset";
  c.cost = 0;
  c.tags = {"promo"};
  CHECK(matches(parse_predicate("type=asset and cost=0"), c) == Truth::yes);
  CHECK(matches(parse_predicate("type=event|asset"), c) == Truth::yes);
  CHECK(matches(parse_predicate("cost=1..2"), c) == Truth::no);
  CHECK(matches(parse_predicate("cost<1"), c) == Truth::yes);
  CHECK(matches(parse_predicate("tag=promo"), c) == Truth::yes);
  CHECK(matches(parse_predicate("tag!=promo"), c) == Truth::no);
  std::string missing;
  CHECK(matches(parse_predicate("type=asset and stars=1"), c, &missing) == Truth::unknown);
  CHECK(missing == "stars");
  // A known failing condition settles it even when another field is unknown.
  CHECK(matches(parse_predicate("stars=1 and type=event"), c) == Truth::no);
  CHECK_THROWS_AS(parse_predicate("cost=a"), InputError);
  CHECK_THROWS_AS(parse_predicate("type<3"), InputError);
  CHECK_THROWS_AS(parse_predicate("cost=3..1"), InputError);
}

TEST_CASE("an override's change must leave a rule the engine can check") {
  Game g = load_game(JK_SOURCE_DIR "/games", "tochi-jinbutsu");
  auto fails = [&](const char* xml) { return rules_in_force(g, "deck-building", "2026-11-22", {parse_rule_change(xml, "o")}); };
  CHECK_THROWS_AS(fails("<change rule=\"land-stars\" field=\"faction\"/>"), InputError);
  CHECK_THROWS_AS(fails("<change rule=\"spread-cost0\" max=\"5\"/>"), InputError);  // min 18 stays
  CHECK_THROWS_AS(fails("<change rule=\"persons\" severity=\"warnign\"/>"), InputError);
  CHECK_NOTHROW(fails("<change rule=\"spread-cost0\" min=\"3\" max=\"5\"/>"));
  CHECK_NOTHROW(fails("<change rule=\"persons\" severity=\"warning\"/>"));
}
