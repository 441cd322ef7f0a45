// Shared by the event tests: a one-format game pack whose <match> element is the test's, written
// as DIR/x/game.xml, to load or refuse (the packs' match rules at their boundaries); a command
// that must succeed.
#pragma once
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "run.hpp"

namespace jk::test {

// What `judgekit args` prints; the test stops (with its error) unless it exits 0.
inline std::string run_ok(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

inline std::string match_pack(TempDir& dir, const std::string& match) {
  std::filesystem::create_directories(dir.file("x"));
  write_file(dir.file("x/game.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<game id=\"x\" schema=\"1\">\n"
                                     "  <name lang=\"ja\">テスト</name>\n  <name lang=\"en\">Test</name>\n  " +
                                         match + "\n  <format id=\"a\"/>\n</game>\n");
  return dir.file("x/game.xml");
}

}  // namespace jk::test
