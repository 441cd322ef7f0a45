// What an open checks before a command reads an event file: that the file is judgekit's (looked
// at without touching it or anything beside it), and that it is whole.
#pragma once
#include <string>

#include "errors.hpp"
#include "sqlite.hpp"

namespace jk {

// Looks at `path` through an immutable connection (no lock taken, no hot journal rolled back, no
// -wal or -shm read or made) and throws InputError "not a judgekit event file (…); nothing was
// changed" unless it is one: another program's database is refused with its bytes and its
// journal or WAL exactly as they were.
void identify_event_file(const std::string& path);

// PRAGMA quick_check: every page of the file is read and its structure checked. An open runs it
// when the writer before it died with committed frames in the WAL (db/sqlite.hpp counts them).
void quick_check(Database& db, const std::string& path);

// The invariants every open checks at this build's schema: its tables all there, one event row
// with a valid date, rounds numbered 1..N, every match in a round, every seat a player of the
// event, the secret equal to its copy. A single damaged page shows up as one of these, or as
// SQLite's "malformed" (explain() below), never as a wrong answer.
// The two scans among them, every seat's player and every name (most of an open of a 10,000-player
// file), are skipped when the file's mark says they held through an audit row and no row of
// seats, players or the event was written after it: judgekit's own changes keep both true (foreign
// keys; names checked as they come in), and anything else that writes those tables with the
// file's triggers on (sqlite3 by hand) leaves audit rows after the mark.
void check_event_invariants(Database& db, const std::string& path);

// The last audit row's id, 0 when there is none.
std::int64_t last_audit_id(Database& db);

// Called by a change before it commits, `first` being the last audit row when it began: moves the
// file's mark to the change's last audit row when the scans held through a row (the mark, or this
// connection's open) and nothing but judgekit's changes wrote the scanned tables since.
void advance_checked_through(Database& db, std::int64_t first);

// "FILE: the event file is damaged (WHY); nothing was changed; …".
[[noreturn]] void throw_damaged(const std::string& path, Message why);

// An SQLite error as one line a person can act on: the file is damaged, the disk is full, the
// file is read-only, an I/O error; anything else as SQLite words it. `path` names the file
// when the error does not (an in-memory copy).
InputError explain_sqlite_error(const SqliteError& e, const std::string& path = {});

}  // namespace jk
