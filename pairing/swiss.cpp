// Swiss pairing as one exact maximum-weight perfect matching.
//
// The criteria, most important first (docs/events.md "How pairing works"):
//   (1) no rematch: the fewest pairs that met before (counted with repeats);
//   (2) no pair-down wider than needed: the widest point gap first, then the sum of squared gaps;
//   (3) the fewest pair-downs;
//   (4) pair-downs taken by the lowest-ranked of a group (the down-paired player's place from the
//       bottom of its group, summed);
//   (5) nobody paired down twice (pair-downs by players paired down in an earlier round);
// then a seeded random order among equals.
//
// Weights: an edge costs, most important first, rematch x times met, `wide` when its gap exceeds
// the allowed width W, gap x squared gap, down, position x place, twice x paired down before. Each
// coefficient exceeds the largest total the lower levels reach over a perfect matching, so the
// heaviest matching is the lexicographic optimum of (rematches, edges wider than W, squared gaps,
// pair-downs, places, twice). W starts at the parity bound (parity_width: every perfect matching
// has an edge across each boundary with an odd number of players above it) and steps to the next
// possible gap while the optimum still pays `wide`: the first W it does not pay is the narrowest
// widest gap among pairings with the fewest rematches, and at that W the weights order pairings
// exactly as (1)-(5).
//
// Speed: LEMON only sees the "core": every small group whole and both ends (zones) of each large
// group. The middle of a large group is paired at random without rematches. The core is solved
// exactly on a sparse candidate graph whose optimality over all core pairs is proven with LEMON's
// dual solution (pricing: any left-out edge that could improve is added and the core re-solved).
// The middle is then proven harmless by an exchange argument (docs/events.md "Why the fast pairing
// is exact") whose counting conditions are checked on every run (size_zones); when they fail the
// zones grow, up to the whole group. The argument needs a bound K on how many players of a group
// an optimal pairing sends outside it. Two bounds hold, both per boundary between neighbouring
// groups (crossing counts c, parity p, gap b):
//   - squared gaps: an edge across several boundaries pays at least the sum of their squared gaps,
//     so sum (c - p) b^2 <= S - S_min (S: the core's squared gaps, S_min: sum p b^2), and c - p is
//     even: c <= p + 2 floor((S - S_min) / 2b^2). Valid when the core pays no `wide`.
//   - uncrossing: two edges across one boundary, (a, x) and (b, y), a and b above, become (a, b)
//     and (x, y), each narrower than the wider old edge, the squared gaps smaller by 2(a-y)(b-x);
//     so in an optimal pairing within W every two crossing edges are blocked by a rematch (a met b,
//     or x met y), and c <= 1 + A + B, where A (B) is the most opponents a player above (below) has
//     above (below). It needs no bound on S, so zones sized for it also prove that a W the core
//     cannot stay within is out of reach for the whole field.
// A group's K is the sum of the bounds of its two boundaries.
#include "swiss.hpp"

#include <time.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <stdexcept>
#include <unordered_set>

#include "rng.hpp"

namespace jk::pairing {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

Weight checked_mul(Weight a, Weight b) {
  Weight r = 0;
  if (__builtin_mul_overflow(a, b, &r)) throw std::overflow_error("pairing weights do not fit 128 bits");
  return r;
}

Weight checked_add(Weight a, Weight b) {
  Weight r = 0;
  if (__builtin_add_overflow(a, b, &r)) throw std::overflow_error("pairing weights do not fit 128 bits");
  return r;
}

}  // namespace

std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b) {
  Rng r(a ^ (b * 0xD6E8FEB86659FD93ull));
  r.next();
  return r.next();
}

SwissField field_of(const std::vector<SwissPlayer>& ranked) {
  SwissField f;
  f.points.reserve(ranked.size());
  f.byes.reserve(ranked.size());
  f.pair_downs.reserve(ranked.size());
  f.opponents_begin.reserve(ranked.size() + 1);
  for (const auto& p : ranked) {
    f.points.push_back(p.points);
    f.byes.push_back(p.byes);
    f.pair_downs.push_back(p.pair_downs);
    f.opponents.insert(f.opponents.end(), p.opponents.begin(), p.opponents.end());
    f.opponents_begin.push_back(static_cast<int>(f.opponents.size()));
  }
  return f;
}

