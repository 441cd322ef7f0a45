// What the phones at the venue open: players' cut-out code cards (their match page) and the
// poster of the event pages' address. The codes come in RenderOptions: reports read no secrets.
#include <algorithm>

#include "errors.hpp"
#include "qr.hpp"
#include "sections.hpp"
#include "text_layout.hpp"

namespace jk::reports {

namespace {

// Ten business-card sized cards (about 91 x 51 mm) to an A4 page.
constexpr int kCardColumns = 2, kCardRows = 5;
constexpr double kCardQr = 85;  // 30 mm with the quiet zone, as on the slips
constexpr double kCardPad = 10;

void card(PdfDocument& doc, const EventReport& r, const Player& p, const std::string& code, const std::string& base_url, double x, double top,
          double w, double h) {
  const double qr_x = x + w - kCardPad - kCardQr + 6;  // the QR's quiet zone is its own margin
  draw_qr(doc, phone_url(base_url, "m/" + code), qr_x, top - (h + kCardQr) / 2, kCardQr);
  const double tx = x + kCardPad, tw = qr_x - tx;
  auto line = [&](double baseline, double size, const std::string& text, Rgb colour = kBlack) {
    doc.text(tx, top - baseline, size, shorten(doc.font(), doc.printable_form(text), size, tw), Align::left, colour);
  };
  line(20, 8, r.event.name, kGrey);
  line(42, 13, r.shown_name(p.id));
  line(64, 8.5, doc.t1(N_("your code: match and decklist")));
  if (doc.lang.second) line(75, 7, Message{N_("your code: match and decklist"), {}}.str(*doc.lang.second), kGrey);
  line(104, 16, code);
}

}  // namespace

void player_codes_section(PdfDocument& doc, const EventReport& r, const RenderOptions& options) {
  const std::string title = doc.t(N_("Player codes"));
  std::vector<std::int64_t> ids;
  for (const auto& p : r.players) ids.push_back(p.id);
  const auto players = players_by_reading(r, ids);
  if (players.empty()) {
    doc.new_page(title);
    doc.bookmark(title);
    doc.text(PageGeometry::left, doc.cursor - 20, 11, doc.printable_form(doc.t(N_("No players yet."))));
    return;
  }
  const double w = PageGeometry::content_width / kCardColumns;
  const double h = (PageGeometry::content_top - PageGeometry::content_bottom) / kCardRows;
  const int per_page = kCardColumns * kCardRows;
  for (std::size_t i = 0; i < players.size(); ++i) {
    const int slot = static_cast<int>(i % per_page);
    if (slot == 0) {
      doc.new_page(title);
      if (i == 0) doc.bookmark(title);
      // Cut lines around every card of the page, also where a card is left empty.
      for (int c = 0; c <= kCardColumns; ++c)
        doc.line(PageGeometry::left + c * w, PageGeometry::content_top, PageGeometry::left + c * w, PageGeometry::content_bottom, 0.5, true, kGrey);
      for (int row = 0; row <= kCardRows; ++row)
        doc.line(PageGeometry::left, PageGeometry::content_top - row * h, PageGeometry::right, PageGeometry::content_top - row * h, 0.5, true, kGrey);
    }
    const Player& p = *players[i];
    const auto code = options.player_codes.find(p.id);
    if (code == options.player_codes.end())
      throw InputError(Message{N_("no code for player #{id} (RenderOptions::player_codes)"), {{"id", std::to_string(p.id)}}});
    card(doc, r, p, code->second, options.base_url, PageGeometry::left + (slot % kCardColumns) * w,
         PageGeometry::content_top - (slot / kCardColumns) * h, w, h);
  }
}

void qr_poster_section(PdfDocument& doc, const EventReport& r, const RenderOptions& options) {
  const std::string title = options.checkin_poster ? doc.t(N_("Check-in")) : doc.t(N_("Event pages"));
  doc.new_page(title);
  doc.bookmark(title);
  const double mid = PageGeometry::width / 2;
  double y = doc.cursor - 16;
  for (const auto& l : wrap(doc.font(), doc.printable_form(r.event.name), 24, PageGeometry::content_width, 2)) {
    doc.text(mid, y - 24, 24, l, Align::center);
    y -= 32;
  }
  const Message scan = options.checkin_poster ? Message{N_("Check-in: scan, then type your personal code"), {}}
                                               : Message{N_("Pairings, standings and rules search: scan or type the address"), {}};
  // Long in English: the headline shrinks to fit the page's width.
  const std::string headline = doc.printable_form(scan.str(doc.lang.first));
  const double head_size = std::min(22.0, 22.0 * PageGeometry::content_width / std::max(1.0, doc.width(headline, 22)));
  doc.text(mid, y - 30, head_size, headline, Align::center);
  if (doc.lang.second) doc.text(mid, y - 50, 11, doc.printable_form(scan.str(*doc.lang.second)), Align::center, kGrey);
  y -= 58;
  const std::string url = options.base_url;
  const double url_size = 18, url_baseline = PageGeometry::content_bottom + 24;
  // About 150 mm, less when the page has no room; its quiet zone may run into the page margins.
  const int n = static_cast<int>(qr_modules(url).size());
  const double quiet = static_cast<double>(n + 2 * kQrQuietZone) / n;
  const double room = y - (url_baseline + url_size + 6);
  const double symbol = std::min({425.0, room / quiet, PageGeometry::width / quiet});
  const double box = symbol * quiet;
  draw_qr(doc, url, mid - box / 2, y - (room + box) / 2, box);
  doc.text(mid, url_baseline, url_size, shorten(doc.font(), doc.printable_form(url), url_size, PageGeometry::content_width), Align::center);
}

}  // namespace jk::reports
