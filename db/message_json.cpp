#include "message_json.hpp"

#include <mutex>
#include <set>

namespace jk {

using nlohmann::json;
using nlohmann::ordered_json;

const char* intern_msgid(const std::string& id) {
  static std::mutex m;
  static std::set<std::string> ids;
  std::lock_guard<std::mutex> lock(m);
  return ids.insert(id).first->c_str();
}

ordered_json message_json(const Message& m, const MessageArgCodec& codec) {
  if (m.empty()) return nullptr;
  ordered_json args = ordered_json::array();
  for (const auto& a : m.args) {
    if (codec.write)
      if (auto own = codec.write(a)) {
        args.push_back(std::move(*own));
        continue;
      }
    ordered_json x = {{"name", a.name}};
    if (!a.nested.empty()) {
      x["nested"] = ordered_json::array();
      for (const auto& n : a.nested) x["nested"].push_back(message_json(n, codec));
    } else {
      x["text"] = a.text;
      if (!a.ja.empty()) x["ja"] = a.ja;
    }
    args.push_back(std::move(x));
  }
  return {{"id", m.id}, {"args", std::move(args)}};
}

namespace {

std::string string_at(const json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

// Far deeper than any message judgekit words (a citation nests 3): a file edited by hand cannot
// exhaust the stack of the server that renders it.
constexpr int kMaxMessageDepth = 32;

Message read_message(const json& j, const MessageArgCodec& codec, int depth) {
  if (depth > kMaxMessageDepth || !j.is_object() || !j.contains("id") || !j["id"].is_string()) return {};
  Message m{intern_msgid(j["id"].get<std::string>()), {}};
  if (!j.contains("args") || !j["args"].is_array()) return m;
  for (const auto& x : j["args"]) {
    if (!x.is_object()) continue;
    const std::string name = string_at(x, "name");
    if (codec.read)
      if (auto own = codec.read(name, x)) {
        m.args.push_back(std::move(*own));
        continue;
      }
    if (x.contains("nested") && x["nested"].is_array()) {
      MessageArg a;
      a.name = name;
      for (const auto& n : x["nested"]) a.nested.push_back(read_message(n, codec, depth + 1));
      m.args.push_back(std::move(a));
    } else {
      m.args.emplace_back(name, string_at(x, "text"), string_at(x, "ja"));
    }
  }
  return m;
}

}  // namespace

Message message_from_json(const json& j, const MessageArgCodec& codec) { return read_message(j, codec, 0); }

}  // namespace jk
