// The pairing engine: weights in the issue's order, the sparse solver equal to the dense exact
// optimum over thousands of random events, pairing invariants, LEMON's dual certificate, pods.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <set>

#include "matching.hpp"
#include "pods.hpp"
#include "rng.hpp"
#include "swiss.hpp"
#include "event.hpp"
#include "avoids.hpp"
#include "table_numbers.hpp"

using namespace jk::pairing;

namespace {

// The criteria of docs/events.md, computed from the pairs alone, most important first: rematches,
// the widest gap, the squared gaps, pair-downs, the down-paired players' places from the bottom of
// their groups, and those paired down before. `width`: pairs wider than it are counted (the weights'
// level 2 at a given width).
struct Levels {
  long rematches = 0, widest = 0, over_width = 0, squares = 0, downs = 0, positions = 0, twice = 0;
  auto key() const { return std::tie(rematches, widest, squares, downs, positions, twice); }
  auto weight_key() const { return std::tie(rematches, over_width, squares, downs, positions, twice); }
};

// Each active player's place from the bottom of its point group (the bye left out), counted here
// independently of the engine.
std::vector<int> places(const std::vector<SwissPlayer>& r, int bye) {
  std::vector<int> place(r.size(), 0);
  for (std::size_t i = 0; i < r.size(); ++i) {
    if (static_cast<int>(i) == bye) continue;
    for (std::size_t j = i + 1; j < r.size(); ++j)
      if (static_cast<int>(j) != bye && r[j].points == r[i].points) ++place[i];
  }
  return place;
}

Levels levels(const std::vector<SwissPlayer>& r, int bye, const std::vector<std::pair<int, int>>& pairs, int width = 0) {
  Levels l;
  auto place = places(r, bye);
  for (auto [a, b] : pairs) {
    l.rematches += times_met(field_of(r), a, b);
    if (r[a].points == r[b].points) continue;
    int hi = r[a].points > r[b].points ? a : b;
    long gap = std::abs(r[a].points - r[b].points);
    l.widest = std::max(l.widest, gap);
    l.over_width += gap > width;
    l.downs += 1;
    l.squares += gap * gap;
    l.positions += place[static_cast<std::size_t>(hi)];
    l.twice += r[static_cast<std::size_t>(hi)].pair_downs > 0;
  }
  return l;
}

Weight total(const std::vector<SwissPlayer>& r, const PairingWeights& w, const std::vector<std::pair<int, int>>& pairs) {
  Weight t = 0;
  SwissField f = field_of(r);
  for (auto [a, b] : pairs) t += w.weight(a, b, times_met(f, a, b));
  return t;
}

// Every perfect matching of `nodes`.
void all_matchings(std::vector<int> nodes, std::vector<std::pair<int, int>>& cur, const std::function<void(const std::vector<std::pair<int, int>>&)>& f) {
  if (nodes.empty()) return f(cur);
  int a = nodes[0];
  for (std::size_t i = 1; i < nodes.size(); ++i) {
    std::vector<int> rest;
    for (std::size_t k = 1; k < nodes.size(); ++k)
      if (k != i) rest.push_back(nodes[k]);
    cur.push_back({a, nodes[i]});
    all_matchings(rest, cur, f);
    cur.pop_back();
  }
}

// A random event at the pairing engine's level: players with points, byes, pair-down history and
// opponents, drops and late entries between rounds, draws among the results.
struct RandomEvent {
  struct P {
    int points = 0, byes = 0, downs = 0;
    bool dropped = false;
    std::vector<int> opponents;
  };
  std::vector<P> players;
  Rng rng;
  explicit RandomEvent(int n, std::uint64_t seed) : players(static_cast<std::size_t>(n)), rng(seed) {}

  // The field in standings order (points, then a random tiebreak) as SwissPlayers.
  std::vector<SwissPlayer> ranked(std::vector<int>& order) {
    std::vector<std::pair<std::pair<int, std::uint64_t>, int>> key;
    for (int i = 0; i < static_cast<int>(players.size()); ++i)
      if (!players[static_cast<std::size_t>(i)].dropped) key.push_back({{-players[static_cast<std::size_t>(i)].points, rng.next()}, i});
    std::sort(key.begin(), key.end());
    order.clear();
    for (auto& k : key) order.push_back(k.second);
    std::vector<int> pos(players.size(), -1);
    for (std::size_t k = 0; k < order.size(); ++k) pos[static_cast<std::size_t>(order[k])] = static_cast<int>(k);
    std::vector<SwissPlayer> sp(order.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
      const P& p = players[static_cast<std::size_t>(order[k])];
      sp[k].points = p.points;
      sp[k].byes = p.byes;
      sp[k].pair_downs = p.downs;
      for (int o : p.opponents)
        if (pos[static_cast<std::size_t>(o)] >= 0) sp[k].opponents.push_back(pos[static_cast<std::size_t>(o)]);
    }
    return sp;
  }

