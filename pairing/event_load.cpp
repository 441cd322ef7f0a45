// Reading an event whole or one round at a time, and naming its players.
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
#include "fault.hpp"
#include "pods.hpp"
#include "round_rows.hpp"
#include "text.hpp"

namespace jk::pairing {

using nlohmann::json;

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
  return r.stage == Stage::swiss && (r.closed || missing_results(r.number).empty());
}

static Event load_header(Database& db, bool with_players = true) {
  Event ev;
  ev.info = read_event_header(db);
  if (with_players) {
    // Ids are rowids, so the largest is about the count, read without a scan: no regrowing a
    // vector of 10,000 players (each move a page fault more at that size).
    if (auto top = db.prepare("SELECT max(id) FROM players"); top.step())
      ev.players.reserve(static_cast<std::size_t>(std::clamp<std::int64_t>(top.opt_int64(0).value_or(0), 0, 1 << 20)));
    auto st = db.prepare(
        "SELECT id, name, reading, name_key, external_id, joined_round, dropped_after_round, created_at, checked_in_at, fixed_table, seed, group_number "
        "FROM players ORDER BY id");
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
      p.checked_in_at = st.opt_text(8);
      if (auto t = st.opt_int64(9)) p.fixed_table = static_cast<int>(*t);
      if (auto s = st.opt_int64(10)) p.seed = static_cast<int>(*s);
      if (auto g = st.opt_int64(11)) p.group = static_cast<int>(*g);
      ev.players.push_back(std::move(p));
    }
  }
  {
    auto st = db.prepare("SELECT number, stage, status, paired_at, closed_at, best_of FROM rounds ORDER BY number");
    while (st.step()) {
      const auto best_of = st.opt_int64(5);
      ev.rounds.push_back({st.integer(0), parse_stage(st.text(1), db.path()), parse_round_status(st.text(2)) == RoundStatus::closed, st.text(3),
                           st.opt_text(4), best_of ? std::optional<int>(static_cast<int>(*best_of)) : std::nullopt});
    }
  }
  return ev;
}

// Event::matches' order: by round, then table, the byes (no table) last, then id.
bool match_before(const Match& a, const Match& b) {
  if (a.round != b.round) return a.round < b.round;
  if (a.table.has_value() != b.table.has_value()) return a.table.has_value();
  if (a.table && *a.table != *b.table) return *a.table < *b.table;
  return a.id < b.id;
}

// The round's matches, sorted as Event::matches are; returns each one's place by its id.
static std::unordered_map<std::int64_t, std::size_t> append_matches(Database& db, Event& ev, int round) {
  std::unordered_map<std::int64_t, std::size_t> index;
  const std::size_t first = ev.matches.size();
  // CASE, not AND: SQLite would look for an awarded bye at every table.
  auto st = db.prepare(
      "SELECT m.id, m.round, m.table_number, m.is_bye, CASE WHEN m.is_bye THEN EXISTS (SELECT 1 FROM seats s "
      "JOIN awarded_byes a ON a.player_id = s.player_id AND a.round = m.round WHERE s.match_id = m.id) ELSE 0 END FROM matches m" +
      std::string(round ? " WHERE m.round = ?1" : ""));
  if (round) st.bind(1, round);
  while (st.step()) {
    Match m;
    m.id = st.int64(0);
    m.round = st.integer(1);
    if (auto t = st.opt_int64(2)) m.table = static_cast<int>(*t);
    m.bye = st.integer(3) != 0;
    m.awarded = st.integer(4) != 0;
    ev.matches.push_back(std::move(m));
  }
  std::sort(ev.matches.begin() + static_cast<std::ptrdiff_t>(first), ev.matches.end(), match_before);
  index.reserve(ev.matches.size() - first);
  for (std::size_t i = first; i < ev.matches.size(); ++i) index[ev.matches[i].id] = i;
  return index;
}

