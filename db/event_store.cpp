#include "event_store.hpp"

#include <algorithm>

#include "errors.hpp"
#include "pack.hpp"

namespace jk {

using nlohmann::json;

bool valid_deadline(const std::string& t) {
  // "2026-11-24 10:30": a date as valid_date takes it, a space, then hours and minutes.
  if (t.size() != 16 || t[10] != ' ' || t[13] != ':' || !valid_date(t.substr(0, 10))) return false;
  for (int i : {11, 12, 14, 15})
    if (t[i] < '0' || t[i] > '9') return false;
  return std::stoi(t.substr(11, 2)) < 24 && std::stoi(t.substr(14, 2)) < 60;
}

// {"first": 1, "skip": [5, 6]}
static TableNumbering parse_table_numbering(const json& value, const std::string& where) {
  auto bad = [&] { return InputError(where, 0, Message{N_("settings.tables must be {{\"first\": N, \"skip\": [N, ...]}} with numbers from 1"), {}}); };
  if (!value.is_object()) throw bad();
  TableNumbering t;
  for (const auto& [key, v] : value.items()) {
    if (key == "first" && v.is_number_integer() && v.get<long long>() >= 1 && v.get<long long>() <= 100000) t.first = v.get<int>();
    else if (key == "skip" && v.is_array()) {
      for (const auto& n : v) {
        if (!n.is_number_integer() || n.get<long long>() < 1 || n.get<long long>() > 100000) throw bad();
        t.skip.push_back(n.get<int>());
      }
    } else throw bad();
  }
  std::sort(t.skip.begin(), t.skip.end());
  t.skip.erase(std::unique(t.skip.begin(), t.skip.end()), t.skip.end());
  return t;
}

// {"open": true, "capacity": 64, "waitlist": true, "deadline": "2026-11-28 23:59"}
static RegistrationSettings parse_registration(const json& value, const std::string& where) {
  auto bad = [&] {
    return InputError(where, 0, Message{N_("settings.registration must be {{\"open\": true|false, \"capacity\": N, \"waitlist\": true|false, \"deadline\": \"YYYY-MM-DD HH:MM\"}}"), {}});
  };
  if (!value.is_object()) throw bad();
  RegistrationSettings r;
  for (const auto& [key, v] : value.items()) {
    if ((key == "open" || key == "waitlist") && v.is_boolean()) (key == "open" ? r.open : r.waitlist) = v.get<bool>();
    else if (key == "capacity" && v.is_number_integer() && v.get<long long>() >= 0 && v.get<long long>() <= 1000000) r.capacity = v.get<int>();
    else if (key == "deadline" && v.is_string() && (v.get<std::string>().empty() || valid_deadline(v.get<std::string>()))) r.deadline = v.get<std::string>();
    else throw bad();
  }
  return r;
}

EventSettings parse_event_settings(const std::string& text, const std::string& where) {
  EventSettings s;
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) throw InputError(where, 0, Message{N_("the event settings are not valid JSON"), {}});
  if (!j.is_object()) throw InputError(where, 0, Message{N_("the event settings must be a JSON object"), {}});
  for (const auto& [key, value] : j.items()) {
    if (key == "late_entry_losses") {
      if (!value.is_boolean()) throw InputError(where, 0, Message{N_("settings.{key} must be true or false"), {{"key", "late_entry_losses"}}});
      s.late_entry_losses = value.get<bool>();
    } else if (key == "results_need_judge") {
      if (!value.is_boolean()) throw InputError(where, 0, Message{N_("settings.{key} must be true or false"), {{"key", "results_need_judge"}}});
      s.results_need_judge = value.get<bool>();
    } else if (key == "deck_deadline") {
      if (!value.is_string() || !valid_deadline(value.get<std::string>()))
        throw InputError(where, 0, Message{N_("settings.deck_deadline must be a time YYYY-MM-DD HH:MM"), {}});
      s.deck_deadline = value.get<std::string>();
    } else if (key == "checkin_required" || key == "trust_table_code" || key == "self_drop" || key == "refuse_illegal_decks") {
      if (!value.is_boolean()) throw InputError(where, 0, Message{N_("settings.{key} must be true or false"), {{"key", key}}});
      (key == "checkin_required" ? s.checkin_required : key == "trust_table_code" ? s.trust_table_code : key == "self_drop" ? s.self_drop : s.refuse_illegal_decks) =
          value.get<bool>();
    } else if (key == "tables") {
      s.tables = parse_table_numbering(value, where);
    } else if (key == "registration") {
      s.registration = parse_registration(value, where);
    } else if (key == "tiebreakers") {
      if (!value.is_array()) throw InputError(where, 0, Message{N_("settings.tiebreakers must be a list"), {}});
      for (const auto& t : value) {
        if (!t.is_object() || !t.contains("id") || !t["id"].is_string())
          throw InputError(where, 0, Message{N_("each settings.tiebreakers entry needs an \"id\""), {}});
        TiebreakEntry e;
        e.id = parse_tiebreak(t["id"].get<std::string>(), where);
        if (t.contains("floor")) {
          if (!t["floor"].is_number() || t["floor"].get<double>() < 0 || t["floor"].get<double>() > 1)
            throw InputError(where, 0, Message{N_("tiebreaker floor must be a number from 0 to 1"), {}});
          e.floor = t["floor"].get<double>();
        }
        s.tiebreakers.push_back(e);
      }
    } else if (key == "byes_in_win_percent") {
      if (!value.is_boolean()) throw InputError(where, 0, Message{N_("settings.{key} must be true or false"), {{"key", "byes_in_win_percent"}}});
      s.win_percent.byes_played = value.get<bool>();
    } else if (key == "dropped_win_cap") {
      if (!value.is_number() || value.get<double>() < 0 || value.get<double>() > 1)
        throw InputError(where, 0, Message{N_("settings.dropped_win_cap must be a number from 0 to 1"), {}});
      s.win_percent.dropped_cap = value.get<double>();
    } else if (key == "freeze_dropped_tiebreakers") {
      if (!value.is_boolean()) throw InputError(where, 0, Message{N_("settings.{key} must be true or false"), {{"key", "freeze_dropped_tiebreakers"}}});
      s.win_percent.freeze_dropped = value.get<bool>();
    } else if (key == "groups" || key == "group_size") {
      if (!value.is_number_integer() || value.get<int>() < 1 || value.get<int>() > 10000)
        throw InputError(where, 0, Message{N_("settings.{key} must be a whole number from 1"), {{"key", key}}});
      (key == "groups" ? s.groups : s.group_size) = value.get<int>();
    } else if (key == "best_of" || key == "bracket_best_of" || key == "final_best_of") {
      if (!value.is_number_integer() || value.get<int>() < 1 || value.get<int>() > 9 || value.get<int>() % 2 == 0)
        throw InputError(where, 0, Message{N_("settings.{key} must be an odd number of games from 1 to 9"), {{"key", key}}});
      (key == "best_of" ? s.best_of : key == "bracket_best_of" ? s.bracket_best_of : s.final_best_of) = value.get<int>();
    } else if (key == "third_place") {
      if (!value.is_boolean()) throw InputError(where, 0, Message{N_("settings.{key} must be true or false"), {{"key", "third_place"}}});
      s.third_place = value.get<bool>();
    } else if (key == "seeding") {
      auto seeding = value.is_string() ? parse_seeding(value.get<std::string>()) : std::nullopt;
      if (!seeding) throw InputError(where, 0, Message{N_("settings.seeding must be {known}"), {{"known", known_seedings()}}});
      s.seeding = *seeding;
    } else if (key == "publish_decklists") {
      auto p = value.is_string() ? parse_decklist_publication(value.get<std::string>()) : std::nullopt;
      if (!p) throw InputError(where, 0, Message{N_("settings.publish_decklists must be {known}"), {{"known", known_decklist_publications()}}});
      s.decklists = *p;
    } else if (key == "tie_in_win_percent") {
      if (!value.is_string()) throw InputError(where, 0, Message{N_("settings.tie_in_win_percent must be \"points\" or \"half\""), {}});
      s.win_percent.tie_share = parse_tie_share(value.get<std::string>(), where);
    } else if (key == "overrides") {
      if (!value.is_array()) throw InputError(where, 0, Message{N_("settings.overrides must be an array of {{\"xml\", \"reason\"}}"), {}});
      for (const auto& o : value) {
        if (o.is_string()) {  // an override written by hand as the bare element
          s.overrides.push_back({{"xml", o.get<std::string>()}, {"reason", ""}});
          continue;
        }
        if (!o.is_object() || !o.contains("xml") || !o["xml"].is_string())
          throw InputError(where, 0, Message{N_("every settings.overrides entry needs \"xml\" (a <change>, <add> or <remove> element)"), {}});
        s.overrides.push_back(nlohmann::ordered_json::parse(o.dump()));
      }
    } else {
      s.other[key] = nlohmann::ordered_json::parse(value.dump());
    }
  }
  return s;
}