  void play(const SwissPairing& p, const std::vector<int>& order, int draw_percent, int drop_percent, int late_percent) {
    for (auto [a, b] : p.pairs) {
      P& x = players[static_cast<std::size_t>(order[static_cast<std::size_t>(a)])];
      P& y = players[static_cast<std::size_t>(order[static_cast<std::size_t>(b)])];
      x.opponents.push_back(order[static_cast<std::size_t>(b)]);
      y.opponents.push_back(order[static_cast<std::size_t>(a)]);
      if (x.points > y.points) ++x.downs;
      if (y.points > x.points) ++y.downs;
      int roll = static_cast<int>(rng.below(100));
      if (roll < draw_percent) x.points += 1, y.points += 1;
      else if (roll % 2) x.points += 3;
      else y.points += 3;
    }
    if (p.bye >= 0) {
      P& b = players[static_cast<std::size_t>(order[static_cast<std::size_t>(p.bye)])];
      b.points += 3;
      ++b.byes;
    }
    for (auto& pl : players)
      if (!pl.dropped && static_cast<int>(rng.below(100)) < drop_percent) pl.dropped = true;
    if (static_cast<int>(rng.below(100)) < late_percent) players.push_back(P{});  // a late entry: 0 points
  }
};

}  // namespace

// A small random field: points falling in steps of 1-3 (draws and wins), some paired down before,
// and random pairs who met (once or twice), dense enough that rematches force wider pair-downs.
std::vector<SwissPlayer> random_field(Rng& rng, int n, int meet_one_in) {
  std::vector<SwissPlayer> r(static_cast<std::size_t>(n));
  int pts = 12;
  for (auto& p : r) {
    if (rng.below(3) == 0) pts = std::max(0, pts - 1 - static_cast<int>(rng.below(3)));
    p.points = pts;
    p.pair_downs = static_cast<int>(rng.below(2));
    p.byes = static_cast<int>(rng.below(4) == 0);
  }
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      for (int times = 0; times < 2 && rng.below(static_cast<std::uint64_t>(meet_one_in)) == 0; ++times) {
        r[static_cast<std::size_t>(a)].opponents.push_back(b);
        r[static_cast<std::size_t>(b)].opponents.push_back(a);
      }
  return r;
}

TEST_CASE("weights: each level outweighs everything below it, at any width (every matching of small fields)") {
  Rng rng(11);
  int checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    int n = 2 * (1 + static_cast<int>(rng.below(4)));  // 2..8 players
    auto r = random_field(rng, n, 4);
    int width = static_cast<int>(rng.below(5));
    PairingWeights w = make_weights(field_of(r), -1, width);
    std::vector<int> nodes(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) nodes[static_cast<std::size_t>(i)] = i;
    std::vector<std::pair<int, int>> cur;
    std::vector<std::pair<Levels, Weight>> seen;
    all_matchings(nodes, cur, [&](const auto& m) { seen.push_back({levels(r, -1, m, width), total(r, w, m)}); });
    // Heavier weight exactly when lexicographically better.
    for (std::size_t i = 0; i < seen.size(); ++i)
      for (std::size_t j = 0; j < seen.size(); ++j) {
        if (seen[i].first.weight_key() < seen[j].first.weight_key()) REQUIRE(seen[i].second > seen[j].second);
        if (seen[i].first.weight_key() == seen[j].first.weight_key()) REQUIRE(seen[i].second == seen[j].second);
        ++checked;
      }
  }
  REQUIRE(checked > 10000);
}

