#include "pods.hpp"

#include <algorithm>

#include "rng.hpp"

namespace jk::pairing {

std::vector<int> pod_sizes(int n, int preferred, int min, int max) {
  if (n < min || preferred <= 0) return {};
  std::vector<int> best;
  int best_off = -1;
  // Try every table count; sizes spread as evenly as the bounds allow around `preferred`.
  for (int tables = (n + max - 1) / max; tables * min <= n; ++tables) {
    std::vector<int> sizes(static_cast<std::size_t>(tables), preferred);
    int diff = n - tables * preferred;
    for (std::size_t i = sizes.size(); diff != 0 && i-- > 0;) {
      if (diff > 0) {
        int add = std::min(diff, max - sizes[i]);
        sizes[i] += add, diff -= add;
      } else {
        int take = std::min(-diff, sizes[i] - min);
        sizes[i] -= take, diff += take;
      }
    }
    if (diff != 0) continue;
    int off = 0;
    for (int s : sizes) off += s != preferred;
    if (best_off < 0 || off < best_off || (off == best_off && tables > static_cast<int>(best.size()))) {
      best = sizes;
      best_off = off;
    }
  }
  // Larger tables first, so the odd sizes sit at the bottom.
  std::stable_sort(best.begin(), best.end(), [&](int a, int b) { return (a == preferred) > (b == preferred); });
  return best;
}

namespace {

int met_count(const SwissField& r, int a, int b) { return times_met(r, a, b); }

struct Cost {
  int repeats = 0;
  long spread = 0;
  bool operator<(const Cost& o) const { return repeats != o.repeats ? repeats < o.repeats : spread < o.spread; }
};

Cost pod_cost(const SwissField& r, const std::vector<int>& pod) {
  Cost c;
  for (std::size_t i = 0; i < pod.size(); ++i)
    for (std::size_t j = i + 1; j < pod.size(); ++j) {
      c.repeats += met_count(r, pod[i], pod[j]) > 0;
      long d = r.points[static_cast<std::size_t>(pod[i])] - r.points[static_cast<std::size_t>(pod[j])];
      c.spread += d * d;
    }
  return c;
}

}  // namespace

PodPairing make_pods(const SwissField& ranked, const std::vector<int>& sizes, std::uint64_t seed) {
  PodPairing out;
  std::vector<int> order(static_cast<std::size_t>(ranked.size()));
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  Rng rng(mix_seed(seed, 5));
  // Equal players in random order (round 1: everyone), keeping the points order.
  for (std::size_t b = 0; b < order.size();) {
    std::size_t e = b;
    while (e < order.size() && ranked.points[e] == ranked.points[b]) ++e;
    std::vector<int> part(order.begin() + static_cast<long>(b), order.begin() + static_cast<long>(e));
    rng.shuffle(part);
    std::copy(part.begin(), part.end(), order.begin() + static_cast<long>(b));
    b = e;
  }
  std::size_t at = 0;
  for (int s : sizes) {
    out.pods.emplace_back(order.begin() + static_cast<long>(at), order.begin() + static_cast<long>(at + static_cast<std::size_t>(s)));
    at += static_cast<std::size_t>(s);
  }
  // Improve by swapping players between nearby tables while the cost falls: repeats first.
  bool improved = true;
  for (int pass = 0; improved && pass < 50; ++pass) {
    improved = false;
    for (std::size_t a = 0; a < out.pods.size(); ++a)
      for (std::size_t b = a + 1; b < out.pods.size() && b <= a + 3; ++b)
        for (std::size_t i = 0; i < out.pods[a].size(); ++i)
          for (std::size_t j = 0; j < out.pods[b].size(); ++j) {
            Cost before_a = pod_cost(ranked, out.pods[a]), before_b = pod_cost(ranked, out.pods[b]);
            std::swap(out.pods[a][i], out.pods[b][j]);
            Cost after_a = pod_cost(ranked, out.pods[a]), after_b = pod_cost(ranked, out.pods[b]);
            Cost before{before_a.repeats + before_b.repeats, before_a.spread + before_b.spread};
            Cost after{after_a.repeats + after_b.repeats, after_a.spread + after_b.spread};
            if (after < before) improved = true;
            else std::swap(out.pods[a][i], out.pods[b][j]);
          }
  }
  for (auto& pod : out.pods) {
    std::sort(pod.begin(), pod.end());  // seats in standings order
    Cost c = pod_cost(ranked, pod);
    out.repeats += c.repeats;
    out.spread += c.spread;
  }
  return out;
}

}  // namespace jk::pairing
