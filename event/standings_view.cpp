#include "standings_view.hpp"

#include "event.hpp"
#include "event_file.hpp"
#include "opened.hpp"

namespace jk::event {

namespace jp = jk::pairing;

StandingsView standings(Database& db) {
  ReadSnapshot snapshot(db);
  jp::Event ev = jp::load_event(db, jp::Load::header);
  Game game = game_of(ev.info);
  StandingsView v;
  v.event_name = ev.info.name;
  v.rows = jp::standings(ev, jp::read_scores(db, ev, game), game);
  v.counted_rounds = counted_swiss_rounds(db);
  for (const auto& t : jp::rules_of(ev, game).chain)
    if (t.id != TiebreakId::random) v.columns.emplace_back(tiebreak_name(t.id));
  auto labels = people_labels(ev.players);
  for (const auto& r : v.rows) {
    const jp::Player* p = ev.player(r.player_id);
    v.external_ids.push_back(p ? p->external_id : "");
    v.labels.push_back(labels[r.player_id]);
  }
  return v;
}

}  // namespace jk::event
