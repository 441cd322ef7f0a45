// SCP-TCG-JP-J 104 (ゲームの終了): loss conditions 104.2a..104.2e, 104.3 (a win and a loss at once
// lose), draws 104.4a/104.4b; 103.4: who chooses the play order of the next game.
#include "errors.hpp"
#include "json_fields.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

namespace {

constexpr long kSiteCostLoses = 7;  // 104.2a

struct Cond {
  std::string rule;
  Message text;
};

void set_next_chooser(Verdict& v, const std::optional<std::string>& chose) {
  v.next_chooser_rule = "103.4";
  if (v.outcome == "win") {
    std::string loser = other_side(v.winner);
    v.next_chooser = loser;
    set_next_chooser_text(v, Message{N_("{side} lost this game, so {side} decides who plays first in the next game"), {{"side", side_label(v, loser)}}});
  } else if (chose) {
    v.next_chooser = *chose;
    set_next_chooser_text(v, Message{N_("the game was drawn, so {side}, who chose the play order of this game, decides again"),
                                     {{"side", side_label(v, *chose)}}});
  } else {
    set_next_chooser_text(
        v, Message{N_("the game was drawn, so whoever chose the play order of this game decides again (give chose_play_order to name them)"), {}});
  }
  add_step(v, "103.4", Message{N_("who decides the play order of the next game"), {}},
           v.next_chooser.empty() ? Message{N_("the previous chooser"), {}} : verbatim(side_label(v, v.next_chooser)));
}

}  // namespace

Verdict scp_state(std::string_view text, const std::string& file) {
  json root = parse_json_file(text, file);
  Fields top(root, "", file);
  top.only({"game", "players", "loop", "loop_started_by", "chose_play_order"});
  check_game(top, "scp-tcg-jp-j");
  auto [fa, fb] = two_players(top);
  const Fields* F[2] = {&fa, &fb};
  const char* S[2] = {"A", "B"};

  Verdict v;
  v.game = "scp-tcg-jp-j";
  v.procedure = "end-state";
  v.sides = {{"A", fa.opt_text("name").value_or("")}, {"B", fb.opt_text("name").value_or("")}};

  std::string loop = top.opt_text("loop").value_or("");
  if (top.is_null("loop")) loop.clear();
  if (!loop.empty() && loop != "optional" && loop != "mandatory")
    top.fail("loop", Message{N_("is \"{value}\"; give \"optional\" (104.2d: a loop of choices) or \"mandatory\" (104.4a: nothing can stop it)"), {{"value", loop}}});
  auto loop_by = top.side("loop_started_by");
  if (loop == "optional" && !loop_by)
    top.fail("loop_started_by", Message{N_("missing: 104.2d makes the player who took the first step of the loop lose; give \"A\" or \"B\""), {}});
  if (loop != "optional" && top.has("loop_started_by") && !top.is_null("loop_started_by"))
    top.fail("loop_started_by", Message{N_("only a loop of optional actions (\"loop\": \"optional\", 104.2d) has a player who started it"), {}});
  auto chose = top.side("chose_play_order");

  long cost[2];
  std::vector<Cond> losses[2], wins[2];
  for (int i = 0; i < 2; ++i) {
    const Fields& p = *F[i];
    p.only({"name", "site_cost", "breach_from_empty_sandbox", "effect_win", "effect_loss", "conceded"});
    cost[i] = p.count("site_cost", N_("the total cost of the objects on the player's site"));
    if (cost[i] >= kSiteCostLoses) losses[i].push_back({"104.2a", Message{N_("site total cost {n} (7 or more)"), {{"n", std::to_string(cost[i])}}}});
    if (p.flag("breach_from_empty_sandbox"))
      losses[i].push_back({"104.2b", Message{N_("tried to breach containment from an empty sandbox"), {}}});
    if (p.flag("effect_loss")) losses[i].push_back({"104.2c", Message{N_("an effect makes the player lose"), {}}});
    if (loop == "optional" && *loop_by == S[i])
      losses[i].push_back({"104.2d", Message{N_("took the first step of a loop of optional actions and does not break it"), {}}});
    if (p.flag("conceded")) losses[i].push_back({"104.2e", Message{N_("conceded"), {}}});
    if (p.flag("effect_win")) wins[i].push_back({"104.2c", Message{N_("an effect makes the player win"), {}}});
  }

  auto loses = [&](const std::string& side) { return Message{N_("{side} loses"), {{"side", side_label(v, side)}}}; };
  auto res = [&](int i) { return losses[i].empty() ? Message{N_("not met"), {}} : loses(S[i]); };
  Message cost_result = cost[0] >= kSiteCostLoses && cost[1] >= kSiteCostLoses ? Message{N_("both lose"), {}}
                        : cost[0] >= kSiteCostLoses                             ? loses("A")
                        : cost[1] >= kSiteCostLoses                             ? loses("B")
                                                                                : Message{N_("not met"), {}};
  add_step(v, "104.2a",
           Message{N_("site total cost {a} vs {b} (7 or more loses)"), {{"a", std::to_string(cost[0])}, {"b", std::to_string(cost[1])}}},
           cost_result);
  auto about = [&](int i, const Message& what) { return Message{N_("{side}: {what}"), {{"side", side_label(v, S[i])}, arg("what", what)}}; };
  for (int i = 0; i < 2; ++i) {
    for (const auto& c : losses[i])
      if (c.rule != "104.2a") add_step(v, c.rule, about(i, c.text), res(i));
    for (const auto& c : wins[i]) add_step(v, c.rule, about(i, c.text), Message{N_("a win condition"), {}});
  }

  bool lost[2];
  for (int i = 0; i < 2; ++i) {
    lost[i] = !losses[i].empty();
    if (lost[i] && !wins[i].empty())
      add_step(v, "104.3", Message{N_("{side} meets a win and a loss condition at once"), {{"side", side_label(v, S[i])}}}, loses(S[i]));
  }

  if (lost[0] && lost[1]) {
    add_step(v, "104.4b", Message{N_("every player left in the game loses at once"), {}}, Message{N_("draw"), {}});
    decide(v, "draw", "104.4b", Message{N_("draw (104.4b): both players lose at once"), {}});
    set_next_chooser(v, chose);
    return v;
  }
  for (int i = 0; i < 2; ++i) {
    if (!lost[i]) continue;
    std::string rule = !wins[i].empty() ? "104.3" : losses[i].front().rule;
    decide_win(v, S[1 - i], rule);
    set_summary(v, Message{N_("{winner} wins: {loser} loses ({rule})"),
                           {{"winner", side_label(v, S[1 - i])}, {"loser", side_label(v, S[i])}, {"rule", rule}}});
    if (loop == "mandatory") add_note(v, Message{N_("the mandatory loop (104.4a) does not matter: the game ended when a player lost (104.1)"), {}});
    set_next_chooser(v, chose);
    return v;
  }
  if (!wins[0].empty() && !wins[1].empty())
    top.fail("players", Message{N_("both players have effect_win and neither loses: the rules give no result for two winners; check the state"), {}});
  for (int i = 0; i < 2; ++i) {
    if (wins[i].empty()) continue;
    decide_win(v, S[i], "104.2c");
    set_next_chooser(v, chose);
    return v;
  }
  if (loop == "mandatory") {
    add_step(v, "104.4a", Message{N_("a loop of actions nobody chooses, and no way to stop it"), {}}, Message{N_("draw"), {}});
    decide(v, "draw", "104.4a", Message{N_("draw (104.4a): a loop nothing can stop"), {}});
    set_next_chooser(v, chose);
    return v;
  }
  decide(v, "none", "", Message{N_("no win, loss or draw condition holds (104.2 to 104.4): the game goes on"), {}});
  return v;
}

