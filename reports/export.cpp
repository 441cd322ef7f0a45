// CSV and JSON exports of standings, pairings, results and decks (keys in docs/reports.md).
#include <algorithm>
#include <charconv>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "csv.hpp"
#include "json_views.hpp"
#include "errors.hpp"
#include "fixed4.hpp"
#include "reports.hpp"
#include "sections.hpp"

namespace jk::reports {

using nlohmann::ordered_json;

std::optional<ExportKind> parse_export_kind(std::string_view s) {
  if (s == "standings") return ExportKind::standings;
  if (s == "pairings") return ExportKind::pairings;
  if (s == "results") return ExportKind::results;
  if (s == "decks") return ExportKind::decks;
  if (s == "penalties") return ExportKind::penalties;
  return std::nullopt;
}

namespace {

// Rows of RFC 4180 CSV, a whole row of strings at once or cell by cell (the standings CSV's
// 10,000 rows: no string made for a number).
class Csv {
 public:
  void row(const std::vector<std::string>& fields) {
    for (const auto& f : fields) cell(f);
    end_row();
  }
  Csv& cell(std::string_view f) {
    separate();
    if (f.find_first_of(",\"\r\n") == std::string_view::npos) out_.append(f);
    else out_ += csv_escape(f);
    return *this;
  }
  // Text a person or a file typed, neutralised as txt() does.
  Csv& text(std::string_view f) { return csv_text_needs_mark(f) ? cell(csv_text_cell(f)) : cell(f); }
  Csv& number(std::int64_t n) {
    char buf[24];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, n);
    separate();
    out_.append(buf, end);
    return *this;
  }
  Csv& fraction(double v) {
    char buf[400];
    separate();
    out_.append(fixed4(v, buf));
    return *this;
  }
  void end_row() {
    out_ += "\r\n";
    first_ = true;
  }
  std::string take() { return std::move(out_); }

 private:
  void separate() {
    if (!first_) out_ += ',';
    first_ = false;
  }
  std::string out_;
  bool first_ = true;
};

std::string opt(const std::optional<int>& v) { return v ? std::to_string(*v) : ""; }

// Text a person or a file typed (names, readings, card names, summaries): neutralised against
// spreadsheet formulas. Numbers, ids and fixed words (yes/no, win/loss) are written as they are.
std::string txt(std::string_view s) { return csv_text_cell(s); }

std::vector<const Round*> chosen_rounds(const EventReport& r, std::optional<int> round, ExportKind kind) {
  if (round && kind != ExportKind::pairings && kind != ExportKind::results)
    throw InputError(Message{N_("--round applies to pairings and results exports only; leave it out"), {}});

  std::vector<const Round*> out;
  if (round) out.push_back(&pick_round(r, round));
  else
    for (const auto& rd : r.rounds) out.push_back(&rd);
  return out;
}

const SeatResult* seat_of(const Match& m, std::int64_t id) {
  if (!m.result) return nullptr;
  for (const auto& s : m.result->seats)
    if (s.player_id == id) return &s;
  return nullptr;
}

ordered_json event_json(const EventReport& r) {
  return {{"name", r.event.name}, {"game", r.event.game_id}, {"format", r.event.format_id}, {"date", r.event.date}};
}

}  // namespace

std::string standings_csv(const event::StandingsView& v) {
  Csv csv;
  // The one standings CSV (`standings --csv` prints it too): rows in the final order, with each
  // player's place and finish after a top cut (rank stays the Swiss rank); tiebreakers as
  // fractions to 4 decimals, as in the JSON; the membership id beside the name.
  std::vector<std::string> head = {"rank", "player_id", "name", "reading", "external_id", "points", "wins", "losses", "draws"};
  head.insert(head.end(), v.columns.begin(), v.columns.end());
  head.insert(head.end(), {"dropped", "place", "finish"});
  csv.row(head);
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const auto& s = v.rows[i];
    csv.number(s.rank).number(s.player_id).text(s.name).text(s.reading);
    csv.text(i < v.external_ids.size() ? v.external_ids[i] : std::string_view());
    csv.number(s.points).number(s.wins).number(s.losses).number(s.draws);
    for (const auto& id : v.columns) {
      const double* value = nullptr;
      for (const auto& [tid, x] : s.tiebreakers)
        if (tid == id) value = &x;
      value ? csv.fraction(*value) : csv.cell("");
    }
    csv.cell(s.dropped ? "yes" : "no").number(i < v.places.size() ? v.places[i] : s.rank);
    csv.cell(event::finish_name(i < v.finishes.size() ? v.finishes[i] : event::Finish{}));
    csv.end_row();
  }
  return csv.take();
}