TEST_CASE("weights: the boundaries of each level") {
  // Five players: 6, 3, 3, 3, 0 points (the last has no group mate).
  std::vector<SwissPlayer> r(5);
  int pts[] = {6, 3, 3, 3, 0};
  for (int i = 0; i < 5; ++i) r[static_cast<std::size_t>(i)].points = pts[i];
  r[1].pair_downs = 1;
  PairingWeights w = make_weights(field_of(r), -1, 3);
  CHECK(w.position_in_group[3] == 0);  // lowest of the 3-point group
  CHECK(w.position_in_group[2] == 1);
  CHECK(w.position_in_group[1] == 2);
  // Same group, never met: no cost at all; met once: costs exactly one rematch.
  CHECK(w.weight(1, 2, 0) == 0);
  CHECK(w.weight(1, 2, 1) == -w.rematch);
  CHECK(w.weight(1, 2, 2) == -2 * w.rematch);
  // A pair-down of 3 points (at the width, not over it) from the lowest-ranked: 9 gap + down.
  CHECK(w.weight(3, 4, 0) == -(9 * w.gap + w.down));
  // The same pair-down by the next one up costs one position more; by one paired down before, one more.
  CHECK(w.weight(2, 4, 0) == -(9 * w.gap + w.down + w.position));
  CHECK(w.weight(1, 4, 0) == -(9 * w.gap + w.down + 2 * w.position + w.twice));
  // 6 to 0 is over the width of 3: it pays `wide` once, and 36 gap.
  CHECK(w.weight(0, 4, 0) == -(w.wide + 36 * w.gap + w.down));
  // One width narrower, the 3-point pair-downs pay `wide` too.
  PairingWeights narrow = make_weights(field_of(r), -1, 2);
  CHECK(narrow.weight(3, 4, 0) == -(narrow.wide + 9 * narrow.gap + narrow.down));
  // Order of the coefficients.
  CHECK(w.rematch > w.wide);
  CHECK(w.wide > w.gap);
  CHECK(w.gap > w.down);
  CHECK(w.down > w.position);
  CHECK(w.position > w.twice);
  CHECK(w.twice == 1);
}

TEST_CASE("parity width: the widest gap below an odd number of players") {
  auto field = [](std::vector<int> pts) {
    std::vector<SwissPlayer> r(pts.size());
    for (std::size_t i = 0; i < pts.size(); ++i) r[i].points = pts[i];
    return field_of(r);
  };
  CHECK(parity_width(field({9, 9, 6, 6}), -1) == 0);         // every group even
  CHECK(parity_width(field({9, 6, 6, 3}), -1) == 3);         // 1 above 9|6, 3 above 6|3
  CHECK(parity_width(field({9, 6, 6, 0}), -1) == 6);         // 3 above 6|0
  CHECK(parity_width(field({9, 6, 6, 0, 0, 0}), -1) == 6);   // 3 above 6|0 too
  CHECK(parity_width(field({9, 9, 3, 3, 3, 2}), -1) == 1);   // 9|3 has 2 above: no one need cross it
  CHECK(parity_width(field({9, 6, 6, 3, 3}), 4) == 3);       // the bye (the last 3) is left out
  CHECK(parity_width(field({9, 6, 6, 3, 3}), 0) == 0);
  CHECK(parity_width(field({}), -1) == 0);
}

TEST_CASE("pairing: the exact lexicographic optimum, by brute force over every pairing of many small histories") {
  // Random small fields (up to 11 players, the bye left out) with heavy rematch pressure: the
  // engine, sparse and dense, must reach the best key over every perfect matching.
  Rng rng(2311);
  int fields = 0, widened = 0, wide_needed = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    int n = 2 + static_cast<int>(rng.below(10));
    auto r = random_field(rng, n, 2 + static_cast<int>(rng.below(4)));
    SwissOptions sparse, dense;
    sparse.seed = dense.seed = rng.next();
    sparse.zone = static_cast<int>(rng.below(3));
    dense.dense = true;
    SwissPairing a = pair_swiss(r, sparse), b = pair_swiss(r, dense);
    REQUIRE(a.bye == b.bye);
    std::vector<int> nodes;
    for (int i = 0; i < n; ++i)
      if (i != a.bye) nodes.push_back(i);
    std::vector<std::pair<int, int>> cur;
    bool first = true;
    Levels best;
    all_matchings(nodes, cur, [&](const auto& m) {
      Levels l = levels(r, a.bye, m);
      if (first || l.key() < best.key()) best = l, first = false;
    });
    INFO("trial " << trial << ", " << n << " players");
    REQUIRE(levels(r, a.bye, a.pairs).key() == best.key());
    REQUIRE(levels(r, a.bye, b.pairs).key() == best.key());
    REQUIRE(a.stats.widest_down == best.widest);
    REQUIRE(a.stats.width == std::max<int>(static_cast<int>(best.widest), parity_width(field_of(r), a.bye)));
    ++fields;
    widened += a.stats.width_steps > 0;
    wide_needed += best.widest > parity_width(field_of(r), a.bye);
  }
  INFO("fields " << fields << ", widened by rematches " << widened);
  CHECK(widened == wide_needed);
  CHECK(widened > 100);  // rematches forced wider pair-downs in many fields
}

