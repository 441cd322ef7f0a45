#include "pdf_tounicode.hpp"

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace jk::reports {

namespace {

// Identity from code to Unicode over the BMP, without the surrogate block (never used as codes:
// judgekit replaces what lies outside the BMP). bfrange entries stay inside one high byte, as
// PDF 32000-1 9.10.3 requires, at most 100 to a block.
std::string identity_cmap() {
  std::vector<int> highs;
  for (int h = 0; h < 256; ++h)
    if (h < 0xD8 || h > 0xDF) highs.push_back(h);
  std::string s =
      "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
      "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
      "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
  char buf[64];
  for (std::size_t i = 0; i < highs.size(); i += 100) {
    const std::size_t n = std::min<std::size_t>(100, highs.size() - i);
    s += std::to_string(n) + " beginbfrange\n";
    for (std::size_t k = i; k < i + n; ++k) {
      std::snprintf(buf, sizeof buf, "<%02X00> <%02XFF> <%02X00>\n", highs[k], highs[k], highs[k]);
      s += buf;
    }
    s += "endbfrange\n";
  }
  s += "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
  return s;
}

}  // namespace

std::string fix_to_unicode(const std::string& pdf) {
  // The Type0 font names its ToUnicode object.
  const auto ref = pdf.find("/ToUnicode ");
  if (ref == std::string::npos) return pdf;
  const long obj = std::strtol(pdf.c_str() + ref + 11, nullptr, 10);
  if (obj <= 0) return pdf;
  const std::string head = "\n" + std::to_string(obj) + " 0 obj\n";
  auto start = pdf.find(head);
  if (start == std::string::npos) return pdf;
  ++start;  // the object begins after the newline
  const auto end_at = pdf.find("endobj\n", start);
  if (end_at == std::string::npos || pdf.compare(start + head.size() - 1, 2, "<<") != 0) return pdf;
  const std::size_t end = end_at + 7;

  const std::string cmap = identity_cmap();
  const std::string replacement = std::to_string(obj) + " 0 obj\n<<\n/Length " + std::to_string(cmap.size()) +
                                  "\n>>\nstream\r\n" + cmap + "endstream\nendobj\n";
  const long delta = static_cast<long>(replacement.size()) - static_cast<long>(end - start);

  // The classic cross-reference table libharu writes: "xref\n0 N\n" then 20-byte entries.
  const auto xref = pdf.rfind("\nxref\n");
  const auto startxref = pdf.rfind("startxref\n");
  if (xref == std::string::npos || startxref == std::string::npos || xref < end) return pdf;
  std::size_t p = xref + 6;
  char* after = nullptr;
  const long first = std::strtol(pdf.c_str() + p, &after, 10);
  const long count = std::strtol(after, &after, 10);
  if (first != 0 || count <= 0 || *after != '\n') return pdf;
  p = static_cast<std::size_t>(after - pdf.c_str()) + 1;
  if (p + 20 * static_cast<std::size_t>(count) > startxref) return pdf;

  std::string out;
  out.reserve(pdf.size() + static_cast<std::size_t>(std::max(0L, delta)));
  out.append(pdf, 0, start);
  out += replacement;
  out.append(pdf, end, p - end);
  char entry[32];
  for (long i = 0; i < count; ++i) {
    const std::size_t e = p + 20 * static_cast<std::size_t>(i);
    long offset = std::strtol(pdf.c_str() + e, nullptr, 10);
    const long gen = std::strtol(pdf.c_str() + e + 11, nullptr, 10);
    const char kind = pdf[e + 17];
    if (kind == 'n' && offset > static_cast<long>(start)) offset += delta;
    std::snprintf(entry, sizeof entry, "%010ld %05ld %c\r\n", offset, gen, kind);
    out += entry;
  }
  const std::size_t tail = p + 20 * static_cast<std::size_t>(count);
  out.append(pdf, tail, startxref + 10 - tail);
  const long old_xref = std::strtol(pdf.c_str() + startxref + 10, &after, 10);
  if (old_xref != static_cast<long>(xref + 1)) return pdf;  // must point at the table we fixed
  out += std::to_string(old_xref + delta);
  out.append(after);
  return out;
}

}  // namespace jk::reports
