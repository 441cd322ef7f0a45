// What a person types, turned into an FTS5 expression that can never be a syntax error.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "rulings.hpp"

namespace jk::rulings {

inline constexpr std::size_t kMaxTerms = 32;  // FTS5 caps expression depth; nobody types more

// An alternative searched with a term: the words a pack's term means (時間切れ -> 制限時間), or
// kanji words read as the term (とうししんたく -> 投資信託).
struct Alt {
  std::string text;    // folded: what is searched
  std::string shown;   // as the rulebook or the pack writes it
  bool prefix = false;
  ReadAs::How how = ReadAs::How::term;
  std::string game, cite;  // a term's game and the entry it cites
};

struct Term {
  std::string text;   // folded: what is searched
  std::string shown;  // as typed: what messages show
  bool prefix = false;
  std::vector<Alt> also;  // alternatives ORed with the term
};

struct Query {
  std::vector<Term> terms;  // each a quoted phrase, all ANDed
  std::vector<std::string> dropped;  // terms past kMaxTerms
};

// A one-character phrase, one ending in a lone Japanese character, or a Latin word alone, is a prefix:
// 株 finds 株式, "E0043の" the start of a longer run, allstar ALLSTAR1, evp EVP0001.
bool is_prefix(const std::string& folded);

// A term that is a date: 2013-11-04, 2013/11/4, 2013.11.4, 2013年11月4日 (full-width digits too)
// -> "2013-11-04"; a month, 2013-11 or 2013年11月 -> "2013-11". "" when it is not one.
std::string date_of(std::string_view typed);

// Invalid UTF-8 becomes U+FFFD (a separator), then jk::fold_text. Terms are split at spaces;
// a term with nothing searchable in it ("&", "*", "(") joins its neighbours into one phrase, so
// "M & A" is the phrase m a, as "M&A" is. Repeated terms are searched once.
Query parse_query(std::string_view raw);

// The MATCH expression for `terms` (all of them, or all but `skip`): "t1" AND ("t2"* OR "a") ...
// Quotes in a term are doubled, so AND, NEAR(, ( and * are searched as text.
std::string match_expression(const std::vector<Term>& terms, std::size_t skip = static_cast<std::size_t>(-1));

// The key rule numbers are compared by: fold_text without any spaces ("４－５－６　例２" -> "4-5-6例2").
std::string number_key(std::string_view number);

// number_key without separators, for numbers typed without them: "1042a", "104 2a",
// "１０４ー２ａ" and "104.2a" are all "1042a"; "2-5-1" is "251". Separators: . - / _ , : ・,
// the dashes and minus signs, and ー after a digit or letter (in a word, ゲーム, it is kept). Search and show use it only when it names one entry (docs/rulings.md).
std::string loose_number_key(std::string_view number);

// `s` with invalid UTF-8 bytes replaced by U+FFFD.
std::string sanitize_utf8(std::string_view s);

}  // namespace jk::rulings
