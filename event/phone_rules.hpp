// What players may do from their phones, as the organiser sets it for the event (issue 24): kept
// in event.settings, set with `judgekit event phones` or from the organiser's console.
#pragma once
#include <optional>

#include "actor.hpp"
#include "sqlite.hpp"

namespace jk::event {

struct PhoneRules {
  // Equal reports sent with the table's code alone are recorded (a small casual event). Off: a
  // report counts for a seat only with that seat's own code, else the opponent confirms or a judge.
  bool trust_table_code = false;
  bool self_drop = true;               // a player may drop themself from their page, after a confirmation
  bool refuse_illegal_decks = false;   // a list found illegal is refused at submission (else stored, marked)
};
// One snapshot.
PhoneRules phone_rules(Database& db);

// The rules to change (an unset one stays as it is).
struct PhoneRulesChange {
  std::optional<bool> trust_table_code, self_drop, refuse_illegal_decks;
};
// One transaction, in the audit log like every setting; returns the rules as now stored.
PhoneRules set_phone_rules(Database& db, const PhoneRulesChange& change, const Actor& actor);

}  // namespace jk::event
