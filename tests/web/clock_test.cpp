// The round clock: start, pause, resume, add, per-table extensions, and every refusal leaving the
// file as it was. Times are chosen by the test (Unix seconds).
#include <catch2/catch.hpp>

#include "clock.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "fixture_event.hpp"
#include "pack.hpp"
#include "run.hpp"

using namespace jk;
using jk::test::error_of;

namespace {
constexpr std::int64_t T0 = 1'800'000'000;

int audit_rows(Database& db) {
  auto st = db.prepare("SELECT count(*) FROM audit_log");
  st.step();
  return st.integer(0);
}
}  // namespace

TEST_CASE("clock: schema version 2 adds the clock tables, audited") {
  test::TempDir dir;
  test::make_web_event(dir.file("e.jkevent"));
  Database db = open_event(dir.file("e.jkevent"), OpenMode::existing);
  CHECK(latest_schema_version() >= 2);  // 2 added the clock; later versions keep it
  int before = audit_rows(db);
  event::start_clock(db, "judgekit round start", 50, T0);
  auto st = db.prepare("SELECT command, entity, action FROM audit_log ORDER BY id DESC LIMIT 1");
  REQUIRE(st.step());
  CHECK(st.text(0) == "judgekit round start");
  CHECK(st.text(1) == "round_clock");
  CHECK(st.text(2) == "insert");
  CHECK(audit_rows(db) == before + 1);
}

TEST_CASE("clock: start, pause, resume and add move the end as worked by hand") {
  test::TempDir dir;
  test::make_web_event(dir.file("e.jkevent"));
  Database db = open_event(dir.file("e.jkevent"), OpenMode::existing);
  CHECK_FALSE(event::read_clock(db, 1).has_value());

  event::Clock c = event::start_clock(db, "start", 50, T0);
  CHECK(c.round == 1);
  CHECK(c.ends_at(T0) == T0 + 3000);
  CHECK(c.remaining(T0 + 600) == 2400);  // 10 minutes in: 40 left

  // Paused at 10:00 for 2 minutes: the end moves 120 s later.
  c = event::pause_clock(db, "pause", T0 + 600);
  CHECK(c.paused());
  CHECK(c.remaining(T0 + 660) == 2400);  // frozen while paused
  CHECK(c.remaining(T0 + 720) == 2400);
  c = event::resume_clock(db, "resume", T0 + 720);
  CHECK_FALSE(c.paused());
  CHECK(c.paused_seconds == 120);
  CHECK(c.ends_at(T0 + 720) == T0 + 3120);

  c = event::add_minutes(db, "add", 3, T0 + 800);
  CHECK(c.ends_at(T0 + 800) == T0 + 3300);
  c = event::add_minutes(db, "take back", -1, T0 + 800);
  CHECK(c.ends_at(T0 + 800) == T0 + 3240);

  // Time is called at the end, not a second before.
  CHECK(c.remaining(T0 + 3239) == 1);
  CHECK(c.remaining(T0 + 3240) == 0);
  CHECK(c.remaining(T0 + 3241) == -1);

  CHECK(event::current_clock(db).ends_at(T0 + 800) == T0 + 3240);
}

TEST_CASE("clock: a table's extension adds up and only moves that table") {
  test::TempDir dir;
  test::make_web_event(dir.file("e.jkevent"));
  Database db = open_event(dir.file("e.jkevent"), OpenMode::existing);
  event::start_clock(db, "start", 50, T0);
  event::Clock c = event::extend_table(db, "extend", 2, 5, T0 + 10);
  c = event::extend_table(db, "extend", 2, 3, T0 + 20);
  CHECK(c.extensions.at(2) == 8);
  CHECK(c.remaining(T0, 2) == 3000 + 480);
  CHECK(c.remaining(T0, 1) == 3000);
  CHECK(error_of([&] { event::extend_table(db, "x", 99, 5, T0); }) == "round 1 has no table 99");
  CHECK(error_of([&] { event::extend_table(db, "x", 1, 0, T0); }) == "extension minutes must be 1..60, not 0");
  CHECK(error_of([&] { event::extend_table(db, "x", 1, 61, T0); }) == "extension minutes must be 1..60, not 61");
  CHECK(event::extend_table(db, "x", 1, 60, T0).extensions.at(1) == 60);
  CHECK(event::extend_table(db, "x", 3, 1, T0).extensions.at(3) == 1);
}

