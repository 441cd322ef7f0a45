// judgekit publish: the same pages as the server, written once as static files plus JSON, for
// any web server or CDN beyond the venue. The event file stays the one source of truth.
#include <algorithm>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "event_view.hpp"
#include "json_views.hpp"
#include "web.hpp"

namespace jk::web {

namespace fs = std::filesystem;

namespace {

void write(Published& stats, const fs::path& file, const std::string& content) {
  std::error_code ec;
  fs::create_directories(file.parent_path(), ec);
  std::ofstream out(file, std::ios::binary);
  out << content;
  out.close();
  if (!out) throw InputError(file.string(), 0, Message{N_("cannot write; check the folder exists and is writable"), {}});
  ++stats.files;
  stats.bytes += content.size();
}

nlohmann::ordered_json event_json(const EventView& v) {
  using nlohmann::ordered_json;
  ordered_json j = {{"name", v.name}, {"game", v.game}, {"format", v.format}, {"date", v.date}, {"version", v.version}};
  ordered_json players = ordered_json::array();
  for (const auto& p : v.players)
    players.push_back({{"id", p.id}, {"name", p.name}, {"reading", p.reading}, {"dropped", p.dropped}, {"deck", event::deck_status_name(p.deck)}});
  j["players"] = players;
  if (const RoundView* r = v.last_round()) {
    ordered_json tables = ordered_json::array();
    for (const auto& m : r->matches) {
      ordered_json seats = ordered_json::array();
      for (const auto& s : m.seats) seats.push_back({{"player", s.player}, {"outcome", s.outcome ? ordered_json(std::string(seat_outcome_name(*s.outcome))) : ordered_json(nullptr)}});
      tables.push_back({{"table", m.bye ? nullptr : ordered_json(m.table)}, {"bye", m.bye}, {"awarded", m.awarded}, {"reported", m.reported}, {"seats", seats}});
    }
    j["round"] = {{"number", r->number}, {"stage", stage_name(r->stage)}, {"closed", r->closed}, {"tables", tables}};
    if (v.team_event) j["round"]["teams"] = event::team_tables_json(r->teams);  // `round show --json`'s "teams"
  }
  ordered_json standings = ordered_json::array();
  for (const auto& s : v.standings) {
    ordered_json tb = ordered_json::object();
    for (const auto& [id, value] : s.tiebreakers) tb[id] = event::round4(value);  // as standings --json and the export
    standings.push_back({{"rank", s.rank}, {"player", s.player}, {"points", s.points}, {"wins", s.wins},
                         {"losses", s.losses}, {"draws", s.draws}, {"tiebreakers", tb}, {"dropped", s.dropped},
                         {"place", s.place}, {"finish", event::finish_name(s.finish)}});
  }
  j["standings_after_round"] = v.standings_after;
  j["standings"] = standings;
  // The lists only once the event's setting publishes them: the same the decklists page shows.
  j["decklists"] = {{"setting", decklist_publication_name(v.decklists.setting)}, {"published", v.decklists.open}, {"decks", ordered_json::array()}};
  for (const auto& d : v.decklists.decks) {
    ordered_json cards = ordered_json::array();
    for (const auto& c : d.cards) cards.push_back({{"count", c.count}, {"number", c.number}, {"name", c.name.empty() ? ordered_json(nullptr) : ordered_json(c.name)}});
    j["decklists"]["decks"].push_back({{"player", d.player_id}, {"place", d.place}, {"finish", event::finish_name(d.finish)}, {"missing", d.missing}, {"cards", cards}});
  }
  // The same keys as `judgekit bracket --json` and `groups --json`.
  if (!v.bracket.empty()) j["bracket"] = event::to_json(v.bracket);
  if (!v.groups.empty()) j["groups"] = event::to_json(v.groups);
  // A team event: its teams as `team list --json` and the team standings as `standings --json` print them.
  if (v.team_event) {
    event::TeamListing listing{v.name, 0, v.team_standings.teams};
    std::stable_sort(listing.teams.begin(), listing.teams.end(), [](const event::TeamFact& a, const event::TeamFact& b) { return a.seed < b.seed; });
    j["teams"] = event::to_json(listing);
    j["team_standings"] = event::to_json(v.team_standings);
  }
  return j;
}

}  // namespace

Published publish(const SiteOptions& options, const std::string& out_dir) {
  Site site(options);
  auto view = site.event_view();
  if (!view) throw InputError(Message{N_("publish needs an event (--event)"), {}});
  Published stats;
  fs::path out(out_dir);
  auto page = [&](const std::string& path, const std::string& file, std::map<std::string, std::string> query = {}) {
    Request req;
    req.path = path;
    req.query = std::move(query);
    Response res = site.handle(req);
    if (res.status != 200) throw InputError(Message{N_("{page}: the page could not be made ({status})"), {{"page", path}, {"status", std::to_string(res.status)}}});

    write(stats, out / file, res.body);
  };
  page("/", "index.html");
  page("/pairings", "pairings/index.html", {{"page", "all"}});
  page("/tables", "tables/index.html", {{"page", "all"}});
  page("/standings", "standings/index.html", {{"page", "all"}});
  page("/decklists", "decklists/index.html");
  if (!view->bracket.empty()) page("/bracket", "bracket/index.html");
  if (!view->groups.empty()) page("/groups", "groups/index.html");
  for (const auto& p : view->players) page("/p/" + std::to_string(p.id), "p/" + std::to_string(p.id) + "/index.html");
  page("/static/site.css", "static/site.css");
  page("/static/site.js", "static/site.js");
  page("/static/icon.svg", "static/icon.svg");
  write(stats, out / "event.json", event_json(*view).dump(1) + "\n");
  return stats;
}

}  // namespace jk::web
