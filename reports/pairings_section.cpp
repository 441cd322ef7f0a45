// Pairings for the wall (by table, then by name in kana order with table numbers, large type)
// and a round's results for the summary.
#include <map>

#include "sections.hpp"
#include "table.hpp"

namespace jk::reports {

namespace {

// Large enough to read from a step away on a wall.
constexpr TableStyle kByTableStyle{12, 18, 9, 20, 5, true};
constexpr TableStyle kByNameStyle{15, 22, 9, 20, 5, true};

std::string table_label(const Match& m) { return m.table ? std::to_string(*m.table) : "—"; }

const SeatResult* seat_result(const Match& m, std::int64_t player) {
  if (!m.result) return nullptr;
  for (const auto& s : m.result->seats)
    if (s.player_id == player) return &s;
  return nullptr;
}

std::string award_suffix(const SeatResult* s) {
  const std::string a = awards_text(s);
  return a.empty() ? a : "  【" + a + "】";
}

}  // namespace

void pairings_section(PdfDocument& doc, const EventReport& r, const Round& round) {
  const bool pods = r.event.players_per_table > 2;
  const std::string title = "対戦表 Pairings — " + round_title(round);
  doc.new_page(title);
  doc.bookmark("対戦表 Pairings — " + round_title(round));
  {
    std::vector<Column> cols = {{"卓 Table", 60, Align::right}};
    if (pods) cols.push_back({"プレイヤー Players", 0, Align::left, 6});
    else cols.insert(cols.end(), {{"プレイヤー1 Player 1", 0, Align::left, 2}, {"プレイヤー2 Player 2", 0, Align::left, 2}});
    Table t(doc, cols, kByTableStyle, title);
    for (const auto& m : round.matches) {
      std::vector<std::string> names;
      for (auto id : m.players) names.push_back(r.shown_name(id));
      if (m.bye) {
        t.row({"—", (names.empty() ? std::string() : names[0]) + (pods ? "  不戦勝 BYE" : ""), pods ? "" : "不戦勝 BYE"});
      } else if (pods) {
        // Once the table's result is in, each player's awards (ROE UP!) beside the name.
        std::string all;
        for (std::size_t i = 0; i < names.size(); ++i) all += (all.empty() ? "" : "\n") + names[i] + award_suffix(seat_result(m, m.players[i]));
        t.row({table_label(m), all});
      } else {
        t.row({table_label(m), names.size() > 0 ? names[0] : "", names.size() > 1 ? names[1] : ""});
      }
    }
  }

  // By name: everyone seated this round, in kana order of reading, with their table.
  const std::string by_name = "対戦表（名前順） Pairings by name — " + round_title(round);
  doc.new_page(by_name);
  doc.bookmark("名前順 By name — " + round_title(round), 2);
  std::vector<std::int64_t> ids;
  std::map<std::int64_t, const Match*> where;
  for (const auto& m : round.matches)
    for (auto id : m.players) {
      ids.push_back(id);
      where[id] = &m;
    }
  Table t(doc, {{"氏名 Name", 0, Align::left, 1}, {"卓 Table", 80, Align::right}, {"対戦相手 Opponent", 0, Align::left, 1}},
          kByNameStyle, by_name);
  std::string group;
  for (const Player* p : players_by_reading(r, ids)) {
    const std::string g = kana_group(sort_key(*p));
    if (g != group) {
      t.heading(g, 12);
      group = g;
    }
    const Match& m = *where[p->id];
    std::string others;
    for (auto id : m.players)
      if (id != p->id) others += (others.empty() ? "" : "、") + r.shown_name(id);
    t.row({r.shown_name(p->id), m.bye ? "—" : table_label(m), m.bye ? "不戦勝 BYE" : others});
  }
}

void results_section(PdfDocument& doc, const EventReport& r, const Round& round, bool opens_section) {
  const bool pods = r.event.players_per_table > 2;
  const std::string title = "結果 Results — " + round_title(round);
  doc.new_page(title);
  if (opens_section) doc.bookmark("各回戦の結果 Results by round");
  doc.bookmark(round_title(round), 2);
  // ○ win, ● loss, △ draw: the marks Japanese result sheets use.
  auto mark = [](const SeatResult* s) -> std::string {
    if (!s) return "";
    return s->outcome == SeatOutcome::win ? "○ " : s->outcome == SeatOutcome::loss ? "● " : "△ ";
  };
  std::vector<Column> cols = {{"卓", 36, Align::right}};
  if (pods) cols.insert(cols.end(), {{"プレイヤー（順位）Players (place)", 0, Align::left, 6}, {"結果 Result", 150, Align::left, 2}});
  else cols.insert(cols.end(), {{"プレイヤー1", 0, Align::left, 2}, {"結果", 90, Align::center, 2}, {"プレイヤー2", 0, Align::left, 2}});
  Table t(doc, cols, TableStyle{}, title);
  for (const auto& m : round.matches) {
    const std::string result = m.result ? m.result->summary : "未報告 not reported";
    if (pods) {
      std::string all;
      for (auto id : m.players) {
        const SeatResult* s = seat_result(m, id);
        std::string place = s && s->placement ? std::to_string(*s->placement) + "位 " : "";
        all += (all.empty() ? "" : "\n") + place + r.shown_name(id) + award_suffix(s);
      }
      t.row({table_label(m), all, result});
    } else {
      auto cell = [&](std::size_t i) {
        return i < m.players.size() ? mark(seat_result(m, m.players[i])) + r.shown_name(m.players[i]) : std::string();
      };
      t.row({table_label(m), cell(0), m.bye ? "不戦勝 BYE" : result, cell(1)});
    }
  }
}

}  // namespace jk::reports
