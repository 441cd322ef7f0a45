// A Message kept as data in a file (a verdict, a decklist's findings) so that any reader words it
// again in their own language: {"id": msgid, "args": [{"name", "text", "ja"?} | {"name", "nested"}]}.
#pragma once
#include <functional>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "i18n.hpp"

namespace jk {

// A module's own form for some arguments (the judge writes a seat as {"name", "seat": "A"}).
struct MessageArgCodec {
  std::function<std::optional<nlohmann::ordered_json>(const MessageArg&)> write;    // nullopt: the usual form
  std::function<std::optional<MessageArg>(const std::string& name, const nlohmann::json&)> read;  // nullopt: the usual form
};

// null for an empty message.
nlohmann::ordered_json message_json(const Message& m, const MessageArgCodec& codec = {});
// An empty message when `j` is not one (a file from before, or edited by hand).
Message message_from_json(const nlohmann::json& j, const MessageArgCodec& codec = {});
// A msgid read back from a file as the long-lived pointer Message holds.
const char* intern_msgid(const std::string& id);

}  // namespace jk
