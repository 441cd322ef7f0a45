// The summary's cover: what the event was (game, format and its overrides, date, players, rounds).
#include "sections.hpp"
#include "table.hpp"
#include "text_layout.hpp"

namespace jk::reports {

void cover_section(PdfDocument& doc, const EventReport& r, const std::vector<std::string>& contents) {
  const EventInfo& e = r.event;
  const std::string title = doc.t(N_("Event report"));
  doc.new_page(title);
  doc.bookmark(doc.t(N_("Cover")));
  double y = doc.cursor - 20;
  for (const auto& line : wrap(doc.font(), doc.printable_form(e.name), 22, PageGeometry::content_width, 3)) {
    doc.text(PageGeometry::left, y - 22, 22, line);
    y -= 30;
  }
  doc.cursor = y - 16;

  int dropped = 0;
  for (const auto& p : r.players) dropped += p.dropped_after_round.has_value();
  int swiss = 0, cut = 0;
  for (const auto& rd : r.rounds) (rd.stage == Stage::cut ? cut : swiss) += 1;
  std::string overrides;
  for (const auto& o : e.overrides) overrides += (overrides.empty() ? "" : "\n") + say(doc.lang, o);
  const std::string n_swiss = std::to_string(swiss), n_cut = std::to_string(cut);
  Message rounds = e.planned_rounds ? Message{N_("Swiss rounds {n} of {planned}"), {{"n", n_swiss}, {"planned", std::to_string(*e.planned_rounds)}}}
                                    : Message{N_("Swiss rounds {n}"), {{"n", n_swiss}}};
  if (cut || e.top_cut) rounds = Message{N_("{swiss}, top cut rounds {n}"), {arg("swiss", rounds), {"n", n_cut}}};
  const std::string n_players = std::to_string(r.players.size());
  const Message players = dropped ? Message{N_("{n} players, {dropped} dropped"), {{"n", n_players}, {"dropped", std::to_string(dropped)}}}
                                  : Message{N_("{n} players"), {{"n", n_players}}};
  const std::string ppt = std::to_string(e.players_per_table), bo = std::to_string(e.best_of);
  const Message match = e.draws_allowed ? Message{N_("{n} per table, best of {best_of}"), {{"n", ppt}, {"best_of", bo}}}
                                        : Message{N_("{n} per table, best of {best_of}, no draws"), {{"n", ppt}, {"best_of", bo}}};
  // The pack's own names in the document's language (the English one when the pack has it, else
  // the Japanese); a bilingual document adds the second language's name when it differs. The
  // pack's ids are for commands, not for the reader: shown only when the pack names nothing.
  auto in_doc_languages = [&](const std::string& ja, const std::string& en, const std::string& id) {
    auto pick = [&](Lang l) { return l == Lang::en && !en.empty() ? en : ja; };
    std::string words = pick(doc.lang.first);
    if (doc.lang.second && pick(*doc.lang.second) != words) words += " / " + pick(*doc.lang.second);
    return words.empty() ? id : words;
  };
  std::vector<std::pair<std::string, std::string>> facts = {
      {doc.t(N_("Game")), in_doc_languages(e.game_name_ja, e.game_name_en, e.game_id)},
      {doc.t(N_("Format")), in_doc_languages(e.format_name_ja, e.format_name_en, e.format_id)},
      {doc.t(N_("Overrides")), overrides.empty() ? doc.t(N_("none")) : overrides},
      {doc.t(N_("Date")), e.date},
      {doc.t(N_("Players")), say(doc.lang, players)},
      {doc.t(N_("Rounds")), say(doc.lang, rounds)},
  };
  if (r.cut_size()) facts.push_back({doc.t(N_("Top cut")), doc.t(N_("top {n}"), {{"n", std::to_string(r.cut_size())}})});
  facts.push_back({doc.t(N_("Match")), say(doc.lang, match)});
  if (e.team_size) {
    // A team event ranks teams by its own chain (docs/events.md "Team events"), not the pack's.
    facts.push_back({doc.t(N_("Teams")), doc.t(N_("{n} teams of {size}"), {{"n", std::to_string(r.team_standings ? r.team_standings->rows.size() : 0)},
                                                                            {"size", std::to_string(e.team_size)}})});
    facts.push_back({doc.t(N_("Tiebreakers")), doc.t(N_("1. opponents' team match-win % (TOMW%) (floor 33%)")) + "\n" +
                                                   doc.t(N_("2. seats-won % (SW%) (floor 33%)")) + "\n" +
                                                   doc.t(N_("3. opponents' seats-won % (OSW%)")) + "\n" + doc.t(N_("4. random"))});
  } else if (!e.tiebreak_chain.empty()) {
    facts.push_back({doc.t(N_("Tiebreakers")), tiebreaker_chain(doc.lang, e.tiebreak_chain)});
  }
  for (auto& f : settings_in_words(doc.lang, e)) facts.push_back(std::move(f));
  Table t(doc, {{"", 150}, {"", 0, Align::left, 12}}, TableStyle{10.5, 16, 1, 2, 4, false}, title);
  for (const auto& [k, v] : facts) t.row({k, v});

  doc.cursor -= 24;
  doc.text(PageGeometry::left, doc.cursor - 12, 12, doc.printable_form(doc.t(N_("Contents"))));
  doc.cursor -= 20;
  for (const auto& c : contents) {
    doc.text(PageGeometry::left + 12, doc.cursor - 12, 10.5, doc.printable_form("・" + c));
    doc.cursor -= 16;
  }
}

}  // namespace jk::reports
