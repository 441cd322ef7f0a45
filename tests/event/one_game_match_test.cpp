// What a drawn game does in a best of 1 (the pack's one-game-draw, docs/game-packs.md): SCP 100.3
// makes a one-game match exactly one game, so a drawn game ends it and 1-0-1 is no score; a pack
// on the MTR convention (a drawn game does not count) takes what it took before. Scores at the
// boundaries through `result`, `result --csv` and a cut's `--final-best-of`.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "match_pack.hpp"
#include "pack.hpp"
#include "run.hpp"

using jk::test::judgekit;
using jk::test::run_ok;
using jk::test::TempDir;

namespace {

std::string exported(const std::string& e) { return run_ok({"event", "export", "--event", e}); }

// An event of `game` (with `extra` options) of 40 players, round 1 paired: 20 tables to score.
std::string paired_event(TempDir& dir, const std::string& name, const std::string& game, const std::vector<std::string>& extra) {
  const std::string e = dir.file(name + ".jkevent");
  std::vector<std::string> create = {"event", "create", e, "--game", game, "--name", "一本", "--date", "2026-06-14", "--seed", "5"};
  create.insert(create.end(), extra.begin(), extra.end());
  run_ok(create);
  std::vector<std::string> add = {"player", "add", "--event", e};
  for (int i = 1; i <= 40; ++i) add.push_back("P" + std::to_string(i));
  run_ok(add);
  run_ok({"round", "pair", "--event", e});
  return e;
}

struct ScoreCase {
  const char* event;  // which event of the test: the game and its length
  const char* score;
  const char* refusal;  // "" when the score is taken; else what the one line says
};

}  // namespace

TEST_CASE("one-game-draw: a best of 1 is one game in SCP (100.3); Imitation World and 土地人物 keep the MTR convention") {
  TempDir dir;
  const std::map<std::string, std::string> events = {
      {"scp-bo1", paired_event(dir, "scp-bo1", "scp-tcg-jp-j", {"--best-of", "1"})},
      {"scp-bo3", paired_event(dir, "scp-bo3", "scp-tcg-jp-j", {})},
      {"iw-bo1", paired_event(dir, "iw-bo1", "imitation-world", {})},
      {"tochi-bo1", paired_event(dir, "tochi-bo1", "tochi-jinbutsu", {})},
  };
  const char* scp100_3 = "1-0-1 is not a possible score in a best-of-1 match (scp-tcg-jp-j): the match is one game, and a drawn game ends it (100.3)";
  const ScoreCase cases[] = {
      // SCP best of 1: its one game won, lost or drawn (at); no game (under) is a drawn match as
      // `--draw` is; a second game of any kind (over) is refused citing 100.3.
      {"scp-bo1", "1-0", ""},
      {"scp-bo1", "0-1", ""},
      {"scp-bo1", "0-0-1", ""},
      {"scp-bo1", "0-0-0", ""},
      {"scp-bo1", "1-0-1", scp100_3},
      {"scp-bo1", "0-1-1", "0-1-1 is not a possible score in a best-of-1 match (scp-tcg-jp-j): the match is one game"},
      {"scp-bo1", "0-0-2", "0-0-2 is not a possible score in a best-of-1 match (scp-tcg-jp-j): the match is one game"},
      {"scp-bo1", "2-0", "2-0-0 is not a possible score in a best-of-1 match (scp-tcg-jp-j)\n"},
      {"scp-bo1", "1-1", "1-1-0 is not a possible score in a best-of-1 match (scp-tcg-jp-j)\n"},
      // SCP best of 3: a match of several games goes on until a player has won 2 (100.3), so a
      // drawn game does not count toward its length; as before.
      {"scp-bo3", "2-0", ""},
      {"scp-bo3", "2-1", ""},
      {"scp-bo3", "2-0-1", ""},
      {"scp-bo3", "2-1-1", ""},
      {"scp-bo3", "1-0-1", ""},
      {"scp-bo3", "1-1-1", ""},
      {"scp-bo3", "0-0-3", ""},
      {"scp-bo3", "0-0-5", ""},
      {"scp-bo3", "0-0-6", "0-0-6: too many drawn games"},
      {"scp-bo3", "3-0", "3-0-0 is not a possible score in a best-of-3 match (scp-tcg-jp-j)"},
      {"scp-bo3", "2-2", "2-2-0 is not a possible score in a best-of-3 match (scp-tcg-jp-j)"},
      // The rules of Imitation World and 土地人物 are silent: a drawn game does not count (as before).
      {"iw-bo1", "1-0", ""},
      {"iw-bo1", "0-0-1", ""},
      {"iw-bo1", "1-0-1", ""},
      {"iw-bo1", "0-1-2", ""},
      {"iw-bo1", "0-0-3", ""},
      {"iw-bo1", "0-0-4", "0-0-4: too many drawn games"},
      {"iw-bo1", "2-0", "2-0-0 is not a possible score in a best-of-1 match (imitation-world)"},
      {"tochi-bo1", "1-0-1", ""},
      {"tochi-bo1", "1-0-3", ""},
      {"tochi-bo1", "1-0-4", "1-0-4: too many drawn games"},
  };
  std::map<std::string, int> next_table;
  for (const ScoreCase& c : cases) {
    const std::string& e = events.at(c.event);
    const std::string table = std::to_string(++next_table[c.event]);
    INFO(c.event << " " << c.score);
    const std::string before = exported(e);
    auto r = judgekit({"result", "--event", e, table, c.score});
    if (std::string(c.refusal).empty()) {
      INFO(r.err);
      CHECK(r.exit_code == 0);
      continue;
    }
    // Refused: exit 2, one line saying why, nothing changed.
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(c.refusal) != std::string::npos);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(exported(e) == before);
  }
}

