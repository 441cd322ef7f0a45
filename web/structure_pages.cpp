// The pages of the structures besides Swiss: /bracket (a top cut's or a single-elimination
// event's bracket, round by round with seeds) and /groups (a round robin's group standings and
// cross tables). Both render the event library's views (event/bracket_view.hpp,
// event/groups_view.hpp) as the CLI's `bracket` and `groups` do.
#include <cmath>
#include <cstdio>

#include "html.hpp"
#include "pages.hpp"
#include "text.hpp"

namespace jk::web {

std::string bracket_round_name(const PageContext& c, event::BracketStage stage, int players) {
  switch (stage) {
    case event::BracketStage::final: return std::string(c.t("Final"));
    case event::BracketStage::semi_final: return std::string(c.t("Semi-final"));
    case event::BracketStage::quarter_final: return std::string(c.t("Quarter-final"));
    case event::BracketStage::top: break;
  }
  return format(c.t("Top {n}"), {{"n", std::to_string(players)}});
}

namespace {

std::string seat_html(const PageContext& c, const EventView& v, const event::BracketSeat& s) {
  std::string h = s.seed ? "<span class=\"seed\">" + std::to_string(s.seed) + "</span> " : "";
  h += s.won ? "<strong>" + player_link(c, v, s.id) + "</strong>" : player_link(c, v, s.id);
  if (s.place) h += " <small>" + esc(format(c.t("place {n}"), {{"n", std::to_string(*s.place)}})) + "</small>";
  return h;
}

std::string match_html(const PageContext& c, const EventView& v, const event::BracketMatch& m) {
  std::string h = "<li>";
  if (m.third_place) h += "<small class=\"third\">" + esc(c.t("Third-place match")) + "</small><br>";
  for (std::size_t i = 0; i < m.players.size(); ++i)
    h += (i ? " <span class=\"vs\">" + esc(c.t("vs")) + "</span> " : std::string()) + seat_html(c, v, m.players[i]);
  if (m.bye) h += " <small>" + esc(c.t("Bye")) + "</small>";
  else if (m.table && !m.decided) h += " <small>" + esc(format(c.t("table {n}"), {{"n", std::to_string(*m.table)}})) + "</small>";
  return h + "</li>";
}

}  // namespace

Page bracket_page(const PageContext& c, const EventView& v) {
  Page p;
  p.section = "standings";
  p.version = v.version;
  const bool whole = v.structure == Structure::single_elimination;
  p.title = std::string(whole ? c.t("Tournament bracket") : c.t("Bracket"));
  std::string& h = p.main;
  h += "<h1>" + esc(p.title) + "</h1>";
  const auto& b = v.bracket;
  if (b.empty()) return h += "<p class=\"empty\">" + esc(c.t("No bracket yet.")) + "</p>", p;
  if (b.champion) h += "<p class=\"champion\">" + esc(c.t("Winner")) + ": <strong>" + player_link(c, v, *b.champion) + "</strong></p>";
  h += "<p class=\"hint\">" + esc(format(c.t("{n} players; the number before a name is the seed."), {{"n", std::to_string(b.size)}})) + "</p>";
  for (auto r = b.rounds.rbegin(); r != b.rounds.rend(); ++r) {  // the latest round first: what a player looks for
    h += "<h2>" + esc(bracket_round_name(c, r->stage, r->players)) + " <small>" + esc(format(c.t("Round {n}"), {{"n", std::to_string(r->number)}})) + "</small></h2>";
    h += "<ul class=\"bracket\">";
    for (const auto& m : r->matches) h += match_html(c, v, m);
    h += "</ul>";
  }
  return p;
}

namespace {

// A cross-table cell: ○ won, × lost, △ drawn, □ won without play, ■ lost so; the round while to play.
std::string cell_html(const event::GroupCell& cell, bool self) {
  if (self) return "<td class=\"self\"></td>";
  switch (cell.meeting) {
    case event::Meeting::won: return "<td>○</td>";
    case event::Meeting::lost: return "<td>×</td>";
    case event::Meeting::drawn: return "<td>△</td>";
    case event::Meeting::walkover_won: return "<td>□</td>";
    case event::Meeting::walkover_lost: return "<td>■</td>";
    case event::Meeting::playing: return "<td class=\"now\">" + std::to_string(cell.round) + "</td>";
    case event::Meeting::to_play: return "<td class=\"later\">" + std::to_string(cell.round) + "</td>";
    case event::Meeting::not_played: break;
  }
  return "<td>-</td>";
}

std::string group_html(const PageContext& c, const EventView& v, const event::GroupView& g) {
  std::string h = "<h2>" + esc(format(c.t("Group {n}"), {{"n", std::to_string(g.number)}})) + "</h2>";
  h += "<table class=\"standings\"><thead><tr><th class=\"num\">" + esc(c.t("Rank")) + "</th><th>" + esc(c.t("Name")) + "</th><th class=\"num\">" +
       esc(c.t("Points")) + "</th><th>" + esc(c.t("Record")) + "</th></tr></thead><tbody>";
  for (const auto& r : g.rows) {
    h += "<tr><td class=\"num\">" + std::to_string(r.rank) + "</td><td>" + player_link(c, v, r.player_id);
    if (r.dropped) h += " <small>(" + esc(c.t("Dropped")) + ")</small>";
    h += "</td><td class=\"num\">" + std::to_string(r.points) + "</td><td>" + std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" +
         std::to_string(r.draws) + "</td></tr>";
  }
  h += "</tbody></table>";
  // The cross table: row i's result against column j, both in rank order.
  h += "<div class=\"scroll\"><table class=\"cross\"><thead><tr><th></th>";
  for (std::size_t j = 0; j < g.rows.size(); ++j) h += "<th>" + std::to_string(j + 1) + "</th>";
  h += "</tr></thead><tbody>";
  for (std::size_t i = 0; i < g.rows.size(); ++i) {
    h += "<tr><th>" + std::to_string(i + 1) + " " + esc(g.rows[i].name) + "</th>";
    for (std::size_t j = 0; j < g.rows[i].cells.size(); ++j) h += cell_html(g.rows[i].cells[j], i == j);
    h += "</tr>";
  }
  return h + "</tbody></table></div>";
}

}  // namespace

Page groups_page(const PageContext& c, const EventView& v) {
  Page p;
  p.section = "standings";
  p.version = v.version;
  p.title = std::string(c.t("Group tables"));
  std::string& h = p.main;
  h += "<h1>" + esc(p.title) + "</h1>";
  const auto& gv = v.groups;
  if (gv.empty()) return h += "<p class=\"empty\">" + esc(c.t("No groups yet: they are made when round 1 is paired.")) + "</p>", p;
  h += "<p class=\"hint\">" + esc(format(c.t("Round {paired} of {total}"), {{"paired", std::to_string(gv.rounds_paired)}, {"total", std::to_string(gv.rounds_total)}})) + "</p>";
  for (const auto& g : gv.groups) h += group_html(c, v, g);
  h += "<p class=\"hint\">" + esc(c.t("○ won, × lost, △ drawn, □ won without play (the opponent dropped), ■ lost so; a number: the round they meet in.")) + "</p>";
  return p;
}

}  // namespace jk::web
