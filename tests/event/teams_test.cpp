// Team events (issue 27) through the judgekit binary: registering teams, pairing rounds of teams
// (seat A against seat A …, a bye team's seats each a bye), results per seat, team standings,
// drops, a team with a missing player, rematches of teams, and an event file from schema 10.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "migrations.hpp"
#include "file_hash.hpp"
#include "cli_json.hpp"
#include "run.hpp"
#include "sqlite.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::sha;
using jk::test::round_json;
using jk::test::cli_json;
using nlohmann::json;

namespace {


std::string team_event(TempDir& dir, const std::string& game, int size, const std::string& name = "e.jkevent") {
  std::string e = dir.file(name);
  auto r = judgekit({"event", "create", e, "--game", game, "--name", "チーム戦", "--date", "2026-04-12", "--seed", "5", "--team-size", std::to_string(size)});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return e;
}

// Teams T1 … Tn, their players T1A, T1B[, T1C] registered with them.
void add_teams(const std::string& e, int teams, int size) {
  for (int t = 1; t <= teams; ++t) {
    std::vector<std::string> args = {"team", "add", "--event", e, "T" + std::to_string(t), "--players"};
    for (int s = 0; s < size; ++s) args.push_back("T" + std::to_string(t) + std::string(1, static_cast<char>('A' + s)));
    auto r = judgekit(args);
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
  }
}

// Each team match's pair of team names, sorted, for a round.
std::set<std::pair<std::string, std::string>> team_pairs(const json& round) {
  std::set<std::pair<std::string, std::string>> out;
  for (const auto& t : round["teams"]) {
    if (t["bye"].get<bool>()) continue;
    std::string a = t["teams"][0]["name"], b = t["teams"][1]["name"];
    out.insert({std::min(a, b), std::max(a, b)});
  }
  return out;
}

// Enters a result for every seat table of the last round: the first player wins, except at the
// tables in `second_wins`.
void enter_results(const std::string& e, const std::set<int>& second_wins = {}) {
  const json round = round_json(e);
  for (const auto& t : round["tables"]) {
    if (t["bye"].get<bool>()) continue;
    const int table = t["table"];
    auto r = judgekit({"result", "--event", e, std::to_string(table), second_wins.count(table) ? "0-1" : "1-0"});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
  }
}

}  // namespace

TEST_CASE("event create --team-size: 2 or 3, Swiss, two-player games only") {
  TempDir dir;
  auto ok = judgekit({"event", "create", dir.file("a.jkevent"), "--game", "economica", "--name", "x", "--date", "2015-08-08", "--team-size", "3"});
  CHECK(ok.exit_code == 0);
  CHECK(ok.out.find(", teams of 3,") != std::string::npos);
  for (const auto& bad : std::vector<std::vector<std::string>>{{"--team-size", "4"},
                                                                {"--team-size", "1"},
                                                                {"--team-size", "2", "--structure", "round-robin"},
                                                                {"--team-size", "2", "--top-cut", "4"}}) {
    std::vector<std::string> args = {"event", "create", dir.file("b.jkevent"), "--game", "economica", "--name", "x", "--date", "2015-08-08"};
    args.insert(args.end(), bad.begin(), bad.end());
    auto r = judgekit(args);
    CAPTURE(bad);
    CHECK(r.exit_code == 2);
    CHECK(!std::filesystem::exists(dir.file("b.jkevent")));
  }
  auto pods = judgekit({"event", "create", dir.file("c.jkevent"), "--game", "roeup", "--name", "x", "--date", "2026-04-12", "--team-size", "2"});
  CHECK(pods.exit_code == 2);
  CHECK(pods.err.find("more than two players") != std::string::npos);
}

