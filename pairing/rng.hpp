// A small seeded generator (splitmix64) with its own shuffle, so pairings reproduce from the
// event seed on every platform (std::shuffle and the std distributions are implementation-defined).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace jk::pairing {

struct Rng {
  std::uint64_t state;
  explicit Rng(std::uint64_t seed) : state(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), n > 0 (rejection sampling: no modulo bias).
  std::uint64_t below(std::uint64_t n) {
    std::uint64_t limit = ~0ull - (~0ull % n);
    for (;;) {
      std::uint64_t x = next();
      if (x < limit) return x % n;
    }
  }
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
  }
};

}  // namespace jk::pairing
