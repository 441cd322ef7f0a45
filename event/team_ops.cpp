#include "team_ops.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "errors.hpp"
#include "event_file.hpp"
#include "json_views.hpp"
#include "opened.hpp"
#include "text.hpp"

namespace jk::event {

namespace {

void require_team_event(const pairing::Event& ev) {
  if (!ev.info.team_size)
    throw InputError(Message{N_("{event} is not a team event; a team event is created with `judgekit event create ... --team-size 2|3`"),
                             {{"event", ev.info.name}}});
}

TeamFact fact_of(const pairing::Team& t, const pairing::Event& ev) {
  TeamFact f{t.id, t.name, t.seed, t.dropped_after, {}};
  for (auto id : t.members) {
    const pairing::Player* p = ev.player(id);
    f.members.push_back({id, p ? p->name : "#" + std::to_string(id), false, p && p->dropped_after.has_value()});
  }
  return f;
}

// A --players entry: a registered player named exactly (id, #id, membership id, full name), or
// nothing (a new player's name). Two players of that name: refused with their ids.
const pairing::Player* exact_player(const pairing::Event& ev, const std::string& text) {
  std::string t = trim(text);
  std::string digits = !t.empty() && t[0] == '#' ? t.substr(1) : t;
  if (!digits.empty() && digits.size() < 12 && std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return c >= '0' && c <= '9'; })) {
    const pairing::Player* p = ev.player(std::stoll(digits));
    if (!p) throw InputError(Message{N_("--players: no player has id {id}"), {{"id", digits}}});
    return p;
  }
  for (const auto& p : ev.players)
    if (!p.external_id.empty() && p.external_id == t) return &p;
  const std::string key = name_key(t);
  std::vector<const pairing::Player*> same;
  for (const auto& p : ev.players)
    if (p.name_key == key) same.push_back(&p);
  if (same.size() > 1) {
    std::string ids;
    for (const auto* p : same) ids += (ids.empty() ? "#" : ", #") + std::to_string(p->id);
    throw InputError(Message{N_("--players: {name} is the name of {n} players ({ids}); name the one you mean by id"),
                             {{"name", t}, {"n", std::to_string(same.size())}, {"ids", ids}}});
  }
  return same.empty() ? nullptr : same.front();
}

const pairing::Team& resolve_team(const std::vector<pairing::Team>& teams, const std::string& text) {
  const std::string t = trim(text), key = name_key(t);
  for (const auto& team : teams)
    if (team.name_key == key || std::to_string(team.id) == t || "#" + std::to_string(team.id) == t) return team;
  std::vector<const pairing::Team*> starts;
  for (const auto& team : teams)
    if (!key.empty() && team.name_key.rfind(key, 0) == 0) starts.push_back(&team);
  if (starts.size() == 1) return *starts.front();
  std::string names;
  for (const auto* team : starts) names += (names.empty() ? "" : ", ") + team->name;
  if (!starts.empty()) throw InputError(Message{N_("team '{team}' could be {names}; give the whole name"), {{"team", t}, {"names", names}}});
  throw InputError(Message{N_("no team is called '{team}' (`judgekit team list` lists them)"), {{"team", t}}});
}

// Who plays in the new team, seat by seat: registered players found, new ones to register.
struct Roster {
  std::vector<std::int64_t> ids;              // 0 where a new player takes the seat
  std::vector<pairing::NewPlayer> new_players;  // in seat order of the zeros
};

