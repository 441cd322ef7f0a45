// Standings with the pack's tiebreaker chain (MTR appendix C by default).
// Contract used by reports and the CLI: fields may be added, never removed or renamed.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "pack.hpp"
#include "sqlite.hpp"

namespace jk::pairing {

struct StandingRow {
  int rank = 0;
  std::int64_t player_id = 0;
  std::string name;
  std::string reading;  // kana, when registered
  int points = 0;
  int wins = 0, losses = 0, draws = 0;
  // In the pack's order, e.g. {"omw", 0.6667}, {"gw", 0.5833}, {"ogw", 0.5512}; values 0..1.
  std::vector<std::pair<std::string, double>> tiebreakers;
  bool dropped = false;
};

// Standings after every closed or fully reported Swiss round of the event in `db`.
std::vector<StandingRow> compute_standings(Database& db, const Game& game);

}  // namespace jk::pairing
