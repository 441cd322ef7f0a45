#include "json_input.hpp"

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

// One pass before nlohmann reads the text: the depth (its dump and its readers recurse once a
// level), numbers beyond a double (nlohmann throws out_of_range for them, with no position) and
// the memory the document would take. Malformed text is left to the parser, which says where.
void scan(std::string_view text, const std::string& file) {
  int depth = 0, line = 1;
  bool in_string = false;
  Cost cost;
  std::size_t string_start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') ++line;
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false, cost.string_bytes += 32 + (i - string_start);
      continue;
    }
    if (c == '"') {
      in_string = true;
      string_start = i;
      ++cost.values;  // a key too: one slot too many for it, which the member's cost covers anyway
    } else if (c == ':') {
      ++cost.members;
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
  if (cost.bytes() > kMaxJsonMemory)
    throw InputError(file, 0, Message{N_("reading this JSON would take about {mb} MB of memory, more than the {max} MB judgekit allows (is this the right file?)"),
                                      {{"mb", std::to_string(cost.bytes() >> 20)}, {"max", std::to_string(kMaxJsonMemory >> 20)}}});
}

}  // namespace

nlohmann::json parse_json_input(std::string_view text, const std::string& file) {
  scan(text, file);
  try {
    return nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based: the lines up to it.
    int line = 1;
    for (std::size_t i = 0; i + 1 < e.byte && i < text.size(); ++i) line += text[i] == '\n';
    std::string what = e.what();
    if (auto p = what.find("syntax error"); p != std::string::npos) what = what.substr(p);
    throw InputError(file, line, Message{N_("not valid JSON: {what}"), {{"what", what}}});
  } catch (const nlohmann::json::exception& e) {
    throw InputError(file, 0, Message{N_("not valid JSON: {what}"), {{"what", e.what()}}});
  }
}

}  // namespace jk
