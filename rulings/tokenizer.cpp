// The FTS5 tokenizer of the rulings index.
//
// Why our own: SQLite 3.40's trigram tokenizer finds nothing for 2-character queries (国債, 投資),
// unicode61 does not split Japanese at all, and ICU word breaking cuts 東京都 as 東京|都, which
// loses 京都. Overlapping bigrams find every substring of two or more characters; the run's
// last character indexed alone (plus prefix queries) finds single characters too. Trigrams at
// the same positions make a longer query fewer and rarer tokens: カード, in 9,000 of 20,000
// entries, is one doclist to read instead of two to intersect.
//
// Each code point is folded on its own (jk::fold_text: NFKC, case folding, hiragana ->
// katakana; then jk::fold_variant: 对 -> 対, 髙 -> 高) so every folded character keeps the byte
// range of the original one: highlight() and snippet() then mark the rulebook's own text
// ("ｍ＆ａ" in a query marks "M & A", 対戦相手 marks the rulebook's 对戦相手). The symbols the
// rulebooks use as words (★, +: jk::is_word_symbol) are tokens of their own.
#include "tokenizer.hpp"

#include <sqlite3.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>

#include <new>
#include <stdexcept>
#include <unordered_map>

#include "text.hpp"

namespace jk::rulings {

namespace {

enum class Class { japanese, word, dot, mark, symbol, separator };

struct Unit {
  char32_t c;
  int start, end;  // bytes of the original text this folded character comes from
  Class cls;
};

// fold_text and fold_variant of one code point, cached: ICU costs about a microsecond a call.
const std::u32string& fold_one(char32_t c) {
  thread_local std::unordered_map<char32_t, std::u32string> cache;
  auto it = cache.find(c);
  if (it != cache.end()) return it->second;
  std::string utf8;
  append_utf8(utf8, c);
  std::u32string folded;
  for (char32_t f : to_code_points(fold_text(utf8))) folded.push_back(fold_variant(f));
  return cache.emplace(c, std::move(folded)).first->second;
}

Class classify(char32_t c) {
  if (is_japanese(c)) return Class::japanese;
  if (c == '.') return Class::dot;
  if (is_word_symbol(c)) return Class::symbol;  // ★10 is ★ and 10: a word of its own
  auto type = u_charType(static_cast<UChar32>(c));
  if (type == U_NON_SPACING_MARK || type == U_COMBINING_SPACING_MARK || type == U_ENCLOSING_MARK) return Class::mark;
  if (u_isalnum(static_cast<UChar32>(c))) return Class::word;
  return Class::separator;
}

// The folded characters of `text` with the byte range each comes from. A combining mark left
// alone by per-character folding (half-width ｶﾞ gives カ + U+3099) is composed into the
// character before it, as NFKC of the whole text would.
void units(std::string_view text, std::vector<Unit>& out) {
  static const icu::Normalizer2* nfc = [] {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* n = icu::Normalizer2::getNFCInstance(status);
    if (U_FAILURE(status)) throw std::runtime_error("ICU: NFC normaliser unavailable");
    return n;
  }();
  out.clear();
  out.reserve(text.size());
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  int n = static_cast<int>(text.size());
  for (int i = 0; i < n;) {
    unsigned char b = p[i];
    int len = b < 0x80 ? 1 : (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : (b & 0xF8) == 0xF0 ? 4 : 0;
    char32_t cp = 0xFFFD;  // invalid bytes separate
    if (len == 0 || i + len > n) {
      len = 1;
    } else {
      cp = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
      for (int k = 1; k < len; ++k) {
        if ((p[i + k] & 0xC0) != 0x80) { cp = 0xFFFD; len = 1; break; }
        cp = (cp << 6) | (p[i + k] & 0x3F);
      }
    }
    int start = i, end = i + len;
    i = end;
    // Fast paths for what rulebooks are made of; fold_one for the rest.
    if (cp < 0x80) {
      char32_t c = (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
      out.push_back({c, start, end, classify(c)});
      continue;
    }
    if (cp >= 0x4E00 && cp <= 0x9FFF) {
      out.push_back({fold_variant(cp), start, end, Class::japanese});  // 对 is searched as 対
      continue;
    }
    if (cp >= 0x30A1 && cp <= 0x30FA) {
      out.push_back({cp, start, end, Class::japanese});
      continue;
    }
    if (cp >= 0x3041 && cp <= 0x3096) {
      out.push_back({cp + 0x60, start, end, Class::japanese});
      continue;
    }
    for (char32_t f : fold_one(cp)) {
      Class cls = classify(f);
      if (cls == Class::mark) {
        if (!out.empty() && out.back().cls != Class::separator && out.back().end == start) {
          UChar32 composed = nfc->composePair(static_cast<UChar32>(out.back().c), static_cast<UChar32>(f));
          if (composed >= 0) out.back().c = static_cast<char32_t>(composed);
          out.back().end = end;  // an uncomposable mark stays part of its base character
        }
        continue;
      }
      out.push_back({f, start, end, cls});
    }
  }
  // The SCP source wraps lines inside words ("構成され た", "カー ド"): a lone space between two
  // Japanese characters is no word boundary in Japanese, so it is dropped and the run goes on.
  std::size_t w = 0;
  for (std::size_t r = 0; r < out.size(); ++r) {
    bool inner_space = out[r].c == ' ' && w > 0 && out[w - 1].cls == Class::japanese && r + 1 < out.size() &&
                       out[r + 1].cls == Class::japanese;
    if (!inner_space) out[w++] = out[r];
  }
  out.resize(w);
}

// Cuts `text` into tokens, calling emit(text, bytes, start, end, colocated) for each without
// allocating per token (FTS5 calls this for every row it indexes, highlights or snippets).
template <class Emit>
int cut(std::string_view text, TokenizeMode mode, Emit&& emit) {
  thread_local std::vector<Unit> u;
  units(text, u);
  char buf[256];
  auto put = [&](std::size_t from, std::size_t to, bool colocated) {  // units [from, to)
    int len = 0;
    for (std::size_t k = from; k < to; ++k) {
      char32_t c = u[k].c;
      if (len > static_cast<int>(sizeof buf) - 4) break;  // a 60-character word is cut, not lost
      if (c < 0x80) buf[len++] = static_cast<char>(c);
      else if (c < 0x800) { buf[len++] = static_cast<char>(0xC0 | (c >> 6)); buf[len++] = static_cast<char>(0x80 | (c & 0x3F)); }
      else if (c < 0x10000) {
        buf[len++] = static_cast<char>(0xE0 | (c >> 12));
        buf[len++] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        buf[len++] = static_cast<char>(0x80 | (c & 0x3F));
      } else {
        buf[len++] = static_cast<char>(0xF0 | (c >> 18));
        buf[len++] = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        buf[len++] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        buf[len++] = static_cast<char>(0x80 | (c & 0x3F));
      }
    }
    return emit(buf, len, u[from].start, u[to - 1].end, colocated);
  };
  std::size_t n = u.size();
  for (std::size_t i = 0; i < n;) {
    int rc = 0;
    if (u[i].cls == Class::japanese) {
      std::size_t j = i;
      while (j < n && u[j].cls == Class::japanese) ++j;
      if (j - i == 1) {
        rc = put(i, j, false);
      } else if (mode == TokenizeMode::document) {
        // Each position: its bigram, and the trigram starting there (colocated) for queries of
        // three characters or more; the run's last character alone at the last position.
        for (std::size_t k = i; k + 1 < j && rc == 0; ++k) {
          rc = put(k, k + 2, false);
          if (k + 3 <= j && rc == 0) rc = put(k, k + 3, true);
        }
        if (rc == 0) rc = put(j - 1, j, true);
      } else if (j - i == 2) {
        rc = put(i, j, false);
      } else {
        // A query's run of three or more: its trigrams, rarer than bigrams (カード is one token,
        // not カー ード); then its last bigram when the phrase goes on, so that the next word stands
        // where the document has it.
        for (std::size_t k = i; k + 2 < j && rc == 0; ++k) rc = put(k, k + 3, false);
        bool more = false;
        for (std::size_t k = j; k < n && !more; ++k) more = u[k].cls == Class::japanese || u[k].cls == Class::word || u[k].cls == Class::symbol;
        if (more && rc == 0) rc = put(j - 2, j, false);
      }
      i = j;
    } else if (u[i].cls == Class::symbol) {
      rc = put(i, i + 1, false);
      ++i;
    } else if (u[i].cls == Class::word) {
      // A dot stays inside a word only between two word characters: "104.2a", not "3-3." or ".5".
      std::size_t j = i + 1;
      while (j < n && (u[j].cls == Class::word ||
                       (u[j].cls == Class::dot && j + 1 < n && u[j + 1].cls == Class::word && u[j - 1].cls == Class::word)))
        ++j;
      rc = put(i, j, false);
      i = j;
    } else {
      ++i;
    }
    if (rc != 0) return rc;
  }
  return 0;
}

}  // namespace

bool is_japanese(char32_t c) {
  return (c >= 0x3041 && c <= 0x3096) ||  // hiragana (folded away, but a caller may ask)
         (c >= 0x309D && c <= 0x309F) ||  // ゝ ゞ ゟ
         (c >= 0x30A1 && c <= 0x30FA) ||  // katakana (not ゠, not the middle dot ・)
         (c >= 0x30FC && c <= 0x30FF) ||  // ー ヽ ヾ ヿ
         (c >= 0x31F0 && c <= 0x31FF) ||  // small katakana for Ainu
         c == 0x3005 || c == 0x3006 || c == 0x3007 || c == 0x303B ||  // 々 〆 〇 〻
         (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0x20000 && c <= 0x3FFFF) ||
         (c >= 0xAC00 && c <= 0xD7AF);  // Hangul syllables: no spaces between words either
}

std::vector<Token> tokenize(std::string_view text, TokenizeMode mode) {
  std::vector<Token> out;
  cut(text, mode, [&](const char* t, int len, int start, int end, bool colocated) {
    out.push_back({std::string(t, static_cast<std::size_t>(len)), start, end, colocated});
    return 0;
  });
  return out;
}

// ---- FTS5 glue
namespace {

struct Instance {};  // the tokenizer has no options and no state

int x_create(void*, const char**, int n_arg, Fts5Tokenizer** out) {
  if (n_arg > 0) return SQLITE_ERROR;
  *out = reinterpret_cast<Fts5Tokenizer*>(new (std::nothrow) Instance);
  return *out ? SQLITE_OK : SQLITE_NOMEM;
}

void x_delete(Fts5Tokenizer* t) { delete reinterpret_cast<Instance*>(t); }

int x_tokenize(Fts5Tokenizer*, void* ctx, int flags, const char* text, int n_text,
               int (*x_token)(void*, int, const char*, int, int, int)) {
  try {
    // Queries (with or without a prefix) get the pieces only; documents and the re-tokenizing
    // done by highlight()/snippet() (FTS5_TOKENIZE_AUX) get exactly what was indexed.
    TokenizeMode mode = (flags & FTS5_TOKENIZE_QUERY) ? TokenizeMode::query : TokenizeMode::document;
    return cut(std::string_view(text, static_cast<std::size_t>(n_text)), mode,
               [&](const char* t, int len, int start, int end, bool colocated) {
                 return x_token(ctx, colocated ? FTS5_TOKEN_COLOCATED : 0, t, len, start, end);
               });
  } catch (const std::bad_alloc&) {
    return SQLITE_NOMEM;
  } catch (...) {
    return SQLITE_ERROR;
  }
}

}  // namespace

fts5_api* fts5_api_of(sqlite3* db) {
  fts5_api* api = nullptr;
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &stmt, nullptr) != SQLITE_OK)
    throw std::runtime_error(std::string("this SQLite has no FTS5: ") + sqlite3_errmsg(db));
  sqlite3_bind_pointer(stmt, 1, &api, "fts5_api_ptr", nullptr);
  sqlite3_step(stmt);
  sqlite3_finalize(stmt);
  if (!api || api->iVersion < 2) throw std::runtime_error("this SQLite's FTS5 is too old (fts5_api version 2 needed)");
  return api;
}

void register_tokenizer(sqlite3* db) {
  static fts5_tokenizer tokenizer = {x_create, x_delete, x_tokenize};
  fts5_api* api = fts5_api_of(db);
  if (api->xCreateTokenizer(api, "jk_ja", nullptr, &tokenizer, nullptr) != SQLITE_OK)
    throw std::runtime_error("cannot register the jk_ja tokenizer");
}

}  // namespace jk::rulings
