// Counts and totals in Japanese: a count of cards carries its counter inside the range (5枚以下,
// 60枚以上), in both the count and the rule's bound; a field's total takes none. One case per
// wording, each from a real check.
#include <catch2/catch.hpp>

#include <cstring>

#include "helpers.hpp"

using namespace dlt;

namespace {

struct Case {
  const char* what;
  const char* game;
  const char* cards_csv;
  const char* date;
  std::string list;
  const char* rule;
  const char* english;
  const char* japanese;
};

std::string economica_legal_with(const std::string& from, const std::string& to) {
  std::string s = kLegal;
  s.replace(s.find(from), from.size(), to);
  return s;
}

std::string iw_deck(int n) {
  std::string s = "アガ:\n1 試験アガ実存\n[デッキ]\n";
  for (int i = 1; i <= n; ++i) s += "1 R-" + std::string(i < 10 ? "000" : "00") + std::to_string(i) + "\n";
  return s;
}

const char* kTochiPersons = "20 試験人物コスト0\n7 試験人物コスト1\n7 試験人物コスト2\n3 試験人物コスト3\n3 試験人物コスト4\n";

}  // namespace

TEST_CASE("Japanese counts say 枚 inside their range; totals say no counter", "[i18n][decklint]") {
  const Case cases[] = {
      {"a count, exactly", "economica", "economica-cards.csv", "2015-08-08", economica_legal_with("3 生命保険", "2 生命保険"), "deck-size",
       "49 cards in the deck, exactly 50", "デッキのカードが49枚、規定はちょうど50枚"},
      {"a count over an upper bound", "economica", "economica-cards.csv", "2015-08-08", economica_legal_with("3 新興国株", "4 新興国株"),
       "assets-max", "16 cards with type=asset, at most 15 (also on lines 1, 2, 3)",
       "種類がアセットのカードが16枚、規定は15枚以下（1, 2, 3行目にも）"},
      {"a count under a lower bound", "imitation-world", "iw-cards.csv", "2024-05-01", iw_deck(59), "deck-size",
       "59 cards in the deck, at least 60", "デッキのカードが59枚、規定は60枚以上"},
      {"a count of at most, unknown", "imitation-world", "", "2024-05-01", "1 EA-005\n1 E-0049\n1 R-0069\n1 VA-001\n1 R-0012\n", "deck-size",
       "at most 5 cards in the deck, at least 60", "デッキのカードが5枚以下、規定は60枚以上"},
      {"a count between two, unknown", "economica", "", "2015-08-08", kLegal, "cost0-assets-min",
       "0 to 11 cards with type=asset and cost=0, at least 3", "種類がアセット、コストが0のカードは0～11枚、規定は3枚以上"},
      {"a count of or more, advice", "tochi-jinbutsu", "tochi-cards.csv", "2024-05-01",
       std::string("2 試験土地★3\n2 試験土地★2\n") + kTochiPersons + "1 試験人物コスト不明\n3 試験人物コスト0\n", "spread-cost0",
       "23 or more cards with cost=0 in the person deck, recommended 18 to 22", "人物デッキのコストが0のカードが23枚以上、規定は推奨18～22枚"},
      {"a total, or more", "tochi-jinbutsu", "tochi-cards.csv", "2024-05-01",
       std::string("2 試験土地★3\n1 試験土地★2\n") + kTochiPersons + "1 試験土地★不明\n", "land-stars",
       "stars of the land deck total 8 or more, exactly 10", "土地デッキの★の合計が8以上、規定はちょうど10"},
  };
  for (const auto& c : cases) {
    SECTION(c.what) {
      auto r = check(rules(c.game, c.cards_csv, c.date), c.list);
      auto found = of_rule(r, c.rule);
      REQUIRE(found.size() == 1);
      const std::string en = found[0].text.str(jk::Lang::en), ja = found[0].text.str(jk::Lang::ja);
      CHECK(en.rfind(c.english, 0) == 0);
      INFO(ja);
      CHECK(ja.rfind(c.japanese, 0) == 0);
      // A prefix alone would pass "ちょうど10" said as "ちょうど10枚": the bound ends where it says.
      CHECK(ja.compare(std::strlen(c.japanese), std::strlen("枚"), "枚") != 0);
      CHECK(ja.find("以下枚") == std::string::npos);
      CHECK(ja.find("以上枚") == std::string::npos);
    }
  }
}
