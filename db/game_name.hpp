// What a person types for a game: a pack id or a unique start of one ("scp", "roe").
#pragma once
#include <string>

namespace jk {

// The pack id in `games_dir` that `typed` names: the id itself, else the one id starting with
// it (compared after jk::fold_text, so "ＳＣＰ" is "scp"). Throws InputError listing the games
// when none or several match.
std::string resolve_game_id(const std::string& games_dir, const std::string& typed);

}  // namespace jk
