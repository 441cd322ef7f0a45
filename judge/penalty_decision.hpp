// What a penalty does to its match and its player, decided from the facts read: pure functions,
// no database. judge/penalties.hpp reads the facts and writes the decision; the event library
// (event/penalty_log.cpp) applies its own rules between the two (event/result_change.hpp).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "event_enums.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "results.hpp"

namespace jk::judge {

// Everything a new penalty depends on, as read from the event and its pack.
struct PenaltyFacts {
  PenaltyKind kind = PenaltyKind::warning;
  Infraction infraction;   // the pack's, as found
  std::string other_cite;  // the pack's own "other" rule ("6-4"), when it has one
  std::string game;        // the pack id, for citations
  std::string note;        // as given, trimmed
  std::int64_t player_id = 0;
  std::string player_name;
  int repeat = 1;                        // the nth time this player got this infraction (voided not counted)
  std::optional<int> round;              // the round it applies to (none before round 1)
  std::optional<std::int64_t> match_id;  // the player's match in that round
  std::optional<int> table;              // that match's table (none for a bye)
  bool bye = false;                      // that match is the player's bye
  std::vector<std::int64_t> seats;       // the match's players, in seat order
  std::vector<std::string> seat_names;   // their names, for wording the result now
  std::optional<ResultRecord> result;    // the match's result now
  std::vector<std::int64_t> match_losers;  // players of the match with a match loss or DQ in force
  std::optional<int> dropped_after;      // the player's drop now (for a disqualification's undo)
  MatchStructure match;                  // the game's
};

struct PenaltyDecision {
  std::optional<ResultRecord> result;  // the match's new result; none: the result stays
  std::optional<int> drop_after;       // a disqualification: dropped after this round
  std::vector<Message> notes;          // for the judge, in order
};

// Throws InputError for a penalty the facts rule out (a game loss on a bye or in a pod, a match
// loss with no match). The new result has no adjudication nor summary yet: they name the
// penalty's id, which the write gives it.
PenaltyDecision decide(const PenaltyFacts& f);

// Everything voiding penalty `id` depends on.
struct VoidFacts {
  std::int64_t id = 0;
  PenaltyKind kind = PenaltyKind::warning;
  std::int64_t player_id = 0;
  std::string player_name;
  std::string voided_at;                 // set when it was voided already
  std::optional<std::int64_t> match_id;  // the match whose result it changed
  std::optional<int> round, table;       // that match's round and table (none for a bye)
  bool round_closed = false;             // that round is closed (a later round is paired)
  std::optional<ResultRecord> result;    // that match's result now
  std::optional<ResultRecord> replaced;  // the result it replaced (none: the match had none)
  bool drop_recorded = false;            // a disqualification recorded the player's drop before it
  std::optional<int> dropped_before;     // that drop (none: the player was in the event)
};

struct VoidDecision {
  bool result_changes = false;         // the match's result is put back:
  std::optional<ResultRecord> result;  // this one (none: the match has no result again)
  bool drop_changes = false;           // the player's drop is put back:
  std::optional<int> dropped_after;    // this one (none: in the event again)
  std::vector<Message> notes;
};

// Throws InputError when the penalty was voided already, or when its match's result was entered
// again since (the judge's later word is not undone).
VoidDecision decide_void(const VoidFacts& f);

}  // namespace jk::judge
