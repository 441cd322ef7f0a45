#include "libharu_font.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <string_view>
#include <vector>

#include "mapped_file.hpp"

namespace jk::reports {

namespace {

void be_put16(std::string& out, std::uint32_t v) {
  out += static_cast<char>((v >> 8) & 0xFF);
  out += static_cast<char>(v & 0xFF);
}

void be_put32(std::string& out, std::uint32_t v) {
  be_put16(out, v >> 16);
  be_put16(out, v & 0xFFFF);
}

std::uint32_t be_get32(const unsigned char* p) {
  return (std::uint32_t(p[0]) << 24) | (std::uint32_t(p[1]) << 16) | (std::uint32_t(p[2]) << 8) | p[3];
}

// TrueType's table checksum: the sum of its big-endian 32-bit words, the last one zero-padded.
std::uint32_t table_checksum(std::string_view bytes) {
  std::uint32_t sum = 0;
  for (std::size_t i = 0; i < bytes.size(); i += 4) {
    unsigned char word[4] = {};
    for (std::size_t k = 0; k < 4 && i + k < bytes.size(); ++k) word[k] = static_cast<unsigned char>(bytes[i + k]);
    sum += be_get32(word);
  }
  return sum;
}

struct CodeRun {
  std::uint32_t start = 0, end = 0;
};

// Runs of mapped code points (below U+FFFF), a new run where more than `gap` unmapped ones
// follow each other.
std::vector<CodeRun> code_runs(const std::vector<std::uint16_t>& glyph, std::uint32_t gap) {
  std::vector<CodeRun> out;
  for (std::uint32_t c = 0; c < 0xFFFF && c < glyph.size(); ++c) {
    if (!glyph[c]) continue;
    if (!out.empty() && c - out.back().end <= gap) out.back().end = c;
    else out.push_back({c, c});
  }
  return out;
}

// A format 4 subtable's size in bytes: header, four arrays of a u16 a segment (and the pad),
// the glyph ids of every code point the runs cover; plus the closing U+FFFF segment.
std::size_t format4_size(const std::vector<CodeRun>& rs) {
  std::size_t ids = 0;
  for (const auto& r : rs) ids += r.end - r.start + 1;
  return 16 + 8 * (rs.size() + 1) + 2 * ids;
}

// The (3, 1) format 4 subtable mapping each code point to glyph[c], in as few segments as fit
// its 64 KiB limit. Empty when even contiguous runs do not fit.
std::string format4(const std::vector<std::uint16_t>& glyph) {
  std::vector<CodeRun> rs;
  for (std::uint32_t gap = 4096;; gap /= 2) {
    rs = code_runs(glyph, gap);
    if (format4_size(rs) <= 0xFFFF) break;
    if (gap == 1) return {};
  }
  const std::uint32_t segments = static_cast<std::uint32_t>(rs.size()) + 1;
  std::uint32_t range = 2;
  while (range * 2 <= 2 * segments) range *= 2;  // 2 x the largest power of two <= segments
  std::uint32_t selector = 0;
  for (std::uint32_t r = range / 2; r > 1; r /= 2) ++selector;
  std::string t;
  for (std::uint32_t v : {4u, static_cast<std::uint32_t>(format4_size(rs)), 0u, 2 * segments, range, selector, 2 * segments - range}) be_put16(t, v);
  for (const auto& r : rs) be_put16(t, r.end);
  be_put16(t, 0xFFFF);
  be_put16(t, 0);  // reservedPad
  for (const auto& r : rs) be_put16(t, r.start);
  be_put16(t, 0xFFFF);
  for (std::size_t i = 0; i < rs.size(); ++i) be_put16(t, 0);  // idDelta: the array holds the ids
  be_put16(t, 1);                                             // U+FFFF + 1 = glyph 0
  // idRangeOffset: from the segment's own entry to its first id in glyphIdArray, in bytes.
  std::uint32_t before = 0;
  for (std::uint32_t i = 0; i < rs.size(); ++i) {
    be_put16(t, 2 * (segments - i) + 2 * before);
    before += rs[i].end - rs[i].start + 1;
  }
  be_put16(t, 0);
  for (const auto& r : rs)
    for (std::uint32_t c = r.start; c <= r.end; ++c) be_put16(t, glyph[c]);
  return t;
}

// A table of the new file: its bytes, either in the mapped font or made here.
struct FontTable {
  std::uint32_t tag = 0;
  std::string_view bytes;
  std::uint32_t offset = 0;
};

constexpr std::uint32_t tag_of(const char (&s)[5]) {
  return (std::uint32_t(static_cast<unsigned char>(s[0])) << 24) | (std::uint32_t(static_cast<unsigned char>(s[1])) << 16) |
         (std::uint32_t(static_cast<unsigned char>(s[2])) << 8) | std::uint32_t(static_cast<unsigned char>(s[3]));
}

// The font's tables from its directory; none when the directory or a table runs past the file.
std::vector<FontTable> tables_of(const MappedFile& file) {
  if (file.size() < 12) return {};
  const unsigned char* d = file.data();
  const std::size_t n = (std::size_t(d[4]) << 8) | d[5];
  if (12 + 16 * n > file.size()) return {};
  std::vector<FontTable> out;
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char* record = d + 12 + 16 * i;
    const std::uint32_t offset = be_get32(record + 8), length = be_get32(record + 12);
    if (offset > file.size() || length > file.size() - offset) return {};
    out.push_back({be_get32(record), std::string_view(reinterpret_cast<const char*>(d + offset), length), 0});
  }
  return out;
}

bool write_at(int fd, std::string_view bytes, std::uint32_t offset) {
  while (!bytes.empty()) {
    const ssize_t n = ::pwrite(fd, bytes.data(), bytes.size(), offset);
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(n));
    offset += static_cast<std::uint32_t>(n);
  }
  return true;
}

