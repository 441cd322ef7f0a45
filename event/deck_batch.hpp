// Many decklists at once (`deck register --dir D`, issue 26): each file named for its player.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "actor.hpp"
#include "decklint.hpp"
#include "sqlite.hpp"

namespace jk::event {

// The player each file is for, from its name without the extension: the player's personal code,
// id, membership id, name or kana reading (as every PLAYER argument is read). InputError naming
// the file when a name matches nobody or two files name one player (nothing is registered).
std::vector<std::int64_t> players_of_files(Database& db, const std::vector<std::string>& files);

struct DeckToStore {
  std::int64_t player_id = 0;
  std::string file, text;
  decklint::Report report;
};
// Stores every list as `deck register` stores one, in one transaction: all or none.
std::vector<decklint::Registration> register_decks(Database& db, const std::vector<DeckToStore>& decks, const decklint::Ruleset& rules,
                                                   const Actor& actor);

}  // namespace jk::event
