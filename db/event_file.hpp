// The event file: one SQLite database per event (WAL, foreign keys, busy timeout, versioned schema).
#pragma once
#include <string>
#include <string_view>

#include "sqlite.hpp"

namespace jk {

// The schema version this build writes; files at a lower version are migrated on open.
int latest_schema_version();

enum class OpenMode { existing, create_new };

// Opens an event file and brings its schema up to date in one transaction.
// Throws InputError when the file is missing (existing), already exists (create_new),
// is not an SQLite database, or was written by a newer judgekit.
Database open_event(const std::string& path, OpenMode mode);

// Applies the pragmas every connection needs (WAL, foreign keys, busy timeout) and migrates.
// Exposed so tests can open files at any version.
void prepare_connection(Database& db);
void migrate(Database& db, const std::string& path_for_messages);

// A changing command: one immediate transaction whose audit-log rows name `command`.
// Destroyed without commit() it rolls back, so a failure leaves the last committed state.
class Change {
 public:
  Change(Database& db, std::string_view command);
  void commit();

 private:
  Transaction tx_;
};

// Current UTC time as ISO 8601 ("2026-11-22T09:30:00Z").
std::string utc_now();

}  // namespace jk
