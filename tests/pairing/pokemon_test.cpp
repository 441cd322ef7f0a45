// Play! Pokémon standings (issue 11): byes not played in the win %, a dropped player's win % capped,
// a draw a third of a win, head-to-head as a chain entry, a dropped player's tiebreakers frozen at
// its drop, and the pokemon-style preset. Computed on plain numbers (pairing/standings.hpp); the
// CLI suite (cli_test.cpp) runs the same worked example through an event file.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "pack.hpp"
#include "standings.hpp"
#include "run.hpp"

using namespace jk;
using namespace jk::pairing;

namespace {

// A match in letters: {"A", "B", 'A'} A beats B, 'B' B beats A, 'D' a draw; {"A"} a bye.
struct M {
  std::string a, b{};
  char result = 'A';
};

// Best of 1, 3/1/0, a bye 3 points (2-0 in games): the imitation-world pack's match structure.
Scores scores_of(const std::string& names, const std::vector<std::vector<M>>& rounds, const std::map<char, int>& drops = {}) {
  Scores s;
  s.players = static_cast<int>(names.size());
  s.missed_rounds.assign(names.size(), 0);
  s.dropped_after.assign(names.size(), -1);
  for (const auto& [who, after] : drops) s.dropped_after[names.find(who)] = after;
  auto idx = [&](const std::string& n) { return static_cast<int>(names.find(n[0])); };
  int round = 0;
  for (const auto& r : rounds) {
    ++round;
    for (const auto& m : r) {
      if (m.b.empty()) {
        s.add_match(round, true, {{.player = idx(m.a), .outcome = 'W', .games_won = 2, .points = 3}});
        continue;
      }
      char oa = m.result == 'A' ? 'W' : m.result == 'B' ? 'L' : 'D';
      char ob = m.result == 'A' ? 'L' : m.result == 'B' ? 'W' : 'D';
      auto seat = [](int p, char o) {
        return ScoreSeat{.player = p, .outcome = o, .games_won = o == 'W', .games_lost = o == 'L', .games_drawn = o == 'D', .points = o == 'W' ? 3 : o == 'D' ? 1 : 0};
      };
      s.add_match(round, false, {seat(idx(m.a), oa), seat(idx(m.b), ob)});
    }
  }
  return s;
}

std::vector<std::int64_t> ids_for(const std::string& names) {
  std::vector<std::int64_t> ids;
  for (std::size_t i = 0; i < names.size(); ++i) ids.push_back(static_cast<std::int64_t>(i) + 1);
  return ids;
}

// The preset's chain with issue 11's rules (nothing frozen, a tie a third of a win); the whole
// preset (issue 26) is `preset_rules`.
ScoringRules pokemon_rules(std::uint64_t seed = 7) {
  auto preset = tiebreak_preset("pokemon-style");
  REQUIRE(preset);
  ScoringRules r;
  r.chain = preset->chain;
  r.byes_played = preset->rules.byes_played.value_or(true);
  r.dropped_cap = preset->rules.dropped_cap.value_or(1);
  r.seed = seed;
  return r;
}

ScoringRules preset_rules(std::uint64_t seed = 7) {
  Game g;  // imitation-world's structure: best of 1, 3/1/0
  auto preset = tiebreak_preset("pokemon-style");
  REQUIRE(preset);
  return scoring_rules(g, preset->chain, seed, preset->rules);
}

std::string order_of(const std::string& names, const Scores& sc, const ScoringRules& rules) {
  auto ids = ids_for(names);
  auto scored = score_players(sc, rules, ids);
  std::string out;
  for (int i : standings_order(sc, scored, rules, ids)) out += names[static_cast<std::size_t>(i)];
  return out;
}

// The tiebreaker of chain entry `id` for player `who`.
double tb(const std::string& names, const std::vector<PlayerScore>& s, const ScoringRules& rules, char who, TiebreakId id) {
  for (std::size_t k = 0; k < rules.chain.size(); ++k)
    if (rules.chain[k].id == id) return s[names.find(who)].tiebreakers[k];
  FAIL("no chain entry " << tiebreak_name(id));
  return 0;
}

// The worked example (7 players, imitation-world: best of 1, 3/1/0, a bye 3 points).
//   R1: B bye, D-G 0-1, A-E 0-1, F-C 1-0      G drops after round 1 (it won its one match)
//   R2: C-B drawn, A-F 1-0, D-E 1-0
//   R3: D-B 0-1, A-C 1-0, F-E 1-0
// Points: A 6, B 7 (bye 3 + draw 1 + win 3), C 1, D 3, E 3, F 6, G 3.
// Win % (points / 3 x rounds; a draw is 1 of 3 points, a third of a win):
//   A 6/9 = 2/3, C 1/9, D 3/9 = 1/3, E 1/3, F 2/3.
//   B: byes not played -> (1 + 3) / (3 x 2) = 2/3 (a bye played: 7/9).
//   G: 3/3 = 1, dropped -> capped at 3/4 as its opponents see it.
// OppW% (opponents' win %, each raised to the floor 0.25; C's 1/9 -> 1/4):
//   A (E 1/3 + F 2/3 + C 1/4)/3 = 5/12     B (C 1/4 + D 1/3)/2 = 7/24
//   C (F 2/3 + B 2/3 + A 2/3)/3 = 2/3      D (G 3/4 + E 1/3 + B 2/3)/3 = 7/12
//   E (A 2/3 + D 1/3 + F 2/3)/3 = 5/9      F (C 1/4 + A 2/3 + E 1/3)/3 = 5/12
//   G (D 1/3) = 1/3
// OOppW% (opponents' OppW%):
//   A (E 5/9 + F 5/12 + C 2/3)/3 = 59/108  F (C 2/3 + A 5/12 + E 5/9)/3 = 59/108
//   B (C 2/3 + D 7/12)/2 = 5/8             C (F 5/12 + B 7/24 + A 5/12)/3 = 3/8
//   D (G 1/3 + E 5/9 + B 7/24)/3 = 85/216  E (A 5/12 + D 7/12 + F 5/12)/3 = 17/36
//   G (D 7/12) = 7/12
// Order: B 7; A and F 6, tied on OppW% and OOppW%: A beat F in round 2 (h2h); D, E, G 3 by OppW%
// (7/12 > 5/9 > 1/3); C 1.  ->  B A F D E G C
const std::string kNames = "ABCDEFG";
Scores worked() {
  return scores_of(kNames,
                   {{{"B"}, {"D", "G", 'B'}, {"A", "E", 'B'}, {"F", "C", 'A'}},
                    {{"C", "B", 'D'}, {"A", "F", 'A'}, {"D", "E", 'A'}},
                    {{"D", "B", 'B'}, {"A", "C", 'A'}, {"F", "E", 'A'}}},
                   {{'G', 1}});
}

}  // namespace

