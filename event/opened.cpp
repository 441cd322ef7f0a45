#include "opened.hpp"

namespace jk::event {

Game game_of(const EventHeader& header) { return load_game(games_dir(), header.game); }

std::map<std::int64_t, std::string> people_labels(const std::vector<pairing::Player>& players) {
  std::map<std::string, int> uses;
  for (const auto& p : players) ++uses[p.name_key];
  std::map<std::int64_t, std::string> out;
  for (const auto& p : players)
    out[p.id] = uses[p.name_key] < 2 ? p.name : p.name + (p.external_id.empty() ? " #" + std::to_string(p.id) : " [" + p.external_id + "]");
  return out;
}

}  // namespace jk::event
