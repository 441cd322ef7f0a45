#include "results.hpp"

#include "event_file.hpp"

namespace jk {

void delete_result(Database& db, std::int64_t match_id) {
  // seat_results cascade from results; games hang off the match, so remove them explicitly.
  db.prepare("DELETE FROM games WHERE match_id = ?1").bind(1, match_id).run();
  db.prepare("DELETE FROM results WHERE match_id = ?1").bind(1, match_id).run();
}

void write_result(Database& db, std::int64_t match_id, const ResultRecord& r) {
  delete_result(db, match_id);
  db.prepare("INSERT INTO results (match_id, kind, summary, adjudication, entered_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(1, match_id)
      .bind(2, r.kind)
      .bind(3, r.summary)
      .bind(4, r.adjudication_json)
      .bind(5, utc_now())
      .run();
  auto seat = db.prepare(
      "INSERT INTO seat_results (match_id, player_id, outcome, games_won, games_lost, games_drawn, placement, awards) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  for (const auto& s : r.seats) {
    seat.bind(1, match_id).bind(2, s.player_id).bind(3, s.outcome).bind(4, s.games_won).bind(5, s.games_lost);
    seat.bind(6, s.games_drawn).bind(7, s.placement).bind(8, s.awards_json);
    seat.run();
  }
  auto game = db.prepare(
      "INSERT INTO games (match_id, number, outcome, winner_id, chose_play_order_id, adjudication) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  for (const auto& g : r.games) {
    game.bind(1, match_id).bind(2, g.number).bind(3, g.outcome).bind(4, g.winner_id).bind(5, g.chose_play_order_id);
    game.bind(6, g.adjudication_json);
    game.run();
  }
}

std::optional<ResultRecord> read_result(Database& db, std::int64_t match_id) {
  auto st = db.prepare("SELECT kind, summary, adjudication, entered_at FROM results WHERE match_id = ?1");
  st.bind(1, match_id);
  if (!st.step()) return std::nullopt;
  ResultRecord r;
  r.kind = st.text(0);
  r.summary = st.text(1);
  r.adjudication_json = st.opt_text(2);
  r.entered_at = st.text(3);
  auto seats = db.prepare(
      "SELECT player_id, outcome, games_won, games_lost, games_drawn, placement, awards FROM seat_results "
      "WHERE match_id = ?1 ORDER BY rowid");
  seats.bind(1, match_id);
  while (seats.step()) {
    SeatResult s;
    s.player_id = seats.int64(0);
    s.outcome = seats.text(1);
    s.games_won = seats.integer(2);
    s.games_lost = seats.integer(3);
    s.games_drawn = seats.integer(4);
    if (auto p = seats.opt_int64(5)) s.placement = static_cast<int>(*p);
    s.awards_json = seats.opt_text(6);
    r.seats.push_back(s);
  }
  auto games = db.prepare(
      "SELECT number, outcome, winner_id, chose_play_order_id, adjudication FROM games WHERE match_id = ?1 ORDER BY number");
  games.bind(1, match_id);
  while (games.step()) {
    GameRecord g;
    g.number = games.integer(0);
    g.outcome = games.text(1);
    g.winner_id = games.opt_int64(2);
    g.chose_play_order_id = games.opt_int64(3);
    g.adjudication_json = games.opt_text(4);
    r.games.push_back(g);
  }
  return r;
}

}  // namespace jk
