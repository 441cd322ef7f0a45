// Swiss pairing as one exact maximum-weight perfect matching.
//
// Weights: every edge costs, most important first, (1) times the two met before, (2) 1 when the
// two have different points (a pair-down), (3) the squared point gap, (4) the down-paired player's
// place from the bottom of its group (0 = lowest-ranked), (5) 1 when that player was paired down
// before. Each coefficient exceeds the largest total the lower levels can reach over a perfect
// matching, so the heaviest matching is the lexicographic optimum. Ties: seeded random order.
//
// Speed: LEMON only sees the "core": every small group whole and both ends (zones) of each large
// group. The middle of a large group is paired at random without rematches. The core is solved
// exactly on a sparse candidate graph whose optimality over all core pairs is proven with LEMON's
// dual solution (pricing: any left-out edge that could improve is added and the core re-solved).
// The middle is then proven harmless by an exchange argument whose counting conditions are checked
// on every run (check_decomposition); when they fail the zones grow, up to the whole group.
#include "swiss.hpp"

#include <algorithm>
#include <stdexcept>
#include <unordered_set>

#include "rng.hpp"

namespace jk::pairing {

std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b) {
  Rng r(a ^ (b * 0xD6E8FEB86659FD93ull));
  r.next();
  return r.next();
}

int times_met(const std::vector<SwissPlayer>& ranked, int u, int v) {
  const auto& a = ranked[static_cast<std::size_t>(u)].opponents;
  const auto& b = ranked[static_cast<std::size_t>(v)].opponents;
  const auto& shorter = a.size() <= b.size() ? a : b;
  int other = a.size() <= b.size() ? v : u;
  int n = 0;
  for (int o : shorter) n += o == other;
  return n;
}

Weight PairingWeights::weight(int u, int v, int met) const {
  std::size_t a = static_cast<std::size_t>(u), b = static_cast<std::size_t>(v);
  Weight cost = rematch * met;
  if (points[a] != points[b]) {
    std::size_t hi = points[a] > points[b] ? a : b;
    Weight gap_points = std::abs(points[a] - points[b]);
    cost += down + gap * gap_points * gap_points + position * position_in_group[hi] + twice * paired_down_before[hi];
  }
  return -cost;
}

PairingWeights make_weights(const std::vector<SwissPlayer>& ranked, int bye) {
  PairingWeights w;
  std::size_t n = ranked.size();
  w.points.resize(n);
  w.position_in_group.assign(n, 0);
  w.group.assign(n, -1);
  w.paired_down_before.assign(n, 0);
  int active = 0, max_pos = 0, lo = 0, hi = 0, group = -1, prev_points = 0;
  bool first = true;
  for (std::size_t i = 0; i < n; ++i) {
    w.points[i] = ranked[i].points;
    w.paired_down_before[i] = ranked[i].pair_downs > 0;
    if (static_cast<int>(i) == bye) continue;
    ++active;
    if (first || ranked[i].points != prev_points) ++group;
    w.group[i] = group;
    if (first) lo = hi = ranked[i].points;
    lo = std::min(lo, ranked[i].points);
    hi = std::max(hi, ranked[i].points);
    prev_points = ranked[i].points;
    first = false;
  }
  // Place from the bottom of the group: walk each group from its end.
  for (std::size_t i = n; i-- > 0;) {
    if (static_cast<int>(i) == bye) continue;
    std::size_t j = i + 1;
    while (j < n && static_cast<int>(j) == bye) ++j;
    if (j < n && w.group[j] == w.group[i]) w.position_in_group[i] = w.position_in_group[j] + 1;
    max_pos = std::max(max_pos, w.position_in_group[i]);
  }
  Weight edges = active / 2, max_gap2 = static_cast<Weight>(hi - lo) * (hi - lo);
  w.twice = 1;
  Weight range = edges;  // the largest total of the levels below the next coefficient
  w.position = range + 1;
  range += edges * max_pos * w.position;
  w.gap = range + 1;
  range += edges * max_gap2 * w.gap;
  w.down = range + 1;
  range += edges * w.down;
  w.rematch = range + 1;
  return w;
}

SwissPairing pair_random(int players, std::uint64_t seed) {
  std::vector<int> order(static_cast<std::size_t>(players));
  for (int i = 0; i < players; ++i) order[static_cast<std::size_t>(i)] = i;
  Rng rng(mix_seed(seed, 1));
  rng.shuffle(order);
  SwissPairing p;
  if (players % 2) {
    p.bye = order.back();
    order.pop_back();
  }
  for (std::size_t i = 0; i + 1 < order.size(); i += 2) p.pairs.push_back({order[i], order[i + 1]});
  return p;
}

