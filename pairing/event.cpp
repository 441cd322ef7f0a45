#include "event.hpp"
#include "players.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <unordered_map>

#include "csv.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "pods.hpp"
#include "text.hpp"

namespace jk::pairing {

using nlohmann::json;

// ---------------------------------------------------------------- settings

Settings parse_settings(const std::string& text, const std::string& where) {
  Settings s;
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    throw InputError(where, 0, std::string("event settings are not valid JSON: ") + e.what());
  }
  if (!j.is_object()) throw InputError(where, 0, "event settings must be a JSON object");
  if (j.contains("late_entry_losses")) {
    if (!j["late_entry_losses"].is_boolean()) throw InputError(where, 0, "settings.late_entry_losses must be true or false");
    s.late_entry_losses = j["late_entry_losses"].get<bool>();
  }
  if (j.contains("tiebreakers")) {
    static const std::set<std::string> known = {"omw", "gw", "ogw", "oppw", "oopw", "random"};
    if (!j["tiebreakers"].is_array()) throw InputError(where, 0, "settings.tiebreakers must be a list");
    for (const auto& t : j["tiebreakers"]) {
      if (!t.is_object() || !t.contains("id") || !t["id"].is_string())
        throw InputError(where, 0, "each settings.tiebreakers entry needs an \"id\"");
      ChainEntry c{t["id"].get<std::string>(), 0};
      if (!known.count(c.id)) throw InputError(where, 0, "unknown tiebreaker '" + c.id + "' (omw, gw, ogw, oppw, oopw, random)");
      if (t.contains("floor")) {
        if (!t["floor"].is_number() || t["floor"].get<double>() < 0 || t["floor"].get<double>() > 1)
          throw InputError(where, 0, "tiebreaker floor must be a number from 0 to 1");
        c.floor = t["floor"].get<double>();
      }
      s.tiebreakers.push_back(c);
    }
  }
  return s;
}

std::string settings_json(const Settings& s) {
  nlohmann::ordered_json j;
  j["late_entry_losses"] = s.late_entry_losses;
  if (!s.tiebreakers.empty()) {
    j["tiebreakers"] = nlohmann::ordered_json::array();
    for (const auto& t : s.tiebreakers) j["tiebreakers"].push_back({{"id", t.id}, {"floor", t.floor}});
  }
  return j.dump();
}

// ---------------------------------------------------------------- reading

const Player* Event::player(std::int64_t id) const {
  auto it = std::lower_bound(players.begin(), players.end(), id, [](const Player& p, std::int64_t v) { return p.id < v; });
  return it != players.end() && it->id == id ? &*it : nullptr;
}

const Round* Event::round(int number) const {
  for (const auto& r : rounds)
    if (r.number == number) return &r;
  return nullptr;
}

std::vector<const Match*> Event::missing_results(int number) const {
  std::vector<const Match*> out;
  for (const auto& m : matches)
    if (m.round == number && !m.result) out.push_back(&m);
  return out;
}

bool Event::round_counted(const Round& r) const {
  return r.stage == "swiss" && (r.closed || missing_results(r.number).empty());
}

static Event load_header(Database& db) {
  Event ev;
  {
    auto st = db.prepare("SELECT name, game, format, date, rounds, top_cut, seed, settings, created_at FROM event WHERE id = 1");
    if (!st.step()) throw InputError(db.path(), 0, "the event file has no event; create one with `judgekit event create`");
    ev.info.name = st.text(0);
    ev.info.game = st.text(1);
    ev.info.format = st.opt_text(2).value_or("");
    ev.info.date = st.text(3);
    if (auto r = st.opt_int64(4)) ev.info.rounds = static_cast<int>(*r);
    ev.info.top_cut = st.integer(5);
    ev.info.seed = st.int64(6);
    ev.info.settings = st.text(7);
    ev.info.created_at = st.text(8);
  }
  ev.settings = parse_settings(ev.info.settings, db.path());
  {
    auto st = db.prepare(
        "SELECT id, name, reading, name_key, external_id, joined_round, dropped_after_round, created_at FROM players ORDER BY id");
    while (st.step()) {
      Player p;
      p.id = st.int64(0);
      p.name = st.text(1);
      p.reading = st.opt_text(2).value_or("");
      p.name_key = st.text(3);
      p.external_id = st.opt_text(4).value_or("");
      p.joined_round = st.integer(5);
      if (auto d = st.opt_int64(6)) p.dropped_after = static_cast<int>(*d);
      p.created_at = st.text(7);
      ev.players.push_back(std::move(p));
    }
  }
  {
    auto st = db.prepare("SELECT number, stage, status, paired_at, closed_at FROM rounds ORDER BY number");
    while (st.step()) ev.rounds.push_back({st.integer(0), st.text(1), st.text(2) == "closed", st.text(3), st.opt_text(4)});
  }
  return ev;
}

