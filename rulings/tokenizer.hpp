// The FTS5 tokenizer "jk_ja": folded text cut into Japanese bigrams and Latin/digit words.
#pragma once
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct fts5_api;

namespace jk::rulings {

struct Token {
  std::string text;      // folded (jk::fold_text per code point)
  int start = 0, end = 0;  // byte offsets into the original text
  bool colocated = false;  // same position as the token before (FTS5_TOKEN_COLOCATED)
};

enum class TokenizeMode { document, query };

// Document mode: each run of Japanese (kana, kanji, ー, iteration marks) gives its overlapping
// 2-character pieces, each with the 3-character piece starting at its position (colocated), and
// then its last character alone, at the last piece's position; a run of one character gives that
// character. Query mode gives a run's 3-character pieces (then its last 2-character piece when
// more words follow), or its one 2-character piece, or its character, so a query's pieces are a
// phrase inside any longer run. A phrase ending in a run of three or more is marked by FTS5's
// highlight() one character short (it marks by the position's 2-character piece): the search
// completes such marks (search.cpp).
// Latin and digit runs are words keeping inner dots ("104.2a"); ★ and + (jk::is_word_symbol)
// are one-character words ("★10" is ★ 10); everything else separates. Characters are folded
// with jk::fold_text and jk::fold_variant first.
std::vector<Token> tokenize(std::string_view text, TokenizeMode mode);

// True when `c` (folded) belongs to a Japanese run.
bool is_japanese(char32_t c);

// The connection's FTS5 API (SELECT fts5(?1) with a pointer of type "fts5_api_ptr").
// Throws std::runtime_error when SQLite has no FTS5.
fts5_api* fts5_api_of(sqlite3* db);

// Registers "jk_ja" on the connection through fts5_api.
void register_tokenizer(sqlite3* db);

}  // namespace jk::rulings
