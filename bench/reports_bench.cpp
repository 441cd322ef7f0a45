// Report speed: a 10,000-player standings PDF (target < 2 s, < 3 MB) and the summary of a
// 256-player event read from an event file (target < 1 s). Run: build/bench/reports_bench [runs]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <unistd.h>

#include "event_file.hpp"
#include "reports.hpp"
#include "results.hpp"
#include "text.hpp"

using namespace jk::reports;
using Clock = std::chrono::steady_clock;

namespace {

const char* kFamily[] = {"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"};
const char* kFamilyKana[] = {"さとう", "すずき", "たかはし", "たなか", "いとう", "わたなべ", "やまもと", "なかむら", "こばやし", "かとう"};
const char* kGiven[] = {"太郎", "花子", "健", "美咲", "翔", "結衣", "大輔", "陽菜", "蓮", "さくら", "悠真", "葵"};
const char* kGivenKana[] = {"たろう", "はなこ", "けん", "みさき", "しょう", "ゆい", "だいすけ", "ひな", "れん", "さくら", "ゆうま", "あおい"};

std::string name_of(int i) { return std::string(kFamily[i % 10]) + " " + kGiven[(i / 10) % 12] + std::to_string(i); }
std::string reading_of(int i) { return std::string(kFamilyKana[i % 10]) + " " + kGivenKana[(i / 10) % 12]; }

struct Stats {
  double median, min, max;
};

Stats time_runs(int runs, const std::function<void()>& f) {
  std::vector<double> t;
  for (int i = 0; i < runs; ++i) {
    auto a = Clock::now();
    f();
    t.push_back(std::chrono::duration<double>(Clock::now() - a).count());
  }
  std::sort(t.begin(), t.end());
  return {t[t.size() / 2], t.front(), t.back()};
}

void print(const char* what, Stats s, const std::string& extra) {
  std::printf("%-44s median %.3f s  (min %.3f, max %.3f)  %s\n", what, s.median, s.min, s.max, extra.c_str());
}

EventReport standings_event(int players) {
  EventReport r;
  r.event.name = "ベンチマーク大会 10000人";
  r.event.date = "2025-03-16";
  r.event.file = "bench.jkevent";
  std::vector<jk::pairing::StandingRow> rows;
  for (int i = 1; i <= players; ++i) {
    jk::pairing::StandingRow s;
    s.rank = i;
    s.player_id = i;
    s.name = name_of(i);
    s.reading = reading_of(i);
    s.wins = 9 - (i * 10 / (players + 1));
    s.losses = 9 - s.wins;
    s.points = 3 * s.wins;
    s.tiebreakers = {{"omw", 0.33 + (i % 613) / 1000.0}, {"gw", 0.4 + (i % 419) / 1000.0}, {"ogw", 0.45 + (i % 331) / 1000.0}, {"random", 0.5}};
    rows.push_back(std::move(s));
  }
  r.standings.columns = {"omw", "gw", "ogw"};
  jk::event::set_rows(r.standings, std::move(rows), {});
  return r;
}

// 256 players, 8 Swiss rounds and a top 8, a deck for each player, 20 penalties: on disk.
void build_256(const std::string& path) {
  jk::Database db = jk::open_event(path, jk::OpenMode::create_new);
  jk::Change change(db, "bench");
  db.prepare("INSERT INTO event (id, name, game, format, date, rounds, top_cut, seed, settings, created_at) "
             "VALUES (1, '判定キット杯 256', 'scp-tcg-jp-j', 'standard', '2025-03-16', 8, 8, 1, '{}', '2025-03-16T09:00:00Z')")
      .run();
  for (int i = 1; i <= 256; ++i)
    db.prepare("INSERT INTO players (name, reading, name_key, created_at) VALUES (?1, ?2, ?3, 'x')")
        .bind(1, name_of(i))
        .bind(2, reading_of(i))
        .bind(3, jk::name_key(name_of(i)))
        .run();
  auto add_round = [&](int n, const char* stage, int pairs, int stride) {
    db.prepare("INSERT INTO rounds (number, stage, status, paired_at) VALUES (?1, ?2, 'closed', 'x')").bind(1, n).bind(2, stage).run();
    for (int t = 0; t < pairs; ++t) {
      const int a = 1 + (t * 2 * stride + n) % 256, b = 1 + ((t * 2 + 1) * stride + n) % 256;
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
  };
  for (int n = 1; n <= 8; ++n) add_round(n, "swiss", 128, 1);
  add_round(9, "cut", 4, 1);
  add_round(10, "cut", 2, 1);
  add_round(11, "cut", 1, 1);
  std::string report = R"({"verdict":"legal","cards":[)";
  for (int c = 1; c <= 16; ++c)
    report += std::string(c > 1 ? "," : "") + R"({"line":)" + std::to_string(c) + R"(,"count":1,"number":"SCP-)" + std::to_string(100 + c) +
              R"(","name":"オブジェクト・カード )" + std::to_string(c) + R"(","part":"main"})";
  report += R"(],"diagnostics":[],"summary":"legal: 0 errors, 0 warnings"})";
  for (int i = 1; i <= 256; ++i)
    db.prepare("INSERT INTO decks (player_id, source_file, source_text, checked_date, verdict, report, registered_at) "
               "VALUES (?1, 'deck.txt', '', '2025-03-16', 'legal', ?2, 'x')")
        .bind(1, i)
        .bind(2, report)
        .run();
  for (int i = 1; i <= 20; ++i)
    db.prepare("INSERT INTO penalties (player_id, round, infraction, penalty, citation, created_at) VALUES (?1, ?2, '遅刻', 'warning', 'event policy 1.3', 'x')")
        .bind(1, i * 7)
        .bind(2, 1 + i % 8)
        .run();
  change.commit();
}

