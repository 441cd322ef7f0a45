// Standings with the pack's tiebreaker chain (MTR appendix C by default).
// Contract used by reports and the CLI: fields may be added, never removed or renamed.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pack.hpp"
#include "sqlite.hpp"
#include "tiebreakers.hpp"

namespace jk::pairing {

struct StandingRow {
  int rank = 0;
  std::int64_t player_id = 0;
  std::string name;
  std::string reading;  // kana, when registered
  int points = 0;
  int wins = 0, losses = 0, draws = 0;
  // In the pack's order, e.g. {"omw", 0.6667}, {"gw", 0.5833}, {"ogw", 0.5512}; values 0..1.
  std::vector<std::pair<std::string, double>> tiebreakers;
  bool dropped = false;
  // Added fields.
  int rounds = 0;           // rounds counted: matches, byes and rounds missed by a late entry
  int byes = 0;
};

// Standings after every closed or fully reported Swiss round of the event in `db`.
std::vector<StandingRow> compute_standings(Database& db, const Game& game);

// ---- The computation on plain numbers (also used by pairing and `simulate`).

struct ScoreSeat {
  int player = 0;            // index into the event's players
  char outcome = 'L';        // W, L, D
  std::int16_t placement = 0;  // place in a pod as entered, 0 none, -1 past 32,767 (beside `outcome`: 24 bytes a seat)
  int games_won = 0, games_lost = 0, games_drawn = 0;
  int points = 0;            // match points (placement points in pods)
};
struct ScoreMatch {
  int round = 0;
  bool bye = false;
  int first_seat = 0, seat_count = 0;  // seats[first_seat, first_seat + seat_count)
};
struct Scores {
  int players = 0;
  std::vector<ScoreMatch> matches;  // in round order
  std::vector<ScoreSeat> seats;
  std::vector<int> missed_rounds;   // per player: rounds missed by a late entry, counted as losses
  std::vector<int> dropped_after;   // per player: the round it dropped after, -1 still in (empty: nobody dropped)
  void add_match(int round, bool bye, const std::vector<ScoreSeat>& seats);
};

// What a seat scores under `ms`: a bye's points, a placement's (pods), or the outcome's.
int seat_points(const MatchStructure& ms, bool bye, char outcome, std::optional<int> placement);

struct ScoringRules {
  std::vector<TiebreakEntry> chain;
  int points_possible = 3;       // a round's best result: a win, or first place in a pod
  int missed_games_lost = 2;     // a missed round counts as 0-N in games (mirror of a bye)
  std::uint64_t seed = 0;        // the seeded random tiebreaker
  // How opponents read a player's match-win % (docs/events.md "Standings").
  bool byes_played = true;       // false: a bye is neither a win nor a round played in it
  double dropped_cap = 1;        // a dropped player's win %, as its opponents see it, at most this
  bool freeze_dropped = false;   // a dropped player's tiebreakers as they stood after the round it dropped
  bool tie_half = false;         // a drawn match counts half a win in the win % (two-player games)
  int points_draw = 1;           // what a draw scores (replaced by half a win when tie_half)
};

// The event's chain: its own setting when given, else the pack's. Each win-% rule: the event's
// when set, else the pack's, else MTR's (byes played, no cap, nothing frozen).
ScoringRules scoring_rules(const Game& game, const std::vector<TiebreakEntry>& event_chain, std::uint64_t seed,
                           const WinPercentRules& event_rules = {});

struct PlayerScore {
  int points = 0, wins = 0, losses = 0, draws = 0, rounds = 0, byes = 0;
  double match_win = 0, game_win = 0;  // match_win: as the win-% rules read it (byes left out when not played)
  std::vector<double> tiebreakers;  // in chain order; "random" holds 0
  std::uint64_t random_key = 0;
};

// What one pass over every result gives, per player (indices as in Scores), in flat arrays: the
// sums the standings read, pair-downs (a two-player match where one had more points before the
// round), and everyone's opponents (byes have none). Standings and pairing both read it.
struct Tallies {
  // 32 bytes, aligned: one cache line a seat when 100,000 rows are read in random order.
  struct alignas(32) Row {
    int points = 0, bye_points = 0, game_points = 0, games = 0;
    std::int16_t rounds = 0, byes = 0, wins = 0, losses = 0, draws = 0, pair_downs = 0;
    std::int16_t opponents = 0;  // how many: the list is opponents[p * stride, p * stride + this)
  };
  std::vector<Row> rows;
  int stride = 0;               // room for each player's opponents (a seat a round, every table full)
  std::vector<int> opponents;  // rows.size() * stride entries
  const int* opponents_of(int p) const { return opponents.data() + static_cast<std::size_t>(p) * static_cast<std::size_t>(stride); }
};
// `scores.matches` in round order (a player sits once a round: its row then holds the rounds before).
Tallies tally(const Scores& scores);

// Scores every player; `ids` gives each index's player id (the random tiebreaker hashes it).
std::vector<PlayerScore> score_players(const Scores& scores, const ScoringRules& rules, const std::vector<std::int64_t>& ids);
// The same from the tallies of `scores`, when the caller has them already.
std::vector<PlayerScore> score_players(const Tallies& tallies, const Scores& scores, const ScoringRules& rules,
                                       const std::vector<std::int64_t>& ids);
// Indices in standings order: points, then the chain, then the random key, then id. `scores` gives
// who beat whom for an h2h entry.
std::vector<int> standings_order(const Scores& scores, const std::vector<PlayerScore>& s, const ScoringRules& rules,
                                 const std::vector<std::int64_t>& ids);

}  // namespace jk::pairing
