// JSON a person gives judgekit (`event import`, the judge's files): read with a depth limit, so
// nothing that walks the document later (dump, the readers, SQLite's json_valid) recurses without
// bound, and every refusal names the file and the line.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace jk {

// Deeper than any file judgekit writes (an event export nests 8 levels) by far.
inline constexpr int kMaxJsonDepth = 64;

// The most memory a document may take once read (the text itself aside): an event export of
// 10,000 players with their decklists takes about 80 MB.
inline constexpr std::size_t kMaxJsonMemory = std::size_t{160} << 20;

// Parses `text`; throws InputError(file, line, …) for a document nested deeper than
// kMaxJsonDepth, a number too large for a double (1e400), one that would take more than
// kMaxJsonMemory, or a syntax error.
nlohmann::json parse_json_input(std::string_view text, const std::string& file);

}  // namespace jk
