// The open index (internal to jk_rulings): the cache database and what every lookup needs.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "near.hpp"
#include "rank.hpp"
#include "rulings.hpp"
#include "sqlite.hpp"

namespace jk::rulings {

struct GameRange {
  std::string game, document, file;
  std::int64_t first = 0, last = -1;  // entries.id range of the game (document order)
};

struct Index {
  Database db;
  std::string path;
  std::vector<GameRange> games;
  ColumnSizes sizes;  // for jk_rank, registered on db with a pointer to this
  std::map<std::string, std::unique_ptr<Statement>> statements;  // see cached()
  std::unique_ptr<NearIndex> near;  // read at the first query that needs it (near_index())
};

// The nearest-entries structure of the index, read from the cache the first time it is needed.
const NearIndex& near_index(Index& index);

// A statement prepared once per open index (a search runs several), reset and unbound.
Statement& cached(Index& index, const std::string& sql);

// The game's range; InputError naming the games that have rulings when it has none.
const GameRange& game_range(const Index& index, const std::string& game);

// How an entry is named in a list: its heading, or the start of its body (40 characters).
std::string label_of(const std::string& heading, const std::string& body);

// What a cache must match to be used: the index layout version, the games folder, and the
// path, size and modification time of every file of every pack (rulings.xml, game.xml, card
// lists) and of the organisers' imported card lists.
std::string fingerprint(const std::string& games_dir);

}  // namespace jk::rulings