// Matches of `round` (0: every round) with seats and results, in read_result's layout but read
// with one query per table instead of three per match.
static void load_matches(Database& db, Event& ev, int round, bool with_games) {
  const char* filter = round ? " WHERE m.round = ?1" : "";
  std::unordered_map<std::int64_t, std::size_t> index;
  auto bind = [&](Statement& st) {
    if (round) st.bind(1, round);
  };
  {
    auto st = db.prepare(std::string("SELECT m.id, m.round, m.table_number, m.is_bye FROM matches m") + filter +
                         " ORDER BY m.round, m.table_number IS NULL, m.table_number, m.id");
    bind(st);
    while (st.step()) {
      Match m;
      m.id = st.int64(0);
      m.round = st.integer(1);
      if (auto t = st.opt_int64(2)) m.table = static_cast<int>(*t);
      m.bye = st.integer(3) != 0;
      index[m.id] = ev.matches.size();
      ev.matches.push_back(std::move(m));
    }
  }
  {
    auto st = db.prepare(std::string("SELECT s.match_id, s.player_id FROM seats s JOIN matches m ON m.id = s.match_id") + filter +
                         " ORDER BY s.match_id, s.seat");
    bind(st);
    while (st.step()) ev.matches[index.at(st.int64(0))].players.push_back(st.int64(1));
  }
  {
    auto st = db.prepare(std::string(with_games ? "SELECT x.match_id, x.kind, x.summary, x.adjudication, x.entered_at"
                                                : "SELECT x.match_id, x.kind, x.summary, NULL, x.entered_at") +
                         " FROM results x JOIN matches m ON m.id = x.match_id" + filter);
    bind(st);
    while (st.step()) {
      ResultRecord r;
      r.kind = st.text(1);
      r.summary = st.text(2);
      r.adjudication_json = st.opt_text(3);
      r.entered_at = st.text(4);
      ev.matches[index.at(st.int64(0))].result = std::move(r);
    }
  }
  {
    // jk::read_result in bulk: one query for the whole event instead of one per match.
    auto st = db.prepare(std::string("SELECT sr.match_id, ") + kSeatResultColumns +
                         " FROM seat_results sr JOIN matches m ON m.id = sr.match_id" + filter + " ORDER BY sr.match_id, sr.rowid");
    bind(st);
    while (st.step()) {
      auto& m = ev.matches[index.at(st.int64(0))];
      if (m.result) m.result->seats.push_back(seat_result_from(st, 1));
    }
  }
  if (with_games) {
    auto st = db.prepare(std::string("SELECT g.match_id, ") + kGameRecordColumns + " FROM games g JOIN matches m ON m.id = g.match_id" +
                         filter + " ORDER BY g.match_id, g.number");
    bind(st);
    while (st.step()) {
      auto& m = ev.matches[index.at(st.int64(0))];
      if (m.result) m.result->games.push_back(game_record_from(st, 1));
    }
  }
}

Event load_event(Database& db, Load what) {
  Event ev = load_header(db);
  if (what != Load::header) load_matches(db, ev, 0, what == Load::all);
  return ev;
}

Event load_round(Database& db, int round) {
  Event ev = load_header(db);
  load_matches(db, ev, round, false);
  return ev;
}

// ---------------------------------------------------------------- derived numbers

static int seat_points(const MatchStructure& ms, bool bye, char outcome, std::optional<int> placement) {
  if (bye) return ms.bye_points;
  if (placement && !ms.placement_points.empty())
    return *placement <= static_cast<int>(ms.placement_points.size()) ? ms.placement_points[static_cast<std::size_t>(*placement - 1)] : 0;
  return outcome == 'W' ? ms.points_win : outcome == 'D' ? ms.points_draw : ms.points_loss;
}

Scores scores_of(const Event& ev, const Game& game) {
  Scores s;
  s.players = static_cast<int>(ev.players.size());
  s.missed_rounds.assign(ev.players.size(), 0);
  std::vector<std::int64_t> ids;
  for (const auto& p : ev.players) ids.push_back(p.id);
  auto index_of = [&](std::int64_t id) {
    auto it = std::lower_bound(ids.begin(), ids.end(), id);
    return it != ids.end() && *it == id ? static_cast<int>(it - ids.begin()) : -1;
  };
  std::set<int> counted;
  for (const auto& r : ev.rounds)
    if (ev.round_counted(r)) counted.insert(r.number);
  const MatchStructure& ms = game.match;
  std::vector<ScoreSeat> seats;
  for (const auto& m : ev.matches) {
    if (!counted.count(m.round) || !m.result) continue;
    seats.clear();
    for (const auto& sr : m.result->seats) {
      ScoreSeat seat;
      seat.player = index_of(sr.player_id);
      if (seat.player < 0) continue;
      seat.outcome = sr.outcome == "win" ? 'W' : sr.outcome == "draw" ? 'D' : 'L';
      seat.games_won = sr.games_won;
      seat.games_lost = sr.games_lost;
      seat.games_drawn = sr.games_drawn;
      seat.points = seat_points(ms, m.bye || m.result->kind == "bye", seat.outcome, sr.placement);
      seats.push_back(seat);
    }
    s.add_match(m.round, m.bye, seats);
  }
  if (ev.settings.late_entry_losses)
    for (std::size_t i = 0; i < ev.players.size(); ++i)
      for (int r : counted)
        if (r < ev.players[i].joined_round) ++s.missed_rounds[i];
  return s;
}

