#include "pdf_tools.hpp"

#include <algorithm>
#include <stdexcept>

#include "run.hpp"

namespace jk::test {

std::string pdf_text(const std::string& pdf_path) {
  auto r = run({"pdftotext", "-layout", "-enc", "UTF-8", pdf_path, "-"});
  if (r.exit_code != 0) throw std::runtime_error("pdftotext failed on " + pdf_path + ": " + r.err);
  // poppler complains on stderr about anything malformed it meets (a broken ToUnicode map, a bad
  // cross-reference table): our PDFs must read cleanly.
  if (!r.err.empty()) throw std::runtime_error("pdftotext complained about " + pdf_path + ": " + r.err);
  return r.out;
}

int pdf_pages(const std::string& pdf_path) {
  auto r = run({"pdfinfo", pdf_path});
  if (r.exit_code != 0) throw std::runtime_error("pdfinfo failed on " + pdf_path + ": " + r.err);
  auto at = r.out.find("Pages:");
  if (at == std::string::npos) throw std::runtime_error("pdfinfo gave no page count");
  return std::stoi(r.out.substr(at + 6));
}

std::string pdf_fonts(const std::string& pdf_path) { return run({"pdffonts", pdf_path}).out; }

bool in_order(const std::string& haystack, const std::vector<std::string>& needles) {
  std::size_t from = 0;
  for (const auto& n : needles) {
    auto at = haystack.find(n, from);
    if (at == std::string::npos) return false;
    from = at + n.size();
  }
  return true;
}

std::string line_with(const std::string& text, const std::string& needle) {
  auto at = text.find(needle);
  if (at == std::string::npos) return "";
  auto start = text.rfind('\n', at);
  start = start == std::string::npos ? 0 : start + 1;
  auto end = text.find('\n', at);
  return text.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

}  // namespace jk::test

namespace jk::test {

std::string row_of(const std::string& text, const std::string& needle) {
  std::size_t start = 0;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    std::size_t i = line.find_first_not_of(' ');
    if (i != std::string::npos) {
      std::size_t j = line.find_first_not_of("0123456789", i);
      if (j != std::string::npos && j > i) j = line.find_first_not_of(' ', j);
      if (line.compare(i, needle.size(), needle) == 0 || (j != std::string::npos && line.compare(j, needle.size(), needle) == 0))
        return line;
    }
    start = end + 1;
  }
  return "";
}

}  // namespace jk::test

namespace jk::test {

std::vector<PdfWord> pdf_words(const std::string& pdf_path, int page) {
  const std::string p = std::to_string(page);
  auto r = run({"pdftotext", "-bbox", "-enc", "UTF-8", "-f", p, "-l", p, pdf_path, "-"});
  if (r.exit_code != 0) throw std::runtime_error("pdftotext -bbox failed on " + pdf_path + ": " + r.err);
  std::vector<PdfWord> out;
  auto attr = [](const std::string& tag, const char* name) {
    const std::string key = std::string(name) + "=\"";
    auto at = tag.find(key);
    return at == std::string::npos ? 0.0 : std::stod(tag.substr(at + key.size()));
  };
  for (auto at = r.out.find("<word "); at != std::string::npos; at = r.out.find("<word ", at + 1)) {
    const auto close = r.out.find('>', at), end = r.out.find("</word>", at);
    if (close == std::string::npos || end == std::string::npos) break;
    const std::string tag = r.out.substr(at, close - at);
    out.push_back({attr(tag, "xMin"), attr(tag, "yMin"), attr(tag, "xMax"), attr(tag, "yMax"), r.out.substr(close + 1, end - close - 1)});
  }
  return out;
}

std::vector<std::pair<PdfWord, PdfWord>> overlapping_words(const std::vector<PdfWord>& words, double tolerance) {
  std::vector<std::pair<PdfWord, PdfWord>> out;
  for (std::size_t i = 0; i < words.size(); ++i)
    for (std::size_t j = i + 1; j < words.size(); ++j) {
      const auto& a = words[i];
      const auto& b = words[j];
      const double w = std::min(a.x1, b.x1) - std::max(a.x0, b.x0), h = std::min(a.y1, b.y1) - std::max(a.y0, b.y0);
      if (w > tolerance && h > tolerance) out.emplace_back(a, b);
    }
  return out;
}

}  // namespace jk::test

#include <cstdlib>
#include <filesystem>

namespace jk::test {

void keep_pdf(const std::string& pdf_path, const std::string& name) {
  const char* dir = std::getenv("JK_REPORTS_KEEP");
  if (!dir || !*dir) return;
  std::filesystem::copy_file(pdf_path, std::string(dir) + "/" + name, std::filesystem::copy_options::overwrite_existing);
}

}  // namespace jk::test
