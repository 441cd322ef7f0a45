// Pairings for the wall (by table, then by name in kana order with table numbers, large type)
// and a round's results for the summary.
#include <map>

#include "result_text.hpp"
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

std::string bye_word(const PdfDocument& doc, const Match& m) { return m.awarded ? doc.t(N_("BYE (awarded)")) : doc.t(N_("BYE")); }

void pairings_section(PdfDocument& doc, const EventReport& r, const Round& round) {
  const bool pods = r.event.players_per_table > 2;
  const std::string title = doc.t(N_("Pairings — {round}"), {round_arg(round)});
  doc.new_page(title);
  doc.bookmark(title);
  if (!round.teams.empty()) {
    team_pairings_section(doc, r, round, title);  // team matches with their seat tables
  } else {
    std::vector<Column> cols = {{doc.t(N_("Table")), 60, Align::right}};
    if (pods) cols.push_back({doc.t(N_("Players")), 0, Align::left, 6});
    else cols.insert(cols.end(), {{doc.t(N_("Player 1")), 0, Align::left, 2}, {doc.t(N_("Player 2")), 0, Align::left, 2}});
    Table t(doc, cols, kByTableStyle, title);
    for (const auto& m : round.matches) {
      std::vector<std::string> names;
      for (auto id : m.players) names.push_back(r.shown_name(id));
      if (m.bye) {
        const std::string word = bye_word(doc, m);
        t.row({"—", (names.empty() ? std::string() : names[0]) + (pods ? "  " + word : ""), pods ? "" : word});
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
  const std::string by_name = doc.t(N_("Pairings by name — {round}"), {round_arg(round)});
  doc.new_page(by_name);
  doc.bookmark(doc.t(N_("By name — {round}"), {round_arg(round)}), 2);
  std::vector<std::int64_t> ids;
  std::map<std::int64_t, const Match*> where;
  for (const auto& m : round.matches)
    for (auto id : m.players) {
      ids.push_back(id);
      where[id] = &m;
    }
  Table t(doc, {{doc.t(N_("Name")), 0, Align::left, 1}, {doc.t(N_("Table")), 80, Align::right}, {doc.t(N_("Opponent")), 0, Align::left, 1}},
          kByNameStyle, by_name);
  std::string group;
  for (const Player* p : players_by_reading(r, ids)) {
    const std::string g = kana_group(doc.lang, sort_key(*p));
    if (g != group) {
      t.heading(g, 12);
      group = g;
    }
    const Match& m = *where[p->id];
    std::string others;
    for (auto id : m.players)
      if (id != p->id) others += (others.empty() ? "" : doc.t1(N_(", "))) + r.shown_name(id);
    t.row({r.shown_name(p->id), m.bye ? "—" : table_label(m), m.bye ? bye_word(doc, m) : others});
  }
}

void results_section(PdfDocument& doc, const EventReport& r, const Round& round, bool opens_section) {
  const bool pods = r.event.players_per_table > 2;
  const std::string title = doc.t(N_("Results — {round}"), {round_arg(round)});
  doc.new_page(title);
  if (opens_section) doc.bookmark(doc.t(N_("Results by round")));
  doc.bookmark(round_title(doc.lang, round), 2);
  // ○ win, ● loss, △ draw: the marks Japanese result sheets use.
  auto mark = [](const SeatResult* s) -> std::string {
    if (!s) return "";
    return s->outcome == SeatOutcome::win ? "○ " : s->outcome == SeatOutcome::loss ? "● " : "△ ";
  };
  std::vector<Column> cols = {{doc.t1(N_("Tbl")), 36, Align::right}};
  // A result takes up to three lines: a penalty's words name the player and the rule.
  if (pods) cols.insert(cols.end(), {{doc.t(N_("Players (place)")), 0, Align::left, 6}, {doc.t(N_("Result")), 150, Align::left, 3}});
  else cols.insert(cols.end(), {{doc.t(N_("Player 1")), 0, Align::left, 2}, {doc.t(N_("Result")), 150, Align::center, 3}, {doc.t(N_("Player 2")), 0, Align::left, 2}});
  if (!round.teams.empty()) team_results_table(doc, round, title);  // a team event: its team matches first
  Table t(doc, cols, TableStyle{}, title);
  for (const auto& m : round.matches) {
    // The result in the document's language, built from the record (never the stored summary).
    const std::string result = m.result ? say(doc.lang, event::result_text(*m.result, [&](std::int64_t id) { return r.shown_name(id); }))
                                        : doc.t(N_("not reported"));
    if (pods) {
      std::string all;
      for (auto id : m.players) {
        const SeatResult* s = seat_result(m, id);
        std::string place = s && s->placement ? doc.t1(N_("#{n}"), {{"n", std::to_string(*s->placement)}}) + " " : "";
        all += (all.empty() ? "" : "\n") + place + r.shown_name(id) + award_suffix(s);
      }
      t.row({table_label(m), all, result});
    } else {
      auto cell = [&](std::size_t i) {
        return i < m.players.size() ? mark(seat_result(m, m.players[i])) + r.shown_name(m.players[i]) : std::string();
      };
      t.row({table_label(m), cell(0), m.bye ? bye_word(doc, m) : result, cell(1)});
    }
  }
}

}  // namespace jk::reports