TEST_CASE("pairing: pair-downs are taken by the lowest-ranked of the group") {
  // 3 players on 3 points (ranks 0..2) and 3 on 0 points: one of each group must cross.
  std::vector<SwissPlayer> r(6);
  for (int i = 0; i < 3; ++i) r[static_cast<std::size_t>(i)].points = 3;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    for (bool dense : {false, true}) {
      SwissOptions o;
      o.seed = seed;
      o.dense = dense;
      auto p = pair_swiss(r, o);
      REQUIRE(p.pairs.size() == 3);
      REQUIRE(p.stats.pair_downs == 1);
      bool found = false;
      for (auto [a, b] : p.pairs)
        if (r[static_cast<std::size_t>(a)].points != r[static_cast<std::size_t>(b)].points) found = a == 2;
      CHECK(found);
    }
  }
}

TEST_CASE("pairing: the narrowest pair-downs first, then the fewest") {
  // 9, 6, 6, 3: one pair-down of 6 (9-3, with 6-6) or two of 3 (9-6, 6-3). Two narrow ones win.
  std::vector<SwissPlayer> r(4);
  int pts[] = {9, 6, 6, 3};
  for (int i = 0; i < 4; ++i) r[static_cast<std::size_t>(i)].points = pts[i];
  auto p = pair_swiss(r, SwissOptions{});
  CHECK(p.stats.pair_downs == 2);
  CHECK(p.stats.widest_down == 3);
  CHECK(p.pairs == std::vector<std::pair<int, int>>{{0, 1}, {2, 3}});  // the lower 6 goes down
  // 9, 8, 6, 6 (8 had a draw): 9-8 and 6-6 stay narrow (gap 1), never 9-6 and 8-6.
  r[1].points = 8;
  r[3].points = 6;
  auto q = pair_swiss(r, SwissOptions{});
  CHECK(q.pairs == std::vector<std::pair<int, int>>{{0, 1}, {2, 3}});
  CHECK(q.stats.widest_down == 1);
  // The top player met both 6s: paired down to 3 is the only way without a rematch; widest 6.
  r[1].points = 6;
  r[3].points = 3;
  r[0].opponents = {1, 2};
  r[1].opponents = {0};
  r[2].opponents = {0};
  auto t = pair_swiss(r, SwissOptions{});
  CHECK(t.stats.rematches == 0);
  CHECK(t.pairs == std::vector<std::pair<int, int>>{{0, 3}, {1, 2}});
  CHECK(t.stats.widest_down == 6);
  CHECK(t.stats.width_steps == 1);
  // 12, 9, 9, 6, 6, 3: three pair-downs of one win (12-9, 9-6, 6-3) rather than one of three wins
  // (12-3 with 9-9 and 6-6): the top player meets a 9, as the MTR's players expect.
  std::vector<SwissPlayer> chain(6);
  int cp[] = {12, 9, 9, 6, 6, 3};
  for (int i = 0; i < 6; ++i) chain[static_cast<std::size_t>(i)].points = cp[i];
  auto c = pair_swiss(chain, SwissOptions{});
  CHECK(c.pairs == std::vector<std::pair<int, int>>{{0, 1}, {2, 3}, {4, 5}});
  CHECK(c.stats.pair_downs == 3);
  CHECK(c.stats.widest_down == 3);
  CHECK(c.stats.down_squares == 27);
}

TEST_CASE("pairing: a rematch only when unavoidable") {
  // Two players who met: they must meet again (the only pairing), and it is reported.
  std::vector<SwissPlayer> two(2);
  two[0].opponents = {1};
  two[1].opponents = {0};
  auto p = pair_swiss(two, SwissOptions{});
  CHECK(p.stats.rematches == 1);
  // Four players, 0 met 1 and 2 met 3 (both on equal points): re-pair across, no rematch.
  std::vector<SwissPlayer> four(4);
  four[0].opponents = {1};
  four[1].opponents = {0};
  four[2].opponents = {3};
  four[3].opponents = {2};
  auto q = pair_swiss(four, SwissOptions{});
  CHECK(q.stats.rematches == 0);
  // The top two met: both are paired down rather than meeting again.
  std::vector<SwissPlayer> top(4);
  top[0].points = top[1].points = 6;
  top[0].opponents = {1};
  top[1].opponents = {0};
  auto t = pair_swiss(top, SwissOptions{});
  CHECK(t.stats.rematches == 0);
  CHECK(t.stats.pair_downs == 2);
}

