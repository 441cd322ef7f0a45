// Query parsing: terms quoted and ANDed; FTS5 operators in the input are only text.
//
// "M & A" and "M&A": the tokenizer treats punctuation and spaces alike (both separate words),
// so the text "M & A" and "M&A" both index as the words m, a. The query side then only has to
// keep "M & A" one phrase instead of three terms: a term with no word in it ("&") glues its
// neighbours. We do not index a punctuation-free key ("ma"): it would also make "MA" or "m a"
// elsewhere match M & A, and the phrase m a is already exact.
#include "query.hpp"

#include <algorithm>
#include <cstdio>

#include "pack.hpp"
#include "text.hpp"
#include "tokenizer.hpp"

namespace jk::rulings {

std::string sanitize_utf8(std::string_view s) {
  if (valid_utf8(s)) return std::string(s);
  std::string out;
  for (char32_t c : to_code_points(s)) append_utf8(out, c);
  return out;
}

std::string number_key(std::string_view number) {
  std::string folded = fold_text(sanitize_utf8(number));
  std::string out;
  for (char32_t c : to_code_points(folded))
    if (!(c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x3000)) append_utf8(out, c);
  return out;
}

std::string loose_number_key(std::string_view number) {
  std::string out;
  char32_t prev = 0;
  for (char32_t c : to_code_points(number_key(number))) {
    bool ascii_before = (prev >= '0' && prev <= '9') || (prev >= 'a' && prev <= 'z');
    bool separator = c == '.' || c == '-' || c == '/' || c == '_' || c == ',' || c == ':' || c == 0x30FB /* ・ */ ||
                     (c >= 0x2010 && c <= 0x2015) /* ‐ ‑ ‒ – — ― */ || c == 0x2212 /* − */ ||
                     // ー after a digit is the IME's dash ("１０４ー２ａ"); in a word it is a vowel (ゲーム).
                     ((c == 0x30FC || c == 0xFF70) && ascii_before);
    if (!separator) append_utf8(out, c);
    prev = c;
  }
  return out;
}

Query parse_query(std::string_view raw) {
  // Split as typed (an ideographic space separates too), fold each word: messages show what
  // the judge typed, the index gets the folded form.
  std::string text = sanitize_utf8(raw);
  std::vector<std::string> words;
  {
    std::string cur;
    for (char32_t c : to_code_points(text)) {
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == 0x3000) {
        if (!cur.empty()) words.push_back(std::move(cur));
        cur.clear();
      } else {
        append_utf8(cur, c);
      }
    }
    if (!cur.empty()) words.push_back(std::move(cur));
  }
  // Glue: a word without tokens joins the word before and the one after into one phrase.
  auto searchable = [](const std::string& w) { return !tokenize(w, TokenizeMode::query).empty(); };
  std::vector<std::vector<std::string>> phrases;
  bool glue = false;
  for (const auto& w : words) {
    if (!searchable(w)) {
      if (!phrases.empty()) {
        phrases.back().push_back(w);
        glue = true;
      }
      continue;
    }
    if (glue) phrases.back().push_back(w);
    else phrases.push_back({w});
    glue = false;
  }
  Query q;
  for (auto& words_of : phrases) {
    while (!searchable(words_of.back())) words_of.pop_back();  // "M &": the & glues nothing
    Term t;
    for (const auto& w : words_of) t.shown += (t.shown.empty() ? "" : " ") + w;
    t.text = fold_text(t.shown);
    t.prefix = is_prefix(t.text);
    bool seen = std::any_of(q.terms.begin(), q.terms.end(), [&](const Term& o) { return o.text == t.text; });
    if (seen) continue;
    if (q.terms.size() < kMaxTerms) q.terms.push_back(std::move(t));
    else q.dropped.push_back(std::move(t.shown));
  }
  return q;
}

bool is_prefix(const std::string& folded) {
  auto toks = tokenize(folded, TokenizeMode::query);
  if (toks.empty()) return false;
  // A one-character term is a prefix ("株" finds 株式 and 日本株); so is a phrase ending in a
  // lone Japanese character ("E0043の"), which in a document is the start of a longer run, and
  // a Latin word alone: judges type allstar for ALLSTAR1, evp for EVP0001.
  // A phrase of several words keeps its last one whole: the a of "M & A" is a word.
  auto cps = to_code_points(toks.back().text);
  bool latin_word = toks.size() == 1 && cps.size() >= 2 && cps.front() >= 'a' && cps.front() <= 'z';
  return (toks.size() == 1 && cps.size() == 1) || (cps.size() == 1 && is_japanese(cps[0])) || latin_word;
}

std::string date_of(std::string_view typed) {
  // Digits and the separators between them, in order: 2013年11月4日 is 2013 11 4.
  std::vector<int> parts;
  std::string digits;
  bool japanese = false;
  for (char32_t c : to_code_points(fold_text(typed))) {
    if (c >= '0' && c <= '9') {
      digits += static_cast<char>(c);
      continue;
    }
    if (digits.empty() || digits.size() > 4) return "";
    parts.push_back(std::stoi(digits));
    digits.clear();
    if (c == U'年' || c == U'月' || c == U'日') japanese = true;
    else if (c != '-' && c != '/' && c != '.') return "";
  }
  if (!digits.empty()) {
    if (digits.size() > 4 || japanese) return "";  // 2013年11月4 is not how dates are written
    parts.push_back(std::stoi(digits));
  }
  if (parts.size() < 2 || parts.size() > 3 || parts[0] < 1900 || parts[0] > 2999 || parts[1] < 1 || parts[1] > 12) return "";
  char buf[16];
  if (parts.size() == 2) {
    std::snprintf(buf, sizeof buf, "%04d-%02d", parts[0], parts[1]);
    return buf;
  }
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", parts[0], parts[1], parts[2]);
  return valid_date(buf) ? buf : "";
}

static std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + '"';
}

std::string match_expression(const std::vector<Term>& terms, std::size_t skip) {
  std::string out;
  for (std::size_t i = 0; i < terms.size(); ++i) {
    if (i == skip) continue;
    if (!out.empty()) out += " AND ";
    std::string one = quoted(terms[i].text) + (terms[i].prefix ? "*" : "");
    for (const auto& a : terms[i].also) one += " OR " + quoted(a.text) + (a.prefix ? "*" : "");
    out += terms[i].also.empty() ? one : "(" + one + ")";
  }
  return out;
}

}  // namespace jk::rulings
