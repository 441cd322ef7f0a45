#include "card_list.hpp"

#include "deck_registry.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "event_store.hpp"

namespace jk::event {

std::optional<EventCardList> event_card_list(Database& db, const Game& game) {
  auto st = db.prepare("SELECT source, sha256, list, imported_at FROM event_cards WHERE id = 1");
  if (!st.step()) return std::nullopt;
  EventCardList out{st.text(0), st.text(1), st.text(3), {}};
  // Validated when imported; a pack changed since then is named with the event file.
  out.cards = parse_cards_csv(st.text(2), db.path() + " (" + out.source + ")", game.fields);
  out.cards.sources = {{CardListKind::event, out.source, out.sha256}};
  return out;
}

std::optional<EventCardList> read_event_card_list(Database& db, const Game& game) {
  ReadSnapshot snapshot(db);
  return event_card_list(db, game);
}

ImportedCards import_event_cards(Database& db, const Game& game, const std::string& file, Encoding encoding, const Actor& actor) {
  std::string text;
  const CardList list = read_full_card_list(game, file, encoding, text);  // throws before the change opens
  Change change(db, actor.label);
  if (read_event_header(db).game != game.id)
    throw InputError(Message{N_("the card list is for {game}, the event plays {event_game}"), {{"game", game.id}, {"event_game", read_event_header(db).game}}});
  ImportedCards out{list.cards.size(), sha256_hex(text), std::nullopt};
  {
    auto st = db.prepare("SELECT sha256 FROM event_cards WHERE id = 1");
    if (st.step()) out.replaced = st.text(0);
  }
  db.prepare("INSERT OR REPLACE INTO event_cards (id, source, sha256, list, imported_at) VALUES (1, ?1, ?2, ?3, ?4)")
      .bind(1, file)
      .bind(2, out.sha256)
      .bind(3, text)
      .bind(4, utc_now())
      .run();
  change.commit();
  return out;
}

decklint::Ruleset event_rules(Database& db, const std::string& games_dir, const std::string& extra_csv) {
  decklint::EventInfo ev;
  std::optional<EventCardList> own;
  Game game;
  {
    ReadSnapshot snapshot(db);
    ev = decklint::read_event(db, db.path());
    game = load_game(games_dir, ev.game);
    own = event_card_list(db, game);
  }
  CardList cards = effective_cards(game, own ? &own->cards : nullptr, extra_csv);
  return decklint::compile_rules(game, std::move(cards), ev.format, ev.date, ev.overrides);
}

}  // namespace jk::event
