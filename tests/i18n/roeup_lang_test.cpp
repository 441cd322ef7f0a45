// ROE UP! ゲームの終了 and 決算 as a Japanese judge reads them (issue 12): steps, notes and summary
// in the rulebook's words, names joined with 、; the English unchanged; --json the same bytes in
// every language.
#include <catch2/catch.hpp>

#include "in_locale.hpp"
#include "run.hpp"

namespace {

using jk::test::RunResult;
using jk::test::en;
using jk::test::flag_ja;
using jk::test::ja;

const std::string kExamples = JK_SOURCE_DIR "/docs/examples/judge/";

using jk::test::has;

// --json: the same bytes in every language.
void same_json(std::vector<std::string> args) {
  args.push_back("--json");
  jk::test::same_output(args);
}

}  // namespace

// tie-table.json (docs/judge.md): every award shared, 田中's 資本 -30, a tie for the overall win.
TEST_CASE("ROE UP! end of game in Japanese: shared awards, an undefined ROE, a tie", "[i18n][cli]") {
  const std::vector<std::string> args = {"adjudicate", "roeup", "--table", kExamples + "tie-table.json"};
  auto j = ja(args);
  CHECK(j.exit_code == 0);
  CHECK(j.out ==
        "ROE UP! · ゲームの終了\n"
        "プレイヤー  資産  負債  支払利息  資本  利益            ROE  売上高  イノベーション  賞\n"
        "---------------------------------------------------------------------------------------------------------------\n"
        "佐藤         200    50         5   150    30   20.00% (1/5)     140               1  ROE賞\n"
        "鈴木         190    30         0   160    24  15.00% (3/20)     160               2  売上高賞、イノベーション賞\n"
        "田中          70   100        12   -30     8       算出不能      90               2  イノベーション賞\n"
        "高橋          45     0         0    45     9   20.00% (1/5)     160               0  ROE賞、売上高賞\n"
        "\n"
        "  ゲームの終了  田中: 資本 -30（0以下）、ROEは算出不能                      ROE賞の対象外\n"
        "  ゲームの終了  ROE賞: ROEがトップ 20.00% (1/5)                             佐藤、高橋（共同受賞）\n"
        "  ゲームの終了  売上高賞: 売上高がトップ 160                                鈴木、高橋（共同受賞）\n"
        "  ゲームの終了  イノベーション賞: イノベーションの数がトップ 2              鈴木、田中（共同受賞）\n"
        "  ゲームの概要  総合優勝: 賞が最も多い人（佐藤 1、鈴木 2、田中 1、高橋 2）  同数: 鈴木、高橋\n"
        "注: 田中の ROE は算出できません: 資本が-30: ルールはROE = 利益/資本と定めるだけで、資本がマイナスの場合を定めていない。judgekitはROE賞の対象外とする（損失が正のROEに見えてしまうため）\n"
        "注: ROE賞 2人が20.00% (1/5)で同点のため共同受賞。ルールにタイブレークの定めはありません\n"
        "注: 売上高賞 2人が160で同点のため共同受賞。ルールにタイブレークの定めはありません\n"
        "注: イノベーション賞 2人が2で同点のため共同受賞。ルールにタイブレークの定めはありません\n"
        "総合優勝は同数: 鈴木、高橋がそれぞれ賞2つ。ルールにタイブレークの定めはありません\n");
  CHECK(flag_ja(args).out == j.out);
  // The English is as before (docs/judge.md shows it whole).
  auto e = en(args);
  CHECK(has(e, "  ゲームの終了  ROE賞: top ROE 20.00% (1/5)                             佐藤 and 高橋 (shared)\n"));
  CHECK(has(e, "note: ROE賞 shared by 2 players, tied at 20.00% (1/5): the rules name no tie-break\n"));
  CHECK(has(e, "\na tie for the overall win: 鈴木 and 高橋 have 2 awards each; the rules name no tie-break\n"));
  same_json(args);
}

TEST_CASE("ROE UP! end of game in Japanese: one overall winner", "[i18n][cli]") {
  const std::vector<std::string> args = {"adjudicate", "roeup", "--table", kExamples + "final-table.csv"};
  auto j = ja(args), e = en(args);
  CHECK(has(j, "  ゲームの概要  総合優勝: 賞が最も多い人（佐藤 1、鈴木 2、田中 0、高橋 0）  鈴木の勝ち\n"));
  CHECK(has(j, "\n鈴木が賞2つで総合優勝（賞が最も多い人が総合優勝）\n"));
  CHECK(has(e, "\n鈴木 wins overall with 2 awards (賞が最も多い人が総合優勝)\n"));
  same_json(args);
}

