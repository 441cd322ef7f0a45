#include "phone_rules.hpp"

#include "event_file.hpp"
#include "event_store.hpp"

namespace jk::event {

namespace {

PhoneRules rules_of(const EventSettings& s) { return {s.trust_table_code, s.self_drop, s.refuse_illegal_decks}; }

}  // namespace

PhoneRules phone_rules(Database& db) {
  ReadSnapshot snapshot(db);
  return rules_of(read_event_header(db).settings);
}

PhoneRules set_phone_rules(Database& db, const PhoneRulesChange& change, const Actor& actor) {
  Change write(db, actor.label);
  EventSettings s = read_event_header(db).settings;
  if (change.trust_table_code) s.trust_table_code = *change.trust_table_code;
  if (change.self_drop) s.self_drop = *change.self_drop;
  if (change.refuse_illegal_decks) s.refuse_illegal_decks = *change.refuse_illegal_decks;
  write_event_settings(db, s);
  write.commit();
  return rules_of(s);
}

}  // namespace jk::event
