// Reading lists: every accepted spelling of an entry, CSV and XML, and every bad input (exit 2
// material): a diagnostic with the line, never a crash, never a guess.
#include <catch2/catch.hpp>

#include <filesystem>
#include <tuple>

#include "helpers.hpp"
#include "run.hpp"

using namespace dlt;

namespace {


// (line, count, number) of every entry.
std::vector<std::tuple<int, long long, std::string>> entries(const dl::Report& r) {
  std::vector<std::tuple<int, long long, std::string>> out;
  for (const auto& c : r.cards) out.push_back({c.line, c.count, eco().cards.cards[c.card].number});
  return out;
}

std::vector<std::string> messages(const dl::Report& r) {
  std::vector<std::string> out;
  for (const auto& d : r.diagnostics) out.push_back(std::to_string(d.line) + ": " + d.message);
  return out;
}

}  // namespace

TEST_CASE("text entries: every spelling of a count", "[read]") {
  const char* lines[] = {"4 日本株",    "4x 日本株",   "4× 日本株",   "4枚 日本株",    "4 x 日本株", "日本株 x4",    "日本株 ×4",
                         "日本株 x 4", "日本株 4枚", "日本株 ×4枚", "日本株×4",      "４ 日本株",  "日本株　×４", "日本株 Ｘ４",
                         "\t4\t日本株\t", "04 日本株",  "日本株 4枚 # 二枚目以降はレア", "4 日本株 ＃ コメント"};
  for (const char* l : lines) {
    INFO(l);
    auto r = check(eco(), l);
    REQUIRE(r.cards.size() == 1);
    CHECK(r.cards[0].count == 4);
    CHECK(eco().cards.cards[r.cards[0].card].number == "A0003/V1S");
    CHECK(r.cards[0].line == 1);
  }
}

TEST_CASE("text entries: a name may start with a digit; a count is never read out of a name", "[read]") {
  // A name ending in a digit needs an explicit count: "ALLSTAR1" alone is not ALLSTAR ×1.
  auto r = check(eco(), "1 ALLSTAR1\nALLSTAR1 x1\n");
  CHECK(entries(r) == std::vector<std::tuple<int, long long, std::string>>{{1, 1, "EVP0001/V1B"}, {2, 1, "EVP0001/V1B"}});
  auto bare = check(eco(), "ALLSTAR1\n");
  CHECK(bare.verdict == dl::Verdict::unreadable);
  CHECK(messages(bare) == std::vector<std::string>{
                              "1: cannot read 'ALLSTAR1': no count; write `1 ALLSTAR1` or `ALLSTAR1 x1` (an entry is COUNT CARD, "
                              "CARD xCOUNT, CARD ×COUNT or CARD COUNT枚)"});
  // "4日本株" has no separator: not guessed.
  CHECK(check(eco(), "4日本株\n").verdict == dl::Verdict::unreadable);
}

TEST_CASE("text lists: BOM, CRLF, comments, blank lines and section headers", "[read]") {
  std::string text = "\xEF\xBB\xBF# my deck\r\n\r\n[main]\r\nアセット:\r\n2 日本株\r\n【イベント】\r\n投資信託 x1\r\n［リスクヘッジ］\r\nデッキ：\r\n1 E0043\r\n";
  auto r = check(eco(), text);
  CHECK(entries(r) == std::vector<std::tuple<int, long long, std::string>>{{5, 2, "A0003/V1S"}, {7, 1, "E0043/V1SM"}, {10, 1, "E0043/V1SM"}});
}

TEST_CASE("CSV lists: count,card with or without a header, either column order", "[read]") {
  dl::Checker c(eco());
  auto with_header = c.check_text("count,card\n4,日本株\n1,\"M & A\"\n", "deck.csv");
  CHECK(entries(with_header) == std::vector<std::tuple<int, long long, std::string>>{{2, 4, "A0003/V1S"}, {3, 1, "E0029/V1B"}});
  auto swapped = c.check_text("card,count\n日本株,4\n", "list.txt");  // the header says CSV
  CHECK(entries(swapped) == std::vector<std::tuple<int, long long, std::string>>{{2, 4, "A0003/V1S"}});
  auto bare = c.check_text("4,日本株\n2,A0003/V1B\n", "deck.csv");
  CHECK(entries(bare) == std::vector<std::tuple<int, long long, std::string>>{{1, 4, "A0003/V1S"}, {2, 2, "A0003/V1B"}});
  auto bad = c.check_text("count,card\n4,日本株,extra\nx,日本株\n0,日本株\n", "deck.csv");
  CHECK(messages(bad) == std::vector<std::string>{"2: a CSV row is count,card; this one has 3 fields",
                                                  "3: count 'x' for '日本株' is not a whole number",
                                                  "4: count 0 for '日本株'; leave the line out, or give at least 1"});
}

