// The facts every face of an event must tell alike (issue 22), and the comparison. A face is
// parsed back into Facts holding what it shows; compare() checks each shown fact against the
// event library's views, read in-process (event::event_views).
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "events.hpp"
#include "i18n.hpp"

namespace jk::faces {

struct Standing {
  int place = 0, points = 0;
  std::string record;  // "W-L-D"
  bool operator==(const Standing&) const = default;
};

struct Seat {
  std::string outcome;                 // win | loss | draw ("" when the face shows only a place)
  std::optional<std::string> games;    // "won-lost-drawn" when the face shows the games
  std::optional<int> placement;        // pods, when the face shows it
};

struct Penalty {
  std::string infraction;  // the kind's id as stored ("5-2-2")
  std::string kind;        // warning | game-loss | match-loss | disqualification
  bool voided = false;
  int times = 0;           // the repeat count; 0 when voided (faces that only mark repeats show 1 for a first time)
  bool operator==(const Penalty&) const = default;
};

struct Facts {
  std::map<std::int64_t, Standing> standings;                  // by player id
  std::map<std::pair<int, std::int64_t>, Seat> seats;          // (round, player id)
  std::map<std::int64_t, std::vector<Penalty>> penalties;      // by player id, in the order given
  bool has_standings = false, has_seats = false, has_penalties = false;
  std::optional<std::size_t> penalties_in_force;               // a count a face states (the summary's contents)
  std::optional<int> counted_rounds;                            // "after round N": the Swiss rounds the standings count
};

// What the event library's views say (one snapshot).
Facts reference(const Built& b);

// Every fact `face` shows, checked against `ref`; `name` says which face in the failure.
// `last_round_only`: the face shows only the last round's results (publish's event.json).
void compare(const Facts& ref, const Facts& face, const std::string& name, bool last_round_only = false);

// The players a text face names, by the name in it (names are unique words).
std::int64_t id_of(const Built& b, const std::string& token);

// Small helpers for parsing text.
std::vector<std::string> tokens(const std::string& line);
std::vector<std::string> lines(const std::string& text);
bool is_record(const std::string& token);  // "3-0-1"
// The rounds a standings heading says it counts ("after round 3", "after 3 rounds", "第3回戦終了時").
std::optional<int> rounds_in_heading(const std::string& text);
std::string lang_of(Lang lang);  // "ja" | "en"

}  // namespace jk::faces
