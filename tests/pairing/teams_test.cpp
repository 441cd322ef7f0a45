#include <catch2/catch.hpp>

#include <set>

#include "team_event.hpp"
#include "teams.hpp"

using namespace jk::pairing;

namespace {
std::vector<SwissPlayer> teams(int n) { return std::vector<SwissPlayer>(static_cast<std::size_t>(n)); }
}  // namespace

TEST_CASE("pair_teams: 2, 3 and 5 teams; seats A v A, B v B, C v C") {
  for (int n : {2, 3, 5}) {
    CAPTURE(n);
    auto p = pair_teams(field_of(teams(n)), 3, {});
    CHECK(p.pairs.size() == static_cast<std::size_t>(n / 2));
    CHECK(p.bye == (n % 2 ? n - 1 : -1));  // the bye: the lowest-ranked team, as Swiss gives it
    REQUIRE(p.seats.size() == p.pairs.size() * 3);
    for (std::size_t i = 0; i < p.seats.size(); ++i) {
      CHECK(p.seats[i].seat == static_cast<int>(i % 3));
      CHECK(p.seats[i].team_a == p.pairs[i / 3].first);
      CHECK(p.seats[i].team_b == p.pairs[i / 3].second);
    }
  }
}

TEST_CASE("pair_teams: no rematch of teams across rounds") {
  auto t = teams(4);
  // Round 1: 0 v 1, 2 v 3; 0 and 2 won.
  t[0] = {1, 0, 0, {1}};
  t[2] = {1, 0, 0, {3}};
  t[1] = {0, 0, 0, {0}};
  t[3] = {0, 0, 0, {2}};
  std::vector<SwissPlayer> ranked{t[0], t[2], t[1], t[3]};  // standings order: indices 0 2 1 3
  ranked[0].opponents = {2};
  ranked[1].opponents = {3};
  ranked[2].opponents = {0};
  ranked[3].opponents = {1};
  auto p = pair_teams(field_of(ranked), 2, {});
  CHECK(p.stats.rematches == 0);
  std::set<std::pair<int, int>> met{{0, 2}, {1, 3}};
  for (auto [a, b] : p.pairs) CHECK(!met.count({std::min(a, b), std::max(a, b)}));
  CHECK(p.seats.size() == 4);
}

TEST_CASE("pair_teams: a team is 2 or 3 players") {
  for (int size : {1, 4}) CHECK_THROWS_AS(pair_teams(field_of(teams(2)), size, {}), std::invalid_argument);
}

// ---- team matches and team standings, read from seat matches (pairing/team_event.hpp)

namespace {

using jk::SeatOutcome;

// Players 1-9: team 1 = 1 2 3, team 2 = 4 5 6, team 3 = 7 8 9 (seats A B C).
std::vector<Team> three_teams() {
  std::vector<Team> t(3);
  for (int i = 0; i < 3; ++i) {
    t[static_cast<std::size_t>(i)].id = i + 1;
    t[static_cast<std::size_t>(i)].name = "T" + std::to_string(i + 1);
    t[static_cast<std::size_t>(i)].seed = i + 1;
    for (int s = 0; s < 3; ++s) t[static_cast<std::size_t>(i)].members.push_back(3 * i + s + 1);
  }
  return t;
}

// A seat match at `table` of `round`: a vs b, outcome for a (win, loss, draw), or a bye for a.
Match seat_match(int round, std::optional<int> table, std::int64_t a, std::optional<std::int64_t> b, SeatOutcome for_a) {
  Match m;
  m.round = round;
  m.table = table;
  m.bye = !b;
  m.players = {a};
  jk::ResultRecord r;
  r.kind = b ? jk::ResultKind::games : jk::ResultKind::bye;
  r.seats.push_back({a, for_a, 0, 0, 0, std::nullopt, std::nullopt});
  if (b) {
    m.players.push_back(*b);
    const SeatOutcome other = for_a == SeatOutcome::win ? SeatOutcome::loss : for_a == SeatOutcome::loss ? SeatOutcome::win : SeatOutcome::draw;
    r.seats.push_back({*b, other, 0, 0, 0, std::nullopt, std::nullopt});
  }
  m.result = r;
  return m;
}

// Round 1: T1 v T2 at tables 1-3, seats A T1, B T2, C T1: T1 wins 2-1; T3 has the bye.
// Round 2: T3 v T1 at tables 1-3 (T3 first), seats A drawn, B T3, C T1: 1-1 and a draw, a team draw; T2 has the bye.
Event worked_event() {
  Event ev;
  ev.info.seed = 7;
  for (int n : {1, 2}) ev.rounds.push_back({n, jk::Stage::swiss, true, "", std::nullopt, std::nullopt});
  ev.matches = {seat_match(1, 1, 1, 4, SeatOutcome::win), seat_match(1, 2, 2, 5, SeatOutcome::loss), seat_match(1, 3, 3, 6, SeatOutcome::win),
                seat_match(1, {}, 7, {}, SeatOutcome::win),  seat_match(1, {}, 8, {}, SeatOutcome::win),  seat_match(1, {}, 9, {}, SeatOutcome::win),
                seat_match(2, 1, 7, 1, SeatOutcome::draw),   seat_match(2, 2, 8, 2, SeatOutcome::win),    seat_match(2, 3, 9, 3, SeatOutcome::loss),
                seat_match(2, {}, 4, {}, SeatOutcome::win),  seat_match(2, {}, 5, {}, SeatOutcome::win),  seat_match(2, {}, 6, {}, SeatOutcome::win)};
  return ev;
}

}  // namespace

