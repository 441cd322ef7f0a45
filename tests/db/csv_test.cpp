#include <catch2/catch.hpp>

#include "csv.hpp"
#include "errors.hpp"

using namespace jk;

TEST_CASE("CSV: quoted fields, commas, doubled quotes, newlines, BOM and CRLF") {
  auto rows = parse_csv("\xEF\xBB\xBFnumber,name\r\nA1,\"Smith, \"\"J\"\"\"\r\nA2,\"two\nlines\"\r\n", "x.csv");
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].fields == std::vector<std::string>{"number", "name"});
  CHECK(rows[1].fields[1] == "Smith, \"J\"");
  CHECK(rows[2].fields[1] == "two\nlines");
  CHECK(rows[2].line == 3);
}

TEST_CASE("CSV: blank lines are skipped and line numbers stay true") {
  auto rows = parse_csv("a,b\n\n1,2\n", "x.csv");
  REQUIRE(rows.size() == 2);
  CHECK(rows[1].line == 3);
}

TEST_CASE("CSV: an unterminated quote names its line") {
  try {
    parse_csv("a,b\n1,\"open\n2,3\n", "x.csv");
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.file == "x.csv");
    CHECK(e.line == 2);
  }
}

TEST_CASE("CSV: invalid UTF-8 names its line") {
  try {
    parse_csv(std::string("a,b\n1,2\n3,\xff\n"), "x.csv");
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.line == 3);
  }
}

TEST_CASE("csv_escape quotes only when needed") {
  CHECK(csv_escape("plain") == "plain");
  CHECK(csv_escape("a,b") == "\"a,b\"");
  CHECK(csv_escape("say \"hi\"") == "\"say \"\"hi\"\"\"");
}

TEST_CASE("CSV: a NUL in a field is refused with its line, the message whole") {
  try {
    parse_csv(std::string("name,reading\n佐藤,さ") + '\0' + "とう\n", "p.csv");
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.line == 2);
    CHECK(e.located() == "p.csv:2: a NUL byte in a field: binary data or a damaged file, not CSV text");
  }
}

TEST_CASE("CSV: CR-only line ends (old Mac, some exports) are line ends, also inside quotes") {
  auto rows = parse_csv("a,b\r1,\"x\ry\"\r2,3\r", "x.csv");
  REQUIRE(rows.size() == 3);
  CHECK(rows[1].fields[1] == "x\ry");
  CHECK(rows[2].fields == std::vector<std::string>{"2", "3"});
  CHECK(rows[2].line == 4);
}
