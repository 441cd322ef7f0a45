// Decklists: an index of every player's verdict, then each list as resolved cards with counts,
// its verdict and decklint's diagnostics; illegal lists flagged in red on every page of theirs.
#include <algorithm>
#include <map>

#include "decklint.hpp"
#include "sections.hpp"
#include "table.hpp"
#include "text_layout.hpp"

namespace jk::reports {

namespace {

Rgb verdict_color(decklint::Verdict v) { return v == decklint::Verdict::illegal ? kRed : kBlack; }

// A column at least `least` wide and as wide as its heading (both languages when two).
Column fitted(const PdfDocument& doc, const char* title, double least, Align align, const TableStyle& style = {}) {
  const std::string heading = doc.t(title);
  return Column{heading, std::max(least, doc.width_of(heading, style.header_size) + 2 * style.pad + 2), align};
}

// A list's findings, each worded from its data in the document's language(s): the kind as wide as
// its longest word, the finding and its citation given twice the lines when there are two.
void findings_table(PdfDocument& doc, const Deck& d, const std::string& title) {
  const TableStyle style;
  double kind_width = doc.width_of(doc.t(N_("Kind")), style.header_size);
  for (auto l : {decklint::Level::error, decklint::Level::warning, decklint::Level::unverified})
    kind_width = std::max(kind_width, doc.width_of(say(doc.lang, decklint::level_words(l)), style.size));
  const int lines = doc.lang.second ? 2 : 1;
  Table diags(doc,
              {{doc.t(N_("Kind")), kind_width + 2 * style.pad + 2},
               {doc.t1(N_("Line")), 32, Align::right},
               {doc.t(N_("Finding")), 0, Align::left, 4 * lines},
               {doc.t(N_("Rule")), 150, Align::left, 3 * lines}},
              style, title);
  for (const auto& g : d.diagnostics)
    diags.row({say(doc.lang, decklint::level_words(g.severity)), g.line ? std::to_string(g.line) : "", say(doc.lang, g.finding), say(doc.lang, g.citation)},
              {g.severity == decklint::Level::error ? kRed : kBlack});
}

}  // namespace

void decklists_section(PdfDocument& doc, const EventReport& r) {
  std::map<std::int64_t, const Deck*> deck_of;
  for (const auto& d : r.decks) deck_of[d.player_id] = &d;
  std::vector<std::int64_t> ids;
  for (const auto& p : r.players) ids.push_back(p.id);
  const auto order = players_by_reading(r, ids);

  const std::string index_title = doc.t(N_("Decklists — index"));
  doc.new_page(index_title);
  doc.bookmark(doc.t(N_("Decklists")));
  int illegal = 0, unverified = 0;
  for (const auto& d : r.decks) illegal += d.verdict == decklint::Verdict::illegal, unverified += d.verdict == decklint::Verdict::unverified;
  doc.text(PageGeometry::left, doc.cursor - 14, 10,
           doc.printable_form(doc.t(N_("registered {n} of {players}, illegal {illegal}, unverified {unverified}"),
                             {{"n", std::to_string(r.decks.size())}, {"players", std::to_string(r.players.size())},
                              {"illegal", std::to_string(illegal)}, {"unverified", std::to_string(unverified)}})));
  doc.cursor -= 24;
  {
    // The findings by severity in columns of their own (as `deck list` prints them): counted from
    // the deck's stored findings, nothing cut short. "?" where the stored report cannot be read
    // (its page says why).
    const TableStyle style;
    auto count_column = [&](const char* title) { return fitted(doc, title, 40, Align::right, style); };
    // The verdict as wide as its longest word (in two languages when two), the rest for names.
    const std::string missing = say(doc.lang, decklint::deck_verdict_words(decklint::DeckVerdict::missing));
    double verdict_width = doc.width_of(missing, style.size);
    for (auto v : {decklint::Verdict::legal, decklint::Verdict::illegal, decklint::Verdict::unverified, decklint::Verdict::unreadable})
      verdict_width = std::max(verdict_width, doc.width_of(verdict_label(doc.lang, v), style.size));
    Table t(doc,
            {{doc.t(N_("Name")), 0, Align::left, 2},
             fitted(doc, N_("Verdict"), verdict_width + 2 * style.pad + 2, Align::left, style),
             fitted(doc, N_("Checked"), 70, Align::left, style),
             count_column(N_("Errors")),
             count_column(N_("Warnings")),
             count_column(N_("Unverified"))},
            style, index_title);
    for (const Player* p : order) {
      auto it = deck_of.find(p->id);
      if (it == deck_of.end()) {
        t.row({r.shown_name(p->id), missing, "", "", "", ""}, {kGrey});
        continue;
      }
      const Deck& d = *it->second;
      auto count = [&](int n) { return d.problem.empty() ? std::to_string(n) : std::string("?"); };
      t.row({r.shown_name(p->id), verdict_label(doc.lang, d.verdict), d.checked_date, count(d.errors), count(d.warnings), count(d.unverified)},
            {verdict_color(d.verdict)});
    }
  }

  for (const Player* p : order) {
    auto it = deck_of.find(p->id);
    if (it == deck_of.end()) continue;
    const Deck& d = *it->second;
    const bool bad = d.verdict == decklint::Verdict::illegal;
    const std::string flag = bad ? "  【" + verdict_label(doc.lang, d.verdict) + "】" : "";
    const std::string title = doc.t(N_("Decklist — {player}"), {{"player", r.shown_name(p->id)}}) + flag;
    doc.new_page(title);
    doc.bookmark(r.shown_name(p->id) + (bad ? " 【" + verdict_label(ReportLang(doc.lang.first), d.verdict) + "】" : ""), 2);
    double y = doc.cursor;
    doc.text(PageGeometry::left, y - 18, 16, shorten(doc.font(), doc.printable_form(r.shown_name(p->id)), 16, PageGeometry::content_width - 170));
    // The verdict, boxed, at the right of the name: what a judge looks for first.
    const std::string v = doc.printable_form(verdict_label(doc.lang, d.verdict));
    const double vw = doc.width(v, 13) + 16;
    doc.box(PageGeometry::right - vw, y - 24, vw, 22, bad ? 1.6 : 0.8);
    doc.text(PageGeometry::right - vw / 2, y - 18, 13, v, Align::center, verdict_color(d.verdict));
    y -= 30;
    std::string facts = (p->reading.empty() ? "" : p->reading + "   ") + doc.t(N_("checked {date}"), {{"date", d.checked_date}}) +
                        (d.format.empty() ? "" : "   " + doc.t(N_("format {format}"), {{"format", d.format}})) + "   " +
                        doc.t(N_("file {file}"), {{"file", d.source_file}}) + "   " +
                        doc.t(N_("card list: {list}"), {arg("list", decklint::card_lists_message(d.card_lists))});
    for (const auto& line : wrap(doc.font(), doc.printable_form(facts), 9, PageGeometry::content_width, 3)) {
      doc.text(PageGeometry::left, y - 11, 9, line, Align::left, kGrey);
      y -= 13;
    }
    doc.cursor = y - 6;
    if (!d.problem.empty()) {
      // Wrapped: with both languages the line is wider than the page.
      const std::string said = doc.t(N_("the stored verdict cannot be read: {problem}"), {arg("problem", d.problem)});
      for (const auto& line : wrap(doc.font(), doc.printable_form(said), 11, PageGeometry::content_width, 4)) {
        doc.text(PageGeometry::left, doc.cursor - 14, 11, line, Align::left, kRed);
        doc.cursor -= 15;
      }
      doc.cursor -= 9;
      continue;
    }
    // Cards by part, in the order the list gave them.
    Table cards(doc, {fitted(doc, N_("Qty"), 50, Align::right), {doc.t(N_("Number")), 110}, {doc.t(N_("Card")), 0, Align::left, 2}, fitted(doc, N_("Line"), 44, Align::right)},
                TableStyle{}, title);
    for (const auto& part : event::deck_parts(d)) {
      cards.heading(say(doc.lang, event::part_heading(r.event.parts, part)), 10.5);
      for (const auto& c : d.cards)
        if (c.part == part.id) cards.row({std::to_string(c.count), c.number, c.name, c.line ? std::to_string(c.line) : ""});
    }
    if (d.cards.empty()) cards.row({"", "", doc.t(N_("no cards")), ""});
    doc.cursor -= 12;
    if (!d.diagnostics.empty()) findings_table(doc, d, title);
  }
}

}  // namespace jk::reports