TEST_CASE("team add: new players registered with the team, registered players named exactly, refusals change nothing") {
  TempDir dir;
  std::string e = team_event(dir, "economica", 3);
  REQUIRE(judgekit({"player", "add", "--event", e, "佐藤 花子", "佐藤 健"}).exit_code == 0);
  auto add = judgekit({"team", "add", "--event", e, "赤組", "--players", "佐藤 花子", "#2", "鈴木"});
  INFO(add.err);
  REQUIRE(add.exit_code == 0);
  CHECK(add.out == "added team 赤組 (seed 1): A 佐藤 花子 (id 1), B 佐藤 健 (id 2), C 鈴木 (id 3, new)\n");
  const std::string before = sha(e);
  struct Bad {
    std::vector<std::string> args;
    std::string says;
  };
  for (const auto& bad : std::vector<Bad>{
           {{"白組", "--players", "甲", "乙"}, "has 3 players (seats A-C); --players names 2"},
           {{"白組", "--players", "甲", "乙", "丙", "丁"}, "--players names 4"},
           {{"白組", "--players", "佐藤 花子", "乙", "丙"}, "佐藤 花子 (id 1) already plays for team 赤組; a player is in one team"},
           {{"白組", "--players", "甲", "甲", "丙"}, "--players names 甲 twice"},
           {{"赤組", "--players", "甲", "乙", "丙"}, "there is already a team called 赤組"},
           {{"白組", "--players", "#99", "乙", "丙"}, "no player has id 99"},
           {{"白組", "--players", "123", "乙", "丙"}, "no player has id 123"},
       }) {
    std::vector<std::string> args = {"team", "add", "--event", e};
    args.insert(args.end(), bad.args.begin(), bad.args.end());
    auto r = judgekit(args);
    CAPTURE(bad.args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(bad.says) != std::string::npos);
    CHECK(r.err.find('\n') == r.err.size() - 1);  // one line
    CHECK(sha(e) == before);
  }
  // "佐藤" is the start of two names, not a name: a new player 佐藤 (a start of a name never picks a player here).
  REQUIRE(judgekit({"team", "add", "--event", e, "白組", "--players", "佐藤", "田中", "高橋"}).exit_code == 0);
  json list = cli_json({"team", "list", "--event", e, "--json"});
  REQUIRE(list.size() == 2);
  CHECK(list[1]["name"] == "白組");
  CHECK(list[1]["seed"] == 2);
  CHECK(list[1]["members"][0]["seat"] == "A");
  CHECK(list[1]["members"][0]["name"] == "佐藤");
  CHECK(list[1]["members"][0]["player_id"] == 4);
  CHECK(list[1]["members"][2]["seat"] == "C");
  CHECK(list[0]["dropped_after_round"].is_null());
  // Once round 1 is paired the teams are fixed.
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto late = judgekit({"team", "add", "--event", e, "青組", "--players", "x", "y", "z"});
  CHECK(late.exit_code == 2);
  CHECK(late.err.find("round 1 is paired: teams are fixed once the event starts") != std::string::npos);
  auto late_player = judgekit({"player", "late-add", "--event", e, "遅刻"});
  CHECK(late_player.exit_code == 2);
  CHECK(late_player.err.find("team event is paired") != std::string::npos);
  // A member cannot be removed (a team is registered whole); an individual event has no teams.
  std::string solo = dir.file("solo.jkevent");
  REQUIRE(judgekit({"event", "create", solo, "--game", "economica", "--name", "個人戦", "--date", "2015-08-08"}).exit_code == 0);
  auto not_team = judgekit({"team", "add", "--event", solo, "x", "--players", "a", "b"});
  CHECK(not_team.exit_code == 2);
  CHECK(not_team.err.find("個人戦 is not a team event") != std::string::npos);
}

