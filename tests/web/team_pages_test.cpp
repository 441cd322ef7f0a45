// A team event on the phones (issue 27): the standings page ranks the teams as the event library's
// team_standings view does, the pairings page shows each team match with its seat tables, a
// player's page has their team, the judge console the seats still without a result, publish's
// event.json the CLI's team JSON; an individual event's pages have none of it.
#include <catch2/catch.hpp>

#include <memory>
#include <regex>

#include <nlohmann/json.hpp>

#include "desk_pages.hpp"
#include "event_file.hpp"
#include "event_view.hpp"
#include "fixture_event.hpp"
#include "pack.hpp"
#include "run.hpp"
#include "team_ops.hpp"
#include "web.hpp"

using namespace jk;
using nlohmann::json;
using jk::test::has;

namespace {

struct TeamPhone {
  test::TempDir dir;
  std::string path = dir.file("team.jkevent");
  std::unique_ptr<web::Site> site;
  explicit TeamPhone(bool team = true) {
    setenv("JUDGEKIT_DATA", dir.file("data").c_str(), 1);
    if (team) test::make_team_web_event(path);
    else test::make_web_event(path);
    web::SiteOptions so;
    so.event_path = path;
    so.games_dir = games_dir();
    so.rulings_cache = dir.file("rulings.sqlite");
    so.check_ms = 0;
    so.now = [] { return std::int64_t{1'800'000'000}; };
    site = std::make_unique<web::Site>(so);
  }
  std::string get(const std::string& target, const std::string& lang = "") {
    web::Request r;
    r.path = target;
    r.query = {{"page", "all"}};
    r.accept_language = lang;
    web::Response res = site->handle(r);
    REQUIRE(res.status == 200);
    return res.body;
  }
  event::TeamStandingsView standings() {
    Database db = open_event(path, OpenMode::read);
    return event::team_standings(db);
  }
  std::vector<event::TeamTableView> tables(int round) {
    Database db = open_event(path, OpenMode::read);
    ReadSnapshot snapshot(db);
    return event::team_tables(db, round);
  }
};

// The team rows of the standings page: (rank, team name, points) in page order.
struct PageRow {
  int rank = 0;
  std::string name;
  int points = 0;
  bool dropped = false;
};
std::vector<PageRow> page_rows(const std::string& html) {
  std::vector<PageRow> out;
  static const std::regex row(
      R"(<tr class="team-row"><td class="num">(\d+)</td><td><strong class="team-name">([^<]*)</strong>( <small class="dropped">)?.*?</td><td class="num">(\d+)</td>)");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), row); it != std::sregex_iterator(); ++it)
    out.push_back({std::stoi((*it)[1]), (*it)[2], std::stoi((*it)[4]), (*it)[3].matched});
  return out;
}

// The part of `html` from the heading `from` up to the next section's end.
std::string section_of(const std::string& html, const std::string& from) {
  const auto at = html.find(from);
  REQUIRE(at != std::string::npos);
  return html.substr(at, html.find("</section>", at) - at);
}

}  // namespace

TEST_CASE("team event: the standings page's rows are the team_standings view's, a dropped team marked, members under each") {
  TeamPhone p;
  const event::TeamStandingsView view = p.standings();
  REQUIRE(view.counted_rounds == 1);
  const std::string html = p.get("/standings");
  CHECK(has(html, "第1回戦終了時のチーム順位"));
  const std::vector<PageRow> rows = page_rows(html);
  REQUIRE(rows.size() == view.rows.size());
  REQUIRE(rows.size() == 5);
  bool dropped_seen = false;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    INFO(rows[i].name);
    CHECK(rows[i].rank == view.rows[i].rank);
    CHECK(rows[i].name == view.teams[i].name);
    CHECK(rows[i].points == view.rows[i].points);
    CHECK(rows[i].dropped == view.rows[i].dropped);
    dropped_seen = dropped_seen || (rows[i].dropped && rows[i].name == "黒組");
    for (const auto& m : view.teams[i].members) CHECK(has(html, ">" + m.name + "</a>"));
  }
  CHECK(dropped_seen);
  // Tiebreakers as percentages, each kept whole; the seats won-lost-drawn under the record.
  CHECK(std::regex_search(html, std::regex("TOMW\u00a0\\d+\\.\\d\\d%")));
  CHECK(has(html, "席の勝敗\u00a0"));
  // No individual standings on a team event.
  CHECK(!has(html, "<table class=\"standings\">"));
  // English when asked.
  CHECK(has(p.get("/standings", "en"), "Team standings after round 1"));
}