TEST_CASE("XML lists: <deck><card count=\"4\">日本株</card></deck>", "[read]") {
  dl::Checker c(eco());
  auto r = c.check_text("<?xml version=\"1.0\"?>\n<deck>\n  <card count=\"4\">日本株</card>\n  <part name=\"event\">\n    <card count=\"1\">E0043</card>\n  </part>\n</deck>\n",
                        "deck.xml");
  CHECK(entries(r) == std::vector<std::tuple<int, long long, std::string>>{{3, 4, "A0003/V1S"}, {5, 1, "E0043/V1SM"}});
  auto bad = c.check_text("<deck>\n<card>日本株</card>\n<card count=\"-2\">日本株</card>\n<cards count=\"1\">x</cards>\n<card count=\"1\" foo=\"1\">日本株</card>\n</deck>\n",
                          "deck.xml");
  CHECK(messages(bad) == std::vector<std::string>{"2: <card> for '日本株' has no count attribute",
                                                  "3: negative count -2 for '日本株'; give the number of copies (1 to 999)",
                                                  "4: unknown element <cards>; a deck holds <card count=\"N\">CARD</card> (optionally inside <part name=\"…\">)",
                                                  "5: unknown attribute 'foo' on <card>"});
  auto broken = c.check_text("<deck>\n<card count=\"1\">日本株\n</deck>\n", "deck.xml");
  CHECK(broken.verdict == dl::Verdict::unreadable);
  CHECK(broken.diagnostics[0].message.rfind("malformed XML: ", 0) == 0);
  CHECK(c.check_text("<list/>", "deck.xml").diagnostics[0].message == "the root element must be <deck>, not <list>");
}

TEST_CASE("bad counts: 0, negative, 10^12, no card; every problem is reported, not only the first", "[read][bad-input]") {
  auto r = check(eco(), "0 日本株\n-1 日本株\n1000000000000 日本株\n日本株 x0\n日本株 ×-2\n−3 日本株\n999 日本株\n1000 日本株\n4\n");
  CHECK(r.verdict == dl::Verdict::unreadable);
  CHECK(messages(r) == std::vector<std::string>{
                           "1: count 0 for '日本株'; leave the line out, or give at least 1",
                           "2: negative count -1 for '日本株'; give the number of copies (1 to 999)",
                           "3: count 1000000000000 for '日本株' is out of range (1 to 999 copies on a line)",
                           "4: count 0 for '日本株'; leave the line out, or give at least 1",
                           "5: negative count -2 for '日本株'; give the number of copies (1 to 999)",
                           "6: negative count -3 for '日本株'; give the number of copies (1 to 999)",
                           "8: count 1000 for '日本株' is out of range (1 to 999 copies on a line)",
                           "9: cannot read '4': no count; write `1 4` or `4 x1` (an entry is COUNT CARD, CARD xCOUNT, CARD ×COUNT or CARD COUNT枚)"});
  CHECK(r.cards.empty());
  CHECK(dl::summary(r) == "unreadable: 8 input errors");
}

TEST_CASE("bad files: invalid UTF-8, binary, UTF-16, empty, too large", "[read][bad-input]") {
  auto utf8 = check(eco(), "4 日本株\n2 \x93\xfa\x96\x7b\x8a\x94\n");  // 日本株 in Shift_JIS
  REQUIRE(utf8.diagnostics.size() == 1);
  CHECK(utf8.diagnostics[0].line == 2);
  CHECK(utf8.diagnostics[0].message == "invalid UTF-8 (byte 14 of the file); save the list as UTF-8 (a Shift_JIS list must be converted)");
  auto binary = check(eco(), std::string("4 日本株\n") + std::string("\x7f" "ELF\0\0\x01", 7));
  CHECK(messages(binary) == std::vector<std::string>{"2: binary data (a NUL byte), not a decklist"});
  auto utf16 = check(eco(), std::string("\xFF\xFE" "4\0 \0", 6));
  CHECK(messages(utf16) == std::vector<std::string>{"0: the file is UTF-16; save the list as UTF-8"});
  auto empty = check(eco(), "# nothing yet\n\n");
  CHECK(messages(empty) == std::vector<std::string>{"0: no card entries (an entry is a line such as `4 日本株`)"});

  // A 50 MB file is refused from its size, before it is read.
  jk::test::TempDir dir;
  std::string big = dir.file("big.txt");
  jk::test::write_file(big, "4 日本株\n");
  std::filesystem::resize_file(big, 50u << 20);
  dl::Checker c(eco());
  auto r = c.check_file(big);
  CHECK(r.verdict == dl::Verdict::unreadable);
  CHECK(messages(r) == std::vector<std::string>{"0: the file is 52428800 bytes; a decklist is at most 1048576 bytes (is this the right file?)"});
  auto missing = c.check_file(dir.file("none.txt"));
  CHECK(messages(missing) == std::vector<std::string>{"0: cannot read the file: there is no such file"});
  auto folder = c.check_file(dir.path);
  CHECK(messages(folder) == std::vector<std::string>{"0: is a folder; give a file"});
}