TEST_CASE("pokemon-style: the worked example, every OppW% and OOppW% and the order") {
  Scores sc = worked();
  ScoringRules rules = pokemon_rules();
  auto s = score_players(sc, rules, ids_for(kNames));
  struct Want {
    char who;
    int points;
    double oppw, oopw;
  };
  for (Want w : {Want{'A', 6, 5.0 / 12, 59.0 / 108}, Want{'B', 7, 7.0 / 24, 5.0 / 8}, Want{'C', 1, 2.0 / 3, 3.0 / 8},
                 Want{'D', 3, 7.0 / 12, 85.0 / 216}, Want{'E', 3, 5.0 / 9, 17.0 / 36}, Want{'F', 6, 5.0 / 12, 59.0 / 108},
                 Want{'G', 3, 1.0 / 3, 7.0 / 12}}) {
    INFO(w.who);
    CHECK(s[kNames.find(w.who)].points == w.points);
    CHECK(tb(kNames, s, rules, w.who, TiebreakId::oppw) == Approx(w.oppw).margin(1e-12));
    CHECK(tb(kNames, s, rules, w.who, TiebreakId::oopw) == Approx(w.oopw).margin(1e-12));
  }
  CHECK(order_of(kNames, sc, rules) == "BAFDEGC");
  // h2h decides A over F whatever the random draw: every seed gives the same order.
  for (std::uint64_t seed = 1; seed <= 16; ++seed) CHECK(order_of(kNames, sc, pokemon_rules(seed)) == "BAFDEGC");
}

