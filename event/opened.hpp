// Inside the event library: an event's header and game pack, read at the start of an operation.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "event.hpp"
#include "event_store.hpp"
#include "pack.hpp"
#include "sqlite.hpp"

namespace jk::event {

// The pack of the event's game (InputError when the pack is gone).
const Game& game_of(const EventHeader& header);  // read once per process; lives as long as it

// What a person reads for each player: the name, and where two players share it (same name_key)
// what tells them apart: the membership id, else the player id ("中村 蓮 [A2]", "中村 蓮 #7").
std::map<std::int64_t, std::string> people_labels(const std::vector<pairing::Player>& players);
// The same labels for a few players (a table's), read without loading every player.
std::map<std::int64_t, std::string> seat_labels(Database& db, const std::vector<std::int64_t>& ids);

}  // namespace jk::event
