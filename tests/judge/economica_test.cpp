// Economica section 2: the time-limit order 2-5-1..2-5-4 and the end states 2-1..2-4-2 with
// section 2's precedence. Every expected answer is worked out from the rulebook text by hand.
#include <catch2/catch.hpp>
#include <functional>

#include "errors.hpp"
#include "judge.hpp"
#include "verdict_view.hpp"
#include "run.hpp"

using namespace jk;
using namespace jk::judge;

namespace {

using jk::test::VerdictView;
using jk::test::view;

VerdictView tl(const char* stock, const char* flow, const char* value, const char* janken = "") {
  return view(economica_time_limit(time_limit_input(stock, flow, value, janken)));
}

using jk::test::error_of;

std::vector<std::string> rules(const VerdictView& v) {
  std::vector<std::string> r;
  for (const auto& s : v.steps) r.push_back(s.rule);
  return r;
}

VerdictView state(const std::string& json) { return view(economica_state(json, "state.json")); }

}  // namespace

TEST_CASE("2-5-1: more stock wins, whatever follows") {
  auto v = tl("3:2", "1:4", "1:16");
  CHECK(v.outcome == "win");
  CHECK(v.winner == "A");
  CHECK(v.decided_by == "2-5-1");
  REQUIRE(v.steps.size() == 1);
  CHECK(v.steps[0].rule == "2-5-1");
  CHECK(v.steps[0].text == "stock 3 vs 2");
  CHECK(v.steps[0].result == "A wins");
  CHECK(tl("0:4", "4:4", "4:4").winner == "B");  // 4 is the most a stock can hold before 2-1 ends the game
}

TEST_CASE("2-5-2: equal stock, more flow-zone assets wins") {
  auto v = tl("2:2", "3:4", "12:4");
  CHECK(v.winner == "B");
  CHECK(v.decided_by == "2-5-2");
  CHECK(rules(v) == std::vector<std::string>{"2-5-1", "2-5-2"});
  CHECK(v.steps[0].result == "equal");
  CHECK(v.steps[1].text == "flow-zone assets 3 vs 4");
}

TEST_CASE("2-5-3: equal stock and flow, the higher sum of value levels wins (one apart)") {
  auto v = tl("3:3", "4:4", "12:11");
  CHECK(v.winner == "A");
  CHECK(v.decided_by == "2-5-3");
  CHECK(rules(v) == std::vector<std::string>{"2-5-1", "2-5-2", "2-5-3"});
  CHECK(v.summary == "A wins (2-5-3)");
}

TEST_CASE("2-5-4: all equal, janken decides; without its result a person must act") {
  auto open = tl("3:3", "4:4", "12:12");
  CHECK(open.outcome == "janken");
  CHECK(open.winner.empty());
  CHECK(needs_person(open));
  CHECK(open.decided_by == "2-5-4");
  CHECK(open.steps.back().result == "not played yet");
  auto b = tl("3:3", "4:4", "12:12", "B");
  CHECK(b.outcome == "win");
  CHECK(b.winner == "B");
  CHECK(b.decided_by == "2-5-4");
  CHECK_FALSE(needs_person(b));
}

TEST_CASE("a janken result is not used when an earlier rule decides, and the verdict says so") {
  auto v = tl("1:0", "4:4", "12:12", "B");
  CHECK(v.winner == "A");
  REQUIRE(v.notes.size() == 1);
  CHECK(v.notes[0].find("2-5-1 decided") != std::string::npos);
}

TEST_CASE("time limit inputs: a stock of 5 already ended the game by 2-1 (4 is the last one allowed)") {
  CHECK_NOTHROW(tl("4:4", "1:1", "1:1", "A"));
  auto e = error_of([] { tl("5:2", "4:4", "12:10"); });
  CHECK(e.find("2-1") != std::string::npos);
  CHECK(e.find("stock of 5") != std::string::npos);
  e = error_of([] { tl("2:7", "4:4", "12:10"); });
  CHECK(e.find("--stock 2:7: B has a stock of 7") == 0);
}

TEST_CASE("time limit inputs: an empty flow zone ended the game by 2-2; the flow zone counts at most 5") {
  CHECK(error_of([] { tl("1:1", "0:3", "0:6"); }).find("2-2") != std::string::npos);
  CHECK_NOTHROW(tl("1:1", "5:4", "5:4"));  // 4 slots full plus an investment-trust stack: 5 (7, E0043/V1SM)
  auto e = error_of([] { tl("1:1", "4:6", "8:8"); });
  CHECK(e.find("B's flow zone cannot count 6") != std::string::npos);
  CHECK(e.find("E0043/V1SM") != std::string::npos);
}