TEST_CASE("pairing: the bye goes to the lowest-ranked player without a bye") {
  std::vector<SwissPlayer> r(5);
  int pts[] = {6, 3, 3, 0, 0};
  for (int i = 0; i < 5; ++i) r[static_cast<std::size_t>(i)].points = pts[i];
  CHECK(pair_swiss(r, SwissOptions{}).bye == 4);
  r[4].byes = 1;
  CHECK(pair_swiss(r, SwissOptions{}).bye == 3);  // never a second bye while someone has none
  for (auto& p : r) p.byes = 1;
  CHECK(pair_swiss(r, SwissOptions{}).bye == 4);  // everyone had one: the lowest-ranked again
  r.pop_back();
  CHECK(pair_swiss(r, SwissOptions{}).bye == -1);
}

TEST_CASE("pairing: round 1 is a seeded shuffle") {
  auto a = pair_random(9, 42), b = pair_random(9, 42), c = pair_random(9, 43);
  CHECK(a.pairs == b.pairs);
  CHECK(a.bye == b.bye);
  CHECK((a.pairs != c.pairs || a.bye != c.bye));
  std::set<int> seen;
  for (auto [x, y] : a.pairs) seen.insert(x), seen.insert(y);
  seen.insert(a.bye);
  CHECK(seen.size() == 9);
}

TEST_CASE("pairing: sparse equals the dense exact optimum over thousands of random events") {
  // Events of 2..200 players, every round, with drops, late entries, draws and byes; each round
  // is paired both ways and the total weights (the lexicographic optimum) must be equal.
  Rng rng(2024);
  long rounds = 0, decomposed = 0, grown = 0, rematch_rounds = 0, priced = 0, widened = 0, widened_split = 0, uncrossing = 0;
  auto run = [&](int events, int max_players, int max_rounds, int zone) {
    for (int e = 0; e < events; ++e) {
      int n = 2 + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_players - 1)));
      RandomEvent ev(n, rng.next());
      int total_rounds = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_rounds)));
      for (int round = 1; round <= total_rounds; ++round) {
        std::vector<int> order;
        auto sp = ev.ranked(order);
        if (sp.size() < 2) break;
        SwissOptions sparse, dense;
        sparse.seed = dense.seed = rng.next();
        sparse.zone = zone;
        dense.dense = true;
        SwissPairing a = pair_swiss(sp, sparse), b = pair_swiss(sp, dense);
        REQUIRE(a.stats.total_weight == b.stats.total_weight);
        REQUIRE(a.bye == b.bye);
        // Every player exactly once.
        std::vector<int> seen(sp.size(), 0);
        for (auto [x, y] : a.pairs) ++seen[static_cast<std::size_t>(x)], ++seen[static_cast<std::size_t>(y)];
        if (a.bye >= 0) ++seen[static_cast<std::size_t>(a.bye)];
        REQUIRE(std::all_of(seen.begin(), seen.end(), [](int s) { return s == 1; }));
        // The weight the solver reports is the weight of the pairs it returned.
        REQUIRE(a.stats.width == b.stats.width);
        PairingWeights w = make_weights(field_of(sp), a.bye, a.stats.width);
        REQUIRE(total(sp, w, a.pairs) == a.stats.total_weight);
        ++rounds;
        decomposed += a.stats.decomposed_groups > 0;
        grown += a.stats.zone_growths > 0;
        rematch_rounds += b.stats.rematches > 0;
        priced += a.stats.priced_pairs;
        widened += a.stats.width_steps > 0;
        widened_split += a.stats.width_steps > 0 && a.stats.decomposed_groups > 0;
        uncrossing += a.stats.uncrossing_zones > 0;
        ev.play(a, order, 8, 3, 10);
      }
    }
  };
  run(2500, 24, 12, 2);   // small fields, many rounds: rematch pressure, tiny zones
  run(400, 200, 9, 3);    // up to 200 players: large groups split off the core
  run(100, 200, 9, 6);     // the production zone size
  INFO("rounds " << rounds << ", decomposed " << decomposed << ", zones grown " << grown << ", forced rematches " << rematch_rounds
       << ", widened " << widened << " (split " << widened_split << "), uncrossing zones " << uncrossing);
  CHECK(rounds > 8000);
  CHECK(decomposed > 500);      // the fast path was exercised ...
  CHECK(grown > 50);            // ... including zones grown by the exchange argument's counts
  CHECK(rematch_rounds > 100);  // and fields where a rematch could not be avoided
  CHECK(priced > 0);            // pricing checked left-out pairs against the duals
  CHECK(widened > 1000);        // rematches forced pair-downs wider than the parity bound ...
  CHECK(widened_split > 20);    // ... also with middles split off, proven by the uncrossing bound
  CHECK(uncrossing > 50);
}

