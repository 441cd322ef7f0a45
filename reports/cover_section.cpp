// The summary's cover: what the event was (game, format and its overrides, date, players, rounds).
#include "sections.hpp"
#include "table.hpp"
#include "text_layout.hpp"

namespace jk::reports {

void cover_section(PdfDocument& doc, const EventReport& r, const std::vector<std::string>& contents) {
  const EventInfo& e = r.event;
  doc.new_page("大会報告書 Event report");
  doc.bookmark("表紙 Cover");
  double y = doc.cursor - 20;
  for (const auto& line : wrap(doc.font(), doc.prepare(e.name), 22, PageGeometry::content_width, 3)) {
    doc.text(PageGeometry::left, y - 22, 22, line);
    y -= 30;
  }
  doc.cursor = y - 16;

  int dropped = 0;
  for (const auto& p : r.players) dropped += p.dropped_after_round.has_value();
  int swiss = 0, cut = 0;
  for (const auto& rd : r.rounds) (rd.stage == "cut" ? cut : swiss) += 1;
  std::string overrides;
  for (const auto& o : e.overrides) overrides += (overrides.empty() ? "" : "\n") + o;
  std::string rounds = "スイス " + std::to_string(swiss) + " 回戦" +
                       (e.planned_rounds ? "（予定 " + std::to_string(*e.planned_rounds) + "）" : std::string()) +
                       (cut || e.top_cut ? "、決勝 " + std::to_string(cut) + " 回戦" : std::string()) + "   Swiss rounds " +
                       std::to_string(swiss) + (e.planned_rounds ? " of " + std::to_string(*e.planned_rounds) : std::string()) +
                       (cut || e.top_cut ? ", top cut rounds " + std::to_string(cut) : std::string());
  std::vector<std::pair<std::string, std::string>> facts = {
      {"ゲーム Game", e.game_name_ja + (e.game_name_en.empty() ? "" : " / " + e.game_name_en) + "  (" + e.game_id + ")"},
      {"フォーマット Format", (e.format_name.empty() ? e.format_id : e.format_name + "  (" + e.format_id + ")")},
      {"大会での変更 Overrides", overrides.empty() ? "なし none" : overrides},
      {"日付 Date", e.date},
      {"参加者 Players", std::to_string(r.players.size()) + " 人" + (dropped ? "（ドロップ " + std::to_string(dropped) + "）" : "") +
                              "   " + std::to_string(r.players.size()) + " players" + (dropped ? ", " + std::to_string(dropped) + " dropped" : "")},
      {"回戦 Rounds", rounds},
  };
  if (e.top_cut) facts.push_back({"決勝 Top cut", "上位 " + std::to_string(e.top_cut) + " 人 top " + std::to_string(e.top_cut)});
  facts.push_back({"対戦 Match", std::to_string(e.players_per_table) + "人卓・" + std::to_string(e.best_of) + "本勝負" +
                                     (e.draws_allowed ? "" : "（引き分けなし）") + "   " + std::to_string(e.players_per_table) +
                                     " per table, best of " + std::to_string(e.best_of) + (e.draws_allowed ? "" : ", no draws")});
  if (!e.tiebreak_chain.empty()) facts.push_back({"タイブレーク Tiebreakers", tiebreaker_chain(e.tiebreak_chain)});
  for (auto& f : settings_in_words(e)) facts.push_back(std::move(f));
  Table t(doc, {{"", 150}, {"", 0, Align::left, 12}}, TableStyle{10.5, 16, 1, 2, 4, false}, "大会報告書 Event report");
  for (const auto& [k, v] : facts) t.row({k, v});

  doc.cursor -= 24;
  doc.text(PageGeometry::left, doc.cursor - 12, 12, "内容 Contents");
  doc.cursor -= 20;
  for (const auto& c : contents) {
    doc.text(PageGeometry::left + 12, doc.cursor - 12, 10.5, doc.prepare("・" + c));
    doc.cursor -= 16;
  }
}

}  // namespace jk::reports