Roster roster_of(const pairing::Event& ev, const std::vector<pairing::Team>& teams, const std::vector<std::string>& players) {
  std::map<std::int64_t, const pairing::Team*> team_of;
  for (const auto& t : teams)
    for (auto id : t.members) team_of[id] = &t;
  Roster r;
  std::set<std::int64_t> seen_ids;
  std::set<std::string> seen_new;
  for (const auto& text : players) {
    const pairing::Player* p = exact_player(ev, text);
    if (!p) {
      pairing::NewPlayer n{trim(text), "", "", 0, std::nullopt};
      const std::string key = pairing::checked_player_key(n, "--players");
      if (!seen_new.insert(key).second) throw InputError(Message{N_("--players names {name} twice"), {{"name", n.name}}});
      r.new_players.push_back(std::move(n));
      r.ids.push_back(0);
      continue;
    }
    if (!seen_ids.insert(p->id).second) throw InputError(Message{N_("--players names {name} twice"), {{"name", p->name}}});
    if (auto it = team_of.find(p->id); it != team_of.end())
      throw InputError(Message{N_("{player} (id {id}) already plays for team {team}; a player is in one team"),
                               {{"player", p->name}, {"id", std::to_string(p->id)}, {"team", it->second->name}}});
    if (p->dropped_after)
      throw InputError(Message{N_("{player} (id {id}) has dropped; take the drop back first (`judgekit player undrop {id}`)"),
                               {{"player", p->name}, {"id", std::to_string(p->id)}}});
    r.ids.push_back(p->id);
  }
  return r;
}

}  // namespace

TeamFact add_team(Database& db, const AddTeamRequest& req, const Actor& actor) {
  const std::string name = trim(req.name);
  if (name.empty()) throw InputError(Message{N_("the team needs a name"), {}});
  if (std::string code = control_character(name); !code.empty())
    throw InputError(Message{N_("the team's name contains a control character (code {code}); type it again without it"), {{"code", code}}});
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  require_team_event(ev);
  if (ev.last_round() > 0)
    throw InputError(Message{N_("round {round} is paired: teams are fixed once the event starts"), {{"round", std::to_string(ev.last_round())}}});
  const int size = *ev.info.team_size;
  if (static_cast<int>(req.players.size()) != size)
    throw InputError(Message{N_("a team of {event} has {size} players (seats A-{last}); --players names {n}"),
                             {{"event", ev.info.name}, {"size", std::to_string(size)}, {"last", size == 3 ? "C" : "B"},
                              {"n", std::to_string(req.players.size())}}});
  std::vector<pairing::Team> teams = pairing::load_teams(db);
  const std::string key = name_key(name);
  for (const auto& t : teams)
    if (t.name_key == key) throw InputError(Message{N_("there is already a team called {team}"), {{"team", t.name}}});
  Roster r = roster_of(ev, teams, req.players);
  std::vector<Message> notes;
  std::vector<std::int64_t> created = r.new_players.empty() ? std::vector<std::int64_t>{} : pairing::add_players(db, r.new_players, 1, "", notes);
  std::vector<bool> registered_here(r.ids.size(), false);
  for (std::size_t i = 0, k = 0; i < r.ids.size(); ++i)
    if (r.ids[i] == 0) r.ids[i] = created[k++], registered_here[i] = true;
  pairing::insert_team(db, name, key, r.ids);
  ev = pairing::load_event(db, pairing::Load::header);
  teams = pairing::load_teams(db);
  change.commit();
  TeamFact f = fact_of(teams.back(), ev);
  for (std::size_t i = 0; i < f.members.size(); ++i) f.members[i].registered_here = registered_here[i];
  return f;
}

TeamDropped drop_team(Database& db, const std::string& who, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  require_team_event(ev);
  const std::vector<pairing::Team> teams = pairing::load_teams(db);
  const pairing::Team& t = resolve_team(teams, who);
  if (t.dropped_after)
    throw InputError(Message{N_("team {team} already dropped after round {round}"), {{"team", t.name}, {"round", std::to_string(*t.dropped_after)}}});
  const int after = ev.last_round();
  pairing::mark_team_dropped(db, t.id, after);
  for (auto id : t.members)
    if (const pairing::Player* p = ev.player(id); p && !p->dropped_after) pairing::drop_player(db, ev, *p);
  ev = pairing::load_event(db, pairing::Load::header);
  TeamDropped out{{}, after};
  for (const auto& now : pairing::load_teams(db))
    if (now.id == t.id) out.team = fact_of(now, ev);
  change.commit();
  return out;
}