Scores read_scores(Database& db, const Event& header, const Game& game) {
  Scores s;
  s.players = static_cast<int>(header.players.size());
  s.missed_rounds.assign(header.players.size(), 0);
  std::unordered_map<std::int64_t, int> index;
  index.reserve(header.players.size());
  for (std::size_t i = 0; i < header.players.size(); ++i) index[header.players[i].id] = static_cast<int>(i);
  // Counted: Swiss rounds closed, or with every match reported.
  std::set<int> counted;
  {
    auto st = db.prepare(
        "SELECT r.number FROM rounds r WHERE r.stage = 'swiss' AND (r.status = 'closed' OR NOT EXISTS ("
        "SELECT 1 FROM matches m WHERE m.round = r.number AND NOT EXISTS (SELECT 1 FROM results x WHERE x.match_id = m.id)))");
    while (st.step()) counted.insert(st.integer(0));
  }
  const MatchStructure& ms = game.match;
  // One scan in storage order (no ORDER BY: SQLite would sort 100,000 rows in a temp B-tree),
  // then sorted here by round and match.
  struct Row {
    int round;
    std::int64_t match;
    bool bye;
    ScoreSeat seat;
  };
  std::vector<Row> rows;
  {
    auto st = db.prepare(
        "SELECT m.round, m.id, m.is_bye, sr.player_id, sr.outcome, sr.games_won, sr.games_lost, sr.games_drawn, sr.placement "
        "FROM seat_results sr JOIN matches m ON m.id = sr.match_id");
    while (st.step()) {
      int round = st.integer(0);
      if (!counted.count(round)) continue;
      auto it = index.find(st.int64(3));
      if (it == index.end()) continue;
      Row r{round, st.int64(1), st.integer(2) != 0, {}};
      r.seat.player = it->second;
      std::string outcome = st.text(4);
      r.seat.outcome = outcome == "win" ? 'W' : outcome == "draw" ? 'D' : 'L';
      r.seat.games_won = st.integer(5);
      r.seat.games_lost = st.integer(6);
      r.seat.games_drawn = st.integer(7);
      std::optional<int> placement;
      if (auto p = st.opt_int64(8)) placement = static_cast<int>(*p);
      r.seat.points = seat_points(ms, r.bye, r.seat.outcome, placement);
      rows.push_back(r);
    }
  }
  std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.round != b.round ? a.round < b.round : a.match < b.match; });
  std::vector<ScoreSeat> seats;
  for (std::size_t i = 0; i < rows.size();) {
    std::size_t j = i;
    seats.clear();
    while (j < rows.size() && rows[j].match == rows[i].match) seats.push_back(rows[j++].seat);
    s.add_match(rows[i].round, rows[i].bye, seats);
    i = j;
  }
  if (header.settings.late_entry_losses)
    for (std::size_t i = 0; i < header.players.size(); ++i)
      for (int r : counted)
        if (r < header.players[i].joined_round) ++s.missed_rounds[i];
  return s;
}

ScoringRules rules_of(const Event& ev, const Game& game) {
  return scoring_rules(game, ev.settings.tiebreakers, static_cast<std::uint64_t>(ev.info.seed));
}

std::vector<StandingRow> standings(const Event& ev, const Game& game) { return standings(ev, scores_of(ev, game), game); }

std::vector<StandingRow> standings(const Event& ev, const Scores& sc, const Game& game) {
  ScoringRules rules = rules_of(ev, game);
  std::vector<std::int64_t> ids;
  for (const auto& p : ev.players) ids.push_back(p.id);
  auto scored = score_players(sc, rules, ids);
  auto order = standings_order(scored, rules, ids);
  std::vector<StandingRow> rows;
  int rank = 0;
  for (int i : order) {
    const Player& p = ev.players[static_cast<std::size_t>(i)];
    const PlayerScore& s = scored[static_cast<std::size_t>(i)];
    StandingRow row;
    row.rank = ++rank;
    row.player_id = p.id;
    row.name = p.name;
    row.reading = p.reading;
    row.points = s.points;
    row.wins = s.wins;
    row.losses = s.losses;
    row.draws = s.draws;
    for (std::size_t k = 0; k < rules.chain.size(); ++k)
      if (rules.chain[k].id != "random") row.tiebreakers.push_back({rules.chain[k].id, s.tiebreakers[k]});
    row.dropped = p.dropped_after.has_value();
    row.rounds = s.rounds;
    row.byes = s.byes;
    row.match_win = s.match_win;
    row.game_win = s.game_win;
    rows.push_back(std::move(row));
  }
  return rows;
}

