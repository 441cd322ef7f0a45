// Hostile inputs through the real binary: every case is a row of a table. A refused input must
// exit 2 with exactly one line naming the file (and the line when there is one), print nothing
// else, and leave every file of the case's folder as it was (compared by another process). To
// add a case, add a row.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "hostile.hpp"
#include "run.hpp"
#include "sqlite.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::Unchanged;
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

// `text` with `from` replaced by `to` (once; the test fails when `from` is not there).
std::string replaced(std::string text, const std::string& from, const std::string& to) {
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// Event states for `event import`: the export of a fresh event (players 1 甲, 2 乙, no round),
// each with one thing wrong.
void make_states(const std::string& d) {
  auto r = judgekit({"event", "export", "-e", d + "e.jkevent"});
  REQUIRE(r.exit_code == 0);
  const std::string state = r.out;
  // 100,000 levels crashed nlohmann's dump (SIGSEGV); 5,000 reached SQLite's CHECK, which named the new file.
  write_file(d + "deep.json", replaced(state, "\"settings\": {", "\"settings\": {\"x\": " + std::string(100000, '[') + std::string(100000, ']') + ","));
  write_file(d + "deep5k.json", replaced(state, "\"settings\": {", "\"settings\": {\"x\": " + std::string(5000, '[') + std::string(5000, ']') + ","));
  write_file(d + "huge.json", replaced(state, "\"top_cut\": 0", "\"top_cut\": 1e400"));
  write_file(d + "esc.json", replaced(state, "\"name\": \"甲\"", "\"name\": \"\\u001b[2J甲\""));
  write_file(d + "nul.json", replaced(state, "\"name\": \"甲\"", "\"name\": \"甲\\u0000\""));
  write_file(d + "csi.json", replaced(state, "\"name\": \"甲\"", "\"name\": \"甲\\u009b2J\""));
  write_file(d + "rlo.json", replaced(state, "\"name\": \"甲\"", "\"name\": \"\\u202e甲\""));
  write_file(d + "digits.json", replaced(state, "\"name\": \"甲\"", "\"name\": \"12345\""));
  write_file(d + "dropped.json", replaced(state, "\"dropped_after_round\": null", "\"dropped_after_round\": 99"));
  write_file(d + "event-esc.json", replaced(state, "\"name\": \"h\"", "\"name\": \"h\\u001b]0;x\\u0007\""));
}

// The line of `needle` in file `path`.
int line_in(const std::string& path, const std::string& needle) {
  std::string text = jk::test::read_file(path);
  auto at = text.find(needle);
  REQUIRE(at != std::string::npos);
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

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
  // Issue 28: a CSV quote with text after it; C1 controls and a bidi override; a header alone.
  write_file(d + "quote.csv", "name\n\"Alice\"x\n");
  write_file(d + "csi.csv", "name\nA\xC2\x9B" "2J\n");
  write_file(d + "nel.csv", "name\nA\xC2\x85" "B\n");
  write_file(d + "rlo.csv", "name\nA\xE2\x80\xAE" "B\n");
  write_file(d + "header.csv", "name,reading\n");
  // A Shift_JIS line (佐藤 花子), then a UTF-8 one (鈴木); EUC-JP (佐藤 花子); overlong and cut-short UTF-8.
  write_file(d + "mixed.csv", "name\n\x8D\xB2\x93\xA1\x20\x89\xD4\x8E\x71\n\xE9\x88\xB4\xE6\x9C\xA8\n");
  write_file(d + "euc.csv", "name\n\xBA\xB4\xC6\xA3\x20\xB2\xD6\xBB\xD2\n");
  write_file(d + "overlong.csv", "name\nA\xE0\x80\xAF\n");  // '/' in three bytes
  write_file(d + "cut.csv", "name\nA\xE9\x88\n");
  write_file(d + "esc-cards.csv", "number,name\nX1,A\x1b[2J\n");
  write_file(d + "empty-cards.csv", "number,name\nX1,\n");
  write_file(d + "quote-deck.csv", "count,card\n4,\"日本株\"x\n");
  auto r = judgekit({"event", "create", d + "e.jkevent", "--game", "economica", "--name", "h", "--date", "2015-08-08", "--seed", "1"});
  REQUIRE(r.exit_code == 0);
  REQUIRE(judgekit({"player", "add", "-e", d + "e.jkevent", "甲", "乙"}).exit_code == 0);
  make_states(d);
}

// "{dir}": the case's folder; "{L:FILE|TEXT}": the line of TEXT in FILE of that folder.
std::string subst(std::string s, const std::string& dir) {
  for (std::size_t at; (at = s.find("{dir}")) != std::string::npos;) s.replace(at, 5, dir);
  for (std::size_t at; (at = s.find("{L:")) != std::string::npos;) {
    std::size_t bar = s.find('|', at), end = s.find('}', bar);
    s.replace(at, end + 1 - at, std::to_string(line_in(dir + "/" + s.substr(at + 3, bar - at - 3), s.substr(bar + 1, end - bar - 1))));
  }
  return s;
}

// Every regular file of the case's folder (the FIFO is left alone: reading it would block).
std::vector<std::string> regular_files(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.is_regular_file()) out.push_back(e.path().string());
  return out;
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
      // Issue 28: CSV quoting, controls, encodings.
      {"text after a closing quote (\"Alice\"x was read as Alicex)", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/quote.csv"},
       "{dir}/quote.csv:2: text after the closing quote of a field; quote the whole field and double inner quotes"},
      {"text after a closing quote in a CSV decklist", deck({"{dir}/quote-deck.csv"}),
       "{dir}/quote-deck.csv:2: error: text after the closing quote of a field; quote the whole field and double inner quotes", true},
      {"a C1 CSI (U+009B) in a player CSV", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/csi.csv"},
       "{dir}/csi.csv:2: the name contains a control character (code U+009B); type it again without it"},
      {"a C1 NEL (U+0085) in a player CSV", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/nel.csv"},
       "{dir}/nel.csv:2: the name contains a control character (code U+0085); type it again without it"},
      {"a right-to-left override (U+202E) in a player CSV", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/rlo.csv"},
       "{dir}/rlo.csv:2: the name contains a control character (code U+202E); type it again without it"},
      {"a player CSV of only its header", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/header.csv"},
       "{dir}/header.csv:1: no players in the file, only its header line; add a line for each player below it"},
      {"a Shift_JIS line, then a UTF-8 one (鈴木 became 驤ｴ譛ｨ)", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/mixed.csv"},
       "{dir}/mixed.csv:3: a line in UTF-8 in a file that is Shift_JIS (CP932) elsewhere (a line from a UTF-8 file?); retype the line, "
       "or save the whole file as UTF-8"},
      {"an EUC-JP player list", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/euc.csv"},
       "{dir}/euc.csv:2: this looks like EUC-JP, which judgekit does not read; save it as UTF-8 (iconv -f EUC-JP -t UTF-8 {dir}/euc.csv > "
       "utf8-euc.csv)"},
      {"overlong UTF-8", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/overlong.csv"},
       "{dir}/overlong.csv:2: invalid UTF-8 (byte 0xE0), and not Japanese in Shift_JIS (CP932) either; retype the line, or give "
       "--encoding shift_jis if the file is Shift_JIS"},
      {"UTF-8 cut short", {"player", "add", "-e", "{dir}/e.jkevent", "--csv", "{dir}/cut.csv"},
       "{dir}/cut.csv:2: invalid UTF-8 (byte 0xE9), and not Japanese in Shift_JIS (CP932) either; retype the line, or give "
       "--encoding shift_jis if the file is Shift_JIS"},
      {"ESC in a card list", {"cards", "import", "--game", "economica", "{dir}/esc-cards.csv"},
       "{dir}/esc-cards.csv:2: the card's name contains a control character (code 27); type it again without it"},
      {"a card without a name in a card list", {"cards", "import", "--game", "economica", "{dir}/empty-cards.csv"},
       "{dir}/empty-cards.csv:2: card X1 has no name; give every card its name"},
      // Issue 28: event states. The JSON is named, not the event file that was never made.
      {"JSON nested 100,000 deep (SIGSEGV in dump)", {"event", "import", "{dir}/new.jkevent", "{dir}/deep.json"},
       "{dir}/deep.json:{L:deep.json|[[[[}: JSON nested more than 64 levels deep; no judgekit file is (is this the right file?)", false,
       "{dir}/new.jkevent"},
      {"JSON nested 5,000 deep (SQLite's CHECK named the new file)", {"event", "import", "{dir}/new.jkevent", "{dir}/deep5k.json"},
       "{dir}/deep5k.json:{L:deep5k.json|[[[[}: JSON nested more than 64 levels deep; no judgekit file is (is this the right file?)",
       false, "{dir}/new.jkevent"},
      {"a number beyond a double (1e400)", {"event", "import", "{dir}/new.jkevent", "{dir}/huge.json"},
       "{dir}/huge.json:{L:huge.json|1e400}: the number 1e400 is too large", false, "{dir}/new.jkevent"},
      {"ESC in an imported name", {"event", "import", "{dir}/new.jkevent", "{dir}/esc.json"},
       "{dir}/esc.json: $.players[0]: the name contains a control character (code 27); type it again without it", false, "{dir}/new.jkevent"},
      {"NUL in an imported name", {"event", "import", "{dir}/new.jkevent", "{dir}/nul.json"},
       "{dir}/nul.json: $.players[0]: the name contains a control character (code 0); type it again without it", false, "{dir}/new.jkevent"},
      // An event created with such a name was a file every later open called damaged.
      {"an event --name that is not UTF-8", {"event", "create", "{dir}/new.jkevent", "--game", "economica", "--name", "\xff", "--date", "2015-08-08"},
       "the name is not valid UTF-8", false, "{dir}/new.jkevent"},
      {"ESC in an event --name", {"event", "create", "{dir}/new.jkevent", "--game", "economica", "--name", "a\x1b[2Jb", "--date", "2015-08-08"},
       "the name contains a control character (code 27); type it again without it", false, "{dir}/new.jkevent"},
      {"C1 CSI in an imported name", {"event", "import", "{dir}/new.jkevent", "{dir}/csi.json"},
       "{dir}/csi.json: $.players[0]: the name contains a control character (code U+009B); type it again without it", false,
       "{dir}/new.jkevent"},
      {"U+202E in an imported name", {"event", "import", "{dir}/new.jkevent", "{dir}/rlo.json"},
       "{dir}/rlo.json: $.players[0]: the name contains a control character (code U+202E); type it again without it", false,
       "{dir}/new.jkevent"},
      {"an imported name of only digits", {"event", "import", "{dir}/new.jkevent", "{dir}/digits.json"},
       "{dir}/digits.json: $.players[0]: the name '12345' is only digits, which reads as a player id; add a letter", false, "{dir}/new.jkevent"},
      {"dropped_after_round beyond the event's rounds", {"event", "import", "{dir}/new.jkevent", "{dir}/dropped.json"},
       "{dir}/dropped.json: $.players[0].dropped_after_round: 99 is out of range 0..0", false, "{dir}/new.jkevent"},
      {"an OSC sequence in an imported event name", {"event", "import", "{dir}/new.jkevent", "{dir}/event-esc.json"},
       "{dir}/event-esc.json: $.event.name: the name contains a control character (code 27); type it again without it", false,
       "{dir}/new.jkevent"},
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
      Unchanged files(regular_files(tmp.path));
      std::vector<std::string> args;
      for (const auto& a : c.args) args.push_back(subst(a, tmp.path));
      // `cards import` stores a list it accepts there: in the case's folder, never the user's.
      auto r = jk::test::judgekit_env({"JUDGEKIT_DATA=" + tmp.file("data")}, args);
      INFO(c.name << "\nstdout: " << r.out << "\nstderr: " << r.err);
      CHECK(r.exit_code == 2);
      CHECK(!std::filesystem::exists(tmp.file("data")));
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
      CHECK(files.changed().empty());
      if (!c.not_created.empty()) {
        CHECK(::access(subst(c.not_created, tmp.path).c_str(), F_OK) != 0);
        CHECK(jk::test::files_starting(tmp.path, ".new.jkevent.creating-").empty());
      }
      CHECK(regular_files(tmp.path).size() == files.before.size());  // nothing new beside them
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

TEST_CASE("a game pack whose game.xml is a FIFO, a folder or /dev/zero is refused at once, in one line") {
  TempDir tmp;
  std::string games = tmp.file("games");
  std::filesystem::create_directories(games);
  std::filesystem::copy(JK_SOURCE_DIR "/games/economica", games + "/economica", std::filesystem::copy_options::recursive);
  std::filesystem::create_directories(games + "/fifo");
  REQUIRE(::mkfifo((games + "/fifo/game.xml").c_str(), 0600) == 0);
  std::filesystem::create_directories(games + "/folder/game.xml");
  std::filesystem::create_directories(games + "/zero");
  std::filesystem::create_symlink("/dev/zero", games + "/zero/game.xml");
  // `timeout`: a FIFO blocked every command forever.
  auto jk = [&](std::vector<std::string> args) {
    std::vector<std::string> argv{"timeout", "60", "env", "JUDGEKIT_GAMES=" + games, "NO_COLOR=1", JK_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    return jk::test::run(argv);
  };
  const std::vector<std::pair<std::string, std::string>> packs = {
      {"fifo", "is a named pipe, not a regular file; give a saved file"},
      {"folder", "is a folder; give a file"},  // was "internal error: basic_filebuf::underflow"
      {"zero", "is a device, not a regular file; give a saved file"},
  };
  for (const auto& [id, what] : packs) {
    INFO(id);
    auto r = jk({"games", "show", id});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "judgekit: " + games + "/" + id + "/game.xml: " + what + "\n");
  }
  // The broken packs stand aside: a command about another game works.
  auto r = jk({"event", "create", tmp.file("e.jkevent"), "--game", "economica", "--name", "h", "--date", "2015-08-08"});
  CHECK(r.exit_code == 0);
}

TEST_CASE("a name with ESC in an event file (an older or edited file) reaches the terminal escaped") {
  TempDir tmp;
  std::string e = tmp.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "h", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "-e", e, "甲"}).exit_code == 0);
  {
    jk::Database db(e, false);
    db.exec("UPDATE players SET name = '甲' || char(27) || '[2J' || char(0x9b) || '31m'");
  }
  auto r = judgekit({"player", "list", "-e", e});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find('\x1b') == std::string::npos);
  CHECK(r.out.find("\xC2\x9B") == std::string::npos);
  CHECK(r.out.find("甲\\x1b[2J\\u009b31m") != std::string::npos);
}
