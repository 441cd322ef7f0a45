// The shipped games/<id>/rulings.xml against their packs: cards, citations, revisions.
#include <catch2/catch.hpp>

#include <map>
#include <regex>

#include "helpers.hpp"
#include "pack.hpp"
#include "query.hpp"
#include "text.hpp"

using namespace jk::rulings;

namespace {

const std::vector<std::string> kGames = {"economica", "imitation-world", "roeup", "scp-tcg-jp-j", "tochi-jinbutsu"};

Rulebook book(const std::string& game) { return load_rulings(jk::test::shipped_games() + "/" + game + "/rulings.xml"); }

const Entry* find(const Rulebook& b, const std::string& number) {
  for (const auto& e : b.entries)
    if (e.number == number) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("every shipped rulings.xml loads and belongs to its pack's source document") {
  for (const auto& id : kGames) {
    INFO(id);
    Rulebook b = book(id);
    jk::Game g = jk::load_game(jk::test::shipped_games(), id);
    CHECK(b.game == id);
    CHECK(b.document == g.source_document);
    CHECK(b.entries.size() >= 30);
  }
}

TEST_CASE("every card number a rulebook mentions is in its pack's card list") {
  // The games' number shapes: Economica A0003/V1S, E0043/V1SM, R0002/V1S, V…, promos EVP0001/V1B;
  // Imitation World's cards are shown as pictures named by number (EA-005.jpg, E-0049.jpg).
  const std::regex shapes(R"((EVP\d{4}/V\w+|[AERV]\d{4}/V\w+|\b[A-Z]{1,2}-\d{3,4}\b))");
  int checked = 0;
  for (const auto& id : kGames) {
    Rulebook b = book(id);
    jk::Game g = jk::load_game(jk::test::shipped_games(), id);
    g.cards.index();
    for (const auto& e : b.entries) {
      std::string text = e.heading + "\n" + e.body + "\n" + e.old_text + "\n" + e.new_text;
      for (std::sregex_iterator it(text.begin(), text.end(), shapes), end; it != end; ++it) {
        std::string number = it->str();
        INFO(id << " " << e.number << ": " << number);
        CHECK(g.cards.by_number.count(jk::fold_text(number)) == 1);
        ++checked;
      }
      for (const auto& c : e.cards) {
        INFO(id << " " << e.number << " cards=\"" << c << "\"");
        CHECK(g.cards.by_number.count(jk::fold_text(c)) == 1);
      }
    }
  }
  CHECK(checked >= 30);  // not vacuous: Economica's numbered cards and Imitation World's nine pictures
}

TEST_CASE("rule numbers as written, and what the packs cite, are entries of the rulings") {
  CHECK(find(book("economica"), "2-5-3"));
  CHECK(find(book("economica"), "4-5-6 例2"));
  CHECK(find(book("economica"), "7 / E0043 投資信託"));
  CHECK(find(book("scp-tcg-jp-j"), "104.2a"));
  // Every citation of game.xml (rules, revisions, match, adjudication, set-ups) resolves, so
  // `judgekit games show` points at what `judgekit rules show` prints.
  for (const auto& id : kGames) {
    Rulebook b = book(id);
    jk::Game g = jk::load_game(jk::test::shipped_games(), id);
    std::vector<std::string> cites = {g.match.cite};
    for (const auto& f : g.formats)
      for (const auto& r : f.rules) cites.push_back(r.cite);
    for (const auto& rv : g.revisions) cites.push_back(rv.cite);
    for (const auto& p : g.procedures) cites.push_back(p.cite);
    for (const auto& s : g.setups) cites.push_back(s.cite);
    for (const auto& s : g.starting_values) cites.push_back(s.cite);
    for (const auto& cite : cites) {
      if (cite.empty() || find(b, cite)) continue;
      // "100.1 100.3 104.4", "ルールの改訂 2013年11月1日発表 (3-3)": each rule-number-shaped part.
      static const std::regex number(R"(\b(\d+(-\d+)+|\d{3}(\.\d+[a-z]?)?)\b)");
      for (std::sregex_iterator it(cite.begin(), cite.end(), number), end; it != end; ++it) {
        INFO(id << " cite \"" << cite << "\": " << it->str());
        CHECK(find(b, it->str()));
      }
    }
  }
}

TEST_CASE("Economica's revisions: dated, and both wordings of 生命保険 and 遺産相続") {
  Rulebook b = book("economica");
  for (const char* n : {"改訂 2015-08-05 / R0003 生命保険", "改訂 2015-08-05 / R0006 遺産相続"}) {
    INFO(n);
    const Entry* e = find(b, n);
    REQUIRE(e);
    CHECK(e->kind == "revision");
    CHECK(e->announced == "2015-08-05");
    CHECK(e->effective == "2015-08-06");
    CHECK_FALSE(e->old_text.empty());
    CHECK_FALSE(e->new_text.empty());
    CHECK(e->new_text.find("自分のアセット") != std::string::npos);
    CHECK(e->old_text.find("自分のアセット") == std::string::npos);
  }
  const Entry* e2013 = find(b, "改訂 2013-11-01");
  REQUIRE(e2013);
  CHECK(e2013->announced == "2013-11-01");
  CHECK(e2013->effective == "2013-11-04");
}
