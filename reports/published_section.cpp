// Published decklists (issue 26): the lists the event's setting publishes now, as the public
// decklists page shows them: place, name, how far the player went, then each card and its count.
#include "sections.hpp"
#include "table.hpp"

namespace jk::reports {

void published_decklists_section(PdfDocument& doc, const EventReport& r) {
  const std::string title = doc.t(N_("Published decklists"));
  doc.new_page(title);
  doc.bookmark(title);
  for (const auto& d : r.published.decks) {
    const std::string finish = cut_label(doc, d.finish);
    Table t(doc, {{doc.t(N_("Qty")), 50, Align::right}, {doc.t(N_("Card")), 0, Align::left, 2}, {doc.t(N_("Number")), 110}}, TableStyle{}, title);
    t.heading(std::to_string(d.place) + ". " + d.label + (finish.empty() ? "" : "  " + finish), 11);
    if (d.missing) t.row({"", doc.t(N_("No list registered")), ""}, {kGrey});
    for (const auto& c : d.cards) t.row({std::to_string(c.count), c.name.empty() ? c.number : c.name, c.number});
    doc.cursor -= 10;
  }
}

}  // namespace jk::reports
