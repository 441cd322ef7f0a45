// The public pages' view of an event read again, as `judgekit serve` does after each change of the
// event file (web/event_view.cpp): the median and spread of N reads.
// Usage: build/bench/serve_view EVENT_FILE [N]   (JUDGEKIT_GAMES names the packs)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "event_view.hpp"
#include "pack.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: serve_view EVENT_FILE [N]\n");
    return 2;
  }
  int n = argc > 2 ? std::atoi(argv[2]) : 20;
  std::vector<double> ms;
  std::size_t players = 0;
  for (int i = 0; i < n; ++i) {
    auto t0 = std::chrono::steady_clock::now();
    auto v = jk::web::read_event_view(argv[1], jk::games_dir());
    auto t1 = std::chrono::steady_clock::now();
    players = v.players.size();
    ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  std::printf("serve_view: %zu players, %d reads: median %.1f ms, min %.1f ms, max %.1f ms\n", players, n, ms[ms.size() / 2], ms.front(),
              ms.back());
}
