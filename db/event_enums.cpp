#include "event_enums.hpp"

#include <array>
#include <utility>

#include "errors.hpp"

namespace jk {

namespace {
constexpr std::array<std::pair<Stage, std::string_view>, 2> kStages = {{{Stage::swiss, "swiss"}, {Stage::cut, "cut"}}};
constexpr std::array<std::pair<PenaltyKind, std::string_view>, 4> kPenalties = {{
    {PenaltyKind::warning, "warning"},
    {PenaltyKind::game_loss, "game-loss"},
    {PenaltyKind::match_loss, "match-loss"},
    {PenaltyKind::disqualification, "disqualification"},
}};
}  // namespace

std::string_view stage_name(Stage s) { return s == Stage::cut ? "cut" : "swiss"; }

Stage parse_stage(std::string_view name, const std::string& where) {
  for (const auto& [s, n] : kStages)
    if (n == name) return s;
  throw InputError(where, 0, "'" + std::string(name) + "' is not a round stage (swiss, cut)");
}

std::string_view penalty_name(PenaltyKind k) {
  for (const auto& [x, n] : kPenalties)
    if (x == k) return n;
  return "warning";
}

std::optional<PenaltyKind> parse_penalty(std::string_view name) {
  for (const auto& [x, n] : kPenalties)
    if (n == name) return x;
  return std::nullopt;
}

std::string known_penalties() { return "warning, game-loss, match-loss or disqualification"; }

}  // namespace jk
