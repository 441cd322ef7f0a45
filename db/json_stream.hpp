// Reading a large JSON document with one member's elements handed over as they are read and let
// go: an event state's rounds, so an export of any size the event file holds comes back in
// within the memory any input may take.
#pragma once
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "json_input.hpp"

namespace jk {

struct JsonStream {
  StreamedMember member;
  // Once, before the first element, with the members read before it and how many elements there
  // are; when the document could not be streamed, with the whole of it and no count (the member
  // may be missing or no list: the caller's reader says so).
  std::function<void(const nlohmann::json& before, std::optional<std::size_t> elements)> begin;
  std::function<void(nlohmann::json& element, std::size_t index)> take;  // each element, in order
  std::size_t memory_limit = 0;  // 0: json_memory_limit of the text; tests give a smaller one
};

// Parses `text`, calling `begin` and then `take` for each of the member's elements, and returns
// the document with the member an empty array. A document whose member cannot be streamed
// (json_input.hpp: JsonShape::streamable) is read whole, its elements handed over the same way.
// Refuses as parse_json_input does; the memory refused is the streamed one.
nlohmann::json parse_json_streamed(std::string_view text, const std::string& file, const JsonStream& stream);

}  // namespace jk
