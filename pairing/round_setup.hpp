// What an organiser sets before a round is paired: check-in, fixed tables, awarded byes and
// pairing restrictions (issue 26). Changes run inside the caller's jk::Change.
#pragma once
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "event.hpp"

namespace jk::pairing {

// Check-in: `in` true records the time, false takes it back.
void set_checked_in(Database& db, const Player& p, bool in);
// Dropped before round 1 (dropped_after_round 0): refused once round 1 is paired.
void drop_before_round_one(Database& db, const Event& ev, const std::vector<const Player*>& players);

// A fixed table (none: numbered as the others). Refused when another player keeps that table.
void set_fixed_table(Database& db, const Event& ev, const Player& p, std::optional<int> table);

struct AwardedBye {
  std::int64_t player = 0;
  int round = 0;
};
std::vector<AwardedBye> read_awarded_byes(Database& db);
// Byes for rounds first..last, none of them paired yet. Returns the rounds newly awarded.
std::vector<int> award_byes(Database& db, const Event& ev, const Player& p, int first, int last);
// Takes back the awarded byes of rounds not yet paired. Returns how many.
int clear_awarded_byes(Database& db, const Event& ev, const Player& p);

struct Avoid {
  std::int64_t a = 0, b = 0;         // a < b
  std::optional<int> last_round;     // none: every round
  bool applies(int round) const { return !last_round || round <= *last_round; }
};
std::vector<Avoid> read_avoids(Database& db);
void add_avoid(Database& db, const Player& p, const Player& q, std::optional<int> last_round);
// False when the two had no restriction.
bool remove_avoid(Database& db, const Player& p, const Player& q);

// What pairing round `round` reads of the above: the players of `ev` with an awarded bye in it and
// the restrictions in force, as player ids.
struct RoundDoors {
  std::vector<std::int64_t> awarded;
  std::vector<std::pair<std::int64_t, std::int64_t>> apart;
};
RoundDoors round_doors(Database& db, int round);

}  // namespace jk::pairing
