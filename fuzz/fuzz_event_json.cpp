// libFuzzer: an event state for `event import`, read as the command reads it (its rounds one at a
// time, db/json_stream.hpp) and written into an in-memory event at this build's schema. Every
// refusal must be an InputError naming the JSON.
#include <cstdint>
#include <optional>
#include <string>

#include "errors.hpp"
#include "event_file.hpp"
#include "exchange.hpp"
#include "json_stream.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    jk::Database db(":memory:", true);
    jk::migrate(db, "fuzz.jkevent");
    db.exec("PRAGMA foreign_keys = ON");
    jk::Change change(db, "fuzz");
    jk::pairing::StateImport im(db, "state.json");
    jk::JsonStream stream{{"rounds", {"format", "version", "event", "players", "teams"}}, nullptr, nullptr, 0};
    stream.begin = [&](const nlohmann::json& before, std::optional<std::size_t> rounds) { im.begin(before, rounds); };
    stream.take = [&](nlohmann::json& round, std::size_t index) { im.round(round, index); };
    im.finish(jk::parse_json_streamed(text, "state.json", stream));
    change.commit();
  } catch (const jk::InputError&) {
  }
  return 0;
}
