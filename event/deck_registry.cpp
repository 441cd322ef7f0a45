#include "deck_registry.hpp"

#include "card_list.hpp"

#include "errors.hpp"
#include "event_store.hpp"
#include "pack.hpp"
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

TypedDeck check_typed_deck(Database& db, const std::string& games_dir, std::int64_t player_id, std::string_view text, Lang lang,
                           bool store, const std::string& now_local, const Actor& actor) {
  if (store) {
    const std::string deadline = deck_deadline(db);
    if (!deadline.empty() && now_local >= deadline)
      throw InputError(Message{N_("the deadline for decklists was {deadline}; ask a judge to register your list"), {{"deadline", deadline}}});
  }
  const dl::Ruleset rules = event_rules(db, games_dir);
  dl::Checker checker(rules);
  const std::string file = "deck-" + std::to_string(player_id) + ".txt";
  TypedDeck out;
  out.report = checker.check_text(text, file);
  out.diagnostics = dl::render_report(out.report, rules, false, lang);
  out.findings = player_findings(out.report, rules);
  out.refused = store && out.report.verdict == dl::Verdict::illegal && read_event_header(db).settings.refuse_illegal_decks;
  if (store && !out.refused && out.report.verdict != dl::Verdict::unreadable) out.registration = register_deck(db, player_id, file, text, out.report, rules, actor);
  return out;
}

std::optional<StoredList> stored_list(Database& db, std::int64_t player_id) {
  auto st = db.prepare("SELECT id, source_text, registered_at, verdict FROM decks WHERE player_id = ?1 AND superseded_by IS NULL ORDER BY id DESC LIMIT 1");
  st.bind(1, player_id);
  if (!st.step()) return std::nullopt;
  return StoredList{st.int64(0), st.text(1), st.text(2), parse_verdict(st.text(3)).value_or(dl::Verdict::unverified)};
}

std::string set_deck_deadline(Database& db, const std::string& deadline, const Actor& actor) {
  if (!deadline.empty() && !valid_deadline(deadline))
    throw InputError(Message{N_("'{deadline}' is not a time; write the deadline as YYYY-MM-DD HH:MM (the venue's time), e.g. 2026-11-24 10:30"),
                             {{"deadline", deadline}}});
  Change change(db, actor.label);
  EventSettings s = read_event_header(db).settings;
  s.deck_deadline = deadline;
  write_event_settings(db, s);
  change.commit();
  return deadline;
}

std::string deck_deadline(Database& db) {
  ReadSnapshot snapshot(db);
  return read_event_header(db).settings.deck_deadline;
}

Unregistered unregister_deck(Database& db, const std::string& player, const Actor& actor) {
  Change change(db, actor.label);
  PlayerName p = resolve_player(db, player);
  Unregistered out{p.id, p.name, dl::unregister_decks(db, p.id)};
  if (out.lists == 0) throw InputError(Message{N_("{player} has no registered decklist; nothing to unregister"), {{"player", p.name}}});
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