TEST_CASE("pokemon-style preset (issue 26): frozen at the drop and a tie half a win, the worked example by hand") {
  // The same seven players under the whole preset. Win % as opponents read it, a tie now half a
  // win (1.5 of 3 points): B (1.5 + 3) / 6 = 3/4 (bye not played), C 1.5/9 = 1/6 -> floor 1/4;
  // A 2/3, D 1/3, E 1/3, F 2/3, G 1 -> capped 3/4.
  // OppW%: A (E 1/3 + F 2/3 + C 1/4)/3 = 5/12     B (C 1/4 + D 1/3)/2 = 7/24
  //        C (F 2/3 + B 3/4 + A 2/3)/3 = 25/36    D (G 3/4 + E 1/3 + B 3/4)/3 = 11/18
  //        E (A 2/3 + D 1/3 + F 2/3)/3 = 5/9      F (C 1/4 + A 2/3 + E 1/3)/3 = 5/12
  //        G frozen after round 1: D had 0 -> floor 1/4
  // OOppW%: A (E 5/9 + F 5/12 + C 25/36)/3 = 5/9  F the same, 5/9
  //         B (C 25/36 + D 11/18)/2 = 47/72       C (F 5/12 + B 7/24 + A 5/12)/3 = 3/8
  //         D (G 1/3 + E 5/9 + B 7/24)/3 = 85/216 (G's OppW% as the others read it is live: D's 1/3)
  //         E (A 5/12 + D 11/18 + F 5/12)/3 = 13/27
  //         G frozen: D's OppW% after round 1 = G 1 capped at 3/4 = 3/4
  // Order: B; A and F tied again, h2h A; D 11/18 > E 5/9 > G 1/4; C.
  Scores sc = worked();
  ScoringRules rules = preset_rules();
  CHECK(rules.tie_half);
  CHECK(rules.freeze_dropped);
  auto s = score_players(sc, rules, ids_for(kNames));
  struct Want {
    char who;
    double oppw, oopw;
  };
  for (Want w : {Want{'A', 5.0 / 12, 5.0 / 9}, Want{'B', 7.0 / 24, 47.0 / 72}, Want{'C', 25.0 / 36, 3.0 / 8}, Want{'D', 11.0 / 18, 85.0 / 216},
                 Want{'E', 5.0 / 9, 13.0 / 27}, Want{'F', 5.0 / 12, 5.0 / 9}, Want{'G', 1.0 / 4, 3.0 / 4}}) {
    INFO(w.who);
    CHECK(tb(kNames, s, rules, w.who, TiebreakId::oppw) == Approx(w.oppw).margin(1e-12));
    CHECK(tb(kNames, s, rules, w.who, TiebreakId::oopw) == Approx(w.oopw).margin(1e-12));
  }
  CHECK(s[kNames.find('B')].match_win == Approx(3.0 / 4).margin(1e-12));
  CHECK(order_of(kNames, sc, rules) == "BAFDEGC");
  // The setting alone: a third (the pack's points) unless the event says half.
  WinPercentRules third = tiebreak_preset("pokemon-style")->rules;
  third.tie_share = TieShare::points;
  CHECK(score_players(sc, scoring_rules(Game{}, rules.chain, 7, third), ids_for(kNames))[kNames.find('B')].match_win == Approx(2.0 / 3).margin(1e-12));
}

TEST_CASE("pokemon-style: without h2h the random draw decides A and F (so the h2h check above can fail)") {
  Scores sc = worked();
  std::set<std::string> orders;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    ScoringRules rules = pokemon_rules(seed);
    rules.chain.erase(std::remove_if(rules.chain.begin(), rules.chain.end(), [](const TiebreakEntry& e) { return e.id == TiebreakId::h2h; }),
                      rules.chain.end());
    orders.insert(order_of(kNames, sc, rules));
  }
  CHECK(orders == std::set<std::string>{"BAFDEGC", "BFADEGC"});
}

