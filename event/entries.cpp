#include "entries.hpp"

#include <algorithm>

#include "errors.hpp"
#include "event.hpp"  // pairing
#include "event_file.hpp"
#include "round_setup.hpp"
#include "text.hpp"

namespace jk::event {

namespace {

constexpr std::size_t kMaxNameChars = 60, kMaxIdChars = 40;  // a phone's form: a name, not a letter

std::string_view source_name(EntrySource s) { return s == EntrySource::phone ? "phone" : "import"; }

Entry read_entry(Statement& st) {
  Entry e;
  e.id = st.int64(0);
  e.name = st.text(1);
  e.reading = st.opt_text(2).value_or("");
  e.external_id = st.opt_text(3).value_or("");
  const std::string status = st.text(4);
  e.status = status == "entered" ? EntryStatus::entered : status == "waitlisted" ? EntryStatus::waitlisted : EntryStatus::withdrawn;
  e.source = st.text(5) == "phone" ? EntrySource::phone : EntrySource::import_file;
  if (!st.is_null(6)) e.player_id = st.int64(6);
  e.created_at = st.text(7);
  return e;
}

std::vector<Entry> all_entries(Database& db) {
  std::vector<Entry> out;
  auto st = db.prepare("SELECT id, name, reading, external_id, status, source, player_id, created_at FROM registrations ORDER BY id");
  int position = 0;
  while (st.step()) {
    out.push_back(read_entry(st));
    if (out.back().status == EntryStatus::waitlisted) out.back().waitlist_position = ++position;
  }
  return out;
}

int count_entrants(const pairing::Event& ev) { return entrant_count(ev.players); }

bool has_room(const RegistrationSettings& s, int entrants) { return s.capacity == 0 || entrants < s.capacity; }

void refuse_after_round_one(const pairing::Event& ev) {
  if (ev.last_round() > 0)
    throw InputError(Message{N_("round {round} is paired: registration has ended; add a late player with `judgekit player late-add`"),
                             {{"round", std::to_string(ev.last_round())}}});
}

// The entry's row and, when it is in, its player (joining in round 1).
Entry insert_entry(Database& db, const pairing::NewPlayer& p, EntryStatus status, EntrySource source, const std::string& file) {
  Entry e{0, p.name, p.reading, p.external_id, status, source, std::nullopt, utc_now(), 0};
  if (status == EntryStatus::entered) {
    std::vector<Message> notes;
    e.player_id = pairing::add_players(db, {p}, 1, file, notes).front();
  }
  auto opt = [](const std::string& s) { return s.empty() ? std::optional<std::string>() : std::optional<std::string>(s); };
  db.prepare("INSERT INTO registrations (name, reading, external_id, status, source, player_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
      .bind(1, e.name)
      .bind(2, opt(e.reading))
      .bind(3, opt(e.external_id))
      .bind(4, std::string(entry_status_name(status)))
      .bind(5, std::string(source_name(source)))
      .bind(6, e.player_id)
      .bind(7, e.created_at)
      .run();
  e.id = db.last_insert_id();
  return e;
}

// Waitlisted entries move up, first come first, while places are free (before round 1 only).
std::vector<Entry> fill_from_waitlist(Database& db, const RegistrationSettings& s) {
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  std::vector<Entry> moved;
  if (ev.last_round() > 0) return moved;
  int entrants = count_entrants(ev);
  for (Entry e : all_entries(db)) {
    if (e.status != EntryStatus::waitlisted) continue;
    if (!has_room(s, entrants)) break;
    std::vector<Message> notes;
    e.player_id = pairing::add_players(db, {{e.name, e.reading, e.external_id, 0, std::nullopt}}, 1, "", notes).front();
    e.status = EntryStatus::entered;
    e.waitlist_position = 0;
    db.prepare("UPDATE registrations SET status = 'entered', player_id = ?2 WHERE id = ?1").bind(1, e.id).bind(2, e.player_id).run();
    moved.push_back(e);
    ++entrants;
  }
  return moved;
}

// A membership id already entered (a player's) or waiting.
bool id_taken(Database& db, const std::string& id) {
  if (id.empty()) return false;
  auto st = db.prepare("SELECT 1 FROM players WHERE external_id = ?1 UNION ALL SELECT 1 FROM registrations WHERE external_id = ?1 AND status = 'waitlisted'");
  st.bind(1, id);
  return st.step();
}

void check_lengths(const pairing::NewPlayer& p, const std::string& file) {
  if (p.name.empty()) throw InputError(file, p.line, Message{N_("give your name"), {}});
  pairing::checked_player_key(p, file);  // valid UTF-8 first: the lengths below count its characters
  auto length = [](const std::string& s) { return to_code_points(s).size(); };
  if (length(p.name) > kMaxNameChars || length(p.reading) > kMaxNameChars)
    throw InputError(file, p.line, Message{N_("a name or reading is at most {n} characters"), {{"n", std::to_string(kMaxNameChars)}}});
  if (length(p.external_id) > kMaxIdChars)
    throw InputError(file, p.line, Message{N_("a membership id is at most {n} characters"), {{"n", std::to_string(kMaxIdChars)}}});
}

}  // namespace

int entrant_count(const std::vector<pairing::Player>& players) {
  return static_cast<int>(std::count_if(players.begin(), players.end(), [](const pairing::Player& p) { return !p.dropped_after; }));
}

std::string_view entry_status_name(EntryStatus s) {
  switch (s) {
    case EntryStatus::entered: return "entered";
    case EntryStatus::waitlisted: return "waitlisted";
    case EntryStatus::withdrawn: return "withdrawn";
  }
  return "entered";
}

int RegistrationState::free_places() const { return settings.capacity == 0 ? -1 : std::max(0, settings.capacity - entrants); }

RegistrationState registration_state(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  RegistrationState out;
  out.settings = ev.info.settings.registration;
  out.entrants = count_entrants(ev);
  out.last_round = ev.last_round();
  out.entries = all_entries(db);
  for (const auto& e : out.entries)
    if (e.status == EntryStatus::waitlisted) out.waitlist.push_back(e);
  return out;
}

RegistrationSet set_registration(Database& db, const RegistrationChange& c, const Actor& actor) {
  if (c.capacity && (*c.capacity < 0 || *c.capacity > 1000000)) throw InputError(Message{N_("--capacity must be a number from 0 (no limit) to 1000000"), {}});
  if (c.deadline && !c.deadline->empty() && !valid_deadline(*c.deadline))
    throw InputError(Message{N_("'{deadline}' is not a time; write the deadline as YYYY-MM-DD HH:MM (the venue's time), e.g. 2026-11-24 10:30"),
                             {{"deadline", *c.deadline}}});
  Change change(db, actor.label);
  EventSettings s = read_event_header(db).settings;
  RegistrationSettings& r = s.registration;
  if (c.open) r.open = *c.open;
  if (c.waitlist) r.waitlist = *c.waitlist;
  if (c.capacity) r.capacity = *c.capacity;
  if (c.deadline) r.deadline = *c.deadline;
  write_event_settings(db, s);
  RegistrationSet out{r, fill_from_waitlist(db, r)};
  change.commit();
  return out;
}

// Inside the caller's snapshot or transaction.
static std::optional<Entry> entry_of_form_in(Database& db, const std::string& form_nonce) {
  if (form_nonce.size() != 32) return std::nullopt;
  auto st = db.prepare("SELECT id FROM registrations WHERE form_nonce = ?1");
  st.bind(1, form_nonce);
  if (!st.step()) return std::nullopt;
  const std::int64_t id = st.int64(0);
  for (auto& e : all_entries(db))
    if (e.id == id) return e;
  return std::nullopt;
}

std::optional<Entry> entry_of_form(Database& db, const std::string& form_nonce) {
  ReadSnapshot snapshot(db);
  return entry_of_form_in(db, form_nonce);
}

Entry sign_up(Database& db, const SignUp& req, const Actor& actor) {
  pairing::NewPlayer p{trim(req.name), trim(req.reading), trim(req.external_id), 0, std::nullopt};
  check_lengths(p, "");
  Change change(db, actor.label);
  if (auto again = entry_of_form_in(db, req.form_nonce)) return *again;  // nothing written
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  const RegistrationSettings& s = ev.info.settings.registration;
  refuse_after_round_one(ev);
  if (!s.open) throw InputError(Message{N_("registration is not open; ask the organiser"), {}});
  if (!s.deadline.empty() && req.now_local >= s.deadline)
    throw InputError(Message{N_("registration closed at {deadline}; ask the organiser"), {{"deadline", s.deadline}}});
  if (id_taken(db, p.external_id))
    throw InputError(Message{N_("membership id {id} is already registered; one entry per person"), {{"id", p.external_id}}});
  EntryStatus status = EntryStatus::entered;
  if (!has_room(s, count_entrants(ev))) {
    if (!s.waitlist) throw InputError(Message{N_("the event is full ({n} players); ask the organiser"), {{"n", std::to_string(s.capacity)}}});
    status = EntryStatus::waitlisted;
  }
  Entry e = insert_entry(db, p, status, EntrySource::phone, "");
  if (req.form_nonce.size() == 32)
    db.prepare("UPDATE registrations SET form_nonce = ?1 WHERE id = ?2").bind(1, req.form_nonce).bind(2, e.id).run();
  change.commit();
  if (status == EntryStatus::waitlisted) e = *find_entry(db, e.id);  // its place on the list
  return e;
}

ImportedEntries import_entries(Database& db, const std::string& csv_text, const std::string& file, const Actor& actor) {
  std::vector<pairing::NewPlayer> rows = pairing::read_players_csv(csv_text, file);
  for (const auto& p : rows) check_lengths(p, file);
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  const RegistrationSettings& s = ev.info.settings.registration;
  if (ev.last_round() > 0)
    throw InputError(file, 0, Message{N_("round {round} is paired: registration has ended; add a late player with `judgekit player late-add`"),
                                      {{"round", std::to_string(ev.last_round())}}});
  int entrants = count_entrants(ev);
  // Rows join behind anyone already waiting: a file never jumps the queue.
  bool waiting = false;
  for (const auto& e : all_entries(db)) waiting = waiting || e.status == EntryStatus::waitlisted;
  ImportedEntries out;
  for (const auto& p : rows) {
    if (id_taken(db, p.external_id))
      throw InputError(file, p.line, Message{N_("membership id {id} is already registered; one entry per person"), {{"id", p.external_id}}});
    const bool room = has_room(s, entrants) && !waiting && out.waitlisted.empty();
    if (!room && !s.waitlist)
      throw InputError(file, p.line,
                       Message{N_("the event takes {n} players and this row is beyond them; raise the capacity (`judgekit event registration --capacity N`) or turn the waitlist on (`--waitlist on`)"),
                               {{"n", std::to_string(s.capacity)}}});
    Entry e = insert_entry(db, p, room ? EntryStatus::entered : EntryStatus::waitlisted, EntrySource::import_file, file);
    if (room) ++entrants, out.entered.push_back(e);
    else out.waitlisted.push_back(e);
  }
  change.commit();
  return out;
}

std::optional<Entry> find_entry(Database& db, std::int64_t entry_id) {
  ReadSnapshot snapshot(db);
  for (auto& e : all_entries(db))
    if (e.id == entry_id) return e;
  return std::nullopt;
}

bool player_withdrew(Database& db, std::int64_t player_id) {
  auto st = db.prepare("SELECT 1 FROM registrations WHERE player_id = ?1 AND status = 'withdrawn'");
  st.bind(1, player_id);
  return st.step();
}

static Withdrawn withdraw_in(Database& db, Entry e, const std::optional<std::int64_t>& player_id) {
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  refuse_after_round_one(ev);
  Withdrawn out;
  if (player_id) {
    const pairing::Player* p = ev.player(*player_id);
    if (p && p->dropped_after) throw InputError(Message{N_("{player} has already withdrawn"), {{"player", p->name}}});
    if (p) pairing::drop_before_round_one(db, ev, {p});
  } else if (e.status == EntryStatus::withdrawn) {
    throw InputError(Message{N_("{player} has already withdrawn"), {{"player", e.name}}});
  }
  if (e.id) {
    db.prepare("UPDATE registrations SET status = 'withdrawn' WHERE id = ?1").bind(1, e.id).run();
  } else if (player_id) {  // a player added without an entry (`player add`): the withdrawal is kept all the same
    auto opt = [](const std::string& v) { return v.empty() ? std::optional<std::string>() : std::optional<std::string>(v); };
    db.prepare("INSERT INTO registrations (name, reading, external_id, status, source, player_id, created_at) VALUES (?1, ?2, ?3, 'withdrawn', 'import', ?4, ?5)")
        .bind(1, e.name).bind(2, opt(e.reading)).bind(3, opt(e.external_id)).bind(4, *player_id).bind(5, utc_now()).run();
    e.id = db.last_insert_id();
  }
  e.status = EntryStatus::withdrawn;
  e.waitlist_position = 0;
  out.entry = e;
  auto moved = fill_from_waitlist(db, ev.info.settings.registration);
  if (!moved.empty()) out.moved_up = moved.front();
  return out;
}

Withdrawn withdraw_entry(Database& db, std::int64_t entry_id, const Actor& actor) {
  Change change(db, actor.label);
  std::optional<Entry> e;
  for (auto& x : all_entries(db))
    if (x.id == entry_id) e = x;
  if (!e) throw InputError(Message{N_("no entry W{id}"), {{"id", std::to_string(entry_id)}}});
  Withdrawn out = withdraw_in(db, *e, e->status == EntryStatus::entered ? e->player_id : std::nullopt);
  change.commit();
  return out;
}

Withdrawn withdraw(Database& db, const std::string& who, const Actor& actor) {
  const std::string w = trim(who);
  if (w.size() > 1 && (w[0] == 'W' || w[0] == 'w') && w.find_first_not_of("0123456789", 1) == std::string::npos && w.size() < 14)
    return withdraw_entry(db, std::stoll(w.substr(1)), actor);
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  const pairing::Player& p = pairing::resolve_player(ev, w);
  Entry e{0, p.name, p.reading, p.external_id, EntryStatus::entered, EntrySource::import_file, p.id, p.created_at, 0};
  for (auto& x : all_entries(db))
    if (x.player_id == p.id) e = x;
  Withdrawn out = withdraw_in(db, e, p.id);
  change.commit();
  return out;
}

}  // namespace jk::event
