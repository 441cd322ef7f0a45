// Result slips: one per table, several to an A4 page, with dashed cut lines between them.
#include <algorithm>
#include <cmath>

#include "sections.hpp"
#include "table.hpp"
#include "text_layout.hpp"

namespace jk::reports {

namespace {

constexpr double kRow = 20, kTitle = 24, kNames = 22, kSign = 30, kPad = 10;

double slip_height(int players, int best_of) {
  if (players > 2) return kPad + kTitle + kRow + players * kRow + kPad;
  return kPad + kTitle + kNames + best_of * kRow + kRow + kSign + kPad;
}

void checkbox(PdfDocument& doc, double x, double y_mid) { doc.box(x, y_mid - 4.5, 9, 9, 0.6); }

void two_player_slip(PdfDocument& doc, const EventReport& r, const Round& round, const Match& m, double top) {
  const double label_w = 92, draw_w = 96;
  const double col_w = (PageGeometry::content_width - label_w - draw_w) / 2;
  const double x1 = PageGeometry::left + label_w, x2 = x1 + col_w, x3 = x2 + col_w;
  double y = top - kPad;
  doc.text(PageGeometry::left, y - 15, 13, doc.prepare(round_title(round)));
  doc.text(x2 + 20, y - 15, 15, "卓 Table " + std::to_string(m.table.value_or(0)));
  doc.text(PageGeometry::right, y - 14, 8, shorten(doc.font(), doc.prepare(r.event.name), 8, col_w + draw_w - 80), Align::right, kGrey);
  y -= kTitle;
  const double size = 11;
  for (std::size_t s = 0; s < 2 && s < m.players.size(); ++s) {
    const double x = s == 0 ? x1 : x2;
    doc.text(x + 4, baseline(y, 0, kNames, size), size, shorten(doc.font(), doc.prepare(r.player_name(m.players[s])), size, col_w - 8));
  }
  doc.line(PageGeometry::left, y - kNames, PageGeometry::right, y - kNames, 0.5);
  y -= kNames;
  for (int g = 1; g <= r.event.best_of; ++g) {
    const double mid = y - kRow / 2;
    doc.text(PageGeometry::left + 2, mid - 3, 9, "第" + std::to_string(g) + "ゲーム Game " + std::to_string(g));
    for (double x : {x1, x2}) {
      checkbox(doc, x + 4, mid);
      doc.text(x + 18, mid - 3, 9, "勝ち win");
    }
    if (r.event.draws_allowed) {
      checkbox(doc, x3 + 4, mid);
      doc.text(x3 + 18, mid - 3, 9, "引き分け draw");
    }
    doc.line(PageGeometry::left, y - kRow, PageGeometry::right, y - kRow, 0.2, false, kGrey);
    y -= kRow;
  }
  const double mid = y - kRow / 2;
  doc.text(PageGeometry::left + 2, mid - 3, 9, "勝ち数 Games won");
  for (double x : {x1, x2}) doc.box(x + 4, mid - 7, 30, 14, 0.8);
  if (r.event.draws_allowed) {
    doc.text(x3 + 4, mid - 3, 9, "引分数 draws");
    doc.box(x3 + 62, mid - 7, 30, 14, 0.8);
  }
  y -= kRow;
  doc.text(PageGeometry::left + 2, y - kSign + 8, 9, "署名 Signature");
  for (double x : {x1, x2}) doc.line(x + 4, y - kSign + 6, x + col_w - 8, y - kSign + 6, 0.6);
}

void pod_slip(PdfDocument& doc, const EventReport& r, const Round& round, const Match& m, double top) {
  const double seat_w = 40, place_w = 70, sign_w = 170;
  const double name_w = PageGeometry::content_width - seat_w - place_w - sign_w;
  const double xs = PageGeometry::left, xn = xs + seat_w, xp = xn + name_w, xg = xp + place_w;
  double y = top - kPad;
  doc.text(PageGeometry::left, y - 15, 13, doc.prepare(round_title(round)));
  doc.text(xn + name_w / 2, y - 15, 15, "卓 Table " + std::to_string(m.table.value_or(0)));
  doc.text(PageGeometry::right, y - 14, 8, shorten(doc.font(), doc.prepare(r.event.name), 8, sign_w + place_w - 10), Align::right, kGrey);
  y -= kTitle;
  doc.text(xs + 2, y - 13, 8, "席 Seat", Align::left, kGrey);
  doc.text(xn + 4, y - 13, 8, "氏名 Name", Align::left, kGrey);
  doc.text(xp + 4, y - 13, 8, "順位 Place", Align::left, kGrey);
  doc.text(xg + 4, y - 13, 8, "署名 Signature", Align::left, kGrey);
  y -= kRow;
  for (std::size_t s = 0; s < m.players.size(); ++s) {
    const double mid = y - kRow / 2;
    doc.text(xs + seat_w - 8, mid - 4, 11, std::to_string(s + 1), Align::right);
    doc.text(xn + 4, mid - 4, 11, shorten(doc.font(), doc.prepare(r.player_name(m.players[s])), 11, name_w - 8));
    doc.box(xp + 4, mid - 7, 30, 14, 0.8);
    doc.line(xg + 4, y - kRow + 4, PageGeometry::right - 4, y - kRow + 4, 0.6);
    y -= kRow;
  }
}

}  // namespace

int slips_per_page(int players_per_table, int best_of) {
  const double room = PageGeometry::content_top - PageGeometry::content_bottom;
  return std::max(1, static_cast<int>(std::floor(room / slip_height(players_per_table, best_of))));
}

void slips_section(PdfDocument& doc, const EventReport& r, const Round& round) {
  int seats = 2;  // the largest table sets the slip size (pods run 3 to 5)
  for (const auto& m : round.matches) seats = std::max(seats, static_cast<int>(m.players.size()));
  const int per_page = slips_per_page(seats, r.event.best_of);
  const double slot = (PageGeometry::content_top - PageGeometry::content_bottom) / per_page;
  const std::string title = "結果記入票 Result slips — " + round_title(round);
  int on_page = per_page;
  bool any = false;
  for (const auto& m : round.matches) {
    if (m.bye || !m.table) continue;  // a bye has nobody to sign for it
    if (on_page == per_page) {
      doc.new_page(title);
      if (!any) doc.bookmark(title);
      on_page = 0;
    }
    any = true;
    const double top = PageGeometry::content_top - slot * on_page;
    if (on_page > 0) doc.line(PageGeometry::left - 20, top, PageGeometry::right + 20, top, 0.5, true, kGrey);
    if (m.players.size() > 2) pod_slip(doc, r, round, m, top);
    else two_player_slip(doc, r, round, m, top);
    ++on_page;
  }
  if (!any) {
    doc.new_page(title);
    doc.bookmark(title);
    doc.text(PageGeometry::left, doc.cursor - 20, 11, "この回戦に卓はありません。 No tables in this round.");
  }
}

}  // namespace jk::reports
