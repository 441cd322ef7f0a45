// Runs the built judgekit as a user's shell would, with exactly the given locale variables set
// (LC_ALL, LC_MESSAGES, LANG and LANGUAGE unset otherwise).
#pragma once
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "run.hpp"

namespace jk::test {

inline RunResult in_locale(const std::vector<std::string>& vars, std::vector<std::string> args) {
  std::vector<std::string> argv = {"env", "-u", "LC_ALL", "-u", "LC_MESSAGES", "-u", "LANG", "-u", "LANGUAGE"};
  argv.insert(argv.end(), vars.begin(), vars.end());
  argv.push_back(JK_BINARY);
  argv.insert(argv.end(), args.begin(), args.end());
  return run(argv);
}
inline RunResult ja(std::vector<std::string> args) { return in_locale({"LANG=ja_JP.UTF-8"}, std::move(args)); }
inline RunResult en(std::vector<std::string> args) { return in_locale({"LANG=C"}, std::move(args)); }
// An English environment with Japanese asked for on the command line: `--lang ja` before the
// command, or after its arguments (it is a global option; a last --lang must not follow an option
// that takes a value).
inline RunResult flag_ja(std::vector<std::string> args, bool after = false) {
  const std::vector<std::string> flag = {"--lang", "ja"};
  args.insert(after ? args.end() : args.begin(), flag.begin(), flag.end());
  return en(std::move(args));
}

// A refusal in both languages (and with --lang ja): each one's whole stderr line, exit 2, nothing
// on stdout. `env` adds variables (JUDGEKIT_GAMES=..., JUDGEKIT_DATA=...).
// Whether `r` printed `text` on stdout.
inline bool has(const RunResult& r, const std::string& text) { return r.out.find(text) != std::string::npos; }

// Output for scripts (--json, --csv): the same bytes and exit code under LANG=C, LANG=ja_JP.UTF-8
// and --lang ja (after the arguments).
inline void same_output(std::vector<std::string> args) {
  auto j = ja(args), e = en(args), f = flag_ja(args, true);
  CHECK(j.exit_code == e.exit_code);
  CHECK(!e.out.empty());
  CHECK(j.out == e.out);
  CHECK(f.out == e.out);
}

enum class LangFlag { before, after };
inline void refused(const std::vector<std::string>& args, const std::string& ja_line, const std::string& en_line,
                    const std::vector<std::string>& env = {}, LangFlag where = LangFlag::before) {
  std::vector<std::string> with_ja = env, with_en = env;
  with_ja.push_back("LANG=ja_JP.UTF-8");
  with_en.push_back("LANG=C");
  // --lang ja before the command, or after its arguments (not after an option that lacks its value).
  std::vector<std::string> flagged = args;
  const std::vector<std::string> flag = {"--lang", "ja"};
  flagged.insert(where == LangFlag::before ? flagged.begin() : flagged.end(), flag.begin(), flag.end());
  auto j = in_locale(with_ja, args), f = in_locale(with_en, flagged), e = in_locale(with_en, args);
  CHECK(j.exit_code == 2);
  CHECK(f.exit_code == 2);
  CHECK(e.exit_code == 2);
  CHECK(j.err == "judgekit: " + ja_line + "\n");
  CHECK(f.err == j.err);
  CHECK(e.err == "judgekit: " + en_line + "\n");
  CHECK(j.out.empty());
  CHECK(e.out.empty());
}

}  // namespace jk::test
