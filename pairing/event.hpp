// A Swiss event as stored in its event file: reading it whole, and the changes the organiser makes
// (players, rounds, drops, swaps, the top cut). Changing functions run inside the caller's
// jk::Change (one transaction labelled with the command) and throw InputError on bad input.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "event_enums.hpp"
#include "event_store.hpp"
#include "pack.hpp"
#include "results.hpp"
#include "sqlite.hpp"
#include "standings.hpp"
#include "bracket.hpp"
#include "swiss.hpp"

namespace jk::pairing {


struct Player {
  std::int64_t id = 0;
  std::string name, reading, name_key, external_id;  // reading and external_id may be empty
  int joined_round = 1;
  std::optional<int> dropped_after;  // dropped after this round (0: before round 1)
  std::optional<int> seed;           // a bracket's seeding column (1 first)
  std::optional<int> group;          // a round robin's group (1 first), from round 1 on
  std::string created_at;
  std::optional<std::string> checked_in_at;  // at the venue (`player checkin`): UTC time
  std::optional<int> fixed_table;            // kept at this table every round (`player seat`)
  bool active_in(int round) const { return joined_round <= round && (!dropped_after || *dropped_after >= round); }
};

struct Round {
  int number = 0;
  Stage stage = Stage::swiss;
  bool closed = false;
  std::string paired_at;
  std::optional<std::string> closed_at;
  std::optional<int> best_of;  // the match length the round is played as; none: the pack's
};

struct Match {
  std::int64_t id = 0;
  int round = 0;
  std::optional<int> table;  // none for a bye
  bool bye = false;
  bool awarded = false;               // a bye awarded before the round (`player bye`), not the pairing's
  std::vector<std::int64_t> players;  // seat order
  std::optional<ResultRecord> result;
};

// The order of Event::matches: by round, then table, byes last (by id).
bool match_before(const Match& a, const Match& b);

struct Event {
  EventHeader info;  // the event row and its settings (db/event_store.hpp)
  std::vector<Player> players;  // by id
  std::vector<Round> rounds;    // by number
  std::vector<Match> matches;   // by round, then table (byes last)

