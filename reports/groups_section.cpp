// A round robin's groups (event/groups_view.hpp): each group's standings with its cross table,
// one table a group: rank, name, points, W-L-D, then one column per opponent in rank order
// (○ won, × lost, △ drawn, □ won without play, ■ lost so; the round number while to play).
#include <string>

#include "sections.hpp"
#include "table.hpp"

namespace jk::reports {

namespace {

std::string cell_text(const event::GroupCell& c, bool self) {
  if (self) return "—";
  switch (c.meeting) {
    case event::Meeting::won: return "○" + std::to_string(c.games_won) + "-" + std::to_string(c.games_lost);
    case event::Meeting::lost: return "×" + std::to_string(c.games_won) + "-" + std::to_string(c.games_lost);
    case event::Meeting::drawn: return "△";
    case event::Meeting::walkover_won: return "□";
    case event::Meeting::walkover_lost: return "■";
    case event::Meeting::playing:
    case event::Meeting::to_play: return std::to_string(c.round);
    case event::Meeting::not_played: break;
  }
  return "";
}

}  // namespace

void groups_section(PdfDocument& doc, const EventReport& r) {
  const event::GroupsView& v = r.groups;
  if (v.empty()) return;
  const std::string title = doc.t(N_("Group tables"));
  doc.new_page(title);
  doc.bookmark(title);
  for (const auto& g : v.groups) {
    std::vector<Column> cols = {{doc.t1(N_("Rank")), 34, Align::right}, {doc.t(N_("Name")), 0, Align::left},
                                {doc.t1(N_("Points")), 44, Align::right}, {doc.t1(N_("W-L-D")), 48, Align::left}};
    for (std::size_t j = 0; j < g.rows.size(); ++j) cols.push_back({std::to_string(j + 1), g.rows.size() > 8 ? 30.0 : 40.0, Align::left});
    Table t(doc, cols, TableStyle{}, title);
    t.heading(doc.t(N_("Group {n}"), {{"n", std::to_string(g.number)}}), 11);
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
      const auto& row = g.rows[i];
      std::vector<std::string> cells = {std::to_string(row.rank), r.shown_name(row.player_id) + (row.dropped ? doc.t(N_(" (dropped)")) : ""),
                                        std::to_string(row.points),
                                        std::to_string(row.wins) + "-" + std::to_string(row.losses) + "-" + std::to_string(row.draws)};
      for (std::size_t j = 0; j < row.cells.size(); ++j) cells.push_back(cell_text(row.cells[j], i == j));
      t.row(cells, {row.dropped ? kGrey : kBlack});
    }
    doc.cursor -= 10;
  }
  Table legend(doc, {{"", 0, Align::left, 2}}, TableStyle{}, title);
  legend.row({doc.t(N_("○ won, × lost, △ drawn, □ won without play (the opponent dropped), ■ lost so; a number: the round they meet in."))});
}

}  // namespace jk::reports
