// BM25F for the rulings index (see rank.hpp for why not bm25()).
#include "rank.hpp"

#include "tokenizer.hpp"

#include <sqlite3.h>

#include <cmath>
#include <new>
#include <stdexcept>

namespace jk::rulings {

namespace {

// number, heading, body, wording (a revision's old and new), extra (the cards it lists).
// The heading counts most, then the entry's own number; text and cards count once.
constexpr double kWeight[kColumns] = {8.0, 10.0, 1.0, 1.0, 1.0};
// Length normalisation: full for running text, half for the short fields.
constexpr double kB[kColumns] = {0.5, 0.5, 0.75, 0.75, 0.5};
constexpr double kK1 = 1.2;

struct QueryData {
  std::vector<double> idf;  // per phrase
};

struct Counter {
  std::int64_t rows = 0;
};

int count_row(const Fts5ExtensionApi*, Fts5Context*, void* user) {
  ++static_cast<Counter*>(user)->rows;
  return SQLITE_OK;
}

// idf of each phrase of the query, computed once per query (a pass over each phrase's rows).
QueryData* query_data(const Fts5ExtensionApi* api, Fts5Context* ctx, int* rc) {
  auto* data = static_cast<QueryData*>(api->xGetAuxdata(ctx, 0));
  if (data) return data;
  data = new (std::nothrow) QueryData;
  if (!data) {
    *rc = SQLITE_NOMEM;
    return nullptr;
  }
  sqlite3_int64 n = 0;
  api->xRowCount(ctx, &n);
  int phrases = api->xPhraseCount(ctx);
  for (int p = 0; p < phrases && *rc == SQLITE_OK; ++p) {
    Counter c;
    // A one-phrase query needs no idf (a constant factor); skip the pass over its rows.
    if (phrases > 1) *rc = api->xQueryPhrase(ctx, p, &c, count_row);
    double hits = static_cast<double>(c.rows);
    data->idf.push_back(std::log((static_cast<double>(n) - hits + 0.5) / (hits + 0.5) + 1.0));
  }
  if (*rc == SQLITE_OK) *rc = api->xSetAuxdata(ctx, data, [](void* p) { delete static_cast<QueryData*>(p); });
  else delete data;
  return *rc == SQLITE_OK ? data : nullptr;
}

void jk_rank(const Fts5ExtensionApi* api, Fts5Context* ctx, sqlite3_context* out, int, sqlite3_value**) {
  const auto* sizes = static_cast<const ColumnSizes*>(api->xUserData(ctx));
  int rc = SQLITE_OK;
  QueryData* data = query_data(api, ctx, &rc);
  if (!data) {
    sqlite3_result_error_code(out, rc);
    return;
  }
  sqlite3_int64 rowid = api->xRowid(ctx);
  std::size_t at = static_cast<std::size_t>(rowid) * kColumns;
  double fallback[kColumns] = {kWeight[0], kWeight[1], kWeight[2], kWeight[3], kWeight[4]};
  const float* row = rowid >= 0 && at + kColumns <= sizes->norm.size() ? sizes->norm.data() + at : nullptr;
  double score = 0;
  int phrases = api->xPhraseCount(ctx);
  for (int p = 0; p < phrases; ++p) {
    double tf = 0;
    Fts5PhraseIter it;
    int col = -1, off = -1;
    for (api->xPhraseFirst(ctx, p, &it, &col, &off); col >= 0; api->xPhraseNext(ctx, &it, &col, &off))
      if (col < kColumns) tf += row ? row[col] : fallback[col];
    if (tf > 0) score += data->idf[static_cast<std::size_t>(p)] * tf / (kK1 + tf);
  }
  sqlite3_result_double(out, -score);
}

}  // namespace

int ColumnSizes::size(std::int64_t rowid, int column) const {
  std::size_t at = static_cast<std::size_t>(rowid) * kColumns + static_cast<std::size_t>(column);
  return rowid >= 0 && at < sizes.size() ? sizes[at] : 0;
}

std::string ColumnSizes::to_blob() const {
  std::string out;
  out.reserve(sizes.size() * 2);
  for (std::uint16_t s : sizes) {
    out += static_cast<char>(s & 0xFF);
    out += static_cast<char>(s >> 8);
  }
  return out;
}

ColumnSizes ColumnSizes::from_blob(const std::string& blob) {
  ColumnSizes c;
  c.sizes.resize(blob.size() / 2);
  const auto* p = reinterpret_cast<const unsigned char*>(blob.data());
  for (std::size_t i = 0; i < c.sizes.size(); ++i) c.sizes[i] = static_cast<std::uint16_t>(p[2 * i] | (p[2 * i + 1] << 8));
  std::size_t rows = c.sizes.size() / kColumns;
  double total[kColumns] = {};
  for (std::size_t r = 1; r < rows; ++r)
    for (int k = 0; k < kColumns; ++k) total[k] += c.sizes[r * kColumns + static_cast<std::size_t>(k)];
  for (int k = 0; k < kColumns; ++k) c.average[k] = rows > 1 ? total[k] / static_cast<double>(rows - 1) : 0;
  c.norm.resize(c.sizes.size());
  for (std::size_t r = 0; r < rows; ++r)
    for (int k = 0; k < kColumns; ++k) {
      double avg = c.average[k] > 0 ? c.average[k] : 1.0;
      std::size_t i = r * kColumns + static_cast<std::size_t>(k);
      c.norm[i] = static_cast<float>(kWeight[k] / (1.0 - kB[k] + kB[k] * c.sizes[i] / avg));
    }
  return c;
}

void register_rank(sqlite3* db, const ColumnSizes* sizes) {
  fts5_api* api = fts5_api_of(db);
  if (api->xCreateFunction(api, "jk_rank", const_cast<ColumnSizes*>(sizes), jk_rank, nullptr) != SQLITE_OK)
    throw std::runtime_error("cannot register jk_rank");
}

}  // namespace jk::rulings
