#include "registered_list.hpp"

#include "html.hpp"

namespace jk::web {

std::string finding_item(const PageContext& c, decklint::Level level, int line, const std::string& what, const std::string& small_html) {
  const std::string where = line > 0 ? format(c.t("Line {line}: {what}"), {{"line", std::to_string(line)}, {"what", what}}) : what;
  return "<li class=\"" + esc(decklint::level_name(level)) + "\"><strong>" + esc(decklint::level_words(level).str(c.lang)) + "</strong> " + esc(where) +
         (small_html.empty() ? "" : " <small>" + small_html + "</small>") + "</li>";
}

namespace {

std::string findings_html(const PageContext& c, const event::DeckFact& d) {
  std::string h = "<ul class=\"findings\">";
  for (const auto& g : d.diagnostics) h += finding_item(c, g.severity, g.line, g.finding.str(c.lang), esc(g.citation.str(c.lang)));
  return h + "</ul>";
}

// The cards by part in the list's order, each part headed with its total: what a judge counts.
std::string cards_html(const PageContext& c, const Game& game, const event::DeckFact& d) {
  const std::vector<event::DeckPart> parts = event::deck_parts(d);
  int all = 0;
  for (const auto& part : parts) all += part.cards;
  std::string h = "<details class=\"cards\"><summary>" + esc(format(c.t("Cards ({n})"), {{"n", std::to_string(all)}})) + "</summary><table><thead><tr><th class=\"num\">" +
                  esc(c.t("Line")) + "</th><th class=\"num\">" + esc(c.t("Qty")) + "</th><th>" + esc(c.t("Number")) + "</th><th>" + esc(c.t("Card")) +
                  "</th></tr></thead><tbody>";
  for (const auto& part : parts) {
    if (parts.size() > 1)  // one part: the summary's count is its total
      h += "<tr class=\"part\"><th colspan=\"4\">" + esc(event::part_heading(game.parts, part).str(c.lang)) + "</th></tr>";
    for (const auto& card : d.cards)
      if (card.part == part.id)
        h += "<tr><td class=\"num\">" + std::to_string(card.line) + "</td><td class=\"num\">" + std::to_string(card.count) + "</td><td>" + esc(card.number) +
             "</td><td>" + esc(card.name.empty() ? std::string(c.t("unknown")) : card.name) + "</td></tr>";
  }
  return h + "</tbody></table></details>";
}

}  // namespace

std::string registered_list_html(const PageContext& c, const Game& game, event::DeckStatus status, const std::optional<event::DeckFact>& deck) {
  if (status == event::DeckStatus::none) return "";
  std::string h = "<section class=\"registered-list\"><h2>" + esc(c.t("Decklist")) + "</h2>";
  if (!deck)
    return h + "<p class=\"deck missing\">" + esc(event::deck_status_words(event::DeckStatus::missing).str(c.lang)) + "</p></section>";
  const event::DeckFact& d = *deck;
  h += "<p class=\"verdict " + esc(decklint::verdict_name(d.verdict)) + "\">" +
       esc(decklint::summary(d.verdict, d.errors, d.warnings, d.unverified, c.lang)) + "</p>";
  h += "<p class=\"who\">" + esc(format(c.t("deck {n}"), {{"n", std::to_string(d.id)}})) + " · " +
       esc(format(c.t("checked {date}"), {{"date", d.checked_date}})) + " · " + esc(format(c.t("file {file}"), {{"file", d.source_file}})) + "</p>";
  if (!d.problem.empty())
    h += "<p class=\"notice error\">" + esc(format(c.t("the stored verdict cannot be read: {problem}"), {{"problem", d.problem.str(c.lang)}})) + "</p>";
  if (!d.diagnostics.empty()) h += findings_html(c, d);
  if (!d.cards.empty()) h += cards_html(c, game, d);
  return h + "</section>";
}

}  // namespace jk::web