TEST_CASE("one-game-draw: the refusal in Japanese, and from a results CSV with its line, all or nothing") {
  TempDir dir;
  const std::string e = paired_event(dir, "scp", "scp-tcg-jp-j", {"--best-of", "1"});
  auto ja = jk::test::run({"env", "-u", "LC_ALL", "-u", "LC_MESSAGES", "LANG=ja_JP.UTF-8", JK_BINARY, "result", "--event", e, "1", "1-0-1"});
  CHECK(ja.exit_code == 2);
  CHECK(ja.err == "judgekit: 1-0-1 は1本勝負ではありえないスコアです（SCP-TCG-JP-J 購買部版）: マッチは1ゲームだけで、ゲームが引き分けならそこで終わります（100.3）\n");
  const std::string before = exported(e);
  jk::test::write_file(dir.file("r.csv"), "round,table,result\n1,1,1-0\n1,2,0-0-1\n1,3,1-0-1\n");
  auto csv = judgekit({"result", "--event", e, "--csv", dir.file("r.csv")});
  CHECK(csv.exit_code == 2);
  CHECK(csv.err.find("r.csv:4: 1-0-1 is not a possible score in a best-of-1 match (scp-tcg-jp-j)") != std::string::npos);
  CHECK(exported(e) == before);
}

TEST_CASE("one-game-draw: a cut's final at --final-best-of 1 is one game too; at 3 a drawn game adds one") {
  TempDir dir;
  const std::string e = dir.file("cut.jkevent");
  run_ok({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "決勝", "--date", "2026-06-14", "--seed", "2"});
  run_ok({"player", "add", "--event", e, "青木", "石田", "上野", "江藤"});
  run_ok({"round", "pair", "--event", e});
  run_ok({"result", "--event", e, "1", "2-0"});
  run_ok({"result", "--event", e, "2", "2-1"});
  // The event plays best of 3; the final, best of 1, is checked as its own length.
  run_ok({"cut", "--event", e, "--size", "2", "--final-best-of", "1"});
  auto two_games = judgekit({"result", "--event", e, "1", "1-0-1"});
  CHECK(two_games.exit_code == 2);
  CHECK(two_games.err.find("1-0-1 is not a possible score in a best-of-1 match (scp-tcg-jp-j): the match is one game, and a drawn game ends it (100.3)") !=
        std::string::npos);
  CHECK(judgekit({"result", "--event", e, "1", "0-0-1"}).err.find("a top cut match needs a winner") != std::string::npos);
  CHECK(judgekit({"result", "--event", e, "1", "0-1"}).exit_code == 0);
  // Best of 3 in the cut: 100.3 plays on to the wins needed, a drawn game and all.
  TempDir dir3;
  const std::string e3 = dir3.file("cut3.jkevent");
  run_ok({"event", "create", e3, "--game", "scp-tcg-jp-j", "--name", "決勝", "--date", "2026-06-14", "--seed", "2", "--best-of", "1"});
  run_ok({"player", "add", "--event", e3, "青木", "石田", "上野", "江藤"});
  run_ok({"round", "pair", "--event", e3});
  run_ok({"result", "--event", e3, "1", "1-0"});
  run_ok({"result", "--event", e3, "2", "0-0-1"});
  run_ok({"cut", "--event", e3, "--size", "2", "--final-best-of", "3"});
  CHECK(judgekit({"result", "--event", e3, "1", "2-1-1"}).exit_code == 0);
}