TEST_CASE("win %: a draw counts a third of a win; byes are played or not by the setting") {
  Scores sc = worked();
  ScoringRules rules = pokemon_rules();
  auto ids = ids_for(kNames);
  // C: one draw in three rounds -> 1/9, a third of a win over three rounds.
  CHECK(score_players(sc, rules, ids)[kNames.find('C')].match_win == Approx(1.0 / 9).margin(1e-12));
  // B: a bye, a draw and a win. Not played: (1 + 3)/6 = 2/3; played: 7/9.
  CHECK(score_players(sc, rules, ids)[kNames.find('B')].match_win == Approx(2.0 / 3).margin(1e-12));
  // C's OppW% reads B: (F 2/3 + B 2/3 + A 2/3)/3 = 2/3 without the bye; (2/3 + 7/9 + 2/3)/3 = 19/27 with it.
  CHECK(tb(kNames, score_players(sc, rules, ids), rules, 'C', TiebreakId::oppw) == Approx(2.0 / 3).margin(1e-12));
  rules.byes_played = true;
  auto played = score_players(sc, rules, ids);
  CHECK(played[kNames.find('B')].match_win == Approx(7.0 / 9).margin(1e-12));
  CHECK(tb(kNames, played, rules, 'C', TiebreakId::oppw) == Approx(19.0 / 27).margin(1e-12));
  // D's OppW% reads B too: (G 3/4 + E 1/3 + B 7/9)/3 = 67/108.
  CHECK(tb(kNames, played, rules, 'D', TiebreakId::oppw) == Approx(67.0 / 108).margin(1e-12));
  // Points never change: the bye still scores 3.
  CHECK(played[kNames.find('B')].points == 7);
  // Only byes: no round played -> 0, raised to the floor where an opponent reads it (nobody does).
  Scores only_bye = scores_of("XY", {{{"X"}}});
  rules.byes_played = false;
  CHECK(score_players(only_bye, rules, ids_for("XY"))[0].match_win == 0);
  CHECK(score_players(only_bye, rules, ids_for("XY"))[0].points == 3);
}

TEST_CASE("dropped win % cap: its boundaries, as D's OppW% reads G") {
  // G won its one match and dropped (win % 1). D's OppW% = (G + E 1/3 + B 2/3)/3.
  Scores sc = worked();
  ScoringRules rules = pokemon_rules();
  auto ids = ids_for(kNames);
  auto d_oppw = [&](double cap) {
    rules.dropped_cap = cap;
    return tb(kNames, score_players(sc, rules, ids), rules, 'D', TiebreakId::oppw);
  };
  CHECK(d_oppw(1.0) == Approx((1 + 1.0 / 3 + 2.0 / 3) / 3).margin(1e-12));     // no cap: 2/3
  CHECK(d_oppw(0.75) == Approx(7.0 / 12).margin(1e-12));                       // 3/4: 7/12
  CHECK(d_oppw(0.0) == Approx((0.25 + 1.0 / 3 + 2.0 / 3) / 3).margin(1e-12));  // 0, then the floor 1/4: 5/12
  // A player still in is never capped: E's OppW% reads A (2/3) and F (2/3) whatever the cap.
  rules.dropped_cap = 0.5;
  CHECK(tb(kNames, score_players(sc, rules, ids), rules, 'E', TiebreakId::oppw) == Approx(5.0 / 9).margin(1e-12));
  // The cap does not change the dropped player's own figures or points.
  CHECK(score_players(sc, rules, ids)[kNames.find('G')].match_win == 1.0);
  CHECK(score_players(sc, rules, ids)[kNames.find('G')].points == 3);
}

