#include "event_file.hpp"

#include <sqlite3.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <set>
#include <vector>

#include "errors.hpp"
#include "migrations.hpp"

namespace jk {

int latest_schema_version() { return migrations().back().version; }

std::string utc_now() {
  std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

void prepare_connection(Database& db) {
  // Two judges' terminals may write at once: wait for the other writer instead of failing.
  sqlite3_busy_timeout(db.handle(), 10000);
  db.exec("PRAGMA foreign_keys = ON");
  {
    auto st = db.prepare("PRAGMA journal_mode = WAL");
    st.step();
  }
  // WAL with NORMAL sync is durable against process kills; FULL also survives power loss.
  db.exec("PRAGMA synchronous = FULL");
}

static int user_version(Database& db) {
  auto st = db.prepare("PRAGMA user_version");
  st.step();
  return st.integer(0);
}

// Drops and recreates the audit triggers so they cover every column of the current schema.
static void rebuild_audit_triggers(Database& db, const std::set<std::string>& tables) {
  for (const auto& table : tables) {
    std::vector<std::string> columns;
    {
      auto st = db.prepare("SELECT name FROM pragma_table_info(?1)");
      st.bind(1, table);
      while (st.step()) columns.push_back(st.text(0));
    }
    auto row_json = [&](const char* which) {
      std::string s = "json_object(";
      for (std::size_t i = 0; i < columns.size(); ++i) {
        if (i) s += ", ";
        s += "'" + columns[i] + "', " + which + "." + columns[i];
      }
      return s + ")";
    };
    // Table and column names come from our own schema, never from user input.
    const std::string ctx = "(SELECT command FROM command_context WHERE id = 1)";
    std::string sql;
    sql += "DROP TRIGGER IF EXISTS audit_" + table + "_insert;";
    sql += "DROP TRIGGER IF EXISTS audit_" + table + "_update;";
    sql += "DROP TRIGGER IF EXISTS audit_" + table + "_delete;";
    sql += "CREATE TRIGGER audit_" + table + "_insert AFTER INSERT ON " + table +
           " BEGIN INSERT INTO audit_log (command, entity, action, after) VALUES (" + ctx + ", '" + table +
           "', 'insert', " + row_json("NEW") + "); END;";
    sql += "CREATE TRIGGER audit_" + table + "_update AFTER UPDATE ON " + table +
           " BEGIN INSERT INTO audit_log (command, entity, action, before, after) VALUES (" + ctx + ", '" + table +
           "', 'update', " + row_json("OLD") + ", " + row_json("NEW") + "); END;";
    sql += "CREATE TRIGGER audit_" + table + "_delete AFTER DELETE ON " + table +
           " BEGIN INSERT INTO audit_log (command, entity, action, before) VALUES (" + ctx + ", '" + table +
           "', 'delete', " + row_json("OLD") + "); END;";
    db.exec(sql.c_str());
  }
}

void migrate(Database& db, const std::string& path_for_messages) {
  int current = user_version(db);
  if (current > latest_schema_version())
    throw InputError(path_for_messages, 0,
                     "written by a newer judgekit (schema version " + std::to_string(current) +
                         ", this build knows up to " + std::to_string(latest_schema_version()) +
                         "); upgrade judgekit to open it");
  if (current == latest_schema_version()) return;
  Transaction tx(db);
  current = user_version(db);  // another process may have migrated while we waited for the lock
  if (current == latest_schema_version()) return;
  std::set<std::string> audited;
  for (const auto& m : migrations()) {
    audited.insert(m.audited_tables.begin(), m.audited_tables.end());
    if (m.version <= current) continue;
    db.exec(m.sql);
    // PRAGMA takes no bound parameters; the value is our own integer.
    db.exec(("PRAGMA user_version = " + std::to_string(m.version)).c_str());
  }
  rebuild_audit_triggers(db, audited);
  tx.commit();
}

Database open_event(const std::string& path, OpenMode mode) {
  namespace fs = std::filesystem;
  std::error_code ec;
  bool exists = fs::exists(path, ec);
  if (mode == OpenMode::existing && !exists)
    throw InputError(path, 0, "no such event file; create one with `judgekit event create " + path + " --game G ...`");
  if (mode == OpenMode::create_new && exists)
    throw InputError(path, 0, "already exists; choose another file name or remove it first");
  try {
    Database db(path, mode == OpenMode::create_new);
    // Another writer may hold the lock right now (two judges' terminals): wait, do not fail.
    sqlite3_busy_timeout(db.handle(), 10000);
    // Reading the schema fails here, not later, when the file is not an SQLite database.
    db.exec("SELECT count(*) FROM sqlite_schema");
    prepare_connection(db);
    migrate(db, path);
    return db;
  } catch (const SqliteError& e) {
    if ((e.code & 0xff) == SQLITE_NOTADB)
      throw InputError(path, 0, "not a judgekit event file (not an SQLite database)");
    throw InputError(path, 0, std::string("cannot open event file: ") + e.what());
  }
}

Change::Change(Database& db, std::string_view command) : tx_(db) {
  auto st = db.prepare("UPDATE command_context SET command = ?1 WHERE id = 1");
  st.bind(1, command);
  st.run();
}

void Change::commit() { tx_.commit(); }

}  // namespace jk
