// The whole event as JSON (docs/events.md "Export format"): `event export` and `event import`.
#pragma once
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "sqlite.hpp"

namespace jk::pairing {

// Every table of the event but the audit log, ids kept, nested JSON columns as JSON: the text
// of the document, indented by 2, with its final line end, in pieces to write in order (a round
// a piece); one round's document is held at a time.
std::vector<std::string> export_event_text(Database& db);

struct ImportSteps;

// An event state (from `source`, for messages) written into `db`, a new empty event file, inside
// the caller's Change, part by part as a reader meets them: the members before the rounds, each
// round, then the rest, so a large state need not be held whole (db/json_stream.hpp). Each part
// is validated; throws InputError naming the JSON path of the first problem.
class StateImport {
 public:
  StateImport(Database& db, const std::string& source);
  ~StateImport();
  // The header, players and teams of `state`, whose $.rounds holds `rounds` rounds (none given:
  // $.rounds is in `state`).
  void begin(const nlohmann::json& state, std::optional<std::size_t> rounds);
  // $.rounds[index].
  void round(const nlohmann::json& round, std::size_t index);
  // Decks, penalties, awarded byes, pairing avoids and doors.
  void finish(const nlohmann::json& state);

 private:
  std::unique_ptr<ImportSteps> steps_;
  std::size_t rounds_ = 0;
};

// The same with `state` whole.
void import_event(Database& db, const nlohmann::json& state, const std::string& source);

}  // namespace jk::pairing
