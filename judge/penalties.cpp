// The penalty log: the facts a penalty depends on, read from the event; the penalty row, and for a
// game loss, match loss or disqualification the match result of that round, written as decided.
#include "penalties.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "event_file.hpp"
#include "event_store.hpp"
#include "judge.hpp"
#include "players.hpp"
#include "result_words.hpp"
#include "results.hpp"
#include "text.hpp"

namespace jk::judge {

using nlohmann::ordered_json;


namespace {

std::string penalty_json(const PenaltyApplied& p) {
  ordered_json j = {{"penalty", {{"id", p.id}, {"player_id", p.player_id}, {"player", p.player_name}, {"infraction", p.infraction.id},
                                 {"citation", p.infraction.cite.empty() ? ordered_json(nullptr) : ordered_json(p.infraction.game + " " + p.infraction.cite)},
                                 {"kind", penalty_name(p.penalty)}}}};
  return j.dump();
}

// The round a penalty applies to: --round, else the latest paired (none before round 1).
std::optional<int> penalty_round(Database& db, std::optional<int> given) {
  if (given) {
    auto st = db.prepare("SELECT 1 FROM rounds WHERE number = ?1");
    st.bind(1, *given);
    if (!st.step()) throw InputError(Message{N_("--round {round}: the event has no such round"), {{"round", std::to_string(*given)}}});
    return given;
  }
  auto st = db.prepare("SELECT max(number) FROM rounds");
  if (st.step() && !st.is_null(0)) return st.integer(0);
  return std::nullopt;
}

// The player's match in the round: its table, seats, result and the match losses in force in it.
void read_match(Database& db, PenaltyFacts& f) {
  if (!f.round) return;
  {  // A game loss counts toward the round's length (a best of 5 final needs 3 wins).
    auto st = db.prepare("SELECT best_of FROM rounds WHERE number = ?1");
    st.bind(1, *f.round);
    if (st.step() && !st.is_null(0)) f.match = f.match.played_as(st.integer(0));
  }
  {
    auto st = db.prepare(
        "SELECT m.id, m.table_number, m.is_bye FROM matches m JOIN seats s ON s.match_id = m.id WHERE m.round = ?1 AND s.player_id = ?2");
    st.bind(1, *f.round).bind(2, f.player_id);
    if (!st.step()) return;
    f.match_id = st.int64(0);
    if (!st.is_null(1)) f.table = st.integer(1);
    f.bye = st.integer(2) != 0;
  }
  auto seats = db.prepare("SELECT s.player_id, p.name FROM seats s JOIN players p ON p.id = s.player_id WHERE s.match_id = ?1 ORDER BY s.seat");
  seats.bind(1, *f.match_id);
  while (seats.step()) {
    f.seats.push_back(seats.int64(0));
    f.seat_names.push_back(seats.text(1));
  }
  f.result = read_result(db, *f.match_id);
  auto losers = db.prepare(
      "SELECT DISTINCT player_id FROM penalties WHERE match_id = ?1 AND voided_at IS NULL AND penalty IN ('match-loss', 'disqualification')");
  losers.bind(1, *f.match_id);
  while (losers.step()) f.match_losers.push_back(losers.int64(0));
}

// The player's history and standing: how many times before it had this infraction, its drop.
void read_player(Database& db, PenaltyFacts& f) {
  auto st = db.prepare(
      "SELECT (SELECT count(*) FROM penalties WHERE player_id = ?1 AND infraction = ?2 AND voided_at IS NULL), dropped_after_round "
      "FROM players WHERE id = ?1");
  st.bind(1, f.player_id).bind(2, f.infraction.id);
  st.step();
  f.repeat = st.integer(0) + 1;
  if (!st.is_null(1)) f.dropped_after = st.integer(1);
}

}  // namespace

PenaltyFacts read_penalty(Database& db, const Game& game, const PenaltyRequest& req) {
  const std::optional<PenaltyKind> parsed = parse_penalty(req.penalty);
  if (!parsed) throw InputError(Message{N_("--penalty {value}: give {penalties}"), {{"value", req.penalty}, {"penalties", known_penalties()}}});
  if (std::string plays = read_event_header(db).game; plays != game.id)
    throw InputError(db.path(), 0, Message{N_("the event plays {plays}, not {game}"), {{"plays", plays}, {"game", game.id}}});
  PenaltyFacts f;
  f.kind = *parsed;
  f.infraction = find_infraction(game, req.infraction);
  f.note = trim(req.note);
  if (f.infraction.needs_note && f.note.empty())
    throw InputError(Message{N_("--infraction {kind} needs --note saying what happened"), {{"kind", f.infraction.id}}});
  if (const Infraction* other = infraction_by_id(game.infractions, "other")) f.other_cite = other->cite;
  f.game = game.id;
  f.match = game.match;
  PlayerName who = jk::resolve_player(db, req.player);
  f.player_id = who.id;
  f.player_name = who.name;
  f.round = penalty_round(db, req.round);
  read_match(db, f);
  read_player(db, f);
  return f;
}

PenaltyApplied write_penalty(Database& db, const PenaltyFacts& f, const PenaltyDecision& d) {
  PenaltyApplied out;
  out.player_id = f.player_id;
  out.player_name = f.player_name;
  out.round = f.round;
  out.table = f.table;
  out.infraction = f.infraction;
  out.penalty = f.kind;
  out.repeat = f.repeat;
  for (const auto& m : d.notes) add_note(out, m);
  // What voiding this penalty must put back: the result it replaces and the player's drop.
  nlohmann::json undo = {{"result", f.result ? nlohmann::json::parse(result_to_json(*f.result)) : nlohmann::json(nullptr)}};
  if (f.kind == PenaltyKind::disqualification) undo["dropped_after_round"] = f.dropped_after ? nlohmann::json(*f.dropped_after) : nlohmann::json(nullptr);
  auto ins = db.prepare(
      "INSERT INTO penalties (player_id, round, infraction, penalty, citation, note, match_id, created_at, undo) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  ins.bind(1, f.player_id).bind(2, f.round).bind(3, f.infraction.id).bind(4, penalty_name(f.kind));
  ins.bind(5, f.infraction.cite.empty() ? std::optional<std::string>() : std::optional<std::string>(f.game + " " + f.infraction.cite));
  ins.bind(6, f.note.empty() ? std::optional<std::string>() : std::optional<std::string>(f.note));
  ins.bind(7, d.result ? f.match_id : std::optional<std::int64_t>());
  ins.bind(8, utc_now());
  ins.bind(9, undo.dump());
  ins.run();
  out.id = db.last_insert_id();
  if (d.result) {
    ResultRecord next = *d.result;
    out.match_id = f.match_id;
    next.adjudication_json = penalty_json(out);
    if (f.kind == PenaltyKind::game_loss) next.games.back().adjudication_json = penalty_json(out);
    // The stored summary is for scripts and the audit log: the faces' English words of the record.
    next.summary = result_text(next, [&](std::int64_t id) { return id == f.player_id ? f.player_name : std::string(); }, &f.match).str(Lang::en);
    write_result(db, *f.match_id, next);
    out.before = f.result;
    out.after = next;
  }
  if (d.drop_after)
    db.prepare("UPDATE players SET dropped_after_round = ?1 WHERE id = ?2").bind(1, *d.drop_after).bind(2, f.player_id).run();
  return out;
}

std::vector<PenaltyEntry> list_penalties(Database& db, std::optional<std::int64_t> player) {
  auto st = db.prepare(
      "SELECT p.id, p.player_id, pl.name, p.round, p.infraction, p.citation, p.penalty, p.note, p.created_at, p.match_id, m.table_number, "
      "p.voided_at, p.void_reason "
      "FROM penalties p JOIN players pl ON pl.id = p.player_id LEFT JOIN matches m ON m.id = p.match_id "
      "WHERE ?1 IS NULL OR p.player_id = ?1 ORDER BY pl.name_key, pl.id, p.id");
  st.bind(1, player);
  std::vector<PenaltyEntry> out;
  while (st.step()) {
    PenaltyEntry e;
    e.id = st.int64(0);
    e.player_id = st.int64(1);
    e.player_name = st.text(2);
    if (!st.is_null(3)) e.round = st.integer(3);
    e.infraction = st.text(4);
    e.citation = st.opt_text(5).value_or("");
    e.penalty = parse_penalty(st.text(6)).value_or(PenaltyKind::warning);
    e.note = st.opt_text(7).value_or("");
    e.created_at = st.text(8);
    e.match_id = st.opt_int64(9);
    if (!st.is_null(10)) e.table = st.integer(10);
    e.voided_at = st.opt_text(11).value_or("");
    e.void_reason = st.opt_text(12).value_or("");
    out.push_back(e);
  }
  return out;
}

VoidFacts read_void(Database& db, std::int64_t id, const std::string& reason) {
  if (trim(reason).empty()) throw InputError(Message{N_("voiding a penalty needs --reason (it stays in the penalty log)"), {}});
  auto st = db.prepare(
      "SELECT p.penalty, p.match_id, p.undo, p.voided_at, pl.name, p.player_id, m.round, m.table_number, r.status "
      "FROM penalties p JOIN players pl ON pl.id = p.player_id LEFT JOIN matches m ON m.id = p.match_id LEFT JOIN rounds r ON r.number = m.round "
      "WHERE p.id = ?1");
  st.bind(1, id);
  if (!st.step()) throw InputError(Message{N_("there is no penalty #{id} (see `judgekit penalty list`)"), {{"id", std::to_string(id)}}});
  VoidFacts f;
  f.id = id;
  f.kind = parse_penalty(st.text(0)).value_or(PenaltyKind::warning);
  f.match_id = st.opt_int64(1);
  nlohmann::json undo = st.is_null(2) ? nlohmann::json::object() : nlohmann::json::parse(st.text(2));
  f.voided_at = st.opt_text(3).value_or("");
  f.player_name = st.text(4);
  f.player_id = st.int64(5);
  if (!st.is_null(6)) f.round = st.integer(6);
  if (!st.is_null(7)) f.table = st.integer(7);
  f.round_closed = !st.is_null(8) && parse_round_status(st.text(8)) == RoundStatus::closed;
  if (f.match_id) f.result = read_result(db, *f.match_id);
  if (undo.contains("result") && !undo["result"].is_null()) f.replaced = result_from_json(undo["result"].dump());
  if (undo.contains("dropped_after_round")) {
    f.drop_recorded = true;
    if (!undo["dropped_after_round"].is_null()) f.dropped_before = undo["dropped_after_round"].get<int>();
  }
  return f;
}

PenaltyVoided write_void(Database& db, const VoidFacts& f, const VoidDecision& d, const std::string& reason) {
  PenaltyVoided out;
  out.id = f.id;
  out.penalty = f.kind;
  out.player_name = f.player_name;
  for (const auto& m : d.notes) add_note(out, m);
  if (d.result_changes) {
    out.match_id = f.match_id;
    out.before = f.result;
    out.after = d.result;
    if (d.result) write_result(db, *f.match_id, *d.result);
    else delete_result(db, *f.match_id);
  }
  if (d.drop_changes)
    db.prepare("UPDATE players SET dropped_after_round = ?1 WHERE id = ?2").bind(1, d.dropped_after).bind(2, f.player_id).run();
  db.prepare("UPDATE penalties SET voided_at = ?1, void_reason = ?2 WHERE id = ?3").bind(1, utc_now()).bind(2, trim(reason)).bind(3, f.id).run();
  return out;
}

}  // namespace jk::judge