std::vector<int> points_before(const Scores& scores, int round) {
  std::vector<int> pts(static_cast<std::size_t>(scores.players), 0);
  for (const auto& m : scores.matches) {
    if (m.round >= round) continue;
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i)
      pts[static_cast<std::size_t>(scores.seats[static_cast<std::size_t>(i)].player)] += scores.seats[static_cast<std::size_t>(i)].points;
  }
  return pts;
}

std::vector<SwissPlayer> swiss_players(const Scores& scores, const std::vector<int>& ranked) {
  std::vector<int> pos(static_cast<std::size_t>(scores.players), -1);
  for (std::size_t k = 0; k < ranked.size(); ++k) pos[static_cast<std::size_t>(ranked[k])] = static_cast<int>(k);
  std::vector<SwissPlayer> out(ranked.size());
  std::vector<int> points(static_cast<std::size_t>(scores.players), 0), pair_downs(static_cast<std::size_t>(scores.players), 0),
      byes(static_cast<std::size_t>(scores.players), 0);
  // Walk the rounds in order: who was paired down is judged on the points before that round.
  std::size_t m = 0;
  while (m < scores.matches.size()) {
    int round = scores.matches[m].round;
    std::size_t end = m;
    while (end < scores.matches.size() && scores.matches[end].round == round) ++end;
    for (std::size_t k = m; k < end; ++k) {
      const ScoreMatch& sm = scores.matches[k];
      if (sm.bye) {
        ++byes[static_cast<std::size_t>(scores.seats[static_cast<std::size_t>(sm.first_seat)].player)];
        continue;
      }
      if (sm.seat_count == 2) {
        int a = scores.seats[static_cast<std::size_t>(sm.first_seat)].player, b = scores.seats[static_cast<std::size_t>(sm.first_seat + 1)].player;
        if (points[static_cast<std::size_t>(a)] > points[static_cast<std::size_t>(b)]) ++pair_downs[static_cast<std::size_t>(a)];
        if (points[static_cast<std::size_t>(b)] > points[static_cast<std::size_t>(a)]) ++pair_downs[static_cast<std::size_t>(b)];
      }
      for (int i = sm.first_seat; i < sm.first_seat + sm.seat_count; ++i) {
        int p = scores.seats[static_cast<std::size_t>(i)].player, pp = pos[static_cast<std::size_t>(p)];
        if (pp < 0) continue;
        for (int j = sm.first_seat; j < sm.first_seat + sm.seat_count; ++j) {
          int q = pos[static_cast<std::size_t>(scores.seats[static_cast<std::size_t>(j)].player)];
          if (j != i && q >= 0) out[static_cast<std::size_t>(pp)].opponents.push_back(q);
        }
      }
    }
    for (std::size_t k = m; k < end; ++k) {
      const ScoreMatch& sm = scores.matches[k];
      for (int i = sm.first_seat; i < sm.first_seat + sm.seat_count; ++i)
        points[static_cast<std::size_t>(scores.seats[static_cast<std::size_t>(i)].player)] += scores.seats[static_cast<std::size_t>(i)].points;
    }
    m = end;
  }
  for (std::size_t k = 0; k < ranked.size(); ++k) {
    std::size_t p = static_cast<std::size_t>(ranked[k]);
    out[k].points = points[p];
    out[k].byes = byes[p];
    out[k].pair_downs = pair_downs[p];
  }
  return out;
}

const Player& resolve_player(const Event& ev, const std::string& text) {
  std::vector<PlayerName> names;
  names.reserve(ev.players.size());
  for (const auto& p : ev.players) names.push_back({p.id, p.name, p.name_key, p.external_id});
  return ev.players[pick_player(names, text)];
}

// ---------------------------------------------------------------- changes

void fault_point(const char* name) {
  const char* f = std::getenv("JUDGEKIT_FAULT");
  if (f && std::string(f) == name) _exit(86);  // no unwinding: the transaction is left uncommitted
}

void create_event(Database& db, const EventInfo& info) {
  db.prepare("INSERT INTO event (id, name, game, format, date, rounds, top_cut, seed, settings, created_at) "
             "VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")
      .bind(1, info.name)
      .bind(2, info.game)
      .bind(3, info.format.empty() ? std::optional<std::string>() : std::optional<std::string>(info.format))
      .bind(4, info.date)
      .bind(5, info.rounds ? std::optional<std::int64_t>(*info.rounds) : std::nullopt)
      .bind(6, info.top_cut)
      .bind(7, info.seed)
      .bind(8, info.settings)
      .bind(9, utc_now())
      .run();
}

