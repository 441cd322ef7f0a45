// Hostile inputs through the real binary: every case is a row of a table. A refused input must
// exit 2 with exactly one line naming the file (and the line when there is one), print nothing
// else, and leave the event file's bytes as they were. To add a case, add a row.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>

#include "run.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::write_file;

namespace {

// "{dir}" in arguments and expectations is the case's scratch folder; every case gets the files
// of make_corpus() and a fresh event file {dir}/e.jkevent (economica, players 甲 乙).
struct Refused {
  std::string name;
  std::vector<std::string> args;
  std::string line;           // the whole line expected, without "judgekit: " when on stderr
  bool on_stdout = false;     // deck check reports every list on stdout (it checks many at once)
  std::string not_created;    // a file the command must not leave behind
  Refused(std::string n, std::vector<std::string> a, std::string l, bool out = false, std::string nc = {})
      : name(std::move(n)), args(std::move(a)), line(std::move(l)), on_stdout(out), not_created(std::move(nc)) {}
};

struct Accepted {
  std::string name;
  std::vector<std::string> args;
  int exit_code = 0;
  std::vector<std::string> out_has;  // substrings of stdout
  std::string err;                   // stderr exactly
};

// "4 日本株\n2 日本国債\n" and the same in Shift_JIS (CP932).
const std::string kDeckUtf8 = "4 日本株\n2 日本国債\n";
const std::string kDeckSjis = "4 \x93\xFA\x96\x7B\x8A\x94\r\n2 \x93\xFA\x96\x7B\x8D\x91\x8D\xC2\r\n";

void make_corpus(const std::string& dir) {
  std::string d = dir + "/";
  REQUIRE(::mkdir((d + "folder").c_str(), 0700) == 0);
  REQUIRE(::mkfifo((d + "fifo").c_str(), 0600) == 0);
  write_file(d + "nul.csv", std::string("name,reading\n佐藤,さ") + '\0' + "とう\n");
  write_file(d + "nul-results.csv", std::string("round,table,result\n1,1,2-0") + '\0' + "\n");
  write_file(d + "bad.csv", "name\nSato Hanako\n\x80\x80\n");                 // neither UTF-8 nor CP932
  write_file(d + "bad-deck.txt", "4 \x93\xFA\x96\x7B\x8A\x94\n2 \x93\xFA\xFF\n");  // Shift_JIS, then 0xFF: no CP932 byte
  write_file(d + "mixed-deck.txt", "4 日本株\n2 \x93\xFA\x96\x7B\x8A\x94\n");       // UTF-8, then a Shift_JIS line
  write_file(d + "bad-cards.csv", "number,name\nA1,\xFD\n");
  write_file(d + "deck-sjis.txt", kDeckSjis);
  write_file(d + "deck-cr.txt", "# CR only\r4 日本株\r2 日本国債\r");
  write_file(d + "deck-utf16.txt", std::string("\xFF\xFE" "4\0 \0\xE5\x65\x2C\x67\x2A\x68", 12));  // "4 日本株" UTF-16LE
  write_file(d + "players-sjis.csv",
             "name,reading\r\n"
             "\x8D\xB2\x93\xA1\x20\x89\xD4\x8E\x71\x2C\x82\xB3\x82\xC6\x82\xA4\x82\xCD\x82\xC8\x82\xB1\r\n");  // 佐藤 花子,さとうはなこ
  // Just under 1 MiB: 200,000 unknown elements, one a line.
  std::string xml = "<deck>\n";
  for (int i = 0; i < 200000; ++i) xml += "<u/>\n";
  xml += "</deck>\n";
  REQUIRE(xml.size() < (1u << 20));
  write_file(d + "big.xml", xml);
  auto r = judgekit({"event", "create", d + "e.jkevent", "--game", "economica", "--name", "h", "--date", "2015-08-08", "--seed", "1"});
  REQUIRE(r.exit_code == 0);
  REQUIRE(judgekit({"player", "add", "-e", d + "e.jkevent", "甲", "乙"}).exit_code == 0);
}

std::string subst(std::string s, const std::string& dir) {
  for (std::size_t at; (at = s.find("{dir}")) != std::string::npos;) s.replace(at, 5, dir);
  return s;
}

std::string bytes_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

const std::vector<std::string> kDeck = {"deck", "check", "--game", "economica", "--date", "2015-08-08"};
std::vector<std::string> deck(std::vector<std::string> more) {
  std::vector<std::string> a = kDeck;
  a.insert(a.end(), more.begin(), more.end());
  return a;
}

const std::vector<Refused>& refused() {
  static const std::vector<Refused> cases = {
      {"a folder as --csv", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/folder"}, "{dir}/folder: is a folder; give a file"},
      {"a folder as event import STATE", {"event", "import", "{dir}/new.jkevent", "{dir}/folder"}, "{dir}/folder: is a folder; give a file",
       false, "{dir}/new.jkevent"},
      {"a FIFO as event import STATE", {"event", "import", "{dir}/new.jkevent", "{dir}/fifo"},
       "{dir}/fifo: is a named pipe, not a regular file; give a saved file", false, "{dir}/new.jkevent"},
      {"/dev/zero as --csv", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "/dev/zero"},
       "/dev/zero: is a device, not a regular file; give a saved file"},
      {"a FIFO as result --csv", {"result", "-e", "{dir}/e.jkevent", "--csv", "{dir}/fifo"},
       "{dir}/fifo: is a named pipe, not a regular file; give a saved file"},
      {"a NUL in a player CSV field", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/nul.csv"},
       "{dir}/nul.csv:2: binary data (a NUL byte), not a text file"},
      {"a NUL in a result CSV field", {"result", "-e", "{dir}/e.jkevent", "--csv", "{dir}/nul-results.csv"},
       "{dir}/nul-results.csv:2: binary data (a NUL byte), not a text file"},
      {"bytes invalid in every encoding (players)", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/bad.csv"},
       "{dir}/bad.csv:3: invalid UTF-8 (byte 0x80) and not Shift_JIS (CP932) or UTF-16 either; save it as UTF-8 "
       "(a file from Japanese Windows: iconv -f CP932 -t UTF-8 {dir}/bad.csv > utf8-bad.csv)"},
      {"bytes invalid in every encoding (card list)", {"cards", "import", "--game", "economica", "{dir}/bad-cards.csv"},
       "{dir}/bad-cards.csv:2: invalid UTF-8 (byte 0xFD) and not Shift_JIS (CP932) or UTF-16 either; save it as UTF-8 "
       "(a file from Japanese Windows: iconv -f CP932 -t UTF-8 {dir}/bad-cards.csv > utf8-bad-cards.csv)"},
      {"an unknown --encoding", {"cards", "import", "--game", "economica", "--encoding", "latin1", "{dir}/bad-cards.csv"},
       "--encoding 'latin1' is not one judgekit reads (utf-8|shift_jis|cp932|utf-16)"},
      {"a FIFO as a decklist", deck({"{dir}/fifo"}), "{dir}/fifo: error: is a named pipe, not a regular file; give a saved file", true},
      {"/dev/zero as a decklist", deck({"/dev/zero"}), "/dev/zero: error: is a device, not a regular file; give a saved file", true},
      {"a decklist invalid in every encoding", deck({"{dir}/bad-deck.txt"}),
       "{dir}/bad-deck.txt:2: error: not UTF-8, and invalid as Shift_JIS (CP932) here (byte 0xFF); fix this line or save it as UTF-8 "
       "(a file from Japanese Windows: iconv -f CP932 -t UTF-8 {dir}/bad-deck.txt > utf8-bad-deck.txt)",
       true},
      {"a UTF-8 decklist with a Shift_JIS line", deck({"{dir}/mixed-deck.txt"}),
       "{dir}/mixed-deck.txt:2: error: invalid UTF-8 (byte 0x93) in a file that is UTF-8 before it (a line from a Shift_JIS file?); "
       "retype the line, or save the file again as UTF-8",
       true},
      {"a Shift_JIS decklist forced as UTF-8", deck({"--encoding", "utf-8", "{dir}/deck-sjis.txt"}),
       "{dir}/deck-sjis.txt:1: error: invalid UTF-8 (byte 0x93, read as UTF-8 because of --encoding); save it as UTF-8 "
       "(a file from Japanese Windows: iconv -f CP932 -t UTF-8 {dir}/deck-sjis.txt > utf8-deck-sjis.txt)",
       true},
  };
  return cases;
}

const std::vector<Accepted>& accepted() {
  static const std::vector<Accepted> cases = {
      {"a Shift_JIS decklist", deck({"{dir}/deck-sjis.txt"}), 1, {"{dir}/deck-sjis.txt: illegal"}, "judgekit: {dir}/deck-sjis.txt: read as Shift_JIS (CP932)\n"},
      {"a decklist with CR-only line ends", deck({"{dir}/deck-cr.txt"}), 1, {"{dir}/deck-cr.txt: illegal"}, ""},
      {"a UTF-16 decklist with a BOM", deck({"{dir}/deck-utf16.txt"}), 1, {"{dir}/deck-utf16.txt: illegal"}, "judgekit: {dir}/deck-utf16.txt: read as UTF-16LE\n"},
      {"a Shift_JIS player list", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/players-sjis.csv"}, 0, {},
       "judgekit: {dir}/players-sjis.csv: read as Shift_JIS (CP932)\n"},
  };
  return cases;
}

}  // namespace

