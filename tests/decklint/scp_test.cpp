// SCP-TCG-JP-J 100.2a-100.2e, each at its boundary. Card data: tests/fixtures/decklint/scp-cards.csv (TEST DATA).
#include <catch2/catch.hpp>

#include <algorithm>

#include "errors.hpp"
#include "helpers.hpp"

using namespace dlt;

namespace {

// 7 Safe (S01 has the partner marker), 4 Euclid, 2 Keter, 1 personnel, 1 Tale + 1 Incident.
std::vector<std::string> legal_sb() {
  return {"S01", "S02", "S03", "S04", "S05", "S06", "S07", "E01", "E02", "E03", "E04", "K01", "K02", "P01", "T01", "I01"};
}

std::string sb_text(const std::vector<std::string>& cards) {
  Lines l;
  for (const auto& c : cards) l.push_back({1, c});
  return list_text(l);
}

std::vector<std::string> replace(std::vector<std::string> v, const std::string& from, const std::string& to) {
  for (auto& c : v)
    if (c == from) c = to;
  return v;
}
std::vector<std::string> without(std::vector<std::string> v, const std::string& card) {
  v.erase(std::find(v.begin(), v.end(), card));
  return v;
}
std::vector<std::string> plus(std::vector<std::string> v, const std::string& card) {
  v.push_back(card);
  return v;
}

const char* kScpOn = "2024-05-01";

}  // namespace

TEST_CASE("scp: a legal SB is legal", "[scp]") {
  auto rs = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn);
  auto r = check(rs, sb_text(legal_sb()));
  CHECK(r.verdict == dl::Verdict::legal);
  CHECK(r.diagnostics.empty());
}

TEST_CASE("scp 100.2c: 7 Safe, 4 Euclid, 2 Keter, 1 personnel, 2 Tale+Incident, each one under and one over", "[scp]") {
  auto rs = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn);
  struct Case {
    const char* rule;
    const char* one;    // a card of the kind in the legal SB
    const char* extra;  // another card of the kind
    long long at;
  };
  for (const Case& c : {Case{"safe", "S07", "S08", 7}, Case{"euclid", "E04", "E05", 4}, Case{"keter", "K02", "K03", 2},
                        Case{"personnel", "P01", "P02", 1}, Case{"tale-incident", "T01", "T02", 2}}) {
    INFO(c.rule);
    auto under = check(rs, sb_text(without(legal_sb(), c.one)));
    CHECK(rule_ids(under) == ids({"sb-size", c.rule}));
    CHECK(of_rule(under, c.rule)[0].count == c.at - 1);
    CHECK(of_rule(under, c.rule)[0].limit == c.at);
    CHECK(of_rule(under, "sb-size")[0].message == "15 cards in the sandbox (SB), exactly 16");
    auto over = check(rs, sb_text(plus(legal_sb(), c.extra)));
    CHECK(rule_ids(over) == ids({"sb-size", c.rule}));
    CHECK(of_rule(over, c.rule)[0].count == c.at + 1);
    CHECK(of_rule(over, c.rule)[0].line == 17);  // the added card crossed the limit
    CHECK(of_rule(over, "sb-size")[0].message == "17 cards in the sandbox (SB), exactly 16");
  }
  // Tale and Incident count together: 2 Incidents and no Tale is as good as one of each.
  CHECK(check(rs, sb_text(replace(legal_sb(), "T01", "I02"))).verdict == dl::Verdict::legal);
  auto three = check(rs, sb_text(replace(legal_sb(), "P01", "T02")));
  CHECK(rule_ids(three) == std::vector<std::string>{"personnel", "tale-incident"});
  CHECK(of_rule(three, "tale-incident")[0].message == "3 cards with type=tale|incident, exactly 2 (also on lines 14, 15)");
}

TEST_CASE("scp 100.2a and 100.2b: one card per name and one object card per number, checked together", "[scp]") {
  auto rs = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn);
  // S20 has S03's object number under another name: 100.2b only.
  auto same_number = check(rs, sb_text(replace(legal_sb(), "S07", "S20")));
  REQUIRE(rule_ids(same_number) == std::vector<std::string>{"object-number"});
  auto d = same_number.diagnostics[0];
  CHECK(d.line == 7);
  CHECK(d.message == "object number 003 on 2 cards, at most 1: 試験Safe03 (S03), 試験Safe別名 (S20) (also on line 3)");
  CHECK(d.cite == "scp-tcg-jp-j 100.2b");
  // S21 has S04's name under another number: 100.2a only.
  auto same_name = check(rs, sb_text(replace(legal_sb(), "S07", "S21")));
  REQUIRE(rule_ids(same_name) == std::vector<std::string>{"copies"});
  CHECK(same_name.diagnostics[0].message == "試験Safe04 (S04, S21) ×2, at most 1 (also on line 4)");
  // The same card twice breaks both.
  auto twice = check(rs, sb_text(replace(legal_sb(), "S07", "S06")));
  CHECK(rule_ids(twice) == std::vector<std::string>{"copies", "object-number"});
}

TEST_CASE("scp 100.2d: at least one Safe object with a partner marker (0 / 1)", "[scp]") {
  auto rs = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn);
  auto one = replace(legal_sb(), "S02", "S08");  // S01 keeps its marker
  CHECK(check(rs, sb_text(one)).verdict == dl::Verdict::legal);
  auto none = check(rs, sb_text(replace(one, "S01", "S09")));
  REQUIRE(rule_ids(none) == std::vector<std::string>{"partner"});
  CHECK(none.diagnostics[0].message == "0 cards with type=object and class=Safe and tag=partner, at least 1");
  CHECK(none.diagnostics[0].cite == "scp-tcg-jp-j 100.2d");
}