std::vector<NewPlayer> read_players_csv(const std::string& text, const std::string& file) {
  auto rows = parse_csv(text, file);
  if (rows.empty()) throw InputError(file, 1, "empty file; the first line must name the columns: id,name,reading");
  int col_id = -1, col_name = -1, col_reading = -1;
  for (std::size_t i = 0; i < rows[0].fields.size(); ++i) {
    std::string h = fold_text(trim(rows[0].fields[i]));
    if (h == "id") col_id = static_cast<int>(i);
    else if (h == "name") col_name = static_cast<int>(i);
    else if (h == "reading") col_reading = static_cast<int>(i);
    else throw InputError(file, 1, "unknown column '" + rows[0].fields[i] + "' (id, name, reading)");
  }
  if (col_name < 0) throw InputError(file, 1, "no 'name' column; the first line must name the columns: id,name,reading");
  std::vector<NewPlayer> out;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& f = rows[r].fields;
    auto field = [&](int c) { return c >= 0 && static_cast<std::size_t>(c) < f.size() ? trim(f[static_cast<std::size_t>(c)]) : std::string(); };
    NewPlayer p{field(col_name), field(col_reading), field(col_id), rows[r].line};
    if (f.size() > rows[0].fields.size())
      throw InputError(file, rows[r].line, "more fields than columns (" + std::to_string(f.size()) + " for " + std::to_string(rows[0].fields.size()) + ")");
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<std::int64_t> add_players(Database& db, const std::vector<NewPlayer>& players, int joined_round, const std::string& source,
                                      std::vector<std::string>& notes) {
  std::map<std::string, std::string> seen_keys;  // name_key -> name, existing players first
  std::set<std::string> seen_ids;
  {
    auto st = db.prepare("SELECT name, name_key, external_id FROM players");
    while (st.step()) {
      seen_keys.emplace(st.text(1), st.text(0));
      if (auto e = st.opt_text(2)) seen_ids.insert(*e);
    }
  }
  std::vector<std::int64_t> ids;
  auto insert = db.prepare(
      "INSERT INTO players (name, reading, name_key, external_id, joined_round, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  for (const auto& p : players) {
    std::string where = p.line ? source : "";
    if (p.name.empty()) throw InputError(where, p.line, "a player needs a name");
    if (!valid_utf8(p.name)) throw InputError(where, p.line, "the name is not valid UTF-8");
    std::string key = name_key(p.name);
    if (key.empty()) throw InputError(where, p.line, "the name '" + p.name + "' has no letters or digits");
    if (std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; }))
      throw InputError(where, p.line, "the name '" + p.name + "' is only digits, which reads as a player id; add a letter");
    if (!p.external_id.empty() && !seen_ids.insert(p.external_id).second)
      throw InputError(where, p.line, "id '" + p.external_id + "' is already registered");
    auto [it, fresh] = seen_keys.emplace(key, p.name);
    if (!fresh) notes.push_back("note: " + p.name + " has the same name as " + it->second + "; refer to them by id");
    insert.bind(1, p.name)
        .bind(2, p.reading.empty() ? std::optional<std::string>() : std::optional<std::string>(p.reading))
        .bind(3, key)
        .bind(4, p.external_id.empty() ? std::optional<std::string>() : std::optional<std::string>(p.external_id))
        .bind(5, joined_round)
        .bind(6, utc_now());
    insert.run();
    ids.push_back(db.last_insert_id());
  }
  return ids;
}

int next_round(const Event& ev) { return ev.last_round() + 1; }

void drop_player(Database& db, const Event& ev, const Player& p) {
  if (p.dropped_after) throw InputError(p.name + " already dropped after round " + std::to_string(*p.dropped_after));
  // Dropping takes effect from the next pairing; results of the current round still count.
  db.prepare("UPDATE players SET dropped_after_round = ?1 WHERE id = ?2").bind(1, ev.last_round()).bind(2, p.id).run();
}

ResultRecord bye_result(const Game& game, std::int64_t player) {
  ResultRecord r;
  r.kind = "bye";
  r.summary = "bye";
  SeatResult s;
  s.player_id = player;
  s.outcome = "win";
  s.games_won = game.match.bye_games_won;
  s.games_lost = game.match.bye_games_lost;
  r.seats.push_back(s);
  return r;
}

// Writes matches with two prepared statements (a round of 5,000 tables is one transaction).
struct MatchWriter {
  Database& db;
  Statement match, seat;
  explicit MatchWriter(Database& d)
      : db(d),
        match(d.prepare("INSERT INTO matches (round, table_number, is_bye) VALUES (?1, ?2, ?3)")),
        seat(d.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)")) {}
  std::int64_t add(int round, std::optional<int> table, bool bye, const std::vector<std::int64_t>& players) {
    match.bind(1, round).bind(2, table ? std::optional<std::int64_t>(*table) : std::nullopt).bind(3, bye ? 1 : 0).run();
    std::int64_t id = db.last_insert_id();
    for (std::size_t i = 0; i < players.size(); ++i) seat.bind(1, id).bind(2, static_cast<int>(i + 1)).bind(3, players[i]).run();
    return id;
  }
};

