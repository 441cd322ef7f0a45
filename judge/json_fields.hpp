// Reading the JSON files judges fill in (states, tables) with messages that name the field.
// Internal to jk_judge.
#pragma once
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "i18n.hpp"
#include "json_input.hpp"  // parse_json_input: the files are read with its limits
#include "judge.hpp"

namespace jk::judge {

using nlohmann::json;

// One JSON object and where it is ("players.A"), for messages.
class Fields {
 public:
  Fields(const json& j, std::string path, const std::string& file);

  const std::string& file() const { return file_; }
  std::string where(std::string_view key) const;  // "players.A.stock"
  [[noreturn]] void fail(std::string_view key, Message what) const;

  // Refuses keys not listed (a typo such as "stok" must not pass silently).
  void only(std::initializer_list<const char*> allowed) const;
  bool has(const char* key) const { return j_.contains(key); }
  bool is_null(const char* key) const { return j_.contains(key) && j_.at(key).is_null(); }
  const json& raw(const char* key) const { return j_.at(key); }

  // A whole number >= 0; `what` (an N_() msgid) says what it counts, for the message when it is missing.
  long count(const char* key, const char* what) const;
  std::optional<long> opt_count(const char* key) const;
  bool flag(const char* key) const;  // absent = false
  // "A" or "B"; nullopt when absent. Null is reported by is_null.
  std::optional<Side> side(const char* key) const;
  std::optional<std::string> opt_text(const char* key) const;
  Fields object(const char* key) const;

 private:
  const json& j_;
  std::string path_, file_;
};

// The file's "game" key, when present, must name `game`.
void check_game(const Fields& top, std::string_view game);
// "players": {"A": {...}, "B": {...}} with exactly those two keys.
struct TwoPlayers {
  Fields a, b;
};
TwoPlayers two_players(const Fields& top);

}  // namespace jk::judge
