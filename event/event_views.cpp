#include "event_views.hpp"

#include "groups.hpp"

#include <map>

#include "errors.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "opened.hpp"
#include "text.hpp"
#include "views_in.hpp"

namespace jk::event {


void tag_same_names(std::vector<PlayerFact>& players) {
  std::map<std::string, std::vector<PlayerFact*>> by_key;
  for (auto& p : players) {
    p.tag.clear();
    by_key[name_key(p.name)].push_back(&p);
  }
  for (auto& [key, group] : by_key) {
    if (group.size() < 2) continue;
    std::map<std::string, int> uses;
    for (const PlayerFact* p : group) ++uses[p->external_id];
    for (PlayerFact* p : group) p->tag = !p->external_id.empty() && uses[p->external_id] == 1 ? p->external_id : "#" + std::to_string(p->id);
  }
}

namespace {

std::vector<PlayerFact> players_of(const pairing::Event& ev) {
  std::vector<PlayerFact> out;
  out.reserve(ev.players.size());
  for (const auto& p : ev.players) out.push_back({p.id, p.name, p.reading, p.external_id, p.joined_round, p.dropped_after, ""});
  tag_same_names(out);
  return out;
}

std::vector<RoundFacts> rounds_of(pairing::Event& ev) {
  std::vector<RoundFacts> out;
  std::map<int, std::size_t> at;
  for (const auto& r : ev.rounds) {
    at[r.number] = out.size();
    out.push_back({r.number, r.stage, r.closed, {}, r.best_of});
  }
  for (const auto& m : ev.matches) {
    auto it = at.find(m.round);
    if (it != at.end()) out[it->second].matches.push_back({m.id, m.table, m.bye, m.awarded, m.players, m.result});
  }
  return out;
}

// The bracket, and each cut round's name and third-place match from it, for every face.
void name_cut_rounds(EventViews& v, const pairing::Event& ev) {
  v.bracket = bracket_of(ev, people_labels(ev.players));
  for (const auto& b : v.bracket.rounds)
    for (auto& r : v.rounds) {
      if (r.number != b.number) continue;
      r.bracket_stage = b.stage;
      r.bracket_players = b.players;
      for (const auto& bm : b.matches)
        for (auto& m : r.matches)
          if (bm.third_place && !m.bye && m.table == bm.table) m.third_place = true;
    }
}

// A team event's team standings and each round's team tables, from the event as loaded (its
// Swiss matches with their results); nothing for an individual event.
void add_team_views(Database& db, EventViews& v, const pairing::Event& ev, const Game& game) {
  if (!ev.info.team_size) return;
  const std::vector<pairing::Team> teams = pairing::load_teams(db);
  v.team_standings = team_standings_of(ev, game, teams);
  auto by_round = team_tables_by_round(ev, game, teams);
  for (auto& r : v.rounds)
    if (auto it = by_round.find(r.number); it != by_round.end()) r.teams = std::move(it->second);
}

}  // namespace

namespace {

// event_views inside the caller's snapshot.
EventViews all_views(Database& db, const Game& game) {
  pairing::Event ev = pairing::load_event(db, pairing::Load::all);
  if (ev.info.game != game.id)
    throw InputError(Message{N_("the event is a {event_game} event, not {game}"), {{"event_game", ev.info.game}, {"game", game.id, game.name_ja}}});
  EventViews v;
  const pairing::Scores scores = pairing::read_scores(db, ev, game);
  v.standings = standings_view(db, ev, game, scores, people_labels(ev.players));
  if (ev.info.structure == Structure::round_robin) v.groups = groups_of(ev, pairing::group_standings(ev, scores, game), people_labels(ev.players));
  v.penalties = penalty_facts(judge::list_penalties(db));
  v.decks = deck_facts(db);
  v.players = players_of(ev);
  v.rounds = rounds_of(ev);
  name_cut_rounds(v, ev);
  add_team_views(db, v, ev, game);
  v.header = std::move(ev.info);
  return v;
}

bool awards_recorded(Database& db) {
  auto st = db.prepare("SELECT EXISTS (SELECT 1 FROM seat_results WHERE awards IS NOT NULL)");
  return st.step() && st.integer(0) != 0;
}

}  // namespace

EventViews event_views(Database& db, const Game& game) {
  ReadSnapshot snapshot(db);
  return all_views(db, game);
}

EventViews standings_views(Database& db, const Game& game) {
  ReadSnapshot snapshot(db);
  if (awards_recorded(db)) return all_views(db, game);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  if (ev.info.game != game.id)
    throw InputError(Message{N_("the event is a {event_game} event, not {game}"), {{"event_game", ev.info.game}, {"game", game.id, game.name_ja}}});
  for (const auto& r : ev.rounds)
    if (r.stage == Stage::cut || ev.info.team_size) pairing::load_round_matches(db, ev, r.number, r.stage == Stage::cut);
  EventViews v;
  v.standings = standings_view(db, ev, game, pairing::read_scores(db, ev, game), people_labels(ev.players));
  v.players = players_of(ev);
  v.rounds = rounds_of(ev);
  name_cut_rounds(v, ev);
  add_team_views(db, v, ev, game);
  v.header = std::move(ev.info);
  return v;
}

EventViews event_views(Database& db) {
  EventHeader header;
  {
    ReadSnapshot snapshot(db);
    header = read_event_header(db);
  }
  return event_views(db, game_of(header));
}

}  // namespace jk::event
