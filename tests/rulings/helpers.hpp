// Shared by the rulings tests: a private data folder (no user's imported card list or cache
// leaks in) and indexes of the shipped packs and of the test packs.
#pragma once
#include <cstdlib>
#include <filesystem>
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

// A writable copy of the test packs, its rulings and terms to edit.
struct Packs {
  TempDir dir;
  std::string games = dir.file("games");
  std::string cache = dir.file("data/rulings-cache.sqlite");
  Packs() {
    rulings_env();
    std::filesystem::copy(fixture_games(), games, std::filesystem::copy_options::recursive);
  }
  std::string rulings(const std::string& game) const { return games + "/" + game + "/rulings.xml"; }
  void append_entry(const std::string& game, const std::string& entry) const {
    std::string text = read_file(rulings(game));
    text.insert(text.rfind("</rulings>"), entry + "\n");
    write_file(rulings(game), text);
  }
  void terms(const std::string& body) const {
    write_file(games + "/economica/terms.xml", "<terms game=\"economica\" schema=\"1\">\n" + body + "\n</terms>\n");
  }
};

}  // namespace jk::test
