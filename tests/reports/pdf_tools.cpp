#include "pdf_tools.hpp"

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