int times_met(const SwissField& f, int u, int v) {
  int cu = f.opponent_count(u), cv = f.opponent_count(v);
  const int* list = cu <= cv ? f.opponents_of(u) : f.opponents_of(v);
  int other = cu <= cv ? v : u, n = std::min(cu, cv), met = 0;
  for (int i = 0; i < n; ++i) met += list[i] == other;
  return met;
}

Weight PairingWeights::weight(int u, int v, int met) const {
  std::size_t a = at(u), b = at(v);
  Weight cost = rematch * met;
  if (points[a] != points[b]) {
    std::size_t hi = points[a] > points[b] ? a : b;
    int gap_points = std::abs(points[a] - points[b]);
    Weight g = gap_points;
    cost += (gap_points > width ? wide : 0) + gap * g * g + down + position * position_in_group[hi] + twice * paired_down_before[hi];
  }
  return -cost;
}

int parity_width(const SwissField& f, int bye) {
  int width = 0, above = 0, prev = -1;
  for (int i = 0; i < f.size(); ++i) {
    if (i == bye) continue;
    if (prev >= 0 && f.points[at(i)] != f.points[at(prev)] && above % 2) width = std::max(width, f.points[at(prev)] - f.points[at(i)]);
    ++above;
    prev = i;
  }
  return width;
}

