// The PDFs, read back with pdftotext -layout: rows are found by the players' names (single words).
#include <catch2/catch.hpp>
#include <regex>

#include "event_enums.hpp"
#include "faces.hpp"
#include "pdf_tools.hpp"

namespace jk::faces {

using test::judgekit;

namespace {

std::string report(const Built& b, const std::string& kind, Lang lang, const test::TempDir& dir) {
  const std::string out = dir.file(b.name + "-" + kind + "-" + lang_of(lang) + ".pdf");
  auto r = judgekit({"report", "--event", b.path, "--kind", kind, "--lang", lang_of(lang), "--date", "2026-01-01", "-o", out});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return test::pdf_text(out);
}

// The standings rows: the first line naming a player that has a W-L-D figure (place first, the
// points just before the figure). Standings come before any other table naming players.
void standings_of(const Built& b, const std::string& text, Facts& f) {
  f.has_standings = true;
  for (const auto& line : lines(text)) {
    const auto t = tokens(line);
    if (t.size() < 4 || t[0].find_first_not_of("0123456789") != std::string::npos) continue;
    const std::int64_t id = id_of(b, t[1]);
    if (!id || f.standings.count(id)) continue;
    for (std::size_t i = 2; i < t.size(); ++i)
      if (is_record(t[i])) {
        f.standings[id] = {std::stoi(t[0]), std::stoi(t[i - 1]), t[i]};
        break;
      }
  }
}

// The summary's results pages ("Results — Round 2", "結果 — 第2回戦", a cut round's "… (round 4)"):
// ○ win, ● loss, △ draw before a name; a pod's place before it ("#1", "1位").
void results_of(const Built& b, const std::string& text, Facts& f) {
  f.has_seats = true;
  static const std::regex title(R"((?:Results|結果) — .*?(?:第(\d+)回戦|[Rr]ound (\d+)))");
  static const std::regex place(R"(^(?:#(\d+)|(\d+)位)$)");
  int round = 0;
  for (const auto& line : lines(text)) {
    if (line.find('\f') != std::string::npos) round = 0;  // a new page: its title says which round
    std::smatch m;
    if (std::regex_search(line, m, title)) {
      round = std::stoi(m[1].matched ? m[1].str() : m[2].str());
      continue;
    }
    if (!round) continue;
    const auto t = tokens(line);
    for (std::size_t i = 1; i < t.size(); ++i) {
      const std::int64_t id = id_of(b, t[i]);
      if (!id) continue;
      Seat s;
      if (t[i - 1] == "○") s.outcome = "win";
      else if (t[i - 1] == "●") s.outcome = "loss";
      else if (t[i - 1] == "△") s.outcome = "draw";
      else if (std::smatch p; std::regex_match(t[i - 1], p, place)) s.placement = std::stoi(p[1].matched ? p[1].str() : p[2].str());
      else continue;
      f.seats[{round, id}] = s;
    }
  }
}

}  // namespace

Facts pdf_standings(const Built& b, Lang lang, const test::TempDir& dir) {
  Facts f;
  const std::string text = report(b, "standings", lang, dir);
  standings_of(b, text, f);
  f.counted_rounds = rounds_in_heading(text);
  return f;
}

Facts pdf_summary(const Built& b, Lang lang, const test::TempDir& dir) {
  const std::string text = report(b, "summary", lang, dir);
  Facts f;
  standings_of(b, text, f);
  results_of(b, text, f);
  f.counted_rounds = rounds_in_heading(text);
  // The contents: "Penalties (N)" counts the penalties in force (none: no such line).
  const std::regex counted(lang == Lang::ja ? R"(ペナルティ \((\d+)\))" : R"(Penalties \((\d+)\))");
  std::smatch m;
  f.penalties_in_force = std::regex_search(text, m, counted) ? std::stoul(m[1]) : 0;
  return f;
}

// Rows under each player's heading: the round, the infraction's id, the penalty in words; the
// infraction's name (with its repeat count) and "voided: …" may wrap onto the row's next lines.
Facts pdf_penalties(const Built& b, Lang lang, const test::TempDir& dir) {
  const std::string text = report(b, "penalties", lang, dir);
  Facts f;
  f.has_penalties = true;
  const std::regex repeat(lang == Lang::ja ? R"(（(\d+)回目）)" : R"(\((\d+)(?:st|nd|rd|th) time\))");
  const std::string voided = lang == Lang::ja ? "取り消し:" : "voided:";
  std::int64_t player = 0;
  std::string row;  // the current row's text, all its lines
  auto finish = [&] {
    if (row.empty()) return;
    Penalty& p = f.penalties[player].back();
    std::smatch m;
    p.voided = row.find(voided) != std::string::npos;
    p.times = p.voided ? 0 : std::regex_search(row, m, repeat) ? std::stoi(m[1]) : 1;
    row.clear();
  };
  for (const auto& line : lines(text)) {
    const auto t = tokens(line);
    if (t.empty()) continue;
    if (const std::int64_t id = id_of(b, t[0])) {  // "青木  3 recorded, 1 voided": a player's heading
      finish();
      player = id;
      continue;
    }
    if (!player) continue;
    // A row begins with its round ("—" for none), then its table when it has one, then the infraction's id.
    std::string infraction;
    if (t.size() >= 3 && (t[0] == "—" || t[0].find_first_not_of("0123456789") == std::string::npos))
      for (std::size_t i = 1; i < 3 && infraction.empty(); ++i)
        if (t[i] == "other" || (t[i].find('-') != std::string::npos && t[i].find_first_of("0123456789") != std::string::npos)) infraction = t[i];
    if (infraction.empty()) {
      if (!row.empty()) row += " " + line;  // the row's next line
      continue;
    }
    finish();
    Penalty p;
    p.infraction = infraction;
    for (PenaltyKind k : {PenaltyKind::disqualification, PenaltyKind::match_loss, PenaltyKind::game_loss, PenaltyKind::warning})
      if (line.find(penalty_words(k).str(lang)) != std::string::npos) {
        p.kind = std::string(penalty_name(k));
        break;
      }
    f.penalties[player].push_back(p);
    row = line;
  }
  finish();
  return f;
}

}  // namespace jk::faces
