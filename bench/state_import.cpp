// `event export` and `event import` of a large event (docs/BENCHMARKS.md): wall, CPU and peak
// resident size of each whole process, beside the floor of reading the same state whole with
// nlohmann (what an import held before its rounds were streamed).
//
//   state_import EVENT.jkevent [RUNS]    (EVENT: the 10,000-player file pairing_bench makes)
//   state_import --parse STATE.json      (the floor, run as a child of the above)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "child_process.hpp"

namespace fs = std::filesystem;

namespace {

void print(const char* what, const std::vector<jk::bench::ChildRun>& runs) {
  // Median (min-max) of `value` over the runs, in whole units.
  auto spread = [&](auto value) {
    std::vector<double> v;
    for (const auto& r : runs) v.push_back(value(r));
    std::sort(v.begin(), v.end());
    return std::to_string(static_cast<long>(v[v.size() / 2])) + " (" + std::to_string(static_cast<long>(v.front())) + "-" +
           std::to_string(static_cast<long>(v.back())) + ")";
  };
  std::printf("%-44s wall %s ms, CPU %s ms, peak resident %s MB\n", what, spread([](const auto& r) { return r.wall_ms; }).c_str(),
              spread([](const auto& r) { return r.cpu_ms; }).c_str(), spread([](const auto& r) { return r.max_rss_kib / 1024.0; }).c_str());
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
  std::vector<jk::bench::ChildRun> exports, imports, floors;
  for (int k = 0; k < runs; ++k) {
    exports.push_back(jk::bench::run_child_ok({judgekit, "event", "export", "-e", event}, state));
    for (const char* s : {"", "-wal", "-shm"}) fs::remove(copy + s);
    imports.push_back(jk::bench::run_child_ok({judgekit, "event", "import", copy, state}));
    floors.push_back(jk::bench::run_child_ok({self, "--parse", state}));
  }
  std::printf("%s: state %.1f MB, %d runs, median (min-max)\n", event.c_str(), static_cast<double>(fs::file_size(state)) / 1e6, runs);
  print("judgekit event export", exports);
  print("judgekit event import", imports);
  print("floor: nlohmann reading the state whole", floors);
  for (const char* s : {"", "-wal", "-shm"}) fs::remove(copy + s);
  fs::remove(state);
  return 0;
}