std::string event_settings_json(const EventSettings& s) {
  nlohmann::ordered_json j;
  j["late_entry_losses"] = s.late_entry_losses;
  if (s.results_need_judge) j["results_need_judge"] = true;
  if (!s.deck_deadline.empty()) j["deck_deadline"] = s.deck_deadline;
  if (s.checkin_required) j["checkin_required"] = true;
  if (s.trust_table_code) j["trust_table_code"] = true;
  if (!s.self_drop) j["self_drop"] = false;
  if (s.refuse_illegal_decks) j["refuse_illegal_decks"] = true;
  if (!(s.tables == TableNumbering{})) j["tables"] = {{"first", s.tables.first}, {"skip", s.tables.skip}};
  if (!(s.registration == RegistrationSettings{})) {
    const auto& r = s.registration;
    j["registration"] = {{"open", r.open}, {"capacity", r.capacity}, {"waitlist", r.waitlist}};
    if (!r.deadline.empty()) j["registration"]["deadline"] = r.deadline;
  }
  if (!s.tiebreakers.empty()) {
    j["tiebreakers"] = nlohmann::ordered_json::array();
    for (const auto& t : s.tiebreakers) j["tiebreakers"].push_back({{"id", tiebreak_name(t.id)}, {"floor", t.floor}});
  }
  if (s.win_percent.byes_played) j["byes_in_win_percent"] = *s.win_percent.byes_played;
  if (s.win_percent.dropped_cap) j["dropped_win_cap"] = *s.win_percent.dropped_cap;
  if (s.win_percent.freeze_dropped) j["freeze_dropped_tiebreakers"] = *s.win_percent.freeze_dropped;
  if (s.seeding != Seeding::registration) j["seeding"] = seeding_name(s.seeding);
  if (s.decklists != DecklistPublication::none) j["publish_decklists"] = decklist_publication_name(s.decklists);
  if (s.groups) j["groups"] = s.groups;
  if (s.group_size) j["group_size"] = s.group_size;
  if (s.third_place) j["third_place"] = true;
  if (s.best_of) j["best_of"] = s.best_of;
  if (s.bracket_best_of) j["bracket_best_of"] = s.bracket_best_of;
  if (s.final_best_of) j["final_best_of"] = s.final_best_of;
  if (s.win_percent.tie_share) j["tie_in_win_percent"] = std::string(tie_share_name(*s.win_percent.tie_share));
  if (!s.overrides.empty()) j["overrides"] = s.overrides;
  for (const auto& [key, value] : s.other.items()) j[key] = value;
  return j.dump();
}