TEST_CASE("scp: an object card without a number makes 100.2b unverified", "[scp][unverified]") {
  auto rs = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn);
  auto r = check(rs, sb_text(replace(legal_sb(), "S07", "S22")));
  CHECK(r.verdict == dl::Verdict::unverified);
  REQUIRE(rule_ids(r) == std::vector<std::string>{"object-number"});
  CHECK(r.diagnostics[0].message ==
        "cannot tell whether two cards with type=object have the same object number: object_number unknown for 試験Safe番号不明 (S22) on line 7");
}

TEST_CASE("scp 100.2e: an event override changes the SB rules and is cited", "[scp][override]") {
  auto twice = sb_text(replace(legal_sb(), "S07", "S21"));
  auto plain = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn);
  CHECK(check(plain, twice).verdict == dl::Verdict::illegal);
  auto two = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn, "", {{"<change rule=\"copies\" max=\"2\"/>", "同名2枚まで"}});
  CHECK(check(two, twice).verdict == dl::Verdict::legal);
  auto three = check(two, sb_text(plus(replace(legal_sb(), "S07", "S21"), "S04")));
  auto d = of_rule(three, "copies");
  REQUIRE(d.size() == 1);
  CHECK(d[0].message.rfind("試験Safe04 (S04, S21) ×3, at most 2", 0) == 0);
  CHECK(d[0].cite == "scp-tcg-jp-j 100.2a; event override: 同名2枚まで");
  // Lifting 100.2d.
  auto lifted = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn, "", {{"<remove rule=\"partner\"/>", "no partner needed"}});
  CHECK(check(lifted, sb_text(replace(replace(legal_sb(), "S02", "S08"), "S01", "S09"))).verdict == dl::Verdict::legal);
  // An override naming a rule the format lacks is refused.
  CHECK_THROWS_AS(rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn, "", {{"<change rule=\"nope\" max=\"2\"/>", "x"}}), jk::InputError);
}

namespace {

dl::Ruleset without_names(const std::vector<std::string>& unnamed, const std::vector<dl::Override>& overrides = {}) {
  const auto base = rules("scp-tcg-jp-j", "scp-cards.csv", kScpOn);
  return dlt::without_names(base, unnamed, base.game, overrides);
}

}  // namespace

TEST_CASE("scp 100.2a with names unknown: two numbers may be one name (numbers-per-name many), so the rule is not checked", "[scp][unverified]") {
  struct Case {
    const char* what;
    std::vector<std::string> unnamed;      // cards whose names the list lacks
    std::vector<std::string> sb;
    std::vector<dl::Override> overrides;
    dl::Verdict verdict;
    const char* message;  // the copies rule's diagnostic, "" for none
    int line;
  };
  const std::vector<dl::Override> two = {{"<change rule=\"copies\" max=\"2\"/>", "同名2枚まで"}};
  const Case cases[] = {
      {"known distinct names", {}, legal_sb(), {}, dl::Verdict::legal, "", 0},
      {"known same name under two numbers", {}, replace(legal_sb(), "S07", "S21"), {}, dl::Verdict::illegal,
       "試験Safe04 (S04, S21) ×2, at most 1 (also on line 4)", 7},
      {"one name unknown: it may be any other card's", {"S07"}, legal_sb(), {}, dl::Verdict::unverified,
       "name rule not checked: the name of S07 on line 7 is unknown, and one name may be under several card numbers; at most 1 of a name", 7},
      {"two names unknown on different numbers", {"S06", "S07"}, legal_sb(), {}, dl::Verdict::unverified,
       "name rule not checked: the names of S06 on line 6, S07 on line 7 are unknown, and one name may be under several card numbers; at most 1 "
       "of a name",
       6},
      // Its own two copies are over the limit whatever its name: an error, not a doubt.
      {"name unknown, the same number twice", {"S07"}, replace(legal_sb(), "S06", "S07"), {}, dl::Verdict::illegal,
       "S07 (name unknown) ×2, at most 1 (also on line 6)", 7},
      // At most 2 of a name (an event's override): one unknown with single known cards is at the
      // limit; beside two of a known name it could be a third.
      {"under 2 of a name: at the limit", {"S07"}, legal_sb(), two, dl::Verdict::legal, "", 0},
      {"under 2 of a name: over", {"S07"}, replace(legal_sb(), "S05", "S21"), two, dl::Verdict::unverified,
       "name rule not checked: the name of S07 on line 7 is unknown, and one name may be under several card numbers; at most 2 of a name", 7},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    const auto rs = without_names(c.unnamed, c.overrides);
    const auto d = check_finding(check(rs, sb_text(c.sb)), c.verdict, "copies", c.message);
    if (d.empty()) continue;
    CHECK(d[0].line == c.line);
    CHECK(d[0].cite.rfind("scp-tcg-jp-j 100.2a", 0) == 0);
  }
}

TEST_CASE("scp 100.2a with names unknown: the diagnostic names the cards and reads in Japanese", "[scp][unverified]") {
  const auto rs = without_names({"S06", "S07"});
  const auto r = check(rs, sb_text(legal_sb()));
  const auto d = of_rule(r, "copies");
  REQUIRE(d.size() == 1);
  CHECK(d[0].level == dl::Level::unverified);
  CHECK(d[0].cards == std::vector<std::string>{"S06", "S07"});
  CHECK(d[0].lines == std::vector<int>{7});
  CHECK(d[0].limit == 1);
  CHECK(d[0].text.str(jk::Lang::ja) ==
        "カード名のルールは未確認: 6行目のS06、7行目のS07のカード名が不明で、同じカード名が複数のカード番号にあることがあります（同じカード名は1枚まで）");
}
