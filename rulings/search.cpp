// judgekit rules search: the rule number first, then full-text matches by bm25.
#include <algorithm>

#include "index.hpp"
#include "query.hpp"
#include "text.hpp"

namespace jk::rulings {

// BM25F over fts(number, heading, body, wording, extra): rank.cpp holds the weights.
static constexpr const char* kRankSql = "jk_rank(fts)";
static constexpr int kSnippetTokens = 24;  // about 24 characters of Japanese

std::string strip_marks(std::string_view s) {
  std::string out;
  for (char c : s)
    if (c != kMarkOpen && c != kMarkClose) out += c;
  return out;
}

// One line: newlines and tabs of the rulebook become spaces.
static std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  return s;
}

static std::string head_of(const std::string& text, std::size_t chars) {
  auto cps = to_code_points(text);
  std::string out;
  for (std::size_t i = 0; i < cps.size() && i < chars; ++i) append_utf8(out, cps[i]);
  if (cps.size() > chars) out += "…";
  return one_line(out);
}

// Edit distance from `needle` to the closest part of `hay` (a typo'd word inside a heading).
static int distance_within(const std::vector<char32_t>& needle, const std::vector<char32_t>& hay) {
  std::vector<int> prev(hay.size() + 1, 0), cur(hay.size() + 1);
  for (std::size_t i = 1; i <= needle.size(); ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= hay.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (needle[i - 1] == hay[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return *std::min_element(prev.begin(), prev.end());
}

// No hit: the entries whose number (without separators) or heading is within a few edits of
// what was typed, closest first, then in document order.
static std::vector<Hit> nearest_entries(Index& index, const std::string& query, std::int64_t lo, std::int64_t hi) {
  std::string loose = loose_number_key(query);
  std::vector<char32_t> typed = to_code_points(number_key(query));
  bool has_digit = loose.find_first_of("0123456789") != std::string::npos;
  if (typed.size() < 2) return {};
  int loose_len = static_cast<int>(to_code_points(loose).size());
  int limit = std::max(1, static_cast<int>(typed.size()) / 2);
  std::vector<std::pair<int, Hit>> scored;
  auto& st = cached(index, "SELECT id, game, number, kind, heading, loose_key FROM entries WHERE id BETWEEN ?1 AND ?2 ORDER BY id");
  st.bind(1, lo).bind(2, hi);
  while (st.step()) {
    int d = 1 << 20;
    if (has_digit) {
      int dn = edit_distance(loose, st.text(5));
      if (dn <= (loose_len >= 6 ? 2 : 1)) d = dn;
    }
    std::string heading = st.text(4);
    if (!heading.empty()) {
      int dh = distance_within(typed, to_code_points(number_key(heading)));
      if (dh <= limit) d = std::min(d, dh);
    }
    if (d < (1 << 20)) scored.push_back({d, Hit{st.int64(0), st.text(1), st.text(2), st.text(3), one_line(heading), "", false, 0}});
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Hit> out;
  for (std::size_t i = 0; i < scored.size() && i < 3; ++i) out.push_back(std::move(scored[i].second));
  return out;
}

SearchResult search(Index& index, const SearchOptions& options) {
  SearchResult result;
  std::int64_t lo = 1, hi = INT64_MAX;
  if (!options.game.empty()) {
    const GameRange& g = game_range(index, options.game);
    lo = g.first;
    hi = g.last;
  }
  std::size_t limit = static_cast<std::size_t>(std::max(1, options.limit));
  Query q = parse_query(options.query);
  {
    // A card's kana reading also searches for its name: とうししんたく -> 投資信託.
    auto& st = cached(index, "SELECT DISTINCT name FROM readings WHERE key = ?1 AND (?2 = '' OR game = ?2) ORDER BY name");
    for (auto& t : q.terms) {
      st.bind(1, name_key(t.text)).bind(2, options.game);
      while (st.step()) t.also.push_back(fold_text(st.text(0)));
      st.reset();
    }
  }
  for (const auto& t : q.terms) result.terms.push_back(t.shown);
  result.dropped = q.dropped;

  // 1. The query as a rule number: "１０４．２ａ" is 104.2a.
  std::vector<std::int64_t> by_number;
  std::string key = number_key(options.query);
  if (!key.empty()) {
    auto& st = cached(index,
        "SELECT id, game, number, kind, heading, body FROM entries WHERE number_key = ?1 AND id BETWEEN ?2 AND ?3 ORDER BY id");
    st.bind(1, key).bind(2, lo).bind(3, hi);
    while (st.step()) {
      by_number.push_back(st.int64(0));
      if (result.hits.size() < limit)
        result.hits.push_back({st.int64(0), st.text(1), st.text(2), st.text(3), one_line(st.text(4)), head_of(st.text(5), kSnippetTokens), true, 0});
    }
  }
  // 1b. Typed without its separators ("1042a", "１０４ー２ａ", "251"): only when that is one entry.
  std::string loose = loose_number_key(options.query);
  if (by_number.empty() && !loose.empty()) {
    auto& st = cached(index, "SELECT id, game, number, kind, heading, body FROM entries WHERE loose_key = ?1 AND id BETWEEN ?2 AND ?3 ORDER BY id");
    st.bind(1, loose).bind(2, lo).bind(3, hi);
    std::vector<Hit> found;
    while (st.step())
      found.push_back({st.int64(0), st.text(1), st.text(2), st.text(3), one_line(st.text(4)), head_of(st.text(5), kSnippetTokens), true, 0});
    if (found.size() == 1) {
      by_number.push_back(found[0].id);
      result.hits.push_back(std::move(found[0]));
    } else {
      for (auto& h : found) h.by_number = false;
      result.numbers_like = std::move(found);
    }
  }
  result.total = by_number.size();
  if (q.terms.empty()) {
    if (result.total == 0) result.nearest = nearest_entries(index, options.query, lo, hi);
    return result;
  }

  // 2. Full text: every match scored, ties by document order (bm25 alone is not a total order).
  std::string expr = match_expression(q.terms);
  std::vector<std::pair<double, std::int64_t>> scored;
  {
    auto& st = cached(index, std::string("SELECT rowid, ") + kRankSql + " FROM fts WHERE fts MATCH ?1 AND rowid BETWEEN ?2 AND ?3");
    st.bind(1, expr).bind(2, lo).bind(3, hi);
    while (st.step())
      if (std::find(by_number.begin(), by_number.end(), st.int64(0)) == by_number.end()) scored.push_back({st.real(1), st.int64(0)});
  }
  result.total += scored.size();
  std::size_t room = limit > result.hits.size() ? limit - result.hits.size() : 0;
  std::size_t take = std::min(room, scored.size());
  std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(take), scored.end());
  if (take > 0) {
    auto& st = cached(index,
        "SELECT e.game, e.number, e.kind, highlight(fts, 1, ?4, ?5), snippet(fts, 2, ?4, ?5, '…', ?6),"
        " snippet(fts, 3, ?4, ?5, '…', ?6) FROM fts JOIN entries e ON e.id = fts.rowid WHERE fts MATCH ?1 AND fts.rowid = ?2");
    for (std::size_t i = 0; i < take; ++i) {
      st.bind(1, expr).bind(2, scored[i].second).bind(4, std::string(1, kMarkOpen)).bind(5, std::string(1, kMarkClose)).bind(6, kSnippetTokens);
      if (st.step()) {
        std::string body = st.text(4), wording = st.text(5);
        // The body's fragment, unless only a revision's wording holds the match.
        bool body_marked = body.find(kMarkOpen) != std::string::npos;
        bool wording_marked = wording.find(kMarkOpen) != std::string::npos;
        Hit h{scored[i].second, st.text(0), st.text(1), st.text(2), one_line(st.text(3)),
              one_line(!body_marked && wording_marked ? wording : body), false, scored[i].first};
        result.hits.push_back(std::move(h));
      }
      st.reset();
    }
  }

  // 3. Nothing: which term to drop.
  if (result.total == 0 && q.terms.size() >= 2) {
    auto& st = cached(index, "SELECT count(*) FROM fts WHERE fts MATCH ?1 AND rowid BETWEEN ?2 AND ?3");
    for (std::size_t i = 0; i < q.terms.size(); ++i) {
      st.bind(1, match_expression(q.terms, i)).bind(2, lo).bind(3, hi);
      std::size_t n = st.step() ? static_cast<std::size_t>(st.int64(0)) : 0;
      st.reset();
      if (n > result.suggestion_hits) {
        result.suggestion_hits = n;
        result.suggestion.clear();
        for (std::size_t k = 0; k < q.terms.size(); ++k)
          if (k != i) result.suggestion += (result.suggestion.empty() ? "" : " ") + q.terms[k].shown;
      }
    }
  }
  if (result.total == 0) result.nearest = nearest_entries(index, options.query, lo, hi);
  return result;
}

}  // namespace jk::rulings
