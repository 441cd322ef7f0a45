#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "errors.hpp"
#include "event_file.hpp"
#include "migrations.hpp"
#include "run.hpp"
#include "scalar.hpp"

using namespace jk;
using jk::test::scalar;

static void add_event(Database& db) {
  Change c(db, "test: event create");
  db.prepare("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, 'テスト大会', 'economica', '2015-08-08', 7, ?1)")
      .bind(1, utc_now())
      .run();
  c.commit();
}

TEST_CASE("a new event file is created at the latest schema with WAL and foreign keys") {
  test::TempDir dir;
  auto db = open_event(dir.file("e.jkevent"), OpenMode::create_new);
  CHECK(scalar(db, "PRAGMA user_version") == latest_schema_version());
  CHECK(scalar(db, "PRAGMA foreign_keys") == 1);
  auto st = db.prepare("PRAGMA journal_mode");
  st.step();
  CHECK(st.text(0) == "wal");
}

// A round's batched inserts each keep a statement journal (the audit triggers write more rows):
// on disk that journal was 44 MB of writes to /var/tmp for one round of 10,000 players.
TEST_CASE("every connection to an event keeps its statement journals and temporary tables in memory") {
  test::TempDir dir;
  const std::string path = dir.file("e.jkevent");
  {
    auto db = open_event(path, OpenMode::create_new);
    add_event(db);
    CHECK(scalar(db, "PRAGMA temp_store") == 2);
  }
  for (OpenMode mode : {OpenMode::write, OpenMode::read}) {
    auto db = open_event(path, mode);
    CHECK(scalar(db, "PRAGMA temp_store") == 2);  // 2: MEMORY
  }
}

TEST_CASE("a version-0 SQLite file is not an event: refused by readers and writers, never migrated") {
  test::TempDir dir;
  std::string path = dir.file("old.jkevent");
  {
    Database raw(path, true);
    raw.exec("CREATE TABLE unrelated (x)");  // a database that exists but is not ours
  }
  std::string before = test::read_file(path);
  for (OpenMode mode : {OpenMode::read, OpenMode::write}) {
    try {
      open_event(path, mode);
      FAIL("opened");
    } catch (const InputError& e) {
      CHECK(std::string(e.what()) == "not a judgekit event file (schema version 0); nothing was changed");
    }
  }
  CHECK(test::read_file(path) == before);
}

TEST_CASE("a new event file gets every migration's audit triggers") {
  test::TempDir dir;
  auto db = open_event(dir.file("e.jkevent"), OpenMode::create_new);
  std::size_t audited = 0;
  for (const auto& m : migrations()) audited += m.audited_tables.size();
  CHECK(scalar(db, "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'audit_%'") == 3 * static_cast<int>(audited));
  CHECK(scalar(db, "PRAGMA application_id") == kEventApplicationId);
}

TEST_CASE("a file from a newer judgekit is refused with a clear message") {
  test::TempDir dir;
  std::string path = dir.file("new.jkevent");
  {
    Database raw(path, true);
    raw.exec("PRAGMA user_version = 999");
  }
  try {
    open_event(path, OpenMode::existing);
    FAIL("opened");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("newer judgekit") != std::string::npos);
    CHECK(std::string(e.what()).find("999") != std::string::npos);
  }
}

TEST_CASE("a file that is not SQLite, a missing file and an existing file for create are refused") {
  test::TempDir dir;
  test::write_file(dir.file("text.jkevent"), "this is not a database, just some text that is long enough to have a header");
  CHECK_THROWS_AS(open_event(dir.file("text.jkevent"), OpenMode::existing), InputError);
  CHECK_THROWS_AS(open_event(dir.file("missing.jkevent"), OpenMode::existing), InputError);
  CHECK_THROWS_AS(open_event(dir.file("text.jkevent"), OpenMode::create_new), InputError);
}

