// A team event's reports (issue 27): the team standings, the pairings by team match with their
// seat tables, and where a seat's slip sits. Everything from the event library's team views
// (event/team_ops.hpp, carried by EventReport); words in the document's language.
#include "result_text.hpp"
#include "sections.hpp"
#include "table.hpp"

namespace jk::reports {

namespace {

constexpr TableStyle kTeamStandingsStyle{};  // 9.5 pt on 14 pt rows, as the players' standings
constexpr TableStyle kTeamPairingsStyle{12, 18, 9, 20, 5, true};  // large type for the wall

std::string team_record(int won, int lost, int drawn) { return std::to_string(won) + "-" + std::to_string(lost) + "-" + std::to_string(drawn); }

// "A 青木" a line per seat; a member out of a team still in is marked (a dropped team's mark says it
// for all of them).
std::string members_lines(const PdfDocument& doc, const EventReport& r, const event::TeamFact& t) {
  std::string out;
  for (std::size_t s = 0; s < t.members.size(); ++s) {
    const auto& m = t.members[s];
    const std::string name = r.player(m.player_id) ? r.shown_name(m.player_id) : m.name;
    const bool marked = m.dropped && !t.dropped_after;
    out += (out.empty() ? "" : "\n") + std::string(event::seat_letter(s)) + " " + name + (marked ? doc.t(N_(" (dropped)")) : "");
  }
  return out;
}

}  // namespace

void team_standings_section(PdfDocument& doc, const EventReport& r) {
  const event::TeamStandingsView& v = *r.team_standings;
  const std::string title = v.counted_rounds ? doc.t(N_("Team standings — after round {n}"), {{"n", std::to_string(v.counted_rounds)}})
                                             : doc.t(N_("Team standings"));
  doc.new_page(title);
  doc.bookmark(doc.t(N_("Team standings")));
  if (v.rows.empty()) {
    doc.text(PageGeometry::left, doc.cursor - 20, 11, doc.printable_form(doc.t(N_("No standings yet."))));
    doc.cursor -= 30;
    return;
  }
  const int lines = r.event.team_size > 0 ? r.event.team_size : 3;
  Table t(doc,
          {{doc.t1(N_("Rank")), 30, Align::right},
           {doc.t(N_("Team")), 0, Align::left, lines},
           {doc.t(N_("Members")), 118, Align::left, lines},
           {doc.t(N_("Pts")), 38, Align::right},
           {doc.t(N_("W-L-D")), 48, Align::right},
           {doc.t(N_("Seats")), 50, Align::right},
           {"TOMW%", 46, Align::right},
           {"SW%", 42, Align::right},
           {"OSW%", 44, Align::right}},
          kTeamStandingsStyle, title);
  // Rows in the view's order (its ranks), figures as `standings` gives them, tiebreakers as %.
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const pairing::TeamRow& row = v.rows[i];
    const event::TeamFact& team = v.teams[i];
    t.row({std::to_string(row.rank), team.name + (row.dropped ? doc.t(N_(" (dropped)")) : ""), members_lines(doc, r, team), std::to_string(row.points),
           team_record(row.wins, row.losses, row.draws), team_record(row.seats_won, row.seats_lost, row.seats_drawn), fixed2(row.tomw * 100.0),
           fixed2(row.sw * 100.0), fixed2(row.osw * 100.0)},
          {row.dropped ? kGrey : kBlack});
  }
}

