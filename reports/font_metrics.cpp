#include "font_metrics.hpp"

#include <cstring>

#include "errors.hpp"
#include "mapped_file.hpp"

namespace jk::reports {

namespace {

struct Reader {
  const std::string& path;
  const MappedFile& data;
  std::uint32_t u32(std::size_t at) const {
    need(at, 4);
    const unsigned char* p = data.data() + at;
    return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) | p[3];
  }
  std::uint16_t u16(std::size_t at) const {
    need(at, 2);
    const unsigned char* p = data.data() + at;
    return static_cast<std::uint16_t>((p[0] << 8) | p[1]);
  }
  void need(std::size_t at, std::size_t n) const {
    if (at + n > data.size()) throw InputError(path, 0, Message{N_("not a TrueType font judgekit can read (a table runs past the end of the file)"), {}});
  }
};

}  // namespace

FontMetrics load_font_metrics(const std::string& ttf_path) {
  const MappedFile data(ttf_path);
  if (!data.opened()) throw InputError(ttf_path, 0, Message{N_("the report font is missing; run scripts/setup (it installs fonts-ipafont-gothic)"), {}});
  Reader r{ttf_path, data};
  if (data.size() < 12 || (r.u32(0) != 0x00010000 && r.u32(0) != 0x74727565 /* 'true' */))
    throw InputError(ttf_path, 0, Message{N_("not a TrueType font (.ttf); the reports need IPAGothic (run scripts/setup)"), {}});

  std::size_t cmap = 0, head = 0, hhea = 0, hmtx = 0;
  const std::uint16_t tables = r.u16(4);
  for (std::uint16_t i = 0; i < tables; ++i) {
    const std::size_t rec = 12 + 16 * std::size_t(i);
    char tag[5] = {};
    r.need(rec, 16);
    std::memcpy(tag, data.data() + rec, 4);
    const std::size_t offset = r.u32(rec + 8);
    if (!std::strcmp(tag, "cmap")) cmap = offset;
    else if (!std::strcmp(tag, "head")) head = offset;
    else if (!std::strcmp(tag, "hhea")) hhea = offset;
    else if (!std::strcmp(tag, "hmtx")) hmtx = offset;
  }
  if (!cmap || !head || !hhea || !hmtx) throw InputError(ttf_path, 0, Message{N_("the font lacks a cmap, head, hhea or hmtx table"), {}});

  const std::uint32_t units_per_em = r.u16(head + 18);
  const std::uint16_t long_metrics = r.u16(hhea + 34);
  if (units_per_em == 0 || long_metrics == 0) throw InputError(ttf_path, 0, Message{N_("the font's head or hhea table is damaged"), {}});

  auto advance = [&](std::uint32_t gid) -> std::uint16_t {
    // Glyphs past numberOfHMetrics share the last advance width.
    const std::uint32_t i = gid < long_metrics ? gid : long_metrics - 1u;
    return static_cast<std::uint16_t>(std::uint32_t(r.u16(hmtx + 4 * std::size_t(i))) * 1000u / units_per_em);
  };

  // The Unicode BMP subtable (Windows, Unicode BMP, format 4).
  std::size_t sub = 0;
  const std::uint16_t subtables = r.u16(cmap + 2);
  for (std::uint16_t i = 0; i < subtables; ++i) {
    const std::size_t rec = cmap + 4 + 8 * std::size_t(i);
    if (r.u16(rec) == 3 && r.u16(rec + 2) == 1 && r.u16(cmap + r.u32(rec + 4)) == 4) sub = cmap + r.u32(rec + 4);
  }
  if (!sub) throw InputError(ttf_path, 0, Message{N_("the font has no Unicode (format 4) character map"), {}});


  FontMetrics m;
  m.path = ttf_path;
  auto slash = ttf_path.find_last_of('/');
  m.family = ttf_path.substr(slash == std::string::npos ? 0 : slash + 1);
  m.width.assign(65536, 0);
  m.glyph.assign(65536, 0);
  const std::size_t segs = r.u16(sub + 6) / 2;
  const std::size_t ends = sub + 14, starts = ends + 2 * segs + 2, deltas = starts + 2 * segs, ranges = deltas + 2 * segs;
  for (std::size_t s = 0; s < segs; ++s) {
    const std::uint32_t end = r.u16(ends + 2 * s), start = r.u16(starts + 2 * s);
    const std::uint16_t delta = r.u16(deltas + 2 * s), range = r.u16(ranges + 2 * s);
    for (std::uint32_t c = start; c <= end && c != 0xFFFF; ++c) {
      std::uint32_t gid;
      if (range == 0) {
        gid = (c + delta) & 0xFFFF;
      } else {
        const std::size_t at = ranges + 2 * s + range + 2 * (c - start);
        gid = r.u16(at);
        if (gid) gid = (gid + delta) & 0xFFFF;
      }
      if (gid) {
        m.glyph[c] = static_cast<std::uint16_t>(gid);
        m.width[c] = advance(gid);
      }
    }
  }
  return m;
}

}  // namespace jk::reports
