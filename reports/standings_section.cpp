// Standings: rank, name, points, W-L-D and the pack's tiebreakers (2 decimals); after a cut, the bracket.
#include <algorithm>
#include <cmath>

#include <map>

#include "result_text.hpp"
#include "sections.hpp"
#include "table.hpp"
#include "text_layout.hpp"

namespace jk::reports {

namespace {

constexpr TableStyle kStandingsStyle{};  // 9.5 pt on 14 pt rows

std::string tiebreaker_title(const std::string& id) {
  std::string up = id;
  for (char& c : up) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return up + "%";
}

// The rounds the standings count, as every face says them (closed or fully reported Swiss rounds:
// the last round's results all in before it is closed count).
std::string standings_title(const PdfDocument& doc, const EventReport& r) {
  const int last = r.standings.counted_rounds;
  return last ? doc.t(N_("Standings — after round {n}"), {{"n", std::to_string(last)}}) : doc.t(N_("Standings"));
}

// Final (最終順位) only once the cut has its winner; while it is played, the standings so far.
std::string final_title(const PdfDocument& doc, const EventReport& r) {
  const int last = r.standings.counted_rounds;
  const std::vector<MessageArg> n = {{"n", std::to_string(last)}};
  if (!event::cut_over(r.standings))
    return last ? doc.t(N_("Standings — after round {n} and the top cut so far"), n) : doc.t(N_("Standings — the top cut so far"));
  return last ? doc.t(N_("Final standings — after round {n} and the top cut"), n) : doc.t(N_("Final standings — after the top cut"));
}

}  // namespace

std::string cut_label(const PdfDocument& doc, event::Finish f) {
  switch (f.kind) {
    case event::FinishKind::winner: return doc.t(N_("Winner"));
    case event::FinishKind::runner_up: return doc.t(N_("Runner-up"));
    case event::FinishKind::finalist: return doc.t(N_("Finalist"));
    case event::FinishKind::top: return doc.t(N_("Top {n}"), {{"n", std::to_string(f.top)}});
    case event::FinishKind::swiss: break;
  }
  return "";
}

int standings_rows_per_page() {
  const double room = PageGeometry::content_top - PageGeometry::content_bottom - kStandingsStyle.header_height;
  return static_cast<int>(std::floor(room / kStandingsStyle.line + 1e-9));
}

namespace {

std::vector<const Round*> cut_rounds(const EventReport& r) {
  std::vector<const Round*> cut;
  for (const auto& rd : r.rounds)
    if (rd.stage == Stage::cut) cut.push_back(&rd);
  return cut;
}


// The result as people read it, in the document's language (never the stored English summary).
std::string result_words(const PdfDocument& doc, const EventReport& r, const Match& m) {
  if (!m.result) return doc.t(N_("not reported"));
  return say(doc.lang, event::result_text(*m.result, [&](std::int64_t id) { return r.shown_name(id); }));
}

}  // namespace

void standings_section(PdfDocument& doc, const EventReport& r) {
  if (r.team_standings) {
    team_standings_section(doc, r);  // a team event ranks its teams, as `standings` does
    return;
  }
  const auto cut = cut_rounds(r);
  const std::string title = cut.empty() ? standings_title(doc, r) : final_title(doc, r);
  doc.new_page(title);
  doc.bookmark(doc.t(N_("Standings")));
  const event::StandingsView& v = r.standings;
  if (v.rows.empty()) {
    doc.text(PageGeometry::left, doc.cursor - 20, 11, doc.printable_form(doc.t(N_("No standings yet."))));
    doc.cursor -= 30;
    return;
  }
  // The pack's tiebreakers in its order; a random draw is a tiebreaker but not a figure to print.
  const std::vector<std::string>& ids = v.columns;
  // Award totals of a pod game (ROE UP!), when any were given.
  const auto awards = award_totals(r);
  // After a cut two more columns (how far, Swiss rank) take their room from the figures'.
  const bool after_cut = !cut.empty() || v.after_cut;
  std::vector<Column> cols = {{doc.t1(N_("Rank")), after_cut ? 30.0 : 36.0, Align::right}, {doc.t(N_("Name")), 0, Align::left, 2}};
  if (after_cut) {
    cols.push_back({doc.t(N_("Top cut")), 80});
    cols.push_back({doc.t1(N_("Swiss")), 60, Align::right});  // スイスドロー: wide enough for the word
  }
  cols.insert(cols.end(), {{doc.t(N_("Pts")), 44, Align::right}, {doc.t(N_("W-L-D")), 70, Align::right}});
  for (const auto& id : ids) cols.push_back({tiebreaker_title(id), after_cut ? 42.0 : 54.0, Align::right});
  if (!awards.empty()) cols.push_back({doc.t(N_("Awards")), 210, Align::left, 3});
  const std::string drop = doc.t(N_(" (dropped)"));
  Table t(doc, cols, kStandingsStyle, title);
  // Rows in the view's order (after a cut the final one) with its places and finishes.
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const pairing::StandingRow& row = v.rows[i];
    const int place = i < v.places.size() ? v.places[i] : row.rank;
    std::vector<std::string> cells = {std::to_string(place), (r.player(row.player_id) ? r.shown_name(row.player_id) : row.name) +
                                                                 (row.dropped ? drop : "")};
    if (after_cut) cells.insert(cells.end(), {cut_label(doc, i < v.finishes.size() ? v.finishes[i] : event::Finish{}), std::to_string(row.rank)});
    cells.insert(cells.end(), {std::to_string(row.points),
                               std::to_string(row.wins) + "-" + std::to_string(row.losses) + "-" + std::to_string(row.draws)});
    for (const auto& id : ids) {
      auto it = std::find_if(row.tiebreakers.begin(), row.tiebreakers.end(), [&](const auto& tb) { return tb.first == id; });
      cells.push_back(it == row.tiebreakers.end() ? "" : fixed2(it->second * 100.0));
    }
    if (!awards.empty()) {
      auto it = awards.find(row.player_id);
      cells.push_back(it == awards.end() ? "" : it->second);
    }
    t.row(cells, {row.dropped ? kGrey : kBlack});
  }
}

