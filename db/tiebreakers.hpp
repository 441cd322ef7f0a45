// The tiebreakers judgekit computes: one enum and one name table for packs, events and output,
// the win-% rules the opponent-based ones read, and the named presets (`--tiebreakers pokemon-style`).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "i18n.hpp"

namespace jk {

enum class TiebreakId { omw, gw, ogw, oppw, oopw, h2h, random };

// "omw", "gw", ...: the ids packs, settings, JSON and CSV use.
std::string_view tiebreak_name(TiebreakId id);
// The id for `name`; throws InputError (file `where`) naming the known ids when it is unknown.
TiebreakId parse_tiebreak(std::string_view name, const std::string& where = "");
// The id for `name`, nullopt when it is none (a standings row's ids as stored).
std::optional<TiebreakId> tiebreak_of(std::string_view name);
// The tiebreaker for people: "opponents' match win % (OMW%)" (対戦相手のマッチ勝率（OMW%）).
Message tiebreak_words(TiebreakId id);
// "omw, gw, ogw, oppw, oopw, h2h, random"
std::string known_tiebreaks();
// Tiebreakers that order players but have no value to show (h2h, random).
bool tiebreak_has_value(TiebreakId id);

struct TiebreakEntry {
  TiebreakId id = TiebreakId::omw;
  double floor = 0;  // minimum a percentage counts as (0.33 in MTR appendix C)
};

// How a player's match-win % reads when its opponents' tiebreakers use it (docs/events.md
// "Standings"). Unset: the pack's value, else the MTR default in the comment.
// What a drawn match counts in the win % opponents read: its points as the pack scores them (a
// third of a win with 3/1/0, MTR), or half a win (Play! Pokémon's TOM, issue 26).
enum class TieShare { points, half };
std::string_view tie_share_name(TieShare share);
// InputError (file `where`) naming the known words.
TieShare parse_tie_share(std::string_view name, const std::string& where);

struct WinPercentRules {
  std::optional<bool> byes_played;      // false: a bye is neither a win nor a round played (default true)
  std::optional<double> dropped_cap;    // a dropped player's win % as its opponents see it, at most this (default 1)
  std::optional<bool> freeze_dropped;   // a dropped player's tiebreakers as they stood after its last round (default false)
  std::optional<TieShare> tie_share;    // a draw in the win % opponents read (default: its points)
};

struct TiebreakPreset {
  std::string_view name;
  std::vector<TiebreakEntry> chain;
  WinPercentRules rules;
};
// "pokemon-style": oppw (floor 0.25), oopw, h2h, random; byes not played, dropped players at most
// 0.75, their tiebreakers frozen at the drop, a tie half a win (as TOM counts them, issue 26).
std::optional<TiebreakPreset> tiebreak_preset(std::string_view name);
// "pokemon-style"
std::string known_tiebreak_presets();

}  // namespace jk
