#include "round_text.hpp"

#include <algorithm>
#include <map>
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

// A team event's round: the team matches (team points before the round, seats won once in),
// then the seat tables results are entered by (`judgekit result TABLE ...`).
static std::string team_round_text(const event::RoundView& r) {
  static const char* const kSeat[] = {"A", "B", "C"};
  std::vector<std::vector<std::string>> teams = {{tr("team table"), tr("team"), trc("heading", "points"), tr("opponent"), trc("heading", "points"), tr("seats"),
                                                   tr("result")}};
  struct Where { int team_table = 0; std::size_t seat = 0; };
  std::map<int, Where> where;
  auto outcome = [](const event::TeamTableView& t) -> std::string {
    switch (t.outcome_a) {
      case pairing::TeamOutcome::win: return format(tr("{team} wins"), {{"team", t.team_a.name}});
      case pairing::TeamOutcome::loss: return format(tr("{team} wins"), {{"team", t.team_b->name}});
      case pairing::TeamOutcome::draw: return tr("team draw");
      case pairing::TeamOutcome::pending: break;
    }
    return "";
  };
  for (const auto& t : r.teams) {
    if (!t.team_b) {
      teams.push_back({tr("bye"), t.team_a.name, std::to_string(t.points_a), "", "", "", tr("bye")});
      continue;
    }
    for (std::size_t s = 0; s < t.seat_tables.size(); ++s) where[t.seat_tables[s]] = {*t.table, s};
    const bool in = t.outcome_a != pairing::TeamOutcome::pending;
    teams.push_back({std::to_string(*t.table), t.team_a.name, std::to_string(t.points_a), t.team_b->name, std::to_string(t.points_b),
                     in ? std::to_string(t.won_a) + "-" + std::to_string(t.won_b) : "", outcome(t)});
  }
  std::vector<std::vector<std::string>> seats = {{tr("table"), tr("team table"), tr("seat"), tr("player"), tr("opponent"), tr("result")}};
  for (const auto& t : r.tables) {
    if (t.bye) continue;
    const Where w = where[t.table.value_or(0)];
    seats.push_back({std::to_string(*t.table), std::to_string(w.team_table), kSeat[w.seat % 3], t.players.at(0).label, t.players.at(1).label,
                     t.result ? t.result_text.str(current_lang()) : ""});
  }
  return render_table(teams, {'r', 'l', 'r', 'l', 'r', 'l', 'l'}) + "\n" + render_table(seats, {'r', 'r', 'l', 'l', 'l', 'l'});
}

std::string round_text(Context& ctx, const event::RoundView& r, bool by_name) {
  // The length is shown where the event chose it; the pack's default goes without saying.
  const std::string state = r.best_of_chosen ? format(tr("{state}, best of {n}"), {{"state", r.closed ? tr("closed") : tr("open")}, {"n", std::to_string(r.best_of)}})
                                             : std::string(r.closed ? tr("closed") : tr("open"));
  std::string out = format(tr("{round} ({stage}, {state})"), {{"round", bold(ctx, format(tr("Round {n}"), {{"n", std::to_string(r.number)}}))},
                                                              {"stage", stage_words(r)},
                                                              {"state", state}}) +
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
        const std::string bye = t.awarded ? tr("bye (awarded)") : tr("bye");
        lines.push_back({fold_text(p.reading.empty() ? p.name : p.reading), p.label, t.bye ? bye : std::to_string(*t.table), t.bye ? "" : opp});
      }
    std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.key < b.key; });
    rows.push_back({trc("player", "name"), tr("table"), tr("opponent")});
    for (const auto& l : lines) rows.push_back({l.name, l.table, l.opponent});
    return out + render_table(rows, {'l', 'r', 'l'});
  }
  if (!r.teams.empty()) return out + team_round_text(r);
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