namespace {

// The cut as a list of its rounds' matches and byes, one row each.
void bracket_list(PdfDocument& doc, const EventReport& r, const std::vector<const Round*>& cut, const std::string& title) {
  Table t(doc, {{doc.t(N_("Round")), 150, Align::left, 2}, {doc.t1(N_("Tbl")), 36, Align::right}, {doc.t(N_("Players")), 0, Align::left, 6}, {doc.t(N_("Result")), 110, Align::left, 3}},
          TableStyle{}, title);
  for (const Round* rd : cut)
    for (const Match& m : rd->matches) {
      std::string names;
      for (auto id : m.players) {
        bool won = false;  // ○ before the winner, as in the drawn tree
        if (m.result)
          for (const auto& seat : m.result->seats) won = won || (seat.player_id == id && seat.outcome == SeatOutcome::win);
        names += (names.empty() ? "" : "\n") + std::string(won ? "○ " : "") + r.shown_name(id);
      }
      const std::string round = match_title(doc.lang, *rd, m);
      t.row({round, m.table ? std::to_string(*m.table) : "", names, m.bye ? bye_word(doc, m) : result_words(doc, r, m)});
    }
}

}  // namespace

void bracket_section(PdfDocument& doc, const EventReport& r) {
  const auto cut = cut_rounds(r);
  if (cut.empty()) return;
  const std::string title = r.cut_size() ? doc.t(N_("Top cut (top {n})"), {{"n", std::to_string(r.cut_size())}}) : doc.t(N_("Top cut"));
  doc.new_page(title);
  doc.bookmark(doc.t(N_("Top cut")));

  auto matches_of = [](const Round* rd) {
    std::vector<const Match*> ms;
    for (const auto& m : rd->matches)
      if (!m.bye) ms.push_back(&m);
    return ms;
  };
  const auto first = matches_of(cut.front());
  bool halving = !first.empty();
  for (std::size_t k = 1; k < cut.size(); ++k)
    if (matches_of(cut[k]).size() * 2 != matches_of(cut[k - 1]).size()) halving = false;
  for (const Round* rd : cut)
    for (const Match* m : matches_of(rd)) halving = halving && m->players.size() == 2;
  const bool has_final = matches_of(cut.back()).size() == 1;
  // A cut of 6 or 12 gives the top seeds byes: the tree has no box for them, so the list shows them.
  for (const Round* rd : cut)
    for (const auto& m : rd->matches) halving = halving && !m.bye;

  // One column per cut round (and one for the champion), sharing the page width; type shrinks
  // with the columns so a name keeps a readable share of its box.
  const std::size_t columns = cut.size() + (has_final ? 1 : 0);
  const double gap = 12;  // between a box and the next column: the connector
  const double col_w = PageGeometry::content_width / static_cast<double>(columns);
  const double box_w = col_w - gap;
  const double size = col_w >= 150 ? 9 : col_w >= 110 ? 8 : 7;
  const double line = size + 3.5, box_h = 2 * line + 4;
  const double head_size = size, head_line = head_size + 2.5;
  const double head_h = 2 * head_line + 8;  // round headings take at most two lines
  const double top = doc.cursor - head_h;
  const double room = top - PageGeometry::content_bottom;

  if (!halving || box_w < 60 || static_cast<double>(first.size()) * (box_h + 4) > room) {
    bracket_list(doc, r, cut, title);  // not a plain two-player tree, or too many to draw on one page
    return;
  }

  // Headings: each round's title wrapped to its own column by measured width, never into the next.
  for (std::size_t k = 0; k < cut.size(); ++k) {
    const double x = PageGeometry::left + col_w * static_cast<double>(k);
    // "準決勝" over "（第4回戦）" ("Semi-final" over "(round 4)") unless the whole title fits on one line.
    const std::string whole = doc.printable_form(round_title(doc.lang, *cut[k]));
    std::vector<std::string> lines = {whole};
    if (doc.width(whole, head_size) > box_w) {
      const auto wide = whole.find("（"), narrow = whole.find(" (");
      const auto at = wide != std::string::npos && (narrow == std::string::npos || wide < narrow) ? wide
                      : narrow != std::string::npos ? narrow + 1 : std::string::npos;
      lines = at == std::string::npos ? wrap(doc.font(), whole, head_size, box_w, 2)
                                      : std::vector<std::string>{shorten(doc.font(), whole.substr(0, at), head_size, box_w),
                                                                 shorten(doc.font(), whole.substr(at), head_size, box_w)};
    }
    for (std::size_t i = 0; i < lines.size(); ++i)
      doc.text(x, doc.cursor - head_line * static_cast<double>(i + 1), head_size, lines[i], Align::left, kGrey);
  }
  // Slots share the page, but a small cut stays compact at the top.
  const double slot = std::min(room / static_cast<double>(first.size()), 4 * box_h);
  // Centre of match i in cut round k: the middle of the slots of the matches that feed it.
  auto centre = [&](std::size_t k, std::size_t i) {
    const double span = slot * static_cast<double>(1u << k);
    return top - span * (static_cast<double>(i) + 0.5);
  };
  const double table_size = std::max(6.0, size - 2.5);
  const double table_w = doc.width_of(doc.t1(N_("T{n}"), {{"n", "999"}}), table_size) + 4;  // the table number, inside the box at its left
  const double score_w = doc.width("99", size) + 6;
  std::string champion;
  for (std::size_t k = 0; k < cut.size(); ++k) {
    const double x = PageGeometry::left + col_w * static_cast<double>(k);
    const auto ms = matches_of(cut[k]);
    for (std::size_t i = 0; i < ms.size(); ++i) {
      const Match& m = *ms[i];
      const double cy = centre(k, i), y0 = cy - box_h / 2;
      doc.box(x, y0, box_w, box_h, 0.6);
      if (m.table) doc.text(x + 2, cy - table_size * 0.35, table_size, doc.printable_form(doc.t1(N_("T{n}"), {{"n", std::to_string(*m.table)}})), Align::left, kGrey);
      doc.line(x + table_w, y0, x + table_w, y0 + box_h, 0.3, false, kGrey);
      const double nx = x + table_w + 3, name_w = box_w - table_w - score_w - 3;
      for (std::size_t s = 0; s < m.players.size() && s < 2; ++s) {
        const SeatResult* sr = nullptr;
        if (m.result)
          for (const auto& x2 : m.result->seats)
            if (x2.player_id == m.players[s]) sr = &x2;
        const bool won = sr && sr->outcome == SeatOutcome::win;
        if (won && has_final && k + 1 == cut.size()) champion = r.shown_name(m.players[s]);
        const double by = y0 + box_h - 2 - line * static_cast<double>(s);
        if (won) doc.fill(x + table_w + 0.5, by - line, box_w - table_w - 1, line, 0.88);
        doc.text(nx, baseline(by, 0, line, size), size,
                 shorten(doc.font(), doc.printable_form((won ? "○ " : "") + r.shown_name(m.players[s])), size, name_w), Align::left,
                 sr && !won ? kGrey : kBlack);
        if (sr) doc.text(x + box_w - 3, baseline(by, 0, line, size), size, std::to_string(sr->games_won), Align::right);
      }
      // Connector to the next round's box, or to the champion after a final.
      const bool last = k + 1 == cut.size();
      if (last && !has_final) continue;
      const double next_x = PageGeometry::left + col_w * static_cast<double>(k + 1);
      const double ny = last ? cy : centre(k + 1, i / 2);
      doc.line(x + box_w, cy, x + box_w + gap / 2, cy, 0.6);
      doc.line(x + box_w + gap / 2, cy, x + box_w + gap / 2, ny, 0.6);
      if (i % 2 == 0 || last) doc.line(x + box_w + gap / 2, ny, next_x - 1, ny, 0.6);
    }
  }
  if (has_final) {
    const double cx = PageGeometry::left + col_w * static_cast<double>(cut.size());
    const double cy = centre(cut.size() - 1, 0);
    doc.text(cx, cy + 4, head_size, shorten(doc.font(), doc.printable_form(doc.t(N_("Champion"))), head_size, col_w - 2), Align::left, kGrey);
    const auto lines = wrap(doc.font(), doc.printable_form(champion.empty() ? "—" : champion), size + 2, col_w - 2, 2);
    for (std::size_t i = 0; i < lines.size(); ++i)
      doc.text(cx, cy - 10 - (size + 4) * static_cast<double>(i), size + 2, lines[i]);
  }
  doc.cursor = PageGeometry::content_bottom;
}

}  // namespace jk::reports
