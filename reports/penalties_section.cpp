// The penalty log by player (kana order) and round, each with its citation.
#include <map>

#include "sections.hpp"
#include "table.hpp"

namespace jk::reports {

void penalties_section(PdfDocument& doc, const EventReport& r, std::optional<int> round) {
  const std::string title = "ペナルティ Penalties" + (round ? " — 第" + std::to_string(*round) + "回戦 Round " + std::to_string(*round) : std::string());
  doc.new_page(title);
  doc.bookmark("ペナルティ Penalties");
  std::map<std::int64_t, std::vector<const Penalty*>> by_player;
  std::vector<std::int64_t> ids;
  for (const auto& p : r.penalties) {
    if (round && p.round != round) continue;
    if (by_player[p.player_id].empty()) ids.push_back(p.player_id);
    by_player[p.player_id].push_back(&p);
  }
  if (ids.empty()) {
    doc.text(PageGeometry::left, doc.cursor - 20, 11, doc.prepare("記録されたペナルティはありません。 No penalties recorded."));
    doc.cursor -= 30;
    return;
  }
  Table t(doc, {{"回戦", 40, Align::right}, {"卓", 34, Align::right}, {"違反 Infraction", 0, Align::left, 3},
                {"罰則 Penalty", 92, Align::left, 2}, {"根拠 Citation", 100, Align::left, 3}, {"備考 Note", 0, Align::left, 3}},
          TableStyle{}, title);
  auto order = players_by_reading(r, ids);
  for (const Player* p : order) {
    t.heading(r.shown_name(p->id) + (p->reading.empty() ? "" : "（" + p->reading + "）") + "  " + std::to_string(by_player[p->id].size()) + " 件", 10.5);
    for (const Penalty* x : by_player[p->id]) {
      const bool severe = x->penalty == "match-loss" || x->penalty == "disqualification";
      t.row({x->round ? std::to_string(*x->round) : "—", x->table ? std::to_string(*x->table) : "", x->infraction, penalty_label(x->penalty),
             x->citation.empty() ? "—" : x->citation, x->note},
            {severe ? kRed : kBlack});
    }
  }
  // Penalties of players no longer in the player table (should not happen) still show.
  for (auto id : ids)
    if (!r.player(id))
      for (const Penalty* x : by_player[id])
        t.row({x->round ? std::to_string(*x->round) : "—", "", x->infraction, penalty_label(x->penalty), x->citation, "player #" + std::to_string(id)});
}

}  // namespace jk::reports
