// `judgekit simulate`: a whole event in memory with random results; the pairing benchmark.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "pack.hpp"
#include "standings.hpp"
#include "swiss.hpp"

namespace jk::pairing {

struct SimulateOptions {
  int players = 0;
  int rounds = 0;
  std::uint64_t seed = 1;
  double drop_rate = 0;  // chance that a player drops after each round
  bool dense = false;    // pair with the complete graph (the slow reference)
};

struct SimulatedRound {
  int round = 0;
  int players = 0, tables = 0, byes = 0;
  double standings_ms = 0;  // ranking the field (standings with the tiebreaker chain)
  double pairing_ms = 0;    // standings plus the pairing itself: what `round pair` computes
  double pairing_cpu_ms = 0;  // the same in CPU time of this thread (unaffected by other load)
  int rematches = 0, pair_downs = 0;
  std::vector<int> down_gaps;  // the point gap of each pair-down, widest first
  SwissStats stats;
};

// Runs the event; `progress` (may be empty) is called after each round.
// `final_scores` (may be null) receives the results of every round played.
std::vector<SimulatedRound> simulate(const Game& game, const SimulateOptions& options,
                                     const std::function<void(const SimulatedRound&)>& progress = {}, Scores* final_scores = nullptr);

}  // namespace jk::pairing
