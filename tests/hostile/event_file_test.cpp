// Event files that are damaged, another program's, left by a writer that died, or not ours to
// write: each refused with one line (exit 2) and every file involved left as it was, compared
// by another process; or read without a byte of it changing.
#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "hostile.hpp"
#include "sqlite.hpp"

using jk::test::judgekit;
using jk::test::judgekit_env;
using jk::test::TempDir;
using jk::test::Unchanged;

namespace {

const std::string kDamaged = "; nothing was changed; go on from a backup copy of it\n";

// An economica event with four players and round 1 paired.
std::string paired_event(const TempDir& tmp) {
  std::string e = tmp.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "h", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "-e", e, "甲", "乙", "丙", "丁"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "-e", e}).exit_code == 0);
  return e;
}

// SQL run on the file as another program would (no foreign keys): the damage a bad page does.
void tamper(const std::string& path, const char* sql) {
  jk::Database db(path, false);
  db.exec(sql);
}

// SQL run with the file's triggers off, as sqlite3's `.dbconfig enable_trigger off` would: no
// audit row records it.
void tamper_unrecorded(const std::string& path, const char* sql) {
  jk::Database db(path, false);
  sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
  db.exec(sql);
}

// The file's mark (command_context.checked_through) and its last audit row.
std::pair<std::optional<std::int64_t>, std::int64_t> mark_and_last(const std::string& path) {
  jk::Database db(path, false);
  auto st = db.prepare("SELECT checked_through, (SELECT max(id) FROM audit_log) FROM command_context WHERE id = 1");
  REQUIRE(st.step());
  return {st.opt_int64(0), st.int64(1)};
}

void refused_as_damaged(const std::string& e, const std::vector<std::string>& args, const std::string& why) {
  Unchanged files({e, e + "-wal"});
  auto r = judgekit(args);
  INFO(r.out << r.err);
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err == "judgekit: " + e + ": the event file is damaged (" + why + ")" + kDamaged);
  CHECK(files.changed().empty());
}

// A child process that writes `sql` to a database of its own and dies before it is done: a hot
// journal (journal_mode DELETE, a transaction left open) or a WAL never checkpointed.
void die_writing(const std::string& path, const char* journal_mode, const char* sql) {
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    sqlite3_exec(db, journal_mode, nullptr, nullptr, nullptr);
    sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
    _exit(0);  // no close: the journal stays hot, the WAL un-checkpointed
  }
  int status = 0;
  waitpid(pid, &status, 0);
}

// The root page of `table`, read without touching the file (immutable).
int root_page(const std::string& path, const std::string& table) {
  jk::Database db(path, false, jk::Database::Access::immutable);
  auto st = db.prepare("SELECT rootpage FROM sqlite_schema WHERE name = ?1");
  st.bind(1, table);
  REQUIRE(st.step());
  return st.integer(0);
}

void overwrite_page(const std::string& path, int page, char byte) {
  int fd = ::open(path.c_str(), O_WRONLY);
  REQUIRE(fd >= 0);
  std::string junk(4096, byte);
  REQUIRE(::pwrite(fd, junk.data(), junk.size(), static_cast<off_t>(page - 1) * 4096) == 4096);
  ::close(fd);
}

}  // namespace

