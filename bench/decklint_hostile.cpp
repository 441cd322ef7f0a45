// Hostile decklists (issue 11): an XML list just under 1 MiB with 200,000 unknown elements, and
// a Shift_JIS list, through Checker::check_file (read, decode, parse, report). Run by hand:
//   build/bench/decklint_hostile [runs]
// Prints each run and the median; the XML list must answer in well under 0.5 s.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "decklint.hpp"

namespace dl = jk::decklint;

static double median_seconds(dl::Checker& checker, const std::string& path, int runs, std::size_t& diagnostics) {
  std::vector<double> t;
  for (int r = 0; r < runs; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    dl::Report rep = checker.check_file(path);
    t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    diagnostics = rep.diagnostics.size();
  }
  std::sort(t.begin(), t.end());
  std::printf("  runs %d: min %.4f s, median %.4f s, max %.4f s\n", runs, t.front(), t[t.size() / 2], t.back());
  return t[t.size() / 2];
}

int main(int argc, char** argv) {
  int runs = argc > 1 ? std::atoi(argv[1]) : 9;
  setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 0);
  jk::Game g = jk::load_game(jk::games_dir(), "economica");
  dl::Ruleset rs = dl::compile_rules(g, jk::effective_cards(g), "official", "2015-08-08");
  dl::Checker checker(rs);

  std::string dir = "/tmp/jk-bench-hostile-" + std::to_string(::getpid());
  std::string cmd = "mkdir -p " + dir;
  if (std::system(cmd.c_str()) != 0) return 1;
  std::string xml = "<deck>\n";
  for (int i = 0; i < 200000; ++i) xml += "<u/>\n";
  xml += "</deck>\n";
  std::ofstream(dir + "/big.xml", std::ios::binary) << xml;
  // 1,000 lines "4 日本株" in Shift_JIS (CP932).
  std::string sjis;
  for (int i = 0; i < 1000; ++i) sjis += "4 \x93\xFA\x96\x7B\x8A\x94\r\n";
  std::ofstream(dir + "/sjis.txt", std::ios::binary) << sjis;
  jk::set_input_note_sink([](const std::string&) {});

  std::size_t n = 0;
  std::printf("XML, %zu bytes, 200000 unknown elements:\n", xml.size());
  double x = median_seconds(checker, dir + "/big.xml", runs, n);
  std::printf("  %zu diagnostics kept; median %.1f ms (limit 500 ms)\n", n, x * 1000);
  std::printf("Shift_JIS list, %zu bytes, 1000 lines:\n", sjis.size());
  double s = median_seconds(checker, dir + "/sjis.txt", runs, n);
  std::printf("  median %.2f ms\n", s * 1000);
  cmd = "rm -rf " + dir;
  return std::system(cmd.c_str()) == 0 ? 0 : 1;
}
