#include "opened.hpp"

#include <map>
#include <memory>
#include <mutex>
#include <string_view>
#include <unordered_map>

namespace jk::event {

// A pack is read once per process: the web server calls this for every report from a table,
// and reading game.xml (and the card list, and the other packs for aliases) each time costs more
// than the report itself. Packs are data shipped with the binary; they do not change while it runs.
const Game& game_of(const EventHeader& header) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Game>> loaded;
  const std::string key = games_dir() + '\n' + header.game;
  std::lock_guard lock(mutex);
  auto& slot = loaded[key];
  if (!slot) slot = std::make_shared<const Game>(load_game(games_dir(), header.game));
  return *slot;
}

std::map<std::int64_t, std::string> people_labels(const std::vector<pairing::Player>& players) {
  std::unordered_map<std::string_view, int> uses(players.size() * 2);
  for (const auto& p : players) ++uses[p.name_key];
  std::map<std::int64_t, std::string> out;
  for (const auto& p : players)  // by id as loaded: each one goes in at the end, without a search
    out.emplace_hint(out.end(), p.id, uses[p.name_key] < 2 ? p.name : p.name + (p.external_id.empty() ? " #" + std::to_string(p.id) : " [" + p.external_id + "]"));
  return out;
}

std::map<std::int64_t, std::string> seat_labels(Database& db, const std::vector<std::int64_t>& ids) {
  std::map<std::int64_t, std::string> out;
  for (auto id : ids) {
    auto st = db.prepare("SELECT p.name, p.external_id, (SELECT count(*) FROM players q WHERE q.name_key = p.name_key) FROM players p WHERE p.id = ?1");
    st.bind(1, id);
    if (!st.step()) continue;
    const std::string name = st.text(0), external = st.opt_text(1).value_or("");
    out[id] = st.integer(2) < 2 ? name : name + (external.empty() ? " #" + std::to_string(id) : " [" + external + "]");
  }
  return out;
}

}  // namespace jk::event
