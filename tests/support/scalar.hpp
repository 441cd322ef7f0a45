// One integer a query returns (a count, a flag): what a test reads back from a database.
#pragma once
#include "sqlite.hpp"

namespace jk::test {

inline int scalar(Database& db, const char* sql) {
  auto st = db.prepare(sql);
  st.step();
  return st.integer(0);
}

// The same with ?1 bound to `value`.
inline std::int64_t scalar(Database& db, const char* sql, std::int64_t value) {
  auto st = db.prepare(sql);
  st.bind(1, value);
  st.step();
  return st.int64(0);
}

}  // namespace jk::test
