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
void check_event_invariants(Database& db, const std::string& path);

// "FILE: the event file is damaged (WHY); nothing was changed; …".
[[noreturn]] void throw_damaged(const std::string& path, Message why);

// An SQLite error as one line a person can act on: the file is damaged, the disk is full, the
// file is read-only, an I/O error; anything else as SQLite words it. `path` names the file
// when the error does not (an in-memory copy).
InputError explain_sqlite_error(const SqliteError& e, const std::string& path = {});

}  // namespace jk
