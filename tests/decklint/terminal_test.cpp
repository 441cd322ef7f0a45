// Text from a file on a terminal (issue 11): a card name holding an escape sequence or a bidi
// override is shown escaped by `deck check`; --json keeps the exact string.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "helpers.hpp"
#include "run.hpp"
#include "text.hpp"

using jk::terminal_text;
using jk::test::judgekit;

TEST_CASE("terminal_text: controls, C1, bidi overrides and stray bytes become visible escapes", "[text]") {
  CHECK(terminal_text("日本株") == "日本株");
  CHECK(terminal_text("C:\\decks\\a.txt") == "C:\\decks\\a.txt");  // backslashes as they were
  CHECK(terminal_text("\x1b[2J日本株") == "\\x1b[2J日本株");
  CHECK(terminal_text("a\tb\nc\x7f") == "a\\x09b\\x0ac\\x7f");
  CHECK(terminal_text("a\nb", true) == "a\nb");
  CHECK(terminal_text("\xc2\x9b" "31m") == "\\u009b31m");                          // C1 CSI
  CHECK(terminal_text("a\xe2\x80\xae" "cba") == "a\\u202ecba");                   // RIGHT-TO-LEFT OVERRIDE
  CHECK(terminal_text("\xe2\x80\xaa\xe2\x81\xa6\xe2\x81\xa9") == "\\u202a\\u2066\\u2069");
  CHECK(terminal_text("\xe2\x80\x8f") == "\xe2\x80\x8f");                         // RLM is no override: kept
  CHECK(terminal_text("ok\xff\xfe株") == "ok\\xff\\xfe株");                        // not UTF-8
}

TEST_CASE("deck check: a card name with an escape sequence is shown escaped; --json keeps it", "[cli][bad-input]") {
  dlt::isolate_environment();
  jk::test::TempDir dir;
  const std::string list = dir.file("esc.txt");
  jk::test::write_file(list, "4 \x1b[2J日本株\n3 a\xe2\x80\xae" "b\n");
  const std::vector<std::string> args = {"deck", "check", "--game", "economica", "--date", "2015-08-08", "--cards",
                                         JK_FIXTURES "/decklint/economica-cards.csv", list};
  auto r = judgekit(args);
  CHECK(r.exit_code == 2);  // unknown cards: the list cannot be read, as before
  CHECK(r.out.find('\x1b') == std::string::npos);
  CHECK(r.out.find("\xe2\x80\xae") == std::string::npos);
  CHECK(r.out.find(list + ":1: error: unknown card '\\x1b[2J日本株'; did you mean 日本株") != std::string::npos);
  CHECK(r.out.find(list + ":2: error: unknown card 'a\\u202eb'") != std::string::npos);

  auto json_args = args;
  json_args.insert(json_args.end() - 1, "--json");
  auto j = judgekit(json_args);
  CHECK(j.exit_code == 2);
  CHECK(j.out.find("\\u001b[2J日本株") != std::string::npos);  // JSON's own escape
  auto parsed = nlohmann::json::parse(j.out);
  CHECK(parsed["diagnostics"][0]["message"].get<std::string>().find("'\x1b[2J日本株'") != std::string::npos);
  CHECK(parsed["diagnostics"][1]["message"].get<std::string>().find("'a\xe2\x80\xae" "b'") != std::string::npos);
}

TEST_CASE("a file name with an escape sequence is shown escaped in deck check and in errors", "[cli][bad-input]") {
  dlt::isolate_environment();
  jk::test::TempDir dir;
  const std::string list = dir.file("a\x1b]0;x\x07.txt");
  jk::test::write_file(list, "-1 日本株\n");
  auto r = judgekit({"deck", "check", "--game", "economica", "--date", "2015-08-08", list});
  CHECK(r.exit_code == 2);
  CHECK(r.out.find('\x1b') == std::string::npos);
  CHECK(r.out.find("a\\x1b]0;x\\x07.txt:1: error: negative count -1") != std::string::npos);
  auto missing = judgekit({"deck", "check", "--game", "economica", "--date", "2015-08-08", dir.file("b\x1b[31m.txt")});
  CHECK(missing.exit_code == 2);
  CHECK(missing.out.find('\x1b') == std::string::npos);
  CHECK(missing.out.find("b\\x1b[31m.txt: error: cannot read the file: there is no such file") != std::string::npos);
  // An error a command stops on (exit 2, cli::run_command) quotes the file the same way.
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "x", "--date", "2015-08-08"}).exit_code == 0);
  auto csv = judgekit({"player", "add", "--event", e, "--csv", dir.file("c\x1b[31m.csv")});
  CHECK(csv.exit_code == 2);
  CHECK(csv.err == "judgekit: " + dir.file("c\\x1b[31m.csv") + ": cannot read the file: there is no such file\n");
}
