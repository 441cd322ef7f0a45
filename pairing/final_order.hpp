// Standings after a top cut: the cut players by how far they went, then everyone else by Swiss
// standing. One order for every reader: `judgekit standings` (through the event library), the
// standings PDF (reports/) and the web.
//
//   order:  the players who went furthest first: the winner of the final, then the other finalist, then
//           the players out in each earlier cut round (a round's winners waiting for a round not
//           yet paired count as having gone one round further than its losers); within one group
//           by Swiss rank. Then the players who were not in the cut, by Swiss rank.
//   places: 1, 2, 3 … in that order (no shared places).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "event_enums.hpp"

namespace jk::pairing {

struct Event;

struct CutMatch {
  std::vector<std::int64_t> players;
  std::vector<std::int64_t> winners;  // empty while the result is not in (a pod may share a win)
  std::vector<int> places;            // a pod's finishing place of each player (as `players`); empty: none
};
// Cut rounds in the order they were played; a bye is a match of one player who won it.
using CutRounds = std::vector<std::vector<CutMatch>>;

struct CutPlace {
  int place = 0;  // 1-based position in the order above
  std::int64_t player_id = 0;
  int swiss_rank = 0;  // 1-based position in swiss_order; 0 when not there
  int top = 0;         // players in the last cut round this player played (8, 4, 2); 0: not in the cut
  bool finalist = false;  // in the final (the last cut round, when it has one match), played or not
  bool champion = false;  // won the final
  // Lost the final once its result is in (at a pod's final table: placed second). Not while the
  // final is unplayed: both players are then finalists, neither yet second.
  bool runner_up = false;
};

// `swiss_order`: player ids in Swiss standing order. A cut player missing from it goes last
// within the group of those who went as far. A pure function over plain data.
std::vector<CutPlace> order_after_cut(const std::vector<std::int64_t>& swiss_order, const CutRounds& cut);

// A cut round's matches as order_after_cut reads them (a bye is won by its player; the winners are
// the seats whose outcome is "win"; places from a placement result), from any match type with players, bye and result->seats: the event's
// and the reports' alike. `keep` picks the round's matches.
template <class Matches, class Keep>
std::vector<CutMatch> cut_matches(const Matches& matches, Keep keep) {
  std::vector<CutMatch> out;
  for (const auto& m : matches) {
    if (!keep(m)) continue;
    CutMatch c{m.players, {}, {}};
    if (m.result) {
      for (const auto& s : m.result->seats)
        if (s.outcome == SeatOutcome::win) c.winners.push_back(s.player_id);
      for (auto id : m.players)
        for (const auto& s : m.result->seats)
          if (s.player_id == id && s.placement) c.places.push_back(*s.placement);
      if (c.places.size() != c.players.size()) c.places.clear();
    }
    out.push_back(std::move(c));
  }
  return out;
}

// The cut rounds of `ev` (which must hold those rounds' matches and results), as order_after_cut
// reads them: the winners are the seats with the outcome "win". Empty when there is no cut.
CutRounds cut_rounds(const Event& ev);

// How far a player went, as a stable word for scripts: "winner", "runner-up" (lost the final),
// "finalist" (in a final not yet played, or through to it from the semi-final won; at a pod's table, placed below second), "top4", "top8" …
// (out in the round of that many players), "swiss" (not in the cut, or no cut).
std::string finish_name(const CutPlace& p);

}  // namespace jk::pairing