// Matches of `round` (0: every round) with seats and results, in read_result's layout but read
// with one query per table instead of three per match. The matches and their seats are sorted
// here, not by ORDER BY: SQLite would sort them in a temporary b-tree (for a 5,000-table round, a
// third of reading it).
static void load_matches(Database& db, Event& ev, int round, bool with_games) {
  const std::size_t first = ev.matches.size();
  const std::unordered_map<std::int64_t, std::size_t> index = append_matches(db, ev, round);
  const auto read = ev.matches.begin() + static_cast<std::ptrdiff_t>(first);
  const auto [low, high] = std::minmax_element(read, ev.matches.end(), [](const Match& a, const Match& b) { return a.id < b.id; });
  const RoundRows rows = read == ev.matches.end() ? round_rows(round, 0, 0, 0) : round_rows(round, low->id, high->id, ev.matches.size() - first);
  // The match a row belongs to, or null for another round's (read by range).
  auto match_of = [&](std::int64_t id) -> Match* {
    auto it = index.find(id);
    return it == index.end() ? nullptr : &ev.matches[it->second];
  };
  {
    struct Seat {
      Match* match;
      std::int64_t seat, player;
    };
    std::vector<Seat> seats;
    auto st = db.prepare("SELECT s.match_id, s.seat, s.player_id" + rows.from("seats s", "s.match_id"));
    rows.bind(st);
    while (st.step())
      if (Match* m = match_of(st.int64(0))) seats.push_back({m, st.int64(1), st.int64(2)});
    std::sort(seats.begin(), seats.end(), [](const Seat& a, const Seat& b) { return a.match != b.match ? a.match < b.match : a.seat < b.seat; });
    for (const auto& s : seats) s.match->players.push_back(s.player);
  }
  {
    auto st = db.prepare(std::string(with_games ? "SELECT x.match_id, x.kind, x.summary, x.adjudication, x.entered_at"
                                                // The adjudications results are worded from (the verdict's rule, the penalty), not pods' figures.
                                                : "SELECT x.match_id, x.kind, x.summary, CASE WHEN x.kind IN ('adjudicated', 'penalty') THEN x.adjudication END, "
                                                  "x.entered_at") +
                         rows.from("results x", "x.match_id"));
    rows.bind(st);
    while (st.step()) {
      Match* m = match_of(st.int64(0));
      if (!m) continue;
      ResultRecord r;
      r.kind = parse_result_kind(st.text(1)).value_or(ResultKind::games);  // the schema CHECKs the word
      r.summary = st.text(2);
      r.adjudication_json = st.opt_text(3);
      r.entered_at = st.text(4);
      m->result = std::move(r);
    }
  }
  {
    // jk::read_result in bulk: one query for the whole event instead of one per match.
    auto st = db.prepare(std::string("SELECT seat_results.match_id, ") + kSeatResultColumns + rows.from("seat_results", "seat_results.match_id") +
                         " ORDER BY seat_results.match_id, " + kSeatOrder);
    rows.bind(st);
    while (st.step())
      if (Match* m = match_of(st.int64(0)); m && m->result) m->result->seats.push_back(seat_result_from(st, 1));
  }
  if (with_games) {
    auto st = db.prepare(std::string("SELECT g.match_id, ") + kGameRecordColumns + rows.from("games g", "g.match_id") + " ORDER BY g.match_id, g.number");
    rows.bind(st);
    while (st.step())
      if (Match* m = match_of(st.int64(0)); m && m->result) m->result->games.push_back(game_record_from(st, 1));
  }
}

Event load_event(Database& db, Load what) {
  Event ev = load_header(db, what != Load::rounds);
  if (what != Load::header && what != Load::rounds) load_matches(db, ev, 0, what == Load::all);
  return ev;
}

Event load_round(Database& db, int round) {
  Event ev = load_header(db);
  load_matches(db, ev, round, false);
  return ev;
}

void load_round_matches(Database& db, Event& ev, int round, bool with_games) {
  if (round > 0) load_matches(db, ev, round, with_games);
}

void load_cut_matches(Database& db, Event& ev) {
  for (const auto& r : ev.rounds)
    if (r.stage == Stage::cut) load_matches(db, ev, r.number, false);
}

const Player& resolve_player(const Event& ev, const std::string& text) {
  std::vector<PlayerName> names;
  names.reserve(ev.players.size());
  for (const auto& p : ev.players) names.push_back({p.id, p.name, p.name_key, p.external_id, name_key(p.reading)});
  return ev.players[pick_player(names, text)];
}

}  // namespace jk::pairing