TEST_CASE("team event: pairings by table show each team match, its teams and points, and its seat tables with their results") {
  TeamPhone p;
  const auto teams = p.tables(2);
  REQUIRE(teams.size() == 2);
  const std::string html = p.get("/tables");
  CHECK(has(html, "チーム卓"));
  for (const auto& t : teams) {
    REQUIRE(t.table);
    REQUIRE(t.team_b);
    const std::string part = section_of(html, "<h3>チーム卓 " + std::to_string(*t.table) + "</h3>");
    CHECK(has(part, "<strong class=\"team-name\">" + t.team_a.name + "</strong>"));
    CHECK(has(part, "<strong class=\"team-name\">" + t.team_b->name + "</strong>"));
    CHECK(has(part, "勝ち点" + std::to_string(t.points_a)));
    REQUIRE(t.seat_tables.size() == 3);
    const char* seats[] = {"A", "B", "C"};
    for (std::size_t s = 0; s < 3; ++s)
      CHECK(has(part, std::string("<td>") + seats[s] + "</td><td class=\"num\">" + std::to_string(t.seat_tables[s]) + "</td>"));
    for (std::size_t s = 0; s < 3; ++s) {
      CHECK(has(part, ">" + t.team_a.members[s].name + "</a>"));
      CHECK(has(part, ">" + t.team_b->members[s].name + "</a>"));
    }
    // The first team match is complete; the second waits for table 6.
    if (t.outcome_a == pairing::TeamOutcome::pending) {
      CHECK(has(part, "全席の結果待ち"));
      CHECK(has(part, "未報告"));
    } else {
      CHECK(has(part, "席の勝敗 " + std::to_string(t.won_a) + "-" + std::to_string(t.won_b)));
      CHECK(!has(part, "未報告"));
    }
  }
  // Pairings by name: each player's table with its team table and seat.
  const std::string by_name = p.get("/pairings");
  CHECK(has(by_name, "<small class=\"team-seat\">チーム卓 " + std::to_string(*teams.back().table) + "・C席</small>"));
  // Round 1 had a bye team; the view says so and so does its round.
  const auto first = p.tables(1);
  REQUIRE(first.size() == 3);
  CHECK(!first.back().team_b);
}

TEST_CASE("team event: a player's page has their team, seat, teammates, the team's rank and this round's team match") {
  TeamPhone p;
  const auto teams = p.tables(2);
  const event::TeamTableView& match = teams.front();
  const event::TeamFact& team = match.team_a;
  const auto& me = team.members[1];  // seat B
  const std::string html = p.get("/p/" + std::to_string(me.player_id));
  const std::string mine = section_of(html, "<h2>自分のチーム</h2>");
  CHECK(has(mine, "<strong>" + team.name + "</strong>"));
  CHECK(has(mine, "<dt>席</dt><dd>B</dd>"));
  CHECK(has(mine, "A席</span> <a href=\"/p/" + std::to_string(team.members[0].player_id) + "\">" + team.members[0].name));
  CHECK(has(mine, "C席</span> <a href=\"/p/" + std::to_string(team.members[2].player_id) + "\">" + team.members[2].name));
  // The team's rank is the team standings'.
  const event::TeamStandingsView view = p.standings();
  int rank = 0;
  for (std::size_t i = 0; i < view.rows.size(); ++i)
    if (view.teams[i].id == team.id) rank = view.rows[i].rank;
  CHECK(has(mine, "<dt>チーム順位</dt><dd>" + std::to_string(rank) + "</dd>"));
  // This round's team match: the opponent team, every seat, my row marked.
  CHECK(has(html, "チーム卓 " + std::to_string(*match.table)));
  CHECK(has(html, "<strong class=\"team-name\">" + match.team_b->name + "</strong>"));
  // The player's own rank is not shown: a team event ranks teams.
  CHECK(!has(html, "<dt>順位</dt>"));
  CHECK(has(html, "<tr class=\"mine\"><td>B</td>"));
  // The now section names the team table and the seat of my table.
  CHECK(has(html, "<span class=\"team-seat\">チーム卓 " + std::to_string(*match.table) + "・B席</span>"));
  // A player in the dropped team: the team marked dropped.
  const std::string black = p.get("/p/10");  // 佐々木 十和, seat A of 黒組 (players are added team by team)
  CHECK(has(black, "黒組"));
  CHECK(has(section_of(black, "<h2>自分のチーム</h2>"), "(ドロップ)"));
}

