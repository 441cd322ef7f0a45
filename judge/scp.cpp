// SCP-TCG-JP-J 104 (ゲームの終了): loss conditions 104.2a..104.2e, 104.3 (a win and a loss at once
// lose), draws 104.4a/104.4b; 103.4: who chooses the play order of the next game.
#include "errors.hpp"
#include "name_table.hpp"
#include "json_fields.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

namespace {

constexpr long kSiteCostLoses = 7;  // 104.2a

// The state file's "loop": a loop of optional actions (104.2d) or one nothing can stop (104.4a).
enum class Loop { none, optional, mandatory };
constexpr NameTable<Loop, 2> kLoops = {{{Loop::optional, "optional"}, {Loop::mandatory, "mandatory"}}};

struct Cond {
  std::string rule;
  Message text;
};

void set_next_chooser(Verdict& v, const std::optional<Side>& chose) {
  v.next_chooser_rule = "103.4";
  if (v.outcome == Outcome::win) {
    const Side loser = other(*v.winner);
    v.next_chooser = loser;
    v.next_chooser_text = Message{N_("{side} lost this game, so {side} decides who plays first in the next game"), {seat_arg("side", loser)}};
  } else if (chose) {
    v.next_chooser = *chose;
    v.next_chooser_text = Message{N_("the game was drawn, so {side}, who chose the play order of this game, decides again"), {seat_arg("side", *chose)}};
  } else {
    v.next_chooser_text =
        Message{N_("the game was drawn, so whoever chose the play order of this game decides again (give chose_play_order to name them)"), {}};
  }
  add_step(v, v.next_chooser ? stated("103.4", Message{N_("who decides the play order of the next game"), {}},
                                      Message{"{side}", {seat_arg("side", *v.next_chooser)}})
                             : stated("103.4", Message{N_("who decides the play order of the next game"), {}}, Message{N_("the previous chooser"), {}}));
}

}  // namespace

Verdict scp_state(std::string_view text, const std::string& file) {
  json root = parse_json_input(text, file);
  Fields top(root, "", file);
  top.only({"game", "players", "loop", "loop_started_by", "chose_play_order"});
  check_game(top, "scp-tcg-jp-j");
  auto [fa, fb] = two_players(top);
  const Fields* F[2] = {&fa, &fb};
  const Side S[2] = {Side::a, Side::b};

  Verdict v;
  v.game = "scp-tcg-jp-j";
  v.procedure = ProcedureId::end_state;
  v.sides = {{Side::a, fa.opt_text("name").value_or("")}, {Side::b, fb.opt_text("name").value_or("")}};

  const std::string loop_text = top.is_null("loop") ? std::string() : top.opt_text("loop").value_or("");
  const std::optional<Loop> parsed_loop = loop_text.empty() ? std::optional<Loop>(Loop::none) : parse_in(kLoops, loop_text);
  if (!parsed_loop)
    top.fail("loop", Message{N_("is \"{value}\"; give \"optional\" (104.2d: a loop of choices) or \"mandatory\" (104.4a: nothing can stop it)"), {{"value", loop_text}}});
  const Loop loop = *parsed_loop;
  auto loop_by = top.side("loop_started_by");
  if (loop == Loop::optional && !loop_by)
    top.fail("loop_started_by", Message{N_("missing: 104.2d makes the player who took the first step of the loop lose; give \"A\" or \"B\""), {}});
  if (loop != Loop::optional && top.has("loop_started_by") && !top.is_null("loop_started_by"))
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
    if (loop == Loop::optional && *loop_by == S[i])
      losses[i].push_back({"104.2d", Message{N_("took the first step of a loop of optional actions and does not break it"), {}}});
    if (p.flag("conceded")) losses[i].push_back({"104.2e", Message{N_("conceded"), {}}});
    if (p.flag("effect_win")) wins[i].push_back({"104.2c", Message{N_("an effect makes the player win"), {}}});
  }

  const bool too_costly[2] = {cost[0] >= kSiteCostLoses, cost[1] >= kSiteCostLoses};
  add_step(v, too_costly[0] && too_costly[1] ? compared("104.2a", "site-cost", cost[0], cost[1], Finding::both_lose)
              : too_costly[0] || too_costly[1] ? compared("104.2a", "site-cost", cost[0], cost[1], Finding::loses, too_costly[0] ? Side::a : Side::b)
                                               : compared("104.2a", "site-cost", cost[0], cost[1], Finding::not_met));
  auto about = [&](int i, const Message& what) { return Message{N_("{side}: {what}"), {seat_arg("side", S[i]), arg("what", what)}}; };
  for (int i = 0; i < 2; ++i) {
    for (const auto& c : losses[i])
      if (&c != &losses[i].front() || !too_costly[i]) add_step(v, stated(c.rule, about(i, c.text), Finding::loses, S[i]));
    for (const auto& c : wins[i]) add_step(v, stated(c.rule, about(i, c.text), Message{N_("a win condition"), {}}));
  }

  bool lost[2];
  for (int i = 0; i < 2; ++i) {
    lost[i] = !losses[i].empty();
    if (lost[i] && !wins[i].empty())
      add_step(v, stated("104.3", Message{N_("{side} meets a win and a loss condition at once"), {seat_arg("side", S[i])}}, Finding::loses, S[i]));
  }

  if (lost[0] && lost[1]) {
    add_step(v, stated("104.4b", Message{N_("every player left in the game loses at once"), {}}, Finding::draw));
    decide(v, Outcome::draw, "104.4b", Message{N_("draw (104.4b): both players lose at once"), {}});
    set_next_chooser(v, chose);
    return v;
  }
  for (int i = 0; i < 2; ++i) {
    if (!lost[i]) continue;
    std::string rule = !wins[i].empty() ? "104.3" : losses[i].front().rule;
    decide_win(v, S[1 - i], rule);
    v.summary = Message{N_("{winner} wins: {loser} loses ({rule})"), {seat_arg("winner", S[1 - i]), seat_arg("loser", S[i]), {"rule", rule}}};
    if (loop == Loop::mandatory) v.notes.push_back(Message{N_("the mandatory loop (104.4a) does not matter: the game ended when a player lost (104.1)"), {}});
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
  if (loop == Loop::mandatory) {
    add_step(v, stated("104.4a", Message{N_("a loop of actions nobody chooses, and no way to stop it"), {}}, Finding::draw));
    decide(v, Outcome::draw, "104.4a", Message{N_("draw (104.4a): a loop nothing can stop"), {}});
    set_next_chooser(v, chose);
    return v;
  }
  decide(v, Outcome::none, "", Message{N_("no win, loss or draw condition holds (104.2 to 104.4): the game goes on"), {}});
  return v;
}

