// Batch decklint speed: 10,000 list files through `judgekit deck check DIR` (2 threads), wall time
// of the whole process, files in the page cache. Run by hand:
//   build/bench/decklint_batch [files] [runs]
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "decklint_decks.hpp"

int main(int argc, char** argv) {
  int files = argc > 1 ? std::atoi(argv[1]) : 10000;
  int runs = argc > 2 ? std::atoi(argv[2]) : 5;
  namespace fs = std::filesystem;
  std::string tmpl = (fs::temp_directory_path() / "decklint-batch-XXXXXX").string();
  if (!mkdtemp(tmpl.data())) return 1;
  fs::path dir = tmpl;
  auto decks = bench_decks(files);
  for (int i = 0; i < files; ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "deck%05d.txt", i);
    std::ofstream(dir / name, std::ios::binary) << decks[static_cast<std::size_t>(i)];
  }
  std::string cards = JK_SOURCE_DIR "/tests/fixtures/decklint/economica-cards.csv";
  std::vector<double> secs;
  setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 1);  // the child's, inherited
  for (int r = 0; r <= runs; ++r) {
    const jk::bench::ChildRun c = jk::bench::run_child(
        {JK_BINARY, "deck", "check", "--game", "economica", "--date", "2015-08-08", "--cards", cards, dir.string()});
    const double s = c.wall_ms / 1e3;
    if (c.exit_code() != 1) std::printf("unexpected exit status %d\n", c.status);
    if (r == 0) continue;  // the first run warms the page cache
    secs.push_back(s);
    std::printf("run %d: %.3f s wall for %d files\n", r, s, files);
  }
  fs::remove_all(dir);
  std::sort(secs.begin(), secs.end());
  std::printf("median %.3f s, min %.3f, max %.3f (%d files, judgekit deck check DIR)\n", secs[secs.size() / 2], secs.front(), secs.back(), files);
}
