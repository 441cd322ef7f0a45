// A thin RAII wrapper over the sqlite3 C API: prepared statements with bound parameters only.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace jk {

struct StatementCache;

struct SqliteError : std::runtime_error {
  int code;
  std::string file;        // the database's file, when the error came from one ("" in memory)
  int system_errno = 0;    // the OS error behind an I/O error (ENOSPC: the disk is full)
  SqliteError(int code_, const std::string& what_) : std::runtime_error(what_), code(code_) {}
};

// How many times SQLite recovered a WAL with committed frames on this thread (a writer before
// it did not close cleanly): an open compares the count before and after its first read.
std::uint64_t wal_recoveries_on_this_thread();

// The first `n` bytes of `path` (fewer for a shorter file; nullopt for an empty one), read through
// SQLite's own VFS rather than a descriptor of ours: closing any descriptor of a database file
// drops every POSIX lock this process holds on it (another connection's, the web server's), and
// another process could then delete the WAL under that connection. The VFS shares its locks between
// handles and defers such a close. Throws SqliteError when the file cannot be read.
std::optional<std::string> read_file_head(const std::string& path, std::size_t n);

class Statement {
 public:
  // A statement of `cache`: taken from it when one with this SQL is idle, given back on destruction
  // (Database::prepare); without a cache, finalized on destruction.
  Statement(sqlite3* db, std::string_view sql, const std::shared_ptr<StatementCache>& cache);
  ~Statement();
  Statement(Statement&&) noexcept;
  Statement& operator=(Statement&&) = delete;
  Statement(const Statement&) = delete;

  // Parameters are 1-based, as in SQLite. Each returns *this so binds chain.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view value);
  Statement& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
  Statement& bind(int index, const std::string& value) { return bind(index, std::string_view(value)); }
  Statement& bind_null(int index);
  Statement& bind_blob(int index, std::string_view bytes);
  template <class T>
  Statement& bind(int index, const std::optional<T>& value) {
    return value ? bind(index, *value) : bind_null(index);
  }

  // Advances to the next row; false when done.
  bool step();
  // Runs a statement that returns no rows (or ignores them).
  void run();
  void reset();

  bool is_null(int col) const;
  std::int64_t int64(int col) const;
  int integer(int col) const { return static_cast<int>(int64(col)); }
  double real(int col) const;
  std::string text(int col) const;
  // The same without a copy: valid until the next step, reset or column call on this column.
  std::string_view text_view(int col) const;
  std::optional<std::string> opt_text(int col) const;
  std::optional<std::int64_t> opt_int64(int col) const;
  // A blob's bytes without a copy, valid as text_view's.
  std::string_view blob_view(int col) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_;
  std::shared_ptr<StatementCache> cache_;  // null: finalized on destruction
  std::vector<sqlite3_stmt*>* idle_ = nullptr;  // where it goes back to in cache_
};

class Database {
 public:
  // read_write: as the file allows; read_only: never writes the file (SQLITE_OPEN_READONLY);
  // immutable: reads the file alone, taking no lock and no -wal or -shm (a read-only folder, or a
  // look at a file that may be another program's: nothing beside it is touched).
  enum class Access { read_write, read_only, immutable };
  // Opens (creating when `create`) the file; throws SqliteError.
  Database(const std::string& path, bool create, Access access = Access::read_write);
  ~Database();
  Database(Database&&) noexcept;
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  // For fixed SQL without parameters (pragmas, DDL). Never build SQL from data: use prepare.
  void exec(const char* sql);
  // Prepared statements are kept per connection and used again: compiling SQL (with the audit
  // triggers an insert fires) cost more than running it, which a burst of reports showed.
  Statement prepare(std::string_view sql) { return Statement(db_, sql, cache_); }
  std::int64_t last_insert_id() const;
  int changes() const;
  sqlite3* handle() { return db_; }
  const std::string& path() const { return path_; }
  // The name messages use (an in-memory copy of a file is named after the file).
  void set_display_path(std::string path) { path_ = std::move(path); }
  // A read of an older event reads an in-memory copy brought up to date; what the migration made
  // new in it (such as the secret of a file older than the codes) is not the file's.
  void mark_memory_copy(bool secret_from_file) { memory_copy_ = true, secret_from_file_ = secret_from_file; }
  bool is_memory_copy() const { return memory_copy_; }
  // The event's secret is the file's own: not a copy's, or a copy of a file that had one.
  bool secret_is_the_files() const { return !memory_copy_ || secret_from_file_; }
  // The audit row through which this connection's open found every seat's player in the event and
  // every name readable (db/event_checks.cpp); nullopt when it did not look.
  void set_checked_through(std::int64_t audit_id) { checked_through_ = audit_id; }
  std::optional<std::int64_t> checked_through() const { return checked_through_; }

 private:
  sqlite3* db_ = nullptr;
  std::shared_ptr<StatementCache> cache_;
  std::string path_;
  bool memory_copy_ = false;
  bool secret_from_file_ = false;
  std::optional<std::int64_t> checked_through_;
};

// BEGIN IMMEDIATE on construction (so two writers queue on the busy timeout instead of
// deadlocking), ROLLBACK on destruction unless commit() was called.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool done_ = false;
};

}  // namespace jk
