// LineTable: the line of an offset, for the pack, terms, cards, rulings and decklist readers.
#include <catch2/catch.hpp>

#include "line_table.hpp"

using jk::LineTable;

TEST_CASE("an offset's line: the newline itself is on its line, the byte after it on the next") {
  struct Case {
    const char* text;
    std::ptrdiff_t offset;
    int line;
  };
  const Case cases[] = {
      {"", 0, 1},           {"", -1, 1},           {"ab", 1, 1},          {"ab\ncd", 2, 1},  // the '\n'
      {"ab\ncd", 3, 2},     {"ab\ncd", 99, 2},     {"ab\r\ncd", 3, 1},    {"ab\r\ncd", 4, 2},  // CRLF is one end
      {"ab\rcd", 2, 1},     {"ab\rcd", 3, 2},      {"a\n\n\nb", 4, 4},    {"a\r\r\nb", 4, 3},  // lone CR, then CRLF
  };
  for (const auto& c : cases) {
    INFO(c.text << " at " << c.offset);
    CHECK(LineTable(c.text).line_at(c.offset) == c.line);
  }
  CHECK(LineTable().line_at(5) == 1);  // before a text is given
}
