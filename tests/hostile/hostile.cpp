#include "hostile.hpp"

#include <filesystem>

namespace jk::test {

std::string sha256_of(const std::string& path) {
  if (!std::filesystem::exists(path)) return "(none)";
  RunResult r = run({"sha256sum", "--", path});
  return r.exit_code == 0 ? r.out.substr(0, 64) : "(unreadable)";
}

Unchanged::Unchanged(const std::vector<std::string>& paths) {
  for (const auto& p : paths) before[p] = sha256_of(p);
}

std::vector<std::string> Unchanged::changed() const {
  std::vector<std::string> out;
  for (const auto& [path, hash] : before)
    if (sha256_of(path) != hash) out.push_back(path);
  return out;
}

RunResult judgekit_env(const std::vector<std::string>& env, const std::vector<std::string>& args, const std::string& input) {
  std::vector<std::string> argv{"env", "JUDGEKIT_GAMES=" JK_SOURCE_DIR "/games", "NO_COLOR=1"};
  argv.insert(argv.end(), env.begin(), env.end());
  argv.push_back(JK_BINARY);
  argv.insert(argv.end(), args.begin(), args.end());
  return run(argv, input);
}

std::vector<std::string> files_starting(const std::string& dir, const std::string& prefix) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().filename().string().rfind(prefix, 0) == 0) out.push_back(e.path().filename().string());
  return out;
}

std::string repeated(const std::string& unit, std::size_t bytes) {
  std::string out;
  out.reserve(bytes + unit.size());
  while (out.size() < bytes) out += unit;
  return out;
}

}  // namespace jk::test
