// Manual edits of the last round: swapping two tables' opponents or two players' seats.
#include "event.hpp"
#include "match_lengths.hpp"
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
#include "text.hpp"

namespace jk::pairing {

using nlohmann::json;

// ---- manual swaps

static const Match& table_in(const Event& ev, int round, int table) {
  for (const auto& m : ev.matches)
    if (m.round == round && m.table && *m.table == table) return m;
  throw InputError(Message{N_("round {round} has no table {table}"), {{"round", std::to_string(round)}, {"table", std::to_string(table)}}});
}

static std::vector<Message> rematch_warnings(Database& db, const Event& ev, int round, const std::vector<const Match*>& changed) {
  std::vector<Message> out;
  auto st = db.prepare(
      "SELECT m.round FROM matches m JOIN seats a ON a.match_id = m.id JOIN seats b ON b.match_id = m.id "
      "WHERE a.player_id = ?1 AND b.player_id = ?2 AND m.round < ?3 ORDER BY m.round");
  for (const Match* m : changed)
    for (std::size_t i = 0; i < m->players.size(); ++i)
      for (std::size_t j = i + 1; j < m->players.size(); ++j) {
        st.bind(1, m->players[i]).bind(2, m->players[j]).bind(3, round);
        while (st.step())
          out.push_back(Message{N_("warning: table {table}: {a} and {b} already played in round {round}"),
                                {{"table", std::to_string(m->table.value_or(0))}, {"a", ev.player(m->players[i])->name},
                                 {"b", ev.player(m->players[j])->name}, {"round", std::to_string(st.integer(0))}}});
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
  if (m.round != ev.last_round()) throw InputError(Message{N_("only the last round's pairings can be changed"), {}});
  if (m.result && !m.bye)
    throw InputError(Message{N_("table {table} already has a result; pairings can only be changed before results come in"),
                             {{"table", std::to_string(m.table.value_or(0))}}});
}

std::vector<Message> swap_tables(Database& db, const Game& game, int table_a, int table_b) {
  (void)game;
  int r = load_event(db, Load::header).last_round();
  Event ev = load_round(db, r);
  if (r == 0) throw InputError(Message{N_("no round has been paired"), {}});
  if (table_a == table_b) throw InputError(Message{N_("give two different tables"), {}});
  Match a = table_in(ev, r, table_a), b = table_in(ev, r, table_b);
  require_editable(ev, a);
  require_editable(ev, b);
  // Exchange the last seats: A1 meets B2 and B1 meets A2.
  std::swap(a.players.back(), b.players.back());
  rewrite_seats(db, a);
  rewrite_seats(db, b);
  return rematch_warnings(db, ev, r, {&a, &b});
}

std::vector<Message> swap_players(Database& db, const Game& game, const std::string& p_text, const std::string& q_text) {
  int r = load_event(db, Load::header).last_round();
  Event ev = load_round(db, r);
  if (r == 0) throw InputError(Message{N_("no round has been paired"), {}});
  const Player& p = resolve_player(ev, p_text);
  const Player& q = resolve_player(ev, q_text);
  if (p.id == q.id) throw InputError(Message{N_("give two different players"), {}});
  auto find = [&](const Player& who) -> Match {
    for (const auto& m : ev.matches)
      if (m.round == r && std::find(m.players.begin(), m.players.end(), who.id) != m.players.end()) return m;
    throw InputError(Message{N_("{player} is not paired in round {round}"), {{"player", who.name}, {"round", std::to_string(r)}}});
  };
  Match a = find(p), b = find(q);
  if (a.id == b.id) throw InputError(Message{N_("{a} and {b} sit at the same table"), {{"a", p.name}, {"b", q.name}}});
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
    if (m->bye) write_result(db, m->id, bye_result(round_structure(game, ev.round(r)->best_of), m->players.front()));
  std::vector<const Match*> changed;
  if (!a.bye) changed.push_back(&a);
  if (!b.bye) changed.push_back(&b);
  return rematch_warnings(db, ev, r, changed);
}

}  // namespace jk::pairing
