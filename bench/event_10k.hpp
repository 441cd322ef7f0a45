// The 10,000-player event after 14 Swiss rounds that pairing_bench --round-pair and views_bench
// read (economica, random 1-0 results, seed 5): made with the pairing library, as `round pair`
// and `result` would make it.
#pragma once
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "event.hpp"
#include "event_file.hpp"
#include "pack.hpp"
#include "players.hpp"
#include "results.hpp"
#include "rng.hpp"

namespace jk::bench {

using namespace jk::pairing;

inline Database new_event(const std::string& path, const Game& game, int players) {
  for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(path + s);
  Database db = open_event(path, OpenMode::create_new);
  Change c(db, "bench create");
  jk::EventHeader info;
  info.name = "bench";
  info.game = game.id;
  info.date = "2026-04-12";
  info.seed = 7;
  info.created_at = utc_now();
  insert_event_header(db, info);
  std::vector<NewPlayer> list;
  for (int i = 1; i <= players; ++i) list.push_back({"Player " + std::to_string(i), "", "", 0, std::nullopt});
  std::vector<Message> notes;
  add_players(db, list, 1, "", notes);
  c.commit();
  return db;
}

// Every table of round `r` gets a random 1-0 result, in one transaction.
inline void play_round(Database& db, int r, Rng& rng) {
  Change c(db, "bench results");
  Event ev = load_round(db, r);
  for (const auto& m : ev.matches)
    if (m.round == r && !m.bye) {
      bool first = rng.below(2) == 0;
      ResultRecord res;
      res.kind = ResultKind::games;
      res.summary = first ? "1-0-0" : "0-1-0";
      res.seats.push_back({m.players[0], first ? SeatOutcome::win : SeatOutcome::loss, first ? 1 : 0, first ? 0 : 1, 0, std::nullopt, std::nullopt});
      res.seats.push_back({m.players[1], first ? SeatOutcome::loss : SeatOutcome::win, first ? 0 : 1, first ? 1 : 0, 0, std::nullopt, std::nullopt});
      write_result(db, m.id, res);
    }
  c.commit();
}

// Builds the event into `path` (through a temporary file, so a stopped build leaves none).
inline void build_event(const std::string& path, const Game& game) {
  std::printf("building %s: 10000 players, 14 rounds played ...\n", path.c_str());
  std::fflush(stdout);
  std::string temp = path + ".building";
  {
    Database db = new_event(temp, game, 10000);
    Rng rng(5);
    for (int r = 1; r <= 14; ++r) {
      Change c(db, "bench round pair");
      pair_next_round(db, game);
      c.commit();
      play_round(db, r, rng);
    }
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  }
  std::filesystem::rename(temp, path);
}

}  // namespace jk::bench