static std::int64_t insert_match(Database& db, int round, std::optional<int> table, bool bye, const std::vector<std::int64_t>& players) {
  return MatchWriter(db).add(round, table, bye, players);
}

// Refuses while the last round has tables without a result.
static void require_last_round_complete(Database& db, int last) {
  if (last == 0) return;
  std::vector<int> missing;
  auto st = db.prepare("SELECT table_number FROM matches m WHERE m.round = ?1 AND NOT EXISTS (SELECT 1 FROM results x WHERE x.match_id = m.id) "
                       "ORDER BY table_number");
  st.bind(1, last);
  while (st.step()) missing.push_back(st.is_null(0) ? 0 : st.integer(0));
  if (missing.empty()) return;
  std::string tables;
  for (std::size_t i = 0; i < missing.size() && i < 12; ++i) tables += (i ? ", " : "") + std::to_string(missing[i]);
  if (missing.size() > 12) tables += ", …";
  throw InputError("round " + std::to_string(last) + " still lacks " + std::to_string(missing.size()) + " result" +
                   (missing.size() == 1 ? "" : "s") + " (table" + (missing.size() == 1 ? " " : "s ") + tables +
                   "); enter them with `judgekit result` first");
}

static void close_round(Database& db, int number) {
  db.prepare("UPDATE rounds SET status = 'closed', closed_at = ?1 WHERE number = ?2 AND status = 'open'").bind(1, utc_now()).bind(2, number).run();
}

static void insert_round(Database& db, int number, const char* stage) {
  db.prepare("INSERT INTO rounds (number, stage, status, paired_at) VALUES (?1, ?2, 'open', ?3)").bind(1, number).bind(2, stage).bind(3, utc_now()).run();
}

static PairedRound pair_next_cut_round(Database& db, const Event& ev);

PairedRound pair_next_round(Database& db, const Game& game) {
  Event ev = load_event(db, Load::header);
  require_last_round_complete(db, ev.last_round());
  if (!ev.rounds.empty() && ev.rounds.back().stage == "cut") return pair_next_cut_round(db, load_round(db, ev.last_round()));
  int r = next_round(ev);
  if (ev.info.rounds && r > *ev.info.rounds)
    throw InputError("the event has " + std::to_string(*ev.info.rounds) + " Swiss rounds and all are paired; start the top cut with `judgekit cut`");
  Scores sc = read_scores(db, ev, game);
  ScoringRules rules = rules_of(ev, game);
  std::vector<std::int64_t> ids;
  for (const auto& p : ev.players) ids.push_back(p.id);
  auto scored = score_players(sc, rules, ids);
  std::vector<int> ranked;
  for (int i : standings_order(scored, rules, ids))
    if (ev.players[static_cast<std::size_t>(i)].active_in(r)) ranked.push_back(i);
  const MatchStructure& ms = game.match;
  PairedRound out;
  out.number = r;
  out.stage = "swiss";
  out.players = static_cast<int>(ranked.size());
  if (ranked.size() < 2) throw InputError("round " + std::to_string(r) + " needs at least 2 players; " + std::to_string(ranked.size()) + " can play (add players with `judgekit player add`)");
  std::uint64_t seed = mix_seed(static_cast<std::uint64_t>(ev.info.seed), static_cast<std::uint64_t>(r));
  std::vector<SwissPlayer> sp = swiss_players(sc, ranked);
  std::vector<std::vector<std::int64_t>> tables;
  if (ms.players_per_table > 2) {
    auto sizes = pod_sizes(static_cast<int>(ranked.size()), ms.players_per_table, ms.pod_min, ms.pod_max);
    if (sizes.empty())
      throw InputError(std::to_string(ranked.size()) + " players cannot sit at tables of " + std::to_string(ms.pod_min) + " to " +
                       std::to_string(ms.pod_max) + " (" + game.id + ")");
    auto pods = make_pods(sp, sizes, seed);
    for (const auto& pod : pods.pods) {
      std::vector<std::int64_t> t;
      for (int k : pod) t.push_back(ids[static_cast<std::size_t>(ranked[static_cast<std::size_t>(k)])]);
      tables.push_back(t);
    }
    out.stats.rematches = pods.repeats;
    if (pods.repeats) out.notes.push_back("note: " + std::to_string(pods.repeats) + " pair(s) of players meet again at a table; no grouping avoids it");
  } else {
    SwissPairing p = r == 1 ? pair_random(static_cast<int>(ranked.size()), seed) : pair_swiss(sp, SwissOptions{seed, false});
    out.stats = p.stats;
    for (auto [a, b] : p.pairs)
      tables.push_back({ids[static_cast<std::size_t>(ranked[static_cast<std::size_t>(a)])], ids[static_cast<std::size_t>(ranked[static_cast<std::size_t>(b)])]});
    if (p.bye >= 0) out.bye_player = ids[static_cast<std::size_t>(ranked[static_cast<std::size_t>(p.bye)])];
    if (p.stats.rematches)
      out.notes.push_back("note: " + std::to_string(p.stats.rematches) + " rematch" + (p.stats.rematches == 1 ? "" : "es") +
                          " could not be avoided");
  }
  if (r > 1) close_round(db, r - 1);
  insert_round(db, r, "swiss");
  MatchWriter writer(db);
  int table = 0;
  for (const auto& t : tables) writer.add(r, ++table, false, t);
  fault_point("after-matches");
  if (out.bye_player) {
    std::int64_t m = writer.add(r, std::nullopt, true, {*out.bye_player});
    write_result(db, m, bye_result(game, *out.bye_player));
  }
  out.tables = table;
  return out;
}

