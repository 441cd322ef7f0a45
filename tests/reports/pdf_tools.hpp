// Reading PDFs back in tests with poppler-utils (pdftotext, pdfinfo, pdffonts).
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace jk::test {

std::string pdf_text(const std::string& pdf_path);   // pdftotext -layout
int pdf_pages(const std::string& pdf_path);          // pdfinfo "Pages:"
std::string pdf_fonts(const std::string& pdf_path);  // pdffonts output
// Position of each needle in `haystack` (npos when missing), for "appear in this order" checks.
bool in_order(const std::string& haystack, const std::vector<std::string>& needles);
// How many times `needle` occurs in `text` (overlaps counted).
inline std::size_t count_of(const std::string& text, const std::string& needle) {
  std::size_t n = 0;
  for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}
// The line of `text` holding `needle`, or "".
std::string line_with(const std::string& text, const std::string& needle);

}  // namespace jk::test

namespace jk::test {
// The first line of `text` that begins (after spaces and a leading number) with `needle`, or "".
std::string row_of(const std::string& text, const std::string& needle);
}  // namespace jk::test

namespace jk::test {
// One word as pdftotext -bbox places it on a page (points from the top left).
struct PdfWord {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  std::string text;
};
std::vector<PdfWord> pdf_words(const std::string& pdf_path, int page);
// Pairs of words whose boxes overlap by more than `tolerance` points each way: text drawn over text.
std::vector<std::pair<PdfWord, PdfWord>> overlapping_words(const std::vector<PdfWord>& words, double tolerance = 0.5);
}  // namespace jk::test

namespace jk::test {
// With JK_REPORTS_KEEP=DIR set, copies the PDF there as `name` to look at by hand.
void keep_pdf(const std::string& pdf_path, const std::string& name);
}  // namespace jk::test