EventHeader read_event_header(Database& db) {
  auto st = db.prepare("SELECT name, game, format, date, rounds, top_cut, seed, settings, created_at, structure, team_size FROM event WHERE id = 1");
  if (!st.step()) throw InputError(db.path(), 0, Message{N_("the event file holds no event; create one with `judgekit event create`"), {}});
  EventHeader h;
  h.name = st.text(0);
  h.game = st.text(1);
  h.format = st.opt_text(2).value_or("");
  h.date = st.text(3);
  if (!st.is_null(4)) h.rounds = st.integer(4);
  h.top_cut = st.integer(5);
  h.seed = st.int64(6);
  h.settings = parse_event_settings(st.text(7), db.path());
  h.created_at = st.text(8);
  auto structure = parse_structure(st.text(9));
  if (!structure) throw InputError(db.path(), 0, Message{N_("the event's structure '{name}' is not one this build knows ({known})"), {{"name", st.text(9)}, {"known", known_structures()}}});
  h.structure = *structure;
  if (!st.is_null(10)) h.team_size = st.integer(10);
  return h;
}

void insert_event_header(Database& db, const EventHeader& h) {
  auto st = db.prepare(
      "INSERT INTO event (id, name, game, format, date, rounds, top_cut, seed, settings, created_at, structure, team_size) "
      "VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
  st.bind(1, h.name).bind(2, h.game);
  if (h.format.empty()) st.bind_null(3);
  else st.bind(3, h.format);
  st.bind(4, h.date).bind(5, h.rounds).bind(6, h.top_cut).bind(7, h.seed).bind(8, event_settings_json(h.settings));
  st.bind(9, h.created_at).bind(10, std::string(structure_name(h.structure))).bind(11, h.team_size);
  st.run();
}

void write_event_settings(Database& db, const EventSettings& s) {
  db.prepare("UPDATE event SET settings = ?1 WHERE id = 1").bind(1, event_settings_json(s)).run();
}

void write_event_rounds(Database& db, int rounds) {
  auto st = db.prepare("UPDATE event SET rounds = ?1 WHERE id = 1");
  if (rounds > 0) st.bind(1, rounds);
  else st.bind_null(1);
  st.run();
}

std::vector<char> counted_swiss_round_flags(Database& db) {
  // NOT IN, not a NOT EXISTS subquery a match: SQLite seeks results by rowid from the round's
  // covering index, a third of the instructions (round 14 of 10,000 players: 4 million, not 13).
  auto st = db.prepare(
      "SELECT r.number FROM rounds r WHERE r.stage = 'swiss' AND (r.status = 'closed' OR NOT EXISTS ("
      "SELECT 1 FROM matches m WHERE m.round = r.number AND m.id NOT IN (SELECT match_id FROM results)))");
  std::vector<char> counted;
  while (st.step()) {
    const int n = st.integer(0);
    if (n < 0) continue;
    if (static_cast<std::size_t>(n) >= counted.size()) counted.resize(static_cast<std::size_t>(n) + 1, 0);
    counted[static_cast<std::size_t>(n)] = 1;
  }
  return counted;
}

int counted_swiss_rounds(Database& db) {
  const auto flags = counted_swiss_round_flags(db);
  return static_cast<int>(std::count(flags.begin(), flags.end(), 1));
}

}  // namespace jk
