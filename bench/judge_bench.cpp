// Speed of the judge module: verdicts, state files, ROE UP! tables, the penalty log.
// Run by hand: build/bench/judge_bench. Prints median and spread (min-max) of 7 runs per figure.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "event_file.hpp"
#include "judge.hpp"
#include "penalties.hpp"
#include "pack.hpp"
#include "text.hpp"

using namespace jk;
using namespace jk::judge;
using Clock = std::chrono::steady_clock;

// Runs `body` (which does `n` operations) 7 times; prints per-operation median and spread.
static void measure(const char* what, int n, const std::function<void()>& body, const char* unit = "us") {
  std::vector<double> per;
  for (int r = 0; r < 7; ++r) {
    auto t0 = Clock::now();
    body();
    double us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count() / n;
    per.push_back(std::string(unit) == "ms" ? us / 1000 : us);
  }
  std::sort(per.begin(), per.end());
  std::printf("%-58s median %9.3f %s  (min %.3f, max %.3f; %d ops/run)\n", what, per[3], unit, per[0], per[6], n);
}

int main() {
  volatile std::size_t sink = 0;
  measure("economica --time-limit verdict + JSON", 100000, [&] {
    for (int i = 0; i < 100000; ++i) {
      TimeLimitInput in{{3, 3}, {4, 4}, {12, 10 + i % 3}, ""};
      sink = sink + to_json(economica_time_limit(in)).size();
    }
  });
  const std::string state = R"({"time_limit": true, "players": {"A": {"stock": 2, "stock_trusts": 1, "flow": [2, 3, 4], "deck": 6},
                                 "B": {"stock": 4, "flow": [4, 4, 1], "deck": 3}}, "janken": "A"})";
  measure("economica --state (parse, check, decide)", 20000, [&] {
    for (int i = 0; i < 20000; ++i) sink = sink + economica_state(state, "s.json").steps.size();
  });
  const std::string scp = R"({"chose_play_order": "A", "players": {"A": {"site_cost": 7}, "B": {"site_cost": 4}}})";
  measure("scp --state", 20000, [&] {
    for (int i = 0; i < 20000; ++i) sink = sink + scp_state(scp, "s.json").steps.size();
  });
  std::string table4 = "player,cash,assets,rating,loans,interest,operating_profit,sales,premium\n"
                       "佐藤,80,120,0,50,5,35,140,1\n鈴木,40,150,30,0,0,24,160,2\n田中,10,60,0,100,12,20,90,1\n高橋,5,40,0,0,0,6,100,0\n";
  measure("roeup --table, 4 players (parse, figures, awards, JSON)", 5000, [&] {
    for (int i = 0; i < 5000; ++i) sink = sink + to_json(roeup_end_of_game(parse_roeup_table(table4, "t.csv"))).size();
  });
  std::string big = "player,cash,assets,rating,loans,interest,operating_profit,sales,premium\n";
  for (int i = 0; i < 10000; ++i)
    big += "p" + std::to_string(i) + "," + std::to_string(i % 97) + "," + std::to_string(i % 113) + ",0," + std::to_string(i % 31) + "," +
           std::to_string(i % 7 && i % 31 ? 1 : 0) + "," + std::to_string(i % 41) + "," + std::to_string(i % 211) + "," + std::to_string(i % 4) + "\n";
  measure("roeup --table, 10000 players", 1, [&] { sink = sink + roeup_end_of_game(parse_roeup_table(big, "t.csv")).players.size(); }, "ms");

  // Penalty log on a real event file (WAL, synchronous=FULL: each add is one committed transaction).
  std::string dir = std::filesystem::temp_directory_path() / "judge_bench";
  std::filesystem::create_directories(dir);
  std::string path = dir + "/bench.jkevent";
  std::filesystem::remove(path);
  std::filesystem::remove(path + "-wal");
  std::filesystem::remove(path + "-shm");
  {
    Database db = open_event(path, OpenMode::create_new);
    Change c(db, "bench");
    db.prepare("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, 'b', 'economica', '2015-08-08', 1, ?1)").bind(1, utc_now()).run();
    for (int i = 0; i < 256; ++i) {
      std::string n = "player " + std::to_string(i);
      db.prepare("INSERT INTO players (name, name_key, created_at) VALUES (?1, ?2, ?3)").bind(1, n).bind(2, name_key(n)).bind(3, utc_now()).run();
    }
    db.prepare("INSERT INTO rounds (number, paired_at) VALUES (1, ?1)").bind(1, utc_now()).run();
    for (int t = 0; t < 128; ++t) {
      db.prepare("INSERT INTO matches (round, table_number) VALUES (1, ?1)").bind(1, t + 1).run();
      auto m = db.last_insert_id();
      db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, 1, ?2), (?1, 2, ?3)").bind(1, m).bind(2, 2 * t + 1).bind(3, 2 * t + 2).run();
    }
    c.commit();
  }
  Game g = load_game(games_dir(), "economica");
  Database db = open_event(path, OpenMode::existing);
  // One transaction per penalty, as `penalty add` does.
  auto penalty = [](Database& d, const Game& game, const PenaltyRequest& req) {
    Change c(d, "bench");
    const PenaltyFacts facts = read_penalty(d, game, req);
    write_penalty(d, facts, decide(facts));
    c.commit();
  };
  int k = 0;
  measure("penalty add warning (one transaction each)", 20, [&] {
    for (int i = 0; i < 20; ++i, ++k) penalty(db, g, {std::to_string(1 + k % 256), "5-1-1", "warning", std::nullopt, ""});
  }, "ms");
  measure("penalty add game-loss (penalty + result, one transaction)", 20, [&] {
    for (int i = 0; i < 20; ++i, ++k) penalty(db, g, {std::to_string(1 + k % 256), "5-3-2", "game-loss", std::nullopt, ""});
  }, "ms");
  measure("penalty add by name (256 players)", 20, [&] {
    for (int i = 0; i < 20; ++i, ++k) penalty(db, g, {"player " + std::to_string(k % 256), "6-1", "warning", std::nullopt, ""});
  }, "ms");
  measure("penalty list (all rows)", 50, [&] {
    for (int i = 0; i < 50; ++i) sink = sink + list_penalties(db).size();
  }, "ms");
  std::printf("penalty rows at the end: %zu\n", list_penalties(db).size());
  std::filesystem::remove_all(dir);
  return sink == 0xdeadbeef;
}
