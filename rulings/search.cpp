// judgekit rules search: the rule number first, then a date's revisions, then full-text matches
// by BM25F; the query's words also as the packs' terms and kana readings say them (expand.hpp).
#include <algorithm>
#include <map>
#include <optional>

#include "expand.hpp"
#include "index.hpp"
#include "query.hpp"
#include "text.hpp"
#include "tokenizer.hpp"

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

namespace {

// One line: newlines and tabs of the rulebook become spaces.
std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  return s;
}

std::string head_of(const std::string& text, std::size_t chars) {
  auto cps = to_code_points(text);
  std::string out;
  for (std::size_t i = 0; i < cps.size() && i < chars; ++i) append_utf8(out, cps[i]);
  if (cps.size() > chars) out += "…";
  return one_line(out);
}

constexpr const char* kHitColumns = "id, game, number, kind, heading, body";

Hit plain_hit(const Statement& st, bool by_number) {
  return {st.int64(0), st.text(1), st.text(2), st.text(3), one_line(st.text(4)), head_of(st.text(5), kSnippetTokens), by_number, 0, false, {}};
}

// The entries listed for a query with no hit: nearest by number or heading (near.hpp).
std::vector<Hit> nearest_entries(Index& index, const std::string& query, std::int64_t lo, std::int64_t hi) {
  std::vector<Hit> out;
  auto& st = cached(index, "SELECT id, game, number, kind, heading, body FROM entries WHERE id = ?1");
  for (std::int64_t id : near_index(index).nearest(query, lo, hi, 3)) {
    st.bind(1, id);
    if (st.step()) {
      out.push_back(plain_hit(st, false));
      out.back().snippet.clear();
    }
    st.reset();
  }
  return out;
}

struct Range {
  std::int64_t lo = 1, hi = INT64_MAX;
};

// 1. The query as a rule number: "１０４．２ａ" is 104.2a; typed without its separators
// ("1042a", "251") only when that is one entry.
std::vector<std::int64_t> by_number(Index& index, const std::string& query, Range r, std::size_t limit, SearchResult& result) {
  std::vector<std::int64_t> ids;
  std::string key = number_key(query);
  if (!key.empty()) {
    auto& st = cached(index, std::string("SELECT ") + kHitColumns + " FROM entries WHERE number_key = ?1 AND id BETWEEN ?2 AND ?3 ORDER BY id");
    st.bind(1, key).bind(2, r.lo).bind(3, r.hi);
    while (st.step()) {
      ids.push_back(st.int64(0));
      if (result.hits.size() < limit) result.hits.push_back(plain_hit(st, true));
    }
  }
  std::string loose = loose_number_key(query);
  if (ids.empty() && !loose.empty()) {
    auto& st = cached(index, std::string("SELECT ") + kHitColumns + " FROM entries WHERE loose_key = ?1 AND id BETWEEN ?2 AND ?3 ORDER BY id");
    st.bind(1, loose).bind(2, r.lo).bind(3, r.hi);
    std::vector<Hit> found;
    while (st.step()) found.push_back(plain_hit(st, true));
    if (found.size() == 1) {
      ids.push_back(found[0].id);
      result.hits.push_back(std::move(found[0]));
    } else {
      for (auto& h : found) h.by_number = false;
      result.numbers_like = std::move(found);
    }
  }
  return ids;
}

