#include "deck_batch.hpp"

#include <filesystem>
#include <map>

#include "access.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "players.hpp"

namespace jk::event {

std::vector<std::int64_t> players_of_files(Database& db, const std::vector<std::string>& files) {
  ReadSnapshot snapshot(db);
  std::vector<std::int64_t> out;
  std::map<std::int64_t, std::string> seen;
  for (const auto& f : files) {
    const std::string stem = std::filesystem::path(f).stem().string();
    std::int64_t id = 0;
    if (auto coded = check_player_code(db, stem)) id = *coded;
    else {
      try {
        id = resolve_player(db, stem).id;
      } catch (const InputError& e) {
        throw InputError(f, 0, Message{N_("the file's name names no one player ({why}); name it for the player: code, id, membership id or name"),
                                       {arg("why", e.message())}});
      }
    }
    if (auto [it, fresh] = seen.emplace(id, f); !fresh)
      throw InputError(f, 0, Message{N_("names the same player as {other}; one list a player"), {{"other", it->second}}});
    out.push_back(id);
  }
  return out;
}

std::vector<decklint::Registration> register_decks(Database& db, const std::vector<DeckToStore>& decks, const decklint::Ruleset& rules,
                                                   const Actor& actor) {
  Change change(db, actor.label);
  std::vector<decklint::Registration> out;
  for (const auto& d : decks) out.push_back(decklint::register_deck(db, d.player_id, d.file, d.text, d.report, rules));
  change.commit();
  return out;
}

}  // namespace jk::event