TEST_CASE("time limit inputs: value levels 1 to 4 per flow-zone asset bound the sum") {
  CHECK_NOTHROW(tl("1:1", "3:3", "3:12"));                                     // the lowest and highest sums
  CHECK(error_of([] { tl("1:1", "3:3", "2:6"); }).find("A's value levels cannot sum to 2 with 3") != std::string::npos);
  CHECK(error_of([] { tl("1:1", "3:3", "6:13"); }).find("(only 3 to 12)") != std::string::npos);
  CHECK(error_of([] { tl("1:1", "3:3", "6:13"); }).find("A0002/V1S") != std::string::npos);
}

TEST_CASE("time limit inputs: counts must be A:B whole numbers, never negative; janken is A or B") {
  CHECK(error_of([] { parse_counts("-1:2", "--stock"); }) == "--stock -1:2: counts cannot be negative");
  CHECK(error_of([] { parse_counts("1:-2", "--stock"); }) == "--stock 1:-2: counts cannot be negative");
  CHECK(error_of([] { parse_counts("3", "--flow"); }).find("give A's count and B's as A:B") != std::string::npos);
  CHECK(error_of([] { parse_counts("3:x", "--flow"); }).find("'x' is not a whole number") != std::string::npos);
  CHECK(error_of([] { parse_counts("3:", "--flow"); }).find("is not a whole number") != std::string::npos);
  CHECK(error_of([] { tl("1:1", "1:1", "1:1", "C"); }) == "--janken C: give A or B (who won the janken)");
}

// ---- End states
TEST_CASE("2-1: the first to 5 in the stock zone wins (4 does not)") {
  auto v = state(R"({"players": {"A": {"stock": 5, "flow": [2], "deck": 10}, "B": {"stock": 4, "flow": [3], "deck": 10}}})");
  CHECK(v.winner == "A");
  CHECK(v.decided_by == "2-1");
  auto none = state(R"({"players": {"A": {"stock": 4, "flow": [2], "deck": 10}, "B": {"stock": 4, "flow": [3], "deck": 10}}})");
  CHECK(none.outcome == "none");
  CHECK(none.summary.find("the game goes on") != std::string::npos);
}

TEST_CASE("investment trust (7 E0043/V1SM): a stack counts 2 in the stock zone and 1 in the flow zone") {
  // A: 3 cards + 1 stack = 5 stock -> 2-1. Without the stack's double count it would be 4.
  auto v = state(R"({"players": {"A": {"stock": 3, "stock_trusts": 1, "flow": [2], "deck": 10},
                                 "B": {"stock": 0, "flow": [1, {"trust": 4}, 2, 3, 2], "deck": 10}}})");
  CHECK(v.winner == "A");
  CHECK(v.decided_by == "2-1");
  REQUIRE(v.steps.size() >= 2);
  CHECK(v.steps[0].rule == "7 E0043/V1SM");
  CHECK(v.steps[0].result == "stock 5, flow-zone assets 1");
  CHECK(v.steps[1].result == "stock 0, flow-zone assets 5");
}

TEST_CASE("the flow zone in a state: 4 slots, 5 only with a stack, value levels 1 to 4") {
  auto e = error_of([] { state(R"({"players": {"A": {"stock": 0, "flow": [1,1,1,1,1], "deck": 1}, "B": {"stock": 0, "flow": [1], "deck": 1}}})"); });
  CHECK(e.find("state.json: players.A.flow: 5 assets and no investment-trust stack") == 0);
  e = error_of([] { state(R"({"players": {"A": {"stock": 0, "flow": [1,1,1,{"trust":1},1,1], "deck": 1}, "B": {"stock": 0, "flow": [1], "deck": 1}}})"); });
  CHECK(e.find("players.A.flow: 6 assets") != std::string::npos);
  e = error_of([] { state(R"({"players": {"A": {"stock": 0, "flow": [1], "deck": 1}, "B": {"stock": 0, "flow": [2, 5], "deck": 1}}})"); });
  CHECK(e.find("players.B.flow[1]: value level 5: at 5 an asset goes to the stock zone") != std::string::npos);
  e = error_of([] { state(R"({"players": {"A": {"stock": 0, "flow": [0], "deck": 1}, "B": {"stock": 0, "flow": [2], "deck": 1}}})"); });
  CHECK(e.find("players.A.flow[0]: value level 0") != std::string::npos);
}

