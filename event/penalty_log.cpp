#include "penalty_log.hpp"

#include "event_file.hpp"
#include "event_store.hpp"
#include "opened.hpp"
#include "penalties.hpp"
#include "players.hpp"
#include "result_change.hpp"
#include "result_text.hpp"

namespace jk::event {

namespace {

// A result a penalty changed, as people read it ("no result" for none).
Message result_for_people(Database& db, const std::optional<ResultRecord>& r) {
  if (!r) return Message{N_("no result"), {}};
  return result_text(*r, [&](std::int64_t id) {
    auto st = db.prepare("SELECT name FROM players WHERE id = ?1");
    st.bind(1, id);
    return st.step() ? st.text(0) : "#" + std::to_string(id);
  });
}

}  // namespace

PenaltyAdded add_penalty(Database& db, const judge::PenaltyRequest& req, const Actor& actor, bool keep_pairings) {
  Change change(db, actor.label);
  Game game = game_of(read_event_header(db));
  const judge::PenaltyFacts facts = judge::read_penalty(db, game, req);
  judge::PenaltyDecision decision = judge::decide(facts);
  if (decision.result)
    if (auto kept = allow_result_change(db, *facts.match_id, keep_pairings)) decision.notes.push_back(*kept);
  PenaltyAdded out{judge::write_penalty(db, facts, decision), game.id, {}, {}};
  if (out.penalty.match_id) {
    out.result_before_text = result_for_people(db, out.penalty.before);
    out.result_after_text = result_for_people(db, out.penalty.after);
  }
  change.commit();
  return out;
}

VoidedPenalty void_penalty(Database& db, std::int64_t id, const std::string& reason, const Actor& actor, bool keep_pairings) {
  Change change(db, actor.label);
  const judge::VoidFacts facts = judge::read_void(db, id, reason);
  judge::VoidDecision decision = judge::decide_void(facts);
  if (decision.result_changes)
    if (auto kept = allow_result_change(db, *facts.match_id, keep_pairings)) decision.notes.insert(decision.notes.begin(), *kept);
  VoidedPenalty out{judge::write_void(db, facts, decision, reason), {}, {}};
  if (out.penalty.match_id) {
    out.result_before_text = result_for_people(db, out.penalty.before);
    out.result_after_text = result_for_people(db, out.penalty.after);
  }
  change.commit();
  return out;
}

PenaltyListing list_penalties(Database& db, const std::string& player) {
  ReadSnapshot snapshot(db);
  PenaltyListing out;
  std::optional<std::int64_t> who;
  if (!player.empty()) who = resolve_player(db, player).id;
  out.one_player = who.has_value();
  out.entries = judge::list_penalties(db, who);
  return out;
}

std::string event_game(Database& db) {
  ReadSnapshot snapshot(db);
  return read_event_header(db).game;
}

}  // namespace jk::event
