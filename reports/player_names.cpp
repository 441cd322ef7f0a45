#include "player_names.hpp"

namespace jk::reports {

std::string EventReport::shown_name(std::int64_t id) const {
  const Player* p = player(id);
  if (!p) return "player #" + std::to_string(id);
  return p->tag.empty() ? p->name : p->name + " [" + p->tag + "]";
}

}  // namespace jk::reports
