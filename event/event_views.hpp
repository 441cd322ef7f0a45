// The event's views: the one reader of the event's tables for showing. Every face renders these
// (the CLI's tables, --json and --csv, the CSV/JSON exports, the PDFs, the phone pages, the judge
// console, publish); none reads a table of its own. docs/ARCHITECTURE.md "The views".
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "bracket_view.hpp"
#include "deck_view.hpp"
#include "event_enums.hpp"
#include "event_store.hpp"
#include "pack.hpp"
#include "penalty_view.hpp"
#include "results.hpp"
#include "sqlite.hpp"
#include "groups_view.hpp"
#include "standings_view.hpp"
#include "team_ops.hpp"

namespace jk::event {

struct PlayerFact {
  std::int64_t id = 0;
  std::string name, reading;  // reading: kana, "" when not registered
  std::string external_id;    // the membership id, "" when none
  int joined_round = 1;       // above 1: a late entry
  std::optional<int> dropped_after_round;  // 0: dropped before round 1
  // What tells this player from another of the same name (compared by jk::name_key): the
  // membership id when no other player of that name has the same one, else "#id"; "" otherwise.
  std::string tag;
};
// Sets every player's tag (see PlayerFact::tag).
void tag_same_names(std::vector<PlayerFact>& players);

struct MatchFact {
  std::int64_t id = 0;
  std::optional<int> table;  // none for a bye
  bool bye = false;
  bool awarded = false;               // a bye awarded before the round (`player bye`)
  std::vector<std::int64_t> players;  // seat order
  // The result as recorded: its kind, each seat's outcome and games, each game and the
  // adjudication. Faces word it (event::result_text); its stored summary is for scripts only.
  std::optional<ResultRecord> result;
  bool third_place = false;  // a cut's match for third place (from the bracket)
};
struct RoundFacts {
  int number = 0;
  Stage stage = Stage::swiss;
  bool closed = false;
  std::vector<MatchFact> matches;  // by table, byes last
  std::optional<int> best_of{};    // the length the event chose for the round; none: the pack's
  // A cut round's name as the bracket gives it (final, semi-final, …; "Top {players}").
  BracketStage bracket_stage = BracketStage::top;
  int bracket_players = 0;
  // A team event's round as team matches, each with its seat tables (team_ops.hpp); empty else.
  std::vector<TeamTableView> teams{};
};

struct EventViews {
  EventHeader header;
  std::vector<PlayerFact> players;  // by id
  std::vector<RoundFacts> rounds;   // by number
  StandingsView standings;          // with the final order after a top cut
  GroupsView groups;                // a round robin's (empty: none)
  BracketView bracket;              // a top cut's or a single-elimination event's (empty: none)
  std::vector<PenaltyFact> penalties;  // by player (name), then time; voided ones marked
  std::vector<DeckFact> decks;         // each player's current list, by player id
  // A team event's team standings (what `standings` prints for it); none for an individual event.
  std::optional<TeamStandingsView> team_standings;
};

// Everything, read in one snapshot and one pass over the matches (a handful of queries whatever
// the event's size). `game` is the event's pack.
EventViews event_views(Database& db, const Game& game);
// The same, loading the event's pack.
EventViews event_views(Database& db);
// What the standings PDF prints, read as event_views reads it but leaner: the header, players,
// rounds and standings, with the matches of the cut rounds only (the bracket); no decks nor
// penalties. Every match when a seat recorded awards (their totals are a column), and every
// Swiss match of a team event (its team standings and team tables).
EventViews standings_views(Database& db, const Game& game);

}  // namespace jk::event
