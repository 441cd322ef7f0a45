// The font libharu is given: the report font with a compact character map. Every BMP code point
// maps to the glyph it has in the font itself (read back by the spec-following cmap reader of
// font_metrics), the file's checksums hold, and a map that cannot be compacted falls back to
// the font as it is.
#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>

#include "font_metrics.hpp"
#include "libharu_font.hpp"
#include "reports.hpp"

using namespace jk::reports;

namespace {

std::uint32_t u32_at(const std::string& b, std::size_t at) {
  auto byte = [&](std::size_t i) { return std::uint32_t(static_cast<unsigned char>(b[at + i])); };
  return (byte(0) << 24) | (byte(1) << 16) | (byte(2) << 8) | byte(3);
}

std::uint32_t sum_of_words(const std::string& b, std::size_t from, std::size_t length) {
  std::string padded = b.substr(from, length);
  padded.resize((padded.size() + 3) / 4 * 4, '\0');
  std::uint32_t sum = 0;
  for (std::size_t i = 0; i < padded.size(); i += 4) sum += u32_at(padded, i);
  return sum;
}

}  // namespace

TEST_CASE("libharu font: the same glyph for every BMP code point, in a few segments", "[reports][font]") {
  const FontMetrics original = load_font_metrics(default_font_path());
  const LibharuFont font(original);
  REQUIRE(font.rebuilt());
  CHECK(font.path() != original.path);
  const FontMetrics rebuilt = load_font_metrics(font.path());
  int differ = 0, mapped = 0;
  for (std::size_t c = 0; c < 0x10000; ++c) {
    if (rebuilt.glyph[c] != original.glyph[c] || rebuilt.width[c] != original.width[c]) ++differ;
    if (original.glyph[c]) ++mapped;
  }
  CHECK(differ == 0);
  CHECK(mapped > 11000);  // IPAGothic maps 11,159 BMP code points
  CHECK(rebuilt.glyph[U'対'] != 0);
  CHECK(rebuilt.glyph[0x3400] == 0);  // not in the font: still no glyph, inside a filled gap or not

  std::ifstream in(font.path(), std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  REQUIRE(bytes.size() > 12);
  CHECK(bytes.size() % 4 == 0);
  CHECK(sum_of_words(bytes, 0, bytes.size()) == 0xB1B0AFBAu);  // head's checkSumAdjustment
  const std::size_t tables = (std::size_t(static_cast<unsigned char>(bytes[4])) << 8) | static_cast<unsigned char>(bytes[5]);
  for (std::size_t i = 0; i < tables; ++i) {
    const std::size_t record = 12 + 16 * i;
    const std::string tag = bytes.substr(record, 4);
    std::string table = bytes.substr(u32_at(bytes, record + 8), u32_at(bytes, record + 12));
    if (tag == "head") table.replace(8, 4, 4, '\0');
    INFO(tag);
    CHECK(sum_of_words(table, 0, table.size()) == u32_at(bytes, record + 4));
    if (tag == "cmap") {
      const std::size_t segments = (std::size_t(static_cast<unsigned char>(table[12 + 6])) << 8 | static_cast<unsigned char>(table[12 + 7])) / 2;
      CHECK(segments <= 16);  // the font's own map has 4,961
    }
  }
}

TEST_CASE("libharu font: a map too scattered for one format 4 table is the font as it is", "[reports][font]") {
  FontMetrics scattered = load_font_metrics(default_font_path());
  // Every other code point mapped: 32,767 one-point runs need 8 bytes each, over the 64 KiB limit.
  for (std::size_t c = 0; c < 0xFFFF; ++c) scattered.glyph[c] = c % 2 ? 0 : 5;
  const LibharuFont font(scattered);
  CHECK_FALSE(font.rebuilt());
  CHECK(font.path() == scattered.path);
  // A map that fits at its densest (every point of the first 16,000 mapped, one run) is rebuilt.
  for (std::size_t c = 0; c < 0xFFFF; ++c) scattered.glyph[c] = c < 16000 ? 5 : 0;
  CHECK(LibharuFont(scattered).rebuilt());
}
