// What a person types, turned into an FTS5 expression that can never be a syntax error.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace jk::rulings {

inline constexpr std::size_t kMaxTerms = 32;  // FTS5 caps expression depth; nobody types more

struct Term {
  std::string text;   // folded: what is searched
  std::string shown;  // as typed: what messages show
  bool prefix = false;
  std::vector<std::string> also;  // alternatives ORed with the term: a card's name for its reading
};

struct Query {
  std::vector<Term> terms;  // each a quoted phrase, all ANDed
  std::vector<std::string> dropped;  // terms past kMaxTerms
};

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
