// The penalty log by player (kana order) and round, each with its citation; a voided penalty
// stays in the log, marked voided with its reason, and counts for nothing.
#include <map>

#include "judge.hpp"
#include "sections.hpp"
#include "table.hpp"

namespace jk::reports {

namespace {

// The stored kind id, with its name in the document's language(s) when the game knows it, and
// the repeat count ("2nd time", 2回目) of a penalty in force.
std::string infraction_label(const PdfDocument& doc, const EventReport& r, const Penalty& p) {
  std::string out = p.infraction;
  if (const Infraction* k = judge::infraction_by_id(r.event.infractions, p.infraction))
    out += " " + say(doc.lang, Message{"{name}", {MessageArg("name", k->name, k->name_ja)}});
  const Message again = event::repeat_text(p.times);
  return again.empty() ? out : out + say(doc.lang, again);
}

std::string penalty_cell(const PdfDocument& doc, const Penalty& p) {
  const std::string kind = say(doc.lang, penalty_words(p.penalty));
  if (!p.voided()) return kind;
  return kind + "\n" + doc.t(N_("voided: {reason}"), {{"reason", p.void_reason}});
}

// A citation is stored with the game's id ("economica 5-1-1"); in the event's own report the rule
// number is enough. A citation from elsewhere ("event policy 1.3") stays whole.
std::string citation_cell(const EventReport& r, const Penalty& p) {
  if (p.citation.empty()) return "—";
  const std::string own = r.event.game_id + " ";
  return !r.event.game_id.empty() && p.citation.starts_with(own) ? p.citation.substr(own.size()) : p.citation;
}

std::vector<std::string> cells(const PdfDocument& doc, const EventReport& r, const Penalty& p, const std::string& note) {
  return {p.round ? std::to_string(*p.round) : "—", p.table ? std::to_string(*p.table) : "", infraction_label(doc, r, p), penalty_cell(doc, p),
          citation_cell(r, p), note};
}

Rgb colour_of(const Penalty& p) {
  if (p.voided()) return kGrey;
  return p.penalty == PenaltyKind::match_loss || p.penalty == PenaltyKind::disqualification ? kRed : kBlack;
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
    doc.text(PageGeometry::left, doc.cursor - 20, 11, doc.printable_form(doc.t(N_("No penalties recorded."))));
    doc.cursor -= 30;
    return;
  }
  Table t(doc, {{doc.t1(N_("Rnd")), 40, Align::right}, {doc.t1(N_("Tbl")), 34, Align::right}, {doc.t(N_("Infraction")), 0, Align::left, 6},
                {doc.t(N_("Penalty")), 92, Align::left, 3}, {doc.t(N_("Citation")), 100, Align::left, 3}, {doc.t(N_("Note")), 0, Align::left, 6}},
          TableStyle{}, title);
  auto order = players_by_reading(r, ids);
  for (const Player* p : order) {
    const auto& list = by_player[p->id];
    std::string count = doc.t1(N_("{n} recorded"), {{"n", std::to_string(list.size())}});
    std::size_t voided = 0;
    for (const Penalty* x : list) voided += x->voided();
    if (voided) count += doc.t1(N_(", {n} voided"), {{"n", std::to_string(voided)}});
    t.heading(r.shown_name(p->id) + (p->reading.empty() ? "" : "（" + p->reading + "）") + "  " + count, 10.5);
    for (const Penalty* x : list) t.row(cells(doc, r, *x, x->note), {colour_of(*x)});
  }
  // Penalties of players no longer in the player table (should not happen) still show.
  for (auto id : ids)
    if (!r.player(id))
      for (const Penalty* x : by_player[id]) t.row(cells(doc, r, *x, doc.t1(N_("player #{id}"), {{"id", std::to_string(id)}})), {colour_of(*x)});
}

}  // namespace jk::reports