std::vector<int> bracket_order(int size) {
  std::vector<int> order{1};
  for (int n = 1; n < size; n *= 2) {
    std::vector<int> next;
    for (int s : order) next.push_back(s), next.push_back(2 * n + 1 - s);
    order = next;
  }
  return order;
}

static std::int64_t winner_of(const Match& m) {
  for (const auto& s : m.result->seats)
    if (s.outcome == "win") return s.player_id;
  return 0;
}

static PairedRound pair_next_cut_round(Database& db, const Event& ev) {
  int last = ev.last_round();
  std::vector<std::int64_t> winners;
  for (const auto& m : ev.matches)
    if (m.round == last) {
      std::int64_t w = winner_of(m);
      if (!w) throw InputError("top cut table " + std::to_string(m.table.value_or(0)) + " has no winner; a cut match needs one (enter it with --correct)");
      winners.push_back(w);
    }
  if (winners.size() < 2) {
    const Player* p = ev.player(winners.empty() ? 0 : winners.front());
    throw InputError(std::string("the top cut is over") + (p ? ": " + p->name + " won" : ""));
  }
  PairedRound out;
  out.number = last + 1;
  out.stage = "cut";
  out.players = static_cast<int>(winners.size());
  close_round(db, last);
  insert_round(db, out.number, "cut");
  for (std::size_t i = 0; i + 1 < winners.size(); i += 2) insert_match(db, out.number, static_cast<int>(i / 2 + 1), false, {winners[i], winners[i + 1]});
  out.tables = static_cast<int>(winners.size() / 2);
  return out;
}

PairedRound start_cut(Database& db, const Game& game, int size) {
  Event ev = load_event(db, Load::header);
  if (game.match.players_per_table != 2) throw InputError("a single-elimination cut needs two players a table; " + game.id + " plays in pods");
  if (size < 2 || (size & (size - 1))) throw InputError("--size " + std::to_string(size) + " is not a power of 2 (2, 4, 8, 16, …)");
  for (const auto& r : ev.rounds)
    if (r.stage == "cut") throw InputError("the top cut has started already (round " + std::to_string(r.number) + "); pair its next round with `judgekit round pair`");
  if (ev.rounds.empty()) throw InputError("no Swiss round has been played yet");
  require_last_round_complete(db, ev.last_round());
  auto rows = standings(ev, read_scores(db, ev, game), game);
  std::vector<std::int64_t> seeds;
  for (const auto& row : rows)
    if (!row.dropped && static_cast<int>(seeds.size()) < size) seeds.push_back(row.player_id);
  if (static_cast<int>(seeds.size()) < size)
    throw InputError("a top " + std::to_string(size) + " needs " + std::to_string(size) + " players still in the event; " + std::to_string(seeds.size()) + " are");
  PairedRound out;
  out.number = ev.last_round() + 1;
  out.stage = "cut";
  out.players = size;
  close_round(db, ev.last_round());
  insert_round(db, out.number, "cut");
  auto order = bracket_order(size);
  for (std::size_t i = 0; i + 1 < order.size(); i += 2)
    insert_match(db, out.number, static_cast<int>(i / 2 + 1), false,
                 {seeds[static_cast<std::size_t>(order[i] - 1)], seeds[static_cast<std::size_t>(order[i + 1] - 1)]});
  out.tables = size / 2;
  return out;
}

