#include <catch2/catch.hpp>

#include <set>

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
