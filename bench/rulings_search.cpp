// Rulings search speed over the shipped rulebooks duplicated to 20,000 entries (issue 6):
// per query in-process (target: median < 1 ms, p99 < 5 ms; issue 25: p99 <= 1.5 ms with the
// terms, readings and variants, no-hit queries included) and `judgekit rules search` as a
// fresh process with the cache built (target: < 50 ms wall).
//   build/bench/rulings_search [--entries N] [--rounds R] [--process-runs P] [--dir D]
// --dir keeps the corpus and its cache in D (reused when it is there) for profiling.
#include <pugixml.hpp>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "index.hpp"
#include "pack.hpp"
#include "rulings.hpp"

namespace fs = std::filesystem;
namespace rl = jk::rulings;
using Clock = std::chrono::steady_clock;

namespace {

// A mix of what judges type: 2-kanji words, kana, full-width, numbers, cards, common words that
// match thousands of entries, several terms, no hit (with the drop-a-term suggestion), hostile;
// then (issue 25) everyday words, English, kana readings, variant kanji, Latin prefixes, a date,
// ★, another game's rule number, and typos with no hit.
const std::vector<std::string> kQueries = {
    "国債", "投資", "家財", "ｍ＆ａ", "M & A", "１０４．２ａ", "2-5-3", "E0043", "投資信託", "ネズミ講", "せーふがーど",
    "価値段階2", "コスト0", "株", "アセット", "カード", "勝利条件", "ストック 同数", "国債 京都", "リスクヘッジ 無効",
    "SB", "ROE", "アガ", "生命保険 自分", "rule 204", "\"", "NEAR(", "山札", "土地 破壊", "デッキ構築ルール①",
    "時間切れ", "山札切れ", "time limit", "deck out", "janken", "concede", "ひきわけ", "とうししんたく", "多く引いて 対戦相手",
    "allstar", "evp", "2013-11-04", "★10", "投資新宅", "2-5-9", "zzqqxxyy", "じかんぎれ", "時間ぎれ"};

double ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

// CPU time of this thread: on a machine shared with other work, wall time includes waiting
// for a core; CPU time is the work a query costs.
double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double pct(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  std::size_t i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

// games/<id>/ copied with rulings.xml holding every entry `copies` times ("2-5-3", "2-5-3 #2", ...).
int make_corpus(const std::string& from, const std::string& to, int target) {
  int total_once = 0;
  std::vector<std::string> ids = jk::game_ids(from);
  std::map<std::string, rl::Rulebook> books;
  for (const auto& id : ids) {
    books[id] = rl::load_rulings(from + "/" + id + "/rulings.xml");
    total_once += static_cast<int>(books[id].entries.size());
  }
  int copies = (target + total_once - 1) / total_once;
  int total = 0;
  for (const auto& id : ids) {
    fs::create_directories(to + "/" + id);
    for (const auto& f : fs::directory_iterator(from + "/" + id))
      if (f.path().filename() != "rulings.xml") fs::copy(f.path(), to + "/" + id + "/" + f.path().filename().string());
    const rl::Rulebook& b = books[id];
    pugi::xml_document doc;
    auto root = doc.append_child("rulings");
    root.append_attribute("game") = b.game.c_str();
    root.append_attribute("document") = b.document.c_str();
    root.append_attribute("schema") = "1";
    for (int c = 1; c <= copies; ++c) {
      std::string suffix = c == 1 ? "" : " #" + std::to_string(c);
      for (const auto& e : b.entries) {
        auto n = root.append_child("entry");
        n.append_attribute("number") = (e.number + suffix).c_str();
        if (!e.parent.empty()) n.append_attribute("parent") = (e.parent + suffix).c_str();
        n.append_attribute("kind") = e.kind.c_str();
        std::string cards;
        for (const auto& card : e.cards) cards += (cards.empty() ? "" : " ") + card;
        if (!cards.empty()) n.append_attribute("cards") = cards.c_str();
        if (!e.announced.empty()) n.append_attribute("announced") = e.announced.c_str();
        if (!e.effective.empty()) n.append_attribute("effective") = e.effective.c_str();
        if (!e.heading.empty()) n.append_child("heading").text() = e.heading.c_str();
        n.append_child("body").text() = e.body.c_str();
        if (!e.old_text.empty()) {
          n.append_child("old").text() = e.old_text.c_str();
          n.append_child("new").text() = e.new_text.c_str();
        }
        ++total;
      }
    }
    doc.save_file((to + "/" + id + "/rulings.xml").c_str());
  }
  return total;
}

// Fresh processes: the command as a judge runs it, cache already built.
void fresh_processes(const std::string& games, int process_runs) {
  std::vector<double> wall, wall_cpu;
  for (int r = 0; r < process_runs; ++r)
    for (const auto& q : kQueries) {
      auto s = Clock::now();
      setenv("JUDGEKIT_GAMES", games.c_str(), 1);
      const jk::bench::ChildRun c = jk::bench::run_child({JK_BINARY, "rules", "search", q}, "/dev/null", true);
      wall.push_back(ms(Clock::now() - s));
      wall_cpu.push_back(c.cpu_ms);
      if (const int rc = c.exit_code(); rc != 0 && rc != 1) std::printf("  '%s' exited %d\n", q.c_str(), rc);
    }
  std::printf("\nfresh process `judgekit rules search Q`, %zu runs\n", wall.size());
  std::printf("  wall: median %.1f ms  p90 %.1f ms  p99 %.1f ms  max %.1f ms\n", pct(wall, 0.5), pct(wall, 0.9), pct(wall, 0.99), pct(wall, 1.0));
  std::printf("  cpu:  median %.1f ms  p90 %.1f ms  p99 %.1f ms  max %.1f ms\n", pct(wall_cpu, 0.5), pct(wall_cpu, 0.9),
              pct(wall_cpu, 0.99), pct(wall_cpu, 1.0));
}

}  // namespace

int main(int argc, char** argv) {
  int target = 20000, rounds = 50, process_runs = 5;
  std::string keep;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string a = argv[i];
    if (a == "--entries") target = std::atoi(argv[i + 1]);
    else if (a == "--rounds") rounds = std::atoi(argv[i + 1]);
    else if (a == "--process-runs") process_runs = std::atoi(argv[i + 1]);
    else if (a == "--dir") keep = argv[i + 1];
  }
  char tmpl[] = "/tmp/jk-rulings-bench-XXXXXX";
  std::string dir = keep.empty() ? std::string(mkdtemp(tmpl)) : keep;
  std::string games = dir + "/games", data = dir + "/data";
  setenv("JUDGEKIT_DATA", data.c_str(), 1);
  std::string cache = rl::default_cache_path();
  if (keep.empty() || !fs::exists(cache)) {
    int entries = make_corpus(JUDGEKIT_SOURCE_GAMES, games, target);
    auto t0 = Clock::now();
    rl::BuildStats stats = rl::rebuild_index(games, cache);
    double build_ms = ms(Clock::now() - t0);
    std::printf("corpus: %d entries (%d games), index built in %.0f ms, cache %.1f MB\n", entries, stats.games, build_ms,
                static_cast<double>(fs::file_size(cache)) / 1e6);
  }

