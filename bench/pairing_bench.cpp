// Pairing and standings benchmarks (docs/BENCHMARKS.md): run by hand, never by ctest.
//
//   build/bench/pairing_bench [--runs 5] [--skip-100k] [--downs] [--parts] [--db] [--round-pair FILE [--pair-runs 9]]
//
// 1. simulate 10,000 x 15 and 100,000 x 17 (economica) --runs times with different seeds; per round
//    the time of `round pair`'s computation (standings + pairing), wall and CPU, beside the floor:
//    the one LEMON run on the core whose dual solution proves the optimum. Reports the median over
//    runs of each run's median and max round.
// 2. standings for 10,000 players after 15 rounds: score + order, median of 25 runs.
// 3. --downs: the pair-downs of 1,000 x 10, 10,000 x 14 and 100,000 x 17: how many, the widest and
//    every gap, per round, for seeds 1..--runs.
// 3b. --parts: one round's computation split into its parts, in thread CPU time: 10,000 x 15 and
//    100,000 x 17, the same standings each run.
// 4. --db: `round pair` and `standings` of a 10,000-player event file, 10 rounds, in process.
// 5. --round-pair FILE: a 10,000-player event after 14 rounds (built into FILE when missing);
//    `judgekit round pair` on a fresh copy --pair-runs times (the whole process, output to
//    /dev/null), the same in process (event::pair_round), and two floors: the rows that command
//    wrote inserted into a fresh copy in one transaction, through judgekit's open (its checks)
//    with one prepared statement per row, and through SQLite's own calls alone (no checks, the
//    rows 500 to a statement, as `round pair` batches them).
#include <sqlite3.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "event.hpp"
#include "event_file.hpp"
#include "pack.hpp"
#include "process_heap.hpp"
#include "rng.hpp"
#include "round_ops.hpp"
#include "simulate.hpp"
#include "standings.hpp"
#include "event_10k.hpp"
#include "child_process.hpp"

using namespace jk;
using namespace jk::pairing;
namespace fs = std::filesystem;

using jk::bench::build_event;
using jk::bench::new_event;
using jk::bench::play_round;

