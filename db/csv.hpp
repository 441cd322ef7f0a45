// RFC 4180 CSV: header row, quoted fields (with commas, quotes and newlines), BOM, CRLF, LF or CR.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace jk {

struct CsvRow {
  int line = 0;  // line the row starts on (1-based)
  std::vector<std::string> fields;
};

// At most this many cells in a file (a 10,000-player list has 30,000): bounds the memory a
// parse takes, whatever the file holds.
inline constexpr std::size_t kMaxCsvCells = 1000000;

// Parses the whole text; throws InputError(file, line, ...) on an unterminated quote, text after
// a closing quote, a NUL byte, invalid UTF-8 or more than kMaxCsvCells cells.
std::vector<CsvRow> parse_csv(std::string_view text, const std::string& file);

// Quotes a field when it holds a comma, quote, CR or LF.
std::string csv_escape(std::string_view field);

// A text cell made safe to open in a spreadsheet (the common CSV-injection rule): a cell starting
// with = + - @ TAB or CR gets a leading ' so it is read as text, not a formula. A signed number
// ("-1", "+3", "-0.5") is a value and is left alone; a score ("2-1") starts with a digit and is
// never touched. Not yet quoted: pass the result to csv_escape.
std::string csv_text_cell(std::string_view field);
// Whether csv_text_cell would add the mark: a writer can pass every other cell on as it is.
bool csv_text_needs_mark(std::string_view field);

}  // namespace jk
