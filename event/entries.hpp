// Entries (issue 26): players signing up before round 1, from their phones (`/register`) or a
// pre-registration CSV (`player import`), up to the event's capacity and then on a waitlist. An
// entry that is in becomes a player at once (its personal code works from that moment); a
// waitlisted one becomes a player when a place frees up (a withdrawal, a larger capacity).
// Each changing function is one transaction.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "actor.hpp"
#include "event.hpp"  // pairing::Player
#include "event_store.hpp"
#include "sqlite.hpp"

namespace jk::event {

enum class EntryStatus { entered, waitlisted, withdrawn };
enum class EntrySource { phone, import_file };
std::string_view entry_status_name(EntryStatus s);  // entered | waitlisted | withdrawn

struct Entry {
  std::int64_t id = 0;
  std::string name, reading, external_id;
  EntryStatus status = EntryStatus::entered;
  EntrySource source = EntrySource::phone;
  std::optional<std::int64_t> player_id;  // entered: the player it became
  std::string created_at;
  int waitlist_position = 0;  // 1 first; 0 when not waitlisted
};

// The settings, how many are in, the waitlist in order and every entry (one snapshot).
// Players in the event: those not dropped, however they came in (what the capacity counts).
int entrant_count(const std::vector<pairing::Player>& players);

struct RegistrationState {
  RegistrationSettings settings;
  int entrants = 0;  // players not dropped, however they came in: what the capacity counts
  int last_round = 0;
  std::vector<Entry> entries;   // by id
  std::vector<Entry> waitlist;  // in order
  int free_places() const;      // -1: no limit
};
RegistrationState registration_state(Database& db);

struct RegistrationChange {
  std::optional<bool> open, waitlist;
  std::optional<int> capacity;         // 0: no limit
  std::optional<std::string> deadline;  // "": none
};
struct RegistrationSet {
  RegistrationSettings settings;
  std::vector<Entry> moved_up;  // waitlisted entries a larger capacity let in
};
RegistrationSet set_registration(Database& db, const RegistrationChange& change, const Actor& actor);

// A sign-up from the registration page. Refused (InputError, a sentence for the phone) once round
// 1 is paired, while registration is closed, from the deadline on (`now_local` is the venue's
// "YYYY-MM-DD HH:MM"), for a membership id already entered or waiting, and when the event is full
// without a waitlist.
struct SignUp {
  std::string name, reading, external_id;
  std::string now_local;
  std::string form_nonce;  // the form's 32 hex digits: the same form sent again is the same entry ("": none)
};
// A form sent again (a second tap, a reload, after a server restart) gives the entry it made.
Entry sign_up(Database& db, const SignUp& request, const Actor& actor);
// The entry a sign-up form already made, if any.
std::optional<Entry> entry_of_form(Database& db, const std::string& form_nonce);

// A pre-registration CSV (columns id,name,reading as `player add --csv`), in its order: rows while
// places are free are entered, the rest waitlisted; refused whole (file and line) when a row is
// bad, a membership id is taken, or rows go beyond the capacity with no waitlist.
struct ImportedEntries {
  std::vector<Entry> entered, waitlisted;
};
ImportedEntries import_entries(Database& db, const std::string& csv_text, const std::string& file, const Actor& actor);

// Withdraws before round 1: an entered player is dropped and the first waitlisted entry moves up;
// a waitlisted entry leaves the list. `who`: a player (id, name, membership id) or "W<entry id>".
struct Withdrawn {
  Entry entry;
  std::optional<Entry> moved_up;
};
Withdrawn withdraw(Database& db, const std::string& who, const Actor& actor);
Withdrawn withdraw_entry(Database& db, std::int64_t entry_id, const Actor& actor);

// Whether the player's entry was withdrawn (inside the caller's transaction or snapshot). A player
// with no entry (added by `player add`) has withdrawn nothing.
bool player_withdrew(Database& db, std::int64_t player_id);

// One entry (nullopt: no such entry), with its place on the waitlist.
std::optional<Entry> find_entry(Database& db, std::int64_t entry_id);

}  // namespace jk::event
