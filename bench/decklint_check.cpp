// In-process decklint speed: fifty-card Economica decks (text, varied spellings) checked per
// second on one thread, rules precompiled, token cache warm. Run by hand:
//   build/bench/decklint_check [decks-per-run] [runs]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "decklint.hpp"
#include "decklint_decks.hpp"

namespace dl = jk::decklint;

int main(int argc, char** argv) {
  std::size_t per_run = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 200000;
  int runs = argc > 2 ? std::atoi(argv[2]) : 7;
  setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 0);
  jk::Game g = jk::load_game(jk::games_dir(), "economica");
  jk::CardList cards = jk::load_cards_csv(JK_SOURCE_DIR "/tests/fixtures/decklint/economica-cards.csv", g.fields);
  dl::Ruleset rs = dl::compile_rules(g, cards, "official", "2015-08-08");

  std::vector<std::string> decks = bench_decks(1000);
  dl::Checker checker(rs);
  std::size_t legal = 0;
  for (const auto& d : decks) legal += checker.check_text(d, "deck.txt").verdict == dl::Verdict::legal;  // warm the cache
  std::printf("decks: %zu distinct lists, %zu legal; %zu checks per run, %d runs\n", decks.size(), legal, per_run, runs);
  std::vector<double> rates;
  for (int r = 0; r < runs; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    std::size_t bad = 0;
    for (std::size_t i = 0; i < per_run; ++i) bad += checker.check_text(decks[i % decks.size()], "deck.txt").verdict != dl::Verdict::legal;
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    rates.push_back(static_cast<double>(per_run) / s);
    std::printf("run %d: %.0f decks/s (%zu not legal)\n", r + 1, rates.back(), bad);
  }
  std::sort(rates.begin(), rates.end());
  std::printf("median %.0f decks/s, min %.0f, max %.0f (one thread)\n", rates[rates.size() / 2], rates.front(), rates.back());
}
