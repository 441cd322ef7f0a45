#include "text.hpp"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace jk {

bool valid_utf8(std::string_view s, std::size_t* bad_offset) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  std::size_t n = s.size(), i = 0;
  while (i < n) {
    unsigned char c = p[i];
    std::size_t len;
    char32_t cp;
    if (c < 0x80) { ++i; continue; }
    if ((c & 0xE0) == 0xC0) { len = 2; cp = c & 0x1F; }
    else if ((c & 0xF0) == 0xE0) { len = 3; cp = c & 0x0F; }
    else if ((c & 0xF8) == 0xF0) { len = 4; cp = c & 0x07; }
    else break;
    if (i + len > n) break;
    bool ok = true;
    for (std::size_t k = 1; k < len; ++k) {
      if ((p[i + k] & 0xC0) != 0x80) { ok = false; break; }
      cp = (cp << 6) | (p[i + k] & 0x3F);
    }
    // Reject overlong forms, surrogates and values past U+10FFFF.
    if (!ok || (len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
        cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
      break;
    i += len;
  }
  if (i == n) return true;
  if (bad_offset) *bad_offset = i;
  return false;
}

std::vector<char32_t> to_code_points(std::string_view s) {
  std::vector<char32_t> out;
  out.reserve(s.size());
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  std::size_t n = s.size(), i = 0;
  while (i < n) {
    unsigned char c = p[i];
    std::size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (len == 0 || i + len > n) { out.push_back(0xFFFD); ++i; continue; }
    char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
    bool ok = true;
    for (std::size_t k = 1; k < len; ++k) {
      if ((p[i + k] & 0xC0) != 0x80) { ok = false; break; }
      cp = (cp << 6) | (p[i + k] & 0x3F);
    }
    if (!ok) { out.push_back(0xFFFD); ++i; continue; }
    out.push_back(cp);
    i += len;
  }
  return out;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) out += static_cast<char>(c);
  else if (c < 0x800) { out += static_cast<char>(0xC0 | (c >> 6)); out += static_cast<char>(0x80 | (c & 0x3F)); }
  else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

std::string fold_text(std::string_view s) {
  UErrorCode status = U_ZERO_ERROR;
  // NFKC_Casefold = NFKC + case folding + removal of default ignorables, in one ICU pass.
  static const icu::Normalizer2* nfkc_cf = icu::Normalizer2::getNFKCCasefoldInstance(status);
  if (U_FAILURE(status) || !nfkc_cf) throw std::runtime_error("ICU: NFKC_Casefold normaliser unavailable");
  icu::UnicodeString src = icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
  icu::UnicodeString dst = nfkc_cf->normalize(src, status);
  if (U_FAILURE(status)) throw std::runtime_error("ICU: normalisation failed");
  // Hiragana to katakana is a fixed offset of 0x60 for U+3041..U+3096 and the iteration marks;
  // ICU's Hiragana-Katakana transliterator does the same but costs milliseconds to build.
  for (int32_t i = 0; i < dst.length(); ++i) {
    char16_t c = dst.charAt(i);
    if ((c >= 0x3041 && c <= 0x3096) || c == 0x309D || c == 0x309E) dst.setCharAt(i, static_cast<char16_t>(c + 0x60));
  }
  std::string out;
  dst.toUTF8String(out);
  return out;
}

// Spaces, punctuation and symbols: what name_key drops. The long vowel mark ー is a letter here
// (it changes the name), but the middle dot ・ is punctuation.
static bool separates(char32_t c) {
  if (c == 0x30FC) return false;
  auto cat = u_charType(static_cast<UChar32>(c));
  return u_isUWhiteSpace(static_cast<UChar32>(c)) || u_ispunct(static_cast<UChar32>(c)) || cat == U_MATH_SYMBOL ||
         cat == U_CURRENCY_SYMBOL || cat == U_MODIFIER_SYMBOL || cat == U_OTHER_SYMBOL;
}

std::string name_key(std::string_view s) {
  std::string folded = fold_text(s);
  std::string out;
  out.reserve(folded.size());
  for (char32_t c : to_code_points(folded))
    if (!separates(c)) append_utf8(out, c);
  return out;
}

std::string term_key(std::string_view s) {
  std::string folded = fold_text(s);
  std::string out;
  out.reserve(folded.size());
  for (char32_t c : to_code_points(folded))
    if (is_word_symbol(c) || !separates(c)) append_utf8(out, fold_variant(c));
  return out;
}

static int code_point_width(char32_t c) {
  if (c == 0) return 0;
  auto cat = u_charType(static_cast<UChar32>(c));
  if (cat == U_NON_SPACING_MARK || cat == U_ENCLOSING_MARK || cat == U_FORMAT_CHAR) return 0;
  if (c == 0x200B) return 0;
  int ea = u_getIntPropertyValue(static_cast<UChar32>(c), UCHAR_EAST_ASIAN_WIDTH);
  return (ea == U_EA_WIDE || ea == U_EA_FULLWIDTH) ? 2 : 1;
}

int display_width(std::string_view s) {
  // ASCII (numbers, most table cells) is one column a byte: no decoding, no allocation.
  if (std::all_of(s.begin(), s.end(), [](char c) { return c >= 0x20 && c < 0x7F; })) return static_cast<int>(s.size());
  int w = 0;
  for (char32_t c : to_code_points(s)) w += code_point_width(c);
  return w;
}

std::string fit_width(std::string_view s, int width) {
  if (display_width(s) <= width) return std::string(s);
  std::string out;
  int w = 0;
  for (char32_t c : to_code_points(s)) {
    int cw = code_point_width(c);
    if (w + cw > width - 1) break;
    append_utf8(out, c);
    w += cw;
  }
  out += "…";
  return out;
}

std::string fit_width_keeping_end(std::string_view s, int width) {
  if (display_width(s) <= width) return std::string(s);
  const std::vector<char32_t> cps = to_code_points(s);
  std::size_t first = cps.size();
  for (int w = 0; first > 0 && w + code_point_width(cps[first - 1]) <= width - 1; --first) w += code_point_width(cps[first - 1]);
  std::string out = "…";
  for (std::size_t i = first; i < cps.size(); ++i) append_utf8(out, cps[i]);
  return out;
}

std::string pad_right(std::string_view s, int width) {
  std::string out = fit_width(s, width);
  out.append(static_cast<std::size_t>(std::max(0, width - display_width(out))), ' ');
  return out;
}

std::string pad_left(std::string_view s, int width) {
  std::string fitted = fit_width(s, width);
  std::string out(static_cast<std::size_t>(std::max(0, width - display_width(fitted))), ' ');
  return out + fitted;
}

int edit_distance(std::string_view a, std::string_view b) {
  auto x = to_code_points(a), y = to_code_points(b);
  std::vector<int> prev(y.size() + 1), cur(y.size() + 1);
  for (std::size_t j = 0; j <= y.size(); ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= x.size(); ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= y.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[y.size()];
}

std::string trim(std::string_view s) {
  auto is_space = [](unsigned char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  std::size_t b = 0, e = s.size();
  while (b < e && is_space(s[b])) ++b;
  while (e > b && is_space(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}

namespace {

bool shown_escaped(char32_t c) {
  return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

void append_escape(std::string& out, const char* form, unsigned value) {
  char buf[16];
  std::snprintf(buf, sizeof buf, form, value);
  out += buf;
}

}  // namespace

std::string terminal_text(std::string_view s, bool keep_newlines) {
  // Printable ASCII (numbers, most names in a table) has nothing to escape.
  if (std::all_of(s.begin(), s.end(), [](char c) { return c >= 0x20 && c < 0x7F; })) return std::string(s);
  std::string out;
  out.reserve(s.size());
  while (!s.empty()) {
    std::size_t bad = s.size();
    valid_utf8(s, &bad);
    for (char32_t c : to_code_points(s.substr(0, bad))) {
      if (!shown_escaped(c) || (keep_newlines && c == '\n')) append_utf8(out, c);
      else if (c < 0x80) append_escape(out, "\\x%02x", static_cast<unsigned>(c));
      else append_escape(out, "\\u%04x", static_cast<unsigned>(c));
    }
    if (bad == s.size()) break;
    append_escape(out, "\\x%02x", static_cast<unsigned char>(s[bad]));
    s.remove_prefix(bad + 1);
  }
  return out;
}

std::string control_character(std::string_view s) {
  for (char32_t c : to_code_points(s)) {
    if (!shown_escaped(c)) continue;
    if (c < 0x80) return std::to_string(static_cast<unsigned>(c));
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
    return buf;
  }
  return {};
}

}  // namespace jk
