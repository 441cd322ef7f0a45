// SCP-TCG-JP-J 104 (ゲームの終了): loss conditions 104.2a..104.2e, 104.3 (a win and a loss at once
// lose), draws 104.4a/104.4b; 103.4: who chooses the play order of the next game.
#include "errors.hpp"
#include "json_fields.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

namespace {

constexpr long kSiteCostLoses = 7;  // 104.2a

struct Cond {
  std::string rule, text;
};

void set_next_chooser(Verdict& v, const std::optional<std::string>& chose) {
  v.next_chooser_rule = "103.4";
  if (v.outcome == "win") {
    std::string loser = other_side(v.winner);
    v.next_chooser = loser;
    v.next_chooser_text = side_label(v, loser) + " lost this game, so " + side_label(v, loser) + " decides who plays first in the next game";
  } else if (chose) {
    v.next_chooser = *chose;
    v.next_chooser_text = "the game was drawn, so " + side_label(v, *chose) + ", who chose the play order of this game, decides again";
  } else {
    v.next_chooser_text = "the game was drawn, so whoever chose the play order of this game decides again (give chose_play_order to name them)";
  }
  add_step(v, "103.4", "who decides the play order of the next game", v.next_chooser.empty() ? "the previous chooser" : side_label(v, v.next_chooser));
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
    top.fail("loop", "is \"" + loop + "\"; give \"optional\" (104.2d: a loop of choices) or \"mandatory\" (104.4a: nothing can stop it)");
  auto loop_by = top.side("loop_started_by");
  if (loop == "optional" && !loop_by)
    top.fail("loop_started_by", "missing: 104.2d makes the player who took the first step of the loop lose; give \"A\" or \"B\"");
  if (loop != "optional" && top.has("loop_started_by") && !top.is_null("loop_started_by"))
    top.fail("loop_started_by", "only a loop of optional actions (\"loop\": \"optional\", 104.2d) has a player who started it");
  auto chose = top.side("chose_play_order");

  long cost[2];
  std::vector<Cond> losses[2], wins[2];
  for (int i = 0; i < 2; ++i) {
    const Fields& p = *F[i];
    p.only({"name", "site_cost", "breach_from_empty_sandbox", "effect_win", "effect_loss", "conceded"});
    cost[i] = p.count("site_cost", "the total cost of the objects on the player's site");
    if (cost[i] >= kSiteCostLoses) losses[i].push_back({"104.2a", "site total cost " + std::to_string(cost[i]) + " (7 or more)"});
    if (p.flag("breach_from_empty_sandbox")) losses[i].push_back({"104.2b", "tried to breach containment from an empty sandbox"});
    if (p.flag("effect_loss")) losses[i].push_back({"104.2c", "an effect makes the player lose"});
    if (loop == "optional" && *loop_by == S[i])
      losses[i].push_back({"104.2d", "took the first step of a loop of optional actions and does not break it"});
    if (p.flag("conceded")) losses[i].push_back({"104.2e", "conceded"});
    if (p.flag("effect_win")) wins[i].push_back({"104.2c", "an effect makes the player win"});
  }

  auto res = [&](int i) { return losses[i].empty() ? std::string("not met") : side_label(v, S[i]) + " loses"; };
  std::string cost_result = cost[0] >= kSiteCostLoses && cost[1] >= kSiteCostLoses ? "both lose"
                            : cost[0] >= kSiteCostLoses                             ? side_label(v, "A") + " loses"
                            : cost[1] >= kSiteCostLoses                             ? side_label(v, "B") + " loses"
                                                                                    : "not met";
  add_step(v, "104.2a", "site total cost " + std::to_string(cost[0]) + " vs " + std::to_string(cost[1]) + " (7 or more loses)", cost_result);
  for (int i = 0; i < 2; ++i) {
    for (const auto& c : losses[i])
      if (c.rule != "104.2a") add_step(v, c.rule, side_label(v, S[i]) + ": " + c.text, res(i));
    for (const auto& c : wins[i]) add_step(v, c.rule, side_label(v, S[i]) + ": " + c.text, "a win condition");
  }

  bool lost[2];
  for (int i = 0; i < 2; ++i) {
    lost[i] = !losses[i].empty();
    if (lost[i] && !wins[i].empty())
      add_step(v, "104.3", side_label(v, S[i]) + " meets a win and a loss condition at once", side_label(v, S[i]) + " loses");
  }

  if (lost[0] && lost[1]) {
    add_step(v, "104.4b", "every player left in the game loses at once", "draw");
    decide(v, "draw", "104.4b", "draw (104.4b): both players lose at once");
    set_next_chooser(v, chose);
    return v;
  }
  for (int i = 0; i < 2; ++i) {
    if (!lost[i]) continue;
    std::string rule = !wins[i].empty() ? "104.3" : losses[i].front().rule;
    decide_win(v, S[1 - i], rule);
    v.summary = side_label(v, S[1 - i]) + " wins: " + side_label(v, S[i]) + " loses (" + rule + ")";
    if (loop == "mandatory") v.notes.push_back("the mandatory loop (104.4a) does not matter: the game ended when a player lost (104.1)");
    set_next_chooser(v, chose);
    return v;
  }
  if (!wins[0].empty() && !wins[1].empty())
    top.fail("players", "both players have effect_win and neither loses: the rules give no result for two winners; check the state");
  for (int i = 0; i < 2; ++i) {
    if (wins[i].empty()) continue;
    decide_win(v, S[i], "104.2c");
    set_next_chooser(v, chose);
    return v;
  }
  if (loop == "mandatory") {
    add_step(v, "104.4a", "a loop of actions nobody chooses, and no way to stop it", "draw");
    decide(v, "draw", "104.4a", "draw (104.4a): a loop nothing can stop");
    set_next_chooser(v, chose);
    return v;
  }
  decide(v, "none", "", "no win, loss or draw condition holds (104.2 to 104.4): the game goes on");
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
    throw InputError("--previous-chose " + std::string(previous_chooser) + ": give A or B");
  if (previous_result.empty()) {
    if (!previous_chooser.empty()) throw InputError("--previous-chose needs --previous-winner (A, B or draw)");
    v.outcome = "random";
    v.next_chooser_text = "first game of the match: decide who chooses by any method both players accept as random, such as janken";
    add_step(v, "103.4", "the first game of a match (or a match of one game)", "any agreed random method (ジャンケン等)");
    v.summary = "first game: any agreed random method such as janken decides who chooses the play order (103.4)";
    return v;
  }
  if (previous_result == "draw") {
    if (previous_chooser.empty())
      throw InputError("--previous-winner draw needs --previous-chose A|B: after a drawn game the player who chose the play order of that game chooses again (103.4)");
    v.outcome = "chooser";
    v.next_chooser = std::string(previous_chooser);
    v.next_chooser_text = "the previous game was drawn, so " + v.next_chooser + ", who chose its play order, chooses again";
    add_step(v, "103.4", "the previous game was drawn; " + v.next_chooser + " chose its play order", v.next_chooser + " chooses");
  } else if (side_ok(previous_result)) {
    v.outcome = "chooser";
    v.next_chooser = other_side(std::string(previous_result));
    v.next_chooser_text = v.next_chooser + " lost the previous game, so " + v.next_chooser + " chooses who plays first";
    add_step(v, "103.4", std::string(previous_result) + " won the previous game, " + v.next_chooser + " lost it", v.next_chooser + " chooses");
    if (!previous_chooser.empty()) v.notes.push_back("--previous-chose matters only after a drawn game");
  } else {
    throw InputError("--previous-winner " + std::string(previous_result) + ": give the winner of the previous game (A or B) or draw");
  }
  v.decided_by = "103.4";
  v.summary = v.next_chooser + " chooses who plays first (103.4); the first player is the starting player";
  return v;
}

}  // namespace jk::judge
