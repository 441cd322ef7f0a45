// One name table per enum: the words its values have where text enters or leaves judgekit (XML,
// JSON, SQL, the command line, forms). Code compares the enum; only these tables hold the words.
#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace jk {

template <typename E, std::size_t N>
using NameTable = std::array<std::pair<E, std::string_view>, N>;

// The word for `value` (the table's first word for a value it lacks, which a switch would catch).
template <typename E, std::size_t N>
constexpr std::string_view name_in(const NameTable<E, N>& table, E value) {
  for (const auto& [x, n] : table)
    if (x == value) return n;
  return table.front().second;
}

// The value `name` stands for; nullopt for a word the table does not have.
template <typename E, std::size_t N>
constexpr std::optional<E> parse_in(const NameTable<E, N>& table, std::string_view name) {
  for (const auto& [x, n] : table)
    if (n == name) return x;
  return std::nullopt;
}

// The words for messages: "a, b or c" (`last` joins the last two), or "a, b, c" with last = ", ".
template <typename E, std::size_t N>
std::string known_in(const NameTable<E, N>& table, std::string_view last = " or ") {
  std::string out;
  for (std::size_t i = 0; i < N; ++i) out += std::string(i == 0 ? "" : i + 1 == N ? last : ", ") + std::string(table[i].second);
  return out;
}

}  // namespace jk
