#include "round_setup.hpp"

#include <algorithm>

#include "errors.hpp"
#include "event_file.hpp"

namespace jk::pairing {

void set_checked_in(Database& db, const Player& p, bool in) {
  db.prepare("UPDATE players SET checked_in_at = ?2 WHERE id = ?1")
      .bind(1, p.id)
      .bind(2, in ? std::optional<std::string>(utc_now()) : std::optional<std::string>())
      .run();
}

void drop_before_round_one(Database& db, const Event& ev, const std::vector<const Player*>& players) {
  if (ev.last_round() > 0)
    throw InputError(Message{N_("round {round} is paired; drop players one by one with `judgekit player drop`"), {{"round", std::to_string(ev.last_round())}}});
  auto st = db.prepare("UPDATE players SET dropped_after_round = 0 WHERE id = ?1 AND dropped_after_round IS NULL");
  for (const Player* p : players) st.bind(1, p->id).run();
}

void set_fixed_table(Database& db, const Event& ev, const Player& p, std::optional<int> table) {
  if (table && (*table < 1 || *table > 100000)) throw InputError(Message{N_("--table must be a number from 1 to 100000"), {}});
  if (table)
    for (const auto& other : ev.players)
      if (other.id != p.id && other.fixed_table == table && !other.dropped_after)
        throw InputError(Message{N_("table {table} is kept for {player} (player {player_id}); give another table, or clear theirs with `judgekit player seat {player_id} --clear`"),
                                 {{"table", std::to_string(*table)}, {"player", other.name}, {"player_id", std::to_string(other.id)}}});
  db.prepare("UPDATE players SET fixed_table = ?2 WHERE id = ?1").bind(1, p.id).bind(2, table ? std::optional<std::int64_t>(*table) : std::nullopt).run();
}

std::vector<AwardedBye> read_awarded_byes(Database& db) {
  std::vector<AwardedBye> out;
  auto st = db.prepare("SELECT player_id, round FROM awarded_byes ORDER BY round, player_id");
  while (st.step()) out.push_back({st.int64(0), st.integer(1)});
  return out;
}

std::vector<int> award_byes(Database& db, const Event& ev, const Player& p, int first, int last) {
  if (first < 1 || last < first || last > 1000) throw InputError(Message{N_("--rounds must be a round or a range such as 1-2"), {}});
  if (first <= ev.last_round())
    throw InputError(Message{N_("round {round} is already paired; a bye can be awarded only for rounds not yet paired (unpair with `judgekit round unpair`)"),
                             {{"round", std::to_string(first)}}});
  if (ev.info.rounds && last > *ev.info.rounds)
    throw InputError(Message{N_("the event has {rounds} Swiss rounds; there is no round {round}"), {{"rounds", std::to_string(*ev.info.rounds)}, {"round", std::to_string(last)}}});
  std::vector<int> added;
  auto st = db.prepare("INSERT OR IGNORE INTO awarded_byes (player_id, round) VALUES (?1, ?2)");
  for (int r = first; r <= last; ++r) {
    st.bind(1, p.id).bind(2, r).run();
    if (db.changes() > 0) added.push_back(r);
  }
  return added;
}

int clear_awarded_byes(Database& db, const Event& ev, const Player& p) {
  db.prepare("DELETE FROM awarded_byes WHERE player_id = ?1 AND round > ?2").bind(1, p.id).bind(2, ev.last_round()).run();
  return db.changes();
}

std::vector<Avoid> read_avoids(Database& db) {
  std::vector<Avoid> out;
  auto st = db.prepare("SELECT player_a, player_b, last_round FROM pairing_avoids ORDER BY player_a, player_b");
  while (st.step()) {
    Avoid a{st.int64(0), st.int64(1), std::nullopt};
    if (auto r = st.opt_int64(2)) a.last_round = static_cast<int>(*r);
    out.push_back(a);
  }
  return out;
}

void add_avoid(Database& db, const Player& p, const Player& q, std::optional<int> last_round) {
  if (p.id == q.id) throw InputError(Message{N_("a restriction needs two different players"), {}});
  if (last_round && (*last_round < 1 || *last_round > 1000)) throw InputError(Message{N_("--rounds must be a round or a range such as 1-3"), {}});
  db.prepare("INSERT INTO pairing_avoids (player_a, player_b, last_round) VALUES (?1, ?2, ?3) "
             "ON CONFLICT (player_a, player_b) DO UPDATE SET last_round = excluded.last_round")
      .bind(1, std::min(p.id, q.id))
      .bind(2, std::max(p.id, q.id))
      .bind(3, last_round ? std::optional<std::int64_t>(*last_round) : std::nullopt)
      .run();
}

bool remove_avoid(Database& db, const Player& p, const Player& q) {
  db.prepare("DELETE FROM pairing_avoids WHERE player_a = ?1 AND player_b = ?2").bind(1, std::min(p.id, q.id)).bind(2, std::max(p.id, q.id)).run();
  return db.changes() > 0;
}

RoundDoors round_doors(Database& db, int round) {
  RoundDoors out;
  {
    auto st = db.prepare("SELECT player_id FROM awarded_byes WHERE round = ?1 ORDER BY player_id");
    st.bind(1, round);
    while (st.step()) out.awarded.push_back(st.int64(0));
  }
  for (const auto& a : read_avoids(db))
    if (a.applies(round)) out.apart.push_back({a.a, a.b});
  return out;
}

}  // namespace jk::pairing
