// The event's header and settings: the one reader and writer of the `event` row, used by every
// module (pairing, decklint, judge, reports) and the event library.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "event_enums.hpp"
#include "sqlite.hpp"
#include "tiebreakers.hpp"

namespace jk {

// How tables are numbered (`event tables`): from `first`, leaving out `skip` (a feature table, a
// pillar); fixed tables (`player seat`) keep their own number.
struct TableNumbering {
  int first = 1;
  std::vector<int> skip;  // ascending, each >= 1
  bool operator==(const TableNumbering&) const = default;
};

// Registration from phones (`event registration`, the `/register` page): open or closed, how many
// players the event takes (0: no limit), whether those beyond it wait on a list, and a deadline.
struct RegistrationSettings {
  bool open = false;
  int capacity = 0;          // players not dropped; 0: no limit
  bool waitlist = false;     // beyond capacity: waitlisted (else refused)
  std::string deadline;      // "YYYY-MM-DD HH:MM" venue time; "" none
  bool operator==(const RegistrationSettings&) const = default;
};

// Organiser settings kept in event.settings (JSON; docs/events.md lists the keys).
struct EventSettings {
  bool late_entry_losses = true;           // late entries get a loss for each round they missed
  bool results_need_judge = false;         // reports from the tables wait for a judge even when both agree
  std::string deck_deadline;               // "YYYY-MM-DD HH:MM" venue time; after it only judges register lists
  bool checkin_required = false;           // round 1 pairs only players who checked in; the rest are dropped
  // What players may do from their phones (`event phones`, the organiser's console):
  bool trust_table_code = false;           // equal reports sent with the table's code alone are recorded
  bool self_drop = true;                   // a player may drop themself from their page (with a confirmation)
  bool refuse_illegal_decks = false;       // a list found illegal is refused at submission, not stored marked
  TableNumbering tables;
  RegistrationSettings registration;       // key "registration"
  std::vector<TiebreakEntry> tiebreakers;  // empty: the pack's chain
  WinPercentRules win_percent;             // each rule unset: the pack's
  Seeding seeding = Seeding::registration; // a single-elimination event's first round
  DecklistPublication decklists = DecklistPublication::none;  // when the decklists are published
  int groups = 0, group_size = 0;          // a round robin's: K groups, or groups of N (0: one group)
  bool third_place = false;                // a bracket's semi-final losers play for third place
  // Match lengths (best of N games) the event chose among the pack's best-of-choices; 0: unset.
  // Swiss and group rounds play best_of (else the pack's), a bracket's rounds bracket_best_of
  // (else best_of), its last round final_best_of (else bracket_best_of).
  int best_of = 0, bracket_best_of = 0, final_best_of = 0;
  // Deck-construction overrides (SCP 100.2e) as `deck override` stores them: [{xml, reason}].
  nlohmann::ordered_json overrides = nlohmann::ordered_json::array();
  // Keys this build does not use (an organiser's note, a newer build's setting): kept as stored.
  nlohmann::ordered_json other = nlohmann::ordered_json::object();
};
// Throws InputError (file `where`) naming the key that is wrong.
EventSettings parse_event_settings(const std::string& json, const std::string& where);
std::string event_settings_json(const EventSettings& s);

struct EventHeader {
  std::string name, game, format, date, created_at;  // format may be empty
  std::optional<int> rounds;                         // planned Swiss rounds
  int top_cut = 0;
  Structure structure = Structure::swiss;
  std::optional<int> team_size;                      // a team event's players a team (2 or 3); none: individual
  std::int64_t seed = 0;
  EventSettings settings;
};

// The event row; InputError "holds no event" (one wording for every command) when there is none.
EventHeader read_event_header(Database& db);
// Writes the event row of a new event file (inside the caller's Change).
void insert_event_header(Database& db, const EventHeader& header);
void write_event_settings(Database& db, const EventSettings& settings);
// The rounds the event takes (a round robin's, once its groups are made); 0: not planned.
void write_event_rounds(Database& db, int rounds);
// A deadline as organisers type it: "YYYY-MM-DD HH:MM" (the venue's local time).
bool valid_deadline(const std::string& text);

// Swiss rounds that count for standings: closed, or open with every result in; flags by round
// number, and their number.
std::vector<char> counted_swiss_round_flags(Database& db);
int counted_swiss_rounds(Database& db);

}  // namespace jk
