// Result slips: one per table, several to an A4 page, with dashed cut lines between them. What a
// slip asks for follows the game's pack: its match structure (games, draws, seats) and its
// adjudication procedures (SCP 103.4 who chose the play order; Economica 2-5 the time-limit
// figures; ROE UP! the end-of-game figures), so a new pack gets the right slip without code here.
#include <algorithm>
#include <cmath>
#include <iterator>

#include "judge.hpp"
#include "sections.hpp"
#include "table.hpp"
#include "text_layout.hpp"

namespace jk::reports {

namespace {

constexpr double kRow = 20, kTitle = 24, kNames = 22, kSign = 30, kPad = 10, kFigureHead = 30;
// The table's QR code at the slip's right: a 30 mm square with its quiet zone (the code itself about
// 24 mm, which phones scan from arm's length), and the code in text under it, to type.
constexpr double kQrBox = 85, kQrTop = 4, kQrCode = 14;
constexpr double kBodyRight = PageGeometry::right - kQrBox + 4;  // the quiet zone keeps the gap

bool has_procedure(const EventInfo& e, ProcedureId id) {
  return std::any_of(e.procedures.begin(), e.procedures.end(), [&](const Procedure& p) { return p.id == id; });
}
const Procedure* procedure(const EventInfo& e, ProcedureId id) {
  for (const auto& p : e.procedures)
    if (p.id == id) return &p;
  return nullptr;
}

// SCP 103.4: in a match of several games the loser of the previous game chooses; the slip records
// who chose, game by game.
bool asks_play_order(const EventInfo& e) { return e.best_of > 1 && has_procedure(e, ProcedureId::play_order); }
// Economica 2-5: a single game unfinished at the time limit is settled by these figures in order.
bool asks_time_limit(const EventInfo& e) { return e.best_of == 1 && e.players_per_table == 2 && has_procedure(e, ProcedureId::time_limit); }
// ROE UP! ゲームの終了: each player's end-of-game figures decide the awards, and the awards the places.
bool asks_end_figures(const EventInfo& e) { return has_procedure(e, ProcedureId::awards); }


// ROE UP! end-of-game figures, in the words `result --roeup` reads as column names (docs/judge.md):
// the judge types them as printed, so they stay in Japanese in an English document too.
constexpr const char* kEndFigures[] = {"現金",     "アセットの資産の合計", "財務格付の向上", "融資の成立",
                                       "融資の成立の金利", "営業利益",        "売上",          "プレミアムカード"};

double two_player_height(const EventInfo& e) {
  double h = kPad + kTitle + kNames + e.best_of * kRow + kRow + kSign + kPad;
  if (asks_time_limit(e)) h += kRow + 4 * kRow;  // a heading, 2-5-1..2-5-3, 2-5-4
  return h;
}

double pod_height(const EventInfo& e, int players) {
  return kPad + kTitle + (asks_end_figures(e) ? kFigureHead : kRow) + players * kRow + kPad;
}

double slip_height(const EventInfo& e, int players) {
  return std::max(players > 2 ? pod_height(e, players) : two_player_height(e), kQrTop + kQrBox + kQrCode);
}

void checkbox(PdfDocument& doc, double x, double y_mid) { doc.box(x, y_mid - 4.5, 9, 9, 0.6); }

// Round (left), table (from `table_x`, or further right when the round's title is long), and the
// event name in the room left before `right`, each measured so none runs into the next.
// A round robin's match is played inside a group: "第1ブロック", "" for any other match.
std::string group_of(const PdfDocument& doc, const EventReport& r, const Match& m) {
  if (m.players.empty()) return "";
  for (const auto& g : r.groups.groups)
    for (const auto& row : g.rows)
      if (row.player_id == m.players.front()) return doc.t(N_("Group {n}"), {{"n", std::to_string(g.number)}});
  return "";
}

// A team event's seat: its team table and seat ("チーム卓 1・A席") where the event name goes
// (the page's foot names the event), in larger type.
void slip_title(PdfDocument& doc, const EventReport& r, const Round& round, const Match& m, double y, double table_x, double right) {
  const std::string group = round.stage == Stage::cut ? "" : group_of(doc, r, m);
  const std::string title = doc.printable_form(match_title(doc.lang, round, m) + (group.empty() ? "" : "  " + group));
  const std::string table = doc.printable_form(doc.t(N_("Table {n}"), {{"n", std::to_string(m.table.value_or(0))}}));
  table_x = std::max(table_x, PageGeometry::left + doc.width(title, 13) + 16);
  doc.text(PageGeometry::left, y - 15, 13, title);
  doc.text(table_x, y - 15, 15, table);
  const double room = right - (table_x + doc.width(table, 15) + 12);
  if (const auto seat = team_seat_of(round, m)) {
    const std::string where = doc.t(N_("Team table {n}, seat {seat}"), {{"n", std::to_string(seat->team_table)}, {"seat", event::seat_letter(seat->seat)}});
    if (room > 30) doc.text(right, y - 15, 11, shorten(doc.font(), doc.printable_form(where), 11, room), Align::right);
    return;
  }
  if (room > 30) doc.text(right, y - 14, 8, shorten(doc.font(), doc.printable_form(r.event.name), 8, room), Align::right, kGrey);
}

// A player's name on the slip, and in a team event the team's beside it (right, in grey).
void slip_name(PdfDocument& doc, const Round& round, const Match& m, const std::string& name, std::int64_t player, double x, double y, double w) {
  const double size = 11, team_size = 8.5;
  double name_w = w;
  if (const auto seat = team_seat_of(round, m)) {
    const std::string team = doc.printable_form(event::team_name_of(*seat->match, player));
    const std::string shown = shorten(doc.font(), team, team_size, w * 0.45);
    doc.text(x + w, baseline(y, 0, kNames, size), team_size, shown, Align::right, kGrey);
    name_w = w - doc.width(shown, team_size) - 8;
  }
  doc.text(x, baseline(y, 0, kNames, size), size, shorten(doc.font(), doc.printable_form(name), size, name_w));
}

// The body of a slip runs from the left margin to `right` (the QR code stands beyond it).
// `e`: the event as the round plays it (its best of N: a game row each).
void two_player_slip(PdfDocument& doc, const EventReport& r, const EventInfo& e, const Round& round, const Match& m, double top, double right) {
  const double label_w = 92, draw_w = 80;
  const double col_w = (right - PageGeometry::left - label_w - draw_w) / 2;
  const double x1 = PageGeometry::left + label_w, x2 = x1 + col_w, x3 = x2 + col_w;
  double y = top - kPad;
  slip_title(doc, r, round, m, y, x2 + 20, right);
  y -= kTitle;
  for (std::size_t s = 0; s < 2 && s < m.players.size(); ++s)
    slip_name(doc, round, m, r.shown_name(m.players[s]), m.players[s], (s == 0 ? x1 : x2) + 4, y, col_w - 8);
  doc.line(PageGeometry::left, y - kNames, right, y - kNames, 0.5);
  y -= kNames;
  const bool play_order = asks_play_order(e);
  for (int g = 1; g <= e.best_of; ++g) {
    const double mid = y - kRow / 2;
    doc.text(PageGeometry::left + 2, mid - 3, 9, doc.printable_form(doc.t(N_("Game {n}"), {{"n", std::to_string(g)}})));
    for (double x : {x1, x2}) {
      checkbox(doc, x + 4, mid);
      doc.text(x + 18, mid - 3, 9, doc.printable_form(doc.t1(N_("win"))));
      if (play_order) {
        checkbox(doc, x + 60, mid);
        doc.text(x + 72, mid - 3, 7, doc.printable_form(doc.t1(N_("chose"))), Align::left, kGrey);
      }
    }
    if (e.draws_allowed) {
      checkbox(doc, x3 + 4, mid);
      doc.text(x3 + 18, mid - 3, 9, doc.printable_form(doc.t1(N_("draw"))));
    }
    doc.line(PageGeometry::left, y - kRow, right, y - kRow, 0.2, false, kGrey);
    y -= kRow;
  }
  if (asks_time_limit(e)) {
    const Procedure* p = procedure(e, ProcedureId::time_limit);
    doc.text(PageGeometry::left + 2, y - kRow / 2 - 3, 9,
             doc.printable_form(doc.t(N_("time limit ({cite}): fill in from the top, the first difference decides"),
                               {{"cite", p && !p->cite.empty() ? p->cite : "2-5"}})),
             Align::left, kGrey);
    y -= kRow;
    // Economica 2-5-1..2-5-3 as the judge module names the measures; 2-5-4 (janken) is a checkbox.
    // A name too long for one line takes two (the row has room), so none is cut short.
    for (const auto& f : judge::time_limit_measures()) {
      const double mid = y - kRow / 2;
      doc.text(PageGeometry::left + 2, mid - 3, 8, f.rule);
      const auto lines = wrap(doc.font(), doc.printable_form(say(doc.lang, judge::measure_name(f.measure))), 7, label_w - 30 + col_w - 50, 2);
      for (std::size_t i = 0; i < lines.size(); ++i)
        doc.text(PageGeometry::left + 30, mid - 3 + (lines.size() == 1 ? 0.0 : 4.0 - 8.0 * static_cast<double>(i)), 7, lines[i]);
      for (double x : {x1, x2}) doc.box(x + col_w - 44, mid - 7, 34, 14, 0.8);
      doc.line(PageGeometry::left, y - kRow, right, y - kRow, 0.2, false, kGrey);
      y -= kRow;
    }
    const double mid = y - kRow / 2;
    doc.text(PageGeometry::left + 2, mid - 3, 8, "2-5-4");
    doc.text(PageGeometry::left + 30, mid - 3, 7.5, doc.printable_form(doc.t(N_("janken"))));
    for (double x : {x1, x2}) {
      checkbox(doc, x + col_w - 44, mid);
      doc.text(x + col_w - 31, mid - 3, 8, doc.printable_form(doc.t1(N_("won"))));
    }
    doc.line(PageGeometry::left, y - kRow, right, y - kRow, 0.2, false, kGrey);
    y -= kRow;
  }
  const double mid = y - kRow / 2;
  doc.text(PageGeometry::left + 2, mid - 3, 9, doc.printable_form(doc.t(N_("Games won"))));
  for (double x : {x1, x2}) doc.box(x + 4, mid - 7, 30, 14, 0.8);
  if (e.draws_allowed) {
    doc.text(x3 + 2, mid - 3, 8, doc.printable_form(doc.t1(N_("draws"))));
    doc.box(x3 + 54, mid - 7, 24, 14, 0.8);
  }
  y -= kRow;
  doc.text(PageGeometry::left + 2, y - kSign + 8, 9, doc.printable_form(doc.t(N_("Signature"))));
  for (double x : {x1, x2}) {
    doc.line(x + 4, y - kSign + 6, x + col_w - 76, y - kSign + 6, 0.6);
    checkbox(doc, x + col_w - 68, y - kSign + 9);
    doc.text(x + col_w - 56, y - kSign + 6, 8, doc.printable_form(doc.t1(N_("drop"))));
  }
}

void pod_slip(PdfDocument& doc, const EventReport& r, const Round& round, const Match& m, double top, double right) {
  const bool figures = asks_end_figures(r.event);
  const double seat_w = 24, drop_w = 30;
  const double fig_w = 30, place_w = 46;  // a figure box holds three digits
  const double sign_w = figures ? 48 : 146;
  const double middle_w = figures ? fig_w * static_cast<double>(std::size(kEndFigures)) : place_w;
  const double name_w = (right - PageGeometry::left) - seat_w - middle_w - drop_w - sign_w;
  const double xs = PageGeometry::left, xn = xs + seat_w, xm = xn + name_w, xd = xm + middle_w, xg = xd + drop_w;
  double y = top - kPad;
  slip_title(doc, r, round, m, y, PageGeometry::left + 160, right);
  y -= kTitle;
  const double head = figures ? kFigureHead : kRow;
  auto head_text = [&](double x, double w, const std::string& t) {
    const auto lines = wrap(doc.font(), doc.printable_form(t), 6.5, w - 3, 3);
    for (std::size_t i = 0; i < lines.size(); ++i) doc.text(x + 1.5, y - 8 - 8 * static_cast<double>(i), 6.5, lines[i], Align::left, kGrey);
  };
  head_text(xs, seat_w, doc.t(N_("Seat")));
  head_text(xn, name_w, figures ? doc.t(N_("Name (end-of-game figures)")) : doc.t(N_("Name")));
  if (figures)
    for (std::size_t i = 0; i < std::size(kEndFigures); ++i) head_text(xm + fig_w * static_cast<double>(i), fig_w, kEndFigures[i]);
  else
    head_text(xm, place_w, doc.t(N_("Place")));
  head_text(xd, drop_w, doc.t(N_("drop")));
  head_text(xg, sign_w, doc.t(N_("Signature")));
  y -= head;
  for (std::size_t s = 0; s < m.players.size(); ++s) {
    const double mid = y - kRow / 2;
    doc.text(xs + seat_w - 6, mid - 4, 11, std::to_string(s + 1), Align::right);
    doc.text(xn + 2, mid - 4, 10, shorten(doc.font(), doc.printable_form(r.shown_name(m.players[s])), 10, name_w - 4));
    if (figures)
      for (std::size_t i = 0; i < std::size(kEndFigures); ++i) doc.box(xm + fig_w * static_cast<double>(i) + 2, mid - 7, fig_w - 4, 14, 0.6);
    else
      doc.box(xm + 4, mid - 7, 30, 14, 0.8);
    checkbox(doc, xd + drop_w / 2 - 4.5, mid);
    doc.line(xg + 4, y - kRow + 4, right - 2, y - kRow + 4, 0.6);
    y -= kRow;
  }
}

// The table's code as a QR code of its page on the server, and in text to type.
void table_qr(PdfDocument& doc, const std::string& base_url, const std::string& code, double top) {
  const double x = PageGeometry::right - kQrBox, bottom = top - kQrTop - kQrBox;
  draw_qr(doc, phone_url(base_url, "t/" + code), x, bottom, kQrBox);
  doc.text(x + kQrBox / 2, bottom - 6, 7.5, doc.printable_form(code), Align::center);
}

}  // namespace

int slips_per_page(const EventInfo& e, int players_at_largest_table) {
  const double room = PageGeometry::content_top - PageGeometry::content_bottom;
  return std::max(1, static_cast<int>(std::floor(room / slip_height(e, players_at_largest_table))));
}

void slips_section(PdfDocument& doc, const EventReport& r, const Round& round, const RenderOptions& options) {
  int seats = 2;  // the largest table sets the slip size (pods run 3 to 5)
  for (const auto& m : round.matches) seats = std::max(seats, static_cast<int>(m.players.size()));
  EventInfo played = r.event;
  if (round.best_of) played.best_of = *round.best_of;
  const int per_page = slips_per_page(played, seats);
  const double slot = (PageGeometry::content_top - PageGeometry::content_bottom) / per_page;
  const std::string title = doc.t(N_("Result slips — {round}"), {round_arg(round)});
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
    // Every slip of the round keeps the same columns, with or without its table's code.
    const double right = options.table_codes.empty() ? PageGeometry::right : kBodyRight;
    if (m.players.size() > 2) pod_slip(doc, r, round, m, top, right);
    else two_player_slip(doc, r, played, round, m, top, right);
    if (auto code = options.table_codes.find(*m.table); code != options.table_codes.end()) table_qr(doc, options.base_url, code->second, top);
    ++on_page;
  }
  if (!any) {
    doc.new_page(title);
    doc.bookmark(title);
    doc.text(PageGeometry::left, doc.cursor - 20, 11, doc.printable_form(doc.t(N_("No tables in this round."))));
  }
}

}  // namespace jk::reports
