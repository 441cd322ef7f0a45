// Two players with one name: what tells them apart on paper. Every name a person reads in a PDF
// goes through EventReport::shown_name, which adds the player's tag where names collide.
#pragma once
#include <vector>

#include "reports.hpp"

namespace jk::reports {

// Sets Player::tag for every player whose name (compared by jk::name_key, so "中村 蓮" and
// "中村蓮" collide) is shared with another player: the membership id (external_id) when it is
// set and no other player of that name has the same, else "#id". Other players get "".
void tag_same_names(std::vector<Player>& players);

}  // namespace jk::reports