TEST_CASE("every change is in the audit log with the command, before and after") {
  test::TempDir dir;
  auto db = open_event(dir.file("e.jkevent"), OpenMode::create_new);
  add_event(db);
  {
    Change c(db, "player add 佐藤");
    db.prepare("INSERT INTO players (name, name_key, created_at) VALUES ('佐藤', '佐藤', 'now')").run();
    c.commit();
  }
  {
    Change c(db, "player rename");
    db.prepare("UPDATE players SET name = '佐藤 一郎' WHERE name = '佐藤'").run();
    c.commit();
  }
  auto st = db.prepare("SELECT command, action, before, after FROM audit_log WHERE entity = 'players' ORDER BY id");
  REQUIRE(st.step());
  CHECK(st.text(0) == "player add 佐藤");
  CHECK(st.text(1) == "insert");
  CHECK(st.is_null(2));
  REQUIRE(st.step());
  CHECK(st.text(0) == "player rename");
  CHECK(st.text(1) == "update");
  CHECK(st.text(2).find("\"佐藤\"") != std::string::npos);
  CHECK(st.text(3).find("佐藤 一郎") != std::string::npos);
}

TEST_CASE("a change that is not committed leaves nothing behind") {
  test::TempDir dir;
  auto db = open_event(dir.file("e.jkevent"), OpenMode::create_new);
  add_event(db);
  try {
    Change c(db, "player add");
    db.prepare("INSERT INTO players (name, name_key, created_at) VALUES ('a', 'a', 'now')").run();
    throw InputError(verbatim("stop halfway"));
  } catch (const InputError&) {
  }
  CHECK(scalar(db, "SELECT count(*) FROM players") == 0);
  CHECK(scalar(db, "SELECT count(*) FROM audit_log WHERE entity = 'players'") == 0);
}

namespace {

// How many temporary tables the program SQLite compiles `sql` to opens (the audit triggers'
// programs included).
int ephemeral_tables(Database& db, const std::string& sql) {
  auto st = db.prepare("EXPLAIN " + sql);
  int n = 0;
  while (st.step()) n += st.text(1) == "OpenEphemeral";
  return n;
}

// A file at schema 12 (every migration's SQL up to it), with an event, a round and a result.
std::string schema_12_file(const test::TempDir& dir) {
  std::string path = dir.file("v12.jkevent");
  Database raw(path, true);
  raw.exec("PRAGMA journal_mode = WAL");
  for (const auto& m : migrations())
    if (m.version <= 12) raw.exec(m.sql);
  raw.exec("PRAGMA user_version = 12");
  raw.exec("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, '十二', 'economica', '2015-08-08', 1, '2015-08-08T09:00:00Z')");
  raw.exec("INSERT INTO players (id, name, name_key, created_at) VALUES (1, '甲', '甲', 'now'), (2, '乙', '乙', 'now')");
  raw.exec("INSERT INTO rounds (number, paired_at) VALUES (1, 'now')");
  raw.exec("INSERT INTO matches (id, round, table_number) VALUES (1, 1, 1)");
  raw.exec("INSERT INTO results (match_id, kind, summary, entered_at) VALUES (1, 'games', '1-0', 'now')");
  raw.exec("INSERT INTO seat_results (match_id, player_id, outcome, games_won) VALUES (1, 1, 'win', 1), (1, 2, 'loss', 0)");
  raw.exec("INSERT INTO audit_log (command, entity, action) VALUES ('test', 'results', 'insert')");
  return path;
}

}  // namespace

