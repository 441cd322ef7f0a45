#include "results.hpp"

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "event_file.hpp"

namespace jk {

namespace {
// The schema's CHECK constraints keep these words valid; a file edited by hand may not.
template <class E>
E stored(std::optional<E> value, const char* what, const std::string& word) {
  if (!value) throw InputError(Message{N_("the event file holds an unknown {what} '{word}'"), {{"what", std::string(what)}, {"word", word}}});
  return *value;
}
}  // namespace

void delete_result(Database& db, std::int64_t match_id) {
  // seat_results cascade from results; games hang off the match, so remove them explicitly.
  db.prepare("DELETE FROM games WHERE match_id = ?1").bind(1, match_id).run();
  db.prepare("DELETE FROM results WHERE match_id = ?1").bind(1, match_id).run();
}

std::string write_result(Database& db, std::int64_t match_id, const ResultRecord& r) {
  delete_result(db, match_id);
  const std::string entered_at = utc_now();
  db.prepare("INSERT INTO results (match_id, kind, summary, adjudication, entered_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(1, match_id)
      .bind(2, result_kind_name(r.kind))
      .bind(3, r.summary)
      .bind(4, r.adjudication_json)
      .bind(5, entered_at)
      .run();
  auto seat = db.prepare(
      "INSERT INTO seat_results (match_id, player_id, outcome, games_won, games_lost, games_drawn, placement, awards) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  for (const auto& s : r.seats) {
    seat.bind(1, match_id).bind(2, s.player_id).bind(3, seat_outcome_name(s.outcome)).bind(4, s.games_won).bind(5, s.games_lost);
    seat.bind(6, s.games_drawn).bind(7, s.placement).bind(8, s.awards_json);
    seat.run();
  }
  auto game = db.prepare(
      "INSERT INTO games (match_id, number, outcome, winner_id, chose_play_order_id, adjudication) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  for (const auto& g : r.games) {
    game.bind(1, match_id).bind(2, g.number).bind(3, game_outcome_name(g.outcome)).bind(4, g.winner_id).bind(5, g.chose_play_order_id);
    game.bind(6, g.adjudication_json);
    game.run();
  }
  return entered_at;
}

int rescore_byes(Database& db, int won, int lost) {
  auto st = db.prepare(
      "UPDATE seat_results SET games_won = ?1, games_lost = ?2, games_drawn = 0 "
      "WHERE match_id IN (SELECT match_id FROM results WHERE kind = 'bye') AND (games_won != ?1 OR games_lost != ?2 OR games_drawn != 0)");
  st.bind(1, won).bind(2, lost).run();
  int changed = db.changes();
  // A penalty on a bye keeps the bye to put back (penalties.undo).
  db.prepare(
        "UPDATE penalties SET undo = json_set(undo, '$.result.seats[0].games_won', ?1, '$.result.seats[0].games_lost', ?2, "
        "'$.result.seats[0].games_drawn', 0) "
        "WHERE json_extract(undo, '$.result.kind') = 'bye' AND (json_extract(undo, '$.result.seats[0].games_won') != ?1 OR "
        "json_extract(undo, '$.result.seats[0].games_lost') != ?2)")
      .bind(1, won)
      .bind(2, lost)
      .run();
  return changed;
}

std::optional<ResultRecord> read_result(Database& db, std::int64_t match_id) {
  auto st = db.prepare("SELECT kind, summary, adjudication, entered_at FROM results WHERE match_id = ?1");
  st.bind(1, match_id);
  if (!st.step()) return std::nullopt;
  ResultRecord r;
  r.kind = stored(parse_result_kind(st.text(0)), "result kind", st.text(0));
  r.summary = st.text(1);
  r.adjudication_json = st.opt_text(2);
  r.entered_at = st.text(3);
  auto seats = db.prepare(std::string("SELECT ") + kSeatResultColumns + " FROM seat_results WHERE match_id = ?1 ORDER BY " + kSeatOrder);
  seats.bind(1, match_id);
  while (seats.step()) r.seats.push_back(seat_result_from(seats, 0));
  auto games = db.prepare(std::string("SELECT ") + kGameRecordColumns + " FROM games WHERE match_id = ?1 ORDER BY number");
  games.bind(1, match_id);
  while (games.step()) r.games.push_back(game_record_from(games, 0));
  return r;
}

SeatResult seat_result_from(const Statement& st, int col) {
  SeatResult s;
  s.player_id = st.int64(col);
  s.outcome = stored(parse_seat_outcome(st.text(col + 1)), "seat outcome", st.text(col + 1));
  s.games_won = st.integer(col + 2);
  s.games_lost = st.integer(col + 3);
  s.games_drawn = st.integer(col + 4);
  if (auto p = st.opt_int64(col + 5)) s.placement = static_cast<int>(*p);
  s.awards_json = st.opt_text(col + 6);
  return s;
}

GameRecord game_record_from(const Statement& st, int col) {
  GameRecord g;
  g.number = st.integer(col);
  g.outcome = stored(parse_game_outcome(st.text(col + 1)), "game outcome", st.text(col + 1));
  g.winner_id = st.opt_int64(col + 2);
  g.chose_play_order_id = st.opt_int64(col + 3);
  g.adjudication_json = st.opt_text(col + 4);
  return g;
}

namespace {

template <class T>
nlohmann::json opt(const std::optional<T>& v) {
  return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}
template <class T>
std::optional<T> opt_of(const nlohmann::json& j) {
  return j.is_null() ? std::nullopt : std::optional<T>(j.get<T>());
}

}  // namespace

std::string result_to_json(const ResultRecord& r) {
  nlohmann::json j = {{"kind", result_kind_name(r.kind)}, {"summary", r.summary}, {"adjudication", opt(r.adjudication_json)}, {"entered_at", r.entered_at},
                      {"seats", nlohmann::json::array()}, {"games", nlohmann::json::array()}};
  for (const auto& s : r.seats)
    j["seats"].push_back({{"player_id", s.player_id}, {"outcome", seat_outcome_name(s.outcome)}, {"games_won", s.games_won}, {"games_lost", s.games_lost},
                          {"games_drawn", s.games_drawn}, {"placement", opt(s.placement)}, {"awards", opt(s.awards_json)}});
  for (const auto& g : r.games)
    j["games"].push_back({{"number", g.number}, {"outcome", game_outcome_name(g.outcome)}, {"winner_id", opt(g.winner_id)},
                          {"chose_play_order_id", opt(g.chose_play_order_id)}, {"adjudication", opt(g.adjudication_json)}});
  return j.dump();
}

ResultRecord result_from_json(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text);
  ResultRecord r;
  r.kind = stored(parse_result_kind(j["kind"].get<std::string>()), "result kind", j["kind"].get<std::string>());
  r.summary = j["summary"].get<std::string>();
  r.adjudication_json = opt_of<std::string>(j["adjudication"]);
  r.entered_at = j["entered_at"].get<std::string>();
  for (const auto& s : j["seats"])
    r.seats.push_back({s["player_id"].get<std::int64_t>(), stored(parse_seat_outcome(s["outcome"].get<std::string>()), "seat outcome", s["outcome"].get<std::string>()), s["games_won"].get<int>(), s["games_lost"].get<int>(),
                       s["games_drawn"].get<int>(), opt_of<int>(s["placement"]), opt_of<std::string>(s["awards"])});
  for (const auto& g : j["games"])
    r.games.push_back({g["number"].get<int>(), stored(parse_game_outcome(g["outcome"].get<std::string>()), "game outcome", g["outcome"].get<std::string>()), opt_of<std::int64_t>(g["winner_id"]),
                       opt_of<std::int64_t>(g["chose_play_order_id"]), opt_of<std::string>(g["adjudication"])});
  return r;
}

}  // namespace jk