TEST_CASE("team event: the judge console lists the team matches with the seats still without a result, each a link to its table") {
  TeamPhone p;
  const auto view = web::read_event_view(p.path, games_dir());
  web::PageContext c;
  web::ConsoleData d;
  const std::string html = web::console_page(c, view, d).main;
  const auto teams = p.tables(2);
  for (const auto& t : teams) CHECK(has(html, "チーム卓 " + std::to_string(*t.table) + "</strong> " + t.team_a.name + " 対 " + t.team_b->name));
  CHECK(has(html, "結果待ちの席:"));
  CHECK(has(html, "<a href=\"/judge/t/6\">C席（6番卓）</a>"));
  CHECK(!has(html, "/judge/t/5\">"));
  // The table pages name the team table and the seat.
  CHECK(web::team_seat_text(c, view, 2, 6) == "チーム卓 " + std::to_string(*teams.back().table) + "・C席");
  CHECK(web::team_seat_text(c, view, 2, 99).empty());
}

TEST_CASE("an individual event's pages are unchanged: no team part anywhere") {
  TeamPhone p(false);
  for (const char* target : {"/standings", "/tables", "/pairings", "/p/1", "/"}) {
    INFO(target);
    const std::string html = p.get(target);
    CHECK(!has(html, "チーム"));
    CHECK(!has(html, "team-"));
  }
  CHECK(has(p.get("/tables"), "<table class=\"pairings\">"));
  const auto view = web::read_event_view(p.path, games_dir());
  CHECK(!view.team_event);
  CHECK(!view.team_of(1));
}

TEST_CASE("publish on a team event: event.json's teams, team standings and team matches are the CLI's JSON") {
  TeamPhone p;
  auto r = test::judgekit({"publish", "--event", p.path, "--out", p.dir.file("site")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const json j = json::parse(test::read_file(p.dir.file("site/event.json")));
  auto cli = [&](const std::vector<std::string>& args) {
    auto out = test::judgekit(args);
    INFO(out.err);
    REQUIRE(out.exit_code == 0);
    return json::parse(out.out);
  };
  CHECK(j["team_standings"] == cli({"standings", "--event", p.path, "--json"}));
  CHECK(j["teams"] == cli({"team", "list", "--event", p.path, "--json"}));
  CHECK(j["round"]["teams"] == cli({"round", "show", "--event", p.path, "--json"})["teams"]);
  // The static pages are the served ones: the team standings and the team matches.
  CHECK(has(test::read_file(p.dir.file("site/standings/index.html")), "team-row"));
  CHECK(has(test::read_file(p.dir.file("site/tables/index.html")), "class=\"team-match\""));
  CHECK(has(test::read_file(p.dir.file("site/p/1/index.html")), "class=\"my-team\""));
}

TEST_CASE("team event: a table's report page and my match page (/t/, /m/) name the team table and seat; my match page has my team") {
  TeamPhone p;
  const auto view = web::read_event_view(p.path, games_dir());
  const Game game = load_game(games_dir(), "scp-tcg-jp-j");
  event::TableReports table;
  {
    Database db = open_event(p.path, OpenMode::read);
    table = event::table_reports_at(db, 2, 6);
  }
  REQUIRE(table.players.size() == 2);
  web::PageContext c;
  web::TablePageData t;
  t.table = table;
  CHECK(has(web::table_page(c, view, game, t).main, "<p class=\"team-seat\">チーム卓 2・C席</p>"));
  web::MyPageData m;
  m.player = table.players[0];
  m.table = table;
  const std::string mine = web::my_match_page(c, view, game, m).main;
  CHECK(has(mine, "<p class=\"team-seat\">チーム卓 2・C席</p>"));
  CHECK(has(mine, "<h2>自分のチーム</h2>"));
  CHECK(has(mine, "<dt>席</dt><dd>C</dd>"));
}

TEST_CASE("team event: the pages' view holds the CLI's team standings and every round's team matches (one snapshot, the same facts)") {
  TeamPhone p;
  const auto view = web::read_event_view(p.path, games_dir());
  REQUIRE(view.team_event);
  auto cli = [&](const std::vector<std::string>& args) {
    auto out = test::judgekit(args);
    INFO(out.err);
    REQUIRE(out.exit_code == 0);
    return json::parse(out.out);
  };
  CHECK(json(event::to_json(view.team_standings)) == cli({"standings", "--event", p.path, "--json"}));
  REQUIRE(view.rounds.size() == 2);
  for (const auto& r : view.rounds) {
    INFO("round " << r.number);
    CHECK(json(event::team_tables_json(r.teams)) == cli({"round", "show", "--event", p.path, std::to_string(r.number), "--json"})["teams"]);
  }
}
