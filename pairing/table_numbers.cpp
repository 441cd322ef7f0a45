#include "table_numbers.hpp"

#include <algorithm>
#include <set>

namespace jk::pairing {

TableNumbers number_tables(const std::vector<std::vector<std::int64_t>>& tables, const std::map<std::int64_t, int>& fixed,
                           const TableNumbering& numbering) {
  TableNumbers out;
  out.numbers.assign(tables.size(), 0);
  std::set<int> taken;
  for (std::size_t t = 0; t < tables.size(); ++t)
    for (std::int64_t p : tables[t]) {
      auto it = fixed.find(p);
      if (it == fixed.end()) continue;
      if (out.numbers[t] == 0 && taken.insert(it->second).second) out.numbers[t] = it->second;
      else if (out.numbers[t] != it->second) out.not_kept.push_back(p);
    }
  int next = numbering.first;
  auto skipped = [&](int n) { return taken.count(n) || std::binary_search(numbering.skip.begin(), numbering.skip.end(), n); };
  for (auto& n : out.numbers) {
    if (n) continue;
    while (skipped(next)) ++next;
    n = next++;
  }
  return out;
}

}  // namespace jk::pairing
