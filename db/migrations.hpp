// The list of schema migrations, in version order.
#pragma once
#include <string>
#include <vector>

namespace jk {

struct Migration {
  int version;
  const char* description;
  const char* sql;
  // Tables created by this migration whose every change is recorded in audit_log by triggers.
  std::vector<std::string> audited_tables;
};

const std::vector<Migration>& migrations();

}  // namespace jk