TEST_CASE("damaged event files: the invariants every open checks") {
  TempDir tmp;
  std::string e = paired_event(tmp);
  SECTION("a round number no pairing makes (the command printed \"round 4736\")") {
    tamper(e, "UPDATE rounds SET number = 4736");
    refused_as_damaged(e, {"round", "show", "-e", e}, "its rounds are numbered 4736 to 4736, but there are 1");
    refused_as_damaged(e, {"standings", "-e", e}, "its rounds are numbered 4736 to 4736, but there are 1");
  }
  SECTION("matches of rounds the event does not have: above its last, below its first") {
    tamper(e, "UPDATE matches SET round = 2 WHERE id = 1; UPDATE matches SET round = 0 WHERE id = 2");
    refused_as_damaged(e, {"standings", "-e", e}, "2 matches belong to no round");
  }
  SECTION("matches whose round is no round number: a fraction, a word") {
    tamper(e, "UPDATE matches SET round = 1.5 WHERE id = 1");
    refused_as_damaged(e, {"round", "show", "-e", e}, "1 match belongs to no round");
    tamper(e, "UPDATE matches SET round = 'one' WHERE id = 2");
    refused_as_damaged(e, {"standings", "-e", e}, "2 matches belong to no round");
  }
  SECTION("a seat naming a player who is not in the event") {
    tamper(e, "UPDATE seats SET player_id = 999 WHERE rowid = (SELECT min(rowid) FROM seats)");
    refused_as_damaged(e, {"round", "show", "-e", e}, "a seat of match 1 names player 999, who is not in the event");
  }
  SECTION("a player's name that is not text (a byte written by hand)") {
    tamper(e, "UPDATE players SET name = CAST(X'E794B2FF' AS TEXT) WHERE id = 2");
    refused_as_damaged(e, {"player", "list", "-e", e}, "player 2's name is not readable text");
  }
  SECTION("an event date that is no date") {
    tamper(e, "UPDATE event SET date = '2015-02-30'");
    refused_as_damaged(e, {"player", "list", "-e", e}, "the event's date '2015-02-30' is not a date");
  }
  SECTION("a secret that is not what it was (every code would change without a word)") {
    tamper(e, "UPDATE event_secret SET secret = randomblob(32)");
    refused_as_damaged(e, {"round", "codes", "-e", e}, "the event's secret differs from its copy");
    refused_as_damaged(e, {"player", "add", "-e", e, "戊"}, "the event's secret differs from its copy");
  }
  SECTION("the command context row deleted (the audit triggers would record nothing)") {
    tamper(e, "DELETE FROM command_context");
    refused_as_damaged(e, {"player", "add", "-e", e, "戊"}, "its command context row is missing: changes could not be recorded in the audit log");
    refused_as_damaged(e, {"standings", "-e", e}, "its command context row is missing: changes could not be recorded in the audit log");
  }
  SECTION("a table dropped (\"SQL prepare failed: no such table\")") {
    tamper(e, "DROP TABLE penalties");
    refused_as_damaged(e, {"penalty", "list", "-e", e}, "its table penalties is missing");
  }
}

// The open's scans of every seat and every name are skipped while the file's mark says they held
// and the audit log shows no other writer of seats, players or the event since (db/event_checks.hpp).
TEST_CASE("the open scans seats and names again whenever something other than judgekit wrote them") {
  TempDir tmp;
  const std::string e = paired_event(tmp);
  {
    auto [mark, last] = mark_and_last(e);
    CHECK(mark == last);  // judgekit's own change (round pair) moved it
  }
  // A seat naming no player, written where no audit row shows it: found only by a scan.
  const char* orphan = "UPDATE seats SET player_id = 999 WHERE rowid = (SELECT min(rowid) FROM seats)";
  const std::string found = "a seat of match 1 names player 999, who is not in the event";
  struct Case {
    const char* what;
    const char* recorded_edit;  // written with the triggers on; nullptr: none
    bool scanned;
  };
  const Case cases[] = {
      {"nothing else: the open trusts the mark (the one edit it cannot see)", nullptr, false},
      {"a player renamed by hand", "UPDATE players SET name = '甲2' WHERE id = 1", true},
      {"a seat changed by hand", "UPDATE seats SET seat = seat WHERE rowid = (SELECT max(rowid) FROM seats)", true},
      {"the event renamed by hand", "UPDATE event SET name = 'h2'", true},
      {"the mark cleared by hand", "UPDATE command_context SET checked_through = NULL", true},
      {"the mark set beyond the log", "UPDATE command_context SET checked_through = 1000000000", true},
      {"a round's row touched by hand (no table the scans read)", "UPDATE rounds SET number = number", false},
  };
  for (const auto& c : cases) {
    SECTION(c.what) {
      tamper_unrecorded(e, orphan);
      if (c.recorded_edit) tamper(e, c.recorded_edit);
      if (c.scanned) {
        refused_as_damaged(e, {"round", "show", "-e", e}, found);
      } else {
        auto r = judgekit({"round", "show", "-e", e});
        CHECK(r.exit_code == 0);
      }
    }
  }
  SECTION("a hand edit between an open and a change keeps the mark where it was; the next open scans, and its change moves it") {
    {
      jk::Database db = jk::open_event(e, jk::OpenMode::write);
      tamper(e, "UPDATE players SET name = '甲2' WHERE id = 1");
      jk::Change c(db, "test");
      db.exec("UPDATE players SET checked_in_at = '2015-08-08T10:00:00Z' WHERE id = 2");
      c.commit();
    }
    auto [held, last] = mark_and_last(e);
    REQUIRE(held);
    CHECK(*held < last);
    tamper_unrecorded(e, orphan);
    refused_as_damaged(e, {"round", "show", "-e", e}, found);
    tamper_unrecorded(e, "UPDATE seats SET player_id = 1 WHERE player_id = 999");  // mended
    REQUIRE(judgekit({"player", "late-add", "-e", e, "戊"}).exit_code == 0);
    auto [moved, now] = mark_and_last(e);
    CHECK(moved == now);
  }
}

