#include "overview.hpp"

#include <map>

#include "entries.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "groups.hpp"
#include "opened.hpp"
#include "views_in.hpp"

namespace jk::event {


EventHeader read_header(Database& db) {
  ReadSnapshot snapshot(db);
  return read_event_header(db);
}

EventOverview overview(Database& db, const Game& game) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::scores_only);
  if (ev.info.game != game.id) throw InputError(Message{N_("the event is a {event_game} event, not {game}"), {{"event_game", ev.info.game}, {"game", game.id, game.name_ja}}});
  EventOverview o;
  std::vector<std::int64_t> ids;
  for (const auto& p : ev.players) ids.push_back(p.id);
  o.decks = deck_statuses(ids, game.deck_building ? deck_verdicts(db) : decltype(deck_verdicts(db)){}, game.deck_building);
  const pairing::Scores scores = pairing::read_scores(db, ev, game);
  const auto labels = people_labels(ev.players);
  for (const auto& r : ev.rounds) o.rounds.push_back(round_view(ev, game, scores, labels, r.number));
  o.standings = standings_view(db, ev, game, scores, labels);
  o.bracket = bracket_of(ev, labels);
  for (auto& r : o.rounds) name_bracket_round(r, o.bracket);
  if (ev.info.structure == Structure::round_robin) o.groups = groups_of(ev, pairing::group_standings(ev, scores, game), labels);
  if (ev.info.team_size) {
    const std::vector<pairing::Team> teams = pairing::load_teams(db);
    o.team_standings = team_standings_of(ev, game, teams);
    auto by_round = team_tables_by_round(ev, game, teams);
    for (auto& r : o.rounds) r.teams = std::move(by_round[r.number]);
  }
  if (!ev.rounds.empty()) o.clock = read_clock(db, ev.rounds.back().number);
  for (const auto& p : ev.players) o.missed.push_back(missed_rounds(ev, p));
  o.info = std::move(ev.info);
  o.players = std::move(ev.players);
  o.entrants = entrant_count(o.players);
  for (const auto& p : o.players) o.checked_in += !p.dropped_after && p.checked_in_at ? 1 : 0;
  if (game.deck_building) o.published = read_published_decklists(db, o);
  return o;
}

}  // namespace jk::event
