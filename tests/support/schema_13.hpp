// An event file taken back to schema 13 for upgrade tests: command_context loses the change's
// time, and the audit triggers read the command alone again, as schema 13's did (their time
// formatted for each row by audit_log's default).
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "schema_14.hpp"
#include "sqlite.hpp"

namespace jk::test {

inline std::string replaced(std::string s, const std::string& from, const std::string& to) {
  for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
  return s;
}

inline void back_to_schema_13(Database& raw) {
  back_to_schema_14(raw);
  std::vector<std::pair<std::string, std::string>> triggers;  // name, schema 13's definition
  for (auto st = raw.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'audit_%'"); st.step();) {
    std::string sql = replaced(st.text(1), "(command, at, entity, action, ", "(command, entity, action, ");
    sql = replaced(sql, ") SELECT command, coalesce(at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), ", ") VALUES ((SELECT command FROM command_context WHERE id = 1), ");
    sql = replaced(sql, " FROM command_context WHERE id = 1; END", "); END");
    triggers.emplace_back(st.text(0), sql);
  }
  for (const auto& [name, sql] : triggers) raw.exec(("DROP TRIGGER " + name).c_str());
  raw.exec("ALTER TABLE command_context DROP COLUMN at");
  for (const auto& [name, sql] : triggers) raw.exec(sql.c_str());
  raw.exec("PRAGMA user_version = 13");
}

}  // namespace jk::test
