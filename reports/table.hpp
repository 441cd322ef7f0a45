// A table that flows over pages: a header row repeated on each page, cells wrapped or shortened
// to their column (never overlapping the next), numbers right-aligned, rows never split.
#pragma once
#include <string>
#include <vector>

#include "pdf_document.hpp"

namespace jk::reports {

struct Column {
  std::string title;
  double width = 0;  // points; 0 shares what the other columns leave
  Align align = Align::left;
  int max_lines = 1;  // more text than fits in these lines is shortened with "…"
};

struct TableStyle {
  double size = 9.5;          // body type size
  double line = 14;           // height of one text line
  double header_size = 8.5;
  double header_height = 18;
  double pad = 4;             // inside each cell, left and right
  bool zebra = true;          // shade every other row
};

struct RowStyle {
  Rgb color = kBlack;
  double size = 0;  // 0: the table's size
};

class Table {
 public:
  // Starts at the document's cursor on the current page; `page_title` heads continuation pages.
  Table(PdfDocument& doc, std::vector<Column> columns, TableStyle style, std::string page_title);
  // Cells in column order; '\n' inside a cell starts a new line.
  void row(const std::vector<std::string>& cells, RowStyle style = {});
  // A full-width heading (a group such as ア行, a team match); moves to the next page when the
  // heading and `keep` rows would not fit there.
  void heading(const std::string& text, double size, int keep = 1);
  int rows() const { return rows_; }
  const std::vector<Column>& columns() const { return columns_; }

 private:
  void header();
  void ensure(double height);

  PdfDocument& doc_;
  std::vector<Column> columns_;
  std::vector<double> x_;  // left edge of each column
  TableStyle style_;
  std::string page_title_;
  int rows_ = 0;
  int shade_ = 0;
};

// Baseline of line `i` of a row whose top is `top`.
inline double baseline(double top, int i, double line, double size) { return top - i * line - line / 2 - size * 0.35; }

}  // namespace jk::reports
