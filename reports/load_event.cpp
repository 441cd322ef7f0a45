// Fills an EventReport from an event file (schema in docs/event-file.md) and its game pack.
#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "event_file.hpp"
#include "event_store.hpp"
#include "judge.hpp"
#include "pack.hpp"
#include "player_names.hpp"
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

void parse_deck_report(Deck& d) {
  json j;
  try {
    j = json::parse(d.report_json);
  } catch (const json::exception& e) {
    d.problem = Message{N_("the stored report is not JSON"), {}};
    return;
  }
  if (!j.is_object()) {
    d.problem = Message{N_("the stored report is not a JSON object"), {}};

    return;
  }
  auto str = [](const json& o, const char* k) { return o.contains(k) && o[k].is_string() ? o[k].get<std::string>() : std::string(); };
  auto num = [](const json& o, const char* k) { return o.contains(k) && o[k].is_number_integer() ? o[k].get<int>() : 0; };
  d.summary = str(j, "summary");
  if (j.contains("cards") && j["cards"].is_array())
    for (const auto& c : j["cards"]) {
      if (!c.is_object()) continue;
      d.cards.push_back({num(c, "line"), num(c, "count"), str(c, "number"), str(c, "name"), str(c, "part")});
    }
  if (j.contains("diagnostics") && j["diagnostics"].is_array())
    for (const auto& g : j["diagnostics"]) {
      if (!g.is_object()) continue;
      d.diagnostics.push_back({str(g, "severity"), num(g, "line"), str(g, "message"), str(g, "rule"), str(g, "cite"), str(g, "message_ja"),
                               str(g, "cite_ja")});
    }
}


}  // namespace

EventReport load_event_report(Database& db, const std::string& event_path) {
  EventReport r;
  ReadSnapshot snapshot(db);  // a result entered meanwhile cannot leave the report half before, half after
  EventInfo& e = r.event;
  e.file = event_path;
  const EventHeader header = read_event_header(db);
  e.name = header.name;
  e.game_id = header.game;
  e.format_id = header.format;
  e.date = header.date;
  e.planned_rounds = header.rounds;
  e.top_cut = header.top_cut;
  const Game game = load_game(games_dir(), e.game_id);
  e.game_name_ja = game.name_ja;
  e.game_name_en = game.name_en;
  const Format* f = e.format_id.empty() ? game.default_format() : game.find_format(e.format_id);
  if (f) {
    if (e.format_id.empty()) e.format_id = f->id;
    e.format_name = f->name_ja + (f->name_en.empty() || f->name_en == f->name_ja ? "" : " / " + f->name_en);
  }
  e.players_per_table = game.match.players_per_table;
  e.best_of = game.match.best_of;
  e.draws_allowed = game.match.draws_allowed;
  // The event's own chain when it set one, else the pack's: the columns standings are ranked by.
  if (!header.settings.tiebreakers.empty())
    for (const auto& t : header.settings.tiebreakers) e.tiebreak_chain.emplace_back(std::string(tiebreak_name(t.id)), t.floor);
  else
    for (const auto& t : game.tiebreakers) e.tiebreak_chain.emplace_back(std::string(tiebreak_name(t.id)), t.floor);
  for (const auto& [id, floor] : e.tiebreak_chain) e.tiebreakers.push_back(id);
  e.procedures = game.procedures;
  e.infractions = judge::infractions_for(game);

  const std::string where = event_path + " (event settings, overrides)";
  for (const auto& item : header.settings.overrides) e.overrides.push_back(describe_override(json::parse(item.dump()), where));
  // Every other setting as stored (JSON text), for the cover page to put in words.
  const json stored = json::parse(event_settings_json(header.settings));
  for (const auto& [k, v] : stored.items())
    if (k != "overrides") e.settings.emplace_back(k, v.is_string() ? v.get<std::string>() : v.dump());

  {
    auto st = db.prepare("SELECT id, name, reading, external_id, joined_round, dropped_after_round FROM players ORDER BY id");
    while (st.step()) {
      Player p;
      p.id = st.int64(0);
      p.name = st.text(1);
      p.reading = st.opt_text(2).value_or("");
      p.external_id = st.opt_text(3).value_or("");
      p.joined_round = st.integer(4);
      if (auto d = st.opt_int64(5)) p.dropped_after_round = static_cast<int>(*d);
      r.players.push_back(std::move(p));
    }
    tag_same_names(r.players);
  }
  {
    auto rounds = db.prepare("SELECT number, stage, status FROM rounds ORDER BY number");
    auto matches = db.prepare(
        "SELECT id, table_number, is_bye FROM matches WHERE round = ?1 ORDER BY table_number IS NULL, table_number, id");
    auto seats = db.prepare("SELECT player_id FROM seats WHERE match_id = ?1 ORDER BY seat");
    while (rounds.step()) {
      Round rd;
      rd.number = rounds.integer(0);
      rd.stage = rounds.text(1);
      rd.status = rounds.text(2);
      matches.reset();
      matches.bind(1, rd.number);
      while (matches.step()) {
        Match m;
        m.id = matches.int64(0);
        if (auto t = matches.opt_int64(1)) m.table = static_cast<int>(*t);
        m.bye = matches.integer(2) != 0;
        seats.reset();
        seats.bind(1, m.id);
        while (seats.step()) m.players.push_back(seats.int64(0));
        m.result = read_result(db, m.id);
        rd.matches.push_back(std::move(m));
      }
      r.rounds.push_back(std::move(rd));
    }
  }
  {
    auto st = db.prepare(
        "SELECT id, player_id, verdict, checked_date, format, source_file, report FROM decks "
        "WHERE superseded_by IS NULL ORDER BY player_id, id");
    while (st.step()) {
      Deck d;
      d.id = st.int64(0);
      d.player_id = st.int64(1);
      d.verdict = st.text(2);
      d.checked_date = st.text(3);
      d.format = st.opt_text(4).value_or("");
      d.source_file = st.text(5);
      d.report_json = st.text(6);
      parse_deck_report(d);
      // A player registered twice without superseding keeps the newest.
      if (!r.decks.empty() && r.decks.back().player_id == d.player_id) r.decks.back() = std::move(d);
      else r.decks.push_back(std::move(d));
    }
  }
  {
    auto st = db.prepare(
        "SELECT p.id, p.player_id, p.round, m.table_number, p.infraction, p.penalty, p.citation, p.note "
        "FROM penalties p LEFT JOIN matches m ON m.id = p.match_id ORDER BY p.player_id, p.round, p.id");
    while (st.step()) {
      Penalty p;
      p.id = st.int64(0);
      p.player_id = st.int64(1);
      if (auto n = st.opt_int64(2)) p.round = static_cast<int>(*n);
      if (auto t = st.opt_int64(3)) p.table = static_cast<int>(*t);
      p.infraction = st.text(4);
      p.penalty = st.text(5);
      p.citation = st.opt_text(6).value_or("");
      p.note = st.opt_text(7).value_or("");
      r.penalties.push_back(std::move(p));
    }
  }
  // Standings read inside the same snapshot, so they count exactly the results the rounds show.
  r.standings = pairing::compute_standings(db, game);

  return r;
}

}  // namespace jk::reports
