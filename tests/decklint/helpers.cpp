#include "helpers.hpp"

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

std::string rendered(const dl::Report& r, const dl::Ruleset& rs) { return dl::render_report(r, rs, false); }

void isolate_environment() {
  setenv("JUDGEKIT_DATA", "/nonexistent/judgekit-test-data", 1);
  setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 1);
  unsetenv("JUDGEKIT_EVENT");
}

}  // namespace dlt
