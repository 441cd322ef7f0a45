#include "json_input.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "errors.hpp"

namespace jk {

namespace {

bool number_char(char c) { return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'; }

// What nlohmann's document takes in memory, roughly: a value is 16 bytes (a list's spare
// capacity doubles it), an object's member a map node of about 96, a container's own block 64,
// a string its bytes and a header. `[{},{},…]` takes 32 times its size; an event export about 6.
struct Cost {
  std::size_t values = 0, members = 0, containers = 0, string_bytes = 0;
  std::size_t bytes() const { return values * 32 + members * 96 + containers * 64 + string_bytes; }
};

// Where the scan is with respect to the streamed member: its key, its array, an element of it.
struct MemberTrack {
  const StreamedMember* member = nullptr;
  std::string_view last_string;  // at depth 1: a key when a ':' follows
  bool top_object = false, key_pending = false, inside = false, seen = false, done = false, broken = false;
  std::size_t element_start = 0, elements = 0, element_bytes = 0, largest = 0;

  void key(std::string_view k) {
    if (k == member->name) {
      broken |= seen;  // twice: a parser keeps the last, a stream would take both
      seen = key_pending = true;
    } else if (done && std::find(member->before.begin(), member->before.end(), k) != member->before.end()) {
      broken = true;
    }
  }
  // A value starts at `depth` (before a container's own level is counted); `cost` so far.
  void value_starts(int depth, char c, std::size_t cost) {
    if (depth == 0) top_object = c == '{';
    if (depth == 1 && key_pending) {
      key_pending = false;
      inside = c == '[';
      broken |= !inside;
      return;
    }
    if (depth == 2 && inside) {
      ++elements;
      element_start = cost;
    }
  }
  // A container closes back to `depth`; `cost` so far.
  void closes_to(int depth, std::size_t cost) {
    if (depth == 2 && inside) {
      element_bytes += cost - element_start;
      largest = std::max(largest, cost - element_start);
    } else if (depth == 1 && inside) {
      inside = false;
      done = true;
    }
  }
};

}  // namespace

std::size_t json_memory_limit(std::size_t text_bytes) {
  return text_bytes >= kMaxJsonTextAndMemory ? 0 : std::min(kMaxJsonMemory, kMaxJsonTextAndMemory - text_bytes);
}

// One pass before nlohmann reads the text: the depth (its dump and its readers recurse once a
// level), numbers beyond a double (nlohmann throws out_of_range for them, with no position) and
// the memory the document would take, whole and with the member streamed.
JsonShape scan_json(std::string_view text, const std::string& file, const StreamedMember* member) {
  int depth = 0, line = 1;
  bool in_string = false;
  Cost cost;
  MemberTrack track;
  track.member = member;
  std::size_t string_start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') ++line;
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') {
        in_string = false;
        cost.string_bytes += 32 + (i - string_start);
        if (depth == 1) track.last_string = text.substr(string_start + 1, i - string_start - 1);
      }
      continue;
    }
    const bool starts_value = c == '"' || c == '[' || c == '{' || c == 't' || c == 'f' || c == 'n' || c == '-' || (c >= '0' && c <= '9');
    if (member && starts_value) track.value_starts(depth, c, cost.bytes());
    if (c == '"') {
      in_string = true;
      string_start = i;
      ++cost.values;  // a key too: one slot too many for it, which the member's cost covers anyway
    } else if (c == ':') {
      ++cost.members;
      if (member && depth == 1 && track.top_object) track.key(track.last_string);
    } else if (c == 't' || c == 'f' || c == 'n') {
      ++cost.values;
      while (i + 1 < text.size() && text[i + 1] >= 'a' && text[i + 1] <= 'z') ++i;
    } else if (c == '[' || c == '{') {
      ++cost.values;
      ++cost.containers;
      if (++depth > kMaxJsonDepth)
        throw InputError(file, line, Message{N_("JSON nested more than {max} levels deep; no judgekit file is (is this the right file?)"),
                                             {{"max", std::to_string(kMaxJsonDepth)}}});
    } else if (c == ']' || c == '}') {
      --depth;
      if (member) track.closes_to(depth, cost.bytes());
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      ++cost.values;
      std::size_t end = i;
      while (end < text.size() && number_char(text[end])) ++end;
      std::string token(text.substr(i, end - i));
      if (std::isinf(std::strtod(token.c_str(), nullptr)))
        throw InputError(file, line, Message{N_("the number {number} is too large"), {{"number", token.size() > 40 ? token.substr(0, 40) + "…" : token}}});
      i = end - 1;
    }
  }
  JsonShape shape;
  shape.memory = cost.bytes();
  shape.streamable = member && track.top_object && track.seen && track.done && !track.broken;
  shape.elements = track.elements;
  shape.streamed_memory = shape.streamable ? shape.memory - track.element_bytes + track.largest : shape.memory;
  return shape;
}

void refuse_json_over(std::size_t memory, std::size_t limit, const std::string& file) {
  if (memory > limit)
    throw InputError(file, 0, Message{N_("reading this JSON would take about {mb} MB of memory, more than the {max} MB judgekit allows (is this the right file?)"),
                                      {{"mb", std::to_string(memory >> 20)}, {"max", std::to_string(limit >> 20)}}});
}

void refuse_json_syntax(const nlohmann::json::exception& e, std::string_view text, const std::string& file) {
  if (const auto* p = dynamic_cast<const nlohmann::json::parse_error*>(&e)) {
    // p->byte is 1-based: the lines up to it.
    int line = 1;
    for (std::size_t i = 0; i + 1 < p->byte && i < text.size(); ++i) line += text[i] == '\n';
    std::string what = p->what();
    if (auto at = what.find("syntax error"); at != std::string::npos) what = what.substr(at);
    throw InputError(file, line, Message{N_("not valid JSON: {what}"), {{"what", what}}});
  }
  throw InputError(file, 0, Message{N_("not valid JSON: {what}"), {{"what", e.what()}}});
}

nlohmann::json parse_json_input(std::string_view text, const std::string& file) {
  refuse_json_over(scan_json(text, file).memory, json_memory_limit(text.size()), file);
  try {
    return nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::exception& e) {
    refuse_json_syntax(e, text, file);
  }
}

}  // namespace jk
