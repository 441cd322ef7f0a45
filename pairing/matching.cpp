// The only file that includes LEMON (built as C++17: LEMON 1.3's maps need std::allocator::construct).
#include "matching.hpp"

#include <lemon/matching.h>
#include <lemon/smart_graph.h>

namespace jk::pairing {

MatchingResult max_weight_perfect_matching(int nodes, const std::vector<WeightedEdge>& edges) {
  lemon::SmartGraph g;
  g.reserveNode(nodes);
  g.reserveEdge(static_cast<int>(edges.size()));
  std::vector<lemon::SmartGraph::Node> node(static_cast<std::size_t>(nodes));
  for (int i = 0; i < nodes; ++i) node[static_cast<std::size_t>(i)] = g.addNode();
  lemon::SmartGraph::EdgeMap<Weight> weight(g);
  for (const auto& e : edges) weight[g.addEdge(node[static_cast<std::size_t>(e.u)], node[static_cast<std::size_t>(e.v)])] = e.w;

  MatchingResult r;
  r.mate.assign(static_cast<std::size_t>(nodes), -1);
  if (nodes == 0) {
    r.perfect = true;
    return r;
  }
  static_assert(lemon::MaxWeightedPerfectMatching<lemon::SmartGraph, lemon::SmartGraph::EdgeMap<Weight>>::dualScale ==
                MatchingResult::dual_scale);
  lemon::MaxWeightedPerfectMatching<lemon::SmartGraph, lemon::SmartGraph::EdgeMap<Weight>> mwpm(g, weight);
  r.perfect = mwpm.run();
  if (!r.perfect) return r;
  r.potential.resize(static_cast<std::size_t>(nodes));
  for (int i = 0; i < nodes; ++i) {
    auto n = node[static_cast<std::size_t>(i)];
    auto m = mwpm.mate(n);
    r.mate[static_cast<std::size_t>(i)] = m == lemon::INVALID ? -1 : g.id(m);
    r.potential[static_cast<std::size_t>(i)] = mwpm.nodeValue(n);
  }
  // Blossoms are nested ranges of one node list; rebuild that list from the iterators.
  r.position.assign(static_cast<std::size_t>(nodes), -1);
  std::vector<std::vector<int>> members(static_cast<std::size_t>(mwpm.blossomNum()));
  for (int k = 0; k < mwpm.blossomNum(); ++k)
    for (typename decltype(mwpm)::BlossomIt it(mwpm, k); it != lemon::INVALID; ++it) members[static_cast<std::size_t>(k)].push_back(g.id(it));
  // Outer blossoms first (larger sets), then inner ones, so each is laid out inside its parent.
  std::vector<int> order(members.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return members[static_cast<std::size_t>(a)].size() > members[static_cast<std::size_t>(b)].size(); });
  // Lay out: each node's position follows the innermost blossom listing; simplest exact approach:
  // sort nodes by the sequence of blossoms containing them (outermost first).
  std::vector<std::vector<int>> chain(static_cast<std::size_t>(nodes));
  for (int k : order)
    for (int v : members[static_cast<std::size_t>(k)]) chain[static_cast<std::size_t>(v)].push_back(k);
  std::vector<int> by_chain(static_cast<std::size_t>(nodes));
  for (int i = 0; i < nodes; ++i) by_chain[static_cast<std::size_t>(i)] = i;
  std::stable_sort(by_chain.begin(), by_chain.end(), [&](int a, int b) { return chain[static_cast<std::size_t>(a)] < chain[static_cast<std::size_t>(b)]; });
  r.blossom_order = by_chain;
  for (int p = 0; p < nodes; ++p) r.position[static_cast<std::size_t>(by_chain[static_cast<std::size_t>(p)])] = p;
  r.blossoms.resize(members.size());
  for (std::size_t k = 0; k < members.size(); ++k) {
    int lo = nodes, hi = -1;
    for (int v : members[k]) {
      lo = std::min(lo, r.position[static_cast<std::size_t>(v)]);
      hi = std::max(hi, r.position[static_cast<std::size_t>(v)]);
    }
    r.blossoms[k] = {mwpm.blossomValue(static_cast<int>(k)), lo, hi + 1};
  }
  return r;
}

Weight shared_blossom_value(const MatchingResult& m, int u, int v) {
  Weight sum = 0;
  int pu = m.position[static_cast<std::size_t>(u)], pv = m.position[static_cast<std::size_t>(v)];
  for (const auto& b : m.blossoms)
    if (b.begin <= pu && pu < b.end && b.begin <= pv && pv < b.end) sum += b.value;
  return sum;
}

}  // namespace jk::pairing