TEST_CASE("round pair: 2, 3 and 5 teams; seat A meets seat A; an odd count gives a team the bye, each seat the game's bye") {
  for (int teams : {2, 3, 5}) {
    for (int size : {2, 3}) {
      CAPTURE(teams, size);
      TempDir dir;
      std::string e = team_event(dir, size == 3 ? "scp-tcg-jp-j" : "economica", size);
      add_teams(e, teams, size);
      auto pair = judgekit({"round", "pair", "--event", e});
      INFO(pair.err);
      REQUIRE(pair.exit_code == 0);
      json r = round_json(e);
      const int matches = teams / 2;
      CHECK(r["teams"].size() == static_cast<std::size_t>(matches + teams % 2));
      int tables = 0, byes = 0;
      std::map<std::string, std::string> team_of;  // player name -> team name
      for (const auto& t : cli_json({"team", "list", "--event", e, "--json"}))
        for (const auto& m : t["members"]) team_of[m["name"]] = std::string(t["name"]) + m["seat"].get<std::string>();
      for (const auto& t : r["tables"]) {
        if (t["bye"].get<bool>()) {
          ++byes;
          // A bye seat scores the match structure's win: 1-0 in Economica's best of 1, 2-0 in SCP's best of 3.
          CHECK(t["result"]["seats"][0]["games_won"] == (size == 3 ? 2 : 1));
          continue;
        }
        ++tables;
        CHECK(t["table"] == tables);
        const std::string a = team_of[t["players"][0]["name"]], b = team_of[t["players"][1]["name"]];
        CHECK(a.back() == b.back());                   // the same seat
        CHECK(a.substr(0, a.size() - 1) != b.substr(0, b.size() - 1));  // of two teams
      }
      CHECK(tables == matches * size);
      CHECK(byes == (teams % 2) * size);
      // Team table k holds seat tables (k-1)·size+1 … k·size.
      for (const auto& t : r["teams"]) {
        if (t["bye"].get<bool>()) continue;
        const int k = t["table"];
        for (int s = 0; s < size; ++s) CHECK(t["seat_tables"][static_cast<std::size_t>(s)] == (k - 1) * size + s + 1);
      }
    }
  }
}

TEST_CASE("a team with a missing player is not paired: refused with the team, the seat and the way out; team drop pairs the rest") {
  TempDir dir;
  std::string e = team_event(dir, "economica", 3);
  add_teams(e, 3, 3);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  enter_results(e);
  REQUIRE(judgekit({"player", "drop", "--event", e, "T2B"}).exit_code == 0);
  const std::string before = sha(e);
  auto refused = judgekit({"round", "pair", "--event", e});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err ==
        "judgekit: team T2 cannot play round 2: T2B (seat B) is out of the event; a team plays whole, so drop the team (`judgekit team drop T2`) or "
        "take back the player's drop (`judgekit player undrop T2B`)\n");
  CHECK(sha(e) == before);
  auto drop = judgekit({"team", "drop", "--event", e, "T2"});
  CHECK(drop.exit_code == 0);
  CHECK(drop.out == "dropped team T2 and its players after round 1; not paired from round 2\n");
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json r = round_json(e);
  for (const auto& t : r["teams"])
    for (const auto& team : t["teams"]) CHECK(team["name"] != "T2");
  CHECK(r["teams"].size() == 1);  // T1 v T3, no bye
  json list = cli_json({"team", "list", "--event", e, "--json"});
  CHECK(list[1]["dropped_after_round"] == 1);
  for (const auto& m : list[1]["members"]) CHECK(m["dropped"] == true);
  auto again = judgekit({"team", "drop", "--event", e, "T2"});
  CHECK(again.exit_code == 2);
  CHECK(again.err.find("team T2 already dropped after round 1") != std::string::npos);
  json standings = cli_json({"standings", "--event", e, "--json"});
  bool seen = false;
  for (const auto& row : standings)
    if (row["name"] == "T2") {
      seen = true;
      CHECK(row["dropped"] == true);
    }
  CHECK(seen);
}