TEST_CASE("2-2: emptying the opponent's flow zone wins") {
  auto v = state(R"({"players": {"A": {"stock": 1, "flow": [], "deck": 10}, "B": {"stock": 2, "flow": [3], "deck": 10}}})");
  CHECK(v.winner == "B");
  CHECK(v.decided_by == "2-2");
}

TEST_CASE("precedence: one player meeting 2-1 and 2-2 wins by 2-1, the first listed") {
  auto v = state(R"({"players": {"A": {"stock": 5, "flow": [2], "deck": 10}, "B": {"stock": 2, "flow": [], "deck": 10}}})");
  CHECK(v.winner == "A");
  CHECK(v.decided_by == "2-1");
  CHECK(v.steps.back().rule == "2");
}

TEST_CASE("2-3: 2-1 and 2-2 for both players at once: whoever used the event that caused it wins") {
  const char* both5 = R"({"players": {"A": {"stock": 5, "flow": [2], "deck": 10}, "B": {"stock": 6, "flow": [3], "deck": 10}}, "event_by": "A"})";
  auto v = state(both5);
  CHECK(v.winner == "A");  // B has more stock, but 2-3 looks only at the event
  CHECK(v.decided_by == "2-3");
  // Mixed: A reaches 5 (2-1) while A's own flow zone empties (2-2 for B).
  auto m = state(R"({"players": {"A": {"stock": 5, "flow": [], "deck": 9}, "B": {"stock": 3, "flow": [2, 2], "deck": 11}}, "event_by": "B"})");
  CHECK(m.winner == "B");
  CHECK(m.decided_by == "2-3");
}

TEST_CASE("2-3 without event_by is incomplete; with null (no event) section 2's order or else the judge (6-4) decides") {
  auto e = error_of([] { state(R"({"players": {"A": {"stock": 5, "flow": [2], "deck": 10}, "B": {"stock": 5, "flow": [3], "deck": 10}}})"); });
  CHECK(e.find("state.json: event_by: missing") == 0);
  CHECK(e.find("2-3") != std::string::npos);
  auto v = state(R"({"players": {"A": {"stock": 5, "flow": [2], "deck": 10}, "B": {"stock": 5, "flow": [3], "deck": 10}}, "event_by": null})");
  CHECK(v.outcome == "judge");
  CHECK(v.decided_by == "6-4");
  CHECK(needs_person(v));
  // Mixed and no event: A reaches 5 (2-1) while A's own flow zone empties (2-2 for B): section 2's
  // order settles it, 2-1 first.
  auto m = state(R"({"players": {"A": {"stock": 5, "flow": [], "deck": 9}, "B": {"stock": 3, "flow": [2, 2], "deck": 11}}, "event_by": null})");
  CHECK(m.winner == "A");
  CHECK(m.decided_by == "2");
  CHECK_FALSE(needs_person(m));
}

TEST_CASE("2-4: a deck at zero, more stock wins (even the player whose deck ran out)") {
  auto v = state(R"({"players": {"A": {"stock": 3, "flow": [2], "deck": 0}, "B": {"stock": 2, "flow": [3], "deck": 7}}})");
  CHECK(v.winner == "A");
  CHECK(v.decided_by == "2-4");
}

TEST_CASE("2-4-1: equal stock, the player whose deck ran out loses") {
  auto v = state(R"({"players": {"A": {"stock": 2, "flow": [2], "deck": 0}, "B": {"stock": 2, "flow": [3], "deck": 7}}})");
  CHECK(v.winner == "B");
  CHECK(v.decided_by == "2-4-1");
  CHECK(v.steps.back().result == "A loses");
}

