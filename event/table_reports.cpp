#include "table_reports.hpp"

#include <algorithm>
#include <functional>
#include <optional>

#include <nlohmann/json.hpp>

#include "access.hpp"
#include "errors.hpp"
#include "judge.hpp"
#include "event_file.hpp"
#include "opened.hpp"
#include "match_lengths.hpp"
#include "record.hpp"
#include "result_text.hpp"
#include "result_build.hpp"

namespace jk::event {

using nlohmann::json;

namespace {

// A result for people; a pod's placements and a penalty name its players (their labels).
Message text_of(Database& db, const Game& game, const pairing::MatchRef& m, const ResultRecord& r) {
  // Only these name a player; the others need no read (a phone's report is answered at once).
  const MatchStructure played = pairing::round_structure(game, m.best_of);
  if (r.kind != ResultKind::placement && r.kind != ResultKind::penalty) return result_text(r, [](std::int64_t) { return std::string(); }, &played);
  const auto labels = seat_labels(db, m.players);
  return result_text(r, [&](std::int64_t p) { return labels.count(p) ? labels.at(p) : "#" + std::to_string(p); }, &played);
}

std::string claim_json(const TableClaim& c) {
  json j{{"need_judge", c.need_judge}, {"draw", c.draw}, {"winner", c.winner}, {"games", c.games}};
  if (!c.figures.empty()) {
    j["figures"] = json::array();
    for (const auto& [k, v] : c.figures) j["figures"].push_back({k, v});
  }
  return j.dump();
}

// A pod's end-of-game table in the columns `result --roeup` reads, one row per claim.
std::string figures_table(const std::vector<std::pair<std::int64_t, const TableClaim*>>& rows) {
  std::string t = "player";
  for (const auto& c : pod_figure_columns()) t += "," + c;
  t += "\n";
  for (const auto& [player, claim] : rows) {
    t += "#" + std::to_string(player);
    for (const auto& c : pod_figure_columns()) {
      std::string v;
      for (const auto& [k, x] : claim->figures)
        if (k == c) v = x;
      t += "," + v;
    }
    t += "\n";
  }
  return t;
}

TableClaim claim_from(const std::string& text) {
  const json j = json::parse(text);
  TableClaim c;
  c.need_judge = j.value("need_judge", false);
  c.draw = j.value("draw", false);
  c.winner = j.value("winner", std::int64_t(0));
  c.games = j.value("games", std::string());
  if (j.contains("figures"))
    for (const auto& f : j["figures"]) c.figures.emplace_back(f[0].get<std::string>(), f[1].get<std::string>());
  return c;
}

// The result a claim stands for, validated against the match as `result` would; nullopt for
// "we need a judge".
std::optional<ResultRecord> result_of(const Game& game, const pairing::MatchRef& m, const TableClaim& c) {
  if (c.need_judge) return std::nullopt;
  if (m.players.size() != 2) {
    // Only a pack whose pods are placed by their end-of-game figures (awards) takes them from phones.
    if (!game.has_procedure(ProcedureId::awards)) throw InputError(Message{N_("a pod's result is its placements: a judge enters it"), {}});
    if (c.figures.empty()) throw InputError(Message{N_("enter your end-of-game figures (ROE UP! ゲームの終了)"), {}});
    for (const auto& [k, v] : c.figures)
      if (std::find(pod_figure_columns().begin(), pod_figure_columns().end(), k) == pod_figure_columns().end())
        throw InputError(Message{N_("'{figure}' is not one of the end-of-game figures"), {{"figure", k}}});
    judge::parse_roeup_table(figures_table({{0, &c}}), "your figures");  // refuses a figure that is not an amount
    return std::nullopt;  // one player's figures are not a result; the pod's are (assess)
  }
  if (!c.figures.empty()) throw InputError(Message{N_("figures are entered at a ROE UP! pod, not at a table of two"), {}});
  if (c.draw) {
    if (c.winner != 0 || !c.games.empty()) throw InputError(Message{N_("a draw has no winner and no games"), {}});
    return pairing::draw_result(game, m);
  }
  if (c.winner != m.players[0] && c.winner != m.players[1]) throw InputError(Message{N_("the winner must be one of the table's two players"), {}});
  if (c.games.empty()) return pairing::winner_result(game, m, c.winner);
  return winner_games_result(game, m, c.winner, c.games);
}

bool same_record(const ResultRecord& a, const ResultRecord& b) {
  if (a.kind != b.kind || a.seats.size() != b.seats.size()) return false;
  for (std::size_t i = 0; i < a.seats.size(); ++i) {
    const auto& x = a.seats[i];
    const auto& y = b.seats[i];
    if (x.player_id != y.player_id || x.outcome != y.outcome || x.games_won != y.games_won || x.games_lost != y.games_lost ||
        x.games_drawn != y.games_drawn)
      return false;
  }
  return true;
}

struct StoredReport {
  std::int64_t player = 0;
  TableClaim claim;
  std::string reported_at;
  bool proven = true;
};

std::vector<StoredReport> stored_reports(Database& db, std::int64_t match_id) {
  std::vector<StoredReport> out;
  auto st = db.prepare("SELECT player_id, claim, reported_at, proven FROM table_reports WHERE match_id = ?1 ORDER BY reported_at, player_id");
  st.bind(1, match_id);
  while (st.step()) out.push_back({st.int64(0), claim_from(st.text(1)), st.text(2), st.integer(3) != 0});
  return out;
}

struct Assessment {
  TableStatus status = TableStatus::open;
  std::optional<ResultRecord> agreed;  // what everyone reported, when they agree
  std::vector<std::int64_t> to_confirm;  // unconfirmed: who must confirm with their own code
};

// The players an agreed result goes against (the loser; both of a draw) who reported only with the
// table's code: a forged report can hurt only its forger, so theirs must be their own.
std::vector<std::int64_t> unconfirmed_by(const ResultRecord& agreed, const std::vector<StoredReport>& reports) {
  std::vector<std::int64_t> out;
  for (const auto& seat : agreed.seats) {
    if (seat.outcome == SeatOutcome::win) continue;
    for (const auto& r : reports)
      if (r.player == seat.player_id && !r.proven) out.push_back(seat.player_id);
  }
  return out;
}

Assessment assess(const pairing::Event& ev, const Game& game, const pairing::MatchRef& m, const std::vector<StoredReport>& reports) {
  Assessment a;
  if (m.result) {
    a.status = TableStatus::recorded;
    return a;
  }
  if (reports.empty()) return a;
  for (const auto& r : reports)
    if (r.claim.need_judge) {
      a.status = TableStatus::judge_called;
      return a;
    }
  if (reports.size() < m.players.size()) {
    a.status = TableStatus::waiting;
    return a;
  }
  if (m.players.size() > 2) {  // a pod: every player's own figures make the pod's table
    std::vector<std::pair<std::int64_t, const TableClaim*>> rows;
    for (const auto& r : reports) rows.emplace_back(r.player, &r.claim);
    try {
      a.agreed = roeup_result_of(figures_table(rows), "the pod's figures", ev, game, m);
      a.status = TableStatus::agreed;
    } catch (const InputError&) {
      a.status = TableStatus::disagree;  // figures the rules cannot place: a judge looks at them
    }
    return a;
  }
  std::optional<ResultRecord> first;
  for (const auto& r : reports) {
    std::optional<ResultRecord> rec;
    try {
      rec = result_of(game, m, r.claim);
    } catch (const InputError&) {
      // A claim the match can no longer have (the pack changed): a judge looks at it.
      a.status = TableStatus::disagree;
      return a;
    }
    if (!first) first = rec;
    else if (!same_record(*first, *rec)) {
      a.status = TableStatus::disagree;
      return a;
    }
  }
  a.agreed = first;
  if (!ev.info.settings.trust_table_code) a.to_confirm = unconfirmed_by(*first, reports);  // the organiser trusts the slips
  a.status = a.to_confirm.empty() ? TableStatus::agreed : TableStatus::unconfirmed;
  return a;
}

// What a player said, as data and in words ("丙 wins 1-0-0": the games from the winner's side).
ReportedClaim reported(const StoredReport& r, const std::map<std::int64_t, std::string>& labels, const std::optional<ResultRecord>& rec) {
  auto label = [&](std::int64_t p) { return labels.count(p) ? labels.at(p) : "#" + std::to_string(p); };
  ReportedClaim out{r.player, label(r.player), {}, r.reported_at, r.claim, "", "", r.proven};
  if (r.claim.need_judge) out.says_text = Message{N_("needs a judge"), {}};
  else if (!r.claim.figures.empty()) out.says_text = Message{N_("figures entered"), {}};
  else if (r.claim.draw) out.says_text = Message{N_("draw"), {}};
  else {
    out.winner_label = label(r.claim.winner);
    if (rec)
      for (const auto& seat : rec->seats)
        if (seat.player_id == r.claim.winner)
          out.winner_games = std::to_string(seat.games_won) + "-" + std::to_string(seat.games_lost) + "-" + std::to_string(seat.games_drawn);
    out.says_text = out.winner_games.empty() ? Message{N_("{player} wins"), {{"player", out.winner_label}}}
                                             : Message{N_("{player} wins {games}"), {{"player", out.winner_label}, {"games", out.winner_games}}};
  }
  return out;
}

// The status as JSON names it, and its Japanese (a judge's page in Japanese words it so too).
MessageArg status_arg(TableStatus s) {
  const char* ja = "";
  switch (s) {
    case TableStatus::open: ja = "未報告"; break;
    case TableStatus::waiting: ja = "報告待ち"; break;
    case TableStatus::agreed: ja = "両者一致"; break;
    case TableStatus::unconfirmed: ja = "本人の確認待ち"; break;
    case TableStatus::disagree: ja = "報告が食い違い"; break;
    case TableStatus::judge_called: ja = "ジャッジ呼び出し中"; break;
    case TableStatus::recorded: ja = "記録済み"; break;
  }
  return MessageArg("status", std::string(table_status_name(s)), ja);
}

pairing::MatchRef table_in_last_round(Database& db, const pairing::Event& ev, int round, int table) {
  if (ev.rounds.empty()) throw InputError(Message{N_("no round is paired yet"), {}});
  pairing::MatchRef m = pairing::find_match(db, table, round);
  if (m.round != ev.last_round() || m.round_closed)
    throw InputError(Message{N_("round {round} is over; results of earlier rounds are corrected by a judge"), {{"round", std::to_string(m.round)}}});
  return m;
}

TableReports reports_of(Database& db, const pairing::Event& ev, const Game& game, const std::map<std::int64_t, std::string>& labels,
                        const pairing::MatchRef& m) {
  TableReports t;
  t.round = m.round;
  t.table = m.table;
  t.players = m.players;
  t.match = pairing::round_structure(game, m.best_of);
  for (auto p : m.players) t.labels.push_back(labels.count(p) ? labels.at(p) : "#" + std::to_string(p));
  const auto stored = stored_reports(db, m.match_id);
  const Assessment a = assess(ev, game, m, stored);
  t.status = a.status;
  t.to_confirm = a.to_confirm;
  if (m.result) {
    t.result = m.result;
    t.result_text = result_text(*m.result, [&](std::int64_t p) { return labels.count(p) ? labels.at(p) : "#" + std::to_string(p); }, &t.match);
  }
  auto seat_of = [&](std::int64_t p) { return std::find(m.players.begin(), m.players.end(), p) - m.players.begin(); };
  auto by_seat = stored;
  std::stable_sort(by_seat.begin(), by_seat.end(), [&](const auto& a, const auto& b) { return seat_of(a.player) < seat_of(b.player); });
  for (const auto& r : by_seat) {
    std::optional<ResultRecord> rec;
    try {
      rec = result_of(game, m, r.claim);
    } catch (const InputError&) {
    }
    t.claims.push_back(reported(r, labels, rec));
  }
  return t;
}

}  // namespace

ResultRecord winner_games_result(const Game& game, const pairing::MatchRef& m, std::int64_t winner, const std::string& games) {
  auto g = pairing::parse_games(games);
  if (!g) throw InputError(Message{N_("'{games}' is not a score; write the winner's games first, such as 2-1"), {{"games", games}}});
  const int won = (*g)[0], lost = (*g)[1], drawn = g->size() > 2 ? (*g)[2] : 0;
  if (won <= lost) throw InputError(Message{N_("'{games}': the winner's games come first and must be more than the loser's"), {{"games", games}}});
  return winner == m.players[0] ? pairing::games_result(game, m, won, lost, drawn) : pairing::games_result(game, m, lost, won, drawn);
}

const std::vector<std::string>& pod_figure_columns() {
  static const std::vector<std::string> columns = {"cash", "assets", "rating", "loans", "interest", "operating_profit", "sales", "premium"};
  return columns;
}

std::string_view table_status_name(TableStatus s) {
  switch (s) {
    case TableStatus::open: return "open";
    case TableStatus::waiting: return "waiting";
    case TableStatus::agreed: return "agreed";
    case TableStatus::unconfirmed: return "unconfirmed";
    case TableStatus::disagree: return "disagree";
    case TableStatus::judge_called: return "judge-called";
    case TableStatus::recorded: return "recorded";
  }
  return "open";
}

namespace {

// A report with the table's code: the phone takes the seat, unless it holds another seat of the
// table, another phone holds this one, or the player already reported with their own code.
void hold_seat(Database& db, const pairing::MatchRef& m, const TableReportRequest& req) {
  const std::string holder = sha256_text("seat:" + req.holder);
  bool mine = false, other_phone = false;
  auto st = db.prepare("SELECT player_id, holder_sha256 FROM seat_claims WHERE match_id = ?1");
  st.bind(1, m.match_id);
  while (st.step()) {
    const bool same = st.text(1) == holder;
    if (st.int64(0) != req.reporter && same)
      throw InputError(Message{N_("This phone already reported for your opponent. Each player reports from their own phone."), {}});
    if (st.int64(0) == req.reporter) (same ? mine : other_phone) = true;
  }
  if (other_phone) throw InputError(Message{N_("Another phone already reported for this player. If it was not yours, call a judge."), {}});
  auto own = db.prepare("SELECT 1 FROM table_reports WHERE match_id = ?1 AND player_id = ?2 AND proven = 1");
  own.bind(1, m.match_id).bind(2, req.reporter);
  if (own.step())
    throw InputError(Message{N_("This player confirmed with their own code; only they, on their own page, or a judge change it."), {}});
  if (!mine)
    db.prepare("INSERT INTO seat_claims (match_id, player_id, holder_sha256, claimed_at) VALUES (?1, ?2, ?3, ?4)")
        .bind(1, m.match_id)
        .bind(2, req.reporter)
        .bind(3, holder)
        .bind(4, utc_now())
        .run();
}

// One report inside the caller's transaction; InputError leaves it to the caller to roll back.
// `ev` holds the event and its rounds; `with_players` loads the players too (a pod's places name them).
BatchedReport report_one(Database& db, const pairing::Event& ev, const std::function<const pairing::Event&()>& with_players, const Game& game,
                         const TableReportRequest& req) {
  pairing::MatchRef m = table_in_last_round(db, ev, req.round, req.table);
  if (std::find(m.players.begin(), m.players.end(), req.reporter) == m.players.end())
    throw InputError(Message{N_("player #{player} does not sit at round {round} table {table}"),
                             {{"player", std::to_string(req.reporter)}, {"round", std::to_string(m.round)}, {"table", std::to_string(m.table)}}});
  if (m.result)
    throw InputError(Message{N_("round {round} table {table} already has its result ({result}); ask a judge to change it"),
                             {{"round", std::to_string(m.round)}, {"table", std::to_string(m.table)}, arg("result", text_of(db, game, m, *m.result))}});
  const auto claimed = result_of(game, m, req.claim);  // refuses what the match cannot have
  if (req.proof == ReportProof::table_code) hold_seat(db, m, req);
  db.prepare("INSERT INTO table_reports (match_id, player_id, claim, reported_at, proven) VALUES (?1, ?2, ?3, ?4, ?5) "
             "ON CONFLICT (match_id, player_id) DO UPDATE SET claim = excluded.claim, reported_at = excluded.reported_at, proven = excluded.proven")
      .bind(1, m.match_id)
      .bind(2, req.reporter)
      .bind(3, claim_json(req.claim))
      .bind(4, utc_now())
      .bind(5, req.proof == ReportProof::player_code ? 1 : 0)
      .run();
  const pairing::Event& players = m.players.size() > 2 ? with_players() : ev;
  Assessment a = assess(players, game, m, stored_reports(db, m.match_id));
  BatchedReport out;
  out.outcome.status = a.status;
  if (claimed) out.outcome.text = text_of(db, game, m, *claimed);
  if (a.status == TableStatus::agreed && !ev.info.settings.results_need_judge) {
    pairing::record_result(db, game, m, *a.agreed);
    out.outcome.status = TableStatus::recorded;
    m = pairing::find_match(db, m.table, m.round);  // with its result
  }
  // The phone's answer page, read here in the writer's transaction: reading it back after the
  // commit took a read connection and the match, event and reports again (perf: a fifth of a burst).
  out.table = reports_of(db, players, game, seat_labels(db, m.players), m);
  return out;
}

}  // namespace

TableReportOutcome report_from_table(Database& db, const TableReportRequest& req, const Actor& actor) {
  auto done = report_from_tables(db, {{req, actor}});
  if (!done[0].error.empty()) throw InputError(done[0].error);
  return done[0].outcome;
}

std::vector<BatchedReport> report_from_tables(Database& db, const std::vector<std::pair<TableReportRequest, Actor>>& reports) {
  std::vector<BatchedReport> out(reports.size());
  if (reports.empty()) return out;
  Change change(db, reports.front().second.label);
  // Every player is read only when a pod needs them: a table of two needs its seats alone.
  const pairing::Event ev = pairing::load_event(db, pairing::Load::rounds);
  std::optional<pairing::Event> full;
  auto with_players = [&]() -> const pairing::Event& {
    if (!full) full = pairing::load_event(db, pairing::Load::header);
    return *full;
  };
  const Game& game = game_of(ev.info);
  for (std::size_t i = 0; i < reports.size(); ++i) {
    db.exec("SAVEPOINT table_report");
    try {
      change.name_actor(reports[i].second.label);  // each report's audit rows name its own player
      out[i] = report_one(db, ev, with_players, game, reports[i].first);
      db.exec("RELEASE table_report");
    } catch (const InputError& e) {
      db.exec("ROLLBACK TO table_report");
      db.exec("RELEASE table_report");
      out[i].error = e.message();
    }
  }
  // Nothing taken: roll back, so a refused report leaves the file exactly as it was.
  if (std::any_of(out.begin(), out.end(), [](const BatchedReport& r) { return r.error.empty(); })) change.commit();
  return out;
}

std::vector<TableReports> table_reports(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  std::vector<TableReports> out;
  if (ev.rounds.empty()) return out;
  const Game& game = game_of(ev.info);
  const auto labels = people_labels(ev.players);
  const int round = ev.last_round();
  std::vector<int> tables;
  {
    auto st = db.prepare("SELECT table_number FROM matches WHERE round = ?1 AND table_number IS NOT NULL ORDER BY table_number");
    st.bind(1, round);
    while (st.step()) tables.push_back(st.integer(0));
  }
  for (int t : tables) out.push_back(reports_of(db, ev, game, labels, pairing::find_match(db, t, round)));
  return out;
}

TableReports table_reports_at(Database& db, int round, int table) {
  ReadSnapshot snapshot(db);
  const pairing::MatchRef m = pairing::find_match(db, table, round);
  // A table of two: its seats' labels alone (a phone asks for this page at every report).
  const pairing::Event ev = pairing::load_event(db, m.players.size() > 2 ? pairing::Load::header : pairing::Load::rounds);
  const Game& game = game_of(ev.info);
  return reports_of(db, ev, game, seat_labels(db, m.players), m);
}

std::int64_t seat_held(Database& db, int round, int table, const std::string& holder) {
  auto st = db.prepare("SELECT c.player_id FROM seat_claims c JOIN matches m ON m.id = c.match_id "
                       "WHERE m.round = ?1 AND m.table_number = ?2 AND c.holder_sha256 = ?3");
  st.bind(1, round).bind(2, table).bind(3, sha256_text("seat:" + holder));
  return st.step() ? st.int64(0) : 0;
}

std::optional<TableReports> player_table(Database& db, std::int64_t player) {
  int round = 0, table = 0;
  {
    auto st = db.prepare("SELECT m.round, m.table_number FROM matches m JOIN seats s ON s.match_id = m.id "
                       "WHERE s.player_id = ?1 AND m.round = (SELECT max(number) FROM rounds) AND m.table_number IS NOT NULL");
    st.bind(1, player);
    if (!st.step()) return std::nullopt;
    round = st.integer(0);
    table = st.integer(1);
  }
  return table_reports_at(db, round, table);  // its own snapshot: a re-pair in between shows the new round's table
}

TableReportOutcome approve_table(Database& db, int round, int table, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  const Game& game = game_of(ev.info);
  pairing::MatchRef m = table_in_last_round(db, ev, round, table);
  Assessment a = assess(ev, game, m, stored_reports(db, m.match_id));
  if (a.status != TableStatus::agreed && a.status != TableStatus::unconfirmed)
    throw InputError(Message{N_("round {round} table {table} has nothing to approve ({status}); enter its result with `judgekit result`"),
                             {{"round", std::to_string(round)}, {"table", std::to_string(table)}, status_arg(a.status)}});
  pairing::record_result(db, game, m, *a.agreed);
  change.commit();
  return {TableStatus::recorded, text_of(db, game, m, *a.agreed)};
}

}  // namespace jk::event
