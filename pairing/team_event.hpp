// A team event as stored in its event file (issue 27): its teams, the team matches read back from
// the seat matches, team standings, and pairing a round of teams. Changing functions run inside
// the caller's jk::Change; the pure parts (team_matches, team_standings) read no file.
//
// A team match is not stored: it is the seat matches of a round between the players of two teams
// (seat A against seat A, …), each an ordinary match with its own table and result. Team
// membership cannot change once round 1 is paired, so the seat matches always name their teams.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "event.hpp"
#include "sqlite.hpp"

namespace jk::pairing {

struct Team {
  std::int64_t id = 0;
  std::string name, name_key;
  int seed = 0;                      // registration order, 1 first
  std::optional<int> dropped_after;  // dropped after this round (0: before round 1)
  std::vector<std::int64_t> members; // player ids by seat: [0] A, [1] B, [2] C
  std::string created_at;
  bool active_in(int round) const { return !dropped_after || *dropped_after >= round; }
};

// A seat's letter (0: "A", 1: "B", 2: "C"), as --json, exports and the PDFs write it, and back.
const char* seat_letter(std::size_t seat);
std::optional<std::size_t> parse_seat_letter(std::string_view letter);

// Every team, by seed.
std::vector<Team> load_teams(Database& db);
// Inserts a team with its members in seat order; returns its id. Validation is the caller's.
std::int64_t insert_team(Database& db, const std::string& name, const std::string& name_key, const std::vector<std::int64_t>& members);
void mark_team_dropped(Database& db, std::int64_t team, int after_round);

// What one team did in a team match.
enum class TeamOutcome { win, loss, draw, pending };

struct TeamMatch {
  int round = 0;
  std::optional<int> table;          // the team table (1 first, in the order of their seat tables); none for a bye
  std::int64_t team_a = 0;
  std::optional<std::int64_t> team_b;  // none: team_a has the bye
  std::vector<const Match*> seats;   // seat order (A first)
  int won_a = 0, won_b = 0, drawn = 0;  // seats won by each team, seats drawn (once recorded)
  bool complete = false;             // every seat has its result
  TeamOutcome outcome_a() const;     // pending until complete; a bye is a win
};
// The team matches of `ev`'s matches (stage swiss), by round then team table. Matches whose
// players are in no team are left out.
std::vector<TeamMatch> team_matches(const Event& ev, const std::vector<Team>& teams);

// Team standings (docs/events.md "Team events"): team match points (the pack's win/draw/loss
// points), then team OMW% (opponents' team match-win %, each raised to 0.33; a bye is no
// opponent), seats-won % (seat points ÷ 3 × seats played: a seat won 3, drawn 1, raised to 0.33),
// opponents' seats-won %, then a random order from the event seed. Sources: the rulebooks say nothing
// of teams; the seeds' README sends silent cases to the usual TCG conventions (3/1/0, the 0.33
// floor), MTR 8.2 fixes seats and drops a team whole, and the order follows MTR appendix C with
// the team match as the match and the seat as the game (judgekit's own mapping, docs/events.md).
struct TeamRow {
  int rank = 0;
  std::int64_t team_id = 0;
  int points = 0, wins = 0, losses = 0, draws = 0, byes = 0;
  int seats_won = 0, seats_lost = 0, seats_drawn = 0;
  double tomw = 0, sw = 0, osw = 0;
  bool dropped = false;
  std::vector<std::int64_t> opponents;  // teams met, in round order (repeats: met twice)
};
struct TeamScoring {
  int win = 3, draw = 1, loss = 0;
  double floor = 0.33;
  std::uint64_t seed = 0;
};
// `matches`: the team matches of the counted rounds (complete ones count).
std::vector<TeamRow> team_standings(const std::vector<Team>& teams, const std::vector<TeamMatch>& matches, const TeamScoring& scoring);
TeamScoring team_scoring(const Event& ev, const Game& game);

// Refuses (InputError) a team event's round `round` when a team still in has a member who is not
// (dropped, disqualified, left out at check-in: a team plays whole), or a player still in is in
// no team, or fewer than two teams are still in.
void check_team_field(const Event& ev, const std::vector<Team>& teams, int round);

// Pairs round `round` of a team event (`ev` loaded with its matches): teams by team standings
// with pair_teams (round 1 shuffled from the seed), one match per seat, seat tables numbered team
// table by team table (team table k: tables (k-1)·size+1 …), the bye team's members each a bye.
PairedRound pair_team_round(Database& db, const Game& game, const Event& ev, int round);

}  // namespace jk::pairing