namespace {

const Match* match_at(const Round& round, int table) {
  for (const auto& m : round.matches)
    if (m.table == table) return &m;
  return nullptr;
}

// A team match's heading: "チーム卓 1: 緑組（3点） 対 黒組（0点）", the teams' points before the round,
// and once every seat is in, the team result.
std::string team_match_heading(const PdfDocument& doc, const event::TeamTableView& tt) {
  if (!tt.team_b) return doc.t(N_("Bye: {team} ({points} pts)"), {{"team", tt.team_a.name}, {"points", std::to_string(tt.points_a)}});
  std::string head = doc.t(N_("Team table {n}: {team_a} ({points_a} pts) v {team_b} ({points_b} pts)"),
                           {{"n", std::to_string(tt.table.value_or(0))}, {"team_a", tt.team_a.name}, {"points_a", std::to_string(tt.points_a)},
                            {"team_b", tt.team_b->name}, {"points_b", std::to_string(tt.points_b)}});
  const std::string seats = std::to_string(tt.won_a) + "-" + std::to_string(tt.won_b);
  switch (tt.outcome_a) {
    case pairing::TeamOutcome::win: return head + "  " + doc.t(N_("{team} wins {seats}"), {{"team", tt.team_a.name}, {"seats", seats}});
    case pairing::TeamOutcome::loss: return head + "  " + doc.t(N_("{team} wins {seats}"), {{"team", tt.team_b->name}, {"seats", seats}});
    case pairing::TeamOutcome::draw: return head + "  " + doc.t(N_("team draw {seats}"), {{"seats", seats}});
    case pairing::TeamOutcome::pending: break;
  }
  return head;
}

}  // namespace

void team_pairings_section(PdfDocument& doc, const EventReport& r, const Round& round, const std::string& title) {
  Table t(doc, {{doc.t(N_("Table")), 60, Align::right}, {doc.t(N_("Seat")), 44, Align::center}, {doc.t(N_("Player 1")), 0, Align::left, 2},
                {doc.t(N_("Player 2")), 0, Align::left, 2}},
          kTeamPairingsStyle, title);
  for (const auto& tt : round.teams) {
    const int seats = static_cast<int>(tt.team_a.members.size());
    t.heading(team_match_heading(doc, tt), 12, seats);
    if (!tt.team_b) {
      for (std::size_t s = 0; s < tt.team_a.members.size(); ++s)
        t.row({"—", event::seat_letter(s), r.shown_name(tt.team_a.members[s].player_id), doc.t(N_("BYE"))});
      continue;
    }
    for (std::size_t s = 0; s < tt.seat_tables.size(); ++s) {
      const Match* m = match_at(round, tt.seat_tables[s]);
      if (!m) continue;
      auto name = [&](std::size_t i) { return i < m->players.size() ? r.shown_name(m->players[i]) : std::string(); };
      t.row({std::to_string(tt.seat_tables[s]), event::seat_letter(s), name(0), name(1)});
    }
  }
}

void team_results_table(PdfDocument& doc, const Round& round, const std::string& title) {
  Table t(doc, {{doc.t(N_("Team table")), 70, Align::right}, {doc.t(N_("Team")), 0, Align::left, 2}, {doc.t(N_("Seats")), 110, Align::center, 2},
                {doc.t(N_("Team")), 0, Align::left, 2}},
          TableStyle{}, title);
  for (const auto& tt : round.teams) {
    if (!tt.team_b) {
      t.row({"—", tt.team_a.name, doc.t(N_("BYE")), ""});
      continue;
    }
    const bool done = tt.outcome_a != pairing::TeamOutcome::pending;
    // ○ win, ● loss, △ draw before each team, as the seats' results mark players.
    auto mark = [&](bool first) -> std::string {
      if (!done) return "";
      if (tt.outcome_a == pairing::TeamOutcome::draw) return "△ ";
      return (tt.outcome_a == pairing::TeamOutcome::win) == first ? "○ " : "● ";
    };
    t.row({std::to_string(tt.table.value_or(0)), mark(true) + tt.team_a.name,
           done ? std::to_string(tt.won_a) + "-" + std::to_string(tt.won_b) : doc.t(N_("not reported")), mark(false) + tt.team_b->name});
  }
  doc.cursor -= 14;  // a gap before the seats' results
}

std::optional<event::TeamSeat> team_seat_of(const Round& round, const Match& m) {
  if (!m.table) return std::nullopt;
  return event::team_seat_of(round.teams, *m.table);
}

}  // namespace jk::reports