TeamListing list_teams(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  require_team_event(ev);
  TeamListing out{ev.info.name, *ev.info.team_size, {}};
  for (const auto& t : pairing::load_teams(db)) out.teams.push_back(fact_of(t, ev));
  return out;
}

TeamStandingsView team_standings_of(const pairing::Event& ev, const Game& game, const std::vector<pairing::Team>& teams) {
  TeamStandingsView v;
  v.event_name = ev.info.name;
  std::vector<pairing::TeamMatch> counted;
  for (const auto& r : ev.rounds) v.counted_rounds += ev.round_counted(r);
  for (auto& tm : pairing::team_matches(ev, teams))
    if (const pairing::Round* r = ev.round(tm.round); r && ev.round_counted(*r)) counted.push_back(tm);
  v.rows = pairing::team_standings(teams, counted, pairing::team_scoring(ev, game));
  std::map<std::int64_t, const pairing::Team*> by_id;
  for (const auto& t : teams) by_id[t.id] = &t;
  for (const auto& r : v.rows) v.teams.push_back(fact_of(*by_id[r.team_id], ev));
  return v;
}

TeamStandingsView team_standings(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::scores_only);
  require_team_event(ev);
  return team_standings_of(ev, game_of(ev.info), pairing::load_teams(db));
}

namespace {

nlohmann::ordered_json members_json(const TeamFact& t) {
  auto out = nlohmann::ordered_json::array();
  for (std::size_t s = 0; s < t.members.size(); ++s)
    out.push_back({{"seat", seat_letter(s)}, {"player_id", t.members[s].player_id}, {"name", t.members[s].name}, {"dropped", t.members[s].dropped}});
  return out;
}

}  // namespace

nlohmann::ordered_json to_json(const TeamStandingsView& v) {
  auto out = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const auto& r = v.rows[i];
    const auto& t = v.teams[i];
    out.push_back({{"rank", r.rank},
                   {"team_id", t.id},
                   {"name", t.name},
                   {"points", r.points},
                   {"wins", r.wins},
                   {"losses", r.losses},
                   {"draws", r.draws},
                   {"seats_won", r.seats_won},
                   {"seats_lost", r.seats_lost},
                   {"seats_drawn", r.seats_drawn},
                   {"tiebreakers", {{"tomw", round4(r.tomw)}, {"sw", round4(r.sw)}, {"osw", round4(r.osw)}}},
                   {"dropped", r.dropped},
                   {"members", members_json(t)}});
  }
  return out;
}

nlohmann::ordered_json to_json(const TeamListing& v) {
  auto out = nlohmann::ordered_json::array();
  for (const auto& t : v.teams)
    out.push_back({{"team_id", t.id},
                   {"name", t.name},
                   {"seed", t.seed},
                   {"dropped_after_round", t.dropped_after ? nlohmann::ordered_json(*t.dropped_after) : nlohmann::ordered_json(nullptr)},
                   {"members", members_json(t)}});
  return out;
}

const char* team_outcome_name(pairing::TeamOutcome o) {
  switch (o) {
    case pairing::TeamOutcome::win: return "win";
    case pairing::TeamOutcome::loss: return "loss";
    case pairing::TeamOutcome::draw: return "draw";
    case pairing::TeamOutcome::pending: break;
  }
  return "pending";
}

nlohmann::ordered_json team_tables_json(const std::vector<TeamTableView>& tables) {
  auto out = nlohmann::ordered_json::array();
  auto team = [](const TeamFact& t, int points) { return nlohmann::ordered_json{{"team_id", t.id}, {"name", t.name}, {"points", points}}; };
  for (const auto& t : tables)
    out.push_back({{"table", t.table ? nlohmann::ordered_json(*t.table) : nlohmann::ordered_json(nullptr)},
                   {"bye", !t.team_b},
                   {"teams", t.team_b ? nlohmann::ordered_json::array({team(t.team_a, t.points_a), team(*t.team_b, t.points_b)})
                                      : nlohmann::ordered_json::array({team(t.team_a, t.points_a)})},
                   {"seat_tables", t.seat_tables},
                   {"seats_won", t.team_b ? nlohmann::ordered_json::array({t.won_a, t.won_b}) : nlohmann::ordered_json::array({t.team_a.members.size()})},
                   {"outcome", team_outcome_name(t.outcome_a)}});
  return out;
}