PairingWeights make_weights(const SwissField& f, int bye, int width) {
  PairingWeights w;
  std::size_t n = static_cast<std::size_t>(f.size());
  w.width = width;
  w.points = f.points;
  w.position_in_group.assign(n, 0);
  w.group.assign(n, -1);
  w.paired_down_before.assign(n, 0);
  int active = 0, max_pos = 0, max_met = 0, lo = 0, hi = 0, group = -1, prev_points = 0;
  for (std::size_t i = 0; i < n; ++i) {
    w.paired_down_before[i] = f.pair_downs[i] > 0;
    if (static_cast<int>(i) == bye) continue;
    if (active == 0 || f.points[i] != prev_points) ++group;
    if (active == 0) lo = hi = f.points[i];
    w.group[i] = group;
    lo = std::min(lo, f.points[i]);
    hi = std::max(hi, f.points[i]);
    max_met = std::max(max_met, f.opponent_count(static_cast<int>(i)));
    prev_points = f.points[i];
    ++active;
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
  range = checked_add(range, checked_mul(checked_mul(edges, max_pos), w.position));
  w.down = range + 1;
  range = checked_add(range, checked_mul(edges, w.down));
  w.gap = range + 1;
  range = checked_add(range, checked_mul(checked_mul(edges, max_gap2), w.gap));
  w.wide = range + 1;
  range = checked_add(range, checked_mul(edges, w.wide));
  w.rematch = range + 1;
  // The heaviest edge scaled by LEMON's dual factor (with room for its sums of potentials), and a
  // whole pairing of such edges, must fit.
  Weight heaviest = checked_add(checked_mul(w.rematch, max_met), range);
  checked_mul(heaviest, 16 * MatchingResult::dual_scale);
  checked_mul(heaviest, std::max<Weight>(edges, 1));
  return w;
}

SwissPairing pair_random(int players, std::uint64_t seed) {
  std::vector<int> order(static_cast<std::size_t>(players));
  for (int i = 0; i < players; ++i) order[at(i)] = i;
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

using Pairs = std::vector<std::pair<int, int>>;

std::uint64_t edge_key(int a, int b) {
  if (a > b) std::swap(a, b);
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) | static_cast<std::uint32_t>(b);
}

// Zones of one large group: the top `top` and bottom `bottom` players stay in the core.
struct Zones {
  int top = 0, bottom = 0;  // 0, 0: the whole group is core
};

struct Solver {
  const SwissField& f;
  const SwissOptions& opt;
  PairingWeights w;
  std::vector<int> active;      // field indices of the players to pair, in rank order
  std::vector<int> begin;       // each point group's first position in `active`, then active.size()
  std::vector<int> pos_of;      // field index -> position in `active` (-1: the bye)
  int bye = -1;
  std::size_t middle_pairs = 0;  // the last pairs solve_sparse returns: inside a group, never met
  std::vector<int> uncrossing;  // uncrossing_bounds(), once needed
  std::vector<int> q_groups;    // most_met_in_group(), once needed
  SwissStats stats;

  Solver(const SwissField& field, const SwissOptions& o, int bye_player)
      : f(field), opt(o), w(make_weights(field, bye_player, parity_width(field, bye_player))), pos_of(at(field.size()), -1), bye(bye_player) {
    active.reserve(at(field.size()));
    for (int i = 0; i < field.size(); ++i)
      if (i != bye) pos_of[at(i)] = static_cast<int>(active.size()), active.push_back(i);
    for (std::size_t i = 0; i < active.size(); ++i)
      if (i == 0 || points_at(static_cast<int>(i)) != points_at(static_cast<int>(i) - 1)) begin.push_back(static_cast<int>(i));
    begin.push_back(static_cast<int>(active.size()));
  }

  int met(int a, int b) const { return times_met(f, a, b); }
  int points_at(int position) const { return f.points[at(active[at(position)])]; }
  int groups() const { return static_cast<int>(begin.size()) - 1; }
  int group_points(int g) const { return points_at(begin[at(g)]); }
  int gap(int a, int b) const { return std::abs(f.points[at(a)] - f.points[at(b)]); }

  // ---- the allowed width

  int wider_than_allowed(const Pairs& pairs) const {
    int n = 0;
    for (auto [a, b] : pairs) n += gap(a, b) > w.width;
    return n;
  }
  // The next possible gap above the allowed width: the optimum paid `wide`, so no pairing with
  // the fewest rematches stays within it.
  void widen() {
    int next = INT_MAX;
    for (int g = 0; g < groups(); ++g)
      for (int h = g + 1; h < groups(); ++h)
        if (group_points(g) - group_points(h) > w.width) {
          next = std::min(next, group_points(g) - group_points(h));
          break;
        }
    if (next == INT_MAX) throw std::logic_error("pairing wider than any gap");
    w.width = next;
    ++stats.width_steps;
  }

  // LEMON on `nodes` (field indices) with the given candidate edges (local index pairs).
  MatchingResult run(const std::vector<int>& nodes, const Pairs& cand, const std::vector<int>& label) {
    std::vector<WeightedEdge> edges;
    edges.reserve(cand.size());
    for (auto [a, b] : cand) {
      int ga = nodes[at(a)], gb = nodes[at(b)];
      edges.push_back({label[at(a)], label[at(b)], w.weight(ga, gb, met(ga, gb))});
    }
    ++stats.matching_runs;
    double t0 = thread_cpu_ms();
    MatchingResult r = max_weight_perfect_matching(static_cast<int>(nodes.size()), edges);
    stats.lemon_ms = thread_cpu_ms() - t0;
    return r;
  }

  static Pairs mates_to_pairs(const std::vector<int>& nodes, const std::vector<int>& label, const MatchingResult& r) {
    std::vector<int> local_of_label(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) local_of_label[at(label[i])] = static_cast<int>(i);
    Pairs pairs;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      int mate = local_of_label[at(r.mate[at(label[i])])];
      if (static_cast<int>(i) < mate) pairs.push_back({nodes[i], nodes[at(mate)]});
    }
    return pairs;
  }

  Pairs solve_dense() {
    Pairs cand;
    int m = static_cast<int>(active.size());
    for (int a = 0; a < m; ++a)
      for (int b = a + 1; b < m; ++b) cand.push_back({a, b});
    std::vector<int> label(active.size());
    for (std::size_t i = 0; i < label.size(); ++i) label[i] = static_cast<int>(i);
    // Random tie-breaking: the solver sees the players in a seeded random order.
    Rng rng(mix_seed(opt.seed, 2));
    rng.shuffle(label);
    stats.core_players = m;
    for (;;) {
      auto r = run(active, cand, label);
      if (!r.perfect) throw std::logic_error("complete graph without a perfect matching");
      Pairs pairs = mates_to_pairs(active, label, r);
      if (!wider_than_allowed(pairs)) return pairs;
      widen();
    }
  }

  // ---- the core: exact over every pair of its players

  struct CoreGroups {
    std::vector<int> group_of, begin;
    int count() const { return static_cast<int>(begin.size()) - 1; }
  };
  CoreGroups core_groups(const std::vector<int>& nodes) const {
    CoreGroups c;
    int m = static_cast<int>(nodes.size());
    c.group_of.resize(nodes.size());
    for (int i = 0; i < m; ++i) {
      if (i == 0 || f.points[at(nodes[at(i)])] != f.points[at(nodes[at(i - 1)])]) c.begin.push_back(i);
      c.group_of[at(i)] = static_cast<int>(c.begin.size()) - 1;
    }
    c.begin.push_back(m);
    return c;
  }

  // Candidates: a path through everyone (so a perfect matching always exists), every pair inside
  // a small group (equal weights: LEMON's potentials then stay level across the group, which keeps
  // pricing cheap), in large groups a few neighbours and random members, and one random member of
  // every lower group: without those, the potentials of two odd groups far apart drift low
  // together and pricing would add nearly every pair between them. (Huge cores: only the next few
  // groups, to bound the edges.)
  template <class Add>
  void first_candidates(const std::vector<int>& nodes, const CoreGroups& cg, Rng& rng, Add&& add) const {
    const int window = 3, random_degree = 2, complete_up_to = 96;
    int m = static_cast<int>(nodes.size()), groups = cg.count();
    for (int i = 0; i + 1 < m; ++i) add(i, i + 1);
    for (int i = 0; i < m; ++i) {
      int found = 0;
      for (int j = i + 1; j < m && found < window && j - i <= window + 16; ++j)
        if (!met(nodes[at(i)], nodes[at(j)])) add(i, j), ++found;
      int g = cg.group_of[at(i)];
      int b = cg.begin[at(g)], size = cg.begin[at(g + 1)] - b;
      if (size <= complete_up_to) {
        for (int j = i + 1; j < b + size; ++j) add(i, j);
      } else {
        for (int k = 0; k < random_degree; ++k) add(i, b + static_cast<int>(rng.below(static_cast<std::uint64_t>(size))));
      }
    }
    for (int i = 0; i < m; ++i) {
      int g = cg.group_of[at(i)];
      int last = static_cast<long>(m) * groups > 400000 ? std::min(groups, g + 5) : groups;
      for (int h = g + 1; h < last; ++h) {
        int hb = cg.begin[at(h)], hs = cg.begin[at(h + 1)] - hb;
        add(i, hb + static_cast<int>(rng.below(static_cast<std::uint64_t>(hs))));
      }
    }
  }

  // Left-out pairs whose weight exceeds what LEMON's dual solution allows: they could improve the
  // matching. None left means the duals are feasible for the complete core graph: optimal.
  Pairs violated_pairs(const std::vector<int>& nodes, const CoreGroups& cg, const std::vector<int>& label, const MatchingResult& r,
                       const std::unordered_set<std::uint64_t>& have) {
    int m = static_cast<int>(nodes.size()), groups = cg.count();
    std::vector<Weight> y(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) y[i] = r.potential[at(label[i])];
    // Per group: members by potential, lowest first.
    std::vector<std::vector<int>> by_y(at(groups));
    for (int g = 0; g < groups; ++g) {
      auto& v = by_y[at(g)];
      for (int i = cg.begin[at(g)]; i < cg.begin[at(g + 1)]; ++i) v.push_back(i);
      std::sort(v.begin(), v.end(), [&](int a, int b) { return y[at(a)] < y[at(b)]; });
    }
    const Weight scale = MatchingResult::dual_scale;
    Pairs violated;
    for (int u = 0; u < m; ++u) {
      int gu = cg.group_of[at(u)], ru = nodes[at(u)];
      for (int h = gu; h < groups; ++h) {
        const auto& members = by_y[at(h)];
        // The best weight u can have with anyone in h (a pair that never met): 0 inside its own
        // group, a pair-down's weight (set by u's points, place and history) below it.
        Weight best = h == gu ? 0 : scale * w.weight(ru, nodes[at(members.front())], 0);
        for (int v : members) {
          if (y[at(u)] + y[at(v)] >= best) break;
          if (v == u || have.count(edge_key(u, v))) continue;
          int rv = nodes[at(v)];
          ++stats.priced_pairs;
          Weight exact = scale * w.weight(ru, rv, met(ru, rv));
          Weight slack = y[at(u)] + y[at(v)] + shared_blossom_value(r, label[at(u)], label[at(v)]) - exact;
          if (slack < 0) violated.push_back({u, v});
        }
      }
    }
    return violated;
  }

  // The exact optimum over every pair of `nodes` (field indices in rank order), found on a sparse
  // graph and proven by pricing every left-out pair against LEMON's dual solution.
  Pairs solve_core(const std::vector<int>& nodes) {
    stats.core_players = static_cast<int>(nodes.size());
    if (nodes.empty()) return {};
    Rng rng(mix_seed(opt.seed, 3));
    std::vector<int> label(nodes.size());
    for (std::size_t i = 0; i < label.size(); ++i) label[i] = static_cast<int>(i);
    rng.shuffle(label);
    CoreGroups cg = core_groups(nodes);
    std::unordered_set<std::uint64_t> have;
    Pairs cand;
    auto add = [&](int a, int b) {
      if (a != b && have.insert(edge_key(a, b)).second) cand.push_back({std::min(a, b), std::max(a, b)});
    };
    first_candidates(nodes, cg, rng, add);
    for (;;) {
      MatchingResult r = run(nodes, cand, label);
      if (!r.perfect) throw std::logic_error("core graph without a perfect matching");
      Pairs violated = violated_pairs(nodes, cg, label, r, have);
      if (violated.empty()) return mates_to_pairs(nodes, label, r);
      stats.added_edges += static_cast<int>(violated.size());
      for (auto [a, b] : violated) add(a, b);
    }
  }

  // ---- the middles: paired without LEMON, proven harmless

  // Pairs `members` (field indices of one group's middle) at random without rematches.
  bool pair_middle(std::vector<int> members, Rng& rng, Pairs& out) const {
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

  // Per boundary between groups g and g + 1: 1 when the players above it are odd in number.
  std::vector<int> boundary_parity() const {
    std::vector<int> p(at(std::max(groups() - 1, 0)));
    for (std::size_t k = 0; k < p.size(); ++k) p[k] = begin[k + 1] % 2;
    return p;
  }
  long long parity_squares() const {
    long long s = 0;
    auto p = boundary_parity();
    for (std::size_t k = 0; k < p.size(); ++k) {
      long long b = group_points(static_cast<int>(k)) - group_points(static_cast<int>(k) + 1);
      s += p[k] * b * b;
    }
    return s;
  }

  // The uncrossing bound per boundary: 1 + the most opponents a player above it has above it + the
  // most a player below has below, lowered to the boundary's parity.
  std::vector<int> uncrossing_bounds() const {
    int gs = groups();
    std::vector<int> above_at(at(gs), 0), below_at(at(gs), 0), opp_groups;
    std::vector<int> group_at(active.size());
    for (int g = 0; g < gs; ++g)
      for (int i = begin[at(g)]; i < begin[at(g + 1)]; ++i) group_at[at(i)] = g;
    for (std::size_t i = 0; i < active.size(); ++i) {
      int gp = group_at[i], p = active[i];
      opp_groups.clear();
      for (int k = 0; k < f.opponent_count(p); ++k) {
        int o = pos_of[at(f.opponents_of(p)[k])];
        if (o >= 0) opp_groups.push_back(group_at[at(o)]);
      }
      std::sort(opp_groups.begin(), opp_groups.end());
      // With boundary k below both, the j-th opponent from the top is above it: j opponents above.
      for (std::size_t j = 0; j < opp_groups.size(); ++j) {
        int k = std::max(opp_groups[j], gp);
        above_at[at(k)] = std::max(above_at[at(k)], static_cast<int>(j) + 1);
        int kb = std::min(opp_groups[opp_groups.size() - 1 - j], gp) - 1;
        if (kb >= 0) below_at[at(kb)] = std::max(below_at[at(kb)], static_cast<int>(j) + 1);
      }
    }
    std::vector<int> parity = boundary_parity(), bound(parity.size());
    int a = 0;
    for (std::size_t k = 0; k < bound.size(); ++k) a = std::max(a, above_at[k]), bound[k] = a;
    int b = 0;
    for (std::size_t k = bound.size(); k-- > 0;) {
      b = std::max(b, below_at[k]);
      bound[k] += 1 + b;
      if ((bound[k] - parity[k]) % 2) --bound[k];
    }
    return bound;
  }

  // K per group: how many of its players an optimal pairing can pair outside it, from the bounds of
  // its two boundaries (see the top of this file). `slack` is S - S_min; `uncrossing_only` when
  // the core may pay `wide` (the squared-gap bound then does not hold).
  std::vector<int> crossing_bounds(long long slack, bool uncrossing_only) {
    std::vector<int> parity = boundary_parity();
    // Without slack the squared-gap bound is the parity itself, never above the uncrossing bound.
    if ((uncrossing_only || slack > 0) && uncrossing.empty()) uncrossing = uncrossing_bounds();
    std::vector<int> c = uncrossing_only ? uncrossing : parity;
    for (std::size_t k = 0; k < c.size() && !uncrossing_only && slack > 0; ++k) {
      long long b = group_points(static_cast<int>(k)) - group_points(static_cast<int>(k) + 1);
      long long by_squares = parity[k] + 2 * (slack / (2 * b * b));
      c[k] = static_cast<int>(std::min<long long>(uncrossing[k], by_squares));
    }
    std::vector<int> k_of(at(groups()), 0);
    for (std::size_t k = 0; k < c.size(); ++k) k_of[k] += c[k], k_of[k + 1] += c[k];
    return k_of;
  }

  // The most opponents a player of group g has in g (the bye is in no group): qG, for every group
  // in one pass the first time. A group is a range of field indices (the field is sorted by points),
  // so no opponent's points are looked up.
  int most_met_in_group(int g) {
    if (q_groups.empty()) {
      q_groups.assign(at(groups()), 0);
      for (int h = 0; h < groups(); ++h) {
        int lo = active[at(begin[at(h)])];
        unsigned span = static_cast<unsigned>(active[at(begin[at(h + 1)] - 1)] - lo);
        int best = 0;
        for (int i = begin[at(h)]; i < begin[at(h + 1)]; ++i) {
          int p = active[at(i)], n = 0;
          const int *o = f.opponents_of(p), *end = o + f.opponent_count(p);
          for (; o != end; ++o) n += (static_cast<unsigned>(*o - lo) <= span) & (*o != bye);
          best = std::max(best, n);
        }
        q_groups[at(h)] = best;
      }
    }
    return q_groups[at(g)];
  }

  // Chooses each large group's zones so that the exchange argument holds (docs/events.md, "Why
  // the fast pairing is exact"). With K the group's crossing bound, the middle changes nothing when
  //   bottom zone > K + qB + qG,  top zone > K + qT + qG,  both zones - K >= 2 qZ + 2,
  // where qB (qT) is the most opponents any player has in g's bottom (top) zone, qG the most
  // opponents any player of g has in g, and qZ the most opponents a zone player has in the zones.
  std::vector<Zones> size_zones(const std::vector<int>& k_of, const std::vector<char>& whole) {
    std::vector<Zones> zones(at(groups()));
    if (opt.zone <= 0) return zones;
    std::vector<int> count(active.size(), 0), touched;
    // The most opponents any of active[from, to) has among the active positions `counted` accepts.
    auto most_opponents_of = [&](int from, int to, auto&& counted) {
      int best = 0;
      for (int i = from; i < to; ++i) {
        int p = active[at(i)];
        for (int k = 0; k < f.opponent_count(p); ++k) {
          int o = pos_of[at(f.opponents_of(p)[k])];
          if (o >= 0 && counted(o)) best = std::max(best, ++count[at(i)]);
        }
      }
      for (int i = from; i < to; ++i) count[at(i)] = 0;
      return best;
    };
    // The most opponents any player has among active[from, to) (opponents are symmetric).
    auto most_met_in = [&](int from, int to) {
      int best = 0;
      for (int i = from; i < to; ++i) {
        int p = active[at(i)];
        for (int k = 0; k < f.opponent_count(p); ++k) {
          int o = pos_of[at(f.opponents_of(p)[k])];
          if (o < 0) continue;
          if (count[at(o)]++ == 0) touched.push_back(o);
          best = std::max(best, count[at(o)]);
        }
      }
      for (int o : touched) count[at(o)] = 0;
      touched.clear();
      return best;
    };
    for (int g = 0; g < groups(); ++g) {
      int b = begin[at(g)], e = begin[at(g + 1)], size = e - b;
      if (whole[at(g)] || size < 2 * opt.zone + 2) continue;
      int k = k_of[at(g)];
      int q_group = most_met_in_group(g);
      int top = opt.zone, bottom = opt.zone;
      for (;;) {
        bottom += (size - top - bottom) % 2;  // the middle must be even
        if (size - top - bottom < 2) {
          top = bottom = 0;
          break;
        }
        auto in_zones = [&](int p) { return p >= b && p < e && (p < b + top || p >= e - bottom); };
        int q_top = most_met_in(b, b + top), q_bottom = most_met_in(e - bottom, e);
        int q_zones = std::max(most_opponents_of(b, b + top, in_zones), most_opponents_of(e - bottom, e, in_zones));
        int need_top = k + q_top + q_group + 1, need_bottom = k + q_bottom + q_group + 1;
        if (top >= need_top && bottom >= need_bottom && top + bottom - k >= 2 * q_zones + 2) break;
        ++stats.zone_growths;
        top = std::max(top, need_top);
        bottom = std::max(bottom, need_bottom);
        if (top + bottom - k < 2 * q_zones + 2) top += 2 * q_zones + 2 - (top + bottom - k);
      }
      zones[at(g)] = {top, bottom};
    }
    return zones;
  }

  // The core (small groups whole, the zones of large ones) and the middles' pairs; false when a
  // middle found no pairing without rematches (its group is then marked whole).
  bool split(const std::vector<Zones>& zones, std::vector<char>& whole, std::vector<int>& core, Pairs& middle_pairs) {
    Rng rng(mix_seed(opt.seed, 4));
    stats.decomposed_groups = 0;
    for (int g = 0; g < groups(); ++g) {
      int b = begin[at(g)], e = begin[at(g + 1)];
      int top_end = b + zones[at(g)].top, bottom_begin = e - zones[at(g)].bottom;
      if (zones[at(g)].top > 0) {
        std::vector<int> middle(active.begin() + top_end, active.begin() + bottom_begin);
        if (!pair_middle(middle, rng, middle_pairs)) {
          whole[at(g)] = 1;  // no rematch-free pairing found: the whole group goes into the core
          return false;
        }
        ++stats.decomposed_groups;
      }
      for (int i = b; i < e; ++i)
        if (zones[at(g)].top == 0 || i < top_end || i >= bottom_begin) core.push_back(active[at(i)]);
    }
    return true;
  }

  Pairs solve_sparse() {
    std::vector<char> whole(at(groups()), 0);  // groups that must stay whole in the core
    long long slack = 0;                        // S - S_min the zones allow for
    bool uncrossing_only = false;               // the core paid `wide`: zones for the uncrossing bound alone
    const long long min_squares = parity_squares();
    for (;;) {
      auto zones = size_zones(crossing_bounds(slack, uncrossing_only), whole);
      std::vector<int> core;
      Pairs middle_pairs;
      if (!split(zones, whole, core, middle_pairs)) continue;
      Pairs pairs = solve_core(core);
      bool wide = wider_than_allowed(pairs) > 0;
      if (stats.decomposed_groups == 0) {  // the core is the whole field
        if (!wide) return pairs;
        widen();
        continue;
      }
      long long squares = 0;
      int rematches = 0;
      for (auto [a, b] : pairs) {
        rematches += met(a, b) > 0;
        squares += static_cast<long long>(gap(a, b)) * gap(a, b);
      }
      if (rematches > 0) {
        // The argument needs a core without rematches: every group goes whole into the core.
        std::fill(whole.begin(), whole.end(), 1);
        continue;
      }
      if (wide) {
        // Zones sized for the uncrossing bound prove the field cannot stay within the width either.
        if (uncrossing_only) widen();
        uncrossing_only = true;
        ++stats.uncrossing_zones;
        continue;
      }
      if (!uncrossing_only && squares - min_squares > slack) {
        slack = squares - min_squares;
        continue;  // zones sized for this much, then solve again
      }
      pairs.insert(pairs.end(), middle_pairs.begin(), middle_pairs.end());
      this->middle_pairs = middle_pairs.size();
      return pairs;
    }
  }
};

void check_field(const SwissField& f) {
  std::size_t n = static_cast<std::size_t>(f.size());
  if (f.byes.size() != n || f.pair_downs.size() != n || f.opponents_begin.size() != n + 1 || f.opponents_begin.front() != 0 ||
      f.opponents_begin.back() != static_cast<int>(f.opponents.size()))
    throw std::invalid_argument("pair_swiss: field arrays of different lengths");
  for (std::size_t i = 1; i < n; ++i)
    if (f.points[i] > f.points[i - 1]) throw std::invalid_argument("pair_swiss: players not sorted by points");
  for (int o : f.opponents)
    if (o < 0 || o >= f.size()) throw std::invalid_argument("pair_swiss: an opponent outside the field");
}

}  // namespace

