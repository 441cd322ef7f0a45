#include "deck_registry.hpp"

#include "errors.hpp"
#include "event_file.hpp"
#include "players.hpp"

namespace jk::event {

namespace dl = jk::decklint;

dl::EventInfo deck_event(Database& db, const std::string& path) {
  ReadSnapshot snapshot(db);
  return dl::read_event(db, path);
}

std::vector<dl::PlayerDeck> list_decks(Database& db) {
  ReadSnapshot snapshot(db);
  return dl::list_decks(db);
}

dl::Registration register_deck(Database& db, std::int64_t player_id, const std::string& file, std::string_view text, const dl::Report& report,
                               const dl::Ruleset& rules, const Actor& actor) {
  Change change(db, actor.label);
  dl::Registration reg = dl::register_deck(db, player_id, file, text, report, rules);
  change.commit();
  return reg;
}

Unregistered unregister_deck(Database& db, const std::string& player, const Actor& actor) {
  Change change(db, actor.label);
  PlayerName p = resolve_player(db, player);
  Unregistered out{p.id, p.name, dl::unregister_decks(db, p.id)};
  if (out.lists == 0) throw InputError(p.name + " has no registered decklist; nothing to unregister");
  change.commit();
  return out;
}

std::size_t add_override(Database& db, const dl::EventInfo& seen, const dl::Override& o, const Actor& actor) {
  Change change(db, actor.label);
  std::size_t n = dl::add_override(db, seen, o);
  change.commit();
  return n;
}

dl::Override remove_override(Database& db, const dl::EventInfo& seen, std::size_t n, const Actor& actor) {
  Change change(db, actor.label);
  dl::Override gone = dl::remove_override(db, seen, n);
  change.commit();
  return gone;
}

}  // namespace jk::event
