#include <catch2/catch.hpp>

#include "errors.hpp"
#include "rulings.hpp"
#include "run.hpp"

using namespace jk::rulings;

namespace {

std::string doc(const std::string& entries, const std::string& root_attrs = "game=\"g\" document=\"d.txt\" schema=\"1\"") {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rulings " + root_attrs + ">\n" + entries + "</rulings>\n";
}

// "file:line: what" of the InputError parse_rulings throws, or "" when it loads.
std::string error_of(const std::string& xml) {
  try {
    parse_rulings(xml, "r.xml");
  } catch (const jk::InputError& e) {
    return e.located();
  }
  return "";
}

}  // namespace

TEST_CASE("the test pack's rulings load with every field") {
  Rulebook b = load_rulings(jk::test::fixture("rulings/games/economica/rulings.xml"));
  CHECK(b.game == "economica");
  CHECK(b.document == "000_385f415e075bfa17.txt");
  REQUIRE(b.entries.size() == 21);
  const Entry& first = b.entries.front();
  CHECK(first.number == "2");
  CHECK(first.heading == "勝利条件");
  CHECK(first.line == 4);
  const Entry& rev = b.entries.back();
  CHECK(rev.number == "改訂 2015-08-05/生命保険");
  CHECK(rev.parent == "改訂 2015-08-05");
  CHECK(rev.kind == "revision");
  CHECK(rev.announced == "2015-08-05");
  CHECK(rev.effective == "2015-08-06");
  CHECK(rev.old_text.rfind("イベントによって破棄が宣言されたカードを", 0) == 0);
  CHECK(rev.new_text.rfind("イベントによって破棄が宣言された自分のアセットを", 0) == 0);
  CHECK(rev.cards == std::vector<std::string>{"R0003/V1S"});
  // Entities and multi-line bodies come through as written.
  auto ma = std::find_if(b.entries.begin(), b.entries.end(), [](const Entry& e) { return e.number == "7 / E0029 M & A"; });
  REQUIRE(ma != b.entries.end());
  CHECK(ma->heading == "E0029/V1B 「M & A」");
}

TEST_CASE("a minimal entry, a heading-only section, and a parent given after its child load") {
  auto b = parse_rulings(doc("<entry number=\"1-1\" parent=\"1\" kind=\"rule\"><body>b</body></entry>\n"
                             "<entry number=\"1\" kind=\"rule\"><heading>見出し</heading><body></body></entry>\n"),
                         "r.xml");
  REQUIRE(b.entries.size() == 2);
  CHECK(b.entries[0].parent == "1");
  CHECK(b.entries[1].body.empty());
}

TEST_CASE("bad rulings files name the file, the line and what is wrong") {
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\"><body>b</body><image/></entry>\n")) ==
        "r.xml:3: unknown element <image> in <entry>; expected heading, body, old, new");
  CHECK(error_of(doc("<rule number=\"1\"/>\n")) == "r.xml:3: unknown element <rule> in <rulings>; expected <entry>");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\" page=\"3\"><body>b</body></entry>\n")) ==
        "r.xml:3: unknown attribute 'page' on <entry>");
  CHECK(error_of(doc("<entry kind=\"rule\"><body>b</body></entry>\n")) == "r.xml:3: <entry> is missing the attribute 'number'");
  CHECK(error_of(doc("<entry number=\"1\"><body>b</body></entry>\n")) == "r.xml:3: <entry> is missing the attribute 'kind'");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"ruling\"><body>b</body></entry>\n")) ==
        "r.xml:3: kind must be rule, faq, example, revision or note, not 'ruling'");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\" announced=\"2015-02-30\"><body>b</body></entry>\n")) ==
        "r.xml:3: attribute 'announced' is not a date YYYY-MM-DD: '2015-02-30'");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\" effective=\"2015/08/06\"><body>b</body></entry>\n")) ==
        "r.xml:3: attribute 'effective' is not a date YYYY-MM-DD: '2015/08/06'");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\" announced=\"2015-08-06\" effective=\"2015-08-05\"><body>b</body></entry>\n")) ==
        "r.xml:3: effective 2015-08-05 is before announced 2015-08-06");
  CHECK(error_of(doc("<entry number=\"2-1\" kind=\"rule\"><body>a</body></entry>\n<entry number=\"2-1\" kind=\"rule\"><body>b</body></entry>\n")) ==
        "r.xml:4: duplicate number '2-1' (first at line 3)");
  // Numbers that differ only in spacing or width are one entry to `rules show`: duplicates too.
  CHECK(error_of(doc("<entry number=\"4-5-6 例2\" kind=\"example\"><body>a</body></entry>\n<entry number=\"４-５-６例2\" kind=\"example\"><body>b</body></entry>\n")) ==
        "r.xml:4: duplicate number '４-５-６例2' (first at line 3)");
  CHECK(error_of(doc("<entry number=\"2-1\" parent=\"2\" kind=\"rule\"><body>a</body></entry>\n")) ==
        "r.xml:3: unknown parent '2' of entry 2-1");
  CHECK(error_of(doc("<entry number=\"2\" parent=\"2\" kind=\"rule\"><body>a</body></entry>\n")) == "r.xml:3: entry 2 is its own parent");
  CHECK(error_of(doc("<entry number=\"a\" parent=\"b\" kind=\"rule\"><body>a</body></entry>\n<entry number=\"b\" parent=\"a\" kind=\"rule\"><body>b</body></entry>\n")) ==
        "r.xml:3: entry a is its own ancestor (parent loop)");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\"><heading>h</heading></entry>\n")) == "r.xml:3: entry 1 has no <body>");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\"><body> </body></entry>\n")) ==
        "r.xml:3: entry 1 has neither a heading nor any text in <body>");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"revision\"><body>b</body><old>x</old></entry>\n")) ==
        "r.xml:3: entry 1 has <old> without <new>: a revised wording needs both");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\"><body>b</body><body>c</body></entry>\n")) == "r.xml:3: a second <body> in one <entry>");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\"><body>b<b>c</b></body></entry>\n")) ==
        "r.xml:3: unknown element <b> in <body>; it holds text only");
  CHECK(error_of(doc("<entry number=\"\" kind=\"rule\"><body>b</body></entry>\n")) ==
        "r.xml:3: attribute 'number' is empty; give the rule number as written, or a path id for an unnumbered heading");
  CHECK(error_of(doc("", "game=\"g\" document=\"d\" schema=\"2\"")) == "r.xml:2: schema \"2\" is not one this judgekit reads (\"1\")");
  CHECK(error_of(doc("", "game=\"g\" schema=\"1\"")) == "r.xml:2: <rulings> is missing the attribute 'document'");
  CHECK(error_of("<rulings game=\"g\" document=\"d\" schema=\"1\">\n<entry number=\"1\" kind=\"rule\"><body>b</entry>\n</rulings>") ==
        "r.xml:2: not well-formed XML: Start-end tags mismatch");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\"><body>\xff</body></entry>\n")) == "r.xml:3: not UTF-8 (byte 122)");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\"><body>a&#2;b</body></entry>\n")) == "r.xml:3: a control character (U+0002) in <body>");
  CHECK(error_of(doc("<entry number=\"1\" kind=\"rule\"><body>b</body></entry>\n")).empty());
}

TEST_CASE("a missing file is an input error naming it") {
  CHECK_THROWS_WITH(load_rulings("/nonexistent/rulings.xml"), "cannot read the rulings file (does it exist?)");
}
