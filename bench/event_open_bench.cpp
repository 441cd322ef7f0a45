// What the checks of an event file cost on open (issue 28): a 10,000-player event, 14 Swiss
// rounds with results and a deck each, opened as a read command opens it. The floor is the same
// file opened and one row read with no check; then the invariants every open checks, and the
// PRAGMA quick_check an open runs after a writer that died. The invariants are timed as judgekit
// leaves the file (its mark current: the scans of seats and names skipped) and with both scans.
// Run: build/bench/event_open_bench [runs [keep]]
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "event_checks.hpp"
#include "event_file.hpp"
#include "event.hpp"
#include "results.hpp"

using Clock = std::chrono::steady_clock;

namespace {

// Wall time and this process's CPU time: the machine's 2 cores are shared, so the CPU time is
// the steadier figure.
struct Stats {
  double median, min, max, cpu;
};

double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

Stats time_runs(int runs, const std::function<void()>& f) {
  std::vector<double> t, c;
  for (int i = 0; i < runs; ++i) {
    auto a = Clock::now();
    double c0 = cpu_ms();
    f();
    c.push_back(cpu_ms() - c0);
    t.push_back(std::chrono::duration<double, std::milli>(Clock::now() - a).count());
  }
  std::sort(t.begin(), t.end());
  std::sort(c.begin(), c.end());
  return {t[t.size() / 2], t.front(), t.back(), c[c.size() / 2]};
}

void print(const char* what, Stats s, const Stats& floor) {
  std::printf("%-48s wall median %7.1f ms (min %.1f, max %.1f), CPU median %7.1f ms = %5.2fx the floor's\n", what, s.median, s.min, s.max, s.cpu,
              s.cpu / floor.cpu);
}

constexpr int kPlayers = 10000, kRounds = 14;

void build(const std::string& path) {
  jk::Database db = jk::open_event(path, jk::OpenMode::create_new);
  jk::Change change(db, "bench");
  db.prepare("INSERT INTO event (id, name, game, format, date, rounds, top_cut, seed, settings, created_at) "
             "VALUES (1, 'bench 10000', 'economica', 'official', '2025-03-16', 14, 0, 1, '{}', '2025-03-16T09:00:00Z')")
      .run();
  auto player = db.prepare("INSERT INTO players (name, reading, name_key, created_at) VALUES (?1, ?2, ?1, 'x')");
  for (int i = 1; i <= kPlayers; ++i) player.bind(1, "プレイヤー" + std::to_string(i)).bind(2, "ぷれいやー").run();
  for (int n = 1; n <= kRounds; ++n) {
    db.prepare("INSERT INTO rounds (number, stage, status, paired_at) VALUES (?1, 'swiss', 'closed', 'x')").bind(1, n).run();
    for (int t = 0; t < kPlayers / 2; ++t) {
      const int a = 1 + (2 * t + n) % kPlayers, b = 1 + (2 * t + 1 + n) % kPlayers;
      db.prepare("INSERT INTO matches (round, table_number) VALUES (?1, ?2)").bind(1, n).bind(2, t + 1).run();
      const auto m = db.last_insert_id();
      db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, 1, ?2)").bind(1, m).bind(2, a).run();
      db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, 2, ?2)").bind(1, m).bind(2, b).run();
      jk::ResultRecord r;
      r.kind = jk::ResultKind::games;
      r.summary = "2-1-0";
      r.seats = {{a, jk::SeatOutcome::win, 2, 1, 0, {}, {}}, {b, jk::SeatOutcome::loss, 1, 2, 0, {}, {}}};
      jk::write_result(db, m, r);
    }
  }
  const std::string report = R"({"verdict":"legal","cards":[],"diagnostics":[],"summary":"legal: 0 errors, 0 warnings"})";
  for (int i = 1; i <= kPlayers; ++i)
    db.prepare("INSERT INTO decks (player_id, source_file, source_text, checked_date, verdict, report, registered_at) "
               "VALUES (?1, 'deck.txt', '4 日本株\n2 日本国債\n', '2025-03-16', 'legal', ?2, 'x')")
        .bind(1, i)
        .bind(2, report)
        .run();
  change.commit();
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 11;
  const auto dir = std::filesystem::temp_directory_path() / ("jk-open-bench-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "e10000.jkevent").string();
  build(path);
  std::printf("event file: %d players, %d rounds, %.1f MB\n", kPlayers, kRounds, std::filesystem::file_size(path) / 1048576.0);

  // The floor: what `standings` reads of the event anyway (every player, match, seat and result).
  Stats floor = time_runs(runs, [&] {
    jk::Database db(path, false);
    jk::pairing::load_event(db, jk::pairing::Load::all);
  });
  print("floor: read the event as standings does", floor, floor);
  print("open a connection, read the schema version", time_runs(runs, [&] {
          jk::Database db(path, false);
          db.prepare("PRAGMA user_version").step();
        }), floor);
  print("open_event(read): identify + invariants", time_runs(runs, [&] { jk::open_event(path, jk::OpenMode::read); }), floor);
  jk::Database db(path, false);
  print("the invariants alone (the mark current)", time_runs(runs, [&] { jk::check_event_invariants(db, path); }), floor);
  // As after a hand edit of seats, players or the event: the mark no longer vouches, so both scans run.
  db.exec("UPDATE command_context SET checked_through = NULL WHERE id = 1");
  print("the invariants alone, scanning seats and names", time_runs(runs, [&] { jk::check_event_invariants(db, path); }), floor);
  print("PRAGMA quick_check (after a writer died)", time_runs(runs, [&] { jk::quick_check(db, path); }), floor);
  if (argc > 2 && std::string(argv[2]) == "keep") std::printf("kept %s\n", path.c_str());
  else std::filesystem::remove_all(dir);
  return 0;
}
