// Runs the judgekit binary (or any command) for CLI tests, capturing output and exit code.
#pragma once
#include <functional>
#include <string>
#include <vector>

namespace jk::test {

struct RunResult {
  int exit_code = -1;
  std::string out, err;
};

// Runs build/judgekit with `args`; `input` goes to its stdin. Environment: JUDGEKIT_GAMES set
// to the source tree's games/, NO_COLOR=1.
RunResult judgekit(const std::vector<std::string>& args, const std::string& input = "");
RunResult run(const std::vector<std::string>& argv, const std::string& input = "");

// A fresh empty directory under the system temp dir, removed when the object dies.
struct TempDir {
  std::string path;
  TempDir();
  ~TempDir();
  std::string file(const std::string& name) const { return path + "/" + name; }
};

void write_file(const std::string& path, const std::string& content);
std::string read_file(const std::string& path);
std::string fixture(const std::string& relative);  // tests/fixtures/<relative>

// What `f` throws as an InputError, "file:line: what"; "(no error)" when it throws nothing.
std::string error_of(const std::function<void()>& f);

// Whether `part` appears in `text`.
inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace jk::test
