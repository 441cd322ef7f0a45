// What the one embedded font can print and how wide: read from the TrueType file's own tables.
// libharu cannot tell us whether a character has a glyph (a missing one prints nothing), and
// measuring through it walks the cmap per character; one pass over cmap/hmtx answers both.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace jk::reports {

struct FontMetrics {
  std::string path;
  std::string family;  // from the file name when the name table is not read: "ipag"
  // Advance width in 1/1000 em per BMP code point, exactly as libharu writes it into /W
  // (advance * 1000 / unitsPerEm, truncated).
  std::vector<std::uint16_t> width;  // 65536 entries
  std::vector<std::uint16_t> glyph;  // its glyph id per BMP code point (0: none), 65536 entries
  bool has_glyph(char32_t c) const { return c < glyph.size() && glyph[c] != 0; }
};

// Reads cmap (platform 3, encoding 1, format 4), head, hhea and hmtx.
// Throws InputError naming the file when it is missing or not a TrueType font we can read.
FontMetrics load_font_metrics(const std::string& ttf_path);

}  // namespace jk::reports
