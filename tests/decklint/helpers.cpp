#include "helpers.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "pack.hpp"
#include "text.hpp"

namespace dlt {

static const jk::Game& game(const std::string& id) {
  static std::map<std::string, jk::Game> cache;
  auto it = cache.find(id);
  if (it == cache.end()) it = cache.emplace(id, jk::load_game(JK_SOURCE_DIR "/games", id)).first;
  return it->second;
}

dl::Ruleset rules(const std::string& game_id, const std::string& cards_csv, const std::string& date, const std::string& format,
                  const std::vector<dl::Override>& overrides) {
  const jk::Game& g = game(game_id);
  jk::CardList cards = g.cards;
  if (!cards_csv.empty()) {
    cards.index();
    jk::add_card_layer(cards, jk::load_cards_csv(std::string(JK_FIXTURES) + "/decklint/" + cards_csv, g.fields));  // as effective_cards does
  }
  return dl::compile_rules(g, std::move(cards), format, date, overrides);
}

dl::Report check(const dl::Ruleset& rs, const std::string& text) {
  dl::Checker checker(rs);
  return checker.check_text(text, "deck.txt");
}

std::string list_text(const Lines& lines) {
  std::string s;
  for (const auto& [n, card] : lines) s += std::to_string(n) + " " + card + "\n";
  return s;
}

std::vector<dl::Diagnostic> of_rule(const dl::Report& r, const std::string& rule) {
  std::vector<dl::Diagnostic> out;
  for (const auto& d : r.diagnostics)
    if (d.rule == rule) out.push_back(d);
  return out;
}

std::vector<std::string> rule_ids(const dl::Report& r) {
  std::set<std::string> ids;
  for (const auto& d : r.diagnostics) ids.insert(d.rule);
  return {ids.begin(), ids.end()};
}

std::vector<std::string> ids(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

dl::Ruleset without_names(const dl::Ruleset& base, const std::vector<std::string>& numbers, const jk::Game& game,
                          const std::vector<dl::Override>& overrides) {
  jk::CardList cards = base.cards;
  for (auto& card : cards.cards)
    if (std::find(numbers.begin(), numbers.end(), card.number) != numbers.end()) card.name.clear();
  cards.index();
  return dl::compile_rules(game, std::move(cards), base.format, base.date, overrides);
}

std::vector<dl::Diagnostic> check_finding(const dl::Report& r, dl::Verdict verdict, const std::string& rule, const std::string& message) {
  CHECK(r.verdict == verdict);
  const auto d = of_rule(r, rule);
  if (message.empty()) {
    CHECK(d.empty());
    return d;
  }
  REQUIRE(d.size() == 1);
  CHECK(d[0].message == message);
  return d;
}

std::string rendered(const dl::Report& r, const dl::Ruleset& rs) { return dl::render_report(r, rs, false); }

void isolate_environment() {
  setenv("JUDGEKIT_DATA", "/nonexistent/judgekit-test-data", 1);
  setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 1);
  unsetenv("JUDGEKIT_EVENT");
}

}  // namespace dlt
