// The event file: one SQLite database per event (WAL, foreign keys, busy timeout, versioned schema).
// Who may do what to it: readers never change a byte; only a writer opening a real, older judgekit
// event migrates it; a new event appears complete or not at all (built aside, then linked in place).
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sqlite.hpp"

namespace jk {

// The schema version this build writes; real events at a lower version are migrated by writers.
int latest_schema_version();

// PRAGMA application_id of every event file this build creates ("JKEV").
inline constexpr int kEventApplicationId = 0x4A4B4556;

// read: a command that only reads (never migrates the file, never writes: PRAGMA query_only);
// write: a command that changes the event (migrates an older event first);
// create_new: a new, empty event file made in place (fixtures for tests and benchmarks only:
// commands create through create_event_file, which is atomic).
enum class OpenMode { read, write, create_new, existing = write };

// Opens an event file. Throws InputError, and leaves the file untouched, when it is missing, not a
// regular file (a folder, FIFO or device), empty, not SQLite, another program's database, a
// judgekit file from a newer build. A read of an older event gets an in-memory copy at this build's
// schema; the file is migrated only by a command that changes it.
Database open_event(const std::string& path, OpenMode mode);

// Creates the event file `path` atomically: a temporary file in the same folder gets the schema and
// whatever `fill` writes (one Change labelled `actor`), is made durable and closed, then linked to
// `path`, which never replaces an existing file (two creates at once: one wins, the other is told
// the file exists). A kill at any point leaves no file at `path` or a complete event.
void create_event_file(const std::string& path, std::string_view actor, const std::function<void(Database&)>& fill);

// Upgrades an older event file to this build's schema (what a writer does on open); returns the
// version it had.
int upgrade_event_file(const std::string& path);

// Exposed so tests can build files at any version.
void migrate(Database& db, const std::string& path_for_messages);

// A changing command: one immediate transaction whose audit-log rows name `actor` (the command line
// as typed, or "web judge 田中"). Destroyed without commit() it rolls back.
class Change {
 public:
  Change(Database& db, std::string_view actor);
  // Names another actor for the rows written from now on (a batch of reports from many phones).
  void name_actor(std::string_view actor);
  void commit();

 private:
  Database& db_;
  Transaction tx_;
  std::int64_t first_audit_id_;  // the last audit row before this change's
};

// Rows of one table written together, inside a Change (a round's tables): `values` holds them row
// after row, a value for each of `columns`, which must be the table's columns in order. Inserted
// 500 rows a statement with the connection's triggers off (the table's only insert trigger is its
// audit one); the audit log gets one row for them all instead, `after` the JSON array of the rows,
// each as that trigger writes one. A trigger's call for each row was a fifth of a round's inserts.
void insert_audited_batch(Database& db, const std::string& table, const std::vector<std::string>& columns,
                          const std::vector<std::optional<std::int64_t>>& values);

// A batch's rows as its audit row lists them: [{"column":value,...},...], the values row after row.
std::string audit_rows_json(const std::vector<std::string>& columns, const std::vector<std::optional<std::int64_t>>& values);

// A read command's one snapshot: every query between construction and destruction sees the same
// committed state, whatever other processes write meanwhile (WAL read transaction).
class ReadSnapshot {
 public:
  explicit ReadSnapshot(Database& db);
  ~ReadSnapshot();
  ReadSnapshot(const ReadSnapshot&) = delete;
  ReadSnapshot& operator=(const ReadSnapshot&) = delete;

 private:
  Database& db_;
};

// SQLite's data_version of this connection: it changes when another connection commits, so a
// long-running reader (the web server) knows when to read again.
std::int64_t data_version(Database& db);

// Current UTC time as ISO 8601 ("2026-11-22T09:30:00Z").
std::string utc_now();
// `unix_seconds` in this machine's time zone (the venue's clock), by strftime's `format`.
std::string local_time_text(std::int64_t unix_seconds, const char* format);

}  // namespace jk
