// Team events (issue 27): registering teams, dropping one, listing them, and the team standings.
// Each changing function is one transaction; the views read in one snapshot. The rule of a team
// match and its tiebreakers are pairing/team_event.hpp's (docs/events.md "Team events").
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "actor.hpp"
#include "sqlite.hpp"
#include "team_event.hpp"

namespace jk::event {

struct TeamMemberFact {
  std::int64_t player_id = 0;
  std::string name;
  bool registered_here = false;  // `team add` registered the player (the name was no player yet)
  bool dropped = false;
};
struct TeamFact {
  std::int64_t id = 0;
  std::string name;
  int seed = 0;
  std::optional<int> dropped_after;     // 0: before round 1
  std::vector<TeamMemberFact> members;  // seat order: A, B, C
};

// `team add NAME --players P1 P2 [P3]`, before round 1 only. Each P is a registered player named
// exactly (id, #id, membership id, or the full name as `player add` compares names: no start of a
// name), or else the name of a new player, registered with the team. Refused: a count other than
// the event's team size, a player named twice or already in a team, a dropped player, a team name
// already taken, an event that is not a team event.
struct AddTeamRequest {
  std::string name;
  std::vector<std::string> players;
};
TeamFact add_team(Database& db, const AddTeamRequest& req, const Actor& actor);

// A team drops whole: the team and each member not yet dropped, after the last round paired.
struct TeamDropped {
  TeamFact team;
  int after_round = 0;
};
TeamDropped drop_team(Database& db, const std::string& team, const Actor& actor);

struct TeamListing {
  std::string event_name;
  int team_size = 0;
  std::vector<TeamFact> teams;  // by seed
};
TeamListing list_teams(Database& db);

struct TeamStandingsView {
  std::string event_name;
  int counted_rounds = 0;
  std::vector<pairing::TeamRow> rows;  // by rank
  std::vector<TeamFact> teams;         // per row
};
TeamStandingsView team_standings(Database& db);
// The same from an event already loaded with its Swiss matches and results (the views' one read):
// pure, reads no file.
TeamStandingsView team_standings_of(const pairing::Event& ev, const Game& game, const std::vector<pairing::Team>& teams);
// The rows of `standings --json` on a team event.
nlohmann::ordered_json to_json(const TeamStandingsView& v);
nlohmann::ordered_json to_json(const TeamListing& v);

// A team event's round as team matches: each with its seat tables (indices into the round's
// tables, seat order) and, once every seat is in, the team result.
struct TeamTableView {
  std::optional<int> table;  // none: the bye
  TeamFact team_a;
  std::optional<TeamFact> team_b;
  int points_a = 0, points_b = 0;  // team match points before the round
  std::vector<int> seat_tables;    // the seat matches' table numbers, seat order (none for a bye)
  int won_a = 0, won_b = 0;
  pairing::TeamOutcome outcome_a = pairing::TeamOutcome::pending;
};
// Inside the caller's snapshot or transaction; empty for an individual event.
std::vector<TeamTableView> team_tables(Database& db, int round);
// Every round's team tables (round number -> its team matches) of an event loaded with its
// matches: pure, what the reports' rounds carry (event_views).
std::map<int, std::vector<TeamTableView>> team_tables_by_round(const pairing::Event& ev, const Game& game, const std::vector<pairing::Team>& teams);
// The seat letter of seat index `seat` (0: "A"), as --json, exports and the PDFs write it.
using pairing::seat_letter;
// `round show --json`'s "teams": each team match with its seat tables and, once in, the result.
nlohmann::ordered_json team_tables_json(const std::vector<TeamTableView>& tables);
// "win" | "loss" | "draw" | "pending": the word --json writes for a team's outcome.
const char* team_outcome_name(pairing::TeamOutcome o);
// Where a seat table sits in a round's team matches: its team match (in `teams`), team table and seat.
struct TeamSeat {
  const TeamTableView* match = nullptr;
  int team_table = 0;
  std::size_t seat = 0;  // 0: A
};
std::optional<TeamSeat> team_seat_of(const std::vector<TeamTableView>& teams, int table);
// The name of `player`'s team in that team match ("" when the player plays in neither team).
std::string team_name_of(const TeamTableView& match, std::int64_t player);
// A player's team (the phones' "my team"): the team, the player's seat, the team's rank (0 before a
// counted round) and the team match of `round_teams` (a round's team_tables) it plays, if any.
struct PlayerTeamView {
  TeamFact team;
  std::size_t seat = 0;
  int rank = 0;
  bool dropped = false;
  std::optional<TeamTableView> match;
};
// Pure: from the views already read (none for a player in no team).
std::optional<PlayerTeamView> player_team(const TeamStandingsView& standings, const std::vector<TeamTableView>& round_teams, std::int64_t player);
// Whether the event is a team event (a face picks its standings so), in a snapshot of its own.
bool is_team_event(Database& db);

}  // namespace jk::event