  auto t0 = Clock::now();
  auto index = rl::open_index(games, cache);
  std::printf("open (fingerprint check + open): %.2f ms\n", ms(Clock::now() - t0));
  t0 = Clock::now();
  rl::search(*index, {"zzqqxxyy", "", 10});  // reads the nearest-entries blob once, as the first no-hit query of a process does
  std::printf("first no-hit query (reads the nearest-entries structure): %.2f ms\n", ms(Clock::now() - t0));

  // Floors, measured in the same rounds: one prepared SELECT 1 on the index's own connection,
  // and the bare FTS5 query (the words typed as one phrase, best 10 by bm25) with no expansion,
  // no marks and no nearest entries.
  std::vector<double> floor_cpu, fts_cpu;
  std::map<std::string, std::vector<double>> per_fts;
  auto bare_fts = [&](const std::string& q) {
    std::string phrase = "\"";
    for (char ch : q) phrase += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    phrase += "\"";
    try {
      auto& st = rl::cached(*index, "SELECT rowid FROM fts WHERE fts MATCH ?1 ORDER BY rank LIMIT 10");
      st.reset();
      st.bind(1, phrase);
      while (st.step()) {
      }
    } catch (const std::exception&) {  // a phrase of no token ("\"")
    }
  };

  // In-process: every query `rounds` times, interleaved (no query runs warm R times in a row).
  std::vector<double> all, all_cpu;
  std::map<std::string, std::vector<double>> per, per_cpu;
  std::map<std::string, std::size_t> totals;
  for (int r = 0; r < rounds; ++r)
    for (const auto& q : kQueries) {
      double f = cpu_ms();
      auto& one = rl::cached(*index, "SELECT 1");
      one.step();
      floor_cpu.push_back(cpu_ms() - f);
      f = cpu_ms();
      bare_fts(q);
      fts_cpu.push_back(cpu_ms() - f);
      per_fts[q].push_back(fts_cpu.back());
      auto s = Clock::now();
      double c = cpu_ms();
      auto res = rl::search(*index, {q, "", 10});
      double t = ms(Clock::now() - s);
      c = cpu_ms() - c;
      all.push_back(t);
      per[q].push_back(t);
      all_cpu.push_back(c);
      per_cpu[q].push_back(c);
      totals[q] = res.total;
    }
  std::printf("\nin-process search, %zu queries x %d rounds = %zu calls (limit 10)\n", kQueries.size(), rounds, all.size());
  std::printf("  wall: median %.3f ms  p90 %.3f ms  p99 %.3f ms  max %.3f ms\n", pct(all, 0.5), pct(all, 0.9), pct(all, 0.99), pct(all, 1.0));
  std::printf("  cpu:  median %.3f ms  p90 %.3f ms  p99 %.3f ms  max %.3f ms\n", pct(all_cpu, 0.5), pct(all_cpu, 0.9), pct(all_cpu, 0.99),
              pct(all_cpu, 1.0));
  std::printf("  floor (SELECT 1 on the same connection), cpu: median %.4f ms  p99 %.4f ms\n", pct(floor_cpu, 0.5), pct(floor_cpu, 0.99));
  std::printf("  floor (bare FTS5 phrase, best 10 by rank), cpu: median %.3f ms  p90 %.3f ms  p99 %.3f ms\n", pct(fts_cpu, 0.5),
              pct(fts_cpu, 0.9), pct(fts_cpu, 0.99));
  {
    std::vector<double> none, none_wall;
    std::string which;
    for (std::size_t i = 0; i < all_cpu.size(); ++i)
      if (totals[kQueries[i % kQueries.size()]] == 0) none.push_back(all_cpu[i]), none_wall.push_back(all[i]);
    for (const auto& q : kQueries)
      if (totals[q] == 0) which += (which.empty() ? "" : ", ") + q;
    std::printf("  no hit (%s): cpu median %.3f ms  p99 %.3f ms; wall median %.3f ms  p99 %.3f ms\n", which.c_str(), pct(none, 0.5),
                pct(none, 0.99), pct(none_wall, 0.5), pct(none_wall, 0.99));
  }
  {
    std::vector<double> first30, rest;
    for (std::size_t i = 0; i < all_cpu.size(); ++i) (i % kQueries.size() < 30 ? first30 : rest).push_back(all_cpu[i]);
    std::printf("  cpu p99: issue 6's 30 queries %.3f ms; issue 25's %zu %.3f ms\n", pct(first30, 0.99), kQueries.size() - 30, pct(rest, 0.99));
  }
  std::printf("  per query: wall median / p99, cpu median / p99, bare FTS5 cpu median (ms), entries matching\n");
  for (const auto& q : kQueries)
    std::printf("    %-12s %7.3f %7.3f %7.3f %7.3f %7.3f  %zu\n", q.c_str(), pct(per[q], 0.5), pct(per[q], 0.99), pct(per_cpu[q], 0.5),
                pct(per_cpu[q], 0.99), pct(per_fts[q], 0.5), totals[q]);

  fresh_processes(games, process_runs);
  double load[3] = {};
  if (getloadavg(load, 3) > 0) std::printf("\nload average during the run: %.2f (1 min), %.2f (5 min)\n", load[0], load[1]);

  std::error_code ec;
  if (keep.empty()) fs::remove_all(dir, ec);
  return 0;
}
