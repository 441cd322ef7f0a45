#include "avoids.hpp"

#include <algorithm>

namespace jk::pairing {

SwissField with_avoids(const SwissField& field, const std::vector<std::pair<int, int>>& apart) {
  if (apart.empty()) return field;
  const int n = field.size();
  int most = 1;
  for (int i = 0; i < n; ++i) most = std::max(most, field.opponent_count(i));
  const int k = (n / 2) * most + 1;
  std::vector<std::vector<int>> extra(static_cast<std::size_t>(n));
  for (auto [a, b] : apart) {
    extra[static_cast<std::size_t>(a)].insert(extra[static_cast<std::size_t>(a)].end(), static_cast<std::size_t>(k), b);
    extra[static_cast<std::size_t>(b)].insert(extra[static_cast<std::size_t>(b)].end(), static_cast<std::size_t>(k), a);
  }
  SwissField out;
  out.points = field.points;
  out.byes = field.byes;
  out.pair_downs = field.pair_downs;
  for (int i = 0; i < n; ++i) {
    out.opponents.insert(out.opponents.end(), field.opponents_of(i), field.opponents_of(i) + field.opponent_count(i));
    const auto& e = extra[static_cast<std::size_t>(i)];
    out.opponents.insert(out.opponents.end(), e.begin(), e.end());
    out.opponents_begin.push_back(static_cast<int>(out.opponents.size()));
  }
  return out;
}

int real_rematches(const SwissField& field, const std::vector<std::pair<int, int>>& pairs) {
  int n = 0;
  for (auto [a, b] : pairs) n += times_met(field, a, b) > 0;
  return n;
}

}  // namespace jk::pairing
