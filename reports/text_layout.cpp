#include "text_layout.hpp"

#include <algorithm>
#include <cstdio>

#include "text.hpp"

namespace jk::reports {

namespace {

bool ignorable(char32_t c) {
  return (c >= 0x200B && c <= 0x200F) || c == 0x2060 || c == 0xFEFF || (c >= 0xFE00 && c <= 0xFE0F) ||
         (c >= 0xE0000 && c <= 0xE01EF) || (c >= 0x1F3FB && c <= 0x1F3FF);  // skin-tone modifiers follow an emoji
}

// Characters that must not begin a line (JIS X 4051 line-start prohibition, the common subset).
bool no_line_start(char32_t c) {
  static constexpr std::u32string_view set = U"、。，．,.)）」』】〕〉》］}｝ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・：；！？!?:;…";
  return set.find(c) != std::u32string_view::npos;
}

// Characters that must not end a line (JIS X 4051 line-end prohibition: opening brackets).
bool no_line_end(char32_t c) {
  static constexpr std::u32string_view set = U"(（「『【〔〈《［{｛“‘";
  return set.find(c) != std::u32string_view::npos;
}

bool latin_word_char(char32_t c) { return c > 0x20 && c < 0x2E80 && c != 0x3000; }

double width_of(const FontMetrics& font, char32_t c) { return c < font.width.size() ? font.width[c] : 0; }

std::string encode(const std::vector<char32_t>& cps, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to; ++i) append_utf8(out, cps[i]);
  return out;
}

}  // namespace

std::string code_point_name(char32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
  return buf;
}

Printable make_printable(const FontMetrics& font, std::string_view text) {
  Printable p;
  p.text.reserve(text.size());
  for (char32_t c : to_code_points(text)) {
    if (c < 0x20 || (c >= 0x7F && c < 0xA0)) {
      if (c == '\t' || c == '\n' || c == '\r') p.text += ' ';
      continue;
    }
    if (ignorable(c)) continue;
    if (c > 0xFFFF || !font.has_glyph(c)) {
      if (std::find(p.missing.begin(), p.missing.end(), c) == p.missing.end()) p.missing.push_back(c);
      append_utf8(p.text, kMissingGlyph);
      continue;
    }
    append_utf8(p.text, c);
  }
  return p;
}

double text_width(const FontMetrics& font, std::string_view printable, double size) {
  double units = 0;
  for (char32_t c : to_code_points(printable)) units += width_of(font, c);
  return units * size / 1000.0;
}

std::string shorten(const FontMetrics& font, std::string_view printable, double size, double width) {
  if (text_width(font, printable, size) <= width) return std::string(printable);
  return with_ellipsis(font, printable, size, width);
}

std::string with_ellipsis(const FontMetrics& font, std::string_view printable, double size, double width) {
  const auto cps = to_code_points(printable);
  const double budget = width * 1000.0 / size - width_of(font, U'\u2026');
  double used = 0;
  std::size_t n = 0;
  while (n < cps.size() && used + width_of(font, cps[n]) <= budget) used += width_of(font, cps[n++]);
  while (n > 0 && cps[n - 1] == ' ') --n;
  return encode(cps, 0, n) + std::string(kEllipsis);
}

std::vector<std::string> wrap(const FontMetrics& font, std::string_view printable, double size, double width, int max_lines) {
  const auto cps = to_code_points(printable);
  const double budget = width * 1000.0 / size;
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < cps.size() && static_cast<int>(lines.size()) < std::max(1, max_lines)) {
    while (start < cps.size() && cps[start] == ' ') ++start;
    if (static_cast<int>(lines.size()) + 1 == std::max(1, max_lines)) {
      lines.push_back(shorten(font, encode(cps, start, cps.size()), size, width));
      start = cps.size();
      break;
    }
    double used = 0;
    std::size_t end = start;
    while (end < cps.size() && used + width_of(font, cps[end]) <= budget) used += width_of(font, cps[end++]);
    if (end == start) ++end;  // one character wider than the column still goes somewhere
    if (end < cps.size()) {
      std::size_t brk = end;
      if (end > start + 1 && latin_word_char(cps[end]) && latin_word_char(cps[end - 1])) {
        // Inside a Latin word: go back to the last space or Japanese character, if there is one.
        std::size_t b = end;
        while (b > start + 1 && latin_word_char(cps[b - 1])) --b;
        if (b > start + 1) brk = b;
      }
      while (brk > start + 1 && (no_line_start(cps[brk]) || no_line_end(cps[brk - 1]))) --brk;
      end = brk;
    }
    std::size_t trimmed = end;
    while (trimmed > start && cps[trimmed - 1] == ' ') --trimmed;
    lines.push_back(encode(cps, start, trimmed));
    start = end;
  }
  if (lines.empty()) lines.emplace_back();
  return lines;
}

}  // namespace jk::reports
