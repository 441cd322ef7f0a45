// SCP 103.4 through a match (judge::walk_play_order): who chooses each game, and when the match is
// over by the match structure (100.3: a best of 3 needs 2 wins; a drawn game adds a game).
#include <catch2/catch.hpp>

#include "judge.hpp"

using namespace jk;
using namespace jk::judge;

namespace {

PlayedGame won(Side s, std::optional<Side> chose = std::nullopt) { return {chose, GameResult{s}}; }
PlayedGame drawn(std::optional<Side> chose) { return {chose, GameResult{}}; }

MatchStructure best_of(int n) {
  MatchStructure m;
  m.best_of = n;
  return m;
}

}  // namespace

TEST_CASE("103.4 walk: the loser of a game chooses the next; the first game is random") {
  const auto none = walk_play_order(best_of(3), {});
  REQUIRE(none.next);
  CHECK(none.next->outcome == Outcome::random);
  CHECK_FALSE(none.next->next_chooser);
  const auto one = walk_play_order(best_of(3), {won(Side::a)});
  REQUIRE(one.games.size() == 1);
  CHECK_FALSE(one.games[0].named);  // the first game: a random method names nobody
  REQUIRE(one.next);
  CHECK(one.next->next_chooser == Side::b);
  CHECK_FALSE(one.match_winner);
}

TEST_CASE("103.4 walk: after a draw the player who chose that game chooses again") {
  const auto w = walk_play_order(best_of(3), {won(Side::a, Side::a), drawn(std::nullopt)});
  REQUIRE(w.games.size() == 2);
  CHECK(w.games[1].named == Side::b);  // B lost game 1
  REQUIRE(w.next);
  CHECK(w.next->next_chooser == Side::b);  // B chose the drawn game, as 103.4 named
  // A drawn first game with nobody said to have chosen cannot go on.
  const auto unsaid = walk_play_order(best_of(3), {drawn(std::nullopt)});
  CHECK_FALSE(unsaid.error.empty());
  CHECK_FALSE(unsaid.next);
  CHECK(with_names(unsaid.error, {"佐藤", "鈴木"}).str(Lang::en).find("Game 1 was drawn") == 0);
}

TEST_CASE("100.3 walk: the match is over at the wins needed, not before; a game after it is refused") {
  // Best of 3: one win each is not over (under), the second win ends it (at), a fourth game is refused (over).
  const auto under = walk_play_order(best_of(3), {won(Side::a), won(Side::b)});
  CHECK_FALSE(under.match_winner);
  CHECK(under.next);
  const auto at = walk_play_order(best_of(3), {won(Side::a), won(Side::b), won(Side::b)});
  CHECK(at.match_winner == Side::b);
  CHECK_FALSE(at.next);
  const auto over = walk_play_order(best_of(3), {won(Side::b), won(Side::b), won(Side::a)});
  CHECK(with_names(over.error, {"佐藤", "鈴木"}).str(Lang::en) == "The match was over after game 2 (鈴木 had won 2 games): game 3 cannot follow");
  // A draw adds a game: a draw and one win each leaves the match to game 4.
  const auto longer = walk_play_order(best_of(3), {drawn(Side::a), won(Side::a), won(Side::b)});
  CHECK_FALSE(longer.match_winner);
  REQUIRE(longer.next);
  // Best of 1: the one win ends it.
  CHECK(walk_play_order(best_of(1), {won(Side::a)}).match_winner == Side::a);
}

TEST_CASE("100.3 walk: a best of 1 that is its one game (one-game-draw) ends at a drawn game; the MTR convention plays on") {
  MatchStructure one_game = best_of(1);
  one_game.one_game_draw = OneGameDraw::ends_match;
  one_game.one_game_draw_cite = "100.3";
  struct Case {
    const char* what;
    MatchStructure match;
    std::vector<PlayedGame> games;
    bool drawn_over, next, error;
    std::optional<Side> winner;
  };
  const Case cases[] = {
      {"one game, none played (under)", one_game, {}, false, true, false, std::nullopt},
      {"one game, drawn (at): over, nobody chooses", one_game, {drawn(std::nullopt)}, true, false, false, std::nullopt},
      {"one game, drawn, chooser said (at)", one_game, {drawn(Side::a)}, true, false, false, std::nullopt},
      {"one game, a second game (over)", one_game, {drawn(Side::a), won(Side::b)}, true, false, true, std::nullopt},
      {"MTR best of 1, drawn: another game", best_of(1), {drawn(Side::a)}, false, true, false, std::nullopt},
      {"MTR best of 1, drawn then won", best_of(1), {drawn(Side::a), won(Side::b)}, false, false, false, Side::b},
      {"one-game-draw in a best of 3: a drawn game adds a game", one_game.played_as(3), {drawn(Side::a), won(Side::b)}, false, true, false, std::nullopt},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    const auto w = walk_play_order(c.match, c.games);
    CHECK(w.match_drawn == c.drawn_over);
    CHECK(w.next.has_value() == c.next);
    CHECK(w.error.empty() == !c.error);
    CHECK(w.match_winner == c.winner);
  }
  const auto over = walk_play_order(one_game, {drawn(Side::a), won(Side::b)});
  CHECK(with_names(over.error, {"佐藤", "鈴木"}).str(Lang::en) == "The match was its one game, and it was drawn: game 2 cannot follow");
  // A won game ends either kind of best of 1.
  CHECK(walk_play_order(one_game, {won(Side::b)}).match_winner == Side::b);
}
