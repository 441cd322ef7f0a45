// Entries (issue 26) at their boundaries: capacity under, at and over (waitlisted, or refused with no
// waitlist), the waitlist moving up on a withdrawal, the deadline (a minute before, at, after), a
// duplicate membership id, registration closed, and a bad import changing nothing.
#include <catch2/catch.hpp>

#include <fstream>

#include "entries.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "run.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
namespace ev = jk::event;

namespace {

std::string new_event(const TempDir& dir, const std::vector<std::string>& registration) {
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "t", "--date", "2026-04-12", "--seed", "7", "--rounds", "3"}).exit_code == 0);
  std::vector<std::string> args = {"event", "registration", "--event", e};
  args.insert(args.end(), registration.begin(), registration.end());
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return e;
}

ev::Entry sign(const std::string& e, const std::string& name, const std::string& id = "", const std::string& now = "2026-04-01 09:00") {
  jk::Database db = jk::open_event(e, jk::OpenMode::write);
  return ev::sign_up(db, {name, "", id, now, ""}, {"test"});
}

std::string refusal(const std::string& e, const std::string& name, const std::string& id = "", const std::string& now = "2026-04-01 09:00") {
  try {
    sign(e, name, id, now);
  } catch (const jk::InputError& err) {
    return err.what();
  }
  return "";
}

ev::RegistrationState state(const std::string& e) {
  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  return ev::registration_state(db);
}

}  // namespace

TEST_CASE("capacity: under and at it entered, over it waitlisted in order; a withdrawal moves the first up") {
  TempDir dir;
  const std::string e = new_event(dir, {"--open", "--capacity", "2", "--waitlist", "on"});
  CHECK(sign(e, "A").status == ev::EntryStatus::entered);
  CHECK(sign(e, "B").status == ev::EntryStatus::entered);  // at capacity
  const ev::Entry c = sign(e, "C"), d = sign(e, "D");
  CHECK(c.status == ev::EntryStatus::waitlisted);
  CHECK(c.waitlist_position == 1);
  CHECK(d.waitlist_position == 2);
  CHECK(state(e).entrants == 2);
  auto w = judgekit({"player", "withdraw", "--event", e, "A"});
  INFO(w.err);
  REQUIRE(w.exit_code == 0);
  CHECK(w.out.find("moved up from the waitlist: C") != std::string::npos);
  const auto s = state(e);
  CHECK(s.entrants == 2);
  REQUIRE(s.waitlist.size() == 1);
  CHECK(s.waitlist[0].name == "D");
  CHECK(s.waitlist[0].waitlist_position == 1);
  // A larger capacity lets the rest in.
  auto more = judgekit({"event", "registration", "--event", e, "--capacity", "5"});
  CHECK(more.out.find("moved up from the waitlist: D") != std::string::npos);
  CHECK(state(e).waitlist.empty());
}

TEST_CASE("capacity with no waitlist: the sign-up over it is refused") {
  TempDir dir;
  const std::string e = new_event(dir, {"--open", "--capacity", "1"});
  CHECK(sign(e, "A").status == ev::EntryStatus::entered);
  CHECK(refusal(e, "B").find("the event is full (1 players)") != std::string::npos);
  CHECK(state(e).entrants == 1);
}

TEST_CASE("deadline: a minute before it accepted, at it and after refused") {
  TempDir dir;
  const std::string e = new_event(dir, {"--open", "--deadline", "2026-04-10 12:00"});
  CHECK(refusal(e, "A", "", "2026-04-10 11:59").empty());
  CHECK(refusal(e, "B", "", "2026-04-10 12:00").find("registration closed at 2026-04-10 12:00") != std::string::npos);
  CHECK(refusal(e, "C", "", "2026-04-11 00:00").find("registration closed") != std::string::npos);
  CHECK(state(e).entrants == 1);
}

