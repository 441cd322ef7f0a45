// JSON a person gives judgekit (`event import`, the judge's files): read with a depth limit, so
// nothing that walks the document later (dump, the readers, SQLite's json_valid) recurses without
// bound, and every refusal names the file and the line.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace jk {

// Deeper than any file judgekit writes (an event export nests 8 levels) by far.
inline constexpr int kMaxJsonDepth = 64;

// The most memory a document may take once read (the text itself aside): an event export of
// 10,000 players with their decklists takes about 80 MB.
inline constexpr std::size_t kMaxJsonMemory = std::size_t{160} << 20;
// The text and what is read of it together, within the 256 MB any input may take: a text past
// 64 MB (an event state, json_stream.hpp) leaves the document less than kMaxJsonMemory.
inline constexpr std::size_t kMaxJsonTextAndMemory = std::size_t{224} << 20;
std::size_t json_memory_limit(std::size_t text_bytes);

// A member of the top object that is an array to be read an element at a time (json_stream.hpp).
struct StreamedMember {
  std::string name;                 // "rounds"
  std::vector<std::string> before;  // members that, when present, must come before it
};

// What one pass over the text finds before a parser reads it.
struct JsonShape {
  std::size_t memory = 0;           // the document read whole
  std::size_t streamed_memory = 0;  // read with the member's elements one at a time: the rest and the largest element
  std::size_t elements = 0;         // the member's elements
  bool streamable = false;          // the top object holds the member once, an array, after every `before` member
};

// Throws InputError(file, line, …) for a document nested deeper than kMaxJsonDepth or a number
// too large for a double (1e400); malformed text is left to the parser, which says where.
JsonShape scan_json(std::string_view text, const std::string& file, const StreamedMember* member = nullptr);
// Throws InputError(file, 0, …) when `memory` is over `limit`.
void refuse_json_over(std::size_t memory, std::size_t limit, const std::string& file);
// Throws InputError(file, line, …) for a nlohmann parse error in `text`.
[[noreturn]] void refuse_json_syntax(const nlohmann::json::exception& e, std::string_view text, const std::string& file);

// Parses `text`; throws InputError(file, line, …) as scan_json does, for one that would take
// more than json_memory_limit, or a syntax error.
nlohmann::json parse_json_input(std::string_view text, const std::string& file);

}  // namespace jk
