#include "clock.hpp"

#include <string>

#include "errors.hpp"
#include "event_file.hpp"

namespace jk::event {

std::int64_t Clock::ends_at(std::int64_t now) const {
  std::int64_t paused_now = paused_at ? now - *paused_at : 0;
  return started_at + std::int64_t{minutes} * 60 + added_seconds + paused_seconds + paused_now;
}

std::int64_t Clock::remaining(std::int64_t now, int table) const {
  auto it = extensions.find(table);
  return remaining(now) + (it == extensions.end() ? 0 : std::int64_t{it->second} * 60);
}

std::optional<Clock> read_clock(Database& db, int round) {
  auto st = db.prepare(
      "SELECT minutes, started_at, added_seconds, paused_at, paused_seconds FROM round_clock WHERE round = ?1");
  st.bind(1, round);
  if (!st.step()) return std::nullopt;
  Clock c;
  c.round = round;
  c.minutes = st.integer(0);
  c.started_at = st.int64(1);
  c.added_seconds = st.int64(2);
  c.paused_at = st.opt_int64(3);
  c.paused_seconds = st.int64(4);
  auto ext = db.prepare("SELECT table_number, minutes FROM table_extensions WHERE round = ?1 ORDER BY table_number");
  ext.bind(1, round);
  while (ext.step()) c.extensions[ext.integer(0)] = ext.integer(1);
  return c;
}

namespace {

struct OpenRound {
  int number = 0;
  bool closed = false;
};

OpenRound last_round(Database& db) {
  auto st = db.prepare("SELECT number, status = 'closed' FROM rounds ORDER BY number DESC LIMIT 1");
  if (!st.step()) throw InputError(Message{N_("no round is paired yet; pair one with `judgekit round pair` first"), {}});
  return {st.integer(0), st.integer(1) != 0};
}

// The last round's clock, which must have been started.
Clock started_clock(Database& db) {
  OpenRound r = last_round(db);
  auto c = read_clock(db, r.number);
  if (!c)
    throw InputError(Message{N_("round {round}'s clock is not started; start it with `judgekit round start`"), {{"round", std::to_string(r.number)}}});
  return *c;
}

// `what`: an option ("--add"), or a message naming the value.
void check_range(Message what, int value, int low, int high) {
  if (value < low || value > high)
    throw InputError(Message{N_("{what} must be {low}..{high}, not {value}"),
                             {arg("what", std::move(what)), {"low", std::to_string(low)}, {"high", std::to_string(high)}, {"value", std::to_string(value)}}});
}

}  // namespace

Clock current_clock(Database& db) { return started_clock(db); }

Clock start_clock(Database& db, std::string_view command, int minutes, std::int64_t now) {
  check_range(verbatim("--minutes"), minutes, 1, 600);
  Change change(db, command);
  OpenRound r = last_round(db);
  if (r.closed)
    throw InputError(Message{N_("round {round} is closed; pair the next round before starting its clock"), {{"round", std::to_string(r.number)}}});
  if (read_clock(db, r.number))
    throw InputError(Message{N_("round {round}'s clock is already started; change it with `judgekit round clock --add M` or --pause"),
                             {{"round", std::to_string(r.number)}}});
  auto st = db.prepare("INSERT INTO round_clock (round, minutes, started_at) VALUES (?1, ?2, ?3)");
  st.bind(1, r.number).bind(2, minutes).bind(3, now);
  st.run();
  change.commit();
  return *read_clock(db, r.number);
}

Clock pause_clock(Database& db, std::string_view command, std::int64_t now) {
  Change change(db, command);
  Clock c = started_clock(db);
  if (c.paused())
    throw InputError(Message{N_("round {round}'s clock is already paused; resume it with --resume"), {{"round", std::to_string(c.round)}}});
  if (c.remaining(now) <= 0)
    throw InputError(Message{N_("round {round}'s time is already over; nothing to pause"), {{"round", std::to_string(c.round)}}});
  auto st = db.prepare("UPDATE round_clock SET paused_at = ?2 WHERE round = ?1");
  st.bind(1, c.round).bind(2, now);
  st.run();
  change.commit();
  return *read_clock(db, c.round);
}

Clock resume_clock(Database& db, std::string_view command, std::int64_t now) {
  Change change(db, command);
  Clock c = started_clock(db);
  if (!c.paused()) throw InputError(Message{N_("round {round}'s clock is running, not paused"), {{"round", std::to_string(c.round)}}});
  // A clock set back by the system time must not gain a negative pause.
  std::int64_t paused_for = now > *c.paused_at ? now - *c.paused_at : 0;
  auto st = db.prepare("UPDATE round_clock SET paused_at = NULL, paused_seconds = paused_seconds + ?2 WHERE round = ?1");
  st.bind(1, c.round).bind(2, paused_for);
  st.run();
  change.commit();
  return *read_clock(db, c.round);
}

Clock add_minutes(Database& db, std::string_view command, int minutes, std::int64_t /*now*/) {
  check_range(verbatim("--add"), minutes, -600, 600);
  if (minutes == 0) throw InputError(Message{N_("--add 0 changes nothing; give the minutes to add (or take back with a minus)"), {}});
  Change change(db, command);
  Clock c = started_clock(db);
  auto st = db.prepare("UPDATE round_clock SET added_seconds = added_seconds + ?2 WHERE round = ?1");
  st.bind(1, c.round).bind(2, std::int64_t{minutes} * 60);
  st.run();
  change.commit();
  return *read_clock(db, c.round);
}

Clock extend_table(Database& db, std::string_view command, int table, int minutes, std::int64_t /*now*/) {
  check_range(Message{N_("extension minutes"), {}}, minutes, 1, 60);
  Change change(db, command);
  Clock c = started_clock(db);
  {
    auto st = db.prepare("SELECT 1 FROM matches WHERE round = ?1 AND table_number = ?2");
    st.bind(1, c.round).bind(2, table);
    if (!st.step())
      throw InputError(Message{N_("round {round} has no table {table}"), {{"round", std::to_string(c.round)}, {"table", std::to_string(table)}}});
  }
  auto st = db.prepare(
      "INSERT INTO table_extensions (round, table_number, minutes) VALUES (?1, ?2, ?3) "
      "ON CONFLICT (round, table_number) DO UPDATE SET minutes = minutes + excluded.minutes");
  st.bind(1, c.round).bind(2, table).bind(3, minutes);
  st.run();
  change.commit();
  return *read_clock(db, c.round);
}

}  // namespace jk::event
