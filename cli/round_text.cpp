#include "round_text.hpp"

#include <algorithm>
#include <vector>

#include "i18n.hpp"
#include "judge.hpp"
#include "text.hpp"

namespace jk::cli {

std::string bracket_stage_words(event::BracketStage stage, int players) {
  switch (stage) {
    case event::BracketStage::final: return tr("Final");
    case event::BracketStage::semi_final: return tr("Semi-final");
    case event::BracketStage::quarter_final: return tr("Quarter-final");
    case event::BracketStage::top: break;
  }
  return format(tr("Top {n}"), {{"n", std::to_string(players)}});
}

// A bracket round by its place in the bracket (決勝, 準決勝 …), a round robin's as such.
static std::string stage_words(const event::RoundView& r) {
  if (r.stage == Stage::cut) return bracket_stage_words(r.bracket_stage, r.bracket_players);
  return r.structure == Structure::round_robin ? tr("round robin") : tr("swiss");
}

std::string round_text(Context& ctx, const event::RoundView& r, bool by_name) {
  std::string out = format(tr("{round} ({stage}, {state})"), {{"round", bold(ctx, format(tr("Round {n}"), {{"n", std::to_string(r.number)}}))},
                                                              {"stage", stage_words(r)},
                                                              {"state", r.closed ? tr("closed") : tr("open")}}) +
                    "\n";
  std::vector<std::vector<std::string>> rows;
  if (by_name) {
    // For the wall: every player in name (reading) order with table and opponent.
    struct Line { std::string key, name, table, opponent; };
    std::vector<Line> lines;
    for (const auto& t : r.tables)
      for (const auto& p : t.players) {
        std::string opp;
        for (const auto& o : t.players)
          if (o.id != p.id) opp += (opp.empty() ? "" : ", ") + o.label;
        lines.push_back({fold_text(p.reading.empty() ? p.name : p.reading), p.label, t.bye ? tr("bye") : std::to_string(*t.table), t.bye ? "" : opp});
      }
    std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.key < b.key; });
    rows.push_back({trc("player", "name"), tr("table"), tr("opponent")});
    for (const auto& l : lines) rows.push_back({l.name, l.table, l.opponent});
    return out + render_table(rows, {'l', 'r', 'l'});
  }
  if (r.pods) {
    rows.push_back({tr("table"), tr("players (points)"), tr("result")});
    for (const auto& t : r.tables) {
      std::string who;
      for (const auto& p : t.players) {
        std::string won;
        for (const auto& a : p.awards) won += (won.empty() ? "" : "・") + judge::award_name(a);
        who += (who.empty() ? "" : ", ") + p.label + " (" + std::to_string(p.points) + ")" + (won.empty() ? "" : " 【" + won + "】");
      }
      rows.push_back({t.bye ? tr("bye") : std::to_string(*t.table), who, t.result ? t.result_text.str(current_lang()) : ""});
    }
    return out + render_table(rows, {'r', 'l', 'l'}, true, 80);
  }
  rows.push_back({tr("table"), tr("player"), trc("heading", "points"), tr("opponent"), trc("heading", "points"), tr("result")});
  for (const auto& t : r.tables) {
    const auto& a = t.players.at(0);
    if (t.bye) {
      rows.push_back({tr("bye"), a.label, std::to_string(a.points), "", "", t.awarded ? tr("bye (awarded)") : tr("bye")});
      continue;
    }
    const auto& b = t.players.at(1);
    rows.push_back({std::to_string(*t.table), a.label, std::to_string(a.points), b.label, std::to_string(b.points),
                    t.result ? t.result_text.str(current_lang()) : ""});
  }
  return out + render_table(rows, {'r', 'l', 'r', 'l', 'r', 'l'});
}

}  // namespace jk::cli