Verdict scp_play_order(std::optional<GameResult> previous, std::optional<Side> previous_chooser) {
  Verdict v;
  v.game = "scp-tcg-jp-j";
  v.procedure = ProcedureId::play_order;
  v.sides = {{Side::a, ""}, {Side::b, ""}};
  v.next_chooser_rule = "103.4";
  if (!previous) {
    if (previous_chooser) throw InputError(Message{N_("--previous-chose needs --previous-winner (A, B or draw)"), {}});
    v.outcome = Outcome::random;
    v.next_chooser_text = Message{N_("first game of the match: decide who chooses by any method both players accept as random, such as janken"), {}};
    add_step(v, stated("103.4", Message{N_("the first game of a match (or a match of one game)"), {}}, Message{N_("any agreed random method (ジャンケン等)"), {}}));
    v.summary = Message{N_("first game: any agreed random method such as janken decides who chooses the play order (103.4)"), {}};
    return v;
  }
  if (!previous->winner) {
    if (!previous_chooser)
      throw InputError(Message{N_("--previous-winner draw needs --previous-chose A|B: after a drawn game the player who chose the play order of that game chooses again (103.4)"), {}});
    v.outcome = Outcome::chooser;
    v.next_chooser = *previous_chooser;
    v.next_chooser_text = Message{N_("the previous game was drawn, so {side}, who chose its play order, chooses again"), {seat_arg("side", *v.next_chooser)}};
    add_step(v, stated("103.4", Message{N_("the previous game was drawn; {side} chose its play order"), {seat_arg("side", *v.next_chooser)}},
                       Finding::chooses, *v.next_chooser));
  } else {
    v.outcome = Outcome::chooser;
    v.next_chooser = other(*previous->winner);
    v.next_chooser_text = Message{N_("{side} lost the previous game, so {side} chooses who plays first"), {seat_arg("side", *v.next_chooser)}};
    add_step(v, stated("103.4",
                       Message{N_("{winner} won the previous game, {side} lost it"), {seat_arg("winner", *previous->winner), seat_arg("side", *v.next_chooser)}},
                       Finding::chooses, *v.next_chooser));
    if (previous_chooser) v.notes.push_back(Message{N_("--previous-chose matters only after a drawn game"), {}});
  }
  v.decided_by = "103.4";
  v.summary = Message{N_("{side} chooses who plays first (103.4); the first player is the starting player"), {seat_arg("side", *v.next_chooser)}};
  return v;
}

Verdict scp_play_order(std::string_view previous_result, std::string_view previous_chooser) {
  std::optional<Side> chose;
  if (!previous_chooser.empty()) {
    chose = parse_seat(previous_chooser);
    if (!chose) throw InputError(Message{N_("--previous-chose {value}: give A or B"), {{"value", std::string(previous_chooser)}}});
  }
  if (previous_result.empty()) return scp_play_order(std::nullopt, chose);
  // The walk's words for a game's result: who won, or a draw.
  constexpr NameTable<bool, 1> kDraw = {{{true, "draw"}}};
  if (parse_in(kDraw, previous_result)) return scp_play_order(GameResult{}, chose);
  const std::optional<Side> winner = parse_seat(previous_result);
  if (!winner)
    throw InputError(Message{N_("--previous-winner {value}: give the winner of the previous game (A or B) or draw"), {{"value", std::string(previous_result)}}});
  return scp_play_order(GameResult{winner}, chose);
}

}  // namespace jk::judge
