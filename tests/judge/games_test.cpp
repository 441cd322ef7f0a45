// SCP-TCG-JP-J 103.4 and 104, Imitation World 勝利条件, the land-and-person game's two 勝利条件.
#include <catch2/catch.hpp>
#include <functional>

#include "errors.hpp"
#include "judge.hpp"
#include "verdict_view.hpp"
#include "run.hpp"

using namespace jk;
using namespace jk::judge;

namespace {

using jk::test::error_of;

using jk::test::StepView;
using jk::test::VerdictView;
using jk::test::view;

VerdictView scp(const std::string& a, const std::string& b, const std::string& extra = "") {
  return view(scp_state(R"({"players": {"A": )" + a + R"(, "B": )" + b + "}" + extra + "}", "scp.json"));
}

const StepView* find_step(const VerdictView& v, const std::string& rule) {
  for (const auto& s : v.steps)
    if (s.rule == rule) return &s;
  return nullptr;
}

}  // namespace

TEST_CASE("SCP 104.2a: a site total cost of 7 loses, 6 does not") {
  auto six = scp(R"({"site_cost": 6})", R"({"site_cost": 0})");
  CHECK(six.outcome == "none");
  auto seven = scp(R"({"site_cost": 7})", R"({"site_cost": 6})");
  CHECK(seven.outcome == "win");
  CHECK(seven.winner == "B");
  CHECK(seven.decided_by == "104.2a");
  REQUIRE(find_step(seven, "104.2a"));
  CHECK(find_step(seven, "104.2a")->text == "site total cost 7 vs 6 (7 or more loses)");
  CHECK(find_step(seven, "104.2a")->result == "A loses");
  CHECK(scp(R"({"site_cost": 2})", R"({"site_cost": 8})").winner == "A");
}

TEST_CASE("SCP 104.2b: breaching from an empty sandbox loses") {
  auto v = scp(R"({"site_cost": 3, "breach_from_empty_sandbox": true})", R"({"site_cost": 3})");
  CHECK(v.winner == "B");
  CHECK(v.decided_by == "104.2b");
}

TEST_CASE("SCP 104.2c, 104.2d, 104.2e: effects, a loop of choices, conceding") {
  CHECK(scp(R"({"site_cost": 1, "effect_win": true})", R"({"site_cost": 1})").decided_by == "104.2c");
  CHECK(scp(R"({"site_cost": 1, "effect_loss": true})", R"({"site_cost": 1})").winner == "B");
  auto loop = scp(R"({"site_cost": 1})", R"({"site_cost": 1})", R"(, "loop": "optional", "loop_started_by": "B")");
  CHECK(loop.winner == "A");
  CHECK(loop.decided_by == "104.2d");
  auto conceded = scp(R"({"site_cost": 1})", R"({"site_cost": 1, "conceded": true})");
  CHECK(conceded.winner == "A");
  CHECK(conceded.decided_by == "104.2e");
}

TEST_CASE("SCP 104.3: a player meeting a win and a loss condition at once loses") {
  auto v = scp(R"({"site_cost": 7, "effect_win": true})", R"({"site_cost": 2})");
  CHECK(v.winner == "B");
  CHECK(v.decided_by == "104.3");
  REQUIRE(find_step(v, "104.3"));
  CHECK(find_step(v, "104.3")->result == "A loses");
}

TEST_CASE("SCP 104.4b: every remaining player losing at once is a draw; 104.4a: a loop nobody chooses") {
  auto v = scp(R"({"site_cost": 7})", R"({"site_cost": 9})");
  CHECK(v.outcome == "draw");
  CHECK(v.decided_by == "104.4b");
  auto mixed = scp(R"({"site_cost": 8})", R"({"site_cost": 4, "breach_from_empty_sandbox": true})");
  CHECK(mixed.decided_by == "104.4b");
  auto loop = scp(R"({"site_cost": 1})", R"({"site_cost": 1})", R"(, "loop": "mandatory")");
  CHECK(loop.outcome == "draw");
  CHECK(loop.decided_by == "104.4a");
  // A loss ends the game at once (104.1): the loop does not turn it into a draw.
  auto lost = scp(R"({"site_cost": 7})", R"({"site_cost": 1})", R"(, "loop": "mandatory")");
  CHECK(lost.winner == "B");
}

TEST_CASE("SCP 103.4 after a game: the loser chooses; after a draw, whoever chose last time") {
  auto won = scp(R"({"site_cost": 7})", R"({"site_cost": 1})", R"(, "chose_play_order": "B")");
  CHECK(won.next_chooser == "A");  // A lost
  CHECK(won.next_chooser_rule == "103.4");
  auto draw = scp(R"({"site_cost": 7})", R"({"site_cost": 7})", R"(, "chose_play_order": "B")");
  CHECK(draw.next_chooser == "B");
  auto draw_unknown = scp(R"({"site_cost": 7})", R"({"site_cost": 7})");
  CHECK(draw_unknown.next_chooser.empty());
  CHECK(draw_unknown.next_chooser_text.find("give chose_play_order") != std::string::npos);
  CHECK(scp(R"({"site_cost": 1})", R"({"site_cost": 1})").next_chooser_rule.empty());  // the game goes on
}

