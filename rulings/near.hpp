// The entries nearest to a query that found nothing, from a structure built with the index: a
// number within an edit or two ("2-5-9" -> 2-5-1), a heading holding the words within a few edits
// ("投資新宅" -> 投資信託). Scanning every entry with SQLite and ICU cost 11 ms at 20,000 entries;
// this reads one blob once and looks at the few entries that share characters with the query.
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace jk::rulings {

struct NearIndex {
  std::vector<std::int64_t> ids;              // entries, in id order
  std::vector<std::uint32_t> loose, heading;  // per entry: offset of its keys in `chars` (one past the end: next entry's)
  std::vector<char32_t> chars;                // loose_number_key, then number_key of the heading, of every entry
  std::unordered_map<char32_t, std::vector<std::uint32_t>> by_char;  // heading character -> entries holding it

  // Adds the next entry (ids ascending).
  void add(std::int64_t id, const std::string& loose_key, const std::string& heading_key);
  std::string to_blob() const;
  static NearIndex from_blob(const std::string& blob);

  // Up to `n` ids of entries in [lo, hi] nearest to `query` (what was typed), closest first, then
  // in document order: a number (loose key) within 1 edit, 2 from 6 characters; or a heading
  // holding the query within half its length in edits.
  std::vector<std::int64_t> nearest(const std::string& query, std::int64_t lo, std::int64_t hi, std::size_t n) const;
};

}  // namespace jk::rulings