namespace {

// The pair-downs of one round that pass over a non-empty point group, each with the rematches that
// force it. For a pair-down (a, x) and a player y of a group in between, with partner z, one
// exchange is strictly narrower (docs/events.md "How pairing works"): (a, z) and (y, x) when z has
// at least a's points, else (a, y) and (z, x). An optimal pairing makes it only when one of its two
// new pairs met before: those are the forcing rematches, named here ("#3 met #1"). Empty text:
// the exchange is free, and the pairing was not optimal.
struct Skip {
  int round = 0, high = 0, low = 0;
  std::vector<std::string> forcing;  // per player in between: the rematches, or "" when none
};

std::vector<Skip> skipping_downs(const std::vector<SwissPlayer>& sp, const SwissPairing& p, int round, long& downs) {
  std::vector<int> group(sp.size(), -1), partner(sp.size(), -1);
  int g = -1, last_points = -1;
  for (std::size_t i = 0; i < sp.size(); ++i) {
    if (static_cast<int>(i) == p.bye) continue;
    if (g < 0 || sp[i].points != last_points) ++g;
    group[i] = g;
    last_points = sp[i].points;
  }
  for (auto [a, b] : p.pairs) partner[static_cast<std::size_t>(a)] = b, partner[static_cast<std::size_t>(b)] = a;
  auto name = [](int i) { return "#" + std::to_string(i + 1); };
  std::vector<Skip> out;
  SwissField f = field_of(sp);
  for (auto [hi, lo] : p.pairs) {
    if (sp[static_cast<std::size_t>(hi)].points == sp[static_cast<std::size_t>(lo)].points) continue;
    ++downs;
    if (group[static_cast<std::size_t>(lo)] == group[static_cast<std::size_t>(hi)] + 1) continue;
    Skip s{round, hi, lo, {}};
    for (int y = hi + 1; y < lo; ++y) {
      std::size_t yi = static_cast<std::size_t>(y);
      if (y == p.bye || group[yi] == group[static_cast<std::size_t>(hi)] || group[yi] == group[static_cast<std::size_t>(lo)]) continue;
      int z = partner[yi];
      bool up = sp[static_cast<std::size_t>(z)].points >= sp[static_cast<std::size_t>(hi)].points;
      std::pair<int, int> first = up ? std::pair{hi, z} : std::pair{hi, y}, second = up ? std::pair{y, lo} : std::pair{z, lo};
      std::string why;
      for (auto [u, v] : {first, second})
        if (times_met(f, u, v)) why += (why.empty() ? "" : ", ") + name(std::max(u, v)) + " met " + name(std::min(u, v));
      s.forcing.push_back(why);
    }
    out.push_back(s);
  }
  return out;
}

}  // namespace

TEST_CASE("pairing: every pair-down reaches the next non-empty lower point group unless rematches force it lower (200 histories of 1,000)") {
  // 10 rounds each (a 1,000-player event's Swiss), every round from the second checked: about 4 s.
  Rng rng(1000);
  long downs = 0, rounds = 0;
  std::vector<std::string> named;
  for (int history = 0; history < 200; ++history) {
    RandomEvent ev(1000, rng.next());
    for (int round = 1; round <= 10; ++round) {
      std::vector<int> order;
      auto sp = ev.ranked(order);
      SwissOptions o;
      o.seed = rng.next();
      SwissPairing p = round == 1 ? pair_random(static_cast<int>(sp.size()), o.seed) : pair_swiss(sp, o);
      if (round > 1) {
        ++rounds;
        for (const Skip& s : skipping_downs(sp, p, round, downs)) {
          std::string text = "history " + std::to_string(history) + " round " + std::to_string(round) + ": #" + std::to_string(s.high + 1) + " (" +
                             std::to_string(sp[static_cast<std::size_t>(s.high)].points) + " points) paired down to #" + std::to_string(s.low + 1) +
                             " (" + std::to_string(sp[static_cast<std::size_t>(s.low)].points) + "):";
          for (const auto& why : s.forcing) text += " [" + why + "]";
          INFO(text);
          for (const auto& why : s.forcing) REQUIRE(!why.empty());  // every player in between blocked by a rematch
          named.push_back(text);
        }
      }
      ev.play(p, order, 5, 1, 5);
    }
  }
  std::string all;
  for (const auto& n : named) all += n + "\n";
  INFO(named.size() << " pair-downs forced past a group:\n" << all);
  CHECK(rounds > 1000);
  CHECK(downs > rounds);     // draws and late entries make odd groups in every round
  CHECK(named.size() >= 2);  // and rematches forced a few past a group (4 with these seeds)
}