// Schema 13: a CHECK on a list of three or more words made SQLite build a temporary table for
// every row written; checked word by word, it does not, and refuses and accepts the same words.
TEST_CASE("schema 13: list constraints checked word by word, the same words refused and accepted") {
  test::TempDir dir;
  const std::string path = schema_12_file(dir);
  const std::string audit = "INSERT INTO audit_log (command, entity, action) VALUES ('t', 't', 'insert')";
  const std::string seat = "INSERT INTO seat_results (match_id, player_id, outcome) VALUES (1, 2, 'draw')";
  {
    Database before(path, false);
    CHECK(ephemeral_tables(before, audit) == 1);
    CHECK(ephemeral_tables(before, seat) == 1);
  }
  auto db = open_event(path, OpenMode::write);
  CHECK(scalar(db, "PRAGMA user_version") == latest_schema_version());
  CHECK(ephemeral_tables(db, audit) == 0);
  CHECK(ephemeral_tables(db, seat) == 0);
  // The rows are as they were, and the file is whole.
  CHECK(scalar(db, "SELECT count(*) FROM seat_results WHERE outcome IN ('win', 'loss')") == 2);
  CHECK(scalar(db, "SELECT count(*) FROM audit_log WHERE command = 'test' AND action = 'insert'") == 1);
  auto check = db.prepare("PRAGMA quick_check");
  REQUIRE(check.step());
  CHECK(check.text(0) == "ok");
  // Each word at its boundary: every listed word is taken, a near miss is refused.
  struct Case {
    const char* sql;
    bool taken;
  };
  const Case cases[] = {
      {"INSERT INTO audit_log (command, entity, action) VALUES ('t', 't', 'update')", true},
      {"INSERT INTO audit_log (command, entity, action) VALUES ('t', 't', 'delete')", true},
      {"INSERT INTO audit_log (command, entity, action) VALUES ('t', 't', 'upsert')", false},
      {"INSERT INTO audit_log (command, entity, action) VALUES ('t', 't', 'Insert')", false},
      {"UPDATE seat_results SET outcome = 'draw' WHERE player_id = 1", true},
      {"UPDATE seat_results SET outcome = 'tie' WHERE player_id = 1", false},
      {"UPDATE results SET kind = 'penalty'", true},
      {"UPDATE results SET kind = 'forfeit'", false},
      {"INSERT INTO games (match_id, number, outcome) VALUES (1, 1, 'double-loss')", true},
      {"INSERT INTO games (match_id, number, outcome) VALUES (1, 2, 'loss')", false},
      {"UPDATE event SET structure = 'round-robin'", true},
      {"UPDATE event SET structure = 'double-elimination'", false},
  };
  Change change(db, "test: the words");  // the audit triggers name the command; never committed
  for (const auto& c : cases) {
    INFO(c.sql);
    // (An UPDATE of a table with triggers collects its rows in a temporary table anyway.)
    if (c.taken && std::string(c.sql).rfind("INSERT", 0) == 0) CHECK(ephemeral_tables(db, c.sql) == 0);
    if (c.taken) CHECK_NOTHROW(db.exec(c.sql));
    else CHECK_THROWS_AS(db.exec(c.sql), SqliteError);
  }
}