SwissPairing pair_swiss(const SwissField& f, const SwissOptions& options) {
  check_field(f);
  SwissPairing result;
  if (f.size() == 0) return result;
  if (f.size() % 2) {
    int fewest = *std::min_element(f.byes.begin(), f.byes.end());
    for (int i = f.size() - 1; i >= 0; --i)
      if (f.byes[at(i)] == fewest) {
        result.bye = i;
        break;
      }
  }
  Solver s(f, options, result.bye);
  auto pairs = options.dense ? s.solve_dense() : s.solve_sparse();
  // The middles' pairs (at the end) cost nothing: same points, never met.
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    auto& [a, b] = pairs[i];
    if (a > b) std::swap(a, b);
    if (i >= pairs.size() - s.middle_pairs) continue;
    int met = s.met(a, b), gap = s.gap(a, b);
    s.stats.rematches += met > 0;
    s.stats.pair_downs += gap > 0;
    s.stats.widest_down = std::max(s.stats.widest_down, gap);
    s.stats.down_squares += static_cast<long long>(gap) * gap;
    s.stats.total_weight += s.w.weight(a, b, met);
  }
  s.stats.width = s.w.width;
  std::sort(pairs.begin(), pairs.end());
  result.pairs = std::move(pairs);
  result.stats = s.stats;
  return result;
}

}  // namespace jk::pairing
