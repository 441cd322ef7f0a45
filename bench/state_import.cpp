// `event export` and `event import` of a large event (docs/BENCHMARKS.md): wall, CPU and peak
// resident size of each whole process, beside the floor of reading the same state whole with
// nlohmann (what an import held before its rounds were streamed).
//
//   state_import EVENT.jkevent [RUNS]    (EVENT: the 10,000-player file pairing_bench makes)
//   state_import --parse STATE.json      (the floor, run as a child of the above)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace {

struct Run {
  double wall_ms = 0, cpu_ms = 0;
  long rss_mb = 0;
};

// `argv` as a child with stdout to `out` (or /dev/null); its wall time, CPU and peak resident size.
Run run(const std::vector<std::string>& argv, const std::string& out = "/dev/null") {
  const auto t = std::chrono::steady_clock::now();
  pid_t pid = fork();
  if (pid == 0) {
    if (!std::freopen(out.c_str(), "w", stdout)) _exit(126);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
  int status = 0;
  rusage u{};
  wait4(pid, &status, 0, &u);
  Run r;
  r.wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
  r.cpu_ms = (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
  r.rss_mb = u.ru_maxrss / 1024;
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "%s failed (status %d)\n", argv[0].c_str(), status);
    std::exit(1);
  }
  return r;
}

void print(const char* what, std::vector<Run> runs) {
  auto median = [&](auto field) {
    std::vector<double> v;
    for (const auto& r : runs) v.push_back(static_cast<double>(r.*field));
    std::sort(v.begin(), v.end());
    return std::to_string(static_cast<long>(v[v.size() / 2])) + " (" + std::to_string(static_cast<long>(v.front())) + "-" +
           std::to_string(static_cast<long>(v.back())) + ")";
  };
  std::printf("%-44s wall %s ms, CPU %s ms, peak resident %s MB\n", what, median(&Run::wall_ms).c_str(), median(&Run::cpu_ms).c_str(),
              median(&Run::rss_mb).c_str());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::string(argv[1]) == "--parse") {
    std::ifstream in(argv[2], std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    const nlohmann::json doc = nlohmann::json::parse(s);
    return doc.is_object() ? 0 : 1;
  }
  if (argc < 2) {
    std::fprintf(stderr, "usage: state_import EVENT.jkevent [RUNS]\n");
    return 2;
  }
  const std::string event = argv[1], self = fs::read_symlink("/proc/self/exe").string();
  const std::string judgekit = (fs::path(self).parent_path().parent_path() / "judgekit").string();
  const int runs = argc > 2 ? std::stoi(argv[2]) : 5;
  const std::string state = (fs::temp_directory_path() / "state_import.json").string();
  const std::string copy = (fs::temp_directory_path() / "state_import.jkevent").string();
  std::vector<Run> exports, imports, floors;
  for (int k = 0; k < runs; ++k) {
    exports.push_back(run({judgekit, "event", "export", "-e", event}, state));
    for (const char* s : {"", "-wal", "-shm"}) fs::remove(copy + s);
    imports.push_back(run({judgekit, "event", "import", copy, state}));
    floors.push_back(run({self, "--parse", state}));
  }
  std::printf("%s: state %.1f MB, %d runs, median (min-max)\n", event.c_str(), static_cast<double>(fs::file_size(state)) / 1e6, runs);
  print("judgekit event export", exports);
  print("judgekit event import", imports);
  print("floor: nlohmann reading the state whole", floors);
  for (const char* s : {"", "-wal", "-shm"}) fs::remove(copy + s);
  fs::remove(state);
  return 0;
}