// Schema 14: an audit row's time is its change's, set once when the change names its actor (the
// triggers formatted the time again for every row); a write outside a Change is stamped when made.
TEST_CASE("schema 14: the audit rows of one change share its time; a write outside a change gets its own") {
  test::TempDir dir;
  auto db = open_event(dir.file("e.jkevent"), OpenMode::create_new);
  add_event(db);
  {
    Change c(db, "player add 三人");
    CHECK(scalar(db, "SELECT count(*) FROM command_context WHERE at GLOB '20[0-9][0-9]-[01][0-9]-[0-3][0-9]T*Z'") == 1);
    // Milliseconds apart: a time formatted for each row would differ.
    for (const char* name : {"甲", "乙", "丙"}) {
      db.prepare("INSERT INTO players (name, name_key, created_at) VALUES (?1, ?1, 'now')").bind(1, name).run();
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    db.prepare("UPDATE players SET name = '甲一' WHERE name = '甲'").run();
    c.commit();
  }
  CHECK(scalar(db, "SELECT count(*) FROM audit_log WHERE command = 'player add 三人'") == 4);
  CHECK(scalar(db, "SELECT count(DISTINCT at) FROM audit_log WHERE command = 'player add 三人'") == 1);
  CHECK(scalar(db, "SELECT count(*) FROM command_context WHERE at IS NULL") == 1);  // cleared with the commit
  {
    Transaction tx(db);  // no Change: the time is the row's own
    db.prepare("INSERT INTO players (name, name_key, created_at) VALUES ('丁', '丁', 'now')").run();
    tx.commit();
  }
  CHECK(scalar(db, "SELECT count(*) FROM audit_log WHERE after LIKE '%丁%' AND at GLOB '20[0-9][0-9]-*T*Z'") == 1);
  CHECK(scalar(db, "SELECT count(*) FROM audit_log WHERE at IS NULL") == 0);
}

TEST_CASE("schema 14 from a schema-12 file: the context gains its time, the audit rows stay as they were") {
  test::TempDir dir;
  const std::string path = schema_12_file(dir);
  std::string old_rows;
  {
    Database raw(path, false);
    auto st = raw.prepare("SELECT group_concat(id || '|' || at || '|' || command || '|' || entity || '|' || action, ';') FROM audit_log");
    REQUIRE(st.step());
    old_rows = st.text(0);
  }
  REQUIRE(!old_rows.empty());
  auto db = open_event(path, OpenMode::write);
  CHECK(scalar(db, "PRAGMA user_version") == latest_schema_version());
  CHECK(scalar(db, "SELECT count(*) FROM pragma_table_info('command_context') WHERE name = 'at'") == 1);
  auto st = db.prepare("SELECT group_concat(id || '|' || at || '|' || command || '|' || entity || '|' || action, ';') FROM audit_log WHERE id <= 1");
  REQUIRE(st.step());
  CHECK(st.text(0) == old_rows);
  // Every audit trigger reads the change's row, none formats the time itself first.
  CHECK(scalar(db, "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'audit_%' AND sql NOT LIKE '%FROM command_context WHERE id = 1; END'") == 0);
  CHECK(scalar(db, "SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'audit_%'") > 30);
}

namespace {

// A round's matches as the insert trigger records one, read back from the table: the JSON a
// batch's audit row must list.
std::string stored_matches(Database& db, int round) {
  auto st = db.prepare("SELECT json_group_array(json(json_object('id', id, 'round', round, 'table_number', table_number, 'is_bye', is_bye))) "
                       "FROM (SELECT * FROM matches WHERE round = ?1 ORDER BY id)");
  st.bind(1, round);
  st.step();
  return st.text(0);
}

}  // namespace

// Rows written as a batch (a round's tables) are audited in one row, the JSON array of the rows as
// each row's trigger would have written it; outside a batch every row is audited by its trigger.
TEST_CASE("a batch of rows is one audit row listing them as stored; a row outside the batch is audited alone") {
  test::TempDir dir;
  auto db = open_event(dir.file("e.jkevent"), OpenMode::create_new);
  add_event(db);
  struct Case {
    std::size_t rows;  // 0, 1, 500 (one statement), 501 and 1250 (more than one)
  };
  std::int64_t next = 1;
  int round = 0;
  for (Case c : {Case{0}, Case{1}, Case{500}, Case{501}, Case{1250}}) {
    INFO(c.rows << " rows");
    ++round;
    Change change(db, "test: batch " + std::to_string(c.rows));
    db.prepare("INSERT INTO rounds (number, paired_at) VALUES (?1, 'now')").bind(1, round).run();
    std::vector<std::optional<std::int64_t>> values;
    for (std::size_t i = 0; i < c.rows; ++i, ++next)
      values.insert(values.end(), {next, round, i % 3 ? std::optional<std::int64_t>(static_cast<std::int64_t>(i + 1)) : std::nullopt, i % 3 ? 0 : 1});
    const std::int64_t audits = scalar(db, "SELECT count(*) FROM audit_log");
    insert_audited_batch(db, "matches", {"id", "round", "table_number", "is_bye"}, values);
    CHECK(scalar(db, "SELECT count(*) FROM matches WHERE round = ?1", round) == static_cast<std::int64_t>(c.rows));
    CHECK(scalar(db, "SELECT count(*) FROM audit_log") == audits + (c.rows ? 1 : 0));
    if (c.rows) {
      auto st = db.prepare("SELECT json(after) FROM audit_log WHERE entity = 'matches' ORDER BY id DESC LIMIT 1");
      REQUIRE(st.step());
      CHECK(st.text(0) == stored_matches(db, round));
    }
    change.commit();
  }
  // A row written alone after the batches, by the very statement a batch's last row used (the
  // connection's statement cache), is audited by its trigger: the triggers are back on.
  {
    Change change(db, "test: alone");
    db.prepare("INSERT INTO matches (id, round, table_number, is_bye) VALUES (?,?,?,?)").bind(1, next).bind(2, 1).bind(3, 9).bind(4, 0).run();
    change.commit();
  }
  CHECK(scalar(db, "SELECT count(*) FROM audit_log WHERE command = 'test: alone' AND entity = 'matches' AND json_extract(after, '$.table_number') = 9") == 1);
}

TEST_CASE("a batch that fails leaves the triggers on; a batch gives every column in order, of a table with no other insert trigger") {
  test::TempDir dir;
  auto db = open_event(dir.file("e.jkevent"), OpenMode::create_new);
  add_event(db);
  Change change(db, "test: failing batch");
  db.prepare("INSERT INTO rounds (number, paired_at) VALUES (1, 'now')").run();
  // Match 2 twice in the one statement of three rows: the statement is refused (a primary key).
  std::vector<std::optional<std::int64_t>> values;
  for (std::int64_t id : {1, 2, 2}) values.insert(values.end(), {id, 1, id, 0});
  CHECK_THROWS_AS(insert_audited_batch(db, "matches", {"id", "round", "table_number", "is_bye"}, values), SqliteError);
  CHECK(scalar(db, "SELECT count(*) FROM audit_log WHERE entity = 'matches'") == 0);
  // Foreign keys hold in a batch: a seat for an unknown player is refused.
  db.prepare("INSERT INTO matches (id, round, table_number, is_bye) VALUES (7, 1, 7, 0)").run();
  CHECK(scalar(db, "SELECT count(*) FROM audit_log WHERE entity = 'matches'") == 1);  // the triggers are on again
  CHECK_THROWS_AS(insert_audited_batch(db, "seats", {"match_id", "seat", "player_id"}, {std::int64_t{7}, std::int64_t{1}, std::int64_t{42}}), SqliteError);
  CHECK(scalar(db, "SELECT count(*) FROM seats") == 0);
  CHECK_THROWS_AS(insert_audited_batch(db, "matches", {"id", "round", "table_number"}, {std::int64_t{5}, std::int64_t{1}, std::int64_t{5}}), std::logic_error);
  CHECK_THROWS_AS(insert_audited_batch(db, "matches", {"round", "id", "table_number", "is_bye"}, {std::int64_t{1}, std::int64_t{5}, std::int64_t{5}, std::int64_t{0}}),
                  std::logic_error);
  // A table with an insert trigger of another kind is never batched with the triggers off.
  db.exec("CREATE TRIGGER test_count AFTER INSERT ON seats BEGIN UPDATE event SET name = name; END");
  CHECK_THROWS_AS(insert_audited_batch(db, "seats", {"match_id", "seat", "player_id"}, {std::int64_t{7}, std::int64_t{1}, std::int64_t{1}}), std::logic_error);
}

TEST_CASE("foreign keys hold: a seat for an unknown player is refused") {
  test::TempDir dir;
  auto db = open_event(dir.file("e.jkevent"), OpenMode::create_new);
  add_event(db);
  Change c(db, "bad seat");
  db.prepare("INSERT INTO rounds (number, paired_at) VALUES (1, 'now')").run();
  db.prepare("INSERT INTO matches (round, table_number) VALUES (1, 1)").run();
  CHECK_THROWS_AS(db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (1, 1, 42)").run(), SqliteError);
}

TEST_CASE("two processes writing the same event file at once both succeed") {
  test::TempDir dir;
  std::string path = dir.file("shared.jkevent");
  {
    auto db = open_event(path, OpenMode::create_new);
    add_event(db);
  }
  const int per_writer = 150;
  pid_t pids[2];
  for (int w = 0; w < 2; ++w) {
    pids[w] = fork();
    REQUIRE(pids[w] >= 0);
    if (pids[w] == 0) {
      try {
        auto db = open_event(path, OpenMode::existing);
        for (int i = 0; i < per_writer; ++i) {
          Change c(db, "writer " + std::to_string(w));
          std::string name = "w" + std::to_string(w) + "-" + std::to_string(i);
          db.prepare("INSERT INTO players (name, name_key, created_at) VALUES (?1, ?1, 'now')").bind(1, name).run();
          c.commit();
        }
        _exit(0);
      } catch (...) {
        _exit(1);
      }
    }
  }
  for (pid_t p : pids) {
    int status = 0;
    waitpid(p, &status, 0);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
  }
  auto db = open_event(path, OpenMode::existing);
  CHECK(scalar(db, "SELECT count(*) FROM players") == 2 * per_writer);
}
