// Internal: rules turned into per-card tables once, so checking a deck is lookups and additions.
#pragma once
#include <climits>
#include <map>
#include <string>
#include <vector>

#include "decklint.hpp"

namespace jk::decklint {

constexpr long long kUnbounded = LLONG_MAX / 4;

struct CompiledRule {
  using Kind = RuleKind;  // the pack's rule kind (db/pack.hpp)
  Kind kind = Kind::size;
  std::size_t rule = 0;  // index into Ruleset::rules
  int part = -1;         // the part the rule looks at; -1 = every part
  long long lo = 0, hi = kUnbounded;
  bool advice = false;  // severity warning
  std::string cite;   // full citation, in English (the JSON's)
  Message citation;   // the same, to word in the reader's language
  // Per card of the list (empty = every card matches):
  std::vector<Truth> where;          // copies, count, banned
  std::vector<int> key;              // copies by a field: key id, -1 when the card lacks the field
  bool by_identity = true;           // copies: by the game's identity key
  std::vector<char> member;          // card-limit: the card is the limited card (any printing)
  std::vector<long long> value;      // sum: the field's value, -1 when unknown
  std::string neutral;               // leader: the value always allowed
};

struct Compiled {
  std::vector<int> part_of;          // per card: part index, -1 when the list cannot tell
  std::vector<unsigned> part_mask;   // per card: bit per part it may belong to
  std::vector<int> identity;         // per card: identity id (the key copies are counted by)
  std::vector<char> exempt;          // per identity: a card-limit rule governs it instead (economica 3-3)
  std::vector<char> unnamed;         // per identity: no card of it has a name, and the pack lets one name be
                                     // under several numbers (numbers-per-name="many"): it may be any name
  int identities = 0;
  std::vector<CompiledRule> rules;
  std::map<std::string, std::string> override_reasons;  // rule id -> the event's reason
};

// Checks resolved cards (in list order) and fills the report's diagnostics and counts.
void check_deck(const Ruleset& rs, Report& report);

// "日本株 (A0003)", or "E-0049 (name unknown)".
std::string card_label(const Card& c);

}  // namespace jk::decklint
