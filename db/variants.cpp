// Variant kanji (異体字) folded to one representative: the table db/variants_gen.cpp builds from
// Unihan and kakasi's itaijidict when judgekit is built (docs/rulings.md, "Variant kanji").
#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include "text.hpp"

namespace jk {

namespace {

struct Fold {
  std::uint32_t from, to;
};

constexpr Fold kFolds[] = {
#include "variants_table.inc"
};

static_assert(std::size(kFolds) > 1000, "the variants table is empty: see db/variants_gen.cpp");

// The common block (U+3400..U+9FFF) as a direct table: the tokenizer asks for every kanji it indexes.
constexpr char32_t kDenseFirst = 0x3400, kDenseLast = 0x9FFF;

const std::array<char32_t, kDenseLast - kDenseFirst + 1>& dense() {
  static const auto table = [] {
    std::array<char32_t, kDenseLast - kDenseFirst + 1> t{};
    for (const Fold& f : kFolds)
      if (f.from >= kDenseFirst && f.from <= kDenseLast) t[f.from - kDenseFirst] = f.to;
    return t;
  }();
  return table;
}

}  // namespace

char32_t fold_variant(char32_t c) {
  if (c < kDenseFirst) return c;
  if (c <= kDenseLast) {
    char32_t to = dense()[c - kDenseFirst];
    return to ? to : c;
  }
  auto it = std::lower_bound(std::begin(kFolds), std::end(kFolds), c, [](const Fold& f, char32_t v) { return f.from < v; });
  return it != std::end(kFolds) && it->from == c ? it->to : c;
}

std::string fold_variants(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char32_t c : to_code_points(s)) append_utf8(out, fold_variant(c));
  return out;
}

std::string search_key(std::string_view s) { return fold_variants(name_key(s)); }

bool is_word_symbol(char32_t c) { return c == U'★' || c == U'☆' || c == U'+'; }


}  // namespace jk
