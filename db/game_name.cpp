#include "game_name.hpp"

#include <vector>

#include "errors.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk {

std::string resolve_game_id(const std::string& games_dir, const std::string& typed) {
  auto ids = game_ids(games_dir);
  std::string key = fold_text(trim(typed));
  std::vector<std::string> hits;
  for (const auto& id : ids) {
    if (id == key) return id;
    if (!key.empty() && id.compare(0, key.size(), key) == 0) hits.push_back(id);
  }
  if (hits.size() == 1) return hits[0];
  std::string list;
  for (const auto& id : hits.empty() ? ids : hits) list += (list.empty() ? "" : ", ") + id;
  throw InputError("game '" + typed + "': " + (hits.empty() ? "no such game; the games are " : "several games start so: ") + list);
}

}  // namespace jk
