#include "registration.hpp"
#include "entries.hpp"

#include "errors.hpp"
#include "event_file.hpp"
#include "opened.hpp"
#include "text.hpp"

namespace jk::event {

AddedPlayers add_players(Database& db, const AddPlayersRequest& req, const Actor& actor) {
  std::vector<pairing::NewPlayer> add;
  if (!req.csv_file.empty()) {
    if (!req.names.empty()) throw InputError(Message{N_("give names or --csv, not both"), {}});
    add = pairing::read_players_csv(req.csv_text, req.csv_file);
  } else {
    for (const auto& n : req.names) add.push_back({trim(n), "", "", 0, std::nullopt});
    if ((!req.reading.empty() || !req.external_id.empty()) && add.size() == 1) add[0].reading = req.reading, add[0].external_id = req.external_id;
  }
  if (add.empty()) throw InputError(Message{N_("no players given; name them, or give --csv players.csv (columns id,name,reading)"), {}});
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  AddedPlayers out;
  out.joins_round = pairing::next_round(ev);
  if (!req.late && out.joins_round > 1)
    throw InputError(Message{N_("round {round} is already paired; add a late player with `judgekit player late-add`"),
                             {{"round", std::to_string(ev.last_round())}}});
  // A bracket or a round robin's groups are made at round 1: nobody can join them later.
  if (out.joins_round > 1 && ev.info.structure != Structure::swiss)
    throw InputError(Message{N_("round 1 of this {structure} event is paired and its bracket or groups are made; a late entry can only join a Swiss event"),
                             {{"structure", std::string(structure_name(ev.info.structure))}}});
  if (out.joins_round > 1 && ev.info.team_size)
    throw InputError(Message{N_("round 1 of this team event is paired: its teams are fixed, and a player joins only with a team before round 1"), {}});
  out.ids = pairing::add_players(db, add, out.joins_round, req.csv_file, out.notes);
  change.commit();
  out.first_name = add.front().name;
  if (ev.info.settings.late_entry_losses) out.missed_losses = out.joins_round - 1;
  return out;
}

Dropped drop_player(Database& db, const std::string& who, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  const pairing::Player& p = pairing::resolve_player(ev, who);
  pairing::drop_player(db, ev, p);
  change.commit();
  return {p, ev.last_round()};
}

pairing::Player undrop_player(Database& db, const std::string& who, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  const pairing::Player& p = pairing::resolve_player(ev, who);
  // A withdrawal gave the seat to the waitlist: taking it back would pass the capacity.
  if (player_withdrew(db, p.id))
    throw InputError(Message{N_("{player} withdrew their entry, and a withdrawal is not undone: register them again (a new entry, or a late entry)"),
                             {{"player", p.name}}});
  pairing::undrop_player(db, ev, p);
  change.commit();
  return p;
}

Renamed rename_player(Database& db, const std::string& who, const pairing::PlayerEdit& edit, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  Renamed out;
  out.before = pairing::resolve_player(ev, who);
  out.notes = pairing::rename_player(db, out.before, edit);
  out.after = *pairing::load_event(db, pairing::Load::header).player(out.before.id);
  change.commit();
  return out;
}

pairing::Player remove_player(Database& db, const std::string& who, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  const pairing::Player& p = pairing::resolve_player(ev, who);
  pairing::remove_player(db, ev, p);
  change.commit();
  return p;
}

PlayerListing list_players(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  Game game = game_of(ev.info);
  PlayerListing out;
  out.event_name = ev.info.name;
  for (const auto& r : pairing::standings(ev, pairing::read_scores(db, ev, game), game)) out.points[r.player_id] = r.points;
  out.players = std::move(ev.players);
  return out;
}

}  // namespace jk::event