namespace {

std::uint64_t edge_key(int a, int b) {
  if (a > b) std::swap(a, b);
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) | static_cast<std::uint32_t>(b);
}

struct Solver {
  const std::vector<SwissPlayer>& ranked;
  const SwissOptions& opt;
  PairingWeights w;
  std::vector<int> active;  // ranked indices of the players to pair, in rank order
  SwissStats stats;

  Solver(const std::vector<SwissPlayer>& r, const SwissOptions& o, int bye) : ranked(r), opt(o), w(make_weights(r, bye)) {
    for (int i = 0; i < static_cast<int>(r.size()); ++i)
      if (i != bye) active.push_back(i);
  }

  int met(int a, int b) const { return times_met(ranked, a, b); }

  // LEMON on `nodes` (ranked indices) with the given candidate edges (local index pairs).
  MatchingResult run(const std::vector<int>& nodes, const std::vector<std::pair<int, int>>& cand,
                     const std::vector<int>& label) {
    std::vector<WeightedEdge> edges;
    edges.reserve(cand.size());
    for (auto [a, b] : cand) {
      int ga = nodes[static_cast<std::size_t>(a)], gb = nodes[static_cast<std::size_t>(b)];
      edges.push_back({label[static_cast<std::size_t>(a)], label[static_cast<std::size_t>(b)], w.weight(ga, gb, met(ga, gb))});
    }
    ++stats.matching_runs;
    return max_weight_perfect_matching(static_cast<int>(nodes.size()), edges);
  }

  std::vector<std::pair<int, int>> solve_dense() {
    std::vector<std::pair<int, int>> cand;
    int m = static_cast<int>(active.size());
    for (int a = 0; a < m; ++a)
      for (int b = a + 1; b < m; ++b) cand.push_back({a, b});
    std::vector<int> label(active.size());
    for (std::size_t i = 0; i < label.size(); ++i) label[i] = static_cast<int>(i);
    // Random tie-breaking: the solver sees the players in a seeded random order.
    Rng rng(mix_seed(opt.seed, 2));
    rng.shuffle(label);
    stats.core_players = m;
    auto r = run(active, cand, label);
    if (!r.perfect) throw std::logic_error("complete graph without a perfect matching");
    return mates_to_pairs(active, label, r);
  }

