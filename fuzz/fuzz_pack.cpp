// libFuzzer: a game pack's game.xml, loaded as `games show` loads it. The pack must sit in a folder
// named after its id, so the file is written under its root's id="…" (or "fuzz").
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "errors.hpp"
#include "pack.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace fs = std::filesystem;
  std::string text(reinterpret_cast<const char*>(data), size);
  static const std::regex id_attr(R"(<game[^>]*\sid="([a-z0-9-]{1,40})\")");
  std::smatch m;
  std::string id = std::regex_search(text, m, id_attr) ? m[1].str() : "fuzz";
  static const fs::path root = fs::temp_directory_path() / ("judgekit-fuzz-pack-" + std::to_string(::getpid()));
  fs::create_directories(root / id);
  fs::path xml = root / id / "game.xml";
  std::ofstream(xml, std::ios::binary | std::ios::trunc) << text;
  try {
    jk::load_game_file(xml.string());
  } catch (const jk::InputError&) {
  }
  return 0;
}
