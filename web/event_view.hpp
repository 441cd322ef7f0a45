// What the public pages show of an event, as plain data read in one consistent snapshot.
// Only event_view.cpp reads the event (through the event library); pages render these structs.
// Decklists and penalties never get here: a deck is only its status.
#pragma once
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bracket_view.hpp"
#include "clock.hpp"
#include "deck_view.hpp"
#include "event_enums.hpp"
#include "event_store.hpp"
#include "published_decklists.hpp"
#include "groups_view.hpp"
#include "standings_view.hpp"
#include "team_ops.hpp"

namespace jk::web {

// A player's figures in the standings (rank 0 before any counted round): rank is the Swiss rank,
// place the final one (the rank before a top cut), finish how far the player went in the cut.
struct Record {
  int rank = 0, points = 0, wins = 0, losses = 0, draws = 0;
  int place = 0;
  event::Finish finish;
};

struct PlayerView : Record {
  std::int64_t id = 0;
  std::string name, reading;
  std::string key;   // jk::search_key of the name and the reading (variants folded), for the search box
  std::string sort;  // the reading (or the name) folded: the order of the list by name
  bool dropped = false;
  bool checked_in = false;  // at the venue (`player checkin`, /checkin)
  event::DeckStatus deck = event::DeckStatus::none;
  std::vector<event::MissedRound> missed;  // rounds a late entry missed (event::missed_rounds): its page says why
};

struct SeatView {
  std::int64_t player = 0;
  std::optional<SeatOutcome> outcome;  // none before the result
  int won = 0, lost = 0, drawn = 0;
  int points = 0;  // before the round, as `round show` and the printed pairings give them
};
struct MatchView {
  int table = 0;  // 0 for a bye
  bool bye = false, reported = false;
  bool awarded = false;  // a bye awarded before the round
  bool games_shown = true;  // false when a penalty decided it: only who won is public
  std::vector<SeatView> seats;
};
struct RoundView {
  int number = 0;
  Stage stage = Stage::swiss;
  // A bracket round (stage cut): what it is called, from the bracket view.
  event::BracketStage bracket_stage = event::BracketStage::top;
  int bracket_players = 0;
  bool closed = false;
  std::vector<MatchView> matches;  // by table, byes last
  // (player, index into matches) by player, the first match of each: match_of's index, so a
  // player's page finds its table without scanning the round.
  std::vector<std::pair<std::int64_t, int>> match_by_player;
  // A team event: the team matches the tables make (event::team_tables, as `round show` has them).
  std::vector<event::TeamTableView> teams;
};
// Sets round.match_by_player from round.matches.
void index_matches(RoundView& round);

struct StandingView : Record {
  std::int64_t player = 0;
  std::vector<std::pair<std::string, double>> tiebreakers;
  bool dropped = false;
};

struct EventView {
  std::string name, game, game_name_ja, game_name_en, format, date;
  std::string format_name_ja, format_name_en;  // the pack's words for the format (公式戦), empty when it names none
  std::optional<int> planned_rounds;
  int top_cut = 0;
  int cut_size = 0;  // players in the cut made (the standings view's): 0 before a cut
  std::vector<PlayerView> players;  // by id
  int entrants = 0, checked_in = 0;  // players in the event, and of them checked in (event::EventOverview's)
  // id -> index into players (-1: none) when ids are dense, as rowids are; empty otherwise
  // (player() then searches): a page looks up every opponent it names.
  std::vector<int> slot_of_id;
  std::vector<int> by_name;         // indices into players, by reading
  std::vector<RoundView> rounds;    // by number
  std::vector<StandingView> standings;  // by place: after a top cut the final order
  bool after_cut = false;
  bool cut_over = false;  // the cut has its winner: the standings are final
  int standings_after = 0;  // Swiss rounds counted in the standings
  std::optional<event::Clock> clock;  // of the last round, when started
  RegistrationSettings registration;  // whether /register takes sign-ups (the home page links it)
  event::PublishedDecklists decklists;  // only what the event's setting lets everyone see now
  Structure structure = Structure::swiss;
  event::BracketView bracket;  // empty: no bracket yet
  event::GroupsView groups;    // empty: not a round robin, or before its round 1
  // A team event (`event create --team-size`): its pages rank teams by these, the rows `standings`
  // prints for it (event::team_standings); rounds hold their team matches.
  bool team_event = false;
  event::TeamStandingsView team_standings;
  std::string version;  // changes whenever the file does (polling, ETags)

  const PlayerView* player(std::int64_t id) const;
  const RoundView* last_round() const { return rounds.empty() ? nullptr : &rounds.back(); }
  // Index of the player's first match in `round`, or -1 (from round.match_by_player; a scan
  // when the round has no index).
  int match_of(const RoundView& round, std::int64_t player) const;
  // A player's team with the last round's team match (event::player_team); none outside a team event.
  std::optional<event::PlayerTeamView> team_of(std::int64_t player) const;
  // The index into round.matches of the seat match at `table`, or -1.
  int match_at(const RoundView& round, int table) const;
};

// Sets v.slot_of_id from v.players (left empty when ids are sparse).
void index_players(EventView& v);

// Reads the event file once. Throws InputError when it cannot be opened.
EventView read_event_view(const std::string& path, const std::string& games_dir);

// The latest view of a file another process keeps writing: re-read when the file changed (checked
// at most every `check_ms`), shared by every request thread.
class EventSource {
 public:
  EventSource(std::string path, std::string games_dir, int check_ms = 250);
  ~EventSource();
  // `checked_now`: the file as it is now (a page right after a write), not as it was up to check_ms ago.
  std::shared_ptr<const EventView> current(bool checked_now = false);

 private:
  struct Conn;
  std::string path_, games_dir_;
  int check_ms_;
  std::mutex check_mutex_, ptr_mutex_;
  std::unique_ptr<Conn> conn_;
  std::shared_ptr<const EventView> view_;
  std::int64_t last_check_ms_ = 0;
  std::int64_t data_version_ = -1;
  int reloads_ = 0;
};

}  // namespace jk::web
