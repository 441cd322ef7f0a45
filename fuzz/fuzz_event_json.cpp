// libFuzzer: an event state for `event import`, parsed and written into an in-memory event at
// this build's schema. Every refusal must be an InputError naming the JSON.
#include <cstdint>
#include <string>

#include "errors.hpp"
#include "event_file.hpp"
#include "exchange.hpp"
#include "json_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    nlohmann::json state = jk::parse_json_input(text, "state.json");
    jk::Database db(":memory:", true);
    jk::migrate(db, "fuzz.jkevent");
    db.exec("PRAGMA foreign_keys = ON");
    jk::Change change(db, "fuzz");
    jk::pairing::import_event(db, state, "state.json");
    change.commit();
  } catch (const jk::InputError&) {
  }
  return 0;
}
