// The web's read side is the CLI's: the view the public pages render (web/event_view.cpp, through
// event::overview) holds the same tables, standings and clock as `round show`, `standings` and
// `round clock` print, and nothing of decklists or penalties but a deck's status.
#include <catch2/catch.hpp>

#include <cmath>
#include <map>

#include <nlohmann/json.hpp>

#include "event_view.hpp"
#include "fixture_event.hpp"
#include "pack.hpp"
#include "cli_json.hpp"
#include "run.hpp"

using jk::test::judgekit;
using jk::test::cli_json;
using nlohmann::json;

namespace {

void check_same(const jk::web::EventView& v, const std::string& e) {
  // Every round's tables, seat by seat.
  for (const auto& r : v.rounds) {
    json cli = cli_json({"round", "show", "--event", e, std::to_string(r.number), "--json"});
    REQUIRE(cli["tables"].size() == r.matches.size());
    for (std::size_t t = 0; t < r.matches.size(); ++t) {
      const auto& m = r.matches[t];
      const json& ct = cli["tables"][t];
      CHECK(m.bye == ct["bye"].get<bool>());
      CHECK(m.reported == !ct["result"].is_null());
      if (!m.bye) CHECK(m.table == ct["table"].get<int>());
      REQUIRE(m.seats.size() == ct["players"].size());
      for (std::size_t s = 0; s < m.seats.size(); ++s) CHECK(m.seats[s].player == ct["players"][s]["id"].get<std::int64_t>());
    }
  }
  // The standings: each player's Swiss rank, record and tiebreakers, on the list and the player's page.
  json cli = cli_json({"standings", "--event", e, "--json"});
  std::map<std::int64_t, json> row_of;
  for (const auto& row : cli) row_of[row["player_id"].get<std::int64_t>()] = row;
  REQUIRE(v.standings.size() == cli.size());
  for (const auto& s : v.standings) {
    const json& c = row_of.at(s.player);
    CHECK(s.rank == c["rank"].get<int>());
    CHECK(s.points == c["points"].get<int>());
    CHECK(s.wins == c["wins"].get<int>());
    CHECK(s.losses == c["losses"].get<int>());
    CHECK(s.dropped == c["dropped"].get<bool>());
    for (const auto& [id, value] : s.tiebreakers)
      if (id != "random") CHECK(std::round(value * 10000) / 10000 == Approx(c["tiebreakers"][id].get<double>()));
    const auto* p = v.player(s.player);
    REQUIRE(p);
    CHECK(p->rank == s.rank);
    CHECK(p->points == s.points);
  }
}

}  // namespace

TEST_CASE("the web's view reads what the CLI prints, before and after results, with a deck only as its status") {
  jk::test::TempDir dir;
  const std::string e = dir.file("web.jkevent");
  jk::test::make_web_event(e);
  judgekit({"games"});  // JUDGEKIT_GAMES for this process too
  auto before = jk::web::read_event_view(e, jk::games_dir());
  CHECK(before.standings_after == 0);
  check_same(before, e);
  for (const auto& p : before.players) CHECK(p.deck == jk::event::DeckStatus::missing);

  for (const char* t : {"1", "2", "3"}) REQUIRE(judgekit({"result", "--event", e, t, "2-1"}).exit_code == 0);
  REQUIRE(judgekit({"round", "start", "--event", e, "--minutes", "50"}).exit_code == 0);
  auto after = jk::web::read_event_view(e, jk::games_dir());
  CHECK(after.standings_after == 1);
  check_same(after, e);
  REQUIRE(after.clock);
  CHECK(after.clock->minutes == 50);
  const auto& m = after.rounds[0].matches[0];
  CHECK(m.games_shown);
  CHECK(m.seats[0].outcome == jk::SeatOutcome::win);
  CHECK(m.seats[0].won == 2);
  CHECK(m.seats[0].lost == 1);
  CHECK(m.seats[1].outcome == jk::SeatOutcome::loss);
}

