// Shared by the rulings tests: a private data folder (no user's imported card list or cache
// leaks in) and indexes of the shipped packs and of the test packs.
#pragma once
#include <cstdlib>
#include <string>
#include <vector>

#include "rulings.hpp"
#include "run.hpp"

namespace jk::test {

struct RulingsEnv {
  TempDir data;
  RulingsEnv() { setenv("JUDGEKIT_DATA", data.path.c_str(), 1); }
};

inline RulingsEnv& rulings_env() {
  static RulingsEnv env;
  return env;
}

// `judgekit rules ARGS...` with the private data folder.
inline RunResult rules_command(std::vector<std::string> args) {
  rulings_env();
  args.insert(args.begin(), "rules");
  return judgekit(args);
}

inline std::string shipped_games() { return std::string(JK_SOURCE_DIR) + "/games"; }
inline std::string fixture_games() { return fixture("rulings/games"); }

// The index of the five shipped rulebooks, built once per test run.
inline rulings::Index& shipped_index() {
  static rulings::IndexPtr index = rulings::open_index(shipped_games(), rulings_env().data.file("shipped.sqlite"));
  return *index;
}

inline rulings::Index& fixture_index() {
  static rulings::IndexPtr index = rulings::open_index(fixture_games(), rulings_env().data.file("fixture.sqlite"));
  return *index;
}

}  // namespace jk::test