// `players` players and `rounds` closed Swiss rounds (every table a 2-1 result), no decks: on disk.
// What a standings PDF or export of a large event reads (issue 23 counted a query per match here).
void build_large(const std::string& path, int players, int rounds) {
  jk::Database db = jk::open_event(path, jk::OpenMode::create_new);
  jk::Change change(db, "bench");
  db.prepare("INSERT INTO event (id, name, game, format, date, rounds, top_cut, seed, settings, created_at) "
             "VALUES (1, '判定キット杯 大規模', 'scp-tcg-jp-j', 'standard', '2025-03-16', ?1, 0, 1, '{}', '2025-03-16T09:00:00Z')")
      .bind(1, rounds)
      .run();
  for (int i = 1; i <= players; ++i)
    db.prepare("INSERT INTO players (name, reading, name_key, created_at) VALUES (?1, ?2, ?3, 'x')")
        .bind(1, name_of(i))
        .bind(2, reading_of(i))
        .bind(3, jk::name_key(name_of(i)))
        .run();
  for (int n = 1; n <= rounds; ++n) {
    db.prepare("INSERT INTO rounds (number, stage, status, paired_at) VALUES (?1, 'swiss', 'closed', 'x')").bind(1, n).run();
    for (int t = 0; t < players / 2; ++t) {
      const int a = 1 + (2 * t + n) % players, b = 1 + (2 * t + 1 + 3 * n) % players;
      if (a == b) continue;
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
  change.commit();
}

// A fixed piece of CPU work timed in the same run, so figures from a loaded machine can be read
// as ratios to it.
std::uint64_t floor_work() {
  std::uint64_t h = 1469598103934665603ull;
  for (std::uint64_t i = 0; i < 20'000'000; ++i) h = (h ^ i) * 1099511628211ull;
  return h;
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
  RenderOptions o;
  o.generated_date = "2025-03-16";
  volatile std::uint64_t sink = 0;
  print("floor: 20M multiply-xor steps (CPU only)", time_runs(runs, [&] { sink = sink + floor_work(); }), "");

  const EventReport big = standings_event(10000);
  Rendered last;
  Stats s = time_runs(runs, [&] { last = render(big, Kind::standings, o); });
  print("standings PDF, 10,000 players", s,
        std::to_string(last.pages) + " pages, " + std::to_string(last.pdf.size() / 1024) + " KiB");

  const auto dir = std::filesystem::temp_directory_path() / ("jk-reports-bench-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "e256.jkevent").string();
  build_256(path);
  EventReport r256;
  Stats load = time_runs(runs, [&] {
    jk::Database db = jk::open_event(path, jk::OpenMode::existing);
    r256 = load_event_report(db, path);
  });
  print("load a 256-player event (11 rounds, 256 decks)", load, "");
  // The pairing module's standings are not timed here: fill them as it would.
  r256.standings = standings_event(256).standings;
  Stats sum = time_runs(runs, [&] { last = render(r256, Kind::summary, o); });
  print("summary PDF, 256 players", sum, std::to_string(last.pages) + " pages, " + std::to_string(last.pdf.size() / 1024) + " KiB");
  Stats both = time_runs(runs, [&] {
    jk::Database db = jk::open_event(path, jk::OpenMode::existing);
    EventReport r = load_event_report(db, path);
    r.standings = r256.standings;
    last = render(r, Kind::summary, o);
  });
  print("summary, 256 players: load + render", both, "");
  Stats csv = time_runs(runs, [&] { (void)export_csv(r256, ExportKind::results); });
  print("results CSV, 256 players, 11 rounds", csv, "");
  const std::string large = (dir / "e2048.jkevent").string();
  build_large(large, 2048, 10);
  Stats load_large = time_runs(runs, [&] {
    jk::Database db = jk::open_event(large, jk::OpenMode::existing);
    (void)load_event_report(db, large);
  });
  print("load a 2,048-player event (10 rounds)", load_large, "");
  Stats pdf_large = time_runs(runs, [&] {
    jk::Database db = jk::open_event(large, jk::OpenMode::existing);
    last = render(load_event_report(db, large), Kind::standings, o);
  });
  print("standings PDF of it: load + render", pdf_large, std::to_string(last.pages) + " pages");
  std::filesystem::remove_all(dir);
  return 0;
}
