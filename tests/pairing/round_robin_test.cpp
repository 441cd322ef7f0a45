// Berger tables (pairing/round_robin.hpp): every pair of a group meets exactly once, one bye a
// round when the group is odd, nobody twice in a round; groups dealt in a snake.
#include <catch2/catch.hpp>

#include <set>
#include <utility>

#include "round_robin.hpp"

using namespace jk::pairing;

TEST_CASE("Berger tables: each pair once, one bye a round when odd", "[round-robin]") {
  for (int n : {2, 3, 5, 6, 7, 8, 9, 12, 64}) {
    INFO(n << " players");
    const int rounds = berger_rounds(n);
    CHECK(rounds == (n % 2 ? n : n - 1));
    std::set<std::pair<int, int>> met;
    std::multiset<int> byes;
    for (int r = 1; r <= rounds; ++r) {
      BergerRound b = berger_round(n, r);
      std::set<int> seated;
      for (auto [a, c] : b.pairs) {
        CHECK(a < c);
        CHECK(c < n);
        CHECK(seated.insert(a).second);
        CHECK(seated.insert(c).second);
        CHECK(met.insert({a, c}).second);  // never met before
      }
      if (n % 2) {
        REQUIRE(b.bye >= 0);
        CHECK(seated.insert(b.bye).second);
        byes.insert(b.bye);
      } else {
        CHECK(b.bye == -1);
      }
      CHECK(static_cast<int>(seated.size()) == n);
    }
    CHECK(static_cast<int>(met.size()) == n * (n - 1) / 2);  // everyone met everyone
    if (n % 2)
      for (int p = 0; p < n; ++p) CHECK(byes.count(p) == 1);  // each sits out once
  }
  CHECK_THROWS(berger_round(1, 1));
  CHECK_THROWS(berger_round(4, 4));
  CHECK_THROWS(berger_round(5, 0));
}

TEST_CASE("Groups: K given, or groups of at most N, dealt in a snake", "[round-robin]") {
  CHECK(group_count(12, 3, 0) == 3);
  CHECK(group_count(12, 0, 4) == 3);
  CHECK(group_count(13, 0, 4) == 4);
  CHECK(group_count(12, 0, 0) == 1);
  CHECK(group_count(5, 4, 0) == 2);  // a group needs two players
  CHECK(snake_groups(7, 3) == std::vector<int>{0, 1, 2, 2, 1, 0, 0});
  CHECK(snake_groups(4, 1) == std::vector<int>{0, 0, 0, 0});
}
