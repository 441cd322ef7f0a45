#include "penalty_log.hpp"

#include "event_file.hpp"
#include "event_store.hpp"
#include "opened.hpp"
#include "players.hpp"

namespace jk::event {

PenaltyAdded add_penalty(Database& db, const judge::PenaltyRequest& req, const Actor& actor) {
  Change change(db, actor.label);
  Game game = game_of(read_event_header(db));
  PenaltyAdded out{judge::add_penalty(db, game, req), game.id};
  change.commit();
  return out;
}

judge::PenaltyVoided void_penalty(Database& db, std::int64_t id, const std::string& reason, const Actor& actor) {
  Change change(db, actor.label);
  judge::PenaltyVoided out = judge::void_penalty(db, id, reason);
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
