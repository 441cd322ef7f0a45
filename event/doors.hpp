// Doors open to round 1 (issue 26): check-in, no-shows, fixed tables, table numbering, awarded
// byes and pairing restrictions. Each changing function is one transaction.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "actor.hpp"
#include "errors.hpp"
#include "round_setup.hpp"  // pairing
#include "event.hpp"
#include "sqlite.hpp"

namespace jk::event {

// back: a no-show dropped before round 1 (`player no-shows --drop`) who arrives before round 1 is
// paired: the drop is taken back and they play round 1.
enum class CheckinOutcome { checked_in, already, taken_back, joins_late, back };
struct CheckinEntry {
  pairing::Player player;
  CheckinOutcome outcome = CheckinOutcome::checked_in;
  int joins_round = 1;  // joins_late: the round the no-show now joins in
};
// Why a check-in was refused, as data beside the message: the CLI prints the message (it names the
// command to run); the player's phone words it for a player.
enum class CheckinRefusal {
  withdrawn,  // the player's entry was withdrawn (`player withdraw`, or from /r/): not in the event
  dropped,    // dropped after a round played (`player undrop` first); round: the round
};
struct CheckinRefused : InputError {
  CheckinRefused(Message message, CheckinRefusal why_, pairing::Player player_, int round_)
      : InputError(std::move(message)), why(why_), player(std::move(player_)), round(round_) {}
  CheckinRefusal why;
  pairing::Player player;
  int round = 0;
};
// Checks in each PLAYER (all resolved first: one unknown name or one refusal changes nothing). A
// no-show dropped before round 1 is taken back: before round 1 is paired they play it (`back`);
// after, they join in the next round as a late entry (`player undrop`'s rule). A withdrawn entry
// and a player dropped after a round are refused (CheckinRefused). `undo` takes check-ins back
// (before round 1 only).
std::vector<CheckinEntry> check_in(Database& db, const std::vector<std::string>& who, bool undo, const Actor& actor);

struct CheckinListing {
  std::string event_name;
  bool required = false;  // round 1 pairs only players who checked in
  int last_round = 0;
  std::vector<pairing::Player> checked_in, not_checked_in;  // players not dropped, by id
};
CheckinListing checkin_listing(Database& db);
void set_checkin_required(Database& db, bool required, const Actor& actor);

struct NoShows {
  std::vector<pairing::Player> players;  // not checked in, not dropped
  bool dropped = false;
};
// The players who have not checked in; `drop`: dropped before round 1, all in one transaction.
NoShows no_shows(Database& db, bool drop, const Actor& actor);

// A fixed table (none: clear). Returns the player as changed.
pairing::Player seat_player(Database& db, const std::string& who, std::optional<int> table, const Actor& actor);
TableNumbering set_table_numbering(Database& db, const TableNumbering& numbering, const Actor& actor);
TableNumbering table_numbering(Database& db);

struct ByesAwarded {
  pairing::Player player;
  std::vector<int> rounds;  // newly awarded (or, clearing, the count in rounds.size())
};
ByesAwarded award_byes(Database& db, const std::string& who, int first, int last, const Actor& actor);
ByesAwarded clear_awarded_byes(Database& db, const std::string& who, const Actor& actor);

struct AvoidFact {
  pairing::Player a, b;
  std::optional<int> last_round;
};
AvoidFact add_avoid(Database& db, const std::string& p, const std::string& q, std::optional<int> last_round, const Actor& actor);
AvoidFact remove_avoid(Database& db, const std::string& p, const std::string& q, const Actor& actor);

// What is set before the rounds: awarded byes, restrictions, fixed tables, numbering (one snapshot).
struct DoorsView {
  std::vector<std::pair<pairing::Player, int>> byes;  // player, round
  std::vector<AvoidFact> avoids;
  std::vector<pairing::Player> seated;                 // players with a fixed table
  TableNumbering numbering;
};
DoorsView doors_view(Database& db);

}  // namespace jk::event
