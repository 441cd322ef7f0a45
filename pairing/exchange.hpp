// The whole event as JSON (docs/events.md "Export format"): `event export` and `event import`.
#pragma once
#include <string>

#include <nlohmann/json.hpp>

#include "sqlite.hpp"

namespace jk::pairing {

// Every table of the event but the audit log, ids kept, nested JSON columns as JSON.
nlohmann::ordered_json export_event(Database& db);

// Validates `state` (from `source`, for messages) and writes it into `db`, a new empty event file,
// inside the caller's Change. Throws InputError naming the JSON path of the first problem.
void import_event(Database& db, const nlohmann::json& state, const std::string& source);

}  // namespace jk::pairing
