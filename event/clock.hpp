// The round clock: when the open round's time ends, paused or running, with minutes added for the
// whole room or for one table (a deck check, a long judge call). Stored in the event file
// (round_clock, table_extensions; schema version 2). Times are Unix seconds, passed in by the
// caller so tests choose "now".
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string_view>

#include "sqlite.hpp"

namespace jk::event {

struct Clock {
  int round = 0;
  int minutes = 0;               // the round's length as started
  std::int64_t started_at = 0;
  std::int64_t added_seconds = 0;  // `round clock --add`, may be negative
  std::optional<std::int64_t> paused_at;
  std::int64_t paused_seconds = 0;  // pauses already over
  std::map<int, int> extensions;    // table -> extra minutes

  bool paused() const { return paused_at.has_value(); }
  // When time is called for the room (moves while paused).
  std::int64_t ends_at(std::int64_t now) const;
  // Seconds left for the room or for one table; <= 0 once time is called.
  std::int64_t remaining(std::int64_t now) const { return ends_at(now) - now; }
  std::int64_t remaining(std::int64_t now, int table) const;
};

// The clock of `round`, or none when it was never started.
std::optional<Clock> read_clock(Database& db, int round);

// The last round's clock; InputError when no round is paired or its clock is not started.
Clock current_clock(Database& db);

// Each change below is one transaction labelled `command` (jk::Change); InputError, with nothing
// written, when the round or the clock is not in the state the change needs.
// Starts the clock of the last paired round, which must be open: 1..600 minutes.
Clock start_clock(Database& db, std::string_view command, int minutes, std::int64_t now);
Clock pause_clock(Database& db, std::string_view command, std::int64_t now);
Clock resume_clock(Database& db, std::string_view command, std::int64_t now);
// Adds (or with a negative count takes back) minutes for the whole room: -600..600, not 0.
Clock add_minutes(Database& db, std::string_view command, int minutes, std::int64_t now);
// Gives table `table` of the last round 1..60 more minutes (added to any it already has).
Clock extend_table(Database& db, std::string_view command, int table, int minutes, std::int64_t now);

}  // namespace jk::event