namespace {

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string spread(const std::vector<double>& v, const char* format = "%.1f") {
  if (v.empty()) return "-";
  auto [lo, hi] = std::minmax_element(v.begin(), v.end());
  char a[32], b[32], m[32];
  std::snprintf(m, sizeof m, format, median(v));
  std::snprintf(a, sizeof a, format, *lo);
  std::snprintf(b, sizeof b, format, *hi);
  return std::string(m) + " (" + a + "-" + b + ")";
}

void pairing_runs(const Game& game, int players, int rounds, int runs) {
  std::vector<double> medians, maxes, cpu_medians, cpu_maxes, lemon_medians, lemon_maxes;
  for (int run = 1; run <= runs; ++run) {
    SimulateOptions o;
    o.players = players;
    o.rounds = rounds;
    o.seed = static_cast<std::uint64_t>(run);
    auto rows = simulate(game, o);
    std::vector<double> wall, cpu, lemon;
    for (const auto& r : rows) {
      wall.push_back(r.pairing_ms), cpu.push_back(r.pairing_cpu_ms);
      if (r.round > 1) lemon.push_back(r.stats.lemon_ms);
    }
    if (run == 1) {
      std::printf("  seed 1 per round: round, cpu ms, core players, LEMON runs, last LEMON ms, pair-downs, widest, zone growths, added edges\n");
      for (const auto& r : rows)
        std::printf("    %2d %7.1f %6d %3d %7.2f %3d %3d %3d %5d\n", r.round, r.pairing_cpu_ms, r.stats.core_players, r.stats.matching_runs, r.stats.lemon_ms,
                    r.pair_downs, r.stats.widest_down, r.stats.zone_growths, r.stats.added_edges);
    }
    medians.push_back(median(wall));
    maxes.push_back(*std::max_element(wall.begin(), wall.end()));
    cpu_medians.push_back(median(cpu));
    cpu_maxes.push_back(*std::max_element(cpu.begin(), cpu.end()));
    lemon_medians.push_back(median(lemon));
    lemon_maxes.push_back(lemon.empty() ? 0 : *std::max_element(lemon.begin(), lemon.end()));
    std::printf("  run %d (seed %d): median %.1f ms, max %.1f ms (cpu: median %.1f, max %.1f); LEMON on the core: median %.2f, max %.2f ms\n", run,
                run, medians.back(), maxes.back(), cpu_medians.back(), cpu_maxes.back(), lemon_medians.back(), lemon_maxes.back());
    std::fflush(stdout);
  }
  std::printf("%d players x %d rounds: median round %s ms, max round %s ms; cpu median %s ms; floor (LEMON on the core) median %s ms, max %s ms\n\n",
              players, rounds, spread(medians).c_str(), spread(maxes).c_str(), spread(cpu_medians).c_str(), spread(lemon_medians, "%.2f").c_str(),
              spread(lemon_maxes, "%.2f").c_str());
}

// The pair-downs of every round: count, widest, gaps (in points; economica: a win is 3).
void downs_runs(const Game& game, int players, int rounds, int runs) {
  std::printf("pair-downs, %d players x %d rounds (gaps in points, widest first; counts per round)\n", players, rounds);
  for (int run = 1; run <= runs; ++run) {
    SimulateOptions o;
    o.players = players;
    o.rounds = rounds;
    o.seed = static_cast<std::uint64_t>(run);
    auto rows = simulate(game, o);
    int widest = 0, total = 0;
    std::map<int, int> gaps;
    std::string per_round;
    for (const auto& r : rows) {
      if (r.round == 1) continue;
      total += static_cast<int>(r.down_gaps.size());
      per_round += (per_round.empty() ? "" : " ") + std::to_string(r.down_gaps.size());
      for (int g : r.down_gaps) widest = std::max(widest, g), ++gaps[g];
    }
    std::string gap_text;
    for (auto it = gaps.rbegin(); it != gaps.rend(); ++it) gap_text += (gap_text.empty() ? "" : ", ") + std::to_string(it->second) + " x " + std::to_string(it->first);
    const auto& last = rows.back();
    std::string last_gaps;
    for (int g : last.down_gaps) last_gaps += (last_gaps.empty() ? "" : " ") + std::to_string(g);
    std::printf("  seed %d: %d pair-downs in rounds 2-%d, widest %d points; gaps: %s; per round: %s; last round: %zu (%s)\n", run, total, rounds,
                widest, gap_text.c_str(), per_round.c_str(), last.down_gaps.size(), last_gaps.c_str());
    std::fflush(stdout);
  }
  std::printf("\n");
}

void standings_runs(const Game& game) {
  SimulateOptions o;
  o.players = 10000;
  o.rounds = 15;
  o.seed = 7;
  Scores scores;
  simulate(game, o, {}, &scores);
  ScoringRules rules = scoring_rules(game, {}, 7);
  std::vector<std::int64_t> ids(10000);
  for (int i = 0; i < 10000; ++i) ids[static_cast<std::size_t>(i)] = i + 1;
  std::vector<double> times;
  for (int k = 0; k < 25; ++k) {
    double t = now_ms();
    auto s = score_players(scores, rules, ids);
    auto order = standings_order(scores, s, rules, ids);
    times.push_back(now_ms() - t);
  }
  std::printf("standings, 10000 players after 15 rounds (omw, gw, ogw, random): median %s ms (25 runs)\n\n", spread(times, "%.2f").c_str());
}

double cpu_thread_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// The parts of one round's computation after `rounds - 1` simulated rounds, in thread CPU time
// (medians of `runs`): score_players, standings_order, swiss_field, pair_swiss.
void parts_runs(const Game& game, int players, int rounds, int runs) {
  SimulateOptions o;
  o.players = players;
  o.rounds = rounds - 1;
  o.seed = 1;
  Scores scores;
  simulate(game, o, {}, &scores);
  ScoringRules rules = scoring_rules(game, {}, 1);
  std::vector<std::int64_t> ids(static_cast<std::size_t>(players));
  for (int i = 0; i < players; ++i) ids[static_cast<std::size_t>(i)] = i + 1;
  std::vector<double> tally_ms, score_ms, order_ms, field_ms, pair_ms, total_ms;
  for (int k = 0; k < runs; ++k) {
    double ta = cpu_thread_ms();
    Tallies tallies = tally(scores);
    double t0 = cpu_thread_ms();
    tally_ms.push_back(t0 - ta);
    auto s = score_players(tallies, scores, rules, ids);
    double t1 = cpu_thread_ms();
    auto order = standings_order(scores, s, rules, ids);
    double t2 = cpu_thread_ms();
    SwissField f = swiss_field(tallies, order);
    double t3 = cpu_thread_ms();
    SwissPairing p = pair_swiss(f, SwissOptions{mix_seed(1, static_cast<std::uint64_t>(rounds)), false});
    double t4 = cpu_thread_ms();
    score_ms.push_back(t1 - t0), order_ms.push_back(t2 - t1), field_ms.push_back(t3 - t2), pair_ms.push_back(t4 - t3), total_ms.push_back(t4 - ta);
  }
  std::printf("round %d of %d players, cpu ms (median (min-max) of %d): tally %s, score_players %s, standings_order %s, swiss_field %s, pair_swiss %s; total %s\n\n",
              rounds, players, runs, spread(tally_ms).c_str(), spread(score_ms).c_str(), spread(order_ms).c_str(), spread(field_ms).c_str(),
              spread(pair_ms).c_str(), spread(total_ms).c_str());
}

void db_runs(const Game& game, bool keep) {
  std::string path = (fs::temp_directory_path() / "pairing_bench.jkevent").string();
  Database db = new_event(path, game, 10000);
  Rng rng(3);
  std::vector<double> pair_ms, standings_ms;
  for (int r = 1; r <= 10; ++r) {
    double t = now_ms();
    {
      Change c(db, "bench round pair");
      pair_next_round(db, game);
      c.commit();
    }
    pair_ms.push_back(now_ms() - t);
    play_round(db, r, rng);
    t = now_ms();
    auto rows = compute_standings(db, game);
    standings_ms.push_back(now_ms() - t);
    std::printf("  round %d: round pair %.0f ms, standings %.0f ms\n", r, pair_ms.back(), standings_ms.back());
    std::fflush(stdout);
  }
  std::printf("event file, 10000 players, 10 rounds: round pair %s ms, standings %s ms (median (min-max)), including SQLite\n\n",
              spread(pair_ms, "%.0f").c_str(), spread(standings_ms, "%.0f").c_str());
  if (keep) {
    std::printf("kept %s\n", path.c_str());
    return;
  }
  for (const char* s : {"", "-wal", "-shm"}) fs::remove(path + s);
}

// ---- 5. `round pair` on a 10,000-player event after 14 rounds

// A fresh copy, on disk before the clock starts (else the command's fsync waits for the copy).
void copy_event(const std::string& from, const std::string& to) {
  for (const char* s : {"", "-wal", "-shm"}) fs::remove(to + s);
  fs::copy_file(from, to);
  ::sync();
}

double cpu_self_ms() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

// The rows `round pair` wrote for round `r`: its round row, matches, seats and the bye's result.
struct RoundRows {
  std::vector<std::vector<std::int64_t>> matches;  // id, table (0: bye), is_bye
  std::vector<std::vector<std::int64_t>> seats;    // match, seat, player
  std::vector<std::string> literal_inserts;        // the byes' results, as SQL
  std::optional<std::string> kept_round;           // round r - 1's scores as the pairing kept them
};

// Rows of `table` the command wrote, each as an INSERT of its literal values (quote()).
void add_literal_inserts(Database& db, const char* table, const char* columns, const char* where, int r, std::vector<std::string>& out) {
  std::string values;
  for (const char* c = columns; *c;) {
    const char* end = std::strchr(c, ',');
    std::string column(c, end ? end : c + std::strlen(c));
    values += (values.empty() ? "quote(" : " || ',' || quote(") + column + ")";
    c = end ? end + 1 : c + column.size();
  }
  auto st = db.prepare("SELECT " + values + " FROM " + table + " WHERE " + where);
  st.bind(1, r);
  while (st.step()) out.push_back(std::string("INSERT OR REPLACE INTO ") + table + " (" + columns + ") VALUES (" + st.text(0) + ")");
}

RoundRows read_round_rows(Database& db, int r) {
  RoundRows rows;
  add_literal_inserts(db, "results", "match_id,kind,summary,adjudication,entered_at", "match_id IN (SELECT id FROM matches WHERE round = ?1)", r,
                      rows.literal_inserts);
  add_literal_inserts(db, "seat_results", "match_id,player_id,outcome,games_won,games_lost,games_drawn,placement,awards",
                      "match_id IN (SELECT id FROM matches WHERE round = ?1)", r, rows.literal_inserts);
  auto kept = db.prepare("SELECT seats FROM round_scores WHERE round = ?1 - 1");
  kept.bind(1, r);
  if (kept.step()) rows.kept_round = kept.text(0);
  auto m = db.prepare("SELECT id, coalesce(table_number, 0), is_bye FROM matches WHERE round = ?1 ORDER BY id");
  m.bind(1, r);
  while (m.step()) rows.matches.push_back({m.int64(0), m.int64(1), m.int64(2)});
  auto s = db.prepare("SELECT s.match_id, s.seat, s.player_id FROM seats s JOIN matches m ON m.id = s.match_id WHERE m.round = ?1 ORDER BY s.match_id, s.seat");
  s.bind(1, r);
  while (s.step()) rows.seats.push_back({s.int64(0), s.int64(1), s.int64(2)});
  return rows;
}

// The floor: the same rows inserted with one prepared statement per row, in one transaction.
double insert_rows(const std::string& path, const RoundRows& rows, int r) {
  double t = now_ms();
  Database db = open_event(path, OpenMode::write);
  Change c(db, "bench insert");
  db.prepare("UPDATE rounds SET status = 'closed', closed_at = ?1 WHERE number = ?2").bind(1, utc_now()).bind(2, r - 1).run();
  db.prepare("INSERT INTO rounds (number, stage, status, paired_at) VALUES (?1, 'swiss', 'open', ?2)").bind(1, r).bind(2, utc_now()).run();
  auto match = db.prepare("INSERT INTO matches (id, round, table_number, is_bye) VALUES (?1, ?2, ?3, ?4)");
  for (const auto& m : rows.matches) match.bind(1, m[0]).bind(2, r).bind(3, m[1] ? std::optional<std::int64_t>(m[1]) : std::nullopt).bind(4, m[2]).run();
  auto seat = db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)");
  for (const auto& s : rows.seats) seat.bind(1, s[0]).bind(2, s[1]).bind(3, s[2]).run();
  for (const auto& sql : rows.literal_inserts) db.exec(sql.c_str());
  if (rows.kept_round) db.prepare("INSERT OR REPLACE INTO round_scores (round, seats) VALUES (?1, ?2)").bind(1, r - 1).bind_blob(2, *rows.kept_round).run();
  c.commit();
  return now_ms() - t;
}

