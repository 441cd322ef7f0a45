#include "tiebreakers.hpp"

#include <array>
#include <utility>

#include "errors.hpp"
#include "name_table.hpp"

namespace jk {

namespace {
// The one table of tiebreakers: the id packs, settings, JSON and CSV use, and the words for people.
struct TiebreakNames {
  TiebreakId id;
  std::string_view name;
  const char* words;
};
constexpr TiebreakNames kTable[] = {
    {TiebreakId::omw, "omw", N_("opponents' match win % (OMW%)")},
    {TiebreakId::gw, "gw", N_("game win % (GW%)")},
    {TiebreakId::ogw, "ogw", N_("opponents' game win % (OGW%)")},
    {TiebreakId::oppw, "oppw", N_("opponents' win %")},
    {TiebreakId::oopw, "oopw", N_("opponents' opponents' win %")},
    {TiebreakId::h2h, "h2h", N_("head-to-head")},
    {TiebreakId::random, "random", N_("random draw")},
};
constexpr NameTable<TiebreakId, 7> kNames = {{
    {TiebreakId::omw, kTable[0].name},
    {TiebreakId::gw, kTable[1].name},
    {TiebreakId::ogw, kTable[2].name},
    {TiebreakId::oppw, kTable[3].name},
    {TiebreakId::oopw, kTable[4].name},
    {TiebreakId::h2h, kTable[5].name},
    {TiebreakId::random, kTable[6].name},
}};
}  // namespace

std::string_view tiebreak_name(TiebreakId id) { return name_in(kNames, id); }
std::optional<TiebreakId> tiebreak_of(std::string_view name) { return parse_in(kNames, name); }

Message tiebreak_words(TiebreakId id) {
  for (const auto& t : kTable)
    if (t.id == id) return Message{t.words, {}};
  return verbatim(std::string(tiebreak_name(id)));
}

std::string known_tiebreaks() {
  std::string out;
  for (const auto& [k, name] : kNames) out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}

bool tiebreak_has_value(TiebreakId id) { return id != TiebreakId::h2h && id != TiebreakId::random; }

TiebreakId parse_tiebreak(std::string_view name, const std::string& where) {
  if (const auto id = tiebreak_of(name)) return *id;
  if (tiebreak_preset(name))
    throw InputError(where, 0, Message{N_("'{name}' is a preset: give it alone (--tiebreakers {name})"), {{"name", std::string(name)}}});
  throw InputError(where, 0, Message{N_("unknown tiebreaker '{name}' ({names}; or a preset alone: {presets})"),
                                     {{"name", std::string(name)}, {"names", known_tiebreaks()}, {"presets", known_tiebreak_presets()}}});
}

namespace {
// Play! Pokémon Tournament Rules Handbook 5.6.1 as issue 11 cites it: opponents' win % with a
// 25% floor, a bye not a round played, a dropped player's win % at most 75%, then opponents'
// opponents' win %, then head-to-head; the random draw last is judgekit's (a strict order).
const TiebreakPreset kPresets[] = {{"pokemon-style",
                                    {{TiebreakId::oppw, 0.25}, {TiebreakId::oopw, 0}, {TiebreakId::h2h, 0}, {TiebreakId::random, 0}},
                                    {false, 0.75, true, TieShare::half}}};
constexpr NameTable<TieShare, 2> kTieShares = {{{TieShare::points, "points"}, {TieShare::half, "half"}}};
}  // namespace

std::string_view tie_share_name(TieShare share) { return name_in(kTieShares, share); }

TieShare parse_tie_share(std::string_view name, const std::string& where) {
  if (auto s = parse_in(kTieShares, name)) return *s;
  throw InputError(where, 0, Message{N_("a tie in the win % is {known}, not '{name}'"), {{"known", known_in(kTieShares)}, {"name", std::string(name)}}});
}

std::optional<TiebreakPreset> tiebreak_preset(std::string_view name) {
  for (const auto& p : kPresets)
    if (p.name == name) return p;
  return std::nullopt;
}

std::string known_tiebreak_presets() {
  std::string out;
  for (const auto& p : kPresets) out += (out.empty() ? "" : ", ") + std::string(p.name);
  return out;
}

}  // namespace jk
