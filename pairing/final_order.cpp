#include "final_order.hpp"

#include <algorithm>
#include <map>

#include "bracket.hpp"
#include "event.hpp"

namespace jk::pairing {

std::vector<CutPlace> order_after_cut(const std::vector<std::int64_t>& swiss_order, const CutRounds& cut) {
  std::map<std::int64_t, int> swiss_rank;
  for (std::size_t i = 0; i < swiss_order.size(); ++i) swiss_rank.emplace(swiss_order[i], static_cast<int>(i) + 1);
  const bool third_place = cut.size() >= 2 && final_with_third_place(cut[cut.size() - 2].size(), cut.back().size());
  const bool has_final = !cut.empty() && (cut.back().size() == 1 || third_place);

  struct Progress {
    CutPlace place;
    int depth = 0;  // 4 * (cut round index + 1), +2 for winning that round's match; a third-place match's between
    int table_place = 0;  // place at a pod's table (0: none)
  };
  std::map<std::int64_t, Progress> progress;
  for (std::size_t k = 0; k < cut.size(); ++k) {
    int seated = 0;
    for (const auto& m : cut[k]) seated += static_cast<int>(m.players.size());
    const bool final_round = has_final && k + 1 == cut.size();
    for (std::size_t mi = 0; mi < cut[k].size(); ++mi) {
      const auto& m = cut[k][mi];
      // The final's round with a third-place match: its second match places third and fourth.
      const bool for_third = final_round && third_place && mi == 1;
      for (std::size_t i = 0; i < m.players.size(); ++i) {
        const std::int64_t id = m.players[i];
        const bool won = std::find(m.winners.begin(), m.winners.end(), id) != m.winners.end();
        Progress& p = progress[id];
        p.place.player_id = id;
        p.depth = for_third ? 4 * static_cast<int>(k) + 2 + (won ? 1 : 0) : 4 * (static_cast<int>(k) + 1) + (won ? 2 : 0);
        p.place.top = for_third ? 4 : seated - (final_round && third_place ? 2 : 0);
        p.place.finalist = final_round && !for_third;
        p.place.champion = final_round && !for_third && won;
        p.table_place = i < m.places.size() ? m.places[i] : 0;
        // Second only once the final has a result: a paired final's two players have not lost it.
        const bool played = !m.winners.empty();
        p.place.runner_up = p.place.finalist && played && !won && (m.places.empty() ? m.players.size() == 2 : p.table_place == 2);
        // A winner of the last round paired is through to the next already: a semi-final's winner
        // is in the final (決勝進出) before it is paired, a quarter-final's in the top 4.
        if (won && !final_round && k + 1 == cut.size() && m.places.empty()) {
          const int next = static_cast<int>(cut[k].size());  // a player a match goes on (a bye too)
          if (next == 2) p.place.finalist = true;
          else p.place.top = next;
        }
      }
    }
  }

  std::vector<Progress> in_cut;
  for (auto& [id, p] : progress) {
    auto it = swiss_rank.find(id);
    p.place.swiss_rank = it == swiss_rank.end() ? 0 : it->second;
    in_cut.push_back(p);
  }
  std::sort(in_cut.begin(), in_cut.end(), [](const Progress& a, const Progress& b) {
    if (a.depth != b.depth) return a.depth > b.depth;
    if (a.table_place && b.table_place && a.table_place != b.table_place) return a.table_place < b.table_place;
    const int ra = a.place.swiss_rank ? a.place.swiss_rank : 1 << 30, rb = b.place.swiss_rank ? b.place.swiss_rank : 1 << 30;
    if (ra != rb) return ra < rb;
    return a.place.player_id < b.place.player_id;
  });

  std::vector<CutPlace> out;
  out.reserve(in_cut.size() + swiss_order.size());
  for (const auto& p : in_cut) out.push_back(p.place);
  for (std::size_t i = 0; i < swiss_order.size(); ++i)
    if (!progress.count(swiss_order[i])) {
      CutPlace c;
      c.player_id = swiss_order[i];
      c.swiss_rank = static_cast<int>(i) + 1;
      out.push_back(c);
    }
  for (std::size_t i = 0; i < out.size(); ++i) out[i].place = static_cast<int>(i) + 1;
  return out;
}

CutRounds cut_rounds(const Event& ev) {
  CutRounds cut;
  for (const auto& r : ev.rounds) {
    if (r.stage != Stage::cut) continue;
    cut.push_back(cut_matches(ev.matches, [&](const auto& m) { return m.round == r.number; }));
  }
  return cut;
}

std::string finish_name(const CutPlace& p) {
  if (p.champion) return "winner";
  if (p.runner_up) return "runner-up";
  if (p.finalist) return "finalist";
  if (p.top) return "top" + std::to_string(p.top);
  return "swiss";
}

}  // namespace jk::pairing