TEST_CASE("a player in no team stops the pairing; a pairing swap would split a team match") {
  TempDir dir;
  std::string e = team_event(dir, "economica", 2);
  add_teams(e, 2, 2);
  REQUIRE(judgekit({"player", "add", "--event", e, "一人"}).exit_code == 0);
  auto refused = judgekit({"round", "pair", "--event", e});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("一人 (id 5) is in no team") != std::string::npos);
  REQUIRE(judgekit({"player", "remove", "--event", e, "一人"}).exit_code == 0);
  auto member = judgekit({"player", "remove", "--event", e, "T1A"});
  CHECK(member.exit_code == 2);
  CHECK(member.err.find("T1A plays for a team") != std::string::npos);
  for (const auto& args : std::vector<std::vector<std::string>>{{"player", "bye", "--event", e, "T1A", "--rounds", "1"},
                                                                  {"pairing", "avoid", "--event", e, "T1A", "T2A"},
                                                                  {"player", "seat", "--event", e, "T1A", "--table", "5"}}) {
    auto r = judgekit(args);
    CAPTURE(args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("a team event pairs teams, not players") != std::string::npos);
  }
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  auto swap = judgekit({"pairing", "swap", "--event", e, "1", "2"});
  CHECK(swap.exit_code == 2);
  auto cut = judgekit({"cut", "--event", e});
  CHECK(cut.exit_code == 2);
}

TEST_CASE("no rematch of teams while one can be avoided: 4 teams over 3 rounds, 6 teams over 3 rounds") {
  for (int teams : {4, 6}) {
    CAPTURE(teams);
    TempDir dir;
    std::string e = team_event(dir, "economica", 3);
    add_teams(e, teams, 3);
    std::set<std::pair<std::string, std::string>> met;
    for (int round = 1; round <= 3; ++round) {
      auto pair = judgekit({"round", "pair", "--event", e, "--json"});
      INFO(pair.err);
      REQUIRE(pair.exit_code == 0);
      CHECK(json::parse(pair.out)["rematches"] == 0);
      for (const auto& p : team_pairs(round_json(e))) {
        CAPTURE(round, p.first, p.second);
        CHECK(met.insert(p).second);
      }
      // Table 2 (seat B of team table 1) goes to the second team: the first team still wins 2-1.
      enter_results(e, {2});
    }
    CHECK(met.size() == static_cast<std::size_t>(3 * teams / 2));
  }
}

TEST_CASE("results per seat make the team result; team standings with points, record, seats and tiebreakers") {
  TempDir dir;
  std::string e = team_event(dir, "scp-tcg-jp-j", 2);
  add_teams(e, 3, 2);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json r1 = round_json(e);
  REQUIRE(r1["teams"].size() == 2);
  const std::string first = r1["teams"][0]["teams"][0]["name"], second = r1["teams"][0]["teams"][1]["name"],
                    bye = r1["teams"][1]["teams"][0]["name"];
  // Seat A to the first team, seat B drawn: 1-0 in seats and a draw, the first team wins.
  REQUIRE(judgekit({"result", "--event", e, "1", "2-0"}).exit_code == 0);
  CHECK(round_json(e)["teams"][0]["outcome"] == "pending");  // seat B still to come
  REQUIRE(judgekit({"result", "--event", e, "2", "--draw"}).exit_code == 0);
  json done = round_json(e);
  CHECK(done["teams"][0]["seats_won"] == json::array({1, 0}));
  CHECK(done["teams"][0]["outcome"] == "win");
  CHECK(done["teams"][1]["outcome"] == "win");  // the bye
  auto show = judgekit({"round", "show", "--event", e});
  CHECK(show.out.find(first + " wins") != std::string::npos);
  json s = cli_json({"standings", "--event", e, "--json"});
  REQUIRE(s.size() == 3);
  std::map<std::string, json> by;
  for (const auto& row : s) by[row["name"]] = row;
  // The bye team: a team win, both seats won 2-0 (SCP's best of 3): seats 2-0-0, SW 1.
  CHECK(by[bye]["points"] == 3);
  CHECK(by[bye]["seats_won"] == 2);
  CHECK(by[bye]["tiebreakers"]["sw"] == 1.0);
  CHECK(by[bye]["tiebreakers"]["tomw"] == 0.0);  // a bye is no opponent
  // The winner: 3 points; seats won 1, drawn 1: (3 + 1) / 6 = 0.6667; TOMW: the loser's 0 raised to 0.33.
  CHECK(by[first]["points"] == 3);
  CHECK((by[first]["wins"] == 1 && by[first]["losses"] == 0 && by[first]["draws"] == 0));
  CHECK(by[first]["seats_drawn"] == 1);
  CHECK(by[first]["tiebreakers"]["sw"] == 0.6667);
  CHECK(by[first]["tiebreakers"]["tomw"] == 0.33);
  CHECK(by[second]["points"] == 0);
  CHECK(by[second]["tiebreakers"]["sw"] == 0.33);  // 1 of 6, raised to the floor
  CHECK(by[second]["tiebreakers"]["tomw"] == 1.0);
  CHECK(s[2]["name"] == second);
  auto csv = judgekit({"standings", "--event", e, "--csv"});
  CHECK(csv.exit_code == 0);
  // The export's CSV (RFC 4180, CRLF), as the players' `standings --csv` is.
  CHECK(csv.out.rfind("rank,team_id,name,points,wins,losses,draws,seats_won,seats_lost,seats_drawn,tomw,sw,osw,dropped\r\n", 0) == 0);
  CHECK(csv.out.find("," + first + ",3,1,0,0,1,0,1,0.3300,0.6667,") != std::string::npos);
  // Round 2 pairs the two 3-point teams (no rematch: they have not met).
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  json r2 = round_json(e);
  CHECK(team_pairs(r2) == std::set<std::pair<std::string, std::string>>{{std::min(first, bye), std::max(first, bye)}});
}

