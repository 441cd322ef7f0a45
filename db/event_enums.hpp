// Words the event file stores for a round's stage and a penalty's kind: one enum each, one name
// table (the text in the database and in JSON), so no module compares the strings itself.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace jk {

enum class Stage { swiss, cut };
std::string_view stage_name(Stage s);  // "swiss" | "cut"
// Throws InputError (file `where`) for a word that is not a stage.
Stage parse_stage(std::string_view name, const std::string& where = "");

enum class PenaltyKind { warning, game_loss, match_loss, disqualification };
std::string_view penalty_name(PenaltyKind k);  // "warning" | "game-loss" | "match-loss" | "disqualification"
std::optional<PenaltyKind> parse_penalty(std::string_view name);
// "warning, game-loss, match-loss or disqualification"
std::string known_penalties();

}  // namespace jk