TEST_CASE("a membership id entered or waiting is refused; registration closed refuses everyone") {
  TempDir dir;
  const std::string e = new_event(dir, {"--open", "--capacity", "1", "--waitlist", "on"});
  sign(e, "A", "M1");
  sign(e, "B", "M2");  // waitlisted
  CHECK(refusal(e, "A2", "M1").find("membership id M1 is already registered") != std::string::npos);
  CHECK(refusal(e, "B2", "M2").find("membership id M2 is already registered") != std::string::npos);
  REQUIRE(judgekit({"event", "registration", "--event", e, "--close"}).exit_code == 0);
  CHECK(refusal(e, "C", "M3").find("registration is not open") != std::string::npos);
}

TEST_CASE("player import keeps the file's order, waitlists beyond capacity; a bad row names file and line, exit 2, nothing changed") {
  TempDir dir;
  const std::string e = new_event(dir, {"--capacity", "2", "--waitlist", "on"});
  const std::string csv = dir.file("pre.csv");
  std::ofstream(csv) << "id,name,reading\nA1,佐藤,さとう\nA2,鈴木,すずき\nA3,高橋,たかはし\n";
  auto r = judgekit({"player", "import", "--event", e, csv});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("2 in, 1 on the waitlist") != std::string::npos);
  CHECK(state(e).waitlist.at(0).name == "高橋");
  const std::string bad = dir.file("bad.csv");
  std::ofstream(bad) << "id,name,reading\nB1,田中,たなか\nA2,山田,やまだ\n";
  auto before = jk::test::run({"sha256sum", e}).out;
  auto refused = judgekit({"player", "import", "--event", e, bad});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("bad.csv:3: membership id A2 is already registered") != std::string::npos);
  CHECK(jk::test::run({"sha256sum", e}).out == before);
  // No waitlist: the first row beyond capacity is named.
  REQUIRE(judgekit({"event", "registration", "--event", e, "--waitlist", "off", "--capacity", "4"}).exit_code == 0);
  const std::string over = dir.file("over.csv");
  std::ofstream(over) << "name\n伊藤\n渡辺\n";
  auto full = judgekit({"player", "import", "--event", e, over});
  CHECK(full.exit_code == 2);
  CHECK(full.err.find("over.csv:3: the event takes 4 players") != std::string::npos);
}

TEST_CASE("after round 1 is paired, sign-ups and withdrawals are refused") {
  TempDir dir;
  const std::string e = new_event(dir, {"--open"});
  sign(e, "A");
  sign(e, "B");
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  CHECK(refusal(e, "C").find("registration has ended") != std::string::npos);
  CHECK(judgekit({"player", "withdraw", "--event", e, "A"}).exit_code == 2);
}

TEST_CASE("the same sign-up form sent again is the same entry: on another connection, when full, never counted twice") {
  TempDir dir;
  const std::string e = new_event(dir, {"--open", "--capacity", "1"});
  const std::string form(32, 'a'), other(32, 'b');
  auto send = [&](const std::string& name, const std::string& nonce) {
    jk::Database db = jk::open_event(e, jk::OpenMode::write);  // a new connection each time, as after a restart
    return ev::sign_up(db, {name, "", "", "2026-04-01 09:00", nonce}, {"test"});
  };
  const ev::Entry first = send("佐藤", form);
  CHECK(first.status == ev::EntryStatus::entered);
  // The same form again: the same entry, although the event is now full (a second entry would be refused).
  const ev::Entry again = send("佐藤", form);
  CHECK(again.id == first.id);
  CHECK(again.player_id == first.player_id);
  {
    jk::Database db = jk::open_event(e, jk::OpenMode::read);
    REQUIRE(ev::entry_of_form(db, form));
    CHECK(ev::entry_of_form(db, form)->id == first.id);
    CHECK_FALSE(ev::entry_of_form(db, other));
    CHECK_FALSE(ev::entry_of_form(db, ""));
  }
  CHECK(state(e).entrants == 1);
  // Another form is another person: refused, the event is full.
  CHECK_THROWS_AS(send("鈴木", other), jk::InputError);
}
