// Standings: rank, name, points, W-L-D and the pack's tiebreakers (2 decimals); after a cut, the bracket.
#include <algorithm>
#include <cmath>

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

std::string last_swiss_round(const EventReport& r) {
  int last = 0;
  for (const auto& rd : r.rounds)
    if (rd.stage == "swiss" && rd.status == "closed") last = rd.number;
  return last ? " — 第" + std::to_string(last) + "回戦終了時 after round " + std::to_string(last) : "";
}

}  // namespace

int standings_rows_per_page() {
  const double room = PageGeometry::content_top - PageGeometry::content_bottom - kStandingsStyle.header_height;
  return static_cast<int>(std::floor(room / kStandingsStyle.line + 1e-9));
}

void standings_section(PdfDocument& doc, const EventReport& r) {
  const std::string title = "順位表 Standings" + last_swiss_round(r);
  doc.new_page(title);
  doc.bookmark("順位表 Standings");
  if (r.standings.empty()) {
    doc.text(PageGeometry::left, doc.cursor - 20, 11, doc.prepare("順位はまだありません。 No standings yet."));
    doc.cursor -= 30;
    return;
  }
  // The pack's tiebreakers in its order; a random draw is a tiebreaker but not a figure to print.
  std::vector<std::string> ids;
  for (const auto& row : r.standings)
    for (const auto& [id, v] : row.tiebreakers)
      if (id != "random" && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  std::vector<Column> cols = {{"順位", 36, Align::right}, {"氏名 Name", 0, Align::left, 2}, {"勝点 Pts", 44, Align::right},
                              {"勝-敗-分 W-L-D", 70, Align::right}};
  for (const auto& id : ids) cols.push_back({tiebreaker_title(id), 54, Align::right});
  Table t(doc, cols, kStandingsStyle, title);
  for (const auto& row : r.standings) {
    std::vector<std::string> cells = {std::to_string(row.rank), row.name + (row.dropped ? "（ドロップ drop）" : ""),
                                      std::to_string(row.points),
                                      std::to_string(row.wins) + "-" + std::to_string(row.losses) + "-" + std::to_string(row.draws)};
    for (const auto& id : ids) {
      auto it = std::find_if(row.tiebreakers.begin(), row.tiebreakers.end(), [&](const auto& tb) { return tb.first == id; });
      cells.push_back(it == row.tiebreakers.end() ? "" : fixed2(it->second * 100.0));
    }
    t.row(cells, {row.dropped ? kGrey : kBlack});
  }
}

void bracket_section(PdfDocument& doc, const EventReport& r) {
  std::vector<const Round*> cut;
  for (const auto& rd : r.rounds)
    if (rd.stage == "cut") cut.push_back(&rd);
  if (cut.empty()) return;
  const std::string title = "決勝トーナメント Top cut" + (r.event.top_cut ? " (Top " + std::to_string(r.event.top_cut) + ")" : std::string());
  doc.new_page(title);
  doc.bookmark("決勝トーナメント Top cut");

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
  const double line = 12, size = 9, box_h = 2 * line + 4;
  const double room = doc.cursor - PageGeometry::content_bottom - 20;

  if (!halving || first.size() * (box_h + 6) > room) {
    // Not a plain single-elimination tree, or too many to draw on one page: list the matches.
    Table t(doc, {{"回戦 Round", 120}, {"卓", 36, Align::right}, {"プレイヤー Players", 0, Align::left, 5}, {"結果 Result", 110}},
            TableStyle{}, title);
    for (const Round* rd : cut)
      for (const Match* m : matches_of(rd)) {
        std::string names;
        for (auto id : m->players) names += (names.empty() ? "" : "\n") + r.player_name(id);
        t.row({round_title(*rd), m->table ? std::to_string(*m->table) : "", names, m->result ? m->result->summary : "未報告 not reported"});
      }
    return;
  }

  const double col_w = PageGeometry::content_width / static_cast<double>(cut.size() + 1);
  const double box_w = col_w - 18;
  const double top = doc.cursor - 16;
  // Slots share the page, but a small cut stays compact at the top.
  const double slot = std::min(room / static_cast<double>(first.size()), 4 * box_h);
  // Centre of match i in cut round k: the middle of the slots of the matches that feed it.
  auto centre = [&](std::size_t k, std::size_t i) {
    const double span = slot * static_cast<double>(1u << k);
    return top - span * (static_cast<double>(i) + 0.5);
  };
  std::string champion;
  for (std::size_t k = 0; k < cut.size(); ++k) {
    const double x = PageGeometry::left + col_w * static_cast<double>(k);
    doc.text(x, top + 4, 9, doc.prepare(round_title(*cut[k])), Align::left, kGrey);
    const auto ms = matches_of(cut[k]);
    for (std::size_t i = 0; i < ms.size(); ++i) {
      const Match& m = *ms[i];
      const double cy = centre(k, i), y0 = cy - box_h / 2;
      doc.box(x, y0, box_w, box_h, 0.6);
      for (std::size_t s = 0; s < m.players.size() && s < 2; ++s) {
        const SeatResult* sr = nullptr;
        if (m.result)
          for (const auto& x2 : m.result->seats)
            if (x2.player_id == m.players[s]) sr = &x2;
        const bool won = sr && sr->outcome == "win";
        if (won && k + 1 == cut.size()) champion = r.player_name(m.players[s]);
        const double by = y0 + box_h - 2 - line * static_cast<double>(s);
        if (won) doc.fill(x + 0.5, by - line, box_w - 1, line, 0.88);
        const std::string score = sr ? std::to_string(sr->games_won) : "";
        const double score_w = 16;
        doc.text(x + 3, baseline(by, 0, line, size), size,
                 shorten(doc.font(), doc.prepare((won ? "○ " : "") + r.player_name(m.players[s])), size, box_w - score_w - 6),
                 Align::left, sr && !won ? kGrey : kBlack);
        doc.text(x + box_w - 3, baseline(by, 0, line, size), size, score, Align::right);
      }
      if (m.table) doc.text(x, y0 - 8, 6.5, "卓 " + std::to_string(*m.table), Align::left, kGrey);
      // Connector to the next round's box, or to the champion after a final.
      const bool final_match = k + 1 == cut.size();
      if (final_match && ms.size() != 1) continue;
      const double nx = PageGeometry::left + col_w * static_cast<double>(k + 1);
      const double ny = final_match ? cy : centre(k + 1, i / 2);
      doc.line(x + box_w, cy, x + box_w + 9, cy, 0.6);
      doc.line(x + box_w + 9, cy, x + box_w + 9, ny, 0.6);
      if (i % 2 == 0 || final_match) doc.line(x + box_w + 9, ny, nx - 2, ny, 0.6);
    }
  }
  if (matches_of(cut.back()).size() == 1) {
    const double cx = PageGeometry::left + col_w * static_cast<double>(cut.size());
    const double cy = centre(cut.size() - 1, 0);
    doc.text(cx, cy + 4, 9, "優勝 Champion", Align::left, kGrey);
    doc.text(cx, cy - 10, 11, shorten(doc.font(), doc.prepare(champion.empty() ? "—" : champion), 11, col_w - 4));
  }
  doc.cursor = PageGeometry::content_bottom;
}

}  // namespace jk::reports