TEST_CASE("a writer killed with committed frames in the WAL: the next open checks every page, and a read rewrites nothing") {
  TempDir tmp;
  std::string e = paired_event(tmp);
  auto killed = judgekit_env({"JUDGEKIT_FAULT=after-commit:kill"}, {"player", "late-add", "-e", e, "戊"});
  REQUIRE(killed.exit_code == 128 + SIGKILL);
  REQUIRE(std::filesystem::file_size(e + "-wal") > 0);
  SECTION("a read keeps the file's and the WAL's bytes, and sees the committed change") {
    Unchanged files({e, e + "-wal"});
    auto r = judgekit({"player", "list", "-e", e});
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("戊") != std::string::npos);
    CHECK(files.changed().empty());
  }
  SECTION("a page the command never reads is damaged: PRAGMA quick_check finds it") {
    overwrite_page(e, root_page(e, "decks"), '\xFF');
    Unchanged files({e, e + "-wal"});
    auto r = judgekit({"player", "list", "-e", e});
    INFO(r.out << r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("judgekit: " + e + ": the event file is damaged (", 0) == 0);
    CHECK(r.err.find(kDamaged) == r.err.size() - kDamaged.size());
    CHECK(files.changed().empty());
  }
}

TEST_CASE("another program's SQLite file with an interrupted write is refused untouched") {
  TempDir tmp;
  std::string o = tmp.file("other.sqlite");
  SECTION("a hot journal (was rolled back, then refused)") {
    die_writing(o, "PRAGMA journal_mode = DELETE",
                "CREATE TABLE t(x); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO t SELECT randomblob(200) FROM n;"
                "PRAGMA cache_size = 1; BEGIN; UPDATE t SET x = randomblob(300);");
    REQUIRE(std::filesystem::exists(o + "-journal"));
  }
  SECTION("an un-checkpointed WAL (was checkpointed, then refused)") {
    die_writing(o, "PRAGMA journal_mode = WAL", "PRAGMA application_id = 1234; CREATE TABLE t(x); INSERT INTO t VALUES (1);");
    REQUIRE(std::filesystem::file_size(o + "-wal") > 0);
  }
  Unchanged files({o, o + "-journal", o + "-wal", o + "-shm"});
  for (const auto& args : std::vector<std::vector<std::string>>{{"player", "list", "-e", o}, {"player", "add", "-e", o, "甲"}}) {
    auto r = judgekit(args);
    INFO(r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.rfind("judgekit: " + o + ": not a judgekit event file (", 0) == 0);
    const std::string end = "); nothing was changed\n";
    CHECK(r.err.compare(r.err.size() - end.size(), end.size(), end) == 0);
  }
  CHECK(files.changed().empty());
}

