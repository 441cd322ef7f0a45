// Maximum-weight perfect matching (LEMON MaxWeightedPerfectMatching) behind a plain interface.
// LEMON's headers do not build as C++20, so only matching.cpp includes them (compiled as C++17).
#pragma once
#include <string>
#include <cstdint>
#include <vector>

namespace jk::pairing {

// 128-bit so the lexicographic pairing weights fit without rounding (see swiss.cpp).
__extension__ typedef __int128 Weight;
// A weight in decimal (printf has no 128-bit conversion).
std::string weight_text(Weight w);

struct WeightedEdge {
  int u = 0, v = 0;
  Weight w = 0;
};

struct MatchingResult {
  bool perfect = false;     // false: the graph has no perfect matching
  std::vector<int> mate;    // mate[v], -1 when unmatched
  // The optimal dual solution, scaled by dual_scale: node potentials and nested blossoms, so a
  // caller can prove an edge it left out could not improve the matching.
  std::vector<Weight> potential;
  struct Blossom {
    Weight value = 0;
    int begin = 0, end = 0;  // a range of blossom_order
  };
  std::vector<Blossom> blossoms;
  std::vector<int> blossom_order;     // nodes listed so every blossom is a contiguous range
  std::vector<int> position;          // position[v] in blossom_order
  static constexpr int dual_scale = 4;
};

MatchingResult max_weight_perfect_matching(int nodes, const std::vector<WeightedEdge>& edges);

// The sum of the potentials of the blossoms holding both u and v.
Weight shared_blossom_value(const MatchingResult& m, int u, int v);

}  // namespace jk::pairing
