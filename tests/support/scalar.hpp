// One integer a query returns (a count, a flag): what a test reads back from a database.
#pragma once
#include "sqlite.hpp"

namespace jk::test {

inline int scalar(Database& db, const char* sql) {
  auto st = db.prepare(sql);
  st.step();
  return st.integer(0);
}

}  // namespace jk::test
