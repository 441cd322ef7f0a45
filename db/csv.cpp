#include "csv.hpp"

#include "errors.hpp"
#include "input_file.hpp"
#include "text.hpp"

namespace jk {

std::vector<CsvRow> parse_csv(std::string_view text, const std::string& file) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  // A NUL would cut every message that quotes the field: refuse the row it is on.
  if (std::size_t nul = text.find('\0'); nul != std::string_view::npos)
    throw InputError(file, line_of_offset(text, nul), Message{N_("a NUL byte in a field: binary data or a damaged file, not CSV text"), {}});
  std::size_t bad = 0;
  if (!valid_utf8(text, &bad))
    throw InputError(file, line_of_offset(text, bad), Message{N_("invalid UTF-8 (byte offset {offset}); save the file as UTF-8"), {{"offset", std::to_string(bad)}}});
  std::vector<CsvRow> rows;
  CsvRow row;
  std::string field;
  int line = 1;
  row.line = 1;
  bool in_quotes = false, field_started = false, row_has_content = false, closed_quote = false;
  int quote_line = 0;
  std::size_t cells = 0;
  auto end_field = [&] {
    // Every cell costs a string's worth of memory however short it is: a file of commas would
    // take 30 times its size. No judgekit CSV comes near the cap.
    if (++cells > kMaxCsvCells)
      throw InputError(file, line, Message{N_("more than {max} cells; no judgekit CSV is that large (is this the right file?)"),
                                           {{"max", std::to_string(kMaxCsvCells)}}});
    row.fields.push_back(std::move(field));
    field.clear();
    field_started = false;
    closed_quote = false;
  };
  auto end_row = [&] {
    end_field();
    bool blank = row.fields.size() == 1 && row.fields[0].empty() && !row_has_content;
    if (!blank) rows.push_back(std::move(row));
    row = CsvRow{};
    row_has_content = false;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_quotes) {
      if (c == '"') {
        if (i + 1 < text.size() && text[i + 1] == '"') { field += '"'; ++i; }
        else in_quotes = false, closed_quote = true;
      } else {
        // LF, CRLF and a lone CR each end a line of the file.
        if (c == '\n' || (c == '\r' && !(i + 1 < text.size() && text[i + 1] == '\n'))) ++line;
        field += c;
      }
      continue;
    }
    // After a closing quote only the end of the field may follow (spaces are let pass):
    // `"Alice"x` is not "Alicex".
    if (closed_quote && c != ',' && c != '\r' && c != '\n') {
      if (c == ' ' || c == '\t') continue;
      throw InputError(file, line, Message{N_("text after the closing quote of a field; quote the whole field and double inner quotes"), {}});
    }
    switch (c) {
      case '"':
        if (field_started && !field.empty())
          throw InputError(file, line, Message{N_("a quote inside an unquoted field; quote the whole field and double inner quotes"), {}});
        in_quotes = true;
        field_started = true;
        row_has_content = true;
        quote_line = line;
        break;
      case ',':
        row_has_content = true;
        end_field();
        break;
      case '\r':
        if (i + 1 < text.size() && text[i + 1] == '\n') break;  // CRLF: the LF ends the row
        [[fallthrough]];
      case '\n':
        end_row();
        ++line;
        row.line = line;
        break;
      default:
        field += c;
        field_started = true;
        row_has_content = true;
    }
  }
  if (in_quotes) throw InputError(file, quote_line, Message{N_("a quoted field is never closed (missing \")"), {}});
  if (field_started || !row.fields.empty() || row_has_content) end_row();
  return rows;
}

std::string csv_escape(std::string_view f) {
  if (f.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(f);
  std::string out = "\"";
  for (char c : f) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

namespace {

// "-1", "+3", "-0.5": a sign, digits and at most one decimal point (a value, never a formula).
bool signed_number(std::string_view f) {
  bool digits = false, dot = false;
  for (std::size_t i = 1; i < f.size(); ++i) {
    if (f[i] >= '0' && f[i] <= '9') digits = true;
    else if (f[i] == '.' && !dot) dot = true;
    else return false;
  }
  return digits;
}

}  // namespace

bool csv_text_needs_mark(std::string_view f) {
  if (f.empty()) return false;
  const char c = f[0];
  const bool risky = c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
  return risky && !((c == '-' || c == '+') && signed_number(f));
}

std::string csv_text_cell(std::string_view f) { return csv_text_needs_mark(f) ? "'" + std::string(f) : std::string(f); }

}  // namespace jk