  static std::vector<std::pair<int, int>> mates_to_pairs(const std::vector<int>& nodes, const std::vector<int>& label,
                                                         const MatchingResult& r) {
    std::vector<int> local_of_label(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) local_of_label[static_cast<std::size_t>(label[i])] = static_cast<int>(i);
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      int mate = local_of_label[static_cast<std::size_t>(r.mate[static_cast<std::size_t>(label[i])])];
      if (static_cast<int>(i) < mate) pairs.push_back({nodes[i], nodes[static_cast<std::size_t>(mate)]});
    }
    return pairs;
  }

  // The exact optimum over every pair of `nodes` (ranked indices in rank order), found on a
  // sparse graph and proven by pricing every left-out pair against LEMON's dual solution.
  std::vector<std::pair<int, int>> solve_core(const std::vector<int>& nodes) {
    int m = static_cast<int>(nodes.size());
    stats.core_players = m;
    if (m == 0) return {};
    Rng rng(mix_seed(opt.seed, 3));
    std::vector<int> label(nodes.size());
    for (std::size_t i = 0; i < label.size(); ++i) label[i] = static_cast<int>(i);
    rng.shuffle(label);
    // Core groups: contiguous ranges of equal points.
    std::vector<int> group_of(nodes.size()), group_begin;
    for (int i = 0; i < m; ++i) {
      if (i == 0 || ranked[static_cast<std::size_t>(nodes[static_cast<std::size_t>(i)])].points !=
                        ranked[static_cast<std::size_t>(nodes[static_cast<std::size_t>(i - 1)])].points)
        group_begin.push_back(i);
      group_of[static_cast<std::size_t>(i)] = static_cast<int>(group_begin.size()) - 1;
    }
    group_begin.push_back(m);
    int groups = static_cast<int>(group_begin.size()) - 1;

    std::unordered_set<std::uint64_t> have;
    std::vector<std::pair<int, int>> cand;
    auto add = [&](int a, int b) {
      if (a != b && have.insert(edge_key(a, b)).second) cand.push_back({std::min(a, b), std::max(a, b)});
    };
    // Candidates: a path through everyone (so a perfect matching always exists), every pair
    // inside a small group (equal weights: LEMON's potentials then stay level across the group,
    // which keeps pricing cheap), and in large groups a few neighbours and random members.
    const int window = 3, random_degree = 2, complete_up_to = 96;
    for (int i = 0; i + 1 < m; ++i) add(i, i + 1);
    for (int i = 0; i < m; ++i) {
      int found = 0;
      for (int j = i + 1; j < m && found < window && j - i <= window + 16; ++j)
        if (!met(nodes[static_cast<std::size_t>(i)], nodes[static_cast<std::size_t>(j)])) add(i, j), ++found;
      int g = group_of[static_cast<std::size_t>(i)];
      int b = group_begin[static_cast<std::size_t>(g)], size = group_begin[static_cast<std::size_t>(g + 1)] - b;
      if (size <= complete_up_to) {
        for (int j = i + 1; j < b + size; ++j) add(i, j);
      } else {
        for (int k = 0; k < random_degree; ++k) add(i, b + static_cast<int>(rng.below(static_cast<std::uint64_t>(size))));
      }
    }
    // Each player also gets one random member of every lower group: without such edges the
    // potentials of two odd groups far apart drift low together, and pricing would then add
    // nearly every pair between them. (Huge cores: only the next few groups, to bound the edges.)
    for (int i = 0; i < m; ++i) {
      int g = group_of[static_cast<std::size_t>(i)];
      int last = static_cast<long>(m) * groups > 400000 ? std::min(groups, g + 5) : groups;
      for (int h = g + 1; h < last; ++h) {
        int hb = group_begin[static_cast<std::size_t>(h)], hs = group_begin[static_cast<std::size_t>(h + 1)] - hb;
        add(i, hb + static_cast<int>(rng.below(static_cast<std::uint64_t>(hs))));
      }
    }

    for (;;) {
      MatchingResult r = run(nodes, cand, label);
      if (!r.perfect) throw std::logic_error("core graph without a perfect matching");
      std::vector<Weight> y(nodes.size());
      for (std::size_t i = 0; i < nodes.size(); ++i) y[i] = r.potential[static_cast<std::size_t>(label[i])];
      // Per group: members by potential, lowest first.
      std::vector<std::vector<int>> by_y(static_cast<std::size_t>(groups));
      for (int g = 0; g < groups; ++g) {
        auto& v = by_y[static_cast<std::size_t>(g)];
        for (int i = group_begin[static_cast<std::size_t>(g)]; i < group_begin[static_cast<std::size_t>(g + 1)]; ++i) v.push_back(i);
        std::sort(v.begin(), v.end(), [&](int a, int b) { return y[static_cast<std::size_t>(a)] < y[static_cast<std::size_t>(b)]; });
      }
      const Weight scale = MatchingResult::dual_scale;
      std::vector<std::pair<int, int>> violated;
      for (int u = 0; u < m; ++u) {
        int gu = group_of[static_cast<std::size_t>(u)];
        int ru = nodes[static_cast<std::size_t>(u)];
        for (int h = gu; h < groups; ++h) {
          const auto& members = by_y[static_cast<std::size_t>(h)];
          // The best weight u can have with anyone in h (a pair that never met): 0 inside its
          // own group, a pair-down's weight (set by u's points, place and history) below it.
          Weight best = h == gu ? 0 : scale * w.weight(ru, nodes[static_cast<std::size_t>(members.front())], 0);
          for (int v : members) {
            if (y[static_cast<std::size_t>(u)] + y[static_cast<std::size_t>(v)] >= best) break;
            if (v == u || have.count(edge_key(u, v))) continue;
            int rv = nodes[static_cast<std::size_t>(v)];
            ++stats.priced_pairs;
            Weight exact = scale * w.weight(ru, rv, met(ru, rv));
            Weight slack = y[static_cast<std::size_t>(u)] + y[static_cast<std::size_t>(v)] +
                           shared_blossom_value(r, label[static_cast<std::size_t>(u)], label[static_cast<std::size_t>(v)]) - exact;
            if (slack < 0) violated.push_back({u, v});
          }
        }
      }
      if (violated.empty()) return mates_to_pairs(nodes, label, r);
      stats.added_edges += static_cast<int>(violated.size());
      for (auto [a, b] : violated) add(a, b);
    }
  }

  // Pairs `members` (ranked indices of one group's middle) at random without rematches.
  bool pair_middle(std::vector<int> members, Rng& rng, std::vector<std::pair<int, int>>& out) {
    rng.shuffle(members);
    std::size_t start = out.size();
    for (std::size_t i = 0; i < members.size(); i += 2) {
      int a = members[i];
      std::size_t j = i + 1;
      while (j < members.size() && met(a, members[j])) ++j;
      if (j < members.size()) {
        std::swap(members[i + 1], members[j]);
        out.push_back({a, members[i + 1]});
        continue;
      }
      // Everyone left has met a: trade partners with an earlier pair.
      int b = members[i + 1];
      bool fixed = false;
      for (std::size_t k = start; k < out.size() && !fixed; ++k) {
        auto [c, d] = out[k];
        if (!met(a, c) && !met(b, d)) out[k] = {a, c}, out.push_back({b, d}), fixed = true;
        else if (!met(a, d) && !met(b, c)) out[k] = {a, d}, out.push_back({b, c}), fixed = true;
      }
      if (!fixed) return false;
    }
    return true;
  }

  // Zones of one large group: the top `top` and bottom `bottom` players stay in the core.
  struct Zones {
    int top = 0, bottom = 0;  // 0, 0: the whole group is core
  };

  // Chooses each large group's zones so that the exchange argument holds (docs/events.md, "Why
  // the fast pairing is exact"). The core is solved exactly and has no rematch; with E pair-downs
  // beyond the parity minimum (#odd groups / 2), no optimal pairing pays more, so it pairs at most
  // K = (|g| mod 2) + 2E of a group g's players outside g. The middle of g changes nothing when
  //   bottom zone > K + qB + qG,  top zone > K + qT + qG,  both zones - K >= 2 qZ + 2,
  // where qB (qT) is the most opponents any player has in g's bottom (top) zone, qG the most
  // opponents any player of g has in g, and qZ the most opponents a zone player has in the zones.
  std::vector<Zones> size_zones(const std::vector<int>& begin, int excess, const std::vector<char>& whole) {
    int groups = static_cast<int>(begin.size()) - 1;
    std::vector<Zones> zones(static_cast<std::size_t>(groups));
    if (opt.zone <= 0) return zones;
    std::vector<int> pos_of(ranked.size(), -1);
    for (std::size_t i = 0; i < active.size(); ++i) pos_of[static_cast<std::size_t>(active[i])] = static_cast<int>(i);
    std::vector<int> count(active.size(), 0), touched;
    // The most opponents any of `players` (active positions) have among players with a given tag.
    auto most_opponents_of = [&](int from, int to, auto&& counted) {
      int best = 0;
      for (int i = from; i < to; ++i)
        for (int o : ranked[static_cast<std::size_t>(active[static_cast<std::size_t>(i)])].opponents) {
          int p = pos_of[static_cast<std::size_t>(o)];
          if (p >= 0 && counted(p)) best = std::max(best, ++count[static_cast<std::size_t>(i)]);
        }
      for (int i = from; i < to; ++i) count[static_cast<std::size_t>(i)] = 0;
      return best;
    };
    // The most opponents any player has among active[from, to) (opponents are symmetric).
    auto most_met_in = [&](int from, int to) {
      int best = 0;
      for (int i = from; i < to; ++i)
        for (int o : ranked[static_cast<std::size_t>(active[static_cast<std::size_t>(i)])].opponents) {
          int p = pos_of[static_cast<std::size_t>(o)];
          if (p < 0) continue;
          if (count[static_cast<std::size_t>(p)]++ == 0) touched.push_back(p);
          best = std::max(best, count[static_cast<std::size_t>(p)]);
        }
      for (int p : touched) count[static_cast<std::size_t>(p)] = 0;
      touched.clear();
      return best;
    };
    for (int g = 0; g < groups; ++g) {
      std::size_t gi = static_cast<std::size_t>(g);
      int b = begin[gi], e = begin[gi + 1], size = e - b;
      if (whole[gi] || size < 2 * opt.zone + 2) continue;
      int k = size % 2 + 2 * excess;
      int q_group = most_opponents_of(b, e, [&](int p) { return p >= b && p < e; });
      int top = opt.zone, bottom = opt.zone;
      for (;;) {
        bottom += (size - top - bottom) % 2;  // the middle must be even
        if (size - top - bottom < 2) {
          top = bottom = 0;
          break;
        }
        int q_top = most_met_in(b, b + top), q_bottom = most_met_in(e - bottom, e);
        int q_zones = std::max(most_opponents_of(b, b + top, [&](int p) { return p >= b && (p < b + top || p >= e - bottom) && p < e; }),
                               most_opponents_of(e - bottom, e, [&](int p) { return p >= b && (p < b + top || p >= e - bottom) && p < e; }));
        int need_top = k + q_top + q_group + 1, need_bottom = k + q_bottom + q_group + 1;
        if (top >= need_top && bottom >= need_bottom && top + bottom - k >= 2 * q_zones + 2) break;
        ++stats.zone_growths;
        top = std::max(top, need_top);
        bottom = std::max(bottom, need_bottom);
        if (top + bottom - k < 2 * q_zones + 2) top += 2 * q_zones + 2 - (top + bottom - k);
      }
      zones[gi] = {top, bottom};
    }
    return zones;
  }

  std::vector<std::pair<int, int>> solve_sparse() {
    std::vector<int> begin;
    for (std::size_t i = 0; i < active.size(); ++i)
      if (i == 0 || ranked[static_cast<std::size_t>(active[i])].points != ranked[static_cast<std::size_t>(active[i - 1])].points)
        begin.push_back(static_cast<int>(i));
    begin.push_back(static_cast<int>(active.size()));
    int groups = static_cast<int>(begin.size()) - 1, odd = 0;
    for (int g = 0; g < groups; ++g) odd += (begin[static_cast<std::size_t>(g + 1)] - begin[static_cast<std::size_t>(g)]) % 2;
    std::vector<char> whole(static_cast<std::size_t>(groups), 0);  // groups that must stay whole in the core
    int excess = 0;  // pair-downs beyond the parity minimum the argument must allow for
    for (;;) {
      auto zones = size_zones(begin, excess, whole);
      std::vector<int> core;
      std::vector<std::pair<int, int>> middle_pairs;
      Rng rng(mix_seed(opt.seed, 4));
      bool restart = false;
      stats.decomposed_groups = 0;
      for (int g = 0; g < groups && !restart; ++g) {
        std::size_t gi = static_cast<std::size_t>(g);
        int b = begin[gi], e = begin[gi + 1];
        int top_end = b + zones[gi].top, bottom_begin = e - zones[gi].bottom;
        if (zones[gi].top > 0) {
          std::vector<int> middle(active.begin() + top_end, active.begin() + bottom_begin);
          if (!pair_middle(middle, rng, middle_pairs)) {
            whole[gi] = 1;  // no rematch-free pairing found: the whole group goes into the core
            restart = true;
            break;
          }
          ++stats.decomposed_groups;
        }
        for (int i = b; i < e; ++i)
          if (zones[gi].top == 0 || i < top_end || i >= bottom_begin) core.push_back(active[static_cast<std::size_t>(i)]);
      }
      if (restart) continue;
      auto pairs = solve_core(core);
      if (stats.decomposed_groups > 0) {
        int rematches = 0, downs = 0;
        for (auto [a, b] : pairs) {
          rematches += met(a, b) > 0;
          downs += ranked[static_cast<std::size_t>(a)].points != ranked[static_cast<std::size_t>(b)].points;
        }
        if (rematches > 0) {
          // The argument needs a core without rematches: every group goes whole into the core.
          std::fill(whole.begin(), whole.end(), 1);
          continue;
        }
        if (2 * downs - odd > 2 * excess) {
          excess = (2 * downs - odd) / 2;
          continue;  // zones sized for this many extra pair-downs, then solve again
        }
      }
      pairs.insert(pairs.end(), middle_pairs.begin(), middle_pairs.end());
      return pairs;
    }
  }
};

}  // namespace

