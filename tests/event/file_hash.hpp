// Shared by the event tests: a file's SHA-256, to show a refused command left it byte for byte.
#pragma once
#include <string>

#include "run.hpp"

namespace jk::test {

inline std::string sha(const std::string& file) { return run({"sha256sum", file}).out.substr(0, 64); }

}  // namespace jk::test