// 2. A date: the entries announced or in force from that day (or month) first, then the
// revisions already in force on it, newest first. `match` ("" = none) narrows them to the
// entries the query's other words find.
std::vector<std::int64_t> by_date(Index& index, const std::string& date, const std::string& match, Range r, std::size_t limit,
                                  const std::vector<std::int64_t>& taken, SearchResult& result) {
  std::vector<std::int64_t> ids;
  // ?1 the date or month, ?5 the first string after every date starting so ("2013-11~"): ranges
  // the announced and effective indexes answer. A whole day also takes the revisions in force.
  std::string sql = std::string("SELECT ") + kHitColumns + ", (announced >= ?1 AND announced < ?5) OR (effective >= ?1 AND effective < ?5) AS that_day" +
                    " FROM entries WHERE id IN (SELECT id FROM entries WHERE announced >= ?1 AND announced < ?5"
                    " UNION SELECT id FROM entries WHERE effective >= ?1 AND effective < ?5"
                    " UNION SELECT id FROM entries WHERE ?6 AND effective > '' AND effective <= ?1 AND kind = 'revision') AND id BETWEEN ?2 AND ?3" +
                    (match.empty() ? "" : " AND id IN (SELECT rowid FROM fts WHERE fts MATCH ?4)") + " ORDER BY that_day DESC, effective DESC, id";
  auto& st = cached(index, sql);
  st.bind(1, date).bind(2, r.lo).bind(3, r.hi).bind(5, date + "~").bind(6, static_cast<std::int64_t>(date.size() == 10));
  if (!match.empty()) st.bind(4, match);
  while (st.step()) {
    if (std::find(taken.begin(), taken.end(), st.int64(0)) != taken.end()) continue;
    ids.push_back(st.int64(0));
    if (result.hits.size() < limit) {
      result.hits.push_back(plain_hit(st, false));
      result.hits.back().by_date = true;
    }
  }
  return ids;
}

// The marked heading, body and wording fragments, and (when `whole`) the whole marked text.
struct Marked {
  std::string heading, body, wording, whole;
};

std::string marks_sql(bool whole) {
  return std::string("highlight(fts, 1, ?4, ?5) || char(1) || snippet(fts, 2, ?4, ?5, '…', ?6) || char(1) || snippet(fts, 3, ?4, ?5, '…', ?6)") +
         (whole ? " || char(1) || highlight(fts, 2, ?4, ?5) || ?5 || highlight(fts, 3, ?4, ?5)" : "");
}

Marked split_marks(const std::string& joined) {
  // char(1) between the parts: no rulebook text holds it (XML 1.0 forbids it; load.cpp refuses it).
  std::vector<std::string> parts(4);
  std::size_t k = 0;
  for (char c : joined) {
    if (c == '\x01' && k < 3) ++k;
    else parts[k] += c;
  }
  return {parts[0], parts[1], parts[2], parts[3]};
}

// The marks of the rows `ids` (the hits shown). One lookup per row is quickest for a plain query;
// a query with alternatives (ORs of phrases) costs FTS5 a walk per lookup, so its matches are
// walked once and only the rows shown are marked.
std::map<std::int64_t, Marked> marks_of(Index& index, const std::string& expr, const std::vector<std::int64_t>& ids, bool whole, bool ors) {
  std::map<std::int64_t, Marked> out;
  auto bind_marks = [](Statement& st) { st.bind(4, std::string(1, kMarkOpen)).bind(5, std::string(1, kMarkClose)).bind(6, kSnippetTokens); };
  if (!ors) {
    auto& st = cached(index, "SELECT " + marks_sql(whole) + " FROM fts WHERE fts MATCH ?1 AND rowid = ?2");
    for (std::int64_t id : ids) {
      st.bind(1, expr).bind(2, id);
      bind_marks(st);
      if (st.step()) out[id] = split_marks(st.text(0));
      st.reset();
    }
    return out;
  }
  std::string list = "[";
  for (std::int64_t id : ids) list += (list.size() > 1 ? "," : "") + std::to_string(id);
  list += "]";
  auto lo = *std::min_element(ids.begin(), ids.end()), hi = *std::max_element(ids.begin(), ids.end());
  auto& st = cached(index, "SELECT rowid, CASE WHEN rowid IN (SELECT value FROM json_each(?7)) THEN " + marks_sql(whole) +
                               " END FROM fts WHERE fts MATCH ?1 AND rowid BETWEEN ?2 AND ?3");
  st.bind(1, expr).bind(2, lo).bind(3, hi).bind(7, list);
  bind_marks(st);
  while (st.step())
    if (!st.is_null(1)) out[st.int64(0)] = split_marks(st.text(1));
  st.reset();
  return out;
}

// The keys (term_key) of the query's phrases that end in a run of three characters or more:
// FTS5 marks them one character short (tokenizer.hpp).
std::vector<std::string> short_marked(const Query& q) {
  std::vector<std::string> keys;
  auto add = [&](const std::string& folded, const std::string& shown) {
    auto toks = tokenize(folded, TokenizeMode::query);
    if (!toks.empty() && to_code_points(toks.back().text).size() == 3 && is_japanese(to_code_points(toks.back().text).back()))
      keys.push_back(term_key(shown));
  };
  for (const auto& t : q.terms) {
    add(t.text, t.shown);
    for (const auto& a : t.also) add(a.text, a.shown);
  }
  return keys;
}