Verdict scp_play_order(std::string_view previous_result, std::string_view previous_chooser) {
  Verdict v;
  v.game = "scp-tcg-jp-j";
  v.procedure = "play-order";
  v.sides = {{"A", ""}, {"B", ""}};
  v.next_chooser_rule = "103.4";
  auto side_ok = [](std::string_view s) { return s == "A" || s == "B"; };
  if (!previous_chooser.empty() && !side_ok(previous_chooser))
    throw InputError(Message{N_("--previous-chose {value}: give A or B"), {{"value", std::string(previous_chooser)}}});
  if (previous_result.empty()) {
    if (!previous_chooser.empty()) throw InputError(Message{N_("--previous-chose needs --previous-winner (A, B or draw)"), {}});
    v.outcome = "random";
    set_next_chooser_text(v, Message{N_("first game of the match: decide who chooses by any method both players accept as random, such as janken"), {}});
    add_step(v, "103.4", Message{N_("the first game of a match (or a match of one game)"), {}}, Message{N_("any agreed random method (ジャンケン等)"), {}});
    set_summary(v, Message{N_("first game: any agreed random method such as janken decides who chooses the play order (103.4)"), {}});
    return v;
  }
  if (previous_result == "draw") {
    if (previous_chooser.empty())
      throw InputError(Message{N_("--previous-winner draw needs --previous-chose A|B: after a drawn game the player who chose the play order of that game chooses again (103.4)"), {}});
    v.outcome = "chooser";
    v.next_chooser = std::string(previous_chooser);
    set_next_chooser_text(v, Message{N_("the previous game was drawn, so {side}, who chose its play order, chooses again"), {{"side", v.next_chooser}}});
    add_step(v, "103.4", Message{N_("the previous game was drawn; {side} chose its play order"), {{"side", v.next_chooser}}},
             Message{N_("{side} chooses"), {{"side", v.next_chooser}}});
  } else if (side_ok(previous_result)) {
    v.outcome = "chooser";
    v.next_chooser = other_side(std::string(previous_result));
    set_next_chooser_text(v, Message{N_("{side} lost the previous game, so {side} chooses who plays first"), {{"side", v.next_chooser}}});
    add_step(v, "103.4",
             Message{N_("{winner} won the previous game, {side} lost it"), {{"winner", std::string(previous_result)}, {"side", v.next_chooser}}},
             Message{N_("{side} chooses"), {{"side", v.next_chooser}}});
    if (!previous_chooser.empty()) add_note(v, Message{N_("--previous-chose matters only after a drawn game"), {}});
  } else {
    throw InputError(Message{N_("--previous-winner {value}: give the winner of the previous game (A or B) or draw"), {{"value", std::string(previous_result)}}});
  }
  v.decided_by = "103.4";
  set_summary(v, Message{N_("{side} chooses who plays first (103.4); the first player is the starting player"), {{"side", v.next_chooser}}});
  return v;
}

}  // namespace jk::judge
