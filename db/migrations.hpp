// The list of schema migrations, in version order.
#pragma once
#include <string>
#include <vector>

#include "sqlite.hpp"

namespace jk {

struct Migration {
  int version;
  const char* description;
  const char* sql;
  // Tables created by this migration whose every change is recorded in audit_log by triggers.
  std::vector<std::string> audited_tables;
  // What SQL alone cannot do (it needs the game pack), run after `sql` in the same transaction;
  // `path` names the file in a refusal.
  void (*step)(Database& db, const std::string& path) = nullptr;
};

const std::vector<Migration>& migrations();

}  // namespace jk