TEST_CASE("freeze a dropped player's tiebreakers at the round it dropped") {
  // G dropped after round 1. After round 1: D 0/3 -> floor 1/4; G's OppW% = 1/4 (1/3 unfrozen).
  // D's OppW% after round 1 = G's win %, dropped by then -> capped 3/4; G's OOppW% = 3/4 (7/12 unfrozen).
  Scores sc = worked();
  ScoringRules rules = pokemon_rules();
  auto ids = ids_for(kNames);
  rules.freeze_dropped = true;
  auto frozen = score_players(sc, rules, ids);
  CHECK(tb(kNames, frozen, rules, 'G', TiebreakId::oppw) == Approx(0.25).margin(1e-12));
  CHECK(tb(kNames, frozen, rules, 'G', TiebreakId::oopw) == Approx(0.75).margin(1e-12));
  // Everyone else as before (only the dropped player is frozen).
  rules.freeze_dropped = false;
  auto live = score_players(sc, rules, ids);
  CHECK(tb(kNames, live, rules, 'G', TiebreakId::oppw) == Approx(1.0 / 3).margin(1e-12));
  CHECK(tb(kNames, live, rules, 'G', TiebreakId::oopw) == Approx(7.0 / 12).margin(1e-12));
  for (char p : std::string("ABCDEF")) {
    INFO(p);
    CHECK(frozen[kNames.find(p)].tiebreakers == live[kNames.find(p)].tiebreakers);
  }
  // Dropped after the last round played: nothing later to leave out, nothing changes.
  Scores late = scores_of(kNames,
                          {{{"B"}, {"D", "G", 'B'}, {"A", "E", 'B'}, {"F", "C", 'A'}},
                           {{"C", "B", 'D'}, {"A", "F", 'A'}, {"D", "E", 'A'}},
                           {{"D", "B", 'B'}, {"A", "C", 'A'}, {"F", "E", 'A'}}},
                          {{'G', 3}});
  rules.freeze_dropped = true;
  auto at_end = score_players(late, rules, ids);
  rules.freeze_dropped = false;
  CHECK(at_end[kNames.find('G')].tiebreakers == score_players(late, rules, ids)[kNames.find('G')].tiebreakers);
}

TEST_CASE("h2h: splits two tied players who met with a decisive result, nothing else") {
  ScoringRules rules;
  rules.chain = {{TiebreakId::h2h, 0}, {TiebreakId::random, 0}};
  // Two tied, one beat the other: the winner first, whatever the seed.
  //   R1: X-Y 1-0, P-Q 1-0    R2: X-P 0-1, Y-Q 1-0   -> P 6; X, Y 3 (X beat Y); Q 0
  Scores two = scores_of("XYPQ", {{{"X", "Y", 'A'}, {"P", "Q", 'A'}}, {{"X", "P", 'B'}, {"Y", "Q", 'A'}}});
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    rules.seed = seed;
    CHECK(order_of("XYPQ", two, rules) == "PXYQ");
  }
  // Three or more tied: h2h leaves them all tied (judgekit's rule), the random draw decides, as
  // with no h2h at all. R1: X-Y 1-0, P-Q 1-0   R2: Y-P 1-0, Q-X 1-0 -> all 3 points.
  Scores four = scores_of("XYPQ", {{{"X", "Y", 'A'}, {"P", "Q", 'A'}}, {{"Y", "P", 'A'}, {"Q", "X", 'A'}}});
  // A drawn match, or a win each in two meetings: still tied.
  //   drawn: R1 X-Y drawn, P-Q drawn    split: R1 X-Y 1-0, P-Q 1-0, R2 Y-X 1-0, Q-P 1-0
  Scores drawn = scores_of("XYPQ", {{{"X", "Y", 'D'}, {"P", "Q", 'D'}}});
  Scores split = scores_of("XYPQ", {{{"X", "Y", 'A'}, {"P", "Q", 'A'}}, {{"Y", "X", 'A'}, {"Q", "P", 'A'}}});
  ScoringRules no_h2h;
  no_h2h.chain = {{TiebreakId::random, 0}};
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    rules.seed = no_h2h.seed = seed;
    for (const Scores* sc : {&four, &drawn, &split}) CHECK(order_of("XYPQ", *sc, rules) == order_of("XYPQ", *sc, no_h2h));
    seen.insert(order_of("XYPQ", four, rules));
  }
  CHECK(seen.size() > 1);  // the seeds do reorder them: the comparison above is not vacuous
}

