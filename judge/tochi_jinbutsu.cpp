// The land-and-person game's two 勝利条件. Deck-building mode: all the opponent's lands destroyed,
// 10 persons captured as 戦果, or the opponent's deck exhausted (no card to draw in the 収入フェイズ).
// Shared-deck mode: ★10 of land occupied, 10 persons as 戦果, or 20 persons as 捨て札.
#include "json_fields.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

namespace {

const char* kDeckRule = "デッキ構築対戦ルール/勝利条件";
const char* kSharedRule = "山札共有対戦ルール/勝利条件";

Message msg(const char* id, const FormatArgs& args = {}) {
  Message m{id, {}};
  for (const auto& [k, x] : args) m.args.emplace_back(k, x);
  return m;
}

}  // namespace

Verdict tochi_jinbutsu_state(std::string_view text, const std::string& file) {
  json root = parse_json_input(text, file);
  Fields top(root, "", file);
  top.only({"game", "mode", "players", "income_phase"});
  check_game(top, "tochi-jinbutsu");
  if (!top.has("mode")) top.fail("mode", Message{N_("missing: give \"deck-building\" (デッキ構築対戦ルール) or \"shared-deck\" (山札共有対戦ルール)"), {}});
  std::string mode = top.opt_text("mode").value_or("");
  // The pack's procedure ids are the modes.
  const std::optional<ProcedureId> procedure = parse_procedure(mode);
  if (procedure != ProcedureId::deck_building && procedure != ProcedureId::shared_deck)
    top.fail("mode", Message{N_("is \"{value}\"; give \"deck-building\" or \"shared-deck\""), {{"value", mode}}});
  bool deck_mode = procedure == ProcedureId::deck_building;
  const char* rule = deck_mode ? kDeckRule : kSharedRule;
  auto [fa, fb] = two_players(top);
  const Fields* F[2] = {&fa, &fb};
  const Side S[2] = {Side::a, Side::b};

  Verdict v;
  v.game = "tochi-jinbutsu";
  v.procedure = *procedure;
  v.sides = {{Side::a, fa.opt_text("name").value_or("")}, {Side::b, fb.opt_text("name").value_or("")}};

  std::vector<Message> why[2];  // the conditions each player meets
  // A comparison of the two players' counts and who meets the condition.
  auto met = [&](const char* measure, long a, long b, bool meets_a, bool meets_b) {
    return meets_a && meets_b   ? compared(rule, measure, a, b, Finding::both_meet)
           : meets_a || meets_b ? compared(rule, measure, a, b, Finding::meets, meets_a ? Side::a : Side::b)
                                : compared(rule, measure, a, b, Finding::not_met);
  };

  if (deck_mode) {
    long lands[2], captured[2];
    std::optional<long> deck[2];
    for (int i = 0; i < 2; ++i) {
      const Fields& p = *F[i];
      for (const char* k : {"occupied_stars", "discards"})
        if (p.has(k)) p.fail(k, Message{N_("belongs to the shared-deck mode (山札共有対戦ルール); this state is \"deck-building\""), {}});
      p.only({"name", "lands_left", "captured", "deck"});
      lands[i] = p.count("lands_left", N_("how many of the player's lands are not destroyed (0 = all destroyed)"));
      captured[i] = p.count("captured", N_("the persons the player has taken as 戦果"));
      deck[i] = p.opt_count("deck");
    }
    bool all_destroyed[2] = {lands[1] == 0, lands[0] == 0};  // A meets it when B has no land left
    add_step(v, met("lands", lands[0], lands[1], all_destroyed[0], all_destroyed[1]));
    bool ten[2] = {captured[0] >= 10, captured[1] >= 10};
    add_step(v, met("captured", captured[0], captured[1], ten[0], ten[1]));
    bool exhausted[2] = {false, false};  // A meets it when B's deck is exhausted
    if (auto who = top.side("income_phase")) {
      const int d = *who == Side::a ? 0 : 1;
      if (!deck[d]) F[d]->fail("deck", Message{N_("missing: {side}'s 収入フェイズ is now; give the cards left in the deck"), {{"side", seat_labels(v, {})[d]}}});
      exhausted[1 - d] = *deck[d] == 0;
      const Message with_side{N_("{side}'s 収入フェイズ with {n} cards in the deck (none to draw: the deck is exhausted)"),
                              {seat_arg("side", *who), {"n", std::to_string(*deck[d])}}};
      add_step(v, exhausted[1 - d] ? stated(rule, with_side, Finding::meets, S[1 - d]) : stated(rule, with_side, Finding::not_met));
    }
    for (int i = 0; i < 2; ++i) {
      if (all_destroyed[i]) why[i].push_back(Message{N_("destroyed all of {side}'s lands"), {seat_arg("side", S[1 - i])}});
      if (ten[i]) why[i].push_back(msg(N_("{n} persons as 戦果"), {{"n", std::to_string(captured[i])}}));
      if (exhausted[i]) why[i].push_back(Message{N_("exhausted {side}'s deck"), {seat_arg("side", S[1 - i])}});
    }
  } else {
    if (top.has("income_phase")) top.fail("income_phase", Message{N_("belongs to the deck-building mode; in the shared-deck mode the deck is shared and has no deck-out condition"), {}});
    long stars[2], captured[2], discards[2];
    for (int i = 0; i < 2; ++i) {
      const Fields& p = *F[i];
      for (const char* k : {"lands_left", "deck"})
        if (p.has(k)) p.fail(k, Message{N_("belongs to the deck-building mode (デッキ構築対戦ルール); this state is \"shared-deck\""), {}});
      p.only({"name", "occupied_stars", "captured", "discards"});
      stars[i] = p.count("occupied_stars", N_("the ★ of the lands the player has occupied (占領)"));
      captured[i] = p.count("captured", N_("the persons the player has taken as 戦果"));
      discards[i] = p.count("discards", N_("the persons the player has as 捨て札 (in their own discard pile)"));
    }
    bool s10[2] = {stars[0] >= 10, stars[1] >= 10}, c10[2] = {captured[0] >= 10, captured[1] >= 10},
         d20[2] = {discards[0] >= 20, discards[1] >= 20};
    add_step(v, met("stars", stars[0], stars[1], s10[0], s10[1]));
    add_step(v, met("captured", captured[0], captured[1], c10[0], c10[1]));
    add_step(v, met("discards", discards[0], discards[1], d20[0], d20[1]));
    for (int i = 0; i < 2; ++i) {
      if (s10[i]) why[i].push_back(msg(N_("★{n} of land occupied"), {{"n", std::to_string(stars[i])}}));
      if (c10[i]) why[i].push_back(msg(N_("{n} persons as 戦果"), {{"n", std::to_string(captured[i])}}));
      if (d20[i]) why[i].push_back(msg(N_("{n} persons as 捨て札"), {{"n", std::to_string(discards[i])}}));
    }
  }

  if (!why[0].empty() && !why[1].empty()) {
    decide(v, Outcome::judge, rule,
           msg(N_("the judge decides: both players meet a victory condition, and the rules give the game to the first (先に) without saying which came first")));
    return v;
  }
  for (int i = 0; i < 2; ++i) {
    if (why[i].empty()) continue;
    decide_win(v, S[i], rule);
    MessageArg list;
    list.name = "list";
    for (const auto& w : why[i]) {
      if (!list.nested.empty()) list.nested.push_back(msg(N_(", ")));
      list.nested.push_back(w);
    }
    Message summary{N_("{side} wins ({rule}): {list}"), {seat_arg("side", S[i]), {"rule", rule}}};
    summary.args.push_back(list);
    v.summary = summary;
    return v;
  }
  decide(v, Outcome::none, "", msg(N_("no victory condition holds ({rule}): the game goes on"), {{"rule", rule}}));
  return v;
}

}  // namespace jk::judge