TEST_CASE("clock: refusals name the problem and write nothing") {
  test::TempDir dir;
  test::make_web_event(dir.file("e.jkevent"));
  Database db = open_event(dir.file("e.jkevent"), OpenMode::existing);
  int audit = audit_rows(db);
  CHECK(error_of([&] { event::pause_clock(db, "p", T0); }) ==
        "round 1's clock is not started; start it with `judgekit round start`");
  CHECK(error_of([&] { event::start_clock(db, "s", 0, T0); }) == "--minutes must be 1..600, not 0");
  CHECK(error_of([&] { event::start_clock(db, "s", 601, T0); }) == "--minutes must be 1..600, not 601");
  CHECK(audit_rows(db) == audit);
  CHECK(event::start_clock(db, "s", 1, T0).minutes == 1);
  CHECK(error_of([&] { event::start_clock(db, "s", 50, T0); }) ==
        "round 1's clock is already started; change it with `judgekit round clock --add M` or --pause");
  CHECK(error_of([&] { event::resume_clock(db, "r", T0); }) == "round 1's clock is running, not paused");
  CHECK(error_of([&] { event::add_minutes(db, "a", 0, T0); }) ==
        "--add 0 changes nothing; give the minutes to add (or take back with a minus)");
  CHECK(error_of([&] { event::add_minutes(db, "a", 601, T0); }) == "--add must be -600..600, not 601");
  CHECK(event::add_minutes(db, "a", -600, T0).added_seconds == -36000);
  // Over: nothing to pause.
  CHECK(error_of([&] { event::pause_clock(db, "p", T0 + 60); }) == "round 1's time is already over; nothing to pause");
  event::Clock c = event::add_minutes(db, "a", 600, T0);
  c = event::pause_clock(db, "p", T0 + 10);
  CHECK(error_of([&] { event::pause_clock(db, "p", T0 + 20); }) == "round 1's clock is already paused; resume it with --resume");
}

TEST_CASE("clock: no round paired, and a removed round takes its clock with it") {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  test::make_web_event(path);
  Database db = open_event(path, OpenMode::existing);
  event::start_clock(db, "s", 50, T0);
  event::extend_table(db, "x", 1, 5, T0);
  {
    Change c(db, "unpair");
    pairing::unpair_last_round(db);
    c.commit();
  }
  CHECK_FALSE(event::read_clock(db, 1).has_value());
  CHECK(error_of([&] { event::start_clock(db, "s", 50, T0); }) ==
        "no round is paired yet; pair one with `judgekit round pair` first");
}

TEST_CASE("clock: the commands print the clock and refuse bad input with exit 2") {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  test::make_web_event(path);
  auto start = test::judgekit({"round", "start", "--event", path, "--minutes", "45"});
  CHECK(start.exit_code == 0);
  CHECK(start.out.rfind("round 1: 4", 0) == 0);  // 45:00 or 44:59 left
  auto pause = test::judgekit({"round", "clock", "--event", path, "--pause"});
  CHECK(pause.exit_code == 0);
  CHECK(pause.out.find("round 1: paused, ") == 0);
  auto ext = test::judgekit({"round", "extend", "--event", path, "2", "5"});
  CHECK(ext.exit_code == 0);
  CHECK(ext.out.find("  table 2: +5 min") != std::string::npos);
  auto bad = test::judgekit({"round", "extend", "--event", path, "42", "5"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err == "judgekit: round 1 has no table 42\n");
  auto both = test::judgekit({"round", "clock", "--event", path, "--pause", "--resume"});
  CHECK(both.exit_code == 2);
}