TEST_CASE("pairing: invariants over random events") {
  Rng rng(77);
  for (int e = 0; e < 200; ++e) {
    int n = 4 + static_cast<int>(rng.below(120));
    RandomEvent ev(n, rng.next());
    for (int round = 1; round <= 8; ++round) {
      std::vector<int> order;
      auto sp = ev.ranked(order);
      if (sp.size() < 2) break;
      SwissOptions o;
      o.seed = rng.next();
      auto p = pair_swiss(sp, o);
      // One bye at most per player while someone without one remains.
      if (p.bye >= 0) {
        int fewest = sp[0].byes;
        for (auto& s : sp) fewest = std::min(fewest, s.byes);
        REQUIRE(sp[static_cast<std::size_t>(p.bye)].byes == fewest);
        for (std::size_t k = static_cast<std::size_t>(p.bye) + 1; k < sp.size(); ++k) REQUIRE(sp[k].byes > fewest);
      }
      ev.play(p, order, 5, 5, 0);
    }
  }
}

TEST_CASE("LEMON's dual solution proves the optimum (the pricing relies on it)") {
  Rng rng(5);
  for (int trial = 0; trial < 60; ++trial) {
    int n = 2 * (2 + static_cast<int>(rng.below(20)));
    std::vector<WeightedEdge> edges;
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) edges.push_back({a, b, -static_cast<Weight>(rng.below(50)) * 1000 - static_cast<Weight>(rng.below(7))});
    auto m = max_weight_perfect_matching(n, edges);
    REQUIRE(m.perfect);
    Weight primal = 0, dual = 0;
    for (const auto& e : edges) {
      Weight slack = m.potential[static_cast<std::size_t>(e.u)] + m.potential[static_cast<std::size_t>(e.v)] + shared_blossom_value(m, e.u, e.v) -
                     MatchingResult::dual_scale * e.w;
      REQUIRE(slack >= 0);                                      // dual feasible
      if (m.mate[static_cast<std::size_t>(e.u)] == e.v) {  // tight on the matching
        REQUIRE(slack == 0);
        primal += e.w;
      }
    }
    for (auto y : m.potential) dual += y;
    for (const auto& b : m.blossoms) {
      REQUIRE(b.value >= 0);
      dual += b.value * ((b.end - b.begin) / 2);
    }
    REQUIRE(dual == MatchingResult::dual_scale * primal);  // equal objectives: optimal
  }
}

TEST_CASE("pods: table sizes 4, then 3 or 5 as the count requires") {
  using V = std::vector<int>;
  CHECK(pod_sizes(8, 4, 3, 5) == V{4, 4});
  CHECK(pod_sizes(5, 4, 3, 5) == V{5});
  CHECK(pod_sizes(6, 4, 3, 5) == V{3, 3});
  CHECK(pod_sizes(7, 4, 3, 5) == V{4, 3});
  CHECK(pod_sizes(9, 4, 3, 5) == V{4, 5});
  CHECK(pod_sizes(10, 4, 3, 5) == V{4, 3, 3});
  CHECK(pod_sizes(3, 4, 3, 5) == V{3});
  CHECK(pod_sizes(2, 4, 3, 5).empty());  // below the minimum table
  int total = 0;
  for (int s : pod_sizes(101, 4, 3, 5)) {
    REQUIRE((s >= 3 && s <= 5));
    total += s;
  }
  CHECK(total == 101);
}

TEST_CASE("pods: grouped by points, avoiding players who met") {
  // 8 players: 4 on 6 points, 4 on 0; the top four met each other except in pairs (0,1),(2,3).
  std::vector<SwissPlayer> r(8);
  for (int i = 0; i < 4; ++i) r[static_cast<std::size_t>(i)].points = 6;
  auto pods = make_pods(r, {4, 4}, 1);
  CHECK(pods.repeats == 0);
  CHECK(pods.spread == 0);  // points groups kept whole
  // Player 0 met players 4..7 before: 0 must still sit with equals when possible.
  for (int o = 1; o < 4; ++o) r[0].opponents.push_back(o), r[static_cast<std::size_t>(o)].opponents.push_back(0);
  auto again = make_pods(r, {4, 4}, 1);
  CHECK(again.repeats == 0);  // 0 moved away from the three it met
}

