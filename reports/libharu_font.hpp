// The report font as libharu is given it: the same file with a compact character map.
//
// libharu finds a character's glyph by walking the font's cmap segments one by one, and it looks
// up all 65,536 BMP code points so when it loads a font. IPAGothic's map has 4,961 segments: that
// walk was a third of a standings PDF's time (issue 23). The same glyphs under a map of a handful
// of segments (8 for IPAGothic: runs of glyph ids, short gaps filled with "no glyph") are found
// in a few steps; every other table of the font is copied as it is.
#pragma once
#include <string>

#include "font_metrics.hpp"

namespace jk::reports {

class LibharuFont {
 public:
  // The font at metrics.path, its cmap rebuilt from metrics.glyph, in an anonymous in-memory
  // file. When that cannot be made (a map too large for one format 4 table, no memfd), path()
  // is the font file itself: slower, the same glyphs.
  explicit LibharuFont(const FontMetrics& metrics);
  ~LibharuFont();
  LibharuFont(const LibharuFont&) = delete;
  LibharuFont& operator=(const LibharuFont&) = delete;
  // What to hand HPDF_LoadTTFontFromFile: /proc/self/fd/N while this lives, or the font's path.
  const std::string& path() const { return path_; }
  bool rebuilt() const { return fd_ >= 0; }

 private:
  int fd_ = -1;
  std::string path_;
};

}  // namespace jk::reports
