// A team event's parts of the public pages and the judge console (issue 27): the team standings,
// the round's team matches with their seat tables, a player's team. They render the event
// library's team views (event/team_ops.hpp) carried by the EventView; nothing here reads the event.
#include <cmath>
#include <cstdio>

#include "html.hpp"
#include "pages.hpp"

namespace jk::web {

namespace {

std::string team_percent(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f%%", std::floor(x * 10000.0 + 0.5) / 100.0);
  return buf;
}

std::string team_seat_label(const PageContext& c, std::size_t seat) {
  return format(c.t("Seat {seat}"), {{"seat", event::seat_letter(seat)}});
}

// "A 青木 · B 石田 · C 上野", each name a link to the player's page.
std::string team_members_html(const PageContext& c, const EventView& v, const event::TeamFact& t) {
  std::string h;
  for (std::size_t s = 0; s < t.members.size(); ++s) {
    h += s ? " <span class=\"sep\">·</span> " : "";
    h += "<span class=\"member\"><span class=\"seat-name\">" + esc(event::seat_letter(s)) + "</span> " + player_link(c, v, t.members[s].player_id);
    if (t.members[s].dropped) h += " <small>(" + esc(c.t("Dropped")) + ")</small>";
    h += "</span>";
  }
  return h;
}

// The team match's outcome for people: "赤組の勝ち", "チーム引き分け", or the seats still to come.
std::string team_outcome_text(const PageContext& c, const event::TeamTableView& t) {
  if (!t.team_b) return std::string(c.t("Bye"));
  switch (t.outcome_a) {
    case pairing::TeamOutcome::win: return format(c.t("{team} wins"), {{"team", t.team_a.name}});
    case pairing::TeamOutcome::loss: return format(c.t("{team} wins"), {{"team", t.team_b->name}});
    case pairing::TeamOutcome::draw: return std::string(c.t("team draw"));
    case pairing::TeamOutcome::pending: break;
  }
  return std::string(c.t("Waiting for every seat's result"));
}

// A seat's result from one side: "勝ち 2-0", "未報告".
std::string team_seat_result(const PageContext& c, const MatchView& m, std::size_t side) {
  if (m.bye) return std::string(c.t("Bye"));
  if (!m.reported || side >= m.seats.size()) return std::string(c.t("Not reported"));
  const SeatView& s = m.seats[side];
  std::string word = s.outcome == SeatOutcome::win ? std::string(c.t("Win")) : s.outcome == SeatOutcome::loss ? std::string(c.t("Loss")) : std::string(c.t("Draw"));
  if (m.games_shown && s.won + s.lost + s.drawn > 0)
    word += " " + std::to_string(s.won) + "-" + std::to_string(s.lost) + (s.drawn ? "-" + std::to_string(s.drawn) : "");
  return word;
}

// One team match: its heading, the two teams with their points before the round, the seats won
// and outcome, and a row per seat (seat, table, the two players, the result).
std::string team_match_html(const PageContext& c, const EventView& v, const RoundView& r, const event::TeamTableView& t, std::int64_t mine = 0) {
  std::string h = "<section class=\"team-match\"><h3>";
  h += t.table ? esc(format(c.t("Team table {n}"), {{"n", std::to_string(*t.table)}})) : esc(c.t("Bye"));
  // Each team kept on one line where it fits (a long name wraps only where it must).
  auto team = [&](const event::TeamFact& f, int points) {
    return "<span class=\"team\"><strong class=\"team-name\">" + esc(f.name) + "</strong> <small class=\"nowrap\">" +
           esc(format(c.t("{n} pt"), {{"n", std::to_string(points)}})) + "</small></span>";
  };
  h += "</h3><p class=\"teams\">" + team(t.team_a, t.points_a);
  if (t.team_b) h += " <span class=\"vs\">" + esc(c.t("vs")) + "</span> " + team(*t.team_b, t.points_b);
  h += "</p>";
  if (!t.team_b) {  // a bye: each member a bye
    h += "<p>" + team_members_html(c, v, t.team_a) + "</p></section>";
    return h;
  }
  h += "<p class=\"team-outcome\">";
  if (t.outcome_a != pairing::TeamOutcome::pending)
    h += "<span class=\"nowrap\">" + esc(c.t("Seats")) + " " + std::to_string(t.won_a) + "-" + std::to_string(t.won_b) + "</span> · ";
  h += "<strong>" + esc(team_outcome_text(c, t)) + "</strong></p>";
  h += "<table class=\"team-seats\"><thead><tr><th>" + esc(c.t("Seat")) + "</th><th class=\"num\">" + esc(c.t("Table")) + "</th><th>" +
       esc(c.t("Players")) + " · " + esc(c.t("Result")) + "</th></tr></thead><tbody>";
  for (std::size_t s = 0; s < t.seat_tables.size(); ++s) {
    const int table = t.seat_tables[s];
    const int at = v.match_at(r, table);
    h += std::string("<tr") + (at >= 0 && mine && v.match_of(r, mine) == at ? " class=\"mine\"" : "") + "><td>" + esc(event::seat_letter(s)) +
         "</td><td class=\"num\">" + std::to_string(table) + "</td><td>";
    if (at >= 0) {  // each player with their result beside the name
      const MatchView& m = r.matches[static_cast<std::size_t>(at)];
      for (std::size_t p = 0; p < m.seats.size(); ++p) {
        h += "<div class=\"seat-player\">" + player_link(c, v, m.seats[p].player);
        if (m.reported) h += " <small class=\"nowrap\">" + esc(team_seat_result(c, m, p)) + "</small>";
        h += "</div>";
      }
      if (!m.reported) h += "<small>" + esc(c.t("Not reported")) + "</small>";
    }
    h += "</td></tr>";
  }
  return h + "</tbody></table></section>";
}

}  // namespace

std::string team_matches_html(const PageContext& c, const EventView& v, const RoundView& r) {
  std::string h = "<h2>" + esc(c.t("Team tables")) + "</h2>";
  if (r.teams.empty()) return h + "<p class=\"empty\">" + esc(c.t("No match.")) + "</p>";
  for (const auto& t : r.teams) h += team_match_html(c, v, r, t);
  return h;
}

std::string team_standings_html(const PageContext& c, const EventView& v) {
  const event::TeamStandingsView& ts = v.team_standings;
  if (ts.counted_rounds == 0) return "<p class=\"empty\">" + esc(c.t("No standings before the first round is over.")) + "</p>";
  std::string h = "<h1>" + esc(format(c.t("Team standings after round {n}"), {{"n", std::to_string(ts.counted_rounds)}})) + "</h1>";
  // Three columns on a phone: the team cell holds the name, the members, then the record, the
  // seats and the tiebreakers, each kept whole.
  h += "<table class=\"standings teams\"><thead><tr><th class=\"num\">" + esc(c.t("Rank")) + "</th><th>" + esc(c.t("Team")) + " · " + esc(c.t("Record")) +
       "</th><th class=\"num\">" + esc(c.t("Points")) + "</th></tr></thead><tbody>";
  for (std::size_t i = 0; i < ts.rows.size(); ++i) {
    const pairing::TeamRow& row = ts.rows[i];
    const event::TeamFact& t = ts.teams[i];
    h += "<tr class=\"team-row\"><td class=\"num\">" + std::to_string(row.rank) + "</td><td><strong class=\"team-name\">" + esc(t.name) + "</strong>";
    if (row.dropped) h += " <small class=\"dropped\">(" + esc(c.t("Dropped")) + ")</small>";
    h += "<div class=\"members\">" + team_members_html(c, v, t) + "</div><small class=\"tb\"><span class=\"nowrap\">" + esc(c.t("Record")) + "\u00a0" +
         std::to_string(row.wins) + "-" + std::to_string(row.losses) + "-" + std::to_string(row.draws) + "</span> <span class=\"nowrap\">" + esc(c.t("Seats")) +
         "\u00a0" + std::to_string(row.seats_won) + "-" + std::to_string(row.seats_lost) + "-" + std::to_string(row.seats_drawn) +
         "</span> <span class=\"nowrap\">TOMW\u00a0" + team_percent(row.tomw) + "</span> <span class=\"nowrap\">SW\u00a0" + team_percent(row.sw) +
         "</span> <span class=\"nowrap\">OSW\u00a0" + team_percent(row.osw) + "</span></small></td><td class=\"num\">" + std::to_string(row.points) +
         "</td></tr>";
  }
  return h + "</tbody></table>";
}

std::string my_team_html(const PageContext& c, const EventView& v, std::int64_t player) {
  const std::optional<event::PlayerTeamView> mine = v.team_of(player);
  if (!mine) return "";
  std::string h = "<section class=\"my-team\"><h2>" + esc(c.t("My team")) + "</h2><dl class=\"meta\"><dt>" + esc(c.t("Team")) + "</dt><dd><strong>" +
                  esc(mine->team.name) + "</strong>";
  if (mine->dropped) h += " <small>(" + esc(c.t("Dropped")) + ")</small>";
  h += "</dd><dt>" + esc(c.t("Seat")) + "</dt><dd>" + esc(event::seat_letter(mine->seat)) + "</dd>";
  if (mine->rank) h += "<dt>" + esc(c.t("Team rank")) + "</dt><dd>" + std::to_string(mine->rank) + "</dd>";
  h += "<dt>" + esc(c.t("Teammates")) + "</dt><dd>";
  bool first = true;
  for (std::size_t s = 0; s < mine->team.members.size(); ++s) {
    if (mine->team.members[s].player_id == player) continue;
    h += std::string(first ? "" : "<br>") + "<span class=\"nowrap\">" + esc(team_seat_label(c, s)) + "</span> " + player_link(c, v, mine->team.members[s].player_id);
    first = false;
  }
  h += "</dd></dl>";
  if (const RoundView* r = v.last_round(); r && mine->match) h += "<h3>" + esc(round_title(c, *r)) + "</h3>" + team_match_html(c, v, *r, *mine->match, player);
  return h + "</section>";
}

std::string team_seat_text(const PageContext& c, const EventView& v, int round, int table) {
  if (!v.team_event || round < 1 || round > static_cast<int>(v.rounds.size())) return "";
  const RoundView& r = v.rounds[static_cast<std::size_t>(round - 1)];
  const std::optional<event::TeamSeat> at = event::team_seat_of(r.teams, table);
  if (!at) return "";
  // One sentence, as the slips word it (not two glued pieces).
  return format(c.t("Team table {n}, seat {seat}"), {{"n", std::to_string(at->team_table)}, {"seat", event::seat_letter(at->seat)}});
}

std::string team_console_html(const PageContext& c, const EventView& v) {
  const RoundView* r = v.last_round();
  if (!v.team_event || !r || r->teams.empty()) return "";
  std::string h = "<h2>" + esc(c.t("Team tables")) + "</h2><ul class=\"tables team-tables\">";
  for (const auto& t : r->teams) {
    if (!t.table || !t.team_b) continue;
    h += "<li><strong>" + esc(format(c.t("Team table {n}"), {{"n", std::to_string(*t.table)}})) + "</strong> " + esc(t.team_a.name) + " " + esc(c.t("vs")) + " " + esc(t.team_b->name) +
         " <small>" + esc(team_outcome_text(c, t)) + "</small>";
    std::string missing;
    for (std::size_t s = 0; s < t.seat_tables.size(); ++s) {
      const int at = v.match_at(*r, t.seat_tables[s]);
      if (at >= 0 && r->matches[static_cast<std::size_t>(at)].reported) continue;
      missing += "<a href=\"" + esc(c.href("/judge/t/" + std::to_string(t.seat_tables[s]))) + "\">" +
                 esc(format(c.t("Seat {seat} (table {table})"), {{"seat", event::seat_letter(s)}, {"table", std::to_string(t.seat_tables[s])}})) + "</a> ";
    }
    if (!missing.empty()) h += "<br><small>" + esc(c.t("Seats without a result:")) + "</small> " + missing;
    h += "</li>";
  }
  return h + "</ul>";
}

}  // namespace jk::web
