// The tiebreakers judgekit computes: one enum and one name table for packs, events and output.
#pragma once
#include <string>
#include <string_view>

namespace jk {

enum class TiebreakId { omw, gw, ogw, oppw, oopw, random };

// "omw", "gw", ...: the ids packs, settings, JSON and CSV use.
std::string_view tiebreak_name(TiebreakId id);
// The id for `name`; throws InputError (file `where`) naming the known ids when it is unknown.
TiebreakId parse_tiebreak(std::string_view name, const std::string& where = "");
// "omw, gw, ogw, oppw, oopw, random"
std::string known_tiebreaks();

struct TiebreakEntry {
  TiebreakId id = TiebreakId::omw;
  double floor = 0;  // minimum a percentage counts as (0.33 in MTR appendix C)
};

}  // namespace jk
