// Rounds: pairing the next one (Swiss, pods or the top cut), showing, unpairing, swapping by hand.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "actor.hpp"
#include "bracket_view.hpp"
#include "event.hpp"  // pairing's PairedRound
#include "i18n.hpp"
#include "results.hpp"
#include "sqlite.hpp"
#include "team_ops.hpp"

namespace jk::event {

struct SeatView {
  std::int64_t id = 0;
  std::string name, reading;
  std::string label;  // for people: the name, with the id where two players share it
  int points = 0;  // before this round
  std::vector<std::string> awards;  // ROE UP!: the awards won at this table (ids), once recorded
  // Once the result is in: this seat's outcome and games (0 when the result has no games).
  std::optional<SeatOutcome> outcome;
  int games_won = 0, games_lost = 0, games_drawn = 0;
};
struct TableView {
  std::optional<int> table;  // none for a bye
  bool bye = false;
  bool awarded = false;  // a bye awarded before the round (`player bye`)
  std::vector<SeatView> players;  // seat order
  // The result as recorded (kind, seats, games, adjudication), once in; its stored summary is for
  // scripts only: people read result_text, --json the record's facts (a penalty's games are not public).
  std::optional<ResultRecord> result;
  Message result_text;  // the result for people (event/result_text.hpp), once in
};
struct RoundView {
  std::string event_name;
  int number = 0;
  Stage stage = Stage::swiss;
  Structure structure = Structure::swiss;  // the event's: a round robin's rounds are stage swiss
  // A bracket round (stage cut): what it is called, from the bracket (event/bracket_view.hpp).
  BracketStage bracket_stage = BracketStage::top;
  int bracket_players = 0;
  bool closed = false;
  bool pods = false;  // more than two players a table
  int best_of = 1;              // the games its matches are played to
  bool best_of_chosen = false;  // the event chose the length (docs/events.md "Match lengths"), not the pack
  std::vector<TableView> tables;
  std::vector<TeamTableView> teams;  // a team event: the team matches the tables make (event/team_ops.hpp)
};

// Names a bracket round from the bracket it is a round of.
void name_bracket_round(RoundView& round, const BracketView& bracket);
// A round as it stands (default: the last), read in one snapshot.
RoundView show_round(Database& db, std::optional<int> number = std::nullopt);

struct PairedRoundView {
  pairing::PairedRound paired;
  RoundView round;
  std::map<std::int64_t, int> seeds;  // the top cut: each player's seed from the standings
  std::map<std::int64_t, std::string> labels;  // every player, for people (left out, restrictions)
};
// Pairs the next round (refused while results are missing), in one transaction.
PairedRoundView pair_round(Database& db, const Actor& actor);
// The note on two players paired although kept apart (`avoids_broken`), each named as the face names people.
Message paired_although_kept_apart(const std::string& a, const std::string& b, int round);
// Starts a single-elimination top cut of `size` players (0: the event's, else 8).
PairedRoundView start_cut(Database& db, pairing::CutRequest request, const Actor& actor);
// Removes the last round while it has no results; returns its number.
int unpair_round(Database& db, const Actor& actor);

struct SwapRequest {
  std::vector<int> tables;            // two tables, or
  std::vector<std::string> players;   // two players
};
struct Swapped {
  std::vector<Message> warnings;  // rematches the swap creates
  RoundView round;
};
Swapped swap_pairings(Database& db, const SwapRequest& req, const Actor& actor);

}  // namespace jk::event