TEST_CASE("an event file this user may not write is read, and a change is refused in one line") {
  TempDir tmp;
  // Another user's file in a folder it cannot write either: a read-only mount looks the same.
  std::string dir = tmp.file("ro");
  REQUIRE(::mkdir(dir.c_str(), 0755) == 0);
  std::string e = dir + "/e.jkevent";
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "h", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "-e", e, "甲", "乙"}).exit_code == 0);
  REQUIRE(::chmod(e.c_str(), 0444) == 0);
  REQUIRE(::chmod(dir.c_str(), 0555) == 0);
  REQUIRE(::chmod(tmp.path.c_str(), 0755) == 0);
  // root may write anything: the commands run as nobody then.
  std::vector<std::string> as_other = ::geteuid() == 0 ? std::vector<std::string>{"setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"}
                                                       : std::vector<std::string>{};
  auto run_as = [&](std::vector<std::string> args) {
    std::vector<std::string> argv = as_other;
    argv.insert(argv.end(), {"env", "JUDGEKIT_GAMES=" JK_SOURCE_DIR "/games", "NO_COLOR=1", JK_BINARY});
    argv.insert(argv.end(), args.begin(), args.end());
    return jk::test::run(argv);
  };
  Unchanged files({e, e + "-wal", e + "-shm"});
  auto list = run_as({"player", "list", "-e", e});
  INFO(list.err);
  CHECK(list.exit_code == 0);
  CHECK(list.out.find("乙") != std::string::npos);
  CHECK(list.err.empty());
  auto standings = run_as({"standings", "-e", e});
  CHECK(standings.exit_code == 0);
  auto add = run_as({"player", "add", "-e", e, "丙"});
  CHECK(add.exit_code == 2);
  CHECK(add.err == "judgekit: " + e + ": the event file cannot be changed here (Permission denied): it can be read, not changed; nothing was changed\n");
  CHECK(files.changed().empty());
  ::chmod(dir.c_str(), 0755);
}

TEST_CASE("a full disk is named as one, and nothing is changed") {
  TempDir tmp;
  std::string e = paired_event(tmp);
  for (const char* suffix : {"-wal", "-shm"}) {
    INFO(suffix);
    Unchanged files({e});
    auto r = judgekit_env({"LD_PRELOAD=" JK_ENOSPC_LIB, std::string("JK_ENOSPC=") + suffix}, {"player", "drop", "-e", e, "甲"});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "judgekit: " + e + ": the disk is full; nothing was changed (free some space, then run the command again)\n");
    CHECK(files.changed().empty());
  }
  CHECK(judgekit({"player", "list", "-e", e}).out.find("dropped") == std::string::npos);
}

TEST_CASE("after round unpair, the same pairing again gets new table codes: the old slips stop working") {
  TempDir tmp;
  std::string e = paired_event(tmp);
  auto codes = [&] {
    auto r = judgekit({"round", "codes", "-e", e, "--json"});
    REQUIRE(r.exit_code == 0);
    return nlohmann::json::parse(r.out);
  };
  nlohmann::json first = codes();
  REQUIRE(judgekit({"round", "unpair", "-e", e}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "-e", e}).exit_code == 0);
  nlohmann::json second = codes();
  REQUIRE(first.size() == 2);
  REQUIRE(second.size() == 2);
  for (std::size_t t = 0; t < 2; ++t) {
    INFO("table " << t + 1);
    CHECK(second[t]["table"] == first[t]["table"]);
    // The seed makes the same pairing: only the code differs.
    CHECK(second[t]["code"] != first[t]["code"]);
  }
  // A round paired once keeps its codes: reading them again gives the same.
  CHECK(codes() == second);
}

TEST_CASE("unpairing a round whose match a voided penalty names: one clear line, not \"FOREIGN KEY constraint failed\"") {
  TempDir tmp;
  std::string e = paired_event(tmp);
  REQUIRE(judgekit({"penalty", "add", "-e", e, "甲", "--infraction", "other", "--penalty", "match-loss", "--note", "n"}).exit_code == 0);
  REQUIRE(judgekit({"penalty", "void", "-e", e, "1", "--reason", "given to the wrong player"}).exit_code == 0);
  Unchanged files({e});
  auto r = judgekit({"round", "unpair", "-e", e});
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "judgekit: round 1 can no longer be unpaired: penalty #1 names its table 1, and the penalty log keeps it. Fix single tables with "
        "`judgekit pairing swap`\n");
  CHECK(files.changed().empty());
}
