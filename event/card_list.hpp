// The event's own card list (`cards import --event`, issue 26): a snapshot of an organiser's full
// list kept in the event file with its source and SHA-256, so every machine checks the event's
// lists against the same cards, and every verdict names the list it used.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

#include "actor.hpp"
#include "decklint.hpp"
#include "input_file.hpp"
#include "pack.hpp"
#include "sqlite.hpp"

namespace jk::event {

struct EventCardList {
  std::string source;       // the file as the organiser named it
  std::string sha256;       // of the list as stored (UTF-8)
  std::string imported_at;  // UTC
  CardList cards;           // the snapshot read back (its sources: the event's)
};
// The event's snapshot, nullopt when it has none. Inside the caller's snapshot or Change.
std::optional<EventCardList> event_card_list(Database& db, const Game& game);
// The same in a snapshot of its own.
std::optional<EventCardList> read_event_card_list(Database& db, const Game& game);

struct ImportedCards {
  std::size_t cards = 0;
  std::string sha256;
  std::optional<std::string> replaced;  // the SHA-256 of the snapshot this one replaces
};
// Validates FILE against the event's game (InputError naming the file and line; nothing stored)
// and stores it as the event's card list, replacing an earlier one. Verdicts already stored keep
// the list they recorded; lists registered from now on are checked against this one.
ImportedCards import_event_cards(Database& db, const Game& game, const std::string& file, Encoding encoding, const Actor& actor);

// The rules every check of the event uses: its game, format, date and overrides, and its cards
// (the pack's, then the event's snapshot or else this machine's imported list, then `extra_csv`).
decklint::Ruleset event_rules(Database& db, const std::string& games_dir, const std::string& extra_csv = "");

}  // namespace jk::event