TEST_CASE("SCP 103.4 on its own: first game random, then the previous loser, after a draw the previous chooser") {
  auto first = view(scp_play_order("", ""));
  CHECK(first.outcome == "random");
  CHECK(first.steps[0].result.find("ジャンケン") != std::string::npos);
  auto after_a = view(scp_play_order("A", ""));
  CHECK(after_a.next_chooser == "B");
  CHECK(view(scp_play_order("B", "B")).next_chooser == "A");
  CHECK(view(scp_play_order("draw", "A")).next_chooser == "A");
  CHECK(view(scp_play_order("draw", "B")).next_chooser == "B");
  CHECK(error_of([] { scp_play_order("draw", ""); }).find("--previous-winner draw needs --previous-chose") == 0);
  CHECK(error_of([] { scp_play_order("C", ""); }).find("--previous-winner C") == 0);
  CHECK(error_of([] { scp_play_order("", "A"); }).find("--previous-chose needs --previous-winner") == 0);
}

TEST_CASE("SCP state errors name the field") {
  CHECK(error_of([] { scp(R"({})", R"({"site_cost": 1})"); }).find("scp.json: players.A.site_cost: missing") == 0);
  CHECK(error_of([] { scp(R"({"site_cost": -2})", R"({"site_cost": 1})"); }).find("players.A.site_cost: is -2; a count cannot be negative") !=
        std::string::npos);
  CHECK(error_of([] { scp(R"({"site_cost": 1})", R"({"site_cost": 1})", R"(, "loop": "optional")"); }).find("loop_started_by: missing") !=
        std::string::npos);
  CHECK(error_of([] { scp(R"({"site_cost": 1})", R"({"site_cost": 1})", R"(, "loop": "sometimes")"); }).find("loop: is \"sometimes\"") !=
        std::string::npos);
  CHECK(error_of([] { scp(R"({"site_cost": 1, "effect_win": true})", R"({"site_cost": 1, "effect_win": true})"); }).find("two winners") !=
        std::string::npos);
  CHECK(error_of([] { scp(R"({"site_cost": 1, "breach": true})", R"({"site_cost": 1})"); }).find("players.A.breach: unknown field") !=
        std::string::npos);
}

// ---- Imitation World
TEST_CASE("Imitation World: a destroyed アガ loses") {
  auto v = view(imitation_world_state(R"({"players": {"A": {"aga_destroyed": true}, "B": {}}})", "iw.json"));
  CHECK(v.winner == "B");
  CHECK(v.decided_by == "勝利条件");
  auto both = view(imitation_world_state(R"({"players": {"A": {"aga_destroyed": true}, "B": {"aga_destroyed": true}}})", "iw.json"));
  CHECK(both.outcome == "judge");
}

TEST_CASE("Imitation World draw phase: 0 cards loses, 1 card is drawn and play goes on, 2 draws 2") {
  auto zero = view(imitation_world_state(R"({"draw_phase": "B", "players": {"A": {"deck": 20}, "B": {"deck": 0}}})", "iw.json"));
  CHECK(zero.winner == "A");
  CHECK(zero.decided_by == "勝利条件");
  auto one = view(imitation_world_state(R"({"draw_phase": "B", "players": {"A": {"deck": 20}, "B": {"deck": 1}}})", "iw.json"));
  CHECK(one.outcome == "none");
  CHECK(one.steps.back().result.find("not a loss") != std::string::npos);
  auto two = view(imitation_world_state(R"({"draw_phase": "A", "players": {"A": {"deck": 2}, "B": {"deck": 0}}})", "iw.json"));
  CHECK(two.outcome == "none");  // B's empty deck matters only at B's draw phase
  CHECK(two.steps.back().rule == "ドローフェイズ");
}

TEST_CASE("Imitation World state errors: missing deck, no draw phase on the first player's first turn, contradictions") {
  CHECK(error_of([] { imitation_world_state(R"({"draw_phase": "A", "players": {"A": {}, "B": {}}})", "iw.json"); })
            .find("iw.json: players.A.deck: missing") == 0);
  CHECK(error_of([] {
          imitation_world_state(R"({"draw_phase": "A", "first_players_first_turn": true, "players": {"A": {"deck": 0}, "B": {}}})", "iw.json");
        }).find("no draw phase") != std::string::npos);
  CHECK(error_of([] { imitation_world_state(R"({"draw_phase": "A", "players": {"A": {"deck": 0}, "B": {"aga_destroyed": true}}})", "iw.json"); })
            .find("draw_phase: an アガ is destroyed in battle") != std::string::npos);
}

