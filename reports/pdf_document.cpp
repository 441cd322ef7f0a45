#include "pdf_document.hpp"

#include <cstdio>
#include <stdexcept>

#include "pdf_tounicode.hpp"
#include "text.hpp"
#include "text_layout.hpp"

namespace jk::reports {

namespace {

// Never throws: libharu is C and cannot unwind. The next check() reports what was recorded.
void on_error(HPDF_STATUS code, HPDF_STATUS detail, void* user) {
  auto* state = static_cast<PdfDocument::ErrorState*>(user);
  if (state->code == 0) {
    state->code = code;
    state->detail = detail;
  }
}

}  // namespace

PdfDocument::PdfDocument(const FontMetrics& font, std::string event_name, std::string generated_date)
    : font_(font), libharu_font_(font), event_name_(std::move(event_name)), generated_date_(std::move(generated_date)) {
  pdf_ = HPDF_New(on_error, &error_);
  if (!pdf_) throw std::runtime_error("the PDF library could not start (out of memory?)");
  HPDF_SetCompressionMode(pdf_, HPDF_COMP_ALL);
  check("setting compression");
  HPDF_UseUTFEncodings(pdf_);
  HPDF_SetCurrentEncoder(pdf_, "UTF-8");
  check("selecting UTF-8");
  const char* name = HPDF_LoadTTFontFromFile(pdf_, libharu_font_.path().c_str(), HPDF_TRUE);
  check("loading the font");
  hfont_ = HPDF_GetFont(pdf_, name, "UTF-8");
  check("loading the font");
  HPDF_SetInfoAttr(pdf_, HPDF_INFO_CREATOR, "judgekit");
  HPDF_SetInfoAttr(pdf_, HPDF_INFO_TITLE, event_name_.c_str());
  check("writing the document information");
}

PdfDocument::~PdfDocument() {
  if (pdf_) HPDF_Free(pdf_);
}

void PdfDocument::check(const char* step) {
  if (error_.code == 0) return;
  char buf[160];
  std::snprintf(buf, sizeof buf, "PDF library error 0x%04X (detail %u) while %s", static_cast<unsigned>(error_.code),
                static_cast<unsigned>(error_.detail), step);
  HPDF_ResetError(pdf_);
  error_ = {};
  throw std::runtime_error(buf);
}

void PdfDocument::text_mode(bool on) {
  if (on == in_text_ || !page_) return;
  if (on) HPDF_Page_BeginText(page_);
  else HPDF_Page_EndText(page_);
  in_text_ = on;
}

void PdfDocument::set_size(double size) {
  if (size == size_) return;
  HPDF_Page_SetFontAndSize(page_, hfont_, static_cast<HPDF_REAL>(size));
  size_ = size;
}

void PdfDocument::set_color(Rgb c) {
  if (c.r == color_.r && c.g == color_.g && c.b == color_.b) return;
  HPDF_Page_SetRGBFill(page_, static_cast<HPDF_REAL>(c.r), static_cast<HPDF_REAL>(c.g), static_cast<HPDF_REAL>(c.b));
  color_ = c;
}

void PdfDocument::new_page(const std::string& title) {
  text_mode(false);
  page_ = HPDF_AddPage(pdf_);
  HPDF_Page_SetSize(page_, HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT);
  check("adding a page");
  pages_.push_back(page_);
  size_ = 0;
  color_ = {-1, -1, -1};
  title_ = title;
  const std::string t = printable_form(title);
  text(PageGeometry::left, PageGeometry::header_baseline, 14, shorten(font_, t, 14, PageGeometry::content_width));
  line(PageGeometry::left, PageGeometry::header_baseline - 7, PageGeometry::right, PageGeometry::header_baseline - 7, 0.8);
  cursor = PageGeometry::content_top;
}

std::string PdfDocument::printable_form(std::string_view text) const { return make_printable(font_, text).text; }

void PdfDocument::check_printable(const Message& what, std::string_view text) {
  Printable p = make_printable(font_, text);
  const std::string key = what.str(Lang::en);
  if (p.missing.empty() || warned_.count(key)) return;
  warned_.emplace(key, true);
  std::string chars;
  for (char32_t c : p.missing) {
    std::string one;
    append_utf8(one, c);
    chars += (chars.empty() ? "" : ", ") + one + " (" + code_point_name(c) + ")";
  }
  warnings_.push_back(Message{p.missing.size() > 1 ? N_("{what}: {chars} are not in the report font ({font}); printed as \"{printed}\"")
                                                   : N_("{what}: {chars} is not in the report font ({font}); printed as \"{printed}\""),
                              {arg("what", what), {"chars", chars}, {"font", font_.family}, {"printed", p.text}}});
}

double PdfDocument::width(std::string_view printable, double size) const { return text_width(font_, printable, size); }

void PdfDocument::text(double x, double y, double size, std::string_view printable, Align align, Rgb color) {
  if (printable.empty()) return;
  if (align != Align::left) {
    const double w = width(printable, size);
    x -= align == Align::right ? w : w / 2;
  }
  text_mode(true);
  set_size(size);
  set_color(color);
  const std::string s(printable);  // libharu wants a terminated string
  HPDF_Page_TextOut(page_, static_cast<HPDF_REAL>(x), static_cast<HPDF_REAL>(y), s.c_str());
  check("writing text");
}

void PdfDocument::line(double x1, double y1, double x2, double y2, double width, bool dashed, Rgb color) {
  text_mode(false);
  HPDF_Page_SetLineWidth(page_, static_cast<HPDF_REAL>(width));
  HPDF_Page_SetRGBStroke(page_, static_cast<HPDF_REAL>(color.r), static_cast<HPDF_REAL>(color.g), static_cast<HPDF_REAL>(color.b));
  static const HPDF_UINT16 dash[] = {4, 3};
  HPDF_Page_SetDash(page_, dashed ? dash : nullptr, dashed ? 2 : 0, 0);
  HPDF_Page_MoveTo(page_, static_cast<HPDF_REAL>(x1), static_cast<HPDF_REAL>(y1));
  HPDF_Page_LineTo(page_, static_cast<HPDF_REAL>(x2), static_cast<HPDF_REAL>(y2));
  HPDF_Page_Stroke(page_);
  check("drawing a line");
}

void PdfDocument::box(double x, double y, double w, double h, double width) {
  text_mode(false);
  HPDF_Page_SetLineWidth(page_, static_cast<HPDF_REAL>(width));
  HPDF_Page_SetRGBStroke(page_, 0, 0, 0);
  HPDF_Page_SetDash(page_, nullptr, 0, 0);
  HPDF_Page_Rectangle(page_, static_cast<HPDF_REAL>(x), static_cast<HPDF_REAL>(y), static_cast<HPDF_REAL>(w), static_cast<HPDF_REAL>(h));
  HPDF_Page_Stroke(page_);
  check("drawing a box");
}

void PdfDocument::fill(double x, double y, double w, double h, double grey) {
  text_mode(false);
  HPDF_Page_SetGrayFill(page_, static_cast<HPDF_REAL>(grey));
  HPDF_Page_Rectangle(page_, static_cast<HPDF_REAL>(x), static_cast<HPDF_REAL>(y), static_cast<HPDF_REAL>(w), static_cast<HPDF_REAL>(h));
  HPDF_Page_Fill(page_);
  color_ = {-1, -1, -1};  // the fill colour is shared with text
  check("shading a row");
}

void PdfDocument::fill(const std::vector<Rect>& rects, double grey) {
  if (rects.empty()) return;
  text_mode(false);
  HPDF_Page_SetGrayFill(page_, static_cast<HPDF_REAL>(grey));
  for (const auto& r : rects)
    HPDF_Page_Rectangle(page_, static_cast<HPDF_REAL>(r.x), static_cast<HPDF_REAL>(r.y), static_cast<HPDF_REAL>(r.w), static_cast<HPDF_REAL>(r.h));
  HPDF_Page_Fill(page_);
  color_ = {-1, -1, -1};
  check("filling a shape");
}

void PdfDocument::bookmark(const std::string& title, int level) {
  HPDF_Outline parent = level > 1 && last_section_ ? last_section_ : nullptr;
  HPDF_Outline o = HPDF_CreateOutline(pdf_, parent, printable_form(title).c_str(), HPDF_GetEncoder(pdf_, "UTF-8"));
  HPDF_Destination dst = HPDF_Page_CreateDestination(page_);
  // Fit the page width, scrolled to the bookmark (libharu refuses an XYZ zoom of 0, "keep").
  HPDF_Destination_SetFitH(dst, static_cast<HPDF_REAL>(std::min(cursor + 30, PageGeometry::height)));
  HPDF_Outline_SetDestination(o, dst);
  if (level <= 1) {
    last_section_ = o;
    HPDF_Outline_SetOpened(o, HPDF_FALSE);
  }
  HPDF_SetPageMode(pdf_, HPDF_PAGE_MODE_USE_OUTLINE);
  check("adding a bookmark");
}

std::string PdfDocument::finish() {
  text_mode(false);
  const std::string total = std::to_string(pages_.size());
  const std::string name = printable_form(event_name_);
  const std::string date = printable_form(t1(N_("generated {date}"), {{"date", generated_date_}}));
  for (std::size_t i = 0; i < pages_.size(); ++i) {
    page_ = pages_[i];
    size_ = 0;
    color_ = {-1, -1, -1};
    in_text_ = false;
    line(PageGeometry::left, PageGeometry::footer_baseline + 11, PageGeometry::right, PageGeometry::footer_baseline + 11, 0.4, false, kGrey);
    text(PageGeometry::left, PageGeometry::footer_baseline, 8, shorten(font_, name, 8, PageGeometry::content_width * 0.38), Align::left, kGrey);
    text(PageGeometry::width / 2, PageGeometry::footer_baseline, 8, t1(N_("page {n} / {total}"), {{"n", std::to_string(i + 1)}, {"total", total}}), Align::center, kGrey);
    text(PageGeometry::right, PageGeometry::footer_baseline, 8, date, Align::right, kGrey);
    text_mode(false);
  }
  HPDF_SaveToStream(pdf_);
  check("writing the PDF");
  std::string bytes(HPDF_GetStreamSize(pdf_), '\0');
  HPDF_UINT32 got = static_cast<HPDF_UINT32>(bytes.size());
  HPDF_ReadFromStream(pdf_, reinterpret_cast<HPDF_BYTE*>(bytes.data()), &got);
  // Reading the whole stream reports "end of stream" through the handler: that is success.
  if (error_.code == HPDF_STREAM_EOF) error_ = {}, HPDF_ResetError(pdf_);
  check("reading the PDF back");
  bytes.resize(got);
  return fix_to_unicode(bytes);
}

}  // namespace jk::reports