TEST_CASE("h2h: a strict weak order over random events (same order from any input order)") {
  // Random 6-player events; h2h first and after OppW%. Shuffling the players' indices must give
  // the same ranking by id, and a split pair is always winner first.
  std::mt19937 rng(11);
  for (int event = 0; event < 200; ++event) {
    const std::string names = "ABCDEF";
    std::vector<std::vector<M>> rounds;
    for (int r = 0; r < 3; ++r) {
      std::string p = names;
      std::shuffle(p.begin(), p.end(), rng);
      std::vector<M> ms;
      for (int t = 0; t < 3; ++t) ms.push_back({std::string(1, p[2 * t]), std::string(1, p[2 * t + 1]), "ABD"[rng() % 3]});
      rounds.push_back(ms);
    }
    for (auto chain : {std::vector<TiebreakEntry>{{TiebreakId::h2h, 0}, {TiebreakId::random, 0}},
                       std::vector<TiebreakEntry>{{TiebreakId::oppw, 0.25}, {TiebreakId::h2h, 0}, {TiebreakId::oopw, 0}}}) {
      ScoringRules rules;
      rules.chain = chain;
      rules.seed = static_cast<std::uint64_t>(event);
      std::string base = order_of(names, scores_of(names, rounds), rules);
      // The same event with the players listed in reverse (ids follow the letters).
      std::string rev(names.rbegin(), names.rend());
      Scores sr = scores_of(rev, rounds);
      std::vector<std::int64_t> ids;
      for (char c : rev) ids.push_back(c - 'A' + 1);
      auto scored = score_players(sr, rules, ids);
      std::string again;
      for (int i : standings_order(sr, scored, rules, ids)) again += rev[static_cast<std::size_t>(i)];
      CHECK(again == base);
    }
  }
}

TEST_CASE("pokemon-style preset: every part, and unknown names refused") {
  auto p = tiebreak_preset("pokemon-style");
  REQUIRE(p);
  REQUIRE(p->chain.size() == 4);
  CHECK(p->chain[0].id == TiebreakId::oppw);
  CHECK(p->chain[0].floor == 0.25);
  CHECK(p->chain[1].id == TiebreakId::oopw);
  CHECK(p->chain[2].id == TiebreakId::h2h);
  CHECK(p->chain[3].id == TiebreakId::random);
  REQUIRE(p->rules.byes_played);
  CHECK(*p->rules.byes_played == false);
  REQUIRE(p->rules.dropped_cap);
  CHECK(*p->rules.dropped_cap == 0.75);
  REQUIRE(p->rules.freeze_dropped);  // as TOM does (issue 26)
  CHECK(*p->rules.freeze_dropped);
  REQUIRE(p->rules.tie_share);
  CHECK(*p->rules.tie_share == TieShare::half);
  CHECK(!tiebreak_preset("pokemon"));
  CHECK(jk::test::error_of([] { parse_tiebreak("pokemon", "--tiebreakers"); }).find("unknown tiebreaker 'pokemon'") != std::string::npos);
  CHECK(jk::test::error_of([] { parse_tiebreak("pokemon-style", "--tiebreakers"); }).find("is a preset") != std::string::npos);
  CHECK(parse_tiebreak("h2h") == TiebreakId::h2h);
  CHECK(!tiebreak_has_value(TiebreakId::h2h));
}

TEST_CASE("win-% rules: the event's setting, else the pack's, else MTR's") {
  Game g;
  ScoringRules plain = scoring_rules(g, {}, 1);
  CHECK(plain.byes_played);
  CHECK(plain.dropped_cap == 1.0);
  CHECK(!plain.freeze_dropped);
  g.win_percent.byes_played = false;
  g.win_percent.dropped_cap = 0.75;
  ScoringRules pack = scoring_rules(g, {}, 1);
  CHECK(!pack.byes_played);
  CHECK(pack.dropped_cap == 0.75);
  WinPercentRules event;
  event.byes_played = true;
  event.freeze_dropped = true;
  ScoringRules both = scoring_rules(g, {}, 1, event);
  CHECK(both.byes_played);
  CHECK(both.dropped_cap == 0.75);  // the event left it unset
  CHECK(both.freeze_dropped);
}

