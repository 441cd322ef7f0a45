#include "fixture_event.hpp"

#include <catch2/catch.hpp>

#include "event.hpp"
#include "event_file.hpp"
#include "pack.hpp"
#include "run.hpp"

namespace jk::test {

void make_web_event(const std::string& path) {
  Database db = open_event(path, OpenMode::create_new);
  Game game = load_game(games_dir(), "scp-tcg-jp-j");
  {
    Change c(db, "test: create");
    EventHeader info;
    info.name = "財団杯 <test>";
    info.game = "scp-tcg-jp-j";
    info.date = "2026-04-12";
    info.rounds = 3;
    info.seed = 7;
    info.created_at = utc_now();
    insert_event_header(db, info);
    std::vector<std::string> notes;
    pairing::add_players(db, pairing::read_players_csv(read_file(fixture("web/players.csv")), "players.csv"), 1, "players.csv", notes);
    c.commit();
  }
  {
    Change c(db, "test: pair");
    pairing::pair_next_round(db, game);
    c.commit();
  }
  {
    // A penalty the public pages must not show.
    Change c(db, "test: penalty");
    db.prepare("INSERT INTO penalties (player_id, round, infraction, penalty, note, created_at) VALUES (1, 1, 'SECRET-INFRACTION', 'warning', 'SECRET-NOTE', ?1)")
        .bind(1, utc_now())
        .run();
    c.commit();
  }
}

}  // namespace jk::test