// 資本 0 (零) divides by zero, 資本 -20 (負) has no meaning: nobody can take the ROE賞.
TEST_CASE("ROE UP! in Japanese: 資本 0 and below, the ROE賞 not given", "[i18n][cli]") {
  jk::test::TempDir dir;
  const std::string table = dir.file("zero.csv");
  jk::test::write_file(table,
                       "player,cash,assets,rating,loans,interest,operating_profit,sales,premium\n"
                       "零,50,0,20,30,0,2,10,0\n"
                       "負,10,0,0,30,1,2,10,0\n");
  const std::vector<std::string> args = {"adjudicate", "roeup", "--table", table};
  auto j = ja(args), e = en(args);
  CHECK(has(j, "  ゲームの終了  ROE賞: 資本が0より大きいプレーヤーがいない      該当者なし\n"));
  CHECK(has(j, "\n注: 零の ROE は算出できません: 資本が0: ROE = 利益/資本 は0で割ることになる\n"));
  CHECK(has(j, "\n注: ROE賞 該当者なし: ROEを算出できるプレーヤーがいません（全員の資本が0以下）\n"));
  CHECK(has(j, "\n総合優勝は同数: 零、負がそれぞれ賞2つ。ルールにタイブレークの定めはありません\n"));
  CHECK(has(e, "  ゲームの終了  ROE賞: no player has 資本 above 0           not given\n"));
  CHECK(has(e, "\nnote: 零's ROE is undefined: 資本 is 0: ROE = 利益/資本 would divide by zero\n"));
  CHECK(has(e, "\nnote: ROE賞 not given: no player has a defined ROE (every 資本 is 0 or below)\n"));
  same_json(args);
}

// 高橋 and 山田 default; 鈴木 keeps going but must sell every asset.
TEST_CASE("ROE UP! 決算 in Japanese: default (デフォルト) and every asset sold", "[i18n][cli]") {
  jk::test::TempDir dir;
  const std::string file = dir.file("s.json");
  jk::test::write_file(file, R"({"players": [
      {"player": "高橋", "cash": 0, "operating_profit": -2, "interest": 10, "assets": [15]},
      {"player": "鈴木", "cash": 1, "operating_profit": 0, "interest": 6, "assets": [7, 9]},
      {"player": "山田", "cash": 0, "operating_profit": 0, "interest": 50, "assets": [10]}]})");
  const std::vector<std::string> args = {"adjudicate", "roeup", "--settlement", file};
  auto j = ja(args), e = en(args);
  CHECK(j.exit_code == 1);
  CHECK(e.exit_code == 1);
  // The one long result is cut at the table's width, in both languages.
  CHECK(j.out ==
        "ROE UP! · 決算\n"
        "高橋  決算  現金 0 + 営業利益 -2 - 融資の成立の金利 10 = -12    マイナス: アセットを売却しなければならない\n"
        "      決算  12不足。売却額は「資産」の表示額の半額              資産の合計が24以上になるようアセットを売却\n"
        "      決算  すべてのアセット（資産 15）の売却額 7.5: 現金 -4.5  0またはプラスにならない: デフォルト(債務不履行)でゲーム・オーバー\n"
        "鈴木  決算  現金 1 + 営業利益 0 - 融資の成立の金利 6 = -5       マイナス: アセットを売却しなければならない\n"
        "      決算  5不足。売却額は「資産」の表示額の半額               資産の合計が10以上になるようアセットを売却\n"
        "      決算  すべてのアセット（資産 16）の売却額 8: 現金 3       0またはプラス: デフォルトではない\n"
        "      決算  アセットを1つでも残すと現金がマイナス               すべてのアセットを売却: 新たにアセットとビジネスユニットを立ち上げる…\n"
        "山田  決算  現金 0 + 営業利益 0 - 融資の成立の金利 50 = -50     マイナス: アセットを売却しなければならない\n"
        "      決算  50不足。売却額は「資産」の表示額の半額              資産の合計が100以上になるようアセットを売却\n"
        "      決算  すべてのアセット（資産 10）の売却額 5: 現金 -45     0またはプラスにならない: デフォルト(債務不履行)でゲーム・オーバー\n"
        "デフォルト: 高橋、山田 — ゲーム・オーバー（決算）\n");
  CHECK(flag_ja(args).out == j.out);
  CHECK(has(e, "      決算  keeping any one asset leaves cash negative           every asset is sold: with no cash"));
  CHECK(has(e, "\ndefault (デフォルト): 高橋, 山田 — game over (決算)\n"));
  same_json(args);
  same_json({"adjudicate", "roeup", "--settlement", kExamples + "settlement.json"});
}
