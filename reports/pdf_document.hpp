// The PDF being written: libharu behind a small interface with its sticky error state checked
// after every step, the one embedded font, text made printable (warnings for what is not),
// A4 pages with a running header and a footer (event name, page x / y, generated date), bookmarks.
#pragma once
#include <hpdf.h>

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "font_metrics.hpp"
#include "libharu_font.hpp"
#include "reports.hpp"

namespace jk::reports {

// A4 portrait in points, and the page furniture every report shares.
struct PageGeometry {
  static constexpr double width = 595.276, height = 841.89;
  static constexpr double margin_x = 40;
  static constexpr double header_baseline = height - 52;  // section title
  static constexpr double content_top = height - 68;      // below the header rule
  static constexpr double content_bottom = 48;            // above the footer
  static constexpr double footer_baseline = 28;
  static constexpr double left = margin_x, right = width - margin_x, content_width = right - left;
};

enum class Align { left, right, center };

struct Rgb {
  double r = 0, g = 0, b = 0;
};
inline constexpr Rgb kBlack{0, 0, 0};
inline constexpr Rgb kRed{0.78, 0.05, 0.05};
inline constexpr Rgb kGrey{0.4, 0.4, 0.4};

class PdfDocument {
 public:
  PdfDocument(const FontMetrics& font, std::string event_name, std::string generated_date);
  ~PdfDocument();
  PdfDocument(const PdfDocument&) = delete;
  PdfDocument& operator=(const PdfDocument&) = delete;

  // The document's language(s): every heading, label and fixed text goes through t().
  ReportLang lang;
  // `msgid` with its placeholders filled, in the document's language(s).
  std::string t(const char* msgid, std::vector<MessageArg> args = {}) const { return say(lang, Message{msgid, std::move(args)}); }
  // Only the first language: a label beside a box on a slip, where two would run into the next.
  std::string t1(const char* msgid, std::vector<MessageArg> args = {}) const { return Message{msgid, std::move(args)}.str(lang.first); }

  // A new page with `title` in its header; the cursor goes to the top of the content area.
  void new_page(const std::string& title);
  int page_count() const { return static_cast<int>(pages_.size()); }
  // Top of the next thing drawn; layouts move it down as they draw.
  double cursor = PageGeometry::content_top;
  bool fits(double height) const { return cursor - height >= PageGeometry::content_bottom - 0.01; }

  // Every string goes through here before it is measured or drawn: its printable form.
  std::string printable_form(std::string_view text) const;
  // Warns once per `what` when `text` holds characters the font cannot print; `what` names the
  // data for the person fixing it: player 6 "𠮷田 一郎".
  void check_printable(const Message& what, std::string_view text);
  double width(std::string_view printable, double size) const;
  double width_of(std::string_view text, double size) const { return width(printable_form(text), size); }  // made printable, then measured
  // Draws printable text with its baseline at y; x is the left, right or centre edge.
  void text(double x, double y, double size, std::string_view printable, Align align = Align::left, Rgb color = kBlack);

  void line(double x1, double y1, double x2, double y2, double width = 0.5, bool dashed = false, Rgb color = kBlack);
  void box(double x, double y, double w, double h, double width = 0.8);  // y is the bottom edge
  void fill(double x, double y, double w, double h, double grey);
  struct Rect {
    double x = 0, y = 0, w = 0, h = 0;  // y is the bottom edge
  };
  // One filled shape of all the rectangles: no seams where they touch (a QR code's modules).
  void fill(const std::vector<Rect>& rects, double grey);

  // A bookmark at the cursor of the current page; level 1 is a section, level 2 sits under the last level 1.
  void bookmark(const std::string& title, int level = 1);

  // Writes the footers and returns the PDF bytes. Call once, last.
  std::string finish();

  const FontMetrics& font() const { return font_; }
  const std::vector<Message>& warnings() const { return warnings_; }

  // libharu's error handler records here; check() turns a recorded error into an exception.
  struct ErrorState {
    HPDF_STATUS code = 0, detail = 0;
  };

 private:
  void check(const char* step);
  void text_mode(bool on);
  void set_size(double size);
  void set_color(Rgb c);

  const FontMetrics& font_;
  LibharuFont libharu_font_;  // the file libharu reads: outlives pdf_ (members go after the destructor's body)
  std::string event_name_, generated_date_;
  ErrorState error_;
  HPDF_Doc pdf_ = nullptr;
  HPDF_Font hfont_ = nullptr;
  std::vector<HPDF_Page> pages_;
  HPDF_Page page_ = nullptr;
  bool in_text_ = false;
  double size_ = 0;
  Rgb color_{-1, -1, -1};
  HPDF_Outline last_section_ = nullptr;
  std::vector<Message> warnings_;
  std::map<std::string, bool, std::less<>> warned_;
  std::string title_;
};

}  // namespace jk::reports