TEST_CASE("top cut bracket: 1v8, 4v5, 2v7, 3v6") {
  CHECK(bracket_order(2) == std::vector<int>{1, 2});
  CHECK(bracket_order(4) == std::vector<int>{1, 4, 2, 3});
  CHECK(bracket_order(8) == std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6});
  auto b16 = bracket_order(16);
  CHECK(b16.size() == 16);
  for (std::size_t i = 0; i < b16.size(); i += 2) CHECK(b16[i] + b16[i + 1] == 17);
}

TEST_CASE("pairing restrictions: kept first, then the exact optimum, by brute force over every pairing (issue 26)") {
  // Random small fields and random pairs to keep apart: the engine on with_avoids, sparse and dense,
  // must reach the best (restrictions broken, then the criteria of the real field) over every
  // perfect matching, and break a restriction only when every pairing does.
  Rng rng(2026);
  int broken_needed = 0, kept_over_rematch = 0;
  for (int trial = 0; trial < 800; ++trial) {
    int n = 2 + static_cast<int>(rng.below(9));
    auto r = random_field(rng, n, 2 + static_cast<int>(rng.below(4)));
    std::vector<std::pair<int, int>> apart;
    for (int k = static_cast<int>(rng.below(4)); k > 0; --k) {
      int a = static_cast<int>(rng.below(static_cast<std::uint64_t>(n))), b = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
      if (a != b) apart.push_back({std::min(a, b), std::max(a, b)});
    }
    SwissField real = field_of(r), held = with_avoids(real, apart);
    SwissOptions sparse, dense;
    sparse.seed = dense.seed = rng.next();
    dense.dense = true;
    SwissPairing a = pair_swiss(held, sparse), b = pair_swiss(held, dense);
    REQUIRE(a.bye == b.bye);
    auto broken = [&](const std::vector<std::pair<int, int>>& m) {
      long k = 0;
      for (auto [x, y] : m)
        for (auto [p, q] : apart) k += (x == p && y == q) || (x == q && y == p);
      return k;
    };
    auto full = [&](const std::vector<std::pair<int, int>>& m) {
      Levels l = levels(r, a.bye, m);
      return std::make_pair(broken(m), std::make_tuple(l.rematches, l.widest, l.squares, l.downs, l.positions, l.twice));
    };
    std::vector<int> nodes;
    for (int i = 0; i < n; ++i)
      if (i != a.bye) nodes.push_back(i);
    std::vector<std::pair<int, int>> cur;
    bool first = true;
    std::pair<long, std::tuple<long, long, long, long, long, long>> best;
    all_matchings(nodes, cur, [&](const auto& m) {
      auto key = full(m);
      if (first || key < best) best = key, first = false;
    });
    INFO("trial " << trial << ", " << n << " players, " << apart.size() << " restrictions");
    REQUIRE(full(a.pairs) == best);
    REQUIRE(full(b.pairs) == best);
    REQUIRE(real_rematches(real, a.pairs) <= std::get<0>(best.second));
    broken_needed += best.first > 0;
    kept_over_rematch += best.first == 0 && std::get<0>(best.second) > 0;
  }
  CHECK(broken_needed > 20);       // fields where no pairing keeps every restriction
  CHECK(kept_over_rematch > 20);   // a rematch taken so a restriction is kept
}

TEST_CASE("table numbers: fixed tables kept, the rest from --from leaving out --skip (issue 26)") {
  using T = std::vector<std::vector<std::int64_t>>;
  T tables = {{1, 2}, {3, 4}, {5, 6}, {7, 8}};
  SECTION("plain") { CHECK(number_tables(tables, {}, {}).numbers == std::vector<int>{1, 2, 3, 4}); }
  SECTION("from 3, skipping 4 and 6") { CHECK(number_tables(tables, {}, {3, {4, 6}}).numbers == std::vector<int>{3, 5, 7, 8}); }
  SECTION("player 6 kept at table 1: the others move past it") {
    auto t = number_tables(tables, {{6, 1}}, {});
    CHECK(t.numbers == std::vector<int>{2, 3, 1, 4});
    CHECK(t.not_kept.empty());
  }
  SECTION("a fixed table inside --skip is still kept") { CHECK(number_tables(tables, {{8, 5}}, {1, {5}}).numbers == std::vector<int>{1, 2, 3, 5}); }
  SECTION("two kept players at one table: the first decides, the second is named") {
    auto t = number_tables(tables, {{3, 7}, {4, 9}}, {});
    CHECK(t.numbers == std::vector<int>{1, 7, 2, 3});
    CHECK(t.not_kept == std::vector<std::int64_t>{4});
  }
}
