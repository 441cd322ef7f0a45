// RFC 4180 CSV: header row, quoted fields (with commas, quotes and newlines), BOM, CRLF, LF or CR.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace jk {

struct CsvRow {
  int line = 0;  // line the row starts on (1-based)
  std::vector<std::string> fields;
};

// Parses the whole text; throws InputError(file, line, ...) on an unterminated quote, a NUL byte or invalid UTF-8.
std::vector<CsvRow> parse_csv(std::string_view text, const std::string& file);

// Quotes a field when it holds a comma, quote, CR or LF.
std::string csv_escape(std::string_view field);

}  // namespace jk