TEST_CASE("team_matches: seat matches grouped into team matches; more seats won wins, equal is a team draw") {
  const Event ev = worked_event();
  const auto tm = team_matches(ev, three_teams());
  REQUIRE(tm.size() == 4);
  // Round 1: the team match at team table 1, then T3's bye.
  CHECK(tm[0].round == 1);
  CHECK(tm[0].table == 1);
  CHECK(tm[0].team_a == 1);
  CHECK(tm[0].team_b == 2);
  CHECK(tm[0].seats.size() == 3);
  CHECK(tm[0].complete);
  CHECK(tm[0].won_a == 2);
  CHECK(tm[0].won_b == 1);
  CHECK(tm[0].outcome_a() == TeamOutcome::win);
  CHECK(tm[1].team_a == 3);
  CHECK_FALSE(tm[1].team_b);
  CHECK_FALSE(tm[1].table);
  CHECK(tm[1].outcome_a() == TeamOutcome::win);
  // Round 2: 1-1 with a drawn seat.
  CHECK(tm[2].team_a == 3);
  CHECK(tm[2].team_b == 1);
  CHECK(tm[2].won_a == 1);
  CHECK(tm[2].won_b == 1);
  CHECK(tm[2].drawn == 1);
  CHECK(tm[2].outcome_a() == TeamOutcome::draw);
  // A seat still without its result leaves the team match pending.
  Event open = ev;
  open.matches[7].result.reset();
  CHECK(team_matches(open, three_teams())[2].outcome_a() == TeamOutcome::pending);
}

TEST_CASE("team_standings: the worked example of docs/events.md, figures by hand") {
  const auto rows = team_standings(three_teams(), team_matches(worked_event(), three_teams()), TeamScoring{3, 1, 0, 0.33, 1});
  REQUIRE(rows.size() == 3);
  // T1: win + draw = 4 points; seats 2-1-0 and 1-1-1: won 3, lost 2, drawn 1 = (9 + 1) / 18.
  // T2: loss + bye = 3 points; seats 1-2 and the bye's 3: won 4, lost 2 = 12 / 18.
  // T3: bye + draw = 4 points; seats 3 (bye) and 1-1-1: won 4, lost 1, drawn 1 = 13 / 18.
  // Match-win %: T1 4/6, T2 3/6, T3 4/6. TOMW: T1 (T2 1/2 + T3 2/3) / 2 = 7/12; T2 T1's 2/3; T3 T1's 2/3 (a bye is no opponent).
  // T1 and T3 tie on 4 points; T3's TOMW 2/3 beats T1's 7/12.
  CHECK(rows[0].team_id == 3);
  CHECK(rows[1].team_id == 1);
  CHECK(rows[2].team_id == 2);
  const auto& t3 = rows[0];
  const auto& t1 = rows[1];
  const auto& t2 = rows[2];
  CHECK(t1.points == 4);
  CHECK((t1.wins == 1 && t1.losses == 0 && t1.draws == 1));
  CHECK((t1.seats_won == 3 && t1.seats_lost == 2 && t1.seats_drawn == 1));
  CHECK(t1.tomw == Approx(7.0 / 12));
  CHECK(t1.sw == Approx(10.0 / 18));
  CHECK(t1.osw == Approx((12.0 / 18 + 13.0 / 18) / 2));
  CHECK(t2.points == 3);
  CHECK(t2.byes == 1);
  CHECK((t2.seats_won == 4 && t2.seats_lost == 2));
  CHECK(t2.tomw == Approx(2.0 / 3));
  CHECK(t2.sw == Approx(12.0 / 18));
  CHECK(t2.osw == Approx(10.0 / 18));
  CHECK(t3.points == 4);
  CHECK(t3.tomw == Approx(2.0 / 3));
  CHECK(t3.sw == Approx(13.0 / 18));
  CHECK(t3.osw == Approx(10.0 / 18));
}

TEST_CASE("team_standings: the 0.33 floor; a team with no match yet") {
  // T1 lost every seat of both rounds: match-win 0 → read as 0.33 by its opponents; seats 0 → 0.33.
  Event ev;
  for (int n : {1, 2}) ev.rounds.push_back({n, jk::Stage::swiss, true, "", std::nullopt, std::nullopt});
  ev.matches = {seat_match(1, 1, 1, 4, SeatOutcome::loss), seat_match(1, 2, 2, 5, SeatOutcome::loss), seat_match(1, 3, 3, 6, SeatOutcome::loss),
                seat_match(2, 1, 1, 7, SeatOutcome::loss), seat_match(2, 2, 2, 8, SeatOutcome::loss), seat_match(2, 3, 3, 9, SeatOutcome::loss)};
  ev.matches.push_back(seat_match(1, {}, 7, {}, SeatOutcome::win));
  ev.matches.push_back(seat_match(1, {}, 8, {}, SeatOutcome::win));
  ev.matches.push_back(seat_match(1, {}, 9, {}, SeatOutcome::win));
  ev.matches.push_back(seat_match(2, {}, 4, {}, SeatOutcome::win));
  ev.matches.push_back(seat_match(2, {}, 5, {}, SeatOutcome::win));
  ev.matches.push_back(seat_match(2, {}, 6, {}, SeatOutcome::win));
  const auto rows = team_standings(three_teams(), team_matches(ev, three_teams()), TeamScoring{});
  const TeamRow* t1 = nullptr;
  for (const auto& r : rows)
    if (r.team_id == 1) t1 = &r;
  REQUIRE(t1);
  CHECK(t1->points == 0);
  CHECK(t1->sw == Approx(0.33));
  CHECK(rows.back().team_id == 1);
  // T2 and T3 each met T1 only: TOMW = T1's floored 0.33.
  CHECK(rows[0].tomw == Approx(0.33));
  CHECK(team_standings(three_teams(), {}, TeamScoring{}).size() == 3);
}
