// Shared by the event tests: a one-format game pack whose <match> element is the test's, written
// as DIR/x/game.xml, to load or refuse (the packs' match rules at their boundaries).
#pragma once
#include <filesystem>
#include <string>

#include "run.hpp"

namespace jk::test {

inline std::string match_pack(TempDir& dir, const std::string& match) {
  std::filesystem::create_directories(dir.file("x"));
  write_file(dir.file("x/game.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<game id=\"x\" schema=\"1\">\n"
                                     "  <name lang=\"ja\">テスト</name>\n  <name lang=\"en\">Test</name>\n  " +
                                         match + "\n  <format id=\"a\"/>\n</game>\n");
  return dir.file("x/game.xml");
}

}  // namespace jk::test