// SQL through SQLite's own call; the bench stops on an error.
void bare_exec(sqlite3* db, const std::string& sql) {
  char* error = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    std::fprintf(stderr, "bare floor: %s: %s\n", sql.substr(0, 80).c_str(), error ? error : "?");
    std::exit(1);
  }
}

// Prepared once for each size of chunk (500 rows, then the rest), as judgekit's statement cache does.
void bare_insert_batched(sqlite3* db, const char* head, const std::vector<std::vector<std::int64_t>>& rows, bool table_zero_is_null) {
  const std::size_t chunk = 500;
  sqlite3_stmt* full = nullptr;
  for (std::size_t first = 0; first < rows.size(); first += chunk) {
    const std::size_t n = std::min(chunk, rows.size() - first), width = rows[first].size();
    sqlite3_stmt* st = n == chunk ? full : nullptr;
    if (!st) {
      std::string sql = std::string(head) + " VALUES ";
      for (std::size_t i = 0; i < n; ++i) sql += std::string(i ? ",(" : "(") + (width == 3 ? "?,?,?" : "?,?,?,?") + ")";
      sqlite3_prepare_v2(db, sql.c_str(), -1, &st, nullptr);
      if (n == chunk) full = st;
    }
    int index = 1;
    for (std::size_t i = first; i < first + n; ++i)
      for (std::size_t k = 0; k < width; ++k, ++index) {
        if (table_zero_is_null && k == 2 && rows[i][2] == 0) sqlite3_bind_null(st, index);  // matches: id, round, table, is_bye
        else sqlite3_bind_int64(st, index, rows[i][k]);
      }
    if (sqlite3_step(st) != SQLITE_DONE) {
      std::fprintf(stderr, "bare floor: %s\n", sqlite3_errmsg(db));
      std::exit(1);
    }
    sqlite3_reset(st);
    if (st != full) sqlite3_finalize(st);
  }
  sqlite3_finalize(full);
}

