#include "tiebreakers.hpp"

#include <array>
#include <utility>

#include "errors.hpp"

namespace jk {

namespace {
constexpr std::array<std::pair<TiebreakId, std::string_view>, 6> kNames = {{
    {TiebreakId::omw, "omw"},
    {TiebreakId::gw, "gw"},
    {TiebreakId::ogw, "ogw"},
    {TiebreakId::oppw, "oppw"},
    {TiebreakId::oopw, "oopw"},
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

TiebreakId parse_tiebreak(std::string_view name, const std::string& where) {
  for (const auto& [k, n] : kNames)
    if (n == name) return k;
  throw InputError(where, 0, "unknown tiebreaker '" + std::string(name) + "' (" + known_tiebreaks() + ")");
}

}  // namespace jk
