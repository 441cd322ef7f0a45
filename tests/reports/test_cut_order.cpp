// The order after a top cut, on worked examples (each written out by hand from the bracket).
#include <catch2/catch.hpp>

#include "cut_order.hpp"

using namespace jk::reports;

namespace {

std::vector<std::int64_t> ids(const std::vector<CutPlace>& places) {
  std::vector<std::int64_t> out;
  for (const auto& p : places) out.push_back(p.player_id);
  return out;
}

CutMatch m(std::vector<std::int64_t> players, std::vector<std::int64_t> winners = {}, std::vector<int> places = {}) {
  return {std::move(players), std::move(winners), std::move(places)};
}

}  // namespace

TEST_CASE("no cut: the Swiss standing as it is", "[reports][cut]") {
  const auto out = order_after_cut({4, 2, 9}, {});
  CHECK(ids(out) == std::vector<std::int64_t>{4, 2, 9});
  CHECK(out[2].place == 3);
  CHECK(out[2].swiss_rank == 3);
  CHECK(out[2].top == 0);
}

TEST_CASE("top 4 finished: winner, finalist, semi-finalists by Swiss rank, then the rest", "[reports][cut]") {
  // The reports fixture: Swiss 佐藤(1) 𠮷田(6) O'Brien(8) 伊藤(5) 田中(4) 高橋(3) 寿限無(9) 鈴木(2) 山本(7);
  // semi-finals 1 beat 5, 6 beat 8; final 1 beat 6.
  const std::vector<std::int64_t> swiss = {1, 6, 8, 5, 4, 3, 9, 2, 7};
  const CutRounds cut = {{m({1, 5}, {1}), m({6, 8}, {6})}, {m({1, 6}, {1})}};
  const auto out = order_after_cut(swiss, cut);
  CHECK(ids(out) == std::vector<std::int64_t>{1, 6, 8, 5, 4, 3, 9, 2, 7});
  CHECK(out[0].champion);
  CHECK(out[0].finalist);
  CHECK(out[0].top == 2);
  CHECK_FALSE(out[1].champion);
  CHECK(out[1].finalist);
  CHECK(out[1].runner_up);  // lost a final that has its result
  CHECK_FALSE(out[0].runner_up);
  CHECK(out[2].top == 4);
  CHECK_FALSE(out[2].finalist);
  CHECK_FALSE(out[2].runner_up);
  CHECK(out[4].top == 0);
  CHECK(out[4].swiss_rank == 5);
  CHECK(out[8].place == 9);
}

TEST_CASE("top 8 won from low seeds: every group by Swiss rank", "[reports][cut]") {
  const std::vector<std::int64_t> swiss = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  // Quarter-finals 1v8 (8), 4v5 (5), 2v7 (2), 3v6 (3); semi-finals 8v5 (5), 2v3 (3); final 5v3 (3).
  const CutRounds cut = {{m({1, 8}, {8}), m({4, 5}, {5}), m({2, 7}, {2}), m({3, 6}, {3})},
                         {m({8, 5}, {5}), m({2, 3}, {3})},
                         {m({5, 3}, {3})}};
  const auto out = order_after_cut(swiss, cut);
  // 3 won, 5 lost the final; semi-final losers 2 and 8; quarter-final losers 1, 4, 6, 7; then 9, 10.
  CHECK(ids(out) == std::vector<std::int64_t>{3, 5, 2, 8, 1, 4, 6, 7, 9, 10});
  CHECK(out[2].top == 4);
  CHECK(out[4].top == 8);
  CHECK(out[4].swiss_rank == 1);
}

