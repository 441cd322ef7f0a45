#include "actor.hpp"

namespace jk::event {

Actor command_line_actor(int argc, const char* const* argv) {
  std::string out = "judgekit";
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    bool quote = arg.empty() || arg.find_first_of(" \t'\"\\$`<>|&;") != std::string::npos;
    if (quote) {
      std::string q = "'";
      for (char c : arg) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
      arg = q + "'";
    }
    out += " " + arg;
  }
  return {out};
}

}  // namespace jk::event
