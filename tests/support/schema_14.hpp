// An event file taken back to schema 14 for upgrade tests: no kept rounds (round_scores) and none
// of the triggers that drop them.
#pragma once
#include <string>
#include <vector>

#include "schema_15.hpp"
#include "sqlite.hpp"

namespace jk::test {

inline void back_to_schema_14(Database& raw) {
  back_to_schema_15(raw);
  std::vector<std::string> triggers;
  for (auto st = raw.prepare("SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'round_scores_%'"); st.step();)
    triggers.push_back(st.text(0));
  for (const auto& name : triggers) raw.exec(("DROP TRIGGER " + name).c_str());
  raw.exec("DROP TABLE round_scores");
  raw.exec("PRAGMA user_version = 14");
}

}  // namespace jk::test
