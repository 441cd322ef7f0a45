#include "tiebreakers.hpp"

#include <array>
#include <utility>

#include "errors.hpp"

namespace jk {

namespace {
constexpr std::array<std::pair<TiebreakId, std::string_view>, 7> kNames = {{
    {TiebreakId::omw, "omw"},
    {TiebreakId::gw, "gw"},
    {TiebreakId::ogw, "ogw"},
    {TiebreakId::oppw, "oppw"},
    {TiebreakId::oopw, "oopw"},
    {TiebreakId::h2h, "h2h"},
    {TiebreakId::random, "random"},
}};
}  // namespace

std::string_view tiebreak_name(TiebreakId id) {
  for (const auto& [k, name] : kNames)
    if (k == id) return name;
  return "?";
}

std::string known_tiebreaks() {
  std::string out;
  for (const auto& [k, name] : kNames) out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}

bool tiebreak_has_value(TiebreakId id) { return id != TiebreakId::h2h && id != TiebreakId::random; }

TiebreakId parse_tiebreak(std::string_view name, const std::string& where) {
  for (const auto& [k, n] : kNames)
    if (n == name) return k;
  if (tiebreak_preset(name))
    throw InputError(where, 0, Message{N_("'{name}' is a preset: give it alone (--tiebreakers {name})"), {{"name", std::string(name)}}});
  throw InputError(where, 0, Message{N_("unknown tiebreaker '{name}' ({names}; or a preset alone: {presets})"),
                                     {{"name", std::string(name)}, {"names", known_tiebreaks()}, {"presets", known_tiebreak_presets()}}});
}

std::optional<TiebreakPreset> tiebreak_preset(std::string_view name) {
  // Play! Pokémon Tournament Rules Handbook 5.6.1 as issue 11 cites it: opponents' win % with a
  // 25% floor, a bye not a round played, a dropped player's win % at most 75%, then opponents'
  // opponents' win %, then head-to-head; the random draw last is judgekit's (a strict order).
  if (name == "pokemon-style")
    return TiebreakPreset{name,
                          {{TiebreakId::oppw, 0.25}, {TiebreakId::oopw, 0}, {TiebreakId::h2h, 0}, {TiebreakId::random, 0}},
                          {false, 0.75, std::nullopt}};
  return std::nullopt;
}

std::string known_tiebreak_presets() { return "pokemon-style"; }

}  // namespace jk
