#include "sqlite.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <mutex>
#include <vector>

namespace jk {

// Idle statements of one connection by their SQL. A statement in use is not here, so a query
// prepared again while the first one still steps gets its own.
struct StatementCache {
  std::map<std::string, std::vector<sqlite3_stmt*>, std::less<>> idle;
  bool closed = false;  // the connection is gone: statements given back are finalized

  static constexpr std::size_t max_texts = 512;  // SQL built with varying text stops being kept
};

namespace {

// Debian's SQLite is built without lookaside, so every small allocation is a malloc; with memory
// statistics on, each one also takes a mutex shared by every connection of the process. The
// server's threads queued on it (perf: a third of a burst's time in futex waits). judgekit reads
// no statistics. Must run before SQLite initialises; later it is refused and changes nothing.
thread_local std::uint64_t wal_recoveries = 0;

// SQLite's log: "recovered N frames from WAL file …" means the last writer died with committed
// frames not yet in the file; the open that caused it checks the file (db/event_checks.cpp).
void sqlite_log(void*, int code, const char*) {
  if (code == SQLITE_NOTICE_RECOVER_WAL) ++wal_recoveries;
}

void configure_sqlite_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    sqlite3_config(SQLITE_CONFIG_LOG, sqlite_log, nullptr);
  });
}

// A path as an SQLite URI ("file:" + the path with %, ? and # escaped): the form that takes
// mode=ro and immutable=1.
std::string file_uri(const std::string& path, const char* query) {
  std::string out = path.rfind('/', 0) == 0 ? "file://" : "file:";
  for (char c : path) {
    if (c == '%') out += "%25";
    else if (c == '?') out += "%3f";
    else if (c == '#') out += "%23";
    else out += c;
  }
  return out + "?" + query;
}

bool starts_with_word(std::string_view sql, std::initializer_list<std::string_view> words) {
  std::size_t i = 0;
  while (i < sql.size() && std::isspace(static_cast<unsigned char>(sql[i]))) ++i;
  for (std::string_view word : words) {
    if (sql.size() - i < word.size()) continue;
    std::size_t k = 0;
    while (k < word.size() && std::toupper(static_cast<unsigned char>(sql[i + k])) == word[k]) ++k;
    if (k == word.size()) return true;
  }
  return false;
}

// Transaction control run through exec: a batch of reports runs a savepoint per report, and
// compiling each again cost the writer more than running it.
bool transaction_control(std::string_view sql) {
  return sql.find(';') == std::string_view::npos && starts_with_word(sql, {"BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE"});
}

// Data statements and transaction control: a PRAGMA may compute its answer when compiled (the flag
// pragmas do), and DDL runs once.
bool cacheable(std::string_view sql) {
  return starts_with_word(sql, {"SELECT", "INSERT", "UPDATE", "DELETE", "WITH", "REPLACE"}) || transaction_control(sql);
}

}  // namespace

static std::string message(sqlite3* db, int code) {
  return db ? std::string(sqlite3_errmsg(db)) : std::string(sqlite3_errstr(code));
}

// An error of connection `db`: what SQLite says, and the file and OS error it came from.
static SqliteError error_of(sqlite3* db, int code, const std::string& what) {
  SqliteError e(code, what);
  if (db) {
    const char* file = sqlite3_db_filename(db, "main");
    e.file = file ? file : "";
    e.system_errno = sqlite3_system_errno(db);
  }
  return e;
}

std::uint64_t wal_recoveries_on_this_thread() { return wal_recoveries; }

Statement::Statement(sqlite3* db, std::string_view sql, const std::shared_ptr<StatementCache>& cache) : db_(db), stmt_(nullptr) {
  if (cache && cacheable(sql)) {
    auto it = cache->idle.find(sql);
    if (it == cache->idle.end() && cache->idle.size() < StatementCache::max_texts) it = cache->idle.emplace(std::string(sql), std::vector<sqlite3_stmt*>{}).first;
    if (it != cache->idle.end()) {
      cache_ = cache;
      idle_ = &it->second;  // map nodes stay put: the statement goes back to the list it came from
      if (!idle_->empty()) {
        stmt_ = idle_->back();
        idle_->pop_back();
        return;
      }
    }
  }
  int rc = sqlite3_prepare_v3(db, sql.data(), static_cast<int>(sql.size()), cache_ ? SQLITE_PREPARE_PERSISTENT : 0, &stmt_, nullptr);
  if (rc != SQLITE_OK) throw error_of(db, rc, "SQL prepare failed: " + message(db, rc) + " in: " + std::string(sql));
}

Statement::~Statement() {
  if (!stmt_) return;
  if (cache_ && !cache_->closed) {
    // Reset, so a kept statement holds no read transaction open.
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
    idle_->push_back(stmt_);
    return;
  }
  sqlite3_finalize(stmt_);
}

Statement::Statement(Statement&& o) noexcept : db_(o.db_), stmt_(o.stmt_), cache_(std::move(o.cache_)), idle_(o.idle_) { o.stmt_ = nullptr; }

Statement& Statement::bind(int index, std::int64_t value) {
  int rc = sqlite3_bind_int64(stmt_, index, value);
  if (rc != SQLITE_OK) throw SqliteError(rc, "bind failed: " + message(db_, rc));
  return *this;
}

Statement& Statement::bind(int index, double value) {
  int rc = sqlite3_bind_double(stmt_, index, value);
  if (rc != SQLITE_OK) throw SqliteError(rc, "bind failed: " + message(db_, rc));
  return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
  int rc = sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) throw SqliteError(rc, "bind failed: " + message(db_, rc));
  return *this;
}