// ---- the land-and-person game
TEST_CASE("tochi-jinbutsu deck-building: all lands destroyed, 10 persons as 戦果 (9 not), deck exhausted") {
  auto lands = view(tochi_jinbutsu_state(R"({"mode": "deck-building", "players": {"A": {"lands_left": 0, "captured": 3}, "B": {"lands_left": 1, "captured": 9}}})", "t.json"));
  CHECK(lands.winner == "B");
  CHECK(lands.decided_by == "デッキ構築対戦ルール/勝利条件");
  CHECK(lands.procedure == "deck-building");
  auto nine = view(tochi_jinbutsu_state(R"({"mode": "deck-building", "players": {"A": {"lands_left": 2, "captured": 9}, "B": {"lands_left": 1, "captured": 0}}})", "t.json"));
  CHECK(nine.outcome == "none");
  auto ten = view(tochi_jinbutsu_state(R"({"mode": "deck-building", "players": {"A": {"lands_left": 2, "captured": 10}, "B": {"lands_left": 1, "captured": 0}}})", "t.json"));
  CHECK(ten.winner == "A");
  auto out = view(tochi_jinbutsu_state(
      R"({"mode": "deck-building", "income_phase": "A", "players": {"A": {"lands_left": 2, "captured": 0, "deck": 0}, "B": {"lands_left": 1, "captured": 0}}})", "t.json"));
  CHECK(out.winner == "B");
  CHECK(out.summary.find("exhausted A's deck") != std::string::npos);
  auto left = view(tochi_jinbutsu_state(
      R"({"mode": "deck-building", "income_phase": "A", "players": {"A": {"lands_left": 2, "captured": 0, "deck": 1}, "B": {"lands_left": 1, "captured": 0}}})", "t.json"));
  CHECK(left.outcome == "none");
}

TEST_CASE("tochi-jinbutsu shared-deck: ★10 occupied, 10 persons as 戦果, 20 persons as 捨て札 (one under does not)") {
  auto base = [](const char* a) {
    return view(tochi_jinbutsu_state(std::string(R"({"mode": "shared-deck", "players": {"A": )") + a +
                                         R"(, "B": {"occupied_stars": 0, "captured": 0, "discards": 0}}})", "t.json"));
  };
  CHECK(base(R"({"occupied_stars": 9, "captured": 9, "discards": 19})").outcome == "none");
  CHECK(base(R"({"occupied_stars": 10, "captured": 0, "discards": 0})").winner == "A");
  CHECK(base(R"({"occupied_stars": 0, "captured": 10, "discards": 0})").winner == "A");
  auto d = base(R"({"occupied_stars": 0, "captured": 0, "discards": 20})");
  CHECK(d.winner == "A");
  CHECK(d.decided_by == "山札共有対戦ルール/勝利条件");
  CHECK(d.procedure == "shared-deck");
}

TEST_CASE("tochi-jinbutsu: both players meeting a condition is for the judge; the mode's fields only") {
  auto both = view(tochi_jinbutsu_state(R"({"mode": "shared-deck", "players": {"A": {"occupied_stars": 10, "captured": 0, "discards": 0},
                                                                          "B": {"occupied_stars": 0, "captured": 10, "discards": 0}}})", "t.json"));
  CHECK(both.outcome == "judge");
  CHECK(error_of([] { tochi_jinbutsu_state(R"({"players": {}})", "t.json"); }).find("t.json: mode: missing") == 0);
  CHECK(error_of([] {
          tochi_jinbutsu_state(R"({"mode": "deck-building", "players": {"A": {"lands_left": 1, "captured": 0, "discards": 3}, "B": {"lands_left": 1, "captured": 0}}})", "t.json");
        }).find("players.A.discards: belongs to the shared-deck mode") != std::string::npos);
  CHECK(error_of([] {
          tochi_jinbutsu_state(R"({"mode": "shared-deck", "income_phase": "A", "players": {"A": {}, "B": {}}})", "t.json");
        }).find("income_phase: belongs to the deck-building mode") != std::string::npos);
  CHECK(error_of([] {
          tochi_jinbutsu_state(R"({"mode": "deck-building", "income_phase": "B", "players": {"A": {"lands_left": 1, "captured": 0}, "B": {"lands_left": 1, "captured": 0}}})", "t.json");
        }).find("players.B.deck: missing") != std::string::npos);
}

TEST_CASE("adjudicate_state dispatches by game and refuses ROE UP!") {
  CHECK(view(adjudicate_state("scp-tcg-jp-j", R"({"players": {"A": {"site_cost": 7}, "B": {"site_cost": 0}}})", "x")).winner == "B");
  CHECK(error_of([] { adjudicate_state("roeup", "{}", "x"); }).find("roeup has no end-state adjudication") == 0);
}
