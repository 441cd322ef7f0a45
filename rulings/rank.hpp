// Ranking: BM25F over the fts columns, as an FTS5 auxiliary function jk_rank(fts).
//
// Why not FTS5's bm25(): it asks xColumnSize for every matching row, a B-tree seek into the
// docsize table each; for a word in 9,000 of 20,000 entries that is ~15 ms of a query. Our
// column lengths sit in memory (one blob written at build), so a row costs a walk over its
// phrase positions. BM25F also normalises each column by its own length: a heading match is
// not drowned by a long body in the same entry, which plain bm25 (one length per row) does.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

struct sqlite3;

namespace jk::rulings {

inline constexpr int kColumns = 5;  // number, heading, body, wording, extra

// Token counts per column per row (rowid = index into rows), and their averages.
struct ColumnSizes {
  std::vector<std::uint16_t> sizes;  // kColumns per row, row 0 unused
  double average[kColumns] = {};
  // Per row and column: the column's weight over its length normalisation, made once at open so
  // a query's rows cost a multiply each (from_blob fills it).
  std::vector<float> norm;
  std::string to_blob() const;
  static ColumnSizes from_blob(const std::string& blob);
  int size(std::int64_t rowid, int column) const;
};

// Registers jk_rank(fts) on the connection: lower is better (the negated BM25F score, like
// bm25()), so ORDER BY ascending ranks best first. `sizes` must outlive the connection.
void register_rank(sqlite3* db, const ColumnSizes* sizes);

}  // namespace jk::rulings
