#include "exchange.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <set>

#include "errors.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "pack.hpp"  // sha256_hex
#include "results.hpp"
#include "round_setup.hpp"
#include "team_event.hpp"
#include "text.hpp"

namespace jk::pairing {

using nlohmann::json;
using nlohmann::ordered_json;

static const int format_version = 1;

static ordered_json json_or_null(const std::optional<std::string>& text) {
  if (!text) return nullptr;
  return ordered_json::parse(*text);
}

template <class T>
static ordered_json opt(const std::optional<T>& v) {
  return v ? ordered_json(*v) : ordered_json(nullptr);
}


// Sign-ups (with their waitlist order, kept by id) and the event's card list: absent from older
// exports. The card list goes as imported (its text and the SHA-256 verdicts name).
static void export_doors(Database& db, ordered_json& j) {
  auto opt_text = [](const Statement& st, int col) { return st.is_null(col) ? ordered_json(nullptr) : ordered_json(st.text(col)); };
  j["registrations"] = ordered_json::array();
  auto st = db.prepare("SELECT id, name, reading, external_id, status, source, player_id, created_at FROM registrations ORDER BY id");
  while (st.step())
    j["registrations"].push_back({{"id", st.int64(0)}, {"name", st.text(1)}, {"reading", opt_text(st, 2)}, {"external_id", opt_text(st, 3)},
                                  {"status", st.text(4)}, {"source", st.text(5)},
                                  {"player", st.is_null(6) ? ordered_json(nullptr) : ordered_json(st.int64(6))}, {"created_at", st.text(7)}});
  auto cards = db.prepare("SELECT source, sha256, list, imported_at FROM event_cards WHERE id = 1");
  j["card_list"] = cards.step() ? ordered_json{{"source", cards.text(0)}, {"sha256", cards.text(1)}, {"list", cards.text(2)}, {"imported_at", cards.text(3)}}
                                : ordered_json(nullptr);
}

static ordered_json empty_null(const std::string& s) { return s.empty() ? ordered_json(nullptr) : ordered_json(s); }

// A team event's teams (issue 27; absent from older exports), ids and seeds kept, members by seat.
static ordered_json export_teams(Database& db) {
  ordered_json teams = ordered_json::array();
  for (const auto& t : load_teams(db)) {
    ordered_json members = ordered_json::array();
    for (std::size_t s = 0; s < t.members.size(); ++s) members.push_back({{"seat", seat_letter(s)}, {"player", t.members[s]}});
    teams.push_back({{"id", t.id}, {"name", t.name}, {"seed", t.seed}, {"members", members}, {"dropped_after_round", opt(t.dropped_after)},
                     {"created_at", t.created_at}});
  }
  return teams;
}

// One round of `ev` (whose matches of that round are loaded) as the export writes it.
static ordered_json export_round(const Event& ev, const Round& r) {
  ordered_json rj = {{"number", r.number}, {"stage", stage_name(r.stage)}, {"status", r.closed ? "closed" : "open"},
                     {"paired_at", r.paired_at}, {"closed_at", opt(r.closed_at)}, {"matches", ordered_json::array()}};
  if (r.best_of) rj["best_of"] = *r.best_of;
  for (const auto& m : ev.matches) {
    if (m.round != r.number) continue;
    ordered_json mj = {{"id", m.id}, {"table", opt(m.table)}, {"bye", m.bye}, {"players", m.players}, {"result", nullptr}};
    if (m.result) {
      const ResultRecord& res = *m.result;
      ordered_json seats = ordered_json::array(), games = ordered_json::array();
      for (const auto& s : res.seats)
        seats.push_back({{"player", s.player_id}, {"outcome", seat_outcome_name(s.outcome)}, {"games_won", s.games_won}, {"games_lost", s.games_lost},
                         {"games_drawn", s.games_drawn}, {"placement", opt(s.placement)}, {"awards", json_or_null(s.awards_json)}});
      for (const auto& g : res.games)
        games.push_back({{"number", g.number}, {"outcome", game_outcome_name(g.outcome)}, {"winner", opt(g.winner_id)},
                         {"chose_play_order", opt(g.chose_play_order_id)}, {"adjudication", json_or_null(g.adjudication_json)}});
      mj["result"] = {{"kind", result_kind_name(res.kind)}, {"summary", res.summary}, {"adjudication", json_or_null(res.adjudication_json)},
                      {"entered_at", res.entered_at}, {"seats", seats}, {"games", games}};
    }
    rj["matches"].push_back(mj);
  }
  return rj;
}

// Everything but the rounds' contents ($.rounds left empty), from `ev`'s header and players.
static ordered_json export_head(Database& db, const Event& ev) {
  ordered_json j;
  j["format"] = "judgekit-event";
  j["version"] = format_version;
  j["event"] = {{"name", ev.info.name},
                {"game", ev.info.game},
                {"format", empty_null(ev.info.format)},
                {"date", ev.info.date},
                {"rounds", opt(ev.info.rounds)},
                {"top_cut", ev.info.top_cut},
                {"structure", structure_name(ev.info.structure)},
                {"team_size", opt(ev.info.team_size)},
                {"seed", ev.info.seed},
                {"settings", ordered_json::parse(event_settings_json(ev.info.settings))},
                {"created_at", ev.info.created_at}};
  j["players"] = ordered_json::array();
  for (const auto& p : ev.players)
    j["players"].push_back({{"id", p.id},
                            {"name", p.name},
                            {"reading", empty_null(p.reading)},
                            {"external_id", empty_null(p.external_id)},
                            {"joined_round", p.joined_round},
                            {"dropped_after_round", opt(p.dropped_after)},
                            {"seed", opt(p.seed)},
                            {"group", opt(p.group)},
                            {"created_at", p.created_at},
                            {"checked_in_at", opt(p.checked_in_at)},
                            {"fixed_table", opt(p.fixed_table)}});
  j["awarded_byes"] = ordered_json::array();
  for (const auto& b : read_awarded_byes(db)) j["awarded_byes"].push_back({{"player", b.player}, {"round", b.round}});
  j["pairing_avoids"] = ordered_json::array();
  for (const auto& a : read_avoids(db)) j["pairing_avoids"].push_back({{"players", {a.a, a.b}}, {"last_round", opt(a.last_round)}});
  export_doors(db, j);
  j["teams"] = export_teams(db);
  j["rounds"] = ordered_json::array();  // filled a round at a time by export_event_text
  j["decks"] = ordered_json::array();
  {
    auto st = db.prepare(
        "SELECT id, player_id, source_file, source_text, checked_date, format, verdict, report, registered_at, superseded_by FROM decks ORDER BY id");
    while (st.step())
      j["decks"].push_back({{"id", st.int64(0)}, {"player", st.int64(1)}, {"source_file", st.text(2)}, {"source_text", st.text(3)},
                            {"checked_date", st.text(4)}, {"format", opt(st.opt_text(5))}, {"verdict", st.text(6)},
                            {"report", ordered_json::parse(st.text(7))}, {"registered_at", st.text(8)}, {"superseded_by", opt(st.opt_int64(9))}});
  }
  j["penalties"] = ordered_json::array();
  {
    // A voided penalty stays voided, and what it replaced comes along (a void after an import restores it).
    auto st = db.prepare("SELECT id, player_id, round, infraction, penalty, citation, note, match_id, created_at, undo, voided_at, void_reason "
                         "FROM penalties ORDER BY id");
    while (st.step())
      j["penalties"].push_back({{"id", st.int64(0)}, {"player", st.int64(1)}, {"round", opt(st.opt_int64(2))}, {"infraction", st.text(3)},
                                {"penalty", st.text(4)}, {"citation", opt(st.opt_text(5))}, {"note", opt(st.opt_text(6))},
                                {"match", opt(st.opt_int64(7))}, {"created_at", st.text(8)},
                                {"undo", st.is_null(9) ? ordered_json(nullptr) : ordered_json::parse(st.text(9))},
                                {"voided_at", opt(st.opt_text(10))}, {"void_reason", opt(st.opt_text(11))}});
  }
  return j;
}

// The export as `dump(2)` prints it whole, each round loaded, written and let go in turn: a long
// event's JSON document is never held whole (10,000 players after 14 rounds: 347 MB resident
// that way), only its text, in pieces (one growing string would be copied at each doubling).
// The rounds go where the head's empty $.rounds is: the only line that starts with two spaces and
// "rounds" (a string's own line ends are escaped).
std::vector<std::string> export_event_text(Database& db) {
  Event ev = load_event(db, Load::header);
  std::string head = export_head(db, ev).dump(2) + "\n";
  if (ev.rounds.empty()) return {head};
  const std::string slot = "\n  \"rounds\": []";
  const std::size_t at = head.find(slot);
  if (at == std::string::npos) throw std::logic_error("export: no $.rounds in the head");
  std::vector<std::string> pieces{head.substr(0, at + slot.size() - 1)};
  for (std::size_t i = 0; i < ev.rounds.size(); ++i) {
    ev.matches.clear();
    load_round_matches(db, ev, ev.rounds[i].number, true);
    const std::string round = export_round(ev, ev.rounds[i]).dump(2);
    std::string& piece = pieces.emplace_back(i ? ",\n    " : "\n    ");
    piece.reserve(round.size() + round.size() / 8 + 8);
    for (char c : round) {
      piece += c;
      if (c == '\n') piece += "    ";
    }
  }
  pieces.push_back("\n  ]" + head.substr(at + slot.size()));
  return pieces;
}

// ---- import: every field checked, with its JSON path in the message

// Outside an anonymous namespace: StateImport's steps hold one.
struct StateReader {
  std::string source;
  // "$.rounds[2].number: what is wrong" ("{path}: {what}" is layout, not a message to translate).
  [[noreturn]] void fail(const std::string& path, const char* what, std::vector<MessageArg> args = {}) const {
    fail(path, Message{what, std::move(args)});
  }
  [[noreturn]] void fail(const std::string& path, Message what) const {
    throw InputError(source, 0, Message{"{path}: {what}", {{"path", path}, arg("what", std::move(what))}});
  }
  const json& field(const json& obj, const std::string& path, const char* key) const {
    if (!obj.is_object()) fail(path, N_("must be an object"));
    if (!obj.contains(key)) fail(path, N_("missing \"{key}\""), {{"key", key}});
    return obj.at(key);
  }
  std::string text(const json& obj, const std::string& path, const char* key, bool required = true) const {
    if (!required && (!obj.contains(key) || obj.at(key).is_null())) return {};
    const json& v = field(obj, path, key);
    if (!v.is_string()) fail(path + "." + key, N_("must be text"));
    std::string s = v.get<std::string>();
    if (!valid_utf8(s)) fail(path + "." + key, N_("is not valid UTF-8"));
    return s;
  }
  std::optional<std::string> opt_text(const json& obj, const std::string& path, const char* key) const {
    if (!obj.contains(key) || obj.at(key).is_null()) return std::nullopt;
    return text(obj, path, key);
  }
  std::int64_t integer(const json& obj, const std::string& path, const char* key, std::int64_t lo, std::int64_t hi) const {
    const json& v = field(obj, path, key);
    if (!v.is_number_integer()) fail(path + "." + key, N_("must be a whole number"));
    std::int64_t x = v.get<std::int64_t>();
    if (x < lo || x > hi) fail(path + "." + key, N_("{value} is out of range {low}..{high}"), {{"value", std::to_string(x)}, {"low", std::to_string(lo)}, {"high", std::to_string(hi)}});
    return x;
  }
  std::optional<std::int64_t> opt_integer(const json& obj, const std::string& path, const char* key, std::int64_t lo, std::int64_t hi) const {
    if (!obj.contains(key) || obj.at(key).is_null()) return std::nullopt;
    return integer(obj, path, key, lo, hi);
  }
  const json& array(const json& obj, const std::string& path, const char* key) const {
    const json& v = field(obj, path, key);
    if (!v.is_array()) fail(path + "." + key, N_("must be a list"));
    return v;
  }
  std::optional<std::string> opt_json(const json& obj, const char* key) const {
    if (!obj.contains(key) || obj.at(key).is_null()) return std::nullopt;
    return obj.at(key).dump();
  }
  std::string one_of(const json& obj, const std::string& path, const char* key, std::initializer_list<const char*> allowed) const {
    std::string s = text(obj, path, key);
    for (const char* a : allowed)
      if (s == a) return s;
    std::string list;
    for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
    fail(path + "." + key, N_("'{value}' is not one of {list}"), {{"value", s}, {"list", list}});
  }
  // A stored word read into its enum: `parse` is the one name table, `known` lists its words.
  template <class E>
  E word(const json& obj, const std::string& path, const char* key, std::optional<E> (*parse)(std::string_view), const std::string& known) const {
    std::string s = text(obj, path, key);
    if (auto e = parse(s)) return *e;
    fail(path + "." + key, N_("'{value}' is not one of {list}"), {{"value", s}, {"list", known}});
  }
};

// What a penalty replaced (absent from older exports): {"result": a result or null, and for a
// disqualification "dropped_after_round"}; checked here so a later void can restore it.
static std::optional<std::string> penalty_undo(const StateReader& rd, const json& p, const std::string& path) {
  if (!p.contains("undo") || p.at("undo").is_null()) return std::nullopt;
  const json& undo = p.at("undo");
  if (!undo.is_object()) rd.fail(path + ".undo", N_("must be an object"));
  if (undo.contains("result") && !undo.at("result").is_null()) {
    try {
      result_from_json(undo.at("result").dump());
    } catch (const std::exception&) {
      rd.fail(path + ".undo.result", N_("is not a result as `judgekit event export` writes it"));
    }
  }
  if (undo.contains("dropped_after_round") && !undo.at("dropped_after_round").is_null()) rd.integer(undo, path + ".undo", "dropped_after_round", 0, 1000);
  return undo.dump();
}

// Sign-ups and the card list (issue 26; absent from older exports): every word checked, the card
// list's text against its SHA-256 (the verdicts name it).
static void import_doors(Database& db, const StateReader& rd, const json& state, const std::set<std::int64_t>& players) {
  if (state.contains("registrations")) {
    const json& regs = rd.array(state, "$", "registrations");
    auto ins = db.prepare("INSERT INTO registrations (id, name, reading, external_id, status, source, player_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    std::set<std::int64_t> ids, linked;
    for (std::size_t i = 0; i < regs.size(); ++i) {
      const std::string path = "$.registrations[" + std::to_string(i) + "]";
      const json& r = regs[i];
      const std::int64_t id = rd.integer(r, path, "id", 1, INT64_MAX);
      if (!ids.insert(id).second) rd.fail(path + ".id", N_("registration id appears twice"));
      const auto player = rd.opt_integer(r, path, "player", 1, INT64_MAX);
      if (player && !players.count(*player)) rd.fail(path + ".player", N_("no player with id {id}"), {{"id", std::to_string(*player)}});
      if (player && !linked.insert(*player).second) rd.fail(path + ".player", N_("player {id} has two registrations"), {{"id", std::to_string(*player)}});
      // The same names registration accepts (a letter, no control characters), as for players.
      NewPlayer np{trim(rd.text(r, path, "name")), trim(rd.text(r, path, "reading", false)), trim(rd.text(r, path, "external_id", false)), 0, std::nullopt};
      try {
        checked_player_key(np, "");
      } catch (const InputError& e) {
        rd.fail(path, e.message());
      }
      auto opt = [](const std::string& v) { return v.empty() ? std::optional<std::string>() : std::optional<std::string>(v); };
      ins.bind(1, id).bind(2, np.name).bind(3, opt(np.reading)).bind(4, opt(np.external_id))
          .bind(5, rd.one_of(r, path, "status", {"entered", "waitlisted", "withdrawn"})).bind(6, rd.one_of(r, path, "source", {"phone", "import"}))
          .bind(7, player).bind(8, rd.text(r, path, "created_at"))
          .run();
    }
  }
  if (!state.contains("card_list") || state.at("card_list").is_null()) return;
  const json& c = state.at("card_list");
  const std::string list = rd.text(c, "$.card_list", "list"), sha = rd.text(c, "$.card_list", "sha256");
  if (sha256_hex(list) != sha) rd.fail("$.card_list.sha256", N_("does not match the list's text: the list was changed after its export"));
  db.prepare("INSERT INTO event_cards (id, source, sha256, list, imported_at) VALUES (1, ?1, ?2, ?3, ?4)")
      .bind(1, rd.text(c, "$.card_list", "source")).bind(2, sha).bind(3, list).bind(4, rd.text(c, "$.card_list", "imported_at"))
      .run();
}

// Awarded byes and restrictions (issue 26; absent from older exports).
static void import_round_setup(Database& db, const StateReader& rd, const json& state, const std::set<std::int64_t>& players) {
  auto player = [&](const json& v, const std::string& path) {
    if (!v.is_number_integer() || !players.count(v.get<std::int64_t>())) rd.fail(path, N_("no player with id {id}"), {{"id", v.dump()}});
    return v.get<std::int64_t>();
  };
  if (state.contains("awarded_byes")) {
    const json& byes = rd.array(state, "$", "awarded_byes");
    auto ins = db.prepare("INSERT OR IGNORE INTO awarded_byes (player_id, round) VALUES (?1, ?2)");
    for (std::size_t i = 0; i < byes.size(); ++i) {
      std::string path = "$.awarded_byes[" + std::to_string(i) + "]";
      ins.bind(1, player(rd.field(byes[i], path, "player"), path + ".player")).bind(2, rd.integer(byes[i], path, "round", 1, 1000)).run();
    }
  }
  if (!state.contains("pairing_avoids")) return;
  const json& avoids = rd.array(state, "$", "pairing_avoids");
  auto ins = db.prepare("INSERT OR IGNORE INTO pairing_avoids (player_a, player_b, last_round) VALUES (?1, ?2, ?3)");
  for (std::size_t i = 0; i < avoids.size(); ++i) {
    std::string path = "$.pairing_avoids[" + std::to_string(i) + "]";
    const json& two = rd.array(avoids[i], path, "players");
    if (two.size() != 2) rd.fail(path + ".players", N_("needs one entry for each of the {n} players"), {{"n", "2"}});
    std::int64_t a = player(two[0], path + ".players[0]"), b = player(two[1], path + ".players[1]");
    if (a == b) rd.fail(path + ".players", N_("a restriction needs two different players"));
    ins.bind(1, std::min(a, b)).bind(2, std::max(a, b)).bind(3, rd.opt_integer(avoids[i], path, "last_round", 1, 1000)).run();
  }
}

// One team's members: one per seat of the event's team size, each a player of the file in no other
// team. Returns the player ids by seat.
static std::vector<std::int64_t> import_team_members(const StateReader& rd, const json& t, const std::string& path, int size, const std::set<std::int64_t>& players,
                                                     std::set<std::int64_t>& in_a_team) {
  const json& list = rd.array(t, path, "members");
  std::vector<std::int64_t> by_seat(static_cast<std::size_t>(size), 0);
  for (std::size_t k = 0; k < list.size(); ++k) {
    const std::string mp = path + ".members[" + std::to_string(k) + "]";
    const std::string letter = rd.one_of(list[k], mp, "seat", {"A", "B", "C"});
    const std::size_t seat = *parse_seat_letter(letter);
    if (seat >= by_seat.size())
      rd.fail(mp + ".seat", N_("seat {seat} is beyond the team size {size} (seats A-{last})"),
              {{"seat", letter}, {"size", std::to_string(size)}, {"last", seat_letter(by_seat.size() - 1)}});
    if (by_seat[seat]) rd.fail(mp + ".seat", N_("seat {seat} appears twice"), {{"seat", letter}});
    const std::int64_t player = rd.integer(list[k], mp, "player", 1, INT64_MAX);
    if (!players.count(player)) rd.fail(mp + ".player", N_("no player with id {id}"), {{"id", std::to_string(player)}});
    if (!in_a_team.insert(player).second) rd.fail(mp + ".player", N_("player {id} is in two teams"), {{"id", std::to_string(player)}});
    by_seat[seat] = player;
  }
  if (list.size() != by_seat.size()) rd.fail(path + ".members", N_("needs one entry for each of the {n} players"), {{"n", std::to_string(size)}});
  return by_seat;
}

// A team event's teams (issue 27; absent from older exports): names as `team add` takes them, each
// once; seeds and ids once; members as above; a drop within the file's rounds.
static void import_teams(Database& db, const StateReader& rd, const json& state, const std::set<std::int64_t>& players, std::int64_t round_count) {
  if (!state.contains("teams")) return;
  const json& list = rd.array(state, "$", "teams");
  const std::optional<int> size = read_event_header(db).team_size;
  if (!size && !list.empty()) rd.fail("$.teams", N_("only a team event has teams; give $.event.team_size (2 or 3)"));
  std::set<std::int64_t> ids, seeds, in_a_team;
  std::map<std::string, std::string> names;  // name_key -> name
  auto team = db.prepare("INSERT INTO teams (id, name, name_key, seed, dropped_after_round, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  auto member = db.prepare("INSERT INTO team_members (team_id, seat, player_id) VALUES (?1, ?2, ?3)");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string path = "$.teams[" + std::to_string(i) + "]";
    const json& t = list[i];
    const std::int64_t id = rd.integer(t, path, "id", 1, INT64_MAX);
    if (!ids.insert(id).second) rd.fail(path + ".id", N_("team id {id} appears twice"), {{"id", std::to_string(id)}});
    const std::string name = trim(rd.text(t, path, "name"));
    if (name.empty()) rd.fail(path + ".name", N_("the team needs a name"));
    if (std::string code = control_character(name); !code.empty())
      rd.fail(path + ".name", N_("the team's name contains a control character (code {code}); type it again without it"), {{"code", code}});
    const std::string key = name_key(name);
    if (auto [it, added] = names.emplace(key, name); !added) rd.fail(path + ".name", N_("there is already a team called {team}"), {{"team", it->second}});
    const std::int64_t seed = rd.integer(t, path, "seed", 1, 1000000);
    if (!seeds.insert(seed).second) rd.fail(path + ".seed", N_("seed {seed} appears twice"), {{"seed", std::to_string(seed)}});
    const auto members = import_team_members(rd, t, path, *size, players, in_a_team);
    team.bind(1, id).bind(2, name).bind(3, key).bind(4, seed).bind(5, rd.opt_integer(t, path, "dropped_after_round", 0, round_count))
        .bind(6, rd.text(t, path, "created_at")).run();
    for (std::size_t seat = 0; seat < members.size(); ++seat) member.bind(1, id).bind(2, static_cast<int>(seat)).bind(3, members[seat]).run();
  }
}

// The import's steps, one element of the file each; `player_ids` and `match_ids` let later
// elements name earlier ones.
struct ImportSteps {
  Database& db;
  StateReader rd;
  std::set<std::int64_t> player_ids, match_ids;

  void need_player(const std::string& path, std::int64_t id) const {
    if (!player_ids.count(id)) rd.fail(path, N_("no player with id {id}"), {{"id", std::to_string(id)}});
  }

  void header(const json& state) {
    if (!state.is_object()) rd.fail("$", N_("must be an object (a file written by `judgekit event export`)"));
    if (rd.text(state, "$", "format") != "judgekit-event") rd.fail("$.format", N_("must be \"judgekit-event\""));
    if (rd.integer(state, "$", "version", 1, 1000) != format_version)
      rd.fail("$.version", N_("this judgekit reads version {version}; upgrade judgekit"), {{"version", std::to_string(format_version)}});
    const json& e = rd.field(state, "$", "event");
    EventHeader info;
    info.name = rd.text(e, "$.event", "name");
    if (std::string code = control_character(info.name); !code.empty())
      rd.fail("$.event.name", N_("the name contains a control character (code {code}); type it again without it"), {{"code", code}});
    info.game = rd.text(e, "$.event", "game");
    info.format = rd.text(e, "$.event", "format", false);
    info.date = rd.text(e, "$.event", "date");
    if (!valid_date(info.date)) rd.fail("$.event.date", N_("'{date}' is not a date YYYY-MM-DD"), {{"date", info.date}});
    if (auto r = rd.opt_integer(e, "$.event", "rounds", 1, 100)) info.rounds = static_cast<int>(*r);
    info.top_cut = static_cast<int>(rd.integer(e, "$.event", "top_cut", 0, 1024));
    info.seed = rd.integer(e, "$.event", "seed", INT64_MIN, INT64_MAX);
    if (std::string s = rd.text(e, "$.event", "structure", false); !s.empty()) {
      auto structure = parse_structure(s);
      if (!structure) rd.fail("$.event.structure", N_("must be {known}"), {{"known", known_structures()}});
      info.structure = *structure;
    }
    if (auto size = rd.opt_integer(e, "$.event", "team_size", 2, 3)) info.team_size = static_cast<int>(*size);
    const json& settings = rd.field(e, "$.event", "settings");
    info.settings = parse_event_settings(settings.dump(), rd.source);
    info.created_at = rd.text(e, "$.event", "created_at");
    insert_event_header(db, info);
  }

  void player(const json& p, const std::string& path, std::int64_t round_count, Statement& ins) {
    std::int64_t id = rd.integer(p, path, "id", 1, INT64_MAX);
    if (!player_ids.insert(id).second) rd.fail(path + ".id", N_("player id {id} appears twice"), {{"id", std::to_string(id)}});
    // What registration accepts, and nothing else: a name with a letter, no control characters.
    NewPlayer np{trim(rd.text(p, path, "name")), trim(rd.text(p, path, "reading", false)), trim(rd.text(p, path, "external_id", false)), 0, std::nullopt};
    std::string key;
    try {
      key = checked_player_key(np, "");
    } catch (const InputError& e) {
      rd.fail(path, e.message());
    }
    auto ext = np.external_id.empty() ? std::nullopt : std::optional<std::string>(np.external_id);
    auto joined = rd.integer(p, path, "joined_round", 1, round_count + 1);
    auto dropped = rd.opt_integer(p, path, "dropped_after_round", joined - 1, round_count);
    try {
      ins.bind(1, id).bind(2, np.name).bind(3, np.reading.empty() ? std::nullopt : std::optional<std::string>(np.reading));
      ins.bind(4, key).bind(5, ext);
      ins.bind(6, joined).bind(7, dropped);
      ins.bind(8, rd.text(p, path, "created_at")).bind(9, rd.opt_text(p, path, "checked_in_at"));
      ins.bind(10, rd.opt_integer(p, path, "fixed_table", 1, 100000));
      ins.bind(11, rd.opt_integer(p, path, "seed", 1, 1000000)).bind(12, rd.opt_integer(p, path, "group", 1, 10000));
      ins.run();
    } catch (const SqliteError& e) {
      if ((e.code & 0xff) != SQLITE_CONSTRAINT) throw;
      rd.fail(path + ".external_id", N_("'{id}' is used by another player"), {{"id", ext.value_or("")}});
    }
  }

  void players(const json& state, std::int64_t round_count) {
    const json& list = rd.array(state, "$", "players");
    auto ins = db.prepare(
        "INSERT INTO players (id, name, reading, name_key, external_id, joined_round, dropped_after_round, created_at, checked_in_at, fixed_table, seed, group_number) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
    for (std::size_t i = 0; i < list.size(); ++i) player(list[i], "$.players[" + std::to_string(i) + "]", round_count, ins);
  }

  SeatResult seat_result(const json& seat, const std::string& sp, const std::vector<std::int64_t>& seat_players, std::set<std::int64_t>& in_result) const {
    SeatResult sr;
    sr.player_id = rd.integer(seat, sp, "player", 1, INT64_MAX);
    if (std::find(seat_players.begin(), seat_players.end(), sr.player_id) == seat_players.end())
      rd.fail(sp + ".player", N_("player {id} does not sit at this match"), {{"id", std::to_string(sr.player_id)}});
    if (!in_result.insert(sr.player_id).second) rd.fail(sp + ".player", N_("appears twice"));
    sr.outcome = rd.word(seat, sp, "outcome", parse_seat_outcome, known_seat_outcomes());
    sr.games_won = static_cast<int>(rd.integer(seat, sp, "games_won", 0, 99));
    sr.games_lost = static_cast<int>(rd.integer(seat, sp, "games_lost", 0, 99));
    sr.games_drawn = static_cast<int>(rd.integer(seat, sp, "games_drawn", 0, 99));
    if (auto pl = rd.opt_integer(seat, sp, "placement", 1, 99)) sr.placement = static_cast<int>(*pl);
    sr.awards_json = rd.opt_json(seat, "awards");
    return sr;
  }

  GameRecord game_record(const json& game, const std::string& gp) const {
    GameRecord gr;
    gr.number = static_cast<int>(rd.integer(game, gp, "number", 1, 99));
    gr.outcome = rd.word(game, gp, "outcome", parse_game_outcome, known_game_outcomes());
    gr.winner_id = rd.opt_integer(game, gp, "winner", 1, INT64_MAX);
    if (gr.winner_id) need_player(gp + ".winner", *gr.winner_id);
    gr.chose_play_order_id = rd.opt_integer(game, gp, "chose_play_order", 1, INT64_MAX);
    if (gr.chose_play_order_id) need_player(gp + ".chose_play_order", *gr.chose_play_order_id);
    gr.adjudication_json = rd.opt_json(game, "adjudication");
    return gr;
  }

  void result(const json& res, const std::string& rp, std::int64_t match_id, const std::vector<std::int64_t>& seat_players) {
    ResultRecord rec;
    rec.kind = rd.word(res, rp, "kind", parse_result_kind, known_result_kinds());
    rec.summary = rd.text(res, rp, "summary");
    rec.adjudication_json = rd.opt_json(res, "adjudication");
    const json& seats = rd.array(res, rp, "seats");
    std::set<std::int64_t> in_result;
    for (std::size_t s = 0; s < seats.size(); ++s)
      rec.seats.push_back(seat_result(seats[s], rp + ".seats[" + std::to_string(s) + "]", seat_players, in_result));
    if (rec.seats.size() != seat_players.size()) rd.fail(rp + ".seats", N_("needs one entry for each of the {n} players"), {{"n", std::to_string(seat_players.size())}});
    if (res.contains("games")) {
      const json& games = rd.array(res, rp, "games");
      for (std::size_t g = 0; g < games.size(); ++g) rec.games.push_back(game_record(games[g], rp + ".games[" + std::to_string(g) + "]"));
    }
    write_result(db, match_id, rec);
    // Keep the original time of entry (write_result stamps the current time).
    db.prepare("UPDATE results SET entered_at = ?1 WHERE match_id = ?2").bind(1, rd.text(res, rp, "entered_at")).bind(2, match_id).run();
  }

  // The match's seated players; `seated` holds the round's so far.
  std::vector<std::int64_t> seats(const json& m, const std::string& mp, bool bye, int round, std::set<std::int64_t>& seated) const {
    const json& seat_list = rd.array(m, mp, "players");
    std::vector<std::int64_t> seat_players;
    for (std::size_t s = 0; s < seat_list.size(); ++s) {
      std::string sp = mp + ".players[" + std::to_string(s) + "]";
      if (!seat_list[s].is_number_integer()) rd.fail(sp, N_("must be a player id"));
      std::int64_t pid = seat_list[s].get<std::int64_t>();
      need_player(sp, pid);
      if (!seated.insert(pid).second) rd.fail(sp, N_("player {id} sits twice in round {round}"), {{"id", std::to_string(pid)}, {"round", std::to_string(round)}});
      seat_players.push_back(pid);
    }
    if (bye ? seat_players.size() != 1 : seat_players.size() < 2) rd.fail(mp + ".players", bye ? N_("a bye has one player") : N_("a match needs at least two players"));
    return seat_players;
  }

  void match(const json& m, const std::string& mp, int round, std::set<std::int64_t>& tables, std::set<std::int64_t>& seated) {
    std::int64_t id = rd.integer(m, mp, "id", 1, INT64_MAX);
    if (!match_ids.insert(id).second) rd.fail(mp + ".id", N_("match id {id} appears twice"), {{"id", std::to_string(id)}});
    const json& bye_v = rd.field(m, mp, "bye");
    if (!bye_v.is_boolean()) rd.fail(mp + ".bye", N_("must be true or false"));
    bool bye = bye_v.get<bool>();
    auto table = rd.opt_integer(m, mp, "table", 1, 100000);
    if (bye == table.has_value()) rd.fail(mp + ".table", bye ? N_("a bye has no table") : N_("a match needs a table number"));
    if (table && !tables.insert(*table).second) rd.fail(mp + ".table", N_("table {table} appears twice in the round"), {{"table", std::to_string(*table)}});
    const std::vector<std::int64_t> seat_players = seats(m, mp, bye, round, seated);
    db.prepare("INSERT INTO matches (id, round, table_number, is_bye) VALUES (?1, ?2, ?3, ?4)").bind(1, id).bind(2, round).bind(3, table).bind(4, bye ? 1 : 0).run();
    auto seat = db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)");
    for (std::size_t s = 0; s < seat_players.size(); ++s) seat.bind(1, id).bind(2, static_cast<int>(s + 1)).bind(3, seat_players[s]).run();
    if (!m.contains("result") || m["result"].is_null()) {
      if (bye) rd.fail(mp + ".result", N_("a bye needs its result"));
      return;
    }
    result(m["result"], mp + ".result", id, seat_players);
  }

  // `$.rounds[index]`, of `total`.
  void round(const json& r, std::size_t index, std::size_t total) {
    const std::string path = "$.rounds[" + std::to_string(index) + "]";
    const int number = static_cast<int>(rd.integer(r, path, "number", 1, 1000));
    if (static_cast<std::size_t>(number) != index + 1)
      rd.fail(path + ".number", N_("rounds must be numbered 1, 2, 3, … in order; expected {n}"), {{"n", std::to_string(index + 1)}});
    std::string stage = rd.one_of(r, path, "stage", {"swiss", "cut"});
    std::string status = rd.one_of(r, path, "status", {"open", "closed"});
    if (parse_round_status(status) == RoundStatus::open && index + 1 < total) rd.fail(path + ".status", N_("only the last round can be open"));
    const auto best_of = rd.opt_integer(r, path, "best_of", 1, 9);
    if (best_of && *best_of % 2 == 0) rd.fail(path + ".best_of", N_("a match is best of an odd number of games"));
    db.prepare("INSERT INTO rounds (number, stage, status, paired_at, closed_at, best_of) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        .bind(1, number).bind(2, stage).bind(3, status).bind(4, rd.text(r, path, "paired_at")).bind(5, rd.opt_text(r, path, "closed_at"))
        .bind(6, best_of).run();
    const json& matches = rd.array(r, path, "matches");
    std::set<std::int64_t> tables, seated;
    for (std::size_t k = 0; k < matches.size(); ++k) match(matches[k], path + ".matches[" + std::to_string(k) + "]", number, tables, seated);
  }

  void decks(const json& state) {
    if (!state.contains("decks")) return;
    const json& list = rd.array(state, "$", "decks");
    auto ins = db.prepare(
        "INSERT INTO decks (id, player_id, source_file, source_text, checked_date, format, verdict, report, registered_at, superseded_by) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, NULL)");
    std::vector<std::pair<std::int64_t, std::int64_t>> superseded;
    for (std::size_t i = 0; i < list.size(); ++i) {
      std::string path = "$.decks[" + std::to_string(i) + "]";
      const json& d = list[i];
      std::int64_t id = rd.integer(d, path, "id", 1, INT64_MAX);
      std::int64_t player = rd.integer(d, path, "player", 1, INT64_MAX);
      need_player(path + ".player", player);
      const json& report = rd.field(d, path, "report");
      ins.bind(1, id).bind(2, player).bind(3, rd.text(d, path, "source_file")).bind(4, rd.text(d, path, "source_text"));
      ins.bind(5, rd.text(d, path, "checked_date")).bind(6, rd.opt_text(d, path, "format"));
      ins.bind(7, rd.one_of(d, path, "verdict", {"legal", "illegal", "unverified"})).bind(8, report.dump()).bind(9, rd.text(d, path, "registered_at"));
      try {
        ins.run();
      } catch (const SqliteError& e) {
        if ((e.code & 0xff) != SQLITE_CONSTRAINT) throw;
        rd.fail(path + ".id", N_("deck id {id} appears twice"), {{"id", std::to_string(id)}});
      }
      if (auto s = rd.opt_integer(d, path, "superseded_by", 1, INT64_MAX)) superseded.push_back({id, *s});
    }
    for (auto [id, by] : superseded) {
      auto check = db.prepare("SELECT 1 FROM decks WHERE id = ?1");
      check.bind(1, by);
      if (!check.step()) rd.fail("$.decks", N_("deck {id} is superseded by deck {by}, which is not in the file"), {{"id", std::to_string(id)}, {"by", std::to_string(by)}});
      db.prepare("UPDATE decks SET superseded_by = ?1 WHERE id = ?2").bind(1, by).bind(2, id).run();
    }
  }

  void penalties(const json& state) {
    if (!state.contains("penalties")) return;
    const json& pens = rd.array(state, "$", "penalties");
    for (std::size_t i = 0; i < pens.size(); ++i) {
      std::string path = "$.penalties[" + std::to_string(i) + "]";
      const json& p = pens[i];
      std::int64_t player = rd.integer(p, path, "player", 1, INT64_MAX);
      need_player(path + ".player", player);
      auto match = rd.opt_integer(p, path, "match", 1, INT64_MAX);
      if (match && !match_ids.count(*match)) rd.fail(path + ".match", N_("no match with id {id}"), {{"id", std::to_string(*match)}});
      const auto voided_at = rd.opt_text(p, path, "voided_at"), void_reason = rd.opt_text(p, path, "void_reason");
      if (voided_at.has_value() != void_reason.has_value())
        rd.fail(path, N_("a voided penalty needs both \"voided_at\" and \"void_reason\""));
      try {
        db.prepare("INSERT INTO penalties (id, player_id, round, infraction, penalty, citation, note, match_id, created_at, undo, voided_at, void_reason) "
                   "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)")
            .bind(1, rd.integer(p, path, "id", 1, INT64_MAX)).bind(2, player).bind(3, rd.opt_integer(p, path, "round", 1, 1000))
            .bind(4, rd.text(p, path, "infraction"))
            .bind(5, penalty_name(rd.word(p, path, "penalty", parse_penalty, known_penalties())))
            .bind(6, rd.opt_text(p, path, "citation")).bind(7, rd.opt_text(p, path, "note")).bind(8, match)
            .bind(9, rd.text(p, path, "created_at")).bind(10, penalty_undo(rd, p, path)).bind(11, voided_at).bind(12, void_reason)
            .run();
      } catch (const SqliteError& e) {
        if ((e.code & 0xff) != SQLITE_CONSTRAINT) throw;
        rd.fail(path + ".id", N_("penalty id appears twice"));
      }
    }
  }
};

StateImport::StateImport(Database& db, const std::string& source) : steps_(std::make_unique<ImportSteps>(ImportSteps{db, StateReader{source}, {}, {}})) {}

StateImport::~StateImport() = default;

void StateImport::begin(const json& state, std::optional<std::size_t> rounds) {
  steps_->header(state);
  rounds_ = rounds ? *rounds : steps_->rd.array(state, "$", "rounds").size();
  steps_->players(state, static_cast<std::int64_t>(rounds_));
  import_teams(steps_->db, steps_->rd, state, steps_->player_ids, static_cast<std::int64_t>(rounds_));
}

void StateImport::round(const json& round, std::size_t index) { steps_->round(round, index, rounds_); }

void StateImport::finish(const json& state) {
  steps_->rd.array(state, "$", "rounds");
  steps_->decks(state);
  steps_->penalties(state);
  import_round_setup(steps_->db, steps_->rd, state, steps_->player_ids);
  import_doors(steps_->db, steps_->rd, state, steps_->player_ids);
}

void import_event(Database& db, const json& state, const std::string& source) {
  StateImport im(db, source);
  im.begin(state, std::nullopt);
  for (std::size_t i = 0; i < state["rounds"].size(); ++i) im.round(state["rounds"][i], i);
  im.finish(state);
}

}  // namespace jk::pairing