// A batch's one audit row, as insert_audited_batch writes it.
void bare_audit_row(sqlite3* db, const char* table, const std::vector<std::string>& columns, const std::vector<std::vector<std::int64_t>>& rows,
                    bool table_zero_is_null) {
  std::vector<std::optional<std::int64_t>> values;
  values.reserve(rows.size() * columns.size());
  for (const auto& row : rows)
    for (std::size_t k = 0; k < row.size(); ++k)
      values.push_back(table_zero_is_null && k == 2 && row[2] == 0 ? std::nullopt : std::optional<std::int64_t>(row[k]));
  const std::string json = audit_rows_json(columns, values);
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(db,
                     "INSERT INTO audit_log (command, at, entity, action, after) SELECT command, coalesce(at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), ?1, "
                     "'insert', ?2 FROM command_context WHERE id = 1",
                     -1, &st, nullptr);
  sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 2, json.data(), static_cast<int>(json.size()), SQLITE_STATIC);
  if (sqlite3_step(st) != SQLITE_DONE) std::exit(1);
  sqlite3_finalize(st);
}

// The bare floor: the same rows through SQLite's own calls, as judgekit's connection is set up
// (foreign keys, WAL, synchronous FULL, statement journals in memory) but none of its checks, the
// rows 500 to a statement, audited one row a table, and the audit context set as a change sets it.
[[gnu::noinline]] double insert_rows_bare(const std::string& path, const RoundRows& rows, int r) {  // noinline: callgrind can count it alone
  double t = now_ms();
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) std::exit(1);
  bare_exec(db, "PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -65536");
  bare_exec(db, "BEGIN IMMEDIATE");
  bare_exec(db, "UPDATE command_context SET command = 'bench bare insert', at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1");
  bare_exec(db, "UPDATE rounds SET status = 'closed', closed_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE number = " + std::to_string(r - 1));
  bare_exec(db, "INSERT INTO rounds (number, stage, status, paired_at) VALUES (" + std::to_string(r) + ", 'swiss', 'open', strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))");
  std::vector<std::vector<std::int64_t>> matches;
  matches.reserve(rows.matches.size());
  for (const auto& m : rows.matches) matches.push_back({m[0], r, m[1], m[2]});
  // As `round pair` writes them: the connection's triggers off, one audit row a table.
  sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
  bare_insert_batched(db, "INSERT INTO matches (id, round, table_number, is_bye)", matches, true);
  bare_insert_batched(db, "INSERT INTO seats (match_id, seat, player_id)", rows.seats, false);
  sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 1, nullptr);
  bare_audit_row(db, "matches", {"id", "round", "table_number", "is_bye"}, matches, true);
  bare_audit_row(db, "seats", {"match_id", "seat", "player_id"}, rows.seats, false);
  for (const auto& sql : rows.literal_inserts) bare_exec(db, sql);
  if (rows.kept_round) {
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO round_scores (round, seats) VALUES (?1, ?2)", -1, &st, nullptr);
    sqlite3_bind_int(st, 1, r - 1);
    sqlite3_bind_blob(st, 2, rows.kept_round->data(), static_cast<int>(rows.kept_round->size()), SQLITE_STATIC);
    if (sqlite3_step(st) != SQLITE_DONE) std::exit(1);
    sqlite3_finalize(st);
  }
  bare_exec(db, "UPDATE command_context SET at = NULL WHERE id = 1");
  bare_exec(db, "COMMIT");
  sqlite3_close(db);
  return now_ms() - t;
}