TEST_CASE("line ends: CR only and CRLF read as lines, with true line numbers", "[read]") {
  // Before: CR-only was one line, "no card entries".
  auto cr = check(eco(), "# list\r4 日本株\r4 日本国債\r");
  CHECK(entries(cr) == std::vector<std::tuple<int, long long, std::string>>{{2, 4, "A0003/V1S"}, {3, 4, "A0004/V1S"}});
  auto crlf = check(eco(), "4 日本株\r\n\r\n4 日本国債\r\n");
  CHECK(entries(crlf) == std::vector<std::tuple<int, long long, std::string>>{{1, 4, "A0003/V1S"}, {3, 4, "A0004/V1S"}});
  dl::Checker c(eco());
  // XML lines by the same rule.
  auto xml = c.check_text("<deck>\r<card count=\"4\">日本株</card>\r<bad/>\r</deck>\r", "deck.xml");
  CHECK(messages(xml).at(0).rfind("3: unknown element <bad>", 0) == 0);
}

TEST_CASE("many input errors: the first 50, then how many more from which line", "[read][bad-input]") {
  std::string xml = "<deck>\n";
  for (int i = 0; i < 2000; ++i) xml += "<u/>\n";
  xml += "</deck>\n";
  dl::Checker c(eco());
  auto r = c.check_text(xml, "deck.xml");
  CHECK(r.verdict == dl::Verdict::unreadable);
  auto m = messages(r);
  REQUIRE(m.size() == 51);
  CHECK(m[0].rfind("2: unknown element <u>", 0) == 0);
  CHECK(m[49].rfind("51: unknown element <u>", 0) == 0);
  CHECK(m[50] == "52: and 1950 more problems from here on (the first 50 are shown; fix those first)");
  // At the cap: 50 errors, no "more".
  std::string fifty = "<deck>\n";
  for (int i = 0; i < 50; ++i) fifty += "<u/>\n";
  CHECK(messages(c.check_text(fifty + "</deck>\n", "deck.xml")).size() == 50);
  CHECK(messages(c.check_text(fifty + "<u/>\n</deck>\n", "deck.xml")).back() ==
        "52: and 1 more problems from here on (the first 50 are shown; fix those first)");
}

TEST_CASE("check_file reads Shift_JIS and UTF-16 lists; --encoding forces one", "[read]") {
  jk::test::TempDir dir;
  jk::test::write_file(dir.file("sjis.txt"), "4 \x93\xFA\x96\x7B\x8A\x94\r\n");
  jk::test::write_file(dir.file("utf16.txt"), std::string("\xFF\xFE" "4\0 \0\xE5\x65\x2C\x67\x2A\x68", 12));
  std::vector<std::string> notes;
  jk::set_input_note_sink([&](const std::string& n) { notes.push_back(n); });
  dl::Checker c(eco());
  CHECK(entries(c.check_file(dir.file("sjis.txt"))) == std::vector<std::tuple<int, long long, std::string>>{{1, 4, "A0003/V1S"}});
  CHECK(c.last_text() == "4 日本株\n");  // what deck register stores: UTF-8
  CHECK(entries(c.check_file(dir.file("utf16.txt"))) == std::vector<std::tuple<int, long long, std::string>>{{1, 4, "A0003/V1S"}});
  auto forced = c.check_file(dir.file("sjis.txt"), jk::Encoding::utf8);
  CHECK(forced.verdict == dl::Verdict::unreadable);
  CHECK(messages(forced).at(0).rfind("1: invalid UTF-8 (byte 0x93, read as UTF-8 because of --encoding)", 0) == 0);
  jk::set_input_note_sink({});
  CHECK(notes == std::vector<std::string>{dir.file("sjis.txt") + ": read as Shift_JIS (CP932)", dir.file("utf16.txt") + ": read as UTF-16LE"});
}
