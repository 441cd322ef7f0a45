// A player's registered list as a judge reads it at a deck check (the console's player page): its
// verdict, decklint's findings worded in the phone's language, and its cards by part to count the
// deck on the table against. It renders the event library's view (event::player_deck), as
// `deck show` and the decklists PDF print it.
#pragma once
#include <optional>
#include <string>

#include "deck_view.hpp"
#include "pack.hpp"
#include "pages.hpp"

namespace jk::web {

// One decklint finding as a list item, for a judge or a player: its level in words, "Line N: " when
// it has a line, `what`, then `small_html` (a citation or a rule's link, already HTML) in small type.
std::string finding_item(const PageContext& c, decklint::Level level, int line, const std::string& what, const std::string& small_html);

// Nothing for a game without decklists (`status` none).
std::string registered_list_html(const PageContext& c, const Game& game, event::DeckStatus status, const std::optional<event::DeckFact>& deck);

}  // namespace jk::web
