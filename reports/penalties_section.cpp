// The penalty log by player (kana order) and round, each with its citation.
#include <map>

#include "judge.hpp"
#include "sections.hpp"
#include "table.hpp"

namespace jk::reports {

namespace {

// The stored kind id, with its name in the document's language(s) when the game knows it.
std::string infraction_label(const PdfDocument& doc, const EventReport& r, const std::string& id) {
  const Infraction* k = judge::infraction_by_id(r.event.infractions, id);
  if (!k) return id;
  return id + " " + say(doc.lang, Message{"{name}", {MessageArg("name", k->name, k->name_ja)}});
}

}  // namespace

void penalties_section(PdfDocument& doc, const EventReport& r, std::optional<int> round) {
  const std::string title = round ? doc.t(N_("Penalties — round {n}"), {{"n", std::to_string(*round)}}) : doc.t(N_("Penalties"));
  doc.new_page(title);
  doc.bookmark(doc.t(N_("Penalties")));
  std::map<std::int64_t, std::vector<const Penalty*>> by_player;
  std::vector<std::int64_t> ids;
  for (const auto& p : r.penalties) {
    if (round && p.round != round) continue;
    if (by_player[p.player_id].empty()) ids.push_back(p.player_id);
    by_player[p.player_id].push_back(&p);
  }
  if (ids.empty()) {
    doc.text(PageGeometry::left, doc.cursor - 20, 11, doc.prepare(doc.t(N_("No penalties recorded."))));
    doc.cursor -= 30;
    return;
  }
  Table t(doc, {{doc.t1(N_("Rnd")), 40, Align::right}, {doc.t1(N_("Tbl")), 34, Align::right}, {doc.t(N_("Infraction")), 0, Align::left, 3},
                {doc.t(N_("Penalty")), 92, Align::left, 2}, {doc.t(N_("Citation")), 100, Align::left, 3}, {doc.t(N_("Note")), 0, Align::left, 3}},
          TableStyle{}, title);
  auto order = players_by_reading(r, ids);
  for (const Player* p : order) {
    t.heading(r.shown_name(p->id) + (p->reading.empty() ? "" : "（" + p->reading + "）") + "  " + doc.t1(N_("{n} recorded"), {{"n", std::to_string(by_player[p->id].size())}}), 10.5);
    for (const Penalty* x : by_player[p->id]) {
      const bool severe = x->penalty == "match-loss" || x->penalty == "disqualification";
      t.row({x->round ? std::to_string(*x->round) : "—", x->table ? std::to_string(*x->table) : "", infraction_label(doc, r, x->infraction), penalty_label(doc.lang, x->penalty),
             x->citation.empty() ? "—" : x->citation, x->note},
            {severe ? kRed : kBlack});
    }
  }
  // Penalties of players no longer in the player table (should not happen) still show.
  for (auto id : ids)
    if (!r.player(id))
      for (const Penalty* x : by_player[id])
        t.row({x->round ? std::to_string(*x->round) : "—", "", infraction_label(doc, r, x->infraction), penalty_label(doc.lang, x->penalty), x->citation,
               doc.t1(N_("player #{id}"), {{"id", std::to_string(id)}})});
}

}  // namespace jk::reports