TEST_CASE("an event file from schema 10 upgrades to 11: teams, their members, the event's team size") {
  TempDir dir;
  std::string e = dir.file("old.jkevent");
  {
    jk::Database raw(e, true);
    raw.exec("PRAGMA journal_mode = WAL");
    for (const auto& m : jk::migrations())
      if (m.version <= 10) raw.exec(m.sql);
    raw.exec("PRAGMA user_version = 10");
    raw.exec("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, '古い大会', 'economica', '2015-08-08', 1, '2015-08-08T09:00:00Z')");
    raw.exec("INSERT INTO players (name, name_key, created_at) VALUES ('甲', '甲', '2015-08-08T09:00:00Z')");
  }
  const std::string before = sha(e);
  auto read = judgekit({"team", "list", "--event", e});  // a read works on a migrated copy, the file untouched
  CHECK(read.exit_code == 2);
  CHECK(read.err.find("古い大会 is not a team event") != std::string::npos);
  CHECK(sha(e) == before);
  auto up = judgekit({"event", "upgrade", e});
  INFO(up.err);
  REQUIRE(up.exit_code == 0);
  CHECK(up.out == "upgraded " + e + " from schema version 10 to " + std::to_string(jk::latest_schema_version()) + "\n");
  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  auto count = [&](const char* sql) {
    auto st = db.prepare(sql);
    st.step();
    return st.integer(0);
  };
  CHECK(count("SELECT count(*) FROM teams") == 0);
  CHECK(count("SELECT count(*) FROM team_members") == 0);
  CHECK(count("SELECT count(*) FROM event WHERE team_size IS NULL") == 1);
  CHECK(count("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'audit_team%'") == 6);
  // The schema refuses a team size other than 2 or 3, a seat beyond C, and a player in two teams.
  jk::Database w(e, false);
  w.exec("PRAGMA foreign_keys = ON");
  CHECK_THROWS(w.exec("UPDATE event SET team_size = 4"));
  w.exec("INSERT INTO teams (id, name, name_key, seed, created_at) VALUES (1, 'A', 'a', 1, 'now'), (2, 'B', 'b', 2, 'now')");
  CHECK_THROWS(w.exec("INSERT INTO team_members (team_id, seat, player_id) VALUES (1, 3, 1)"));
  w.exec("INSERT INTO team_members (team_id, seat, player_id) VALUES (1, 0, 1)");
  CHECK_THROWS(w.exec("INSERT INTO team_members (team_id, seat, player_id) VALUES (2, 0, 1)"));
  CHECK_THROWS(w.exec("INSERT INTO team_members (team_id, seat, player_id) VALUES (2, 1, 99)"));  // no such player
}