int utf8_length(unsigned char b) { return b < 0x80 ? 1 : (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : (b & 0xF8) == 0xF0 ? 4 : 1; }

bool ends_with(const std::string& s, const std::string& end) { return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0; }

// Moves each mark's end over the character FTS5 left out: when the stretch and the next
// character (after a line-wrap space, as SCP's text has) end as one of `keys` and the stretch
// alone does not.
std::string complete_marks(const std::string& marked, const std::vector<std::string>& keys) {
  if (keys.empty() || marked.find(kMarkClose) == std::string::npos) return marked;
  std::string out;
  std::size_t open = std::string::npos;
  for (std::size_t i = 0; i < marked.size(); ++i) {
    char c = marked[i];
    if (c == kMarkOpen) open = out.size();
    if (c != kMarkClose || open == std::string::npos) {
      out += c;
      continue;
    }
    std::string stretch = out.substr(open + 1), key = term_key(stretch);
    std::size_t next = i + 1, skip = next < marked.size() && marked[next] == ' ' ? 1 : 0;
    std::size_t len = next + skip < marked.size() ? static_cast<std::size_t>(utf8_length(static_cast<unsigned char>(marked[next + skip]))) : 0;
    std::string extended = len ? key + term_key(marked.substr(next + skip, len)) : key;
    bool grow = len > 0 && std::any_of(keys.begin(), keys.end(), [&](const std::string& k) { return ends_with(extended, k) && !ends_with(key, k); });
    if (grow) {
      out += marked.substr(next, skip + len);
      i += skip + len;
    }
    out += kMarkClose;
    open = std::string::npos;
  }
  return out;
}

// 3. Full text: every match scored, ties by document order (bm25 alone is not a total order).
void by_text(Index& index, const Query& q, Range r, std::size_t limit, const std::vector<std::int64_t>& taken, SearchResult& result,
             std::vector<std::string>& marked_text) {
  std::string expr = match_expression(q.terms);
  std::vector<std::pair<double, std::int64_t>> scored;
  {
    // Every game: no rowid range, which FTS5 would check row by row.
    bool all = r.lo <= 1 && r.hi == INT64_MAX;
    auto& st = cached(index, std::string("SELECT rowid, ") + kRankSql + " FROM fts WHERE fts MATCH ?1" + (all ? "" : " AND rowid BETWEEN ?2 AND ?3"));
    st.bind(1, expr);
    if (!all) st.bind(2, r.lo).bind(3, r.hi);
    while (st.step())
      if (taken.empty() || std::find(taken.begin(), taken.end(), st.int64(0)) == taken.end()) scored.push_back({st.real(1), st.int64(0)});
  }
  result.total += scored.size();
  std::size_t room = limit > result.hits.size() ? limit - result.hits.size() : 0;
  std::size_t take = std::min(room, scored.size());
  if (take == 0) return;
  std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(take), scored.end());
  std::vector<std::int64_t> ids;
  for (std::size_t i = 0; i < take; ++i) ids.push_back(scored[i].second);
  // The whole body and wording marked too when the words may have been found as others (a term,
  // a reading, a kanji's other form: read_as_of), which may lie outside the snippet.
  bool whole = may_read_as(q);
  bool ors = std::any_of(q.terms.begin(), q.terms.end(), [](const Term& t) { return !t.also.empty(); });
  auto marks = marks_of(index, expr, ids, whole, ors);
  std::vector<std::string> keys = short_marked(q);
  for (auto& [id, m] : marks)
    for (std::string* part : {&m.heading, &m.body, &m.wording, &m.whole}) *part = complete_marks(*part, keys);
  auto& entry = cached(index, "SELECT game, number, kind FROM entries WHERE id = ?1");
  for (std::size_t i = 0; i < take; ++i) {
    auto m = marks.find(scored[i].second);
    if (m == marks.end()) continue;
    entry.bind(1, scored[i].second);
    if (entry.step()) {
      // The body's fragment, unless only a revision's wording holds the match.
      bool body_marked = m->second.body.find(kMarkOpen) != std::string::npos;
      bool wording_marked = m->second.wording.find(kMarkOpen) != std::string::npos;
      result.hits.push_back({scored[i].second, entry.text(0), entry.text(1), entry.text(2), one_line(m->second.heading),
                             one_line(!body_marked && wording_marked ? m->second.wording : m->second.body), false, scored[i].first, false, {}});
      marked_text.push_back(std::move(m->second.whole));
    }
    entry.reset();
  }
}

