// Registration: players added before round 1 or late, dropped, listed.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "actor.hpp"
#include "event.hpp"  // pairing's Event, Player
#include "sqlite.hpp"

namespace jk::event {

struct AddPlayersRequest {
  std::vector<std::string> names;  // or
  std::string csv_text, csv_file;  // columns id,name,reading
  bool late = false;               // `player late-add`: after the event started
  std::string reading, external_id;  // of the one player named (late-add --reading, --id)
};
struct AddedPlayers {
  std::vector<std::int64_t> ids;
  std::string first_name;
  int joins_round = 1;
  int missed_losses = 0;           // losses for the rounds a late entry missed (0 when the event gives none)
  std::vector<Message> notes;      // same names as other players; each face words them
};
AddedPlayers add_players(Database& db, const AddPlayersRequest& req, const Actor& actor);

struct Dropped {
  pairing::Player player;
  int after_round = 0;  // 0: before round 1
};
Dropped drop_player(Database& db, const std::string& who, const Actor& actor);

// Undo, because judges make mistakes: each one transaction, refused where it would break the event.
pairing::Player undrop_player(Database& db, const std::string& who, const Actor& actor);
struct Renamed {
  pairing::Player before, after;
  std::vector<Message> notes;  // same names as other players
};
Renamed rename_player(Database& db, const std::string& who, const pairing::PlayerEdit& edit, const Actor& actor);
pairing::Player remove_player(Database& db, const std::string& who, const Actor& actor);

struct PlayerListing {
  std::string event_name;
  std::vector<pairing::Player> players;
  std::map<std::int64_t, int> points;  // by player id
};
PlayerListing list_players(Database& db);

}  // namespace jk::event
