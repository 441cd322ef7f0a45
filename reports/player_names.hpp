// Two players with one name: what tells them apart on paper. Every name a person reads in a PDF
// goes through EventReport::shown_name, which adds the player's tag where names collide.
#pragma once
#include <vector>

#include "reports.hpp"

namespace jk::reports {

// Player::tag, set by the event's player view (the membership id or "#id" where names collide).
using event::tag_same_names;

}  // namespace jk::reports