SwissPairing pair_swiss(const std::vector<SwissPlayer>& ranked, const SwissOptions& options) {
  for (std::size_t i = 1; i < ranked.size(); ++i)
    if (ranked[i].points > ranked[i - 1].points) throw std::invalid_argument("pair_swiss: players not sorted by points");
  SwissPairing result;
  if (ranked.empty()) return result;
  if (ranked.size() % 2) {
    int fewest = ranked.front().byes;
    for (const auto& p : ranked) fewest = std::min(fewest, p.byes);
    for (int i = static_cast<int>(ranked.size()) - 1; i >= 0; --i)
      if (ranked[static_cast<std::size_t>(i)].byes == fewest) {
        result.bye = i;
        break;
      }
  }
  Solver s(ranked, options, result.bye);
  auto pairs = options.dense ? s.solve_dense() : s.solve_sparse();
  for (auto& [a, b] : pairs) {
    if (a > b) std::swap(a, b);
    int met = s.met(a, b);
    s.stats.rematches += met > 0;
    s.stats.pair_downs += ranked[static_cast<std::size_t>(a)].points != ranked[static_cast<std::size_t>(b)].points;
    s.stats.total_weight += s.w.weight(a, b, met);
  }
  std::sort(pairs.begin(), pairs.end());
  result.pairs = std::move(pairs);
  result.stats = s.stats;
  return result;
}

}  // namespace jk::pairing
