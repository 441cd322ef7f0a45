// Helpers of the hostile-input tests: the bytes of the files a refusal must leave as they were,
// compared from another process (sha256sum), and the one line a refusal prints.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "run.hpp"

namespace jk::test {

// sha256sum's hash of `path`, read by another process; "(none)" when there is no such file.
std::string sha256_of(const std::string& path);

// The hashes of some files (and whether each exists), taken now and compared later.
struct Unchanged {
  std::map<std::string, std::string> before;
  explicit Unchanged(const std::vector<std::string>& paths);
  // Paths whose hash (or existence) differs now; empty when nothing changed.
  std::vector<std::string> changed() const;
};

// judgekit with extra environment ("NAME=value") before the usual (JUDGEKIT_GAMES of the source
// tree unless given, NO_COLOR).
RunResult judgekit_env(const std::vector<std::string>& env, const std::vector<std::string>& args, const std::string& input = "");

// Files in `dir` whose names start with `prefix` (".e.jkevent.creating-").
std::vector<std::string> files_starting(const std::string& dir, const std::string& prefix);

// `unit` repeated until the text is at least `bytes` long.
std::string repeated(const std::string& unit, std::size_t bytes);

}  // namespace jk::test
