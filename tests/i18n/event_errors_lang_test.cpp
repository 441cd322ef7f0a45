// Refusals of the event and pairing libraries in the reader's language (issue 12): Japanese under
// LANG=ja_JP.UTF-8 or --lang ja, today's English under LANG=C; the same numbers, names and exit
// code (2) in both.
#include <catch2/catch.hpp>

#include "in_locale.hpp"
#include "run.hpp"

namespace {

using jk::test::RunResult;
using jk::test::en;
using jk::test::flag_ja;
using jk::test::ja;
using jk::test::LangFlag;
using jk::test::refused;


// An Economica event of 6 players (best of 1, no drawn games), round 1 paired (seed 7).
struct ThreeRoundEvent {
  jk::test::TempDir dir;
  std::string file = dir.file("e.jkevent");
  ThreeRoundEvent() {
    REQUIRE(jk::test::judgekit({"event", "create", file, "--game", "economica", "--name", "春季大会", "--date", "2026-03-01", "--rounds",
                                "3", "--seed", "7"})
                .exit_code == 0);
    REQUIRE(jk::test::judgekit({"player", "add", "-e", file, "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺"}).exit_code == 0);
    REQUIRE(jk::test::judgekit({"round", "pair", "-e", file}).exit_code == 0);
  }
};

}  // namespace

TEST_CASE("event library refusals in Japanese: pairing before the results are in, then a result in a closed round", "[i18n][cli]") {
  ThreeRoundEvent ev;
  refused({"round", "pair", "-e", ev.file},
          "第1回戦の結果がまだ3件入っていません（1, 2, 3番卓）。先に `judgekit result` で入力してください",
          "round 1 still lacks 3 results (tables 1, 2, 3); enter them with `judgekit result` first", {}, LangFlag::after);
  for (const char* table : {"1", "2", "3"}) REQUIRE(jk::test::judgekit({"result", "-e", ev.file, table, "1-0"}).exit_code == 0);
  REQUIRE(jk::test::judgekit({"round", "pair", "-e", ev.file}).exit_code == 0);
  refused({"result", "-e", ev.file, "--round", "1", "2", "0-1"},
          "第1回戦は終了しています（次の回戦を組み合わせ済み）。第1回戦2番卓を変更するには --correct を付けてください",
          "round 1 is closed (the next round is paired); add --correct to change round 1 table 2", {}, LangFlag::after);
  refused({"result", "-e", ev.file, "--round", "1", "9", "1-0"}, "第1回戦に9番卓はありません（卓は1～3番）",
          "round 1 has no table 9 (tables 1-3)", {}, LangFlag::after);
  // A nested message: the game by its Japanese name, the rule number as the pack cites it.
  refused({"result", "-e", ev.file, "1", "--draw"},
          "エコノミカにはゲームの引き分けがありません（2-5）。ルールに従って決着させ、勝者を入力してください",
          "economica has no drawn games (2-5); settle the game as the rules say and enter the winner", {}, LangFlag::after);
}

TEST_CASE("event library refusals in Japanese: an unknown player, a player dropped twice", "[i18n][cli]") {
  ThreeRoundEvent ev;
  refused({"player", "drop", "-e", ev.file, "山田"}, "イベントにプレイヤー '山田' はいません。`judgekit player list` で確認してください",
          "no player '山田' in the event; see `judgekit player list`", {}, LangFlag::after);
  REQUIRE(jk::test::judgekit({"player", "drop", "-e", ev.file, "伊藤"}).exit_code == 0);
  refused({"player", "drop", "-e", ev.file, "伊藤"}, "伊藤は第1回戦の後ですでにドロップしています", "伊藤 already dropped after round 1", {}, LangFlag::after);
}