  const Player* player(std::int64_t id) const;
  const Round* round(int number) const;
  int last_round() const { return rounds.empty() ? 0 : rounds.back().number; }
  // Matches of a round still without a result (byes always have one).
  std::vector<const Match*> missing_results(int round) const;
  bool round_counted(const Round& r) const;  // a Swiss round closed or fully reported
};

// all: everything; scores_only: no games, and only the adjudications results are worded from; header: the event, players
// and rounds without any match; rounds: the event and its rounds only (a request about one table).
enum class Load { all, scores_only, header, rounds };
Event load_event(Database& db, Load what = Load::all);
// The header plus the matches (with results) of one round.
Event load_round(Database& db, int round);
// Adds the matches of `round` (with results, and their games when `with_games`) to `ev`, as
// Load::all reads them.
void load_round_matches(Database& db, Event& ev, int round, bool with_games);
// Adds every cut round's matches with results (what a bracket and the final order read).
void load_cut_matches(Database& db, Event& ev);

// ---- Derived numbers
// Every counted Swiss round's results as plain numbers (players indexed as in ev.players; `header`
// from Load::header): rounds kept whole (table round_scores) as one row each, the others seat by
// seat. `source`, when given, gets what a pairing needs to keep those.
struct ScoresSource {
  std::vector<std::int64_t> match_ids;  // beside scores.matches
  std::vector<int> scanned_rounds;      // counted rounds read row by row, ascending
};
Scores read_scores(Database& db, const Event& header, const Game& game, ScoresSource* source = nullptr);
// Keeps each round `source` scanned as one row, so the next read takes it whole (inside a Change);
// `player_ids` by player index, as player_ids_of gives them.
void keep_scanned_rounds(Database& db, const std::vector<std::int64_t>& player_ids, const Scores& scores, const ScoresSource& source);
// Each player's id, in the order of ev.players.
std::vector<std::int64_t> player_ids_of(const Event& ev);
ScoringRules rules_of(const Event& ev, const Game& game);
std::vector<StandingRow> standings(const Event& header, const Scores& scores, const Game& game);
// The same for `players` alone, `scores` indexed as `players` (a round robin's group).
std::vector<StandingRow> standings_of(const std::vector<const Player*>& players, const Scores& scores, const ScoringRules& rules);
// Pairing input for `ranked` (indices into ev.players) in standings order, from the tallies the
// standings were computed from: flat arrays, one pass over the ranked players.
SwissField swiss_field(const Tallies& tallies, const std::vector<int>& ranked);
// Points of every player before round `round` (indices as in ev.players).
std::vector<int> points_before(const Scores& scores, int round);

// PLAYER arguments: an id, or a name matching one player's name_key. Throws InputError (exit 2)
// listing the candidates when ambiguous, or suggesting names when unknown.
const Player& resolve_player(const Event& ev, const std::string& text);

// ---- Changes (call inside a jk::Change)

struct NewPlayer {
  std::string name, reading, external_id;
  int line = 0;  // CSV line, for messages
  std::optional<int> seed;  // the CSV's seed column
};
// Adds players joining at `joined_round` (1 before the event starts). Returns their ids.
// Notes (same name as someone else) are appended to `notes`, for each face to word.
std::vector<std::int64_t> add_players(Database& db, const std::vector<NewPlayer>& players, int joined_round,
                                      const std::string& source, std::vector<Message>& notes);
std::vector<NewPlayer> read_players_csv(const std::string& text, const std::string& file);
// What registration accepts, for every way a player comes in (names, a CSV, `event import`):
// valid UTF-8 without control characters, a name with a letter that is not only digits.
// Returns the name's key; throws InputError(where, p.line, …).
std::string checked_player_key(const NewPlayer& p, const std::string& where);

// The round a new or late player joins: the next round to be paired.
int next_round(const Event& ev);
void drop_player(Database& db, const Event& ev, const Player& p);
// Undo: a drop taken back (the player is paired again from the next round). A player dropped
// before round 1 once round 1 is paired (a no-show) joins as a late entry in the next round.
void undrop_player(Database& db, const Event& ev, const Player& p);
struct PlayerEdit {
  std::optional<std::string> name, reading, external_id;  // what changes ("" clears reading or id)
};
// Returns notes (another player with the same name), for each face to word.
std::vector<Message> rename_player(Database& db, const Player& p, const PlayerEdit& edit);
// Only before round 1, and only with no decklist or penalty on record.
void remove_player(Database& db, const Event& ev, const Player& p);

struct PairedRound {
  int number = 0;
  Stage stage = Stage::swiss;
  SwissStats stats;
  int players = 0, tables = 0;
  std::optional<std::int64_t> bye_player;
  std::vector<std::int64_t> awarded_byes;  // players given the byes awarded for this round
  std::vector<std::int64_t> left_out;      // not checked in: dropped before round 1 (check-in required)
  std::vector<std::pair<std::int64_t, std::int64_t>> avoids_broken;  // restrictions no pairing could honour
  std::vector<Message> notes;  // e.g. rematches the pairing could not avoid; each face words them
  std::vector<std::int64_t> walkovers;    // a round robin: won without play, the opponent dropped
  std::vector<std::int64_t> sitting_out;  // a round robin: the odd groups' players without a match
  std::vector<std::int64_t> seeds;        // a bracket's first round: the players in seed order
  std::optional<std::int64_t> bye_team;   // a team event: the team whose members have byes
  int team_tables = 0;                    // a team event: team matches paired
};
// What a Swiss pairing read before it wrote its round, moved out so the caller need not read it
// again: the scores (unchanged by the new round, which has no result yet) and the players (as
// round 1's no-shows left them). Left empty for a cut, a bracket, a round robin or teams.
struct PairingRead {
  Scores scores;
  std::vector<Player> players;
  // A Swiss round's matches as just written, as load_round_matches would read them back (the
  // byes' results; the tables have none yet); empty for a top cut's round.
  std::vector<Match> matches;
};
// Pairs the next round: Swiss, pods, or the next round of a top cut already started.
// Refuses (InputError) while the last round has missing results.
PairedRound pair_next_round(Database& db, const Game& game, PairingRead* read = nullptr);
// Removes the last round while it has no result but byes; reopens the round before it.
int unpair_last_round(Database& db);

// Manual edit of the last round: exchanges the second seats of two tables, or two players' seats.
// Returns warnings (rematches it creates) for each face to word.
std::vector<Message> swap_tables(Database& db, const Game& game, int table_a, int table_b);
std::vector<Message> swap_players(Database& db, const Game& game, const std::string& p, const std::string& q);

// Starts a top cut of `size` seeded by the standings: a single-elimination bracket of any size
// >= 2 with byes to the top seeds (pairing/bracket.hpp), or, for a pod game, one final table of
// `size` (within the pack's pod sizes) placed by its result.
struct CutRequest {
  int size = 0;          // the top `size` of the standings
  int from_groups = 0;   // or a round robin's top `from_groups` of each group (pairing/groups.hpp seeds them)
  bool third_place = false;  // the semi-finals' losers play for third place (kept in the event's settings)
  int best_of = 0, final_best_of = 0;  // the bracket's match lengths, its final's (kept in the settings); 0: as before
};
PairedRound start_cut(Database& db, const Game& game, const CutRequest& request);
inline PairedRound start_cut(Database& db, const Game& game, int size) { return start_cut(db, game, CutRequest{size, 0, false, 0, 0}); }
// The first round of a bracket (or the final pod) of `seeds` (player ids, best first) as round
// `number`, closing the round before it: bracket order, byes written as results, the round's
// matches inserted in bracket order (ids give the order the next round pairs winners in).
PairedRound open_bracket(Database& db, const Game& game, const EventSettings& settings, int number, const std::vector<std::int64_t>& seeds);
// A single-elimination event's entrants in seed order (the event's seeding: registration order,
// the seed column with unseeded players after the seeded in registration order, or a shuffle
// from the event's seed); dropped players left out.
std::vector<std::int64_t> entry_seeds(const Event& ev);

// The bye a round gives: a match win, in games the round's structure's win (1-0 in best of 1, 2-0
// in best of 3: MatchStructure::bye_games_won, docs/events.md "Byes and missed rounds").
ResultRecord bye_result(const MatchStructure& round, std::int64_t player);


}  // namespace jk::pairing
