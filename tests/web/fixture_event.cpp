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
    std::vector<Message> notes;
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

namespace {

void team_fixture_run(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
}

// Every seat table of the last round but `skip` gets a result: the first player wins 2-0, but at
// even tables 0-2 and at table 3 a 1-1-1 draw.
void team_fixture_results(const std::string& path, int tables, int skip) {
  for (int t = 1; t <= tables; ++t)
    if (t != skip) team_fixture_run({"result", "--event", path, std::to_string(t), t == 3 ? "1-1-1" : t % 2 ? "2-0" : "0-2"});
}

}  // namespace

void make_team_web_event(const std::string& path) {
  team_fixture_run({"event", "create", path, "--game", "scp-tcg-jp-j", "--name", "チーム戦 <test>", "--date", "2026-06-14", "--team-size", "3", "--seed", "8"});
  team_fixture_run({"team", "add", "--event", path, "赤組", "--players", "青木 一郎", "石田 二郎", "上野 三郎"});
  team_fixture_run({"team", "add", "--event", path, "白組", "--players", "江藤 四郎", "大橋 五郎", "加藤 六郎"});
  team_fixture_run({"team", "add", "--event", path, "東京カードゲーム研究会チーム", "--players", "木村 七海", "工藤 八重", "小池 九美"});
  team_fixture_run({"team", "add", "--event", path, "黒組", "--players", "佐々木 十和", "清水 百合", "鈴木 千里"});
  team_fixture_run({"team", "add", "--event", path, "緑組", "--players", "高田 万里", "千葉 一花", "土屋 二葉"});
  team_fixture_run({"round", "pair", "--event", path});
  team_fixture_results(path, 6, 0);
  team_fixture_run({"team", "drop", "--event", path, "黒組"});
  team_fixture_run({"round", "pair", "--event", path});
  team_fixture_results(path, 6, 6);
}

}  // namespace jk::test
