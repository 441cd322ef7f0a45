// Everything the public pages show of an event (judgekit serve, publish), read in one snapshot
// through the same views the CLI prints: show_round's tables, standings' rows, the clock.
// Decklists and penalties are not here: a deck is only its status.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "bracket_view.hpp"
#include "clock.hpp"
#include "deck_view.hpp"
#include "event.hpp"  // pairing's Player
#include "event_store.hpp"
#include "groups_view.hpp"
#include "pack.hpp"
#include "published_decklists.hpp"
#include "round_ops.hpp"
#include "sqlite.hpp"
#include "standings_view.hpp"
#include "team_ops.hpp"

namespace jk::event {

struct EventOverview {
  EventHeader info;
  std::vector<pairing::Player> players;  // by id
  // Players in the event (not dropped, withdrawn or left out as no-shows: what the capacity
  // counts, registration_state's entrants) and how many of them checked in; every page says these.
  int entrants = 0, checked_in = 0;
  std::vector<DeckStatus> decks;  // per player (as `players`): a deck is only its status
  // Per player (as `players`): the rounds a late entry missed (missed_rounds), each a loss in the
  // record unless the event turned that off; a player's page says so beside the record.
  std::vector<std::vector<MissedRound>> missed;
  std::vector<RoundView> rounds;  // every round, by number
  StandingsView standings;
  BracketView bracket;  // a top cut's or a single-elimination event's (empty: none yet)
  GroupsView groups;    // a round robin's (empty: none)
  // A team event (info.team_size): the team standings `standings` prints for it, and each round's
  // `teams` holds its team matches (`round show`'s). Empty rows otherwise.
  TeamStandingsView team_standings;
  std::optional<Clock> clock;  // the last round's, once started
  PublishedDecklists published;  // the lists the event's setting lets everyone see now
};

// The event's header (which game it is), in one snapshot.
EventHeader read_header(Database& db);

// The whole overview in one snapshot. `game` is the event's pack (from read_header's game), loaded
// once by a reader that reads again and again.
EventOverview overview(Database& db, const Game& game);

}  // namespace jk::event
