// The event side of decklint: registering lists, the per-player list, the event's overrides.
// Changes run inside the caller's jk::Change (the event library opens it).
#include <algorithm>
#include <cctype>

#include "errors.hpp"
#include "event_file.hpp"
#include "event_store.hpp"
#include "message_json.hpp"
#include "compiled.hpp"
#include "players.hpp"
#include "text.hpp"

namespace jk::decklint {

using nlohmann::ordered_json;

namespace {

// report_json plus the data each finding and its citation were worded from (`messages`): every
// face words a registered list's findings in its reader's language long after the check ran.
ordered_json stored_report(const Report& report, const Ruleset& rs) {
  ordered_json j = report_json(report, rs);
  for (std::size_t i = 0; i < report.diagnostics.size() && i < j["diagnostics"].size(); ++i) {
    const Diagnostic& d = report.diagnostics[i];
    ordered_json messages = ordered_json::object();
    if (!d.text.empty()) messages["message"] = message_json(d.text);
    if (!d.citation.empty()) messages["cite"] = message_json(d.citation);
    if (!messages.empty()) j["diagnostics"][i]["messages"] = std::move(messages);
  }
  return j;
}

}  // namespace

static std::vector<Override> overrides_of(const EventSettings& settings) {
  std::vector<Override> out;
  for (const auto& x : settings.overrides) out.push_back({x["xml"].get<std::string>(), x.value("reason", std::string())});
  return out;
}

EventInfo read_event(Database& db, const std::string& path) {
  EventHeader h = read_event_header(db);
  EventInfo ev;
  ev.path = path;
  ev.name = h.name;
  ev.game = h.game;
  ev.format = h.format;
  ev.date = h.date;
  ev.overrides = overrides_of(h.settings);
  return ev;
}

std::int64_t find_player(Database& db, const std::string& who, std::string* name) {
  PlayerName p = resolve_player(db, who);
  if (name) *name = p.name;
  return p.id;
}

Registration register_deck(Database& db, std::int64_t player_id, const std::string& file,
                           std::string_view text, const Report& report, const Ruleset& rs) {
  if (report.verdict == Verdict::unreadable) throw InputError(file, 0, Message{N_("the list is unreadable; nothing was registered"), {}});
  Registration reg;
  reg.player_id = player_id;
  {
    auto st = db.prepare("SELECT name FROM players WHERE id = ?1");
    st.bind(1, player_id);
    if (!st.step()) throw InputError(Message{N_("no player with id {id}"), {{"id", std::to_string(player_id)}}});
    reg.player_name = st.text(0);
  }
  {
    auto st = db.prepare("SELECT id FROM decks WHERE player_id = ?1 AND superseded_by IS NULL ORDER BY id");
    st.bind(1, player_id);
    while (st.step()) reg.superseded.push_back(st.int64(0));
  }
  auto ins = db.prepare(
      "INSERT INTO decks (player_id, source_file, source_text, checked_date, format, verdict, report, registered_at) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  ins.bind(1, player_id)
      .bind(2, file)
      .bind(3, text)
      .bind(4, rs.date)
      .bind(5, rs.format)
      .bind(6, verdict_name(report.verdict))
      .bind(7, stored_report(report, rs).dump(-1, ' ', false, ordered_json::error_handler_t::replace))
      .bind(8, utc_now());
  ins.run();
  reg.deck_id = db.last_insert_id();
  for (std::int64_t old : reg.superseded) {
    auto up = db.prepare("UPDATE decks SET superseded_by = ?1 WHERE id = ?2");
    up.bind(1, reg.deck_id).bind(2, old);
    up.run();
  }
  return reg;
}

std::vector<PlayerDeck> list_decks(Database& db) {
  std::vector<PlayerDeck> out;
  auto st = db.prepare(
      "SELECT p.id, p.name, p.dropped_after_round IS NOT NULL, d.id, d.verdict, d.source_file, d.registered_at, "
      "total(f.value ->> 'severity' = 'error'), total(f.value ->> 'severity' = 'warning'), total(f.value ->> 'severity' = 'unverified'), "
      "json_extract(d.report, '$.card_lists') "
      "FROM players p LEFT JOIN decks d ON d.id = "
      "(SELECT max(id) FROM decks WHERE player_id = p.id AND superseded_by IS NULL) "
      // The findings by severity, in one pass over the report's diagnostics.
      "LEFT JOIN json_each(d.report, '$.diagnostics') f "
      "GROUP BY p.id ORDER BY p.id");
  while (st.step()) {
    PlayerDeck pd;
    pd.player_id = st.int64(0);
    pd.name = st.text(1);
    pd.dropped = st.int64(2) != 0;
    if (!st.is_null(3)) {
      pd.deck_id = st.int64(3);
      pd.verdict = parse_deck_verdict(st.text(4)).value_or(DeckVerdict::unverified);  // the schema CHECKs the word
      pd.file = st.text(5);
      pd.registered_at = st.text(6);
      pd.errors = st.integer(7);
      pd.warnings = st.integer(8);
      pd.unverified = st.integer(9);
      if (auto lists = st.opt_text(10)) pd.card_lists = parse_card_lists(nlohmann::json::parse(*lists, nullptr, false));
    } else {
      pd.verdict = DeckVerdict::missing;
    }
    out.push_back(std::move(pd));
  }
  return out;
}

// Checks that the overrides apply to the event's game, format and date (throws InputError).
static void validate(const EventInfo& ev, const std::vector<Override>& list) {
  Game g = load_game(games_dir(), ev.game);
  compile_rules(g, g.cards, ev.format, ev.date, list);
}

// Writes the list into the event's settings; the caller's Change makes it one transaction.
static void store(Database& db, const std::vector<Override>& list) {
  EventSettings s = read_event_header(db).settings;
  s.overrides = ordered_json::array();
  for (const auto& o : list) s.overrides.push_back({{"xml", o.xml}, {"reason", o.reason}});
  write_event_settings(db, s);
}

// Both change the list as it stands inside the transaction (re-read there), so two judges
// adding overrides at once both land.
std::size_t add_override(Database& db, const EventInfo& seen, const Override& o) {
  if (trim(o.reason).empty()) throw InputError(Message{N_("an override needs --reason (it is shown in reports)"), {}});
  parse_rule_change(o.xml, "--xml");  // its own mistakes first, named as the option
  EventInfo ev = read_event(db, seen.path);
  std::vector<Override> list = ev.overrides;
  list.push_back(o);
  try {
    validate(ev, list);
  } catch (const InputError& e) {
    throw InputError(Message{N_("--xml {xml}: {problem}"), {{"xml", o.xml}, arg("problem", e.message())}});

  }
  store(db, list);
  return list.size();
}

Override remove_override(Database& db, const EventInfo& seen, std::size_t n) {
  EventInfo ev = read_event(db, seen.path);
  if (n < 1 || n > ev.overrides.size())
    throw InputError(Message{N_("no override {n}; the event has {count} (see `judgekit deck override --event E`)"),
                             {{"n", std::to_string(n)}, {"count", std::to_string(ev.overrides.size())}}});
  // The list may have changed since the judge looked: remove only the override they saw as N.
  if (n <= seen.overrides.size() && seen.overrides[n - 1].xml != ev.overrides[n - 1].xml)
    throw InputError(Message{N_("the overrides changed meanwhile; list them again (`judgekit deck override --event E`) and give the number shown"), {}});
  std::vector<Override> list = ev.overrides;
  Override gone = list[n - 1];
  list.erase(list.begin() + static_cast<std::ptrdiff_t>(n - 1));
  try {
    validate(ev, list);
  } catch (const InputError& e) {
    throw InputError(Message{N_("cannot remove override {n}: the others depend on it ({problem})"), {{"n", std::to_string(n)}, arg("problem", e.located_message())}});

  }
  store(db, list);
  return gone;
}

int unregister_decks(Database& db, std::int64_t player_id) {
  // Every list of the player, current and replaced, goes (the audit log keeps the rows): the
  // player is "missing" again, as before their first registration.
  db.prepare("UPDATE decks SET superseded_by = NULL WHERE player_id = ?1").bind(1, player_id).run();
  auto st = db.prepare("DELETE FROM decks WHERE player_id = ?1");
  st.bind(1, player_id);
  st.run();
  return db.changes();
}

}  // namespace jk::decklint