// A scan of the round, as match_of did before its index (issue 23): the first match seating `player`.
int scan_match(const jk::web::RoundView& r, std::int64_t player) {
  for (std::size_t i = 0; i < r.matches.size(); ++i)
    for (const auto& s : r.matches[i].seats)
      if (s.player == player) return static_cast<int>(i);
  return -1;
}

TEST_CASE("a player's match is found through the round's index as a scan finds it") {
  jk::test::TempDir dir;
  const std::string e = dir.file("web.jkevent");
  jk::test::make_web_event(e);
  judgekit({"games"});
  for (const char* t : {"1", "2", "3"}) REQUIRE(judgekit({"result", "--event", e, t, "2-1"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  const auto v = jk::web::read_event_view(e, jk::games_dir());
  REQUIRE(v.rounds.size() == 2);
  int found = 0;
  for (const auto& r : v.rounds) {
    for (const auto& p : v.players) {
      const int m = v.match_of(r, p.id);
      CHECK(m == scan_match(r, p.id));
      found += m >= 0;
    }
    CHECK(v.match_of(r, 0) == -1);  // below every id
    CHECK(v.match_of(r, v.players.back().id + 1) == -1);  // above every id
  }
  CHECK(found == 12);  // six players seated in each of two rounds

  // Hand-made: player 5 seated twice (the first match is the one), player 4 not seated.
  jk::web::RoundView r;
  for (auto seats : {std::vector<std::int64_t>{3, 5}, {1, 2}, {5, 6}}) {
    jk::web::MatchView m;
    for (auto id : seats) m.seats.push_back({id, std::nullopt, 0, 0, 0});
    r.matches.push_back(m);
  }
  for (std::int64_t id = 0; id <= 7; ++id) CHECK(v.match_of(r, id) == scan_match(r, id));  // no index yet: a scan
  jk::web::index_matches(r);
  CHECK(r.match_by_player.size() == 5);
  CHECK(v.match_of(r, 5) == 0);
  CHECK(v.match_of(r, 6) == 2);
  CHECK(v.match_of(r, 1) == 1);
  CHECK(v.match_of(r, 4) == -1);
  for (std::int64_t id = 0; id <= 7; ++id) CHECK(v.match_of(r, id) == scan_match(r, id));
}

TEST_CASE("a player is found by id through the dense index, and by search when ids are sparse") {
  jk::test::TempDir dir;
  const std::string e = dir.file("web.jkevent");
  jk::test::make_web_event(e);
  judgekit({"games"});
  const auto v = jk::web::read_event_view(e, jk::games_dir());
  REQUIRE(v.players.size() == 6);
  CHECK(v.slot_of_id.size() == static_cast<std::size_t>(v.players.back().id) + 1);
  for (const auto& p : v.players) {
    const auto* found = v.player(p.id);
    REQUIRE(found);
    CHECK(found == &p);
  }
  CHECK(v.player(0) == nullptr);
  CHECK(v.player(-1) == nullptr);
  CHECK(v.player(v.players.back().id + 1) == nullptr);

  // Sparse ids (a hand-made view): no table, the search finds them.
  jk::web::EventView s;
  for (std::int64_t id : {2, 5000000}) {
    jk::web::PlayerView p;
    p.id = id;
    s.players.push_back(p);
  }
  jk::web::index_players(s);
  CHECK(s.slot_of_id.empty());
  CHECK(s.player(5000000) == &s.players[1]);
  CHECK(s.player(2) == &s.players[0]);
  CHECK(s.player(3) == nullptr);
  // Dense again: the table.
  s.players[1].id = 4;
  jk::web::index_players(s);
  CHECK(s.slot_of_id.size() == 5);
  CHECK(s.player(4) == &s.players[1]);
  CHECK(s.player(3) == nullptr);
  CHECK(s.player(5) == nullptr);
}
