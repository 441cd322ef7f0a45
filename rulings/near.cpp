#include "near.hpp"

#include <algorithm>
#include <cstring>

#include "query.hpp"
#include "text.hpp"

namespace jk::rulings {

namespace {

// Edit distance from `needle` to the closest part of `hay` (a typo'd word inside a heading).
int distance_within(const char32_t* needle, std::size_t nn, const char32_t* hay, std::size_t hn, std::vector<int>& prev, std::vector<int>& cur) {
  prev.assign(hn + 1, 0);
  cur.assign(hn + 1, 0);
  for (std::size_t i = 1; i <= nn; ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= hn; ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (needle[i - 1] == hay[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return *std::min_element(prev.begin(), prev.end());
}

int distance(const char32_t* a, std::size_t an, const char32_t* b, std::size_t bn, std::vector<int>& prev, std::vector<int>& cur) {
  prev.resize(bn + 1);
  cur.resize(bn + 1);
  for (std::size_t j = 0; j <= bn; ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= an; ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= bn; ++j) cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[bn];
}

template <class T>
void put(std::string& out, const std::vector<T>& v) {
  std::uint64_t n = v.size();
  out.append(reinterpret_cast<const char*>(&n), sizeof n);
  out.append(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
}

template <class T>
std::vector<T> get(const std::string& in, std::size_t& at) {
  std::uint64_t n = 0;
  if (at + sizeof n > in.size()) return {};
  std::memcpy(&n, in.data() + at, sizeof n);
  at += sizeof n;
  if (at + n * sizeof(T) > in.size()) return {};
  std::vector<T> v(n);
  std::memcpy(v.data(), in.data() + at, n * sizeof(T));
  at += n * sizeof(T);
  return v;
}

}  // namespace

void NearIndex::add(std::int64_t id, const std::string& loose_key, const std::string& heading_key) {
  auto i = static_cast<std::uint32_t>(ids.size());
  ids.push_back(id);
  loose.push_back(static_cast<std::uint32_t>(chars.size()));
  for (char32_t c : to_code_points(loose_key)) chars.push_back(c);
  heading.push_back(static_cast<std::uint32_t>(chars.size()));
  auto h = to_code_points(heading_key);
  for (char32_t c : h) {
    chars.push_back(c);
    auto& list = by_char[c];
    if (list.empty() || list.back() != i) list.push_back(i);
  }
}

std::string NearIndex::to_blob() const {
  std::string out;
  put(out, ids);
  put(out, loose);
  put(out, heading);
  put(out, chars);
  return out;
}

NearIndex NearIndex::from_blob(const std::string& blob) {
  NearIndex n;
  std::size_t at = 0;
  n.ids = get<std::int64_t>(blob, at);
  n.loose = get<std::uint32_t>(blob, at);
  n.heading = get<std::uint32_t>(blob, at);
  n.chars = get<char32_t>(blob, at);
  if (n.loose.size() != n.ids.size() || n.heading.size() != n.ids.size()) return {};
  for (std::uint32_t i = 0; i < n.ids.size(); ++i) {
    std::size_t end = i + 1 < n.ids.size() ? n.loose[i + 1] : n.chars.size();
    for (std::size_t k = n.heading[i]; k < end; ++k) {
      auto& list = n.by_char[n.chars[k]];
      if (list.empty() || list.back() != i) list.push_back(i);
    }
  }
  return n;
}

std::vector<std::int64_t> NearIndex::nearest(const std::string& query, std::int64_t lo, std::int64_t hi, std::size_t n) const {
  std::vector<char32_t> typed = to_code_points(number_key(query));
  if (typed.size() < 2 || ids.empty()) return {};
  std::vector<char32_t> loose_typed = to_code_points(loose_number_key(query));
  bool has_digit = std::any_of(loose_typed.begin(), loose_typed.end(), [](char32_t c) { return c >= '0' && c <= '9'; });
  int number_limit = loose_typed.size() >= 6 ? 2 : 1;
  int heading_limit = std::max(1, static_cast<int>(typed.size()) / 2);
  auto first = static_cast<std::size_t>(std::lower_bound(ids.begin(), ids.end(), lo) - ids.begin());
  auto last = static_cast<std::size_t>(std::upper_bound(ids.begin(), ids.end(), hi) - ids.begin());
  std::vector<int> best(ids.size(), 1 << 20);
  std::vector<int> prev, cur;
  // Numbers: only keys of about the typed length can be within the limit.
  if (has_digit)
    for (std::size_t i = first; i < last; ++i) {
      std::size_t b = loose[i], e = heading[i];
      std::size_t len = e - b;
      if (len + static_cast<std::size_t>(number_limit) < loose_typed.size() || len > loose_typed.size() + static_cast<std::size_t>(number_limit)) continue;
      int d = distance(loose_typed.data(), loose_typed.size(), chars.data() + b, len, prev, cur);
      if (d <= number_limit) best[i] = d;
    }
  // Headings: each edit takes at most one of the typed characters away, so a heading within
  // `heading_limit` edits holds all but that many of the distinct ones; count them from the
  // per-character lists and measure only the headings that may be near.
  std::vector<char32_t> distinct = typed;
  std::sort(distinct.begin(), distinct.end());
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  int need = static_cast<int>(distinct.size()) - heading_limit;
  std::vector<std::uint8_t> shared(ids.size(), 0);
  std::vector<std::uint32_t> candidates;
  for (char32_t c : distinct) {
    auto it = by_char.find(c);
    if (it == by_char.end()) continue;
    for (std::uint32_t i : it->second) {
      if (i < first || i >= last) continue;
      if (shared[i]++ == 0) candidates.push_back(i);
    }
  }
  for (std::uint32_t i : candidates) {
    if (static_cast<int>(shared[i]) < std::max(1, need)) continue;
    std::size_t b = heading[i], e = i + 1 < ids.size() ? loose[i + 1] : chars.size();
    int d = distance_within(typed.data(), typed.size(), chars.data() + b, e - b, prev, cur);
    if (d <= heading_limit) best[i] = std::min(best[i], d);
  }
  std::vector<std::pair<int, std::size_t>> scored;
  for (std::size_t i = first; i < last; ++i)
    if (best[i] < (1 << 20)) scored.push_back({best[i], i});
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::int64_t> out;
  for (std::size_t k = 0; k < scored.size() && k < n; ++k) out.push_back(ids[scored[k].second]);
  return out;
}

}  // namespace jk::rulings