int unpair_last_round(Database& db) {
  int last = load_event(db, Load::header).last_round();
  if (last == 0) throw InputError("no round has been paired");
  Event ev = load_round(db, last);
  for (const auto& m : ev.matches)
    if (m.round == last && m.result && !m.bye)
      throw InputError("round " + std::to_string(last) + " has results (table " + std::to_string(m.table.value_or(0)) +
                       "); it can no longer be unpaired. Fix single tables with `judgekit pairing swap` before results come in");
  for (const auto& m : ev.matches)
    if (m.round == last) delete_result(db, m.id);  // the byes' results
  db.prepare("DELETE FROM seats WHERE match_id IN (SELECT id FROM matches WHERE round = ?1)").bind(1, last).run();
  // Late entries added while this round stood were to join the next one; they join it again.
  db.prepare("UPDATE players SET joined_round = ?1 WHERE joined_round = ?1 + 1").bind(1, last).run();
  db.prepare("DELETE FROM matches WHERE round = ?1").bind(1, last).run();
  db.prepare("DELETE FROM rounds WHERE number = ?1").bind(1, last).run();
  if (last > 1) db.prepare("UPDATE rounds SET status = 'open', closed_at = NULL WHERE number = ?1").bind(1, last - 1).run();
  return last;
}

// ---- manual swaps

static const Match& table_in(const Event& ev, int round, int table) {
  for (const auto& m : ev.matches)
    if (m.round == round && m.table && *m.table == table) return m;
  throw InputError("round " + std::to_string(round) + " has no table " + std::to_string(table));
}

static std::vector<std::string> rematch_warnings(Database& db, const Event& ev, int round, const std::vector<const Match*>& changed) {
  std::vector<std::string> out;
  auto st = db.prepare(
      "SELECT m.round FROM matches m JOIN seats a ON a.match_id = m.id JOIN seats b ON b.match_id = m.id "
      "WHERE a.player_id = ?1 AND b.player_id = ?2 AND m.round < ?3 ORDER BY m.round");
  for (const Match* m : changed)
    for (std::size_t i = 0; i < m->players.size(); ++i)
      for (std::size_t j = i + 1; j < m->players.size(); ++j) {
        st.bind(1, m->players[i]).bind(2, m->players[j]).bind(3, round);
        while (st.step())
          out.push_back("warning: table " + std::to_string(m->table.value_or(0)) + ": " + ev.player(m->players[i])->name + " and " +
                        ev.player(m->players[j])->name + " already played in round " + std::to_string(st.integer(0)));
        st.reset();
      }
  return out;
}

static void rewrite_seats(Database& db, const Match& m) {
  db.prepare("DELETE FROM seats WHERE match_id = ?1").bind(1, m.id).run();
  auto seat = db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)");
  for (std::size_t i = 0; i < m.players.size(); ++i) seat.bind(1, m.id).bind(2, static_cast<int>(i + 1)).bind(3, m.players[i]).run();
}

static void require_editable(const Event& ev, const Match& m) {
  if (m.round != ev.last_round()) throw InputError("only the last round's pairings can be changed");
  if (m.result && !m.bye)
    throw InputError("table " + std::to_string(m.table.value_or(0)) + " already has a result; pairings can only be changed before results come in");
}

std::vector<std::string> swap_tables(Database& db, const Game& game, int table_a, int table_b) {
  (void)game;
  int r = load_event(db, Load::header).last_round();
  Event ev = load_round(db, r);
  if (r == 0) throw InputError("no round has been paired");
  if (table_a == table_b) throw InputError("give two different tables");
  Match a = table_in(ev, r, table_a), b = table_in(ev, r, table_b);
  require_editable(ev, a);
  require_editable(ev, b);
  // Exchange the last seats: A1 meets B2 and B1 meets A2.
  std::swap(a.players.back(), b.players.back());
  rewrite_seats(db, a);
  rewrite_seats(db, b);
  return rematch_warnings(db, ev, r, {&a, &b});
}

std::vector<std::string> swap_players(Database& db, const Game& game, const std::string& p_text, const std::string& q_text) {
  int r = load_event(db, Load::header).last_round();
  Event ev = load_round(db, r);
  if (r == 0) throw InputError("no round has been paired");
  const Player& p = resolve_player(ev, p_text);
  const Player& q = resolve_player(ev, q_text);
  if (p.id == q.id) throw InputError("give two different players");
  auto find = [&](const Player& who) -> Match {
    for (const auto& m : ev.matches)
      if (m.round == r && std::find(m.players.begin(), m.players.end(), who.id) != m.players.end()) return m;
    throw InputError(who.name + " is not paired in round " + std::to_string(r));
  };
  Match a = find(p), b = find(q);
  if (a.id == b.id) throw InputError(p.name + " and " + q.name + " sit at the same table");
  require_editable(ev, a);
  require_editable(ev, b);
  for (auto& x : a.players)
    if (x == p.id) x = q.id;
  for (auto& x : b.players)
    if (x == q.id) x = p.id;
  rewrite_seats(db, a);
  rewrite_seats(db, b);
  // A bye moves with the seat: its result names the player who now has it.
  for (const Match* m : {&a, &b})
    if (m->bye) write_result(db, m->id, bye_result(game, m->players.front()));
  std::vector<const Match*> changed;
  if (!a.bye) changed.push_back(&a);
  if (!b.bye) changed.push_back(&b);
  return rematch_warnings(db, ev, r, changed);
}

}  // namespace jk::pairing
