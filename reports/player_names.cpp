#include "player_names.hpp"

#include <map>

#include "text.hpp"

namespace jk::reports {

void tag_same_names(std::vector<Player>& players) {
  std::map<std::string, std::vector<Player*>> by_key;
  for (auto& p : players) {
    p.tag.clear();
    by_key[name_key(p.name)].push_back(&p);
  }
  for (auto& [key, group] : by_key) {
    if (group.size() < 2) continue;
    std::map<std::string, int> ext_count;
    for (const Player* p : group) ++ext_count[p->external_id];
    for (Player* p : group)
      p->tag = !p->external_id.empty() && ext_count[p->external_id] == 1 ? p->external_id : "#" + std::to_string(p->id);
  }
}

std::string EventReport::shown_name(std::int64_t id) const {
  const Player* p = player(id);
  if (!p) return "player #" + std::to_string(id);
  return p->tag.empty() ? p->name : p->name + " [" + p->tag + "]";
}

}  // namespace jk::reports