bool is_team_event(Database& db) {
  ReadSnapshot snapshot(db);
  return read_event_header(db).team_size.has_value();
}

std::map<int, std::vector<TeamTableView>> team_tables_by_round(const pairing::Event& ev, const Game& game, const std::vector<pairing::Team>& teams) {
  std::map<int, std::vector<TeamTableView>> out;
  std::map<std::int64_t, const pairing::Team*> by_id;
  for (const auto& t : teams) by_id[t.id] = &t;
  const auto all = pairing::team_matches(ev, teams);
  const pairing::TeamScoring scoring = pairing::team_scoring(ev, game);
  std::map<int, std::map<std::int64_t, int>> points_before;  // round -> team -> team match points before it
  for (const auto& tm : all) {
    if (points_before.count(tm.round)) continue;
    std::vector<pairing::TeamMatch> before;
    for (const auto& b : all)
      if (b.round < tm.round) before.push_back(b);
    auto& points = points_before[tm.round];
    for (const auto& r : pairing::team_standings(teams, before, scoring)) points[r.team_id] = r.points;
  }
  for (const auto& tm : all) {
    auto& points = points_before[tm.round];
    TeamTableView t;
    t.table = tm.table;
    t.team_a = fact_of(*by_id.at(tm.team_a), ev);
    t.points_a = points[tm.team_a];
    if (tm.team_b) t.team_b = fact_of(*by_id.at(*tm.team_b), ev), t.points_b = points[*tm.team_b];
    for (const auto* m : tm.seats)
      if (m && m->table) t.seat_tables.push_back(*m->table);
    t.won_a = tm.won_a;
    t.won_b = tm.won_b;
    t.outcome_a = tm.outcome_a();
    out[tm.round].push_back(std::move(t));
  }
  return out;
}

std::vector<TeamTableView> team_tables(Database& db, int round) {
  if (!read_event_header(db).team_size) return {};
  pairing::Event ev = pairing::load_event(db, pairing::Load::scores_only);
  auto by_round = team_tables_by_round(ev, game_of(ev.info), pairing::load_teams(db));
  auto it = by_round.find(round);
  return it == by_round.end() ? std::vector<TeamTableView>{} : std::move(it->second);
}

std::optional<TeamSeat> team_seat_of(const std::vector<TeamTableView>& teams, int table) {
  for (const auto& t : teams)
    for (std::size_t s = 0; s < t.seat_tables.size(); ++s)
      if (t.seat_tables[s] == table && t.table) return TeamSeat{&t, *t.table, s};
  return std::nullopt;
}

std::string team_name_of(const TeamTableView& match, std::int64_t player) {
  auto in = [&](const TeamFact& t) {
    return std::any_of(t.members.begin(), t.members.end(), [&](const TeamMemberFact& m) { return m.player_id == player; });
  };
  if (in(match.team_a)) return match.team_a.name;
  if (match.team_b && in(*match.team_b)) return match.team_b->name;
  return "";
}

std::optional<PlayerTeamView> player_team(const TeamStandingsView& standings, const std::vector<TeamTableView>& round_teams, std::int64_t player) {
  for (std::size_t i = 0; i < standings.teams.size(); ++i) {
    const TeamFact& t = standings.teams[i];
    for (std::size_t s = 0; s < t.members.size(); ++s) {
      if (t.members[s].player_id != player) continue;
      PlayerTeamView out{t, s, standings.counted_rounds > 0 ? standings.rows[i].rank : 0, standings.rows[i].dropped, std::nullopt};
      for (const auto& m : round_teams)
        if (m.team_a.id == t.id || (m.team_b && m.team_b->id == t.id)) out.match = m;
      return out;
    }
  }
  return std::nullopt;
}

}  // namespace jk::event