TEST_CASE("hostile inputs are refused with one line, exit 2, and the event file unchanged") {
  for (const auto& c : refused()) {
    SECTION(c.name) {
      TempDir tmp;
      make_corpus(tmp.path);
      std::string event = tmp.file("e.jkevent"), before = bytes_of(event);
      std::vector<std::string> args;
      for (const auto& a : c.args) args.push_back(subst(a, tmp.path));
      auto r = judgekit(args);
      INFO(c.name << "\nstdout: " << r.out << "\nstderr: " << r.err);
      CHECK(r.exit_code == 2);
      if (c.on_stdout) {
        // The list's one error line, then the verdict line.
        CHECK(r.out.rfind(subst(c.line, tmp.path) + "\n", 0) == 0);
        CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 2);
        CHECK(r.out.find(": unreadable: 1 input error\n") != std::string::npos);
        CHECK(r.err.empty());
      } else {
        CHECK(r.err == "judgekit: " + subst(c.line, tmp.path) + "\n");
        CHECK(r.out.empty());
      }
      CHECK(bytes_of(event) == before);
      if (!c.not_created.empty()) CHECK(::access(subst(c.not_created, tmp.path).c_str(), F_OK) != 0);
    }
  }
}

TEST_CASE("Japanese files that used to be refused are read, saying how") {
  for (const auto& c : accepted()) {
    SECTION(c.name) {
      TempDir tmp;
      make_corpus(tmp.path);
      std::vector<std::string> args;
      for (const auto& a : c.args) args.push_back(subst(a, tmp.path));
      auto r = judgekit(args);
      INFO(c.name << "\nstdout: " << r.out << "\nstderr: " << r.err);
      CHECK(r.exit_code == c.exit_code);
      for (const auto& s : c.out_has) CHECK(r.out.find(subst(s, tmp.path)) != std::string::npos);
      CHECK(r.err == subst(c.err, tmp.path));
    }
  }
}