// ---- Through the binary: the preset on `event create`, the worked example from an event file.

namespace {

nlohmann::json standings_json(const std::string& event) {
  auto r = jk::test::judgekit({"standings", "--event", event, "--json"});
  REQUIRE(r.exit_code == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace

TEST_CASE("cli: --tiebreakers pokemon-style is accepted and stored; an unknown preset exits 2 with one line") {
  jk::test::TempDir dir;
  std::vector<std::string> create = {"event", "create", "", "--game", "imitation-world", "--name", "p", "--date", "2026-04-12", "--seed", "7"};
  auto with = [&](const std::string& file, std::vector<std::string> extra) {
    auto args = create;
    args[2] = dir.file(file);
    args.insert(args.end(), extra.begin(), extra.end());
    return jk::test::judgekit(args);
  };
  auto ok = with("p.jkevent", {"--tiebreakers", "pokemon-style"});
  REQUIRE(ok.exit_code == 0);
  auto state = nlohmann::json::parse(jk::test::judgekit({"event", "export", "--event", dir.file("p.jkevent")}).out);
  const auto& settings = state["event"]["settings"];
  std::vector<std::string> chain;
  for (const auto& t : settings["tiebreakers"]) chain.push_back(t["id"]);
  CHECK(chain == std::vector<std::string>{"oppw", "oopw", "h2h", "random"});
  CHECK(settings["tiebreakers"][0]["floor"] == 0.25);
  CHECK(settings["byes_in_win_percent"] == false);
  CHECK(settings["dropped_win_cap"] == 0.75);
  CHECK(settings["freeze_dropped_tiebreakers"] == true);
  CHECK(settings["tie_in_win_percent"] == "half");
  // Options add to (or override) the preset.
  REQUIRE(with("q.jkevent", {"--tiebreakers", "pokemon-style", "--freeze-dropped", "--dropped-win-cap", "0.5"}).exit_code == 0);
  auto q = nlohmann::json::parse(jk::test::judgekit({"event", "export", "--event", dir.file("q.jkevent")}).out)["event"]["settings"];
  CHECK(q["freeze_dropped_tiebreakers"] == true);
  CHECK(q["dropped_win_cap"] == 0.5);
  for (const auto& bad : std::vector<std::vector<std::string>>{{"--tiebreakers", "pokemon"},
                                                               {"--tiebreakers", "pokemon-style,random"},
                                                               {"--tiebreakers", "oppw:0.25,h2h", "--dropped-win-cap", "1.5"}}) {
    auto r = with("bad.jkevent", bad);
    INFO(bad[1]);
    CHECK(r.exit_code == 2);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(!std::filesystem::exists(dir.file("bad.jkevent")));
  }
  auto unknown = with("bad.jkevent", {"--tiebreakers", "pokemon"});
  CHECK(unknown.err.find("unknown tiebreaker 'pokemon'") != std::string::npos);
  CHECK(unknown.err.find("pokemon-style") != std::string::npos);
}

TEST_CASE("cli: the worked example from an event file, settings read from the file") {
  // docs/examples/pokemon-event.json (the docs' example) is the worked example above with the preset's settings.
  jk::test::TempDir dir;
  std::string e = dir.file("w.jkevent");
  REQUIRE(jk::test::judgekit({"event", "import", e, JK_SOURCE_DIR "/docs/examples/pokemon-event.json"}).exit_code == 0);
  auto s = standings_json(e);
  std::string order;
  for (const auto& r : s) order += r["name"].get<std::string>();
  CHECK(order == "BAFDEGC");
  for (const auto& r : s) {
    INFO(r["name"]);
    CHECK(r["tiebreakers"].size() == 2);  // oppw, oopw: h2h and random have no value
    CHECK(r["external_id"].get<std::string>().rfind("POK-", 0) == 0);
  }
  CHECK(s[1]["tiebreakers"]["oppw"].get<double>() == Approx(0.4167).margin(1e-9));  // A 5/12 to 4 places
  CHECK(s[1]["tiebreakers"]["oopw"].get<double>() == Approx(0.5463).margin(1e-9));  // A 59/108
  CHECK(s[5]["name"] == "G");
  CHECK(s[5]["tiebreakers"]["oppw"].get<double>() == Approx(0.3333).margin(1e-9));
  // The freeze setting read from the file: G's OppW% 1/4 and OOppW% 3/4 as after round 1.
  std::string state = jk::test::read_file(JK_SOURCE_DIR "/docs/examples/pokemon-event.json");
  auto pos = state.find("\"dropped_win_cap\": 0.75");
  REQUIRE(pos != std::string::npos);
  state.insert(pos, "\"freeze_dropped_tiebreakers\": true, ");
  jk::test::write_file(dir.file("f.json"), state);
  REQUIRE(jk::test::judgekit({"event", "import", dir.file("f.jkevent"), dir.file("f.json")}).exit_code == 0);
  for (const auto& r : standings_json(dir.file("f.jkevent")))
    if (r["name"] == "G") {
      CHECK(r["tiebreakers"]["oppw"].get<double>() == Approx(0.25).margin(1e-9));
      CHECK(r["tiebreakers"]["oopw"].get<double>() == Approx(0.75).margin(1e-9));
    }
  // standings --csv and export --kind standings --format csv: one file, membership id, no h2h column.
  auto csv = jk::test::judgekit({"standings", "--event", e, "--csv"});
  auto exported = jk::test::judgekit({"export", "--event", e, "--kind", "standings", "--format", "csv"});
  REQUIRE(csv.exit_code == 0);
  REQUIRE(exported.exit_code == 0);
  CHECK(csv.out == exported.out);
  // Each row ends with the place and finish (issue 22: the file says who won after a top cut).
  CHECK(csv.out.rfind("rank,player_id,name,reading,external_id,points,wins,losses,draws,oppw,oopw,dropped,place,finish\r\n", 0) == 0);
  CHECK(csv.out.find("2,1,A,,POK-101,6,2,1,0,0.4167,0.5463,no,2,swiss\r\n") != std::string::npos);
}

TEST_CASE("pack: the win-% rules as <tiebreakers> attributes, checked when the pack loads") {
  jk::test::TempDir dir;
  // The pack copied whole (its card list sits beside game.xml), then game.xml rewritten.
  const std::string pack = dir.file("imitation-world");  // a pack's folder is named by its id
  std::filesystem::copy(std::string(JK_SOURCE_DIR) + "/games/imitation-world", pack, std::filesystem::copy_options::recursive);
  const std::string xml = jk::test::read_file(pack + "/game.xml");
  auto with = [&](const std::string& attrs) {
    std::string text = xml;
    auto pos = text.find("<tiebreakers>");
    REQUIRE(pos != std::string::npos);
    text.replace(pos, 13, "<tiebreakers " + attrs + ">");
    jk::test::write_file(pack + "/game.xml", text);
    return load_game_file(pack + "/game.xml");
  };
  Game plain = with("");
  CHECK(!plain.win_percent.byes_played);
  CHECK(!plain.win_percent.dropped_cap);
  Game g = with("byes-in-win-percent=\"false\" dropped-win-cap=\"0.75\" freeze-dropped=\"true\"");
  REQUIRE(g.win_percent.byes_played);
  CHECK(*g.win_percent.byes_played == false);
  CHECK(g.win_percent.dropped_cap == 0.75);
  CHECK(g.win_percent.freeze_dropped == true);
  CHECK(jk::test::error_of([&] { with("dropped-win-cap=\"1.5\""); }).find("dropped-win-cap must be a fraction from 0 to 1") != std::string::npos);
  CHECK(jk::test::error_of([&] { with("freeze-dropped=\"yes\""); }).find("must be true or false") != std::string::npos);
  CHECK(jk::test::error_of([&] { with("cap=\"1\""); }).find("unknown attribute 'cap'") != std::string::npos);
}
