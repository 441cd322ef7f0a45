// The land-and-person game's two 勝利条件. Deck-building mode: all the opponent's lands destroyed,
// 10 persons captured as 戦果, or the opponent's deck exhausted (no card to draw in the 収入フェイズ).
// Shared-deck mode: ★10 of land occupied, 10 persons as 戦果, or 20 persons as 捨て札.
#include "json_fields.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

namespace {

const char* kDeckRule = "デッキ構築対戦ルール/勝利条件";
const char* kSharedRule = "山札共有対戦ルール/勝利条件";

std::string vs(long a, long b) { return std::to_string(a) + " vs " + std::to_string(b); }

}  // namespace

Verdict tochi_jinbutsu_state(std::string_view text, const std::string& file) {
  json root = parse_json_file(text, file);
  Fields top(root, "", file);
  top.only({"game", "mode", "players", "income_phase"});
  check_game(top, "tochi-jinbutsu");
  if (!top.has("mode")) top.fail("mode", "missing: give \"deck-building\" (デッキ構築対戦ルール) or \"shared-deck\" (山札共有対戦ルール)");
  std::string mode = top.opt_text("mode").value_or("");
  if (mode != "deck-building" && mode != "shared-deck")
    top.fail("mode", "is \"" + mode + "\"; give \"deck-building\" or \"shared-deck\"");
  bool deck_mode = mode == "deck-building";
  const char* rule = deck_mode ? kDeckRule : kSharedRule;
  auto [fa, fb] = two_players(top);
  const Fields* F[2] = {&fa, &fb};
  const char* S[2] = {"A", "B"};

  Verdict v;
  v.game = "tochi-jinbutsu";
  v.procedure = mode;  // the pack's procedure ids are the modes
  v.sides = {{"A", fa.opt_text("name").value_or("")}, {"B", fb.opt_text("name").value_or("")}};

  std::vector<std::string> why[2];  // the conditions each player meets
  auto met = [&](bool a, bool b) -> std::string {
    if (a && b) return "both meet it";
    if (a || b) return side_label(v, a ? "A" : "B") + " meets it";
    return "not met";
  };

  if (deck_mode) {
    long lands[2], captured[2];
    std::optional<long> deck[2];
    for (int i = 0; i < 2; ++i) {
      const Fields& p = *F[i];
      for (const char* k : {"occupied_stars", "discards"})
        if (p.has(k)) p.fail(k, "belongs to the shared-deck mode (山札共有対戦ルール); this state is \"deck-building\"");
      p.only({"name", "lands_left", "captured", "deck"});
      lands[i] = p.count("lands_left", "how many of the player's lands are not destroyed (0 = all destroyed)");
      captured[i] = p.count("captured", "the persons the player has taken as 戦果");
      deck[i] = p.opt_count("deck");
    }
    bool all_destroyed[2] = {lands[1] == 0, lands[0] == 0};  // A meets it when B has no land left
    add_step(v, rule, "lands not destroyed " + vs(lands[0], lands[1]) + " (all the opponent's lands destroyed wins)", met(all_destroyed[0], all_destroyed[1]));
    bool ten[2] = {captured[0] >= 10, captured[1] >= 10};
    add_step(v, rule, "persons captured as 戦果 " + vs(captured[0], captured[1]) + " (10 wins)", met(ten[0], ten[1]));
    bool exhausted[2] = {false, false};  // A meets it when B's deck is exhausted
    if (auto who = top.side("income_phase")) {
      int d = *who == "A" ? 0 : 1;
      if (!deck[d]) F[d]->fail("deck", "missing: " + side_label(v, *who) + "'s 収入フェイズ is now; give the cards left in the deck");
      exhausted[1 - d] = *deck[d] == 0;
      add_step(v, rule, side_label(v, *who) + "'s 収入フェイズ with " + std::to_string(*deck[d]) + " cards in the deck (none to draw: the deck is exhausted)",
               exhausted[1 - d] ? side_label(v, S[1 - d]) + " meets it" : "not met");
    }
    for (int i = 0; i < 2; ++i) {
      if (all_destroyed[i]) why[i].push_back("destroyed all of " + side_label(v, S[1 - i]) + "'s lands");
      if (ten[i]) why[i].push_back(std::to_string(captured[i]) + " persons as 戦果");
      if (exhausted[i]) why[i].push_back("exhausted " + side_label(v, S[1 - i]) + "'s deck");
    }
  } else {
    if (top.has("income_phase")) top.fail("income_phase", "belongs to the deck-building mode; in the shared-deck mode the deck is shared and has no deck-out condition");
    long stars[2], captured[2], discards[2];
    for (int i = 0; i < 2; ++i) {
      const Fields& p = *F[i];
      for (const char* k : {"lands_left", "deck"})
        if (p.has(k)) p.fail(k, "belongs to the deck-building mode (デッキ構築対戦ルール); this state is \"shared-deck\"");
      p.only({"name", "occupied_stars", "captured", "discards"});
      stars[i] = p.count("occupied_stars", "the ★ of the lands the player has occupied (占領)");
      captured[i] = p.count("captured", "the persons the player has taken as 戦果");
      discards[i] = p.count("discards", "the persons the player has as 捨て札 (in their own discard pile)");
    }
    bool s10[2] = {stars[0] >= 10, stars[1] >= 10}, c10[2] = {captured[0] >= 10, captured[1] >= 10},
         d20[2] = {discards[0] >= 20, discards[1] >= 20};
    add_step(v, rule, "★ of land occupied " + vs(stars[0], stars[1]) + " (10 wins)", met(s10[0], s10[1]));
    add_step(v, rule, "persons captured as 戦果 " + vs(captured[0], captured[1]) + " (10 wins)", met(c10[0], c10[1]));
    add_step(v, rule, "persons as 捨て札 " + vs(discards[0], discards[1]) + " (20 wins)", met(d20[0], d20[1]));
    for (int i = 0; i < 2; ++i) {
      if (s10[i]) why[i].push_back("★" + std::to_string(stars[i]) + " of land occupied");
      if (c10[i]) why[i].push_back(std::to_string(captured[i]) + " persons as 戦果");
      if (d20[i]) why[i].push_back(std::to_string(discards[i]) + " persons as 捨て札");
    }
  }

  if (!why[0].empty() && !why[1].empty()) {
    decide(v, "judge", rule, "the judge decides: both players meet a victory condition, and the rules give the game to the first (先に) without saying which came first");
    return v;
  }
  for (int i = 0; i < 2; ++i) {
    if (why[i].empty()) continue;
    decide_win(v, S[i], rule);
    std::string list;
    for (const auto& w : why[i]) list += (list.empty() ? "" : ", ") + w;
    v.summary = side_label(v, S[i]) + " wins (" + std::string(rule) + "): " + list;
    return v;
  }
  decide(v, "none", "", std::string("no victory condition holds (") + rule + "): the game goes on");
  return v;
}

}  // namespace jk::judge