Statement& Statement::bind_blob(int index, std::string_view bytes) {
  int rc = sqlite3_bind_blob(stmt_, index, bytes.data(), static_cast<int>(bytes.size()), SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) throw SqliteError(rc, "bind failed: " + message(db_, rc));
  return *this;
}

Statement& Statement::bind_null(int index) {
  int rc = sqlite3_bind_null(stmt_, index);
  if (rc != SQLITE_OK) throw SqliteError(rc, "bind failed: " + message(db_, rc));
  return *this;
}

bool Statement::step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  throw error_of(db_, rc, message(db_, rc));
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

bool Statement::is_null(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }
std::int64_t Statement::int64(int col) const { return sqlite3_column_int64(stmt_, col); }
double Statement::real(int col) const { return sqlite3_column_double(stmt_, col); }

std::string Statement::text(int col) const {
  const auto* p = sqlite3_column_text(stmt_, col);
  int n = sqlite3_column_bytes(stmt_, col);
  return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n)) : std::string();
}

std::string_view Statement::text_view(int col) const {
  const auto* p = sqlite3_column_text(stmt_, col);
  int n = sqlite3_column_bytes(stmt_, col);
  return p ? std::string_view(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n)) : std::string_view();
}

std::string_view Statement::blob_view(int col) const {
  const auto* p = sqlite3_column_blob(stmt_, col);
  int n = sqlite3_column_bytes(stmt_, col);
  return p ? std::string_view(static_cast<const char*>(p), static_cast<std::size_t>(n)) : std::string_view();
}

std::optional<std::string> Statement::opt_text(int col) const {
  if (is_null(col)) return std::nullopt;
  return text(col);
}

std::optional<std::int64_t> Statement::opt_int64(int col) const {
  if (is_null(col)) return std::nullopt;
  return int64(col);
}

Database::Database(const std::string& path, bool create, Access access) : path_(path) {
  configure_sqlite_once();
  int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX;
  std::string name = path;
  if (access != Access::read_write) {
    flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX;
    name = file_uri(path, access == Access::immutable ? "immutable=1" : "mode=ro");
  }
  int rc = sqlite3_open_v2(name.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    SqliteError e = error_of(db_, rc, message(db_, rc));
    e.file = path;
    sqlite3_close(db_);
    db_ = nullptr;
    throw e;
  }
  sqlite3_extended_result_codes(db_, 1);
  cache_ = std::make_shared<StatementCache>();
}

Database::~Database() {
  if (cache_) {
    cache_->closed = true;
    for (auto& [sql, stmts] : cache_->idle)
      for (auto* s : stmts) sqlite3_finalize(s);
    cache_->idle.clear();
  }
  sqlite3_close_v2(db_);
}

Database::Database(Database&& o) noexcept
    : db_(o.db_), cache_(std::move(o.cache_)), path_(std::move(o.path_)), memory_copy_(o.memory_copy_), secret_from_file_(o.secret_from_file_),
      checked_through_(o.checked_through_) {
  o.db_ = nullptr;
}

void Database::exec(const char* sql) {
  if (transaction_control(sql)) {
    Statement st = prepare(sql);
    st.run();
    return;
  }
  char* err = nullptr;
  int rc = sqlite3_exec(db_, sql, nullptr, nullptr, &err);
  if (rc != SQLITE_OK) {
    std::string msg = err ? err : message(db_, rc);
    sqlite3_free(err);
    throw error_of(db_, rc, msg);
  }
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }
int Database::changes() const { return sqlite3_changes(db_); }

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (!done_) {
    try {
      db_.exec("ROLLBACK");
    } catch (...) {
      // Nothing else to do: SQLite rolls back an open transaction when the connection closes.
    }
  }
}

void Transaction::commit() {
  db_.exec("COMMIT");
  done_ = true;
}

std::optional<std::string> read_file_head(const std::string& path, std::size_t n) {
  configure_sqlite_once();  // before anything initialises SQLite, or its log is never ours
  sqlite3_vfs* vfs = sqlite3_vfs_find(nullptr);
  std::string storage(static_cast<std::size_t>(vfs->szOsFile), '\0');
  auto* file = reinterpret_cast<sqlite3_file*>(storage.data());
  std::string full(static_cast<std::size_t>(vfs->mxPathname) + 2, '\0');  // SQLite reads past the name's NUL
  int rc = vfs->xFullPathname(vfs, path.c_str(), vfs->mxPathname + 1, full.data());
  int out_flags = 0;
  if (rc == SQLITE_OK) rc = vfs->xOpen(vfs, full.c_str(), file, SQLITE_OPEN_READONLY | SQLITE_OPEN_MAIN_DB, &out_flags);
  if (rc != SQLITE_OK) {
    if (file->pMethods) file->pMethods->xClose(file);
    SqliteError e(rc, "cannot open the file to read its header");
    e.file = path;
    throw e;
  }
  sqlite3_int64 size = 0;
  rc = file->pMethods->xFileSize(file, &size);
  std::string head(static_cast<std::size_t>(std::clamp<sqlite3_int64>(size, 0, static_cast<sqlite3_int64>(n))), '\0');
  if (rc == SQLITE_OK && !head.empty()) rc = file->pMethods->xRead(file, head.data(), static_cast<int>(head.size()), 0);
  file->pMethods->xClose(file);
  if (rc != SQLITE_OK) {
    SqliteError e(rc, "cannot read the file's header");
    e.file = path;
    throw e;
  }
  if (head.empty()) return std::nullopt;
  return head;
}

}  // namespace jk