std::string team_standings_csv(const event::TeamStandingsView& v) {
  Csv csv;
  // The keys of a team row of `standings --json` (event::to_json), members left to the JSON.
  csv.row({"rank", "team_id", "name", "points", "wins", "losses", "draws", "seats_won", "seats_lost", "seats_drawn", "tomw", "sw", "osw", "dropped"});
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const auto& s = v.rows[i];
    csv.row({std::to_string(s.rank), std::to_string(s.team_id), txt(v.teams[i].name), std::to_string(s.points), std::to_string(s.wins),
             std::to_string(s.losses), std::to_string(s.draws), std::to_string(s.seats_won), std::to_string(s.seats_lost),
             std::to_string(s.seats_drawn), fixed4(s.tomw), fixed4(s.sw), fixed4(s.osw), s.dropped ? "yes" : "no"});
  }
  return csv.take();
}

std::string export_csv(const EventReport& r, ExportKind kind, std::optional<int> round) {
  const auto rounds = chosen_rounds(r, round, kind);
  Csv csv;
  switch (kind) {
    case ExportKind::standings: return r.team_standings ? team_standings_csv(*r.team_standings) : standings_csv(r.standings);
    case ExportKind::pairings:
      csv.row({"round", "stage", "table", "bye", "seat", "player_id", "name", "reading", "opponents", "awarded"});
      for (const Round* rd : rounds)
        for (const auto& m : rd->matches)
          for (std::size_t s = 0; s < m.players.size(); ++s) {
            std::string others;
            for (auto id : m.players)
              if (id != m.players[s]) others += (others.empty() ? "" : "; ") + r.player_name(id);
            const Player* p = r.player(m.players[s]);
            csv.row({std::to_string(rd->number), std::string(stage_name(rd->stage)), opt(m.table), m.bye ? "yes" : "no", std::to_string(s + 1),
                     std::to_string(m.players[s]), txt(r.player_name(m.players[s])), txt(p ? p->reading : ""), txt(others), m.awarded ? "yes" : "no"});
          }
      break;
    case ExportKind::results:
      csv.row({"round", "stage", "table", "bye", "seat", "player_id", "name", "outcome", "games_won", "games_lost", "games_drawn",
               "placement", "result_kind", "summary", "awarded"});
      for (const Round* rd : rounds)
        for (const auto& m : rd->matches)
          for (std::size_t s = 0; s < m.players.size(); ++s) {
            const SeatResult* sr = seat_of(m, m.players[s]);
            csv.row({std::to_string(rd->number), std::string(stage_name(rd->stage)), opt(m.table), m.bye ? "yes" : "no", std::to_string(s + 1),
                     std::to_string(m.players[s]), txt(r.player_name(m.players[s])), sr ? std::string(seat_outcome_name(sr->outcome)) : "",
                     sr ? std::to_string(sr->games_won) : "", sr ? std::to_string(sr->games_lost) : "",
                     sr ? std::to_string(sr->games_drawn) : "", sr ? opt(sr->placement) : "", m.result ? std::string(result_kind_name(m.result->kind)) : "",
                     txt(m.result ? m.result->summary : ""), m.awarded ? "yes" : "no"});
          }
      break;
    case ExportKind::decks:
      csv.row({"player_id", "name", "deck_id", "verdict", "checked_date", "format", "part", "count", "number", "card", "line"});
      for (const auto& d : r.decks) {
        if (d.cards.empty())
          csv.row({std::to_string(d.player_id), txt(r.player_name(d.player_id)), std::to_string(d.id), decklint::verdict_name(d.verdict), d.checked_date, txt(d.format), "", "", "", "", ""});
        for (const auto& c : d.cards)
          csv.row({std::to_string(d.player_id), txt(r.player_name(d.player_id)), std::to_string(d.id), decklint::verdict_name(d.verdict), d.checked_date, txt(d.format),
                   txt(c.part), std::to_string(c.count), txt(c.number), txt(c.name), c.line ? std::to_string(c.line) : ""});
      }
      break;
    case ExportKind::penalties:
      // Every penalty, voided ones too (voided: yes, with when and why); times: the repeat count
      // of the infraction among the player's penalties in force (0 for a voided one).
      csv.row({"penalty_id", "player_id", "name", "round", "table", "infraction", "penalty", "times", "citation", "note", "created_at",
               "voided", "voided_at", "void_reason"});
      for (const auto& p : r.penalties)
        csv.row({std::to_string(p.id), std::to_string(p.player_id), txt(r.player_name(p.player_id)), opt(p.round), opt(p.table), txt(p.infraction),
                 std::string(penalty_name(p.penalty)), std::to_string(p.times), txt(p.citation), txt(p.note), p.created_at,
                 p.voided() ? "yes" : "no", p.voided_at, txt(p.void_reason)});
      break;
  }
  return csv.take();
}

