// The event's decklists: registering a checked list, the event's format overrides (SCP 100.2e).
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "actor.hpp"
#include "deck_view.hpp"
#include "decklint.hpp"
#include "i18n.hpp"
#include "sqlite.hpp"

namespace jk::event {

// The event's game, format, date and overrides: what its lists are checked by (one snapshot).
decklint::EventInfo deck_event(Database& db, const std::string& path);
std::vector<decklint::PlayerDeck> list_decks(Database& db);

// Stores `text` (checked as `report` by `rules`) as `player_id`'s list, replacing earlier ones.
decklint::Registration register_deck(Database& db, std::int64_t player_id, const std::string& file, std::string_view text,
                                     const decklint::Report& report, const decklint::Ruleset& rules, const Actor& actor);

// A list typed or pasted on a phone (`/d/CODE`): checked as `deck check` checks it against the
// event's game, format, date and overrides, and stored as `deck register` stores it when `store`
// (an unreadable list is never stored, nor an illegal one when the event refuses them). The diagnostics come rendered as the CLI prints them.
struct TypedDeck {
  decklint::Report report;
  std::string diagnostics;  // `deck check`'s text in `lang`
  std::vector<PlayerFinding> findings;  // the same findings as data, for a sentence each on a phone
  std::optional<decklint::Registration> registration;
  bool refused = false;  // illegal, and the event refuses illegal lists (PhoneRules): nothing stored
};
// `now_local` ("YYYY-MM-DD HH:MM", the venue's time) is checked against the event's decklist
// deadline: from the deadline on, storing is refused (a judge registers lists with `deck register`).
TypedDeck check_typed_deck(Database& db, const std::string& games_dir, std::int64_t player_id, std::string_view text, Lang lang,
                           bool store, const std::string& now_local, const Actor& actor);

// The player's current list as stored (the newest not superseded): what the phone's page shows,
// always as the file has it. nullopt when the player has none.
struct StoredList {
  std::int64_t deck_id = 0;
  std::string text, registered_at;
  decklint::Verdict verdict = decklint::Verdict::legal;
};
std::optional<StoredList> stored_list(Database& db, std::int64_t player_id);

// Sets the decklist deadline for lists players submit from their phones ("" clears it).
// InputError for a time that is not YYYY-MM-DD HH:MM. Returns the deadline as stored.
std::string set_deck_deadline(Database& db, const std::string& deadline, const Actor& actor);
// The deadline, "" when there is none (one snapshot).
std::string deck_deadline(Database& db);

struct Unregistered {
  std::int64_t player_id = 0;
  std::string player_name;
  int lists = 0;
};
// The player has no list again ("missing"); refused when there is none.
Unregistered unregister_deck(Database& db, const std::string& player, const Actor& actor);

// `seen` is the event as the judge saw it (its overrides numbered as listed).
std::size_t add_override(Database& db, const decklint::EventInfo& seen, const decklint::Override& o, const Actor& actor);
decklint::Override remove_override(Database& db, const decklint::EventInfo& seen, std::size_t n, const Actor& actor);

}  // namespace jk::event
