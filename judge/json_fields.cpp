#include "json_fields.hpp"

#include <climits>

#include "errors.hpp"

namespace jk::judge {

Fields::Fields(const json& j, std::string path, const std::string& file) : j_(j), path_(std::move(path)), file_(file) {
  if (!j_.is_object()) throw InputError(file_, 0, path_.empty() ? Message{N_("the file must be a JSON object {{...}}"), {}}
                                                                 : Message{N_("{field}: must be a JSON object {{...}}"), {{"field", path_}}});
}

std::string Fields::where(std::string_view key) const { return path_.empty() ? std::string(key) : path_ + "." + std::string(key); }

void Fields::fail(std::string_view key, Message what) const {
  throw InputError(file_, 0, Message{N_("{field}: {what}"), {{"field", where(key)}, arg("what", std::move(what))}});
}

void Fields::only(std::initializer_list<const char*> allowed) const {
  for (auto it = j_.begin(); it != j_.end(); ++it) {
    bool ok = false;
    for (const char* a : allowed) ok = ok || it.key() == a;
    if (ok) continue;
    std::string list;
    for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
    fail(it.key(), Message{N_("unknown field; expected one of: {fields}"), {{"fields", list}}});
  }
}

long Fields::count(const char* key, const char* what) const {
  if (!has(key)) fail(key, Message{N_("missing: give {what}"), {arg("what", Message{what, {}})}});
  auto v = opt_count(key);
  return *v;
}

std::optional<long> Fields::opt_count(const char* key) const {
  if (!has(key)) return std::nullopt;
  const json& v = j_.at(key);
  if (v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(LONG_MAX))
    fail(key, Message{N_("is {value}; far too large for a count"), {{"value", v.dump()}}});
  if (v.is_number_integer()) {
    long n = v.get<long>();
    if (n < 0) fail(key, Message{N_("is {value}; a count cannot be negative"), {{"value", std::to_string(n)}}});
    return n;
  }
  if (v.is_number_float()) {
    double d = v.get<double>();
    if (d < 0) fail(key, Message{N_("is {value}; a count cannot be negative"), {{"value", v.dump()}}});
    fail(key, Message{N_("is {value}; must be a whole number"), {{"value", v.dump()}}});
  }
  fail(key, Message{N_("is {value}; must be a whole number >= 0"), {{"value", v.dump()}}});
}

bool Fields::flag(const char* key) const {
  if (!has(key)) return false;
  const json& v = j_.at(key);
  if (!v.is_boolean()) fail(key, Message{N_("is {value}; must be true or false"), {{"value", v.dump()}}});
  return v.get<bool>();
}

std::optional<Side> Fields::side(const char* key) const {
  if (!has(key) || j_.at(key).is_null()) return std::nullopt;
  const json& v = j_.at(key);
  if (const auto seat = v.is_string() ? parse_seat(v.get<std::string>()) : std::nullopt) return seat;
  fail(key, Message{N_("is {value}; must be \"A\" or \"B\""), {{"value", v.dump()}}});
}

std::optional<std::string> Fields::opt_text(const char* key) const {
  if (!has(key)) return std::nullopt;
  const json& v = j_.at(key);
  if (!v.is_string()) fail(key, Message{N_("is {value}; must be text"), {{"value", v.dump()}}});
  return v.get<std::string>();
}

Fields Fields::object(const char* key) const {
  if (!has(key)) throw InputError(file_, 0, Message{N_("{field}: missing"), {{"field", where(key)}}});
  if (!j_.at(key).is_object()) fail(key, Message{N_("must be a JSON object {{...}}"), {}});
  return Fields(j_.at(key), where(key), file_);
}

void check_game(const Fields& top, std::string_view game) {
  if (auto g = top.opt_text("game"); g && *g != game)
    top.fail("game", Message{N_("is \"{value}\" but this is `adjudicate {game}`"), {{"value", *g}, {"game", std::string(game)}}});
}

TwoPlayers two_players(const Fields& top) {
  Fields players = top.object("players");
  players.only({"A", "B"});
  if (!players.has("A")) players.fail("A", Message{N_("missing: a state has the players \"A\" and \"B\""), {}});
  if (!players.has("B")) players.fail("B", Message{N_("missing: a state has the players \"A\" and \"B\""), {}});
  return {players.object("A"), players.object("B")};
}

}  // namespace jk::judge
