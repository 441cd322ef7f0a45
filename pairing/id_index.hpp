// Rows' ids to their positions in flat arrays.
#pragma once
#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace jk::pairing {

// Id -> its position in a list of ids (players', matches'): a table when the ids are dense (they
// are rowids), else a hash map. -1: no such id.
class IdIndex {
 public:
  explicit IdIndex(const std::vector<std::int64_t>& ids) {
    const std::int64_t top = ids.empty() ? 0 : *std::max_element(ids.begin(), ids.end());
    const std::int64_t bottom = ids.empty() ? 0 : *std::min_element(ids.begin(), ids.end());
    dense_ = bottom >= 0 && top <= 4 * static_cast<std::int64_t>(ids.size()) + 64;
    if (dense_) table_.assign(static_cast<std::size_t>(top) + 1, -1);
    else map_.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i)
      if (dense_) table_[static_cast<std::size_t>(ids[i])] = static_cast<int>(i);
      else map_[ids[i]] = static_cast<int>(i);
  }
  int operator()(std::int64_t id) const {
    if (dense_) return id >= 0 && id < static_cast<std::int64_t>(table_.size()) ? table_[static_cast<std::size_t>(id)] : -1;
    auto it = map_.find(id);
    return it == map_.end() ? -1 : it->second;
  }

 private:
  bool dense_ = false;
  std::vector<int> table_;
  std::unordered_map<std::int64_t, int> map_;
};

}  // namespace jk::pairing