void round_pair_runs(const Game& game, const std::string& file, int runs) {
  if (!fs::exists(file)) build_event(file, game);
  std::string judgekit = (fs::read_symlink("/proc/self/exe").parent_path().parent_path() / "judgekit").string();
  std::string copy = (fs::temp_directory_path() / "pairing_bench_copy.jkevent").string();
  std::printf("round pair on %s (%.0f MB), %d runs, each on a fresh copy\n", file.c_str(), static_cast<double>(fs::file_size(file)) / 1e6, runs);
  std::vector<double> process_ms, process_cpu, in_process_ms, in_process_cpu, floor_ms, floor_cpu, bare_ms, bare_cpu;
  RoundRows rows;
  int round = 0;
  for (int k = 0; k < runs; ++k) {
    copy_event(file, copy);
    const jk::bench::ChildRun child = jk::bench::run_child_ok({judgekit, "round", "pair", "-e", copy});
    process_ms.push_back(child.wall_ms);
    process_cpu.push_back(child.cpu_ms);
    if (k == 0) {
      Database db = open_event(copy, OpenMode::read);
      round = load_event(db, Load::rounds).last_round();
      rows = read_round_rows(db, round);
    }
    copy_event(file, copy);
    double t = now_ms(), c = cpu_self_ms();
    {
      Database db = open_event(copy, OpenMode::write);
      event::pair_round(db, {"bench round pair"});
    }
    in_process_ms.push_back(now_ms() - t);
    in_process_cpu.push_back(cpu_self_ms() - c);
    copy_event(file, copy);
    c = cpu_self_ms();
    floor_ms.push_back(insert_rows(copy, rows, round));
    floor_cpu.push_back(cpu_self_ms() - c);
    copy_event(file, copy);
    c = cpu_self_ms();
    bare_ms.push_back(insert_rows_bare(copy, rows, round));
    bare_cpu.push_back(cpu_self_ms() - c);
    std::printf("  run %d: judgekit round pair %.0f ms (cpu %.0f), in process %.0f ms (cpu %.0f), floor %.0f ms (cpu %.0f), bare floor %.0f ms (cpu %.0f)\n",
                k + 1, process_ms.back(), process_cpu.back(), in_process_ms.back(), in_process_cpu.back(), floor_ms.back(), floor_cpu.back(),
                bare_ms.back(), bare_cpu.back());
    std::fflush(stdout);
  }
  std::printf("round pair (round %d, %zu tables), median (min-max) ms: judgekit %s, cpu %s; in process %s, cpu %s;\n"
              "  floor (inserting the same rows, one transaction, a statement a row through judgekit's open) %s, cpu %s;\n"
              "  bare floor (the same rows through SQLite alone, 500 a statement, one audit row a table) %s, cpu %s\n\n",
              round, rows.matches.size(), spread(process_ms, "%.0f").c_str(), spread(process_cpu, "%.0f").c_str(),
              spread(in_process_ms, "%.0f").c_str(), spread(in_process_cpu, "%.0f").c_str(), spread(floor_ms, "%.0f").c_str(),
              spread(floor_cpu, "%.0f").c_str(), spread(bare_ms, "%.0f").c_str(), spread(bare_cpu, "%.0f").c_str());
  for (const char* s : {"", "-wal", "-shm"}) fs::remove(copy + s);
}

}  // namespace

