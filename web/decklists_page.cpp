// The published decklists (issue 26): only what the event's setting lets everyone see now
// (event/published_decklists.hpp); before that moment the page says when they will appear.
#include "html.hpp"
#include "pages.hpp"

namespace jk::web {

namespace {

std::string one_deck(const PageContext& c, const event::PublishedDeck& d) {
  std::string h = "<section><h2>" + esc(format(c.t("{place}. {player}"), {{"place", std::to_string(d.place)}, {"player", d.label}}));
  if (const std::string finish = finish_text(c, d.finish); !finish.empty()) h += " <small class=\"finish\">" + esc(finish) + "</small>";
  h += "</h2>";
  if (d.missing) return h + "<p class=\"empty\">" + esc(c.t("No list registered")) + "</p></section>";
  h += "<table class=\"decklist\"><tbody>";
  for (const auto& card : d.cards)
    h += "<tr><td class=\"num\">" + std::to_string(card.count) + "</td><td>" + esc(card.name.empty() ? card.number : card.name) +
         " <small>" + esc(card.number) + "</small></td></tr>";
  return h + "</tbody></table></section>";
}

}  // namespace

Page decklists_page(const PageContext& c, const EventView& v) {
  Page p;
  p.section = "standings";
  p.version = v.version;
  p.title = std::string(c.t("Published decklists"));
  std::string& h = p.main;
  h += "<h1>" + esc(p.title) + "</h1>";
  const auto& pub = v.decklists;
  if (!pub.open) {
    const char* when = pub.setting == DecklistPublication::none      ? N_("This event does not publish its decklists.")
                       : pub.setting == DecklistPublication::top_cut ? N_("The top cut's decklists appear here once the cut is paired.")
                                                                     : N_("Every decklist appears here once the event is over.");
    return h += "<p class=\"empty\">" + esc(c.t(when)) + "</p>", p;
  }
  h += "<p>" + esc(c.t(pub.setting == DecklistPublication::top_cut ? N_("The top cut's decklists.") : N_("Every player's decklist."))) + "</p>";
  for (const auto& d : pub.decks) h += one_deck(c, d);
  return p;
}

}  // namespace jk::web
