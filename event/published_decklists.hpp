// Published decklists (issue 26): what the public pages, `publish` and `report --kind decklists
// --published` show of the players' lists, and only once the event's setting allows it: the cut's
// lists once the cut is paired (top-cut), every list once the event is over (all), never (none).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "actor.hpp"
#include "deck_view.hpp"
#include "event_store.hpp"
#include "standings_view.hpp"

namespace jk::event {

struct EventOverview;  // overview.hpp: it carries the published lists

struct PublishedDeck {
  std::int64_t player_id = 0;
  std::string label;  // the name as the standings show it
  int place = 0;      // in the final order (the standings' place)
  Finish finish;
  bool missing = false;  // no list registered
  std::vector<DeckCardFact> cards;  // as the list gave them
};

struct PublishedDecklists {
  DecklistPublication setting = DecklistPublication::none;
  bool open = false;                // the moment the setting names has come
  std::vector<PublishedDeck> decks;  // empty unless open; in the standings' order
};

// The cut has been paired: its players are known.
bool cut_made(const EventOverview& ov);
// The winner is known, or (no cut) every planned round is paired and closed.
bool event_over(const EventOverview& ov);
// Pure: what may be shown now, from the overview and the decks (`deck_facts`).
PublishedDecklists published_decklists(const EventOverview& ov, const std::vector<DeckFact>& decks);
// Inside the caller's snapshot (overview): the lists are read only when the moment has come.
PublishedDecklists read_published_decklists(Database& db, const EventOverview& ov);

// Sets when the event publishes its lists (`deck publish-lists`).
void set_decklist_publication(Database& db, DecklistPublication p, const Actor& actor);

}  // namespace jk::event
