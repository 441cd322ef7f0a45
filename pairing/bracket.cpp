#include "bracket.hpp"

#include <stdexcept>

namespace jk::pairing {

std::vector<int> bracket_order(int size) {
  std::vector<int> order{1};
  for (int n = 1; n < size; n *= 2) {
    std::vector<int> next;
    for (int s : order) next.push_back(s), next.push_back(2 * n + 1 - s);
    order = next;
  }
  return order;
}

int bracket_size(int players) {
  int size = 1;
  while (size < players) size *= 2;
  return size;
}

std::vector<FirstRoundSlot> first_round(int players) {
  if (players < 2) throw std::invalid_argument("a bracket needs two players");
  auto order = bracket_order(bracket_size(players));
  std::vector<FirstRoundSlot> slots;
  for (std::size_t i = 0; i + 1 < order.size(); i += 2) {
    int a = order[i], b = order[i + 1];
    if (a > b) std::swap(a, b);  // the better seed first
    slots.push_back({a, b <= players ? b : 0});
  }
  return slots;
}

}  // namespace jk::pairing