std::string export_json(const EventReport& r, ExportKind kind, std::optional<int> round) {
  const auto rounds = chosen_rounds(r, round, kind);
  ordered_json out = {{"event", event_json(r)}};
  switch (kind) {
    case ExportKind::standings:
      // The rows `standings --json` prints: a team event's team rows, else the players'.
      out["standings"] = r.team_standings ? event::to_json(*r.team_standings) : event::to_json(r.standings);
      break;
    case ExportKind::pairings:
    case ExportKind::results: {
      ordered_json rj = ordered_json::array();
      for (const Round* rd : rounds) {
        ordered_json ms = ordered_json::array();
        for (const auto& m : rd->matches) {
          ordered_json players = ordered_json::array();
          for (std::size_t s = 0; s < m.players.size(); ++s) {
            const Player* who = r.player(m.players[s]);
            ordered_json p = {{"seat", s + 1}, {"player_id", m.players[s]}, {"name", r.player_name(m.players[s])},
                              {"reading", who ? who->reading : ""}};
            if (kind == ExportKind::results) {
              const SeatResult* sr = seat_of(m, m.players[s]);
              p["outcome"] = sr ? ordered_json(seat_outcome_name(sr->outcome)) : ordered_json(nullptr);
              p["games_won"] = sr ? ordered_json(sr->games_won) : ordered_json(nullptr);
              p["games_lost"] = sr ? ordered_json(sr->games_lost) : ordered_json(nullptr);
              p["games_drawn"] = sr ? ordered_json(sr->games_drawn) : ordered_json(nullptr);
              p["placement"] = sr && sr->placement ? ordered_json(*sr->placement) : ordered_json(nullptr);
            }
            players.push_back(p);
          }
          ordered_json mj = {{"table", m.table ? ordered_json(*m.table) : ordered_json(nullptr)}, {"bye", m.bye}, {"awarded", m.awarded}, {"players", players}};
          if (kind == ExportKind::results)
            mj["result"] = m.result ? ordered_json{{"kind", result_kind_name(m.result->kind)}, {"summary", m.result->summary}} : ordered_json(nullptr);
          ms.push_back(mj);
        }
        rj.push_back({{"round", rd->number}, {"stage", stage_name(rd->stage)}, {"status", rd->closed ? "closed" : "open"}, {"matches", ms}});
      }
      out["rounds"] = rj;
      break;
    }
    case ExportKind::decks: {
      ordered_json ds = ordered_json::array();
      for (const auto& d : r.decks) {
        ordered_json report = ordered_json::parse(d.report_json, nullptr, false);
        ds.push_back({{"player_id", d.player_id}, {"name", r.player_name(d.player_id)}, {"deck_id", d.id}, {"verdict", decklint::verdict_name(d.verdict)},
                      {"checked_date", d.checked_date}, {"format", d.format}, {"source_file", d.source_file},
                      {"report", report.is_discarded() ? ordered_json(nullptr) : report}});
      }
      out["decks"] = ds;
      break;
    }
    case ExportKind::penalties: {
      ordered_json ps = ordered_json::array();
      for (const auto& p : r.penalties) {
        ordered_json j = {{"player_id", p.player_id}, {"name", r.player_name(p.player_id)}};
        j.update(event::to_json(p));
        ps.push_back(j);
      }
      out["penalties"] = ps;
      break;
    }
  }
  return out.dump(2) + "\n";
}

}  // namespace jk::reports