TEST_CASE("a Shift_JIS player list is stored in UTF-8") {
  TempDir tmp;
  make_corpus(tmp.path);
  REQUIRE(judgekit({"player", "add", "-e", tmp.file("e.jkevent"), "--csv", tmp.file("players-sjis.csv")}).exit_code == 0);
  auto list = judgekit({"player", "list", "-e", tmp.file("e.jkevent")});
  CHECK(list.out.find("佐藤 花子") != std::string::npos);
}

TEST_CASE("a 1 MiB XML decklist of 200,000 unknown elements: the first 50 errors and how many more") {
  TempDir tmp;
  make_corpus(tmp.path);
  auto r = judgekit(deck({tmp.file("big.xml")}));
  CHECK(r.exit_code == 2);
  CHECK(r.out.rfind(tmp.file("big.xml") + ":2: error: unknown element <u>", 0) == 0);
  CHECK(r.out.find(tmp.file("big.xml") + ":51: error: unknown element <u>") != std::string::npos);
  CHECK(r.out.find(":52: error: unknown element") == std::string::npos);
  CHECK(r.out.find(tmp.file("big.xml") + ":52: error: and 199950 more problems from here on (the first 50 are shown; fix those first)") !=
        std::string::npos);
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 52);  // 50 errors, "and … more", the verdict
}
