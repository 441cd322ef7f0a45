// A pack's terms.xml as the rulings index reads it: each <means> checked against the rulebook,
// each cite against its numbers; an edit rebuilds the index; the searched words follow.
#include <catch2/catch.hpp>

#include <filesystem>

#include "errors.hpp"
#include "helpers.hpp"

using namespace jk::rulings;
namespace fs = std::filesystem;

using jk::test::Packs;

TEST_CASE("terms: a <means> in no entry, a cite that is no number: file and line, old index kept") {
  Packs p;
  p.terms("<term cite=\"2-5\"><means>制限時間</means><say>時間切れ</say></term>");
  rebuild_index(p.games, p.cache);
  auto before = fs::last_write_time(p.cache);
  struct Bad {
    const char* body;
    const char* error;
  };
  const Bad cases[] = {
      {"<term cite=\"2-5\">\n<means>制限時刻</means><say>時間切れ</say></term>",
       "/economica/terms.xml:3: <means>制限時刻</means> is in no entry of economica's rulings; write the rulebook's own words"},
      {"<term cite=\"9-9\"><means>制限時間</means><say>時間切れ</say></term>",
       "/economica/terms.xml:2: cite '9-9' is no entry of economica's rulings; give an entry's number as rulings.xml writes it"},
  };
  for (const auto& c : cases) {
    INFO(c.body);
    p.terms(c.body);
    std::string err = jk::test::error_of([&] { rebuild_index(p.games, p.cache); });
    CHECK(err == p.games + c.error);
    CHECK(fs::last_write_time(p.cache) == before);
  }
}

TEST_CASE("terms: an edit rebuilds the index; the words it adds are searched, in that game only") {
  Packs p;
  auto none = open_index(p.games, p.cache);
  CHECK(search(*none, {"時間切れ", "", 10}).total == 0);
  none.reset();
  p.terms("<term cite=\"2-5\"><means>制限時間</means><say>時間切れ</say><say lang=\"en\">time limit</say></term>");
  auto index = open_index(p.games, p.cache);
  auto r = search(*index, {"time limit", "", 10});
  REQUIRE_FALSE(r.hits.empty());
  CHECK(r.hits[0].number == "2-5");
  CHECK(search(*index, {"time limit", "scp-tcg-jp-j", 10}).total == 0);  // Economica's words, not SCP's
}