int main(int argc, char** argv) {
  jk::tune_process_heap();  // as judgekit's own main: the in-process figures and floors allocate alike
  int runs = 5, pair_runs = 9;
  bool skip_big = false, with_db = false, keep = false, downs = false, parts = false;
  std::string event_file;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) runs = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--pair-runs") && i + 1 < argc) pair_runs = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--round-pair") && i + 1 < argc) event_file = argv[++i];
    else if (!std::strcmp(argv[i], "--skip-100k")) skip_big = true;
    else if (!std::strcmp(argv[i], "--downs")) downs = true;
    else if (!std::strcmp(argv[i], "--parts")) parts = true;
    else if (!std::strcmp(argv[i], "--db")) with_db = true;
    else if (!std::strcmp(argv[i], "--keep")) keep = true;  // leave the event file of --db in the temp dir
  }
  Game game = load_game(games_dir(), "economica");
  std::printf("pairing_bench: economica (best of 1, no draws), random results, %d runs\n\n", runs);
  if (!event_file.empty()) {
    round_pair_runs(game, event_file, pair_runs);
    return 0;
  }
  if (parts) {
    parts_runs(game, 10000, 15, 21);
    if (!skip_big) parts_runs(game, 100000, 17, 11);
    return 0;
  }
  if (downs) {
    downs_runs(game, 1000, 10, runs);
    downs_runs(game, 10000, 14, runs);
    if (!skip_big) downs_runs(game, 100000, 17, std::min(runs, 3));
    return 0;
  }
  if (runs > 0) pairing_runs(game, 10000, 15, runs);
  if (!skip_big && runs > 0) pairing_runs(game, 100000, 17, runs);
  standings_runs(game);
  if (with_db) db_runs(game, keep);
  return 0;
}
