// An EventReport from the event library's views (one snapshot) and the event's game pack: the
// event's header and pack in the words the reports print; no table is read here.
#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "event_store.hpp"
#include "judge.hpp"
#include "overview.hpp"
#include "pack.hpp"
#include "reports.hpp"

namespace jk::reports {

using nlohmann::json;

const Player* EventReport::player(std::int64_t id) const {
  // Players are loaded by id, so a binary search finds one.
  auto it = std::lower_bound(players.begin(), players.end(), id, [](const Player& p, std::int64_t v) { return p.id < v; });
  return it != players.end() && it->id == id ? &*it : nullptr;
}

std::string EventReport::player_name(std::int64_t id) const {
  const Player* p = player(id);
  return p ? p->name : "player #" + std::to_string(id);
}

const Round* EventReport::round(int number) const {
  for (const auto& r : rounds)
    if (r.number == number) return &r;
  return nullptr;
}

namespace {

// An override as `judgekit deck override` stores it: {"xml": "<change …/>", "reason": "…"}
// (a bare XML string is read too).
Message describe_override(const json& item, const std::string& where) {
  std::string xml, reason;
  if (item.is_object() && item.contains("xml") && item["xml"].is_string()) {
    xml = item["xml"].get<std::string>();
    if (item.contains("reason") && item["reason"].is_string()) reason = item["reason"].get<std::string>();
  } else if (item.is_string()) {
    xml = item.get<std::string>();
  } else {
    return Message{N_("as stored: {text}"), {{"text", item.dump()}}};
  }
  try {
    RuleChange c = parse_rule_change(xml, where);
    std::string details;
    if (c.op == RuleChange::Op::change) {
      std::string attrs;
      for (const auto& [k, v] : c.attrs)
        if (k != "rule" && k != "reason") attrs += (attrs.empty() ? "" : ", ") + k + "=" + v;
      if (!attrs.empty()) details += " (" + attrs + ")";
    }
    if (reason.empty()) reason = c.reason;
    if (!reason.empty()) details += ": " + reason;
    const char* what = c.op == RuleChange::Op::add ? N_("add {rule}{details}") : c.op == RuleChange::Op::remove ? N_("remove {rule}{details}") : N_("change {rule}{details}");
    return Message{what, {{"rule", c.op == RuleChange::Op::add ? c.rule.id : c.target}, {"details", details}}};
  } catch (const InputError&) {
    return Message{N_("as stored: {text}"), {{"text", xml}}};  // shown as the organiser wrote it
  }
}

}  // namespace

EventReport report_of(event::EventViews views, const Game& game, const std::string& event_path) {
  EventReport r;
  EventInfo& e = r.event;
  e.file = event_path;
  const EventHeader& header = views.header;
  e.name = header.name;
  e.game_id = header.game;
  e.format_id = header.format;
  e.date = header.date;
  e.planned_rounds = header.rounds;
  e.top_cut = header.top_cut;
  e.game_name_ja = game.name_ja;
  e.game_name_en = game.name_en;
  e.parts = game.parts;
  const Format* f = e.format_id.empty() ? game.default_format() : game.find_format(e.format_id);
  if (f) {
    if (e.format_id.empty()) e.format_id = f->id;
    e.format_name_ja = f->name_ja;
    e.format_name_en = f->name_en;
  }
  e.players_per_table = game.match.players_per_table;
  e.best_of = header.settings.best_of ? header.settings.best_of : game.match.best_of;  // the event's rounds' length (docs/events.md "Match lengths")
  e.draws_allowed = game.match.draws_allowed;
  e.team_size = header.team_size.value_or(0);
  // The event's own chain when it set one, else the pack's: the columns standings are ranked by.
  if (!header.settings.tiebreakers.empty())
    for (const auto& t : header.settings.tiebreakers) e.tiebreak_chain.emplace_back(t.id, t.floor);
  else
    for (const auto& t : game.tiebreakers) e.tiebreak_chain.emplace_back(t.id, t.floor);
  for (const auto& [id, floor] : e.tiebreak_chain) e.tiebreakers.push_back(id);
  e.procedures = game.procedures;
  e.infractions = judge::infractions_for(game);

  const std::string where = event_path + " (event settings, overrides)";
  for (const auto& item : header.settings.overrides) e.overrides.push_back(describe_override(json::parse(item.dump()), where));
  // Every other setting as stored (JSON text), for the cover page to put in words.
  const json stored = json::parse(event_settings_json(header.settings));
  for (const auto& [k, v] : stored.items())
    if (k != "overrides") e.settings.emplace_back(k, v.is_string() ? v.get<std::string>() : v.dump());

  r.players = std::move(views.players);
  r.rounds = std::move(views.rounds);
  r.standings = std::move(views.standings);
  r.team_standings = std::move(views.team_standings);
  r.groups = std::move(views.groups);
  r.decks = std::move(views.decks);
  r.penalties = std::move(views.penalties);
  return r;
}

EventReport load_event_report(Database& db, const std::string& event_path) {
  const Game game = load_game(games_dir(), event::read_header(db).game);
  EventReport r = report_of(event::event_views(db, game), game, event_path);
  r.published = event::overview(db, game).published;
  return r;
}

EventReport load_standings_report(Database& db, const std::string& event_path) {
  const Game game = load_game(games_dir(), event::read_header(db).game);
  return report_of(event::standings_views(db, game), game, event_path);
}

}  // namespace jk::reports
