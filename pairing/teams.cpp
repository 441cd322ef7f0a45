#include "teams.hpp"

#include <stdexcept>

namespace jk::pairing {

TeamPairing pair_teams(const SwissField& ranked, int team_size, const SwissOptions& options) {
  if (team_size != 2 && team_size != 3) throw std::invalid_argument("a team has 2 or 3 players");
  SwissPairing swiss = pair_swiss(ranked, options);
  TeamPairing out;
  out.pairs = std::move(swiss.pairs);
  out.bye = swiss.bye;
  out.stats = swiss.stats;
  out.seats.reserve(out.pairs.size() * static_cast<std::size_t>(team_size));
  for (const auto& [a, b] : out.pairs)
    for (int seat = 0; seat < team_size; ++seat) out.seats.push_back({a, b, seat});
  return out;
}

}  // namespace jk::pairing