TEST_CASE("one-game-draw in game.xml: ends-match or another-game, for two players with drawn games; left out, the MTR convention") {
  const std::string games = jk::games_dir();
  CHECK(jk::load_game(games, "scp-tcg-jp-j").match.one_game_draw == jk::OneGameDraw::ends_match);  // 100.3
  CHECK(jk::load_game(games, "scp-tcg-jp-j").match.one_game_draw_cite == "100.3");
  CHECK(jk::load_game(games, "scp-tcg-jp-j").match.single_game() == false);  // its default is best of 3
  CHECK(jk::load_game(games, "scp-tcg-jp-j").match.played_as(1).single_game());
  CHECK_FALSE(jk::load_game(games, "scp-tcg-jp-j").match.played_as(3).single_game());
  for (const char* id : {"imitation-world", "tochi-jinbutsu", "economica", "roeup"}) {
    INFO(id);
    CHECK(jk::load_game(games, id).match.one_game_draw == jk::OneGameDraw::another_game);
    CHECK_FALSE(jk::load_game(games, id).match.single_game());
  }
  TempDir dir;
  auto pack = [&](const std::string& attrs) {
    return jk::test::match_pack(dir, "<match players=\"2\" best-of=\"1\" draws=\"true\" win=\"3\" draw=\"1\" loss=\"0\" " + attrs + "/>");
  };
  auto error = [&](const std::string& attrs) { return jk::test::error_of([&] { jk::load_game_file(pack(attrs)); }); };
  CHECK(jk::load_game_file(pack("")).match.one_game_draw == jk::OneGameDraw::another_game);
  CHECK(jk::load_game_file(pack("one-game-draw=\"another-game\"")).match.one_game_draw == jk::OneGameDraw::another_game);
  CHECK(jk::load_game_file(pack("one-game-draw=\"ends-match\"")).match.single_game());
  CHECK(error("one-game-draw=\"yes\"").find("game.xml:5: one-game-draw must be another-game or ends-match (or left out), not 'yes'") != std::string::npos);
  CHECK(error("one-game-draw-cite=\"1.1\"").find("one-game-draw-cite cites one-game-draw; give both") != std::string::npos);
  auto refused = [&](const std::string& match) {
    return jk::test::error_of([&] { jk::load_game_file(jk::test::match_pack(dir, match)); });
  };
  CHECK(refused(R"(<match players="2" best-of="1" draws="false" one-game-draw="ends-match" win="3" draw="1" loss="0"/>)")
            .find("one-game-draw is for a game of two players with drawn games") != std::string::npos);
  CHECK(refused(R"(<match players="4" best-of="1" draws="true" one-game-draw="another-game" win="3" draw="1" loss="0"/>)")
            .find("one-game-draw is for a game of two players with drawn games") != std::string::npos);
}

TEST_CASE("one-game-draw: `games show` says what a drawn game does in a best of 1, where one can be played") {
  const std::string scp = run_ok({"games", "show", "scp-tcg-jp-j"});
  CHECK(scp.find("  best of 1: one game; a drawn game ends the match  [scp-tcg-jp-j 100.3]\n") != std::string::npos);
  CHECK(run_ok({"games", "show", "imitation-world"}).find("  best of 1: a drawn game does not count; another game is played\n") != std::string::npos);
  CHECK(run_ok({"games", "show", "economica"}).find("best of 1:") == std::string::npos);  // no drawn games
  CHECK(run_ok({"games", "show", "roeup"}).find("best of 1:") == std::string::npos);      // one game a pod
  CHECK(run_ok({"games", "show", "scp-tcg-jp-j", "--json"}).find("\"one_game_draw\": \"ends-match\"") != std::string::npos);
  CHECK(run_ok({"games", "show", "tochi-jinbutsu", "--json"}).find("\"one_game_draw\": \"another-game\"") != std::string::npos);
}
