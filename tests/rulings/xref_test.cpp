#include <catch2/catch.hpp>

#include <set>

#include "query.hpp"
#include "xref.hpp"

using namespace jk::rulings;

namespace {

// Numbers of a rulebook, for `exists`.
auto book(std::set<std::string> numbers) {
  return [numbers](const std::string& key) {
    for (const auto& n : numbers)
      if (number_key(n) == key) return n;
    return std::string();
  };
}

std::string cited(std::string_view text, std::set<std::string> numbers) {
  std::string out;
  for (const auto& c : citations(text, book(std::move(numbers)))) out += (out.empty() ? "" : " ") + c.number + (c.explicit_ ? "!" : "");
  return out;
}

}  // namespace

TEST_CASE("Economica style: bare hyphenated numbers that are entries of the rulebook") {
  std::set<std::string> eco = {"2-1", "2-2", "2-3", "3-2", "3-3"};
  CHECK(cited("2-1、2-2 が2人同時に発生した場合", eco) == "2-1 2-2");
  CHECK(cited("3-2 の例外として、以下のカードは", eco) == "3-2");
  CHECK(cited("２－１ を見よ", eco) == "2-1");  // full-width as written in some documents
  // Not entries, or not rule numbers: dates, counts, parts of longer numbers.
  CHECK(cited("(2013.11.1 改訂)", eco) == "");
  CHECK(cited("2013-11-04 から", eco) == "");
  CHECK(cited("2-1-9 は", eco) == "");
  CHECK(cited("12-1 は", eco) == "");
  CHECK(cited("A2-1 は", eco) == "");
  CHECK(cited("山札から2枚", eco) == "");
}

TEST_CASE("SCP style: rule N is a citation even when N is not in the transcribed text") {
  std::set<std::string> scp = {"101.4", "104.2a", "106.3", "204"};
  CHECK(cited("パートナー・マーカー(rule 204 参照)を持つ", scp) == "204!");
  CHECK(cited("連鎖の一番上の処理が解決される(rule 106.3)。", scp) == "106.3!");
  CHECK(cited("rule 101.4aの例外を除いて", scp) == "101.4a!");  // the document's own typo: there is no 101.4a
  CHECK(cited("ｒｕｌｅ　１０４．２ａ", scp) == "104.2a!");
  CHECK(cited("104.2a と 106.3", scp) == "104.2a 106.3");
  CHECK(cited("ver.2.2 の", scp) == "");
  CHECK(cited("rule 106.3 と rule 106.3", scp) == "106.3!");
  CHECK(cited("overrule 204", scp) == "");  // "rule" only as a word
}