TEST_CASE("2-4-2: both decks out through an event with equal stock: the event's user wins") {
  auto v = state(R"({"players": {"A": {"stock": 2, "flow": [2], "deck": 0}, "B": {"stock": 2, "flow": [3], "deck": 0}}, "event_by": "B"})");
  CHECK(v.winner == "B");
  CHECK(v.decided_by == "2-4-2");
  auto e = error_of([] { state(R"({"players": {"A": {"stock": 2, "flow": [2], "deck": 0}, "B": {"stock": 2, "flow": [3], "deck": 0}}})"); });
  CHECK(e.find("event_by: missing") != std::string::npos);
  CHECK(e.find("2-4-2") != std::string::npos);
  // Both out with different stock: 2-4 itself decides.
  auto w = state(R"({"players": {"A": {"stock": 1, "flow": [2], "deck": 0}, "B": {"stock": 2, "flow": [3], "deck": 0}}, "event_by": "A"})");
  CHECK(w.winner == "B");
  CHECK(w.decided_by == "2-4");
}

TEST_CASE("precedence: 2-1 before 2-4, and 2-4 before the time limit") {
  auto v = state(R"({"players": {"A": {"stock": 2, "flow": [2], "deck": 0}, "B": {"stock": 5, "flow": [3], "deck": 4}}, "time_limit": true})");
  CHECK(v.winner == "B");
  CHECK(v.decided_by == "2-1");
  int set_aside = 0;
  for (const auto& s : v.steps) set_aside += s.rule == "2";
  CHECK(set_aside == 2);  // 2-4 (A's deck) and 2-5 both set aside
  auto d = state(R"({"players": {"A": {"stock": 2, "flow": [2], "deck": 0}, "B": {"stock": 3, "flow": [3], "deck": 4}}, "time_limit": true})");
  CHECK(d.decided_by == "2-4");
}

TEST_CASE("2-5 from a state: counts come from the state, with stacks counted as the rulings say") {
  // A: 2 + stack = 4 stock, flow 3 assets 2+3+4 = 9; B: 4 stock, flow 4+4+1 = 9. All equal -> janken.
  const char* s = R"({"time_limit": true, "players": {"A": {"stock": 2, "stock_trusts": 1, "flow": [2, 3, 4], "deck": 6},
                                                       "B": {"stock": 4, "flow": [4, 4, 1], "deck": 3}}})";
  auto v = state(s);
  CHECK(v.outcome == "janken");
  CHECK(v.decided_by == "2-5-4");
  std::string with = std::string(s).replace(std::string(s).find("\"time_limit\": true"), 18, "\"time_limit\": true, \"janken\": \"A\"");
  CHECK(state(with).winner == "A");
  auto f = state(R"({"time_limit": true, "players": {"A": {"stock": 1, "flow": [2, 3], "deck": 6}, "B": {"stock": 1, "flow": [4], "deck": 3}}})");
  CHECK(f.winner == "A");
  CHECK(f.decided_by == "2-5-2");
}

TEST_CASE("state files: missing, unknown, negative and mistyped fields are named") {
  CHECK(error_of([] { state(R"({"players": {"A": {"flow": [2], "deck": 1}, "B": {"stock": 0, "flow": [1], "deck": 1}}})"); })
            .find("state.json: players.A.stock: missing") == 0);
  CHECK(error_of([] { state(R"({"players": {"A": {"stock": -1, "flow": [2], "deck": 1}, "B": {"stock": 0, "flow": [1], "deck": 1}}})"); }) ==
        "state.json: players.A.stock: is -1; a count cannot be negative");
  CHECK(error_of([] { state(R"({"players": {"A": {"stok": 1, "stock": 1, "flow": [2], "deck": 1}, "B": {"stock": 0, "flow": [1], "deck": 1}}})"); })
            .find("players.A.stok: unknown field") != std::string::npos);
  CHECK(error_of([] { state(R"({"players": {"A": {"stock": 1, "flow": [2], "deck": 1}}})"); }).find("players.B: missing") != std::string::npos);
  CHECK(error_of([] { state(R"({"players": {"A": {"stock": 1, "flow": [2], "deck": "x"}, "B": {"stock": 0, "flow": [1], "deck": 1}}})"); })
            .find("players.A.deck: is \"x\"") != std::string::npos);
  CHECK(error_of([] { state(R"({"game": "scp-tcg-jp-j", "players": {}})"); }).find("game: is \"scp-tcg-jp-j\"") != std::string::npos);
  CHECK(error_of([] { state("{\n  \"players\": {\n    \"A\": [1,\n}"); }).find("state.json:4: not valid JSON") == 0);
  // Read with the limits every JSON a person gives has (db/json_input.hpp): depth, huge numbers.
  CHECK(error_of([] { state("{\"players\": " + std::string(70, '[') + std::string(70, ']') + "}"); }) ==
        "state.json:1: JSON nested more than 64 levels deep; no judgekit file is (is this the right file?)");
  CHECK(error_of([] { state(R"({"players": {"A": {"stock": 1e400, "flow": [2], "deck": 1}}})"); }) == "state.json:1: the number 1e400 is too large");
  CHECK(error_of([] { state(R"({"janken": "A", "players": {"A": {"stock": 1, "flow": [2], "deck": 1}, "B": {"stock": 0, "flow": [1], "deck": 1}}})"); })
            .find("janken: only 2-5-4") != std::string::npos);
}

