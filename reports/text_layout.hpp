// Text for the page: what the font can print (visible replacements for what it cannot), widths
// measured from the font, wrapping Japanese by width, visible shortening. libharu does none of it.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "font_metrics.hpp"

namespace jk::reports {

// Printed in place of a character the font has no glyph for (and every non-BMP character,
// which libharu cannot print at all): GETA MARK, the Japanese typesetter's "missing character".
inline constexpr char32_t kMissingGlyph = U'\u3013';
inline constexpr std::string_view kEllipsis = "\u2026";

struct Printable {
  std::string text;                // safe to hand to libharu
  std::vector<char32_t> missing;   // characters replaced by kMissingGlyph, in order, without repeats
};

// Control characters become spaces; invisible joiners and variation selectors are dropped;
// anything outside the BMP or without a glyph becomes kMissingGlyph.
Printable make_printable(const FontMetrics& font, std::string_view text);

// Width in points at `size` of text already made printable (what libharu will draw).
double text_width(const FontMetrics& font, std::string_view printable, double size);

// `printable` cut to fit `width` points, ending in "…" when something was cut.
std::string shorten(const FontMetrics& font, std::string_view printable, double size, double width);

// `printable` with "…" at its end, cut as needed for the whole to fit `width`: for text
// continuing beyond what is shown.
std::string with_ellipsis(const FontMetrics& font, std::string_view printable, double size, double width);

// Lines of at most `width` points each, broken between any two Japanese characters or at a
// space in Latin text, never starting a line with closing punctuation (、。」 etc.); at most
// `max_lines` lines, the last shortened with "…" when text remains. Never returns zero lines.
std::vector<std::string> wrap(const FontMetrics& font, std::string_view printable, double size, double width, int max_lines);

// "U+20BB7" for messages.
std::string code_point_name(char32_t c);

}  // namespace jk::reports