TEST_CASE("a cut in progress: winners of the last round above its losers, an open final by Swiss rank", "[reports][cut]") {
  const std::vector<std::int64_t> swiss = {1, 2, 3, 4, 5};
  SECTION("semi-finals in, final not paired") {
    const auto out = order_after_cut(swiss, {{m({1, 4}, {4}), m({2, 3}, {3})}});
    CHECK(ids(out) == std::vector<std::int64_t>{3, 4, 1, 2, 5});
    // The semi-finals' winners are in the final already (決勝進出), their losers out in the top 4.
    CHECK(out[0].finalist);
    CHECK(out[1].finalist);
    CHECK_FALSE(out[0].runner_up);
    CHECK_FALSE(out[2].finalist);
    CHECK(out[2].top == 4);
    CHECK(finish_name(out[0]) == "finalist");
    CHECK(finish_name(out[2]) == "top4");
  }
  SECTION("quarter-finals in, semi-finals not paired: the winners are the top 4") {
    const std::vector<std::int64_t> eight = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    const auto out = order_after_cut(eight, {{m({1, 8}, {1}), m({4, 5}, {5}), m({2, 7}, {2}), m({3, 6}, {6})}});
    CHECK(ids(out) == std::vector<std::int64_t>{1, 2, 5, 6, 3, 4, 7, 8, 9});
    for (int i = 0; i < 4; ++i) CHECK(finish_name(out[static_cast<std::size_t>(i)]) == "top4");
    for (int i = 4; i < 8; ++i) CHECK(finish_name(out[static_cast<std::size_t>(i)]) == "top8");
  }
  SECTION("final paired, not reported") {
    const auto out = order_after_cut(swiss, {{m({1, 4}, {4}), m({2, 3}, {3})}, {m({4, 3})}});
    CHECK(ids(out) == std::vector<std::int64_t>{3, 4, 1, 2, 5});
    CHECK(out[0].finalist);
    CHECK(out[1].finalist);
    CHECK_FALSE(out[0].champion);
    CHECK_FALSE(out[1].champion);
    // Nobody has lost the final yet: both are finalists, neither runner-up (決勝進出, not 準優勝).
    CHECK_FALSE(out[0].runner_up);
    CHECK_FALSE(out[1].runner_up);
    CHECK(finish_name(out[0]) == "finalist");
    CHECK(finish_name(out[1]) == "finalist");
  }
  SECTION("semi-finals paired, one reported") {
    const auto out = order_after_cut(swiss, {{m({1, 4}), m({2, 3}, {2})}});
    CHECK(ids(out) == std::vector<std::int64_t>{2, 1, 3, 4, 5});
    CHECK(finish_name(out[0]) == "finalist");  // through, whatever the other semi-final gives
    CHECK(finish_name(out[1]) == "top4");
  }
}

TEST_CASE("a pod final: the winner, then the table by Swiss rank", "[reports][cut]") {
  const auto out = order_after_cut({1, 2, 3, 4, 5, 6}, {{m({4, 1, 3, 2}, {3})}});
  CHECK(ids(out) == std::vector<std::int64_t>{3, 1, 2, 4, 5, 6});
  CHECK(out[0].champion);
  CHECK(out[1].finalist);
  CHECK(out[1].top == 4);
  // Without places nobody at the table is known to be second.
  for (std::size_t i = 1; i < 4; ++i) CHECK_FALSE(out[i].runner_up);
}

TEST_CASE("a pod final not yet played: the whole table finalists, nobody runner-up", "[reports][cut]") {
  const auto out = order_after_cut({1, 2, 3, 4, 5, 6}, {{m({4, 1, 3, 2})}});
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(out[i].finalist);
    CHECK_FALSE(out[i].champion);
    CHECK_FALSE(out[i].runner_up);
  }
}

TEST_CASE("a pod final placed by its result: the table's places, not the Swiss ranks", "[reports][cut]") {
  // Seated 4, 1, 3, 2; placed 3rd, 4th, 1st, 2nd.
  const auto out = order_after_cut({1, 2, 3, 4, 5, 6}, {{m({4, 1, 3, 2}, {3}, {3, 4, 1, 2})}});
  CHECK(ids(out) == std::vector<std::int64_t>{3, 2, 4, 1, 5, 6});
  CHECK(out[0].champion);
  CHECK(out[3].finalist);
  // Second at the table is the runner-up; third and fourth reached the final.
  CHECK(finish_name(out[1]) == "runner-up");
  CHECK(finish_name(out[2]) == "finalist");
  CHECK(finish_name(out[3]) == "finalist");
}

TEST_CASE("a bye in a cut is a won match: top seeds with byes count as through to the next round", "[reports][cut]") {
  // Top 6: 1 and 2 have byes; 5 beats 4, 3 beats 6; then 1 beats 5, 3 beats 2; 1 beats 3.
  const CutRounds cut = {{m({1}, {1}), m({4, 5}, {5}), m({2}, {2}), m({3, 6}, {3})}, {m({1, 5}, {1}), m({2, 3}, {3})}, {m({1, 3}, {1})}};
  const auto out = order_after_cut({1, 2, 3, 4, 5, 6, 7}, cut);
  CHECK(ids(out) == std::vector<std::int64_t>{1, 3, 2, 5, 4, 6, 7});
  CHECK(out[2].top == 4);
  CHECK(out[4].top == 6);
  CHECK(out[6].top == 0);
}

TEST_CASE("a cut player missing from the Swiss order goes last in its group", "[reports][cut]") {
  const auto out = order_after_cut({1, 2, 3}, {{m({1, 99}, {99}), m({2, 3}, {3})}});
  CHECK(ids(out) == std::vector<std::int64_t>{3, 99, 1, 2});
  CHECK(out[1].swiss_rank == 0);
}