TEST_CASE("verdict JSON has the documented keys in a stable order") {
  auto v = tl("3:2", "4:4", "12:10");
  CHECK(to_json(v) ==
        R"J({"game":"economica","procedure":"time-limit","outcome":"win","winner":"A","decided_by":"2-5-1","summary":"A wins (2-5-1)",)J"
        R"J("sides":[{"id":"A","name":null},{"id":"B","name":null}],"steps":[{"rule":"2-5-1","text":"stock 3 vs 2","result":"A wins"}],"notes":[]})J");
}

TEST_CASE("hostile numbers in a state file are named as too large, never wrapped to negative") {
  auto e = error_of([] { state(R"({"players": {"A": {"stock": 18446744073709551615, "flow": [2], "deck": 10}, "B": {"stock": 2, "flow": [3], "deck": 7}}})"); });
  CHECK(e.find("players.A.stock: is 18446744073709551615; far too large") != std::string::npos);
  auto lv = error_of([] { state(R"({"players": {"A": {"stock": 2, "flow": [18446744073709551615], "deck": 10}, "B": {"stock": 2, "flow": [3], "deck": 7}}})"); });
  CHECK(lv.find("a value level is a whole number 1 to 4") != std::string::npos);
  auto five = error_of([] { state(R"({"players": {"A": {"stock": 2, "flow": [5], "deck": 10}, "B": {"stock": 2, "flow": [3], "deck": 7}}})"); });
  CHECK(five.find("at 5 an asset goes to the stock zone") != std::string::npos);
}

// What people read in Japanese is the rulebook's own words for Economica: 価値段階 (2-5-3, 7) and
// じゃんけん (4-1, 2-5-4), as the 2-5 chain itself says them; never 価値レベル or ジャンケン.
TEST_CASE("Economica's refusals and notes in Japanese use the rulebook's 価値段階 and じゃんけん") {
  auto ja_error = [](const std::function<void()>& f) -> std::string {
    try {
      f();
    } catch (const InputError& e) {
      return e.located(Lang::ja);
    }
    return "(no error)";
  };
  const std::string cases[] = {
      ja_error([] { tl("1:1", "3:3", "2:6"); }),                                  // --value out of bounds
      ja_error([] { tl("1:1", "3:3", "6:6", "C"); }),                             // --janken not A or B
      ja_error([] { state(R"({"players": {"A": {"stock": 1, "flow": [5], "deck": 3}, "B": {"stock": 1, "flow": [2], "deck": 3}}})"); }),
      ja_error([] { state(R"({"players": {"A": {"stock": 1, "flow": 2, "deck": 3}, "B": {"stock": 1, "flow": [2], "deck": 3}}})"); }),
      ja_error([] { state(R"({"players": {"A": {"stock": 1, "flow": [2], "deck": 3}, "B": {"stock": 1, "flow": [2], "deck": 3}}, "janken": "A"})"); }),
  };
  for (const auto& e : cases) {
    INFO(e);
    CHECK(e != "(no error)");
    CHECK(e.find("価値レベル") == std::string::npos);
    CHECK(e.find("ジャンケン") == std::string::npos);
  }
  CHECK(cases[0].find("価値段階の合計") != std::string::npos);
  CHECK(cases[1].find("じゃんけんの勝者") != std::string::npos);
  CHECK(cases[2].find("価値段階 5") != std::string::npos);
  CHECK(cases[4].find("じゃんけんを使うのは 2-5-4") != std::string::npos);
  const Verdict early = economica_time_limit(time_limit_input("1:0", "4:4", "12:12", "B"));
  REQUIRE(early.notes.size() == 1);
  CHECK(notes_text(early)[0].str(Lang::ja) == "じゃんけん（B）は不要でした: 2-5-1 で決まりました");
}
