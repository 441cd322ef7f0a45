#include "table.hpp"

#include "text_layout.hpp"

namespace jk::reports {

Table::Table(PdfDocument& doc, std::vector<Column> columns, TableStyle style, std::string page_title)
    : doc_(doc), columns_(std::move(columns)), style_(style), page_title_(std::move(page_title)) {
  double fixed = 0;
  int shared = 0;
  for (const auto& c : columns_) c.width > 0 ? fixed += c.width : ++shared;
  const double rest = shared ? std::max(0.0, PageGeometry::content_width - fixed) / shared : 0;
  double x = PageGeometry::left;
  for (auto& c : columns_) {
    if (c.width <= 0) c.width = rest;
    x_.push_back(x);
    x += c.width;
  }
  if (!doc_.fits(style_.header_height + style_.line)) doc_.new_page(page_title_);
  header();
}

void Table::header() {
  const double top = doc_.cursor;
  for (std::size_t i = 0; i < columns_.size(); ++i) {
    const auto& c = columns_[i];
    const std::string t = shorten(doc_.font(), doc_.printable_form(c.title), style_.header_size, c.width - 2 * style_.pad);
    const double y = baseline(top, 0, style_.header_height, style_.header_size);
    const double x = c.align == Align::right ? x_[i] + c.width - style_.pad
                     : c.align == Align::center ? x_[i] + c.width / 2 : x_[i] + style_.pad;
    doc_.text(x, y, style_.header_size, t, c.align, kGrey);
  }
  doc_.cursor -= style_.header_height;
  doc_.line(PageGeometry::left, doc_.cursor, PageGeometry::right, doc_.cursor, 0.6);
  shade_ = 0;
}

void Table::ensure(double height) {
  if (doc_.fits(height)) return;
  doc_.new_page(page_title_);
  header();
}

void Table::heading(const std::string& text, double size, int keep) {
  const double h = size * 1.9;
  if (!doc_.fits(h + style_.line * keep)) {
    doc_.new_page(page_title_);
    header();
  }
  const double top = doc_.cursor;
  doc_.text(PageGeometry::left + style_.pad, baseline(top, 0, h, size), size,
            shorten(doc_.font(), doc_.printable_form(text), size, PageGeometry::content_width));
  doc_.cursor -= h;
  doc_.line(PageGeometry::left, doc_.cursor + 1, PageGeometry::right, doc_.cursor + 1, 0.3, false, kGrey);
  shade_ = 0;
}

void Table::row(const std::vector<std::string>& cells, RowStyle rs) {
  const double size = rs.size > 0 ? rs.size : style_.size;
  const double line = style_.line * size / style_.size;
  std::vector<std::vector<std::string>> lines(columns_.size());
  std::size_t height_lines = 1;
  for (std::size_t i = 0; i < columns_.size(); ++i) {
    const auto& c = columns_[i];
    const std::string cell = i < cells.size() ? cells[i] : "";
    const double w = c.width - 2 * style_.pad;
    // Explicit line breaks first, then wrapping by width inside what is left of max_lines.
    std::size_t from = 0;
    while (from <= cell.size() && static_cast<int>(lines[i].size()) < c.max_lines) {
      std::size_t nl = cell.find('\n', from);
      if (nl == std::string::npos) nl = cell.size();
      const std::string part = doc_.printable_form(std::string_view(cell).substr(from, nl - from));
      const int room = c.max_lines - static_cast<int>(lines[i].size());
      const bool last_part = nl >= cell.size();
      auto wrapped = wrap(doc_.font(), part, size, w, room);
      if (!last_part && static_cast<int>(wrapped.size()) == room) {
        // More paragraphs follow but no line is left: show that something was cut.
        if (!wrapped.back().ends_with(kEllipsis)) wrapped.back() = with_ellipsis(doc_.font(), wrapped.back(), size, w);
      }
      for (auto& l : wrapped) lines[i].push_back(std::move(l));
      from = nl + 1;
      if (last_part) break;
    }
    height_lines = std::max(height_lines, lines[i].size());
  }
  const double h = line * static_cast<double>(height_lines);
  ensure(h);
  const double top = doc_.cursor;
  if (style_.zebra && (shade_++ % 2 == 1)) doc_.fill(PageGeometry::left, top - h, PageGeometry::content_width, h, 0.93);
  for (std::size_t i = 0; i < columns_.size(); ++i) {
    const auto& c = columns_[i];
    const double x = c.align == Align::right ? x_[i] + c.width - style_.pad
                     : c.align == Align::center ? x_[i] + c.width / 2 : x_[i] + style_.pad;
    for (std::size_t l = 0; l < lines[i].size(); ++l)
      doc_.text(x, baseline(top, static_cast<int>(l), line, size), size, lines[i][l], c.align, rs.color);
  }
  doc_.cursor -= h;
  ++rows_;
}

}  // namespace jk::reports
