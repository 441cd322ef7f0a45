// The penalty log: a penalty row, and for a game loss, match loss or disqualification the match
// result of that round, written in one Change.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "event_file.hpp"
#include "event_store.hpp"
#include "judge.hpp"
#include "players.hpp"
#include "results.hpp"
#include "text.hpp"

namespace jk::judge {

using nlohmann::ordered_json;


namespace {

struct Seat {
  std::int64_t player_id;
  std::string name;
};

// Seat 1's view: "2-1-0".
std::string score(const ResultRecord& r) {
  if (r.seats.empty()) return r.summary;
  const auto& s = r.seats[0];
  return std::to_string(s.games_won) + "-" + std::to_string(s.games_lost) + "-" + std::to_string(s.games_drawn);
}

std::string penalty_json(const PenaltyApplied& p, const std::string& previous) {
  ordered_json j = {{"penalty", {{"id", p.id}, {"player_id", p.player_id}, {"player", p.player_name}, {"infraction", p.infraction.id},
                                 {"citation", p.infraction.cite.empty() ? ordered_json(nullptr) : ordered_json(p.infraction.game + " " + p.infraction.cite)},
                                 {"kind", penalty_name(p.penalty)}}},
                    {"previous", previous.empty() ? ordered_json(nullptr) : ordered_json(previous)}};
  return j.dump();
}

}  // namespace

PenaltyApplied add_penalty(Database& db, const Game& game, const PenaltyRequest& req) {
  const std::optional<PenaltyKind> parsed = parse_penalty(req.penalty);
  if (!parsed) throw InputError(Message{N_("--penalty {value}: give {penalties}"), {{"value", req.penalty}, {"penalties", known_penalties()}}});
  const PenaltyKind kind = *parsed;
  const std::string kind_word(penalty_name(kind));
  if (std::string plays = read_event_header(db).game; plays != game.id)
    throw InputError(db.path(), 0, Message{N_("the event plays {plays}, not {game}"), {{"plays", plays}, {"game", game.id}}});
  PenaltyApplied out;
  out.infraction = find_infraction(game, req.infraction);
  out.penalty = kind;
  if (out.infraction.needs_note && trim(req.note).empty())
    throw InputError(Message{N_("--infraction {kind} needs --note saying what happened"), {{"kind", out.infraction.id}}});

  PlayerName who = jk::resolve_player(db, req.player);
  out.player_id = who.id;
  out.player_name = who.name;
  if (req.round) {
    auto st = db.prepare("SELECT 1 FROM rounds WHERE number = ?1");
    st.bind(1, *req.round);
    if (!st.step()) throw InputError(Message{N_("--round {round}: the event has no such round"), {{"round", std::to_string(*req.round)}}});
    out.round = req.round;
  } else {
    auto st = db.prepare("SELECT max(number) FROM rounds");
    if (st.step() && !st.is_null(0)) out.round = st.integer(0);
  }
  bool changes_result = kind != PenaltyKind::warning;
  std::optional<std::int64_t> match;
  bool is_bye = false;
  if (out.round) {
    auto st = db.prepare(
        "SELECT m.id, m.table_number, m.is_bye FROM matches m JOIN seats s ON s.match_id = m.id WHERE m.round = ?1 AND s.player_id = ?2");
    st.bind(1, *out.round).bind(2, out.player_id);
    if (st.step()) {
      match = st.int64(0);
      if (!st.is_null(1)) out.table = st.integer(1);
      is_bye = st.integer(2) != 0;
    }
  }
  if (changes_result && kind != PenaltyKind::disqualification) {
    if (!out.round)
      throw InputError(Message{N_("no round has been paired yet: a {penalty} changes a match result; give a warning or wait for round 1"), {{"penalty", kind_word}}});
    if (!match)
      throw InputError(Message{N_("{player} has no match in round {round}; give --round for the round the penalty applies to"),
                               {{"player", out.player_name}, {"round", std::to_string(*out.round)}}});
  }

  // The rulebook's own word on a loss, beside what the judge gave.
  const Infraction& inf = out.infraction;
  // "{cite}: " before a note when the infraction has a rule number.
  auto cited = [&](Message m) { return inf.cite.empty() ? m : Message{N_("{rule}: {note}"), {{"rule", inf.cite}, arg("note", std::move(m))}}; };
  // The procedure travels in both languages: the note is rendered in its reader's.
  MessageArg procedure("procedure", inf.procedure, inf.procedure_ja);
  if (!inf.procedure.empty())
    add_note(out, inf.cite.empty() ? Message{N_("procedure (rulebook): {procedure}"), {procedure}}
                                   : Message{N_("procedure ({rule}): {procedure}"), {{"rule", inf.cite}, procedure}});
  if (inf.rulebook_loss == "game-loss" && kind == PenaltyKind::warning)
    add_note(out, cited(Message{N_("the rulebook says the player loses (反則負け); a warning gives less"), {}}));
  if (inf.rulebook_loss.empty() && inf.id != "other" && (kind == PenaltyKind::game_loss || kind == PenaltyKind::match_loss)) {
    // A pack whose rulebook has its own "other" (Economica 6-4) names the rule that leaves the rest to the judge.
    const Infraction* other = infraction_by_id(game.infractions, "other");
    add_note(out, cited(other && !other->cite.empty()
                            ? Message{N_("the rulebook gives a procedure, not a loss; {other} leaves what it does not cover to the judge"), {{"other", other->cite}}}
                            : Message{N_("the rulebook gives a procedure, not a loss"), {}}));
  }

  std::vector<Seat> seats;
  if (match) {
    auto st = db.prepare("SELECT s.player_id, p.name FROM seats s JOIN players p ON p.id = s.player_id WHERE s.match_id = ?1 ORDER BY s.seat");
    st.bind(1, *match);
    while (st.step()) seats.push_back({st.int64(0), st.text(1)});
  }
  if (changes_result && match && seats.size() > 2 && kind != PenaltyKind::disqualification)
    throw InputError(Message{N_("round {round}: {player} plays in a pod of {n}; a {penalty} has no rule for pods: record the pod's placements "
                                "with `result` and give the penalty as a warning with --note"),
                             {{"round", std::to_string(*out.round)}, {"player", out.player_name}, {"n", std::to_string(seats.size())}, {"penalty", kind_word}}});
  if (kind == PenaltyKind::game_loss && is_bye)
    throw InputError(Message{N_("round {round}: {player} has a bye, so there is no game to lose; give --round for the round it applies to"),
                             {{"round", std::to_string(*out.round)}, {"player", out.player_name}}});

  auto existing = match ? read_result(db, *match) : std::nullopt;
  std::string previous = existing ? existing->summary : "";
  // Match losses already given in this match (a later game loss changes nothing).
  std::vector<std::int64_t> match_losers;
  if (match) {
    auto st = db.prepare("SELECT DISTINCT player_id FROM penalties WHERE match_id = ?1 AND voided_at IS NULL AND penalty IN ('match-loss', 'disqualification')");
    st.bind(1, *match);
    while (st.step()) match_losers.push_back(st.int64(0));
  }

  const int best_of = std::max(1, game.match.best_of);
  const int needed = game.match.wins_needed();  // SCP 100.3: games until a player has won the games needed
  std::optional<ResultRecord> next;
  std::string tag = kind_word + ": " + out.player_name + (inf.cite.empty() ? "" : " (" + inf.cite + ")");
  bool lose_match = kind == PenaltyKind::match_loss || (kind == PenaltyKind::disqualification && match && !existing);
  if (kind == PenaltyKind::disqualification && seats.size() > 2) {
    lose_match = false;
    add_note(out, Message{N_("a pod's result is its placements: record them with `result`"), {}});
  }
  if (lose_match && match) {
    if (std::find(match_losers.begin(), match_losers.end(), out.player_id) == match_losers.end()) match_losers.push_back(out.player_id);
    ResultRecord r;
    bool all_lose = true;
    for (const auto& s : seats) all_lose = all_lose && std::find(match_losers.begin(), match_losers.end(), s.player_id) != match_losers.end();
    r.kind = all_lose && seats.size() > 1 ? ResultKind::double_loss : ResultKind::penalty;
    for (const auto& s : seats) {
      bool lost = std::find(match_losers.begin(), match_losers.end(), s.player_id) != match_losers.end();
      SeatResult sr;
      sr.player_id = s.player_id;
      sr.outcome = lost ? SeatOutcome::loss : SeatOutcome::win;
      if (seats.size() > 1 && !all_lose) {
        sr.games_won = lost ? 0 : needed;
        sr.games_lost = lost ? needed : 0;
      }
      r.seats.push_back(sr);
    }
    r.summary = (is_bye ? std::string("bye lost") : score(r)) + " · " + tag;
    next = r;
  } else if (kind == PenaltyKind::game_loss && match) {
    auto seat_of = [&](const ResultRecord& r, std::int64_t id) -> const SeatResult* {
      for (const auto& x : r.seats)
        if (x.player_id == id) return &x;
      return nullptr;
    };
    int most_won = 0;
    if (existing)
      for (const auto& x : existing->seats) most_won = std::max(most_won, x.games_won);
    // A result entered with `result` ends the match; a penalty's provisional one (best of N, no
    // one at the games needed yet) does not.
    const bool over = existing && (existing->kind != ResultKind::penalty || most_won >= needed);
    const SeatResult* mine = existing ? seat_of(*existing, out.player_id) : nullptr;
    if (std::find(match_losers.begin(), match_losers.end(), out.player_id) != match_losers.end() ||
        (!match_losers.empty() && seats.size() == 2)) {
      add_note(out, Message{N_("the match is already decided by a match loss; its result is unchanged"), {}});
    } else if (best_of == 1 && mine && mine->outcome == SeatOutcome::loss) {
      add_note(out, Message{N_("best of 1: {player} already lost this match ({result}); its result is unchanged"), {{"player", out.player_name}, {"result", previous}}});
    } else if (best_of > 1 && over) {
      // The match cannot take another game: nothing in it changes; the judge is told so.
      add_note(out, Message{N_("the match is over ({result}, best of {best_of}): the game loss is recorded and applies to {player}'s next game; this "
                               "match's result is unchanged"),
                            {{"result", previous}, {"best_of", std::to_string(best_of)}, {"player", out.player_name}}});
    } else {
      // Best of 1: that game is the match, whatever was entered for it. Best of N: one more game
      // of this match, lost.
      ResultRecord r = best_of > 1 && existing ? *existing : ResultRecord{};
      r.kind = ResultKind::penalty;
      for (const auto& s : seats) {
        auto it = std::find_if(r.seats.begin(), r.seats.end(), [&](const SeatResult& x) { return x.player_id == s.player_id; });
        if (it == r.seats.end()) {
          SeatResult sr;
          sr.player_id = s.player_id;
          r.seats.push_back(sr);
        }
      }
      // Keep seat order.
      std::stable_sort(r.seats.begin(), r.seats.end(), [&](const SeatResult& x, const SeatResult& y) {
        auto pos = [&](std::int64_t id) {
          for (std::size_t i = 0; i < seats.size(); ++i)
            if (seats[i].player_id == id) return i;
          return seats.size();
        };
        return pos(x.player_id) < pos(y.player_id);
      });
      SeatResult& me = r.seats[0].player_id == out.player_id ? r.seats[0] : r.seats[1];
      SeatResult& opp = r.seats[0].player_id == out.player_id ? r.seats[1] : r.seats[0];
      me.games_lost += 1;
      opp.games_won += 1;
      int number = me.games_won + me.games_lost + me.games_drawn;
      for (const auto& g : r.games) number = std::max(number, g.number + 1);
      GameRecord g;
      g.number = number;
      g.outcome = GameOutcome::win;
      g.winner_id = opp.player_id;
      r.games.push_back(g);
      for (SeatResult* s : {&me, &opp}) {
        const SeatResult& o = s == &me ? opp : me;
        s->outcome = s->games_won > o.games_won ? SeatOutcome::win : s->games_won < o.games_won ? SeatOutcome::loss : SeatOutcome::draw;
      }
      bool decided = opp.games_won >= needed;
      r.summary = score(r) + " · " + tag + (decided ? "" : " · match not over");
      if (best_of == 1 && existing)
        add_note(out, Message{N_("best of 1: the game is the match, so the game loss decides it (was {result})"), {{"result", previous}}});
      if (!decided)
        add_note(out, Message{N_("the match is not over (best of {best_of}): when it ends, report the final games with `result --correct`, counting this lost game"),
                              {{"best_of", std::to_string(best_of)}}});
      next = r;
    }
  }
  if (kind == PenaltyKind::disqualification && existing)
    add_note(out, Message{N_("round {round} already has a result ({result}); it stands"), {{"round", std::to_string(*out.round)}, {"result", existing->summary}}});

  // What voiding this penalty must put back: the result it replaces and the player's drop.
  nlohmann::json undo = {{"result", existing ? nlohmann::json::parse(result_to_json(*existing)) : nlohmann::json(nullptr)}};
  if (kind == PenaltyKind::disqualification) {
    auto st = db.prepare("SELECT dropped_after_round FROM players WHERE id = ?1");
    st.bind(1, out.player_id);
    st.step();
    undo["dropped_after_round"] = st.is_null(0) ? nlohmann::json(nullptr) : nlohmann::json(st.integer(0));
  }
  auto ins = db.prepare(
      "INSERT INTO penalties (player_id, round, infraction, penalty, citation, note, match_id, created_at, undo) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  ins.bind(1, out.player_id).bind(2, out.round).bind(3, inf.id).bind(4, kind_word);
  ins.bind(5, inf.cite.empty() ? std::optional<std::string>() : std::optional<std::string>(game.id + " " + inf.cite));
  ins.bind(6, trim(req.note).empty() ? std::optional<std::string>() : std::optional<std::string>(trim(req.note)));
  ins.bind(7, next ? match : std::optional<std::int64_t>());
  ins.bind(8, utc_now());
  ins.bind(9, undo.dump());
  ins.run();
  out.id = db.last_insert_id();
  if (next) {
    out.match_id = match;
    next->adjudication_json = penalty_json(out, previous);
    if (kind == PenaltyKind::game_loss) next->games.back().adjudication_json = penalty_json(out, "");
    write_result(db, *match, *next);
    out.result_before = previous.empty() ? "no result" : previous;
    out.result_after = next->summary;
    out.before = existing;
    out.after = next;
  }
  if (kind == PenaltyKind::disqualification) {
    // The player takes no part after this round (round 0: before the first).
    int after = out.round.value_or(0);
    db.prepare("UPDATE players SET dropped_after_round = ?1 WHERE id = ?2 AND (dropped_after_round IS NULL OR dropped_after_round > ?1)")
        .bind(1, after)
        .bind(2, out.player_id)
        .run();
    add_note(out, Message{N_("dropped from the event after round {round}"), {{"round", std::to_string(after)}}});
  }
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

PenaltyVoided void_penalty(Database& db, std::int64_t id, const std::string& reason) {
  if (trim(reason).empty()) throw InputError(Message{N_("voiding a penalty needs --reason (it stays in the penalty log)"), {}});
  auto st = db.prepare(
      "SELECT p.penalty, p.match_id, p.undo, p.voided_at, pl.name, p.player_id, p.round FROM penalties p JOIN players pl ON pl.id = p.player_id "
      "WHERE p.id = ?1");
  st.bind(1, id);
  if (!st.step()) throw InputError(Message{N_("there is no penalty #{id} (see `judgekit penalty list`)"), {{"id", std::to_string(id)}}});
  PenaltyVoided out;
  out.id = id;
  out.penalty = parse_penalty(st.text(0)).value_or(PenaltyKind::warning);
  auto match = st.opt_int64(1);
  nlohmann::json undo = st.is_null(2) ? nlohmann::json::object() : nlohmann::json::parse(st.text(2));
  if (!st.is_null(3)) throw InputError(Message{N_("penalty #{id} was already voided at {at}"), {{"id", std::to_string(id)}, {"at", st.text(3)}}});
  out.player_name = st.text(4);
  std::int64_t player = st.int64(5);
  if (match) {
    // Only the result this penalty wrote is put back; anything entered since is a judge's later word.
    auto now = read_result(db, *match);
    bool still_ours = false;
    if (now && now->adjudication_json) {
      auto a = nlohmann::json::parse(*now->adjudication_json, nullptr, false);
      still_ours = a.is_object() && a.contains("penalty") && a["penalty"].is_object() && a["penalty"].value("id", std::int64_t(0)) == id;
    }
    if (!still_ours)
      throw InputError(Message{now ? N_("the result penalty #{id} changed was entered again since (now {result}); correct it with `judgekit result --correct`, then void the penalty")
                                   : N_("the result penalty #{id} changed was entered again since (now no result); correct it with `judgekit result --correct`, then void the penalty"),
                               {{"id", std::to_string(id)}, {"result", now ? now->summary : std::string()}}});
    out.result_before = now->summary;
    out.before = now;
    if (undo.contains("result") && !undo["result"].is_null()) {
      ResultRecord back = result_from_json(undo["result"].dump());
      write_result(db, *match, back);
      out.result_after = back.summary;
      out.after = back;
    } else {
      delete_result(db, *match);
      out.result_after = "no result";
    }
  }
  if (out.penalty == PenaltyKind::disqualification && undo.contains("dropped_after_round")) {
    db.prepare("UPDATE players SET dropped_after_round = ?1 WHERE id = ?2")
        .bind(1, undo["dropped_after_round"].is_null() ? std::optional<int>() : std::optional<int>(undo["dropped_after_round"].get<int>()))
        .bind(2, player)
        .run();
    add_note(out, undo["dropped_after_round"].is_null()
                      ? Message{N_("{player} is in the event again"), {{"player", out.player_name}}}
                      : Message{N_("{player} is dropped after round {round} again, as before"),
                                {{"player", out.player_name}, {"round", std::to_string(undo["dropped_after_round"].get<int>())}}});
  }
  db.prepare("UPDATE penalties SET voided_at = ?1, void_reason = ?2 WHERE id = ?3").bind(1, utc_now()).bind(2, trim(reason)).bind(3, id).run();
  return out;
}

}  // namespace jk::judge