// No hit with several terms: the term whose dropping finds most.
void drop_a_term(Index& index, const Query& q, Range r, SearchResult& result) {
  auto& st = cached(index, "SELECT count(*) FROM fts WHERE fts MATCH ?1 AND rowid BETWEEN ?2 AND ?3");
  for (std::size_t i = 0; i < q.terms.size(); ++i) {
    st.bind(1, match_expression(q.terms, i)).bind(2, r.lo).bind(3, r.hi);
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

// Whether the query is the number of an entry outside `r` (and so of another game only).
bool number_elsewhere(Index& index, const std::string& query, Range r) {
  auto& st = cached(index, "SELECT count(*) FROM entries WHERE (number_key = ?1 OR loose_key = ?2) AND id NOT BETWEEN ?3 AND ?4");
  std::string key = number_key(query), loose = loose_number_key(query);
  if (key.empty()) return false;
  st.bind(1, key).bind(2, loose.empty() ? key : loose).bind(3, r.lo).bind(4, r.hi);
  bool found = st.step() && st.int64(0) > 0;
  st.reset();
  return found;
}

SearchResult search_in(Index& index, const SearchOptions& options, Range r) {
  SearchResult result;
  std::size_t limit = static_cast<std::size_t>(std::max(1, options.limit));
  Query q = parse_query(options.query);
  // A word that is a date is looked up as one (and searched as text after).
  std::optional<Term> date_term;
  for (auto it = q.terms.begin(); it != q.terms.end(); ++it)
    if (std::string d = date_of(it->shown); !d.empty()) {
      result.date = d;
      date_term = *it;
      q.terms.erase(it);
      break;
    }
  expand(index, q, options.game);
  for (const auto& t : q.terms) result.terms.push_back(t.shown);
  result.dropped = q.dropped;

  std::vector<std::string> marked_text;  // per text hit: its body and wording, marked
  std::vector<std::int64_t> taken = by_number(index, options.query, r, limit, result);
  if (!result.date.empty()) {
    auto dated = by_date(index, result.date, q.terms.empty() ? "" : match_expression(q.terms), r, limit, taken, result);
    taken.insert(taken.end(), dated.begin(), dated.end());
  }
  result.total = taken.size();
  if (date_term) {
    Query with_date = q;  // the date as the text writes it: "2013.11.1" in 3-3
    with_date.terms.push_back(*date_term);
    by_text(index, with_date, r, limit, taken, result, marked_text);
  } else if (!q.terms.empty()) {
    by_text(index, q, r, limit, taken, result, marked_text);
  }
  if (result.total == 0 && q.terms.size() >= 2) drop_a_term(index, q, r, result);
  if (result.total == 0) result.nearest = nearest_entries(index, options.query, r.lo, r.hi);
  std::size_t first_text = result.hits.size() - marked_text.size();  // the text hits come last
  for (std::size_t i = 0; i < result.hits.size(); ++i) {
    Hit& h = result.hits[i];
    h.read_as = read_as_of(h, q, i >= first_text ? marked_text[i - first_text] : "");
    for (const auto& ra : h.read_as)
      if (std::find(result.read_as.begin(), result.read_as.end(), ra) == result.read_as.end()) result.read_as.push_back(ra);
  }
  return result;
}

}  // namespace

SearchResult search(Index& index, const SearchOptions& options) {
  Range r;
  if (!options.game.empty()) {
    const GameRange& g = game_range(index, options.game);
    r = {g.first, g.last};
  }
  SearchResult result = search_in(index, options, r);
  // 104.2a asked of Economica: SCP's rule, with a line saying so, rather than nothing.
  if (result.total == 0 && !options.game.empty() && number_elsewhere(index, options.query, r)) {
    SearchOptions all = options;
    all.game.clear();
    result = search_in(index, all, Range{});
    result.fell_through_from = options.game;
  }
  return result;
}

}  // namespace jk::rulings
