// What the tests that call the pairing library on an event file share: an Economica event (best
// of 1, no draws) made through the library, and a round paired in its own change.
#pragma once
#include <string>
#include <vector>

#include "event.hpp"
#include "event_file.hpp"
#include "event_store.hpp"

namespace jk::test {

inline const Game& economica() {
  static const Game g = load_game(games_dir(), "economica");
  return g;
}

// `names` registered in order; the event named `name`, dated 2015-08-08, with `seed`.
inline Database economica_event(const std::string& path, const std::vector<std::string>& names, std::int64_t seed,
                                const std::string& name) {
  Database db = open_event(path, OpenMode::create_new);
  Change c(db, "test: create");
  EventHeader h;
  h.name = name;
  h.game = "economica";
  h.date = "2015-08-08";
  h.seed = seed;
  h.created_at = utc_now();
  insert_event_header(db, h);
  std::vector<pairing::NewPlayer> add;
  for (const auto& n : names) add.push_back({n, "", "", 0, std::nullopt});
  std::vector<Message> notes;
  pairing::add_players(db, add, 1, "", notes);
  c.commit();
  return db;
}

inline pairing::PairedRound pair_in_change(Database& db) {
  Change c(db, "test: pair");
  pairing::PairedRound p = pairing::pair_next_round(db, economica());
  c.commit();
  return p;
}

}  // namespace jk::test
