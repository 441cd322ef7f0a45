#include "json_stream.hpp"

#include <algorithm>

#include "errors.hpp"

namespace jk {

namespace {

using json = nlohmann::json;
using Event = json::parse_event_t;

// The member's elements handed to `take` from a document read whole.
json hand_over_whole(json doc, const JsonStream& stream) {
  const std::string& name = stream.member.name;
  stream.begin(doc, std::nullopt);
  if (!doc.is_object() || !doc.contains(name) || !doc[name].is_array()) return doc;
  json elements = std::move(doc[name]);
  doc[name] = json::array();
  for (std::size_t i = 0; i < elements.size(); ++i) stream.take(elements[i], i);
  return doc;
}

// The parser's callback: members before the streamed one are moved aside (`before`), its
// elements handed over and dropped, the rest kept in the document.
struct Streamer {
  const JsonStream& stream;
  std::size_t elements;
  const std::string& file;
  json before = json::object();
  std::string key;
  bool inside = false, begun = false;
  std::size_t index = 0;

  [[noreturn]] void refuse(const std::string& member) const {
    throw InputError(file, 0, Message{N_("$.{member} appears where a judgekit export does not put it (twice, or after $.{streamed}); export the event again"),
                                      {{"member", member}, {"streamed", stream.member.name}}});
  }

  bool operator()(int depth, Event e, json& parsed) {
    if (depth == 1 && e == Event::key) {
      key = parsed.get<std::string>();
      const auto& names = stream.member.before;
      if (begun && (key == stream.member.name || std::find(names.begin(), names.end(), key) != names.end())) refuse(key);
      return true;
    }
    if (depth == 1 && e == Event::array_start && key == stream.member.name) {
      stream.begin(before, elements);
      begun = inside = true;
      return true;
    }
    if (inside && depth == 1 && e == Event::array_end) {
      inside = false;
      return true;  // the array, empty now, stays
    }
    const bool completes = e == Event::value || e == Event::object_end || e == Event::array_end;
    if (inside && depth == 2 && completes) {
      stream.take(parsed, index++);
      return false;
    }
    if (!begun && depth == 1 && completes) {
      before[key] = std::move(parsed);
      return false;
    }
    return true;
  }
};

}  // namespace

json parse_json_streamed(std::string_view text, const std::string& file, const JsonStream& stream) {
  const JsonShape shape = scan_json(text, file, &stream.member);
  const std::size_t limit = stream.memory_limit ? stream.memory_limit : json_memory_limit(text.size());
  refuse_json_over(shape.streamed_memory, limit, file);
  try {
    if (!shape.streamable) return hand_over_whole(json::parse(text.begin(), text.end()), stream);
    Streamer streamer{stream, shape.elements, file, json::object(), {}, false, false, 0};
    json doc = json::parse(text.begin(), text.end(), std::ref(streamer));
    for (auto& [name, value] : streamer.before.items()) doc[name] = std::move(value);
    return doc;
  } catch (const json::exception& e) {
    refuse_json_syntax(e, text, file);
  }
}

}  // namespace jk
