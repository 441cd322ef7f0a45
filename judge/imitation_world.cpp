// Imitation World 勝利条件: the opponent's アガ destroyed; the opponent cannot draw at the start of
// their draw phase because the deck has 0 cards (with 1 card they draw it and play goes on).
#include "json_fields.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

Verdict imitation_world_state(std::string_view text, const std::string& file) {
  json root = parse_json_input(text, file);
  Fields top(root, "", file);
  top.only({"game", "players", "draw_phase", "first_players_first_turn"});
  check_game(top, "imitation-world");
  auto [fa, fb] = two_players(top);
  const Fields* F[2] = {&fa, &fb};
  const Side S[2] = {Side::a, Side::b};

  Verdict v;
  v.game = "imitation-world";
  v.procedure = ProcedureId::end_state;
  v.sides = {{Side::a, fa.opt_text("name").value_or("")}, {Side::b, fb.opt_text("name").value_or("")}};

  bool destroyed[2];
  std::optional<long> deck[2];
  for (int i = 0; i < 2; ++i) {
    F[i]->only({"name", "aga_destroyed", "deck"});
    destroyed[i] = F[i]->flag("aga_destroyed");
    deck[i] = F[i]->opt_count("deck");
  }
  auto drawer = top.side("draw_phase");
  if (top.flag("first_players_first_turn") && drawer)
    top.fail("draw_phase", Message{N_("the first player's first turn has no draw phase (ドローフェイズ: 先攻プレイヤーの1ターン目はドローフェイズがありません)"), {}});
  if (drawer && (destroyed[0] || destroyed[1]))
    top.fail("draw_phase", Message{N_("an アガ is destroyed in battle and the draw check comes at the start of a draw phase: they "
                                      "cannot happen at once; give the state at the moment the first of them happened"), {}});

  auto yes_no = [](bool b) { return b ? Message{N_("yes"), {}} : Message{N_("no"), {}}; };
  const Message what{N_("アガ destroyed: A {a}, B {b}"), {arg("a", yes_no(destroyed[0])), arg("b", yes_no(destroyed[1]))}};
  add_step(v, destroyed[0] && destroyed[1] ? stated("勝利条件", what, Message{N_("both"), {}})
              : destroyed[0] || destroyed[1] ? stated("勝利条件", what, Finding::wins, destroyed[0] ? Side::b : Side::a)
                                             : stated("勝利条件", what, Finding::not_met));
  if (destroyed[0] && destroyed[1]) {
    decide(v, Outcome::judge, "勝利条件", Message{N_("the judge decides: both アガ were destroyed at once and the rules give no result for it"), {}});
    return v;
  }
  for (int i = 0; i < 2; ++i)
    if (destroyed[i]) {
      decide_win(v, S[1 - i], "勝利条件");
      v.summary = Message{N_("{winner} wins: {loser}'s アガ was destroyed (勝利条件)"), {seat_arg("winner", S[1 - i]), seat_arg("loser", S[i])}};
      return v;
    }

  if (!drawer) {
    decide(v, Outcome::none, "", Message{N_("no victory condition holds (勝利条件): the game goes on"), {}});
    return v;
  }
  const int d = *drawer == Side::a ? 0 : 1;
  const Fields& pf = *F[d];
  if (!deck[d]) pf.fail("deck", Message{N_("missing: {side}'s draw phase is starting; give the cards left in the deck"), {{"side", seat_labels(v, {})[d]}}});
  long n = *deck[d];
  if (n == 0) {
    add_step(v, stated("勝利条件", Message{N_("{side}'s draw phase starts with 0 cards in the deck"), {seat_arg("side", *drawer)}},
                       Message{N_("{side} cannot draw: loses"), {seat_arg("side", *drawer)}}));
    decide_win(v, S[1 - d], "勝利条件");
    v.summary = Message{N_("{winner} wins: {loser} cannot draw at the start of the draw phase (勝利条件)"), {seat_arg("winner", S[1 - d]), seat_arg("loser", *drawer)}};
    return v;
  }
  if (n == 1)
    add_step(v, stated("勝利条件", Message{N_("{side}'s draw phase starts with 1 card in the deck"), {seat_arg("side", *drawer)}},
                       Message{N_("{side} draws it; not a loss (山札が1枚の場合は負けにならず)"), {seat_arg("side", *drawer)}}));
  else
    add_step(v, stated("ドローフェイズ", Message{N_("{side}'s draw phase starts with {n} cards in the deck"), {seat_arg("side", *drawer), {"n", std::to_string(n)}}},
                       Message{N_("{side} draws 2"), {seat_arg("side", *drawer)}}));
  decide(v, Outcome::none, "", Message{N_("no victory condition holds (勝利条件): {side} draws and the game goes on"), {seat_arg("side", *drawer)}});
  return v;
}

}  // namespace jk::judge
