// An event file taken back to schema 15 for upgrade tests: no mark of the open's scans
// (command_context.checked_through).
#pragma once
#include "sqlite.hpp"

namespace jk::test {

inline void back_to_schema_15(Database& raw) {
  raw.exec("ALTER TABLE command_context DROP COLUMN checked_through");
  raw.exec("PRAGMA user_version = 15");
}

}  // namespace jk::test
