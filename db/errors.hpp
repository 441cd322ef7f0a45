// The two kinds of failure every command reports: bad input (exit 2) and everything else.
#pragma once
#include <stdexcept>
#include <string>

namespace jk {

// Input a person can fix: a file, a line and what is wrong. Commands exit 2 on it.
struct InputError : std::runtime_error {
  std::string file;  // may be empty
  int line = 0;      // 0 when the problem is not tied to a line
  InputError(std::string file_, int line_, const std::string& what_)
      : std::runtime_error(what_), file(std::move(file_)), line(line_) {}
  explicit InputError(const std::string& what_) : std::runtime_error(what_) {}
  // "file:line: what" (or the parts that are known).
  std::string located() const {
    std::string out;
    if (!file.empty()) out += file + ":";
    if (line > 0) out += std::to_string(line) + ":";
    if (!out.empty()) out += " ";
    return out + what();
  }
};

}  // namespace jk
