#include "round_rows.hpp"

namespace jk::pairing {

std::string RoundRows::from(std::string_view table, std::string_view key) const {
  std::string sql = " FROM ";
  sql.append(table);
  if (round && by_range) return sql.append(" WHERE ").append(key).append(" BETWEEN ?1 AND ?2");
  sql.append(" JOIN matches m ON m.id = ").append(key);
  return round ? sql + " WHERE m.round = ?1" : sql;
}

void RoundRows::bind(Statement& st) const {
  if (!round) return;
  if (by_range) st.bind(1, first).bind(2, last);
  else st.bind(1, round);
}

RoundRows round_rows(int round, std::int64_t first, std::int64_t last, std::size_t count) {
  RoundRows rows{round, first, last, false};
  // Unsigned: ids from an import may be as far apart as int64 allows.
  const auto span = static_cast<std::uint64_t>(last) - static_cast<std::uint64_t>(first);
  rows.by_range = round && count > 0 && span < 2 * static_cast<std::uint64_t>(count);
  return rows;
}

}  // namespace jk::pairing