// The font with `cmap` as its cmap table, written to fd: the directory, then each table at a
// 4-byte boundary in the font's own order, with the checksums and head's checkSumAdjustment
// (the whole file sums to 0xB1B0AFBA) made again.
bool write_font(int fd, const MappedFile& file, std::vector<FontTable> tables, const std::string& cmap) {
  std::string head;
  bool has_cmap = false;
  for (auto& t : tables) {
    if (t.tag == tag_of("cmap")) {
      t.bytes = cmap;
      has_cmap = true;
    } else if (t.tag == tag_of("head") && t.bytes.size() >= 12 && head.empty()) {
      head.assign(t.bytes);
      head.replace(8, 4, 4, '\0');  // checkSumAdjustment counts as 0 in every checksum
      t.bytes = head;
    }
  }
  if (!has_cmap || head.empty()) return false;
  std::string directory(reinterpret_cast<const char*>(file.data()), 12);
  std::uint32_t at = static_cast<std::uint32_t>(12 + 16 * tables.size()), total = 0;
  for (auto& t : tables) {
    t.offset = at;
    at += static_cast<std::uint32_t>((t.bytes.size() + 3) & ~std::size_t{3});
    const std::uint32_t sum = table_checksum(t.bytes);
    be_put32(directory, t.tag);
    be_put32(directory, sum);
    be_put32(directory, t.offset);
    be_put32(directory, static_cast<std::uint32_t>(t.bytes.size()));
    total += sum;
  }
  total += table_checksum(directory);
  std::string adjustment;
  be_put32(adjustment, 0xB1B0AFBAu - total);
  head.replace(8, 4, adjustment);  // same size: the tables' views stay valid
  if (!write_at(fd, directory, 0)) return false;
  for (const auto& t : tables)
    if (!write_at(fd, t.bytes, t.offset)) return false;
  return ::ftruncate(fd, at) == 0;  // the last table's padding
}

}  // namespace

LibharuFont::LibharuFont(const FontMetrics& metrics) : path_(metrics.path) {
  const std::string subtable = format4(metrics.glyph);
  if (subtable.empty()) return;
  std::string cmap;
  for (std::uint32_t v : {0u, 1u, 3u, 1u}) be_put16(cmap, v);  // version, one subtable: Windows, Unicode BMP
  be_put32(cmap, 12);
  cmap += subtable;
  const MappedFile file(metrics.path);
  std::vector<FontTable> tables = tables_of(file);
  if (tables.empty()) return;
  const int fd = ::memfd_create("judgekit-font", MFD_CLOEXEC);
  if (fd < 0) return;
  if (!write_font(fd, file, std::move(tables), cmap)) {
    ::close(fd);
    return;
  }
  fd_ = fd;
  path_ = "/proc/self/fd/" + std::to_string(fd);
}

LibharuFont::~LibharuFont() {
  if (fd_ >= 0) ::close(fd_);
}

}  // namespace jk::reports
