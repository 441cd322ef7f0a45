// The connection's statement cache (db/sqlite.cpp): statements are used again, never shared
// while in use, and what a PRAGMA or a schema change would make stale is not kept.
#include <sqlite3.h>

#include <catch2/catch.hpp>

#include "run.hpp"
#include "scalar.hpp"
#include "sqlite.hpp"

using namespace jk;
using jk::test::scalar;

namespace {

// The number of statements this connection holds (in use or kept).
int statements(Database& db) {
  int n = 0;
  for (sqlite3_stmt* s = sqlite3_next_stmt(db.handle(), nullptr); s; s = sqlite3_next_stmt(db.handle(), s)) ++n;
  return n;
}

}  // namespace

TEST_CASE("a statement prepared again is the one kept, reset and unbound") {
  test::TempDir dir;
  Database db(dir.file("t.db"), true);
  db.exec("CREATE TABLE t (a INTEGER)");
  for (int i = 0; i < 100; ++i) db.prepare("INSERT INTO t (a) VALUES (?1)").bind(1, i).run();
  CHECK(scalar(db, "SELECT count(*) FROM t") == 100);
  CHECK(statements(db) == 2);  // the insert and the count, kept
  // A kept statement holds no read open: another connection can write at once.
  Database other(dir.file("t.db"), false);
  other.exec("DELETE FROM t");
  CHECK(scalar(db, "SELECT count(*) FROM t") == 0);
  // Unbound when kept: a parameter left out reads NULL, not the last value.
  auto st = db.prepare("INSERT INTO t (a) VALUES (?1)");
  st.run();
  CHECK(scalar(db, "SELECT count(*) FROM t WHERE a IS NULL") == 1);
}

TEST_CASE("the same SQL stepping twice at once gets two statements") {
  test::TempDir dir;
  Database db(dir.file("t.db"), true);
  db.exec("CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1), (2), (3)");
  int pairs = 0;
  auto outer = db.prepare("SELECT a FROM t ORDER BY a");
  while (outer.step()) {
    auto inner = db.prepare("SELECT a FROM t ORDER BY a");
    while (inner.step()) ++pairs;
  }
  CHECK(pairs == 9);
  CHECK(statements(db) == 2);
}

TEST_CASE("a PRAGMA is prepared every time: a flag pragma answers when it is compiled") {
  test::TempDir dir;
  Database db(dir.file("t.db"), true);
  db.exec("PRAGMA foreign_keys = OFF");
  CHECK(scalar(db, "PRAGMA foreign_keys") == 0);
  db.exec("PRAGMA foreign_keys = ON");
  CHECK(scalar(db, "PRAGMA foreign_keys") == 1);
  CHECK(statements(db) == 0);
}

TEST_CASE("a kept statement follows a schema change") {
  test::TempDir dir;
  Database db(dir.file("t.db"), true);
  db.exec("CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1)");
  CHECK(scalar(db, "SELECT * FROM t") == 1);
  db.exec("DROP TABLE t; CREATE TABLE t (b TEXT, a INTEGER); INSERT INTO t VALUES ('x', 7)");
  auto st = db.prepare("SELECT * FROM t");
  REQUIRE(st.step());
  CHECK(st.text(0) == "x");
}

TEST_CASE("transaction control run through exec is compiled once and still commits and rolls back") {
  test::TempDir dir;
  Database db(dir.file("t.db"), true);
  db.exec("CREATE TABLE t (a INTEGER)");
  db.exec("BEGIN IMMEDIATE");
  for (int i = 0; i < 50; ++i) {
    db.exec("SAVEPOINT one");
    db.prepare("INSERT INTO t (a) VALUES (?1)").bind(1, i).run();
    if (i % 2) db.exec("ROLLBACK TO one");  // odd rows taken back
    db.exec("RELEASE one");
  }
  db.exec("COMMIT");
  CHECK(scalar(db, "SELECT count(*) FROM t") == 25);
  CHECK(scalar(db, "SELECT count(*) FROM t WHERE a % 2 = 1") == 0);
  // BEGIN, SAVEPOINT, ROLLBACK TO, RELEASE, COMMIT, the insert and the two counts: kept, once each.
  CHECK(statements(db) == 8);
  // An error keeps its code: COMMIT with no transaction open.
  try {
    db.exec("COMMIT");
    FAIL("COMMIT outside a transaction succeeded");
  } catch (const SqliteError& e) {
    CHECK(e.code == SQLITE_ERROR);
  }
  // Several statements in one text still go to sqlite3_exec, whole.
  db.exec("BEGIN; INSERT INTO t VALUES (100); COMMIT");
  CHECK(scalar(db, "SELECT count(*) FROM t") == 26);
}
