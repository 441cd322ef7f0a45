#include "penalty_decision.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "result_words.hpp"

namespace jk::judge {

namespace {

bool has(const std::vector<std::int64_t>& ids, std::int64_t id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

std::string n(int v) { return std::to_string(v); }

// A penalty the facts rule out: nothing is decided, nothing written.
void refuse_impossible(const PenaltyFacts& f) {
  const std::string kind_word(penalty_name(f.kind));
  const bool changes_result = f.kind != PenaltyKind::warning && f.kind != PenaltyKind::disqualification;
  if (changes_result && !f.round)
    throw InputError(Message{N_("no round has been paired yet: a {penalty} changes a match result; give a warning or wait for round 1"), {{"penalty", kind_word}}});
  if (changes_result && !f.match_id)
    throw InputError(Message{N_("{player} has no match in round {round}; give --round for the round the penalty applies to"),
                             {{"player", f.player_name}, {"round", n(*f.round)}}});
  if (changes_result && f.seats.size() > 2)
    throw InputError(Message{N_("round {round}: {player} plays in a pod of {n}; a {penalty} has no rule for pods: record the pod's placements "
                                "with `result` and give the penalty as a warning with --note"),
                             {{"round", n(*f.round)}, {"player", f.player_name}, {"n", n(static_cast<int>(f.seats.size()))}, {"penalty", kind_word}}});
  if (f.kind == PenaltyKind::game_loss && f.bye)
    throw InputError(Message{N_("round {round}: {player} has a bye, so there is no game to lose; give --round for the round it applies to"),
                             {{"round", n(*f.round)}, {"player", f.player_name}}});
}

// The rulebook's own word on a loss, beside what the judge gave.
void rulebook_notes(const PenaltyFacts& f, std::vector<Message>& notes) {
  const Infraction& inf = f.infraction;
  // "{cite}: " before a note when the infraction has a rule number.
  auto cited = [&](Message m) { return inf.cite.empty() ? m : Message{N_("{rule}: {note}"), {{"rule", inf.cite}, arg("note", std::move(m))}}; };
  // The procedure travels in both languages: the note is rendered in its reader's.
  MessageArg procedure("procedure", inf.procedure, inf.procedure_ja);
  if (!inf.procedure.empty())
    notes.push_back(inf.cite.empty() ? Message{N_("procedure (rulebook): {procedure}"), {procedure}}
                                     : Message{N_("procedure ({rule}): {procedure}"), {{"rule", inf.cite}, procedure}});
  if (inf.rulebook_loss == RulebookLoss::game_loss && f.kind == PenaltyKind::warning)
    notes.push_back(cited(Message{N_("the rulebook says the player loses (反則負け); a warning gives less"), {}}));
  // A disqualification goes beyond a loss, so it gets the same word as one.
  const bool beyond_procedure = f.kind == PenaltyKind::game_loss || f.kind == PenaltyKind::match_loss || f.kind == PenaltyKind::disqualification;
  if (inf.rulebook_loss == RulebookLoss::none && inf.id != "other" && beyond_procedure)
    // A pack whose rulebook has its own "other" (Economica 6-4) names the rule that leaves the rest to the judge.
    notes.push_back(cited(!f.other_cite.empty()
                              ? Message{N_("the rulebook gives a procedure, not a loss; {other} leaves what it does not cover to the judge"), {{"other", f.other_cite}}}
                              : Message{N_("the rulebook gives a procedure, not a loss"), {}}));
  // The log knows only the penalties given: an act repeated before any was given is the judge's to say.
  if (inf.rulebook_loss == RulebookLoss::game_loss_if_repeated && beyond_procedure && f.repeat == 1)
    notes.push_back(cited(Message{N_("the rulebook allows a loss only when the act is repeated (繰り返し同様の行為を行った場合); the log has no "
                                     "earlier {infraction} for {player}"),
                                  {{"infraction", inf.id}, {"player", f.player_name}}}));
}

// The match's result now, worded at the face (judge/result_words.hpp), never its stored summary.
Message result_now(const PenaltyFacts& f) {
  return result_text(*f.result, [&](std::int64_t id) {
    for (std::size_t i = 0; i < f.seats.size() && i < f.seat_names.size(); ++i)
      if (f.seats[i] == id) return f.seat_names[i];
    return id == f.player_id ? f.player_name : std::string();
  }, &f.match);
}

// The match lost by the player (and by every player of it with a match loss in force): the
// winner is credited with the games needed (1 in best of 1, 2 in best of 3); all lost: a double loss.
ResultRecord match_loss_result(const PenaltyFacts& f) {
  std::vector<std::int64_t> losers = f.match_losers;
  if (!has(losers, f.player_id)) losers.push_back(f.player_id);
  const int needed = f.match.wins_needed();
  bool all_lose = true;
  for (auto p : f.seats) all_lose = all_lose && has(losers, p);
  ResultRecord r;
  r.kind = all_lose && f.seats.size() > 1 ? ResultKind::double_loss : ResultKind::penalty;
  for (auto p : f.seats) {
    const bool lost = has(losers, p);
    SeatResult s;
    s.player_id = p;
    s.outcome = lost ? SeatOutcome::loss : SeatOutcome::win;
    if (f.seats.size() > 1 && !all_lose) {
      s.games_won = lost ? 0 : needed;
      s.games_lost = lost ? needed : 0;
    }
    r.seats.push_back(s);
  }
  return r;
}

// One more game of the match, lost by the player: best of 1, the game is the match whatever was
// entered; best of N, added to the games the penalties so far recorded.
ResultRecord game_loss_result(const PenaltyFacts& f) {
  ResultRecord r = f.match.best_of > 1 && f.result ? *f.result : ResultRecord{};
  r.kind = ResultKind::penalty;
  r.summary.clear();  // the write words the new record; the old words no longer hold
  r.adjudication_json.reset();
  std::vector<SeatResult> seats;  // in seat order
  for (auto p : f.seats) {
    auto it = std::find_if(r.seats.begin(), r.seats.end(), [&](const SeatResult& x) { return x.player_id == p; });
    SeatResult s;
    s.player_id = p;
    seats.push_back(it == r.seats.end() ? s : *it);
  }
  r.seats = seats;
  SeatResult& me = r.seats[0].player_id == f.player_id ? r.seats[0] : r.seats[1];
  SeatResult& opp = r.seats[0].player_id == f.player_id ? r.seats[1] : r.seats[0];
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
  return r;
}

// A game loss: a new result, or the note saying why the match's result stays.
void decide_game_loss(const PenaltyFacts& f, PenaltyDecision& d) {
  const int best_of = std::max(1, f.match.best_of);
  const int needed = f.match.wins_needed();  // SCP 100.3: games until a player has won the games needed
  const Message previous = f.result ? result_now(f) : Message{};
  int most_won = 0;
  const SeatResult* mine = nullptr;
  if (f.result)
    for (const auto& s : f.result->seats) {
      most_won = std::max(most_won, s.games_won);
      if (s.player_id == f.player_id) mine = &s;
    }
  // A result entered with `result` ends the match; a penalty's provisional one (best of N, no one
  // at the games needed yet) does not.
  const bool over = f.result && (f.result->kind != ResultKind::penalty || most_won >= needed);
  if (has(f.match_losers, f.player_id) || (!f.match_losers.empty() && f.seats.size() == 2)) {
    d.notes.push_back(Message{N_("the match is already decided by a match loss; its result is unchanged"), {}});
  } else if (best_of == 1 && mine && mine->outcome == SeatOutcome::loss) {
    d.notes.push_back(Message{N_("best of 1: {player} already lost this match ({result}); its result is unchanged"), {{"player", f.player_name}, arg("result", previous)}});
  } else if (best_of > 1 && over) {
    // The match cannot take another game: nothing in it changes; the judge is told so.
    d.notes.push_back(Message{N_("the match is over ({result}, best of {best_of}): the game loss is recorded and applies to {player}'s next game; this "
                                 "match's result is unchanged"),
                              {arg("result", previous), {"best_of", n(best_of)}, {"player", f.player_name}}});
  } else {
    d.result = game_loss_result(f);
    if (best_of == 1 && f.result)
      d.notes.push_back(Message{N_("best of 1: the game is the match, so the game loss decides it (was {result})"), {arg("result", previous)}});
    const auto& seats = d.result->seats;
    const SeatResult& opp = seats[0].player_id == f.player_id ? seats[1] : seats[0];
    if (opp.games_won < needed)
      d.notes.push_back(Message{N_("the match is not over (best of {best_of}): when it ends, report the final games with `result --correct`, counting this lost game"),
                                {{"best_of", n(best_of)}}});
  }
}

}  // namespace

PenaltyDecision decide(const PenaltyFacts& f) {
  refuse_impossible(f);
  PenaltyDecision d;
  rulebook_notes(f, d.notes);
  const bool dq = f.kind == PenaltyKind::disqualification;
  bool lose_match = f.kind == PenaltyKind::match_loss || (dq && f.match_id && !f.result);
  if (dq && f.seats.size() > 2) {
    lose_match = false;
    d.notes.push_back(Message{N_("a pod's result is its placements: record them with `result`"), {}});
  }
  if (lose_match && f.match_id) d.result = match_loss_result(f);
  else if (f.kind == PenaltyKind::game_loss && f.match_id) decide_game_loss(f, d);
  if (dq && f.result)
    d.notes.push_back(Message{N_("round {round} already has a result ({result}); it stands"), {{"round", n(*f.round)}, arg("result", result_now(f))}});
  if (dq) {
    // The player takes no part after this round (round 0: before the first); an earlier drop stays.
    const int after = f.round.value_or(0);
    d.drop_after = f.dropped_after && *f.dropped_after < after ? *f.dropped_after : after;
    d.notes.push_back(Message{N_("dropped from the event after round {round}"), {{"round", n(*d.drop_after)}}});
  }
  return d;
}

VoidDecision decide_void(const VoidFacts& f) {
  const std::string id = std::to_string(f.id);
  if (!f.voided_at.empty()) throw InputError(Message{N_("penalty #{id} was already voided at {at}"), {{"id", id}, {"at", f.voided_at}}});
  VoidDecision d;
  if (f.match_id) {
    // Only the result this penalty wrote is put back; anything entered since is a judge's later word.
    bool still_ours = false;
    if (f.result && f.result->adjudication_json) {
      auto a = nlohmann::json::parse(*f.result->adjudication_json, nullptr, false);
      still_ours = a.is_object() && a.contains("penalty") && a["penalty"].is_object() && a["penalty"].value("id", std::int64_t(0)) == f.id;
    }
    const auto name = [&](std::int64_t p) { return p == f.player_id ? f.player_name : std::string(); };
    const Message now = f.result ? result_text(*f.result, name) : Message{};
    if (!still_ours)
      throw InputError(Message{f.result ? N_("the result penalty #{id} changed was entered again since (now {result}); correct it with `judgekit result --correct`, then void the penalty")
                                        : N_("the result penalty #{id} changed was entered again since (now no result); correct it with `judgekit result --correct`, then void the penalty"),
                               {{"id", id}, arg("result", now)}});
    d.result_changes = true;
    d.result = f.replaced;
    if (!f.replaced && f.round_closed && f.round && f.table)
      d.notes.push_back(Message{N_("round {round} table {table} has no result now, in a closed round: enter it with `judgekit result --round {round} {table} SCORE --correct --keep-pairings`"),
                                {{"round", n(*f.round)}, {"table", n(*f.table)}}});
  }
  if (f.kind == PenaltyKind::disqualification && f.drop_recorded) {
    d.drop_changes = true;
    d.dropped_after = f.dropped_before;
    d.notes.push_back(f.dropped_before ? Message{N_("{player} is dropped after round {round} again, as before"), {{"player", f.player_name}, {"round", n(*f.dropped_before)}}}
                                       : Message{N_("{player} is in the event again"), {{"player", f.player_name}}});
  }
  return d;
}

}  // namespace jk::judge
