// ROE UP! ゲームの終了 figures and awards, 決算 (default), 資本の決定; exact arithmetic.
// Every table's figures are computed by hand in the comments above it.
#include <catch2/catch.hpp>
#include <functional>

#include "errors.hpp"
#include "judge.hpp"
#include "run.hpp"
#include "pack.hpp"

using namespace jk;
using namespace jk::judge;

namespace {

using jk::test::error_of;

const char* kHeader = "player,cash,assets,rating,loans,interest,operating_profit,sales,premium\n";

RoeResult table(const std::string& rows) { return roeup_end_of_game(parse_roeup_table(std::string(kHeader) + rows, "t.csv")); }

std::vector<std::string> winners(const RoeResult& r, const std::string& award) {
  std::vector<std::string> out;
  for (const auto& a : r.awards)
    if (award_id_name(a.id) == award)
      for (auto i : a.winners) out.push_back(r.players[i].in.player);
  return out;
}

}  // namespace

TEST_CASE("exact amounts: parsing, sums, halves, comparison by cross-multiplication") {
  CHECK(parse_amount("120")->text() == "120");
  CHECK(parse_amount("-7.5")->text() == "-7.5");
  CHECK(parse_amount("0.125")->text() == "0.125");
  CHECK_FALSE(parse_amount("1.2.3"));
  CHECK_FALSE(parse_amount("12a"));
  CHECK_FALSE(parse_amount(""));
  CHECK_FALSE(parse_amount("1."));
  CHECK((Rational(15) / Rational(2)).text() == "7.5");
  CHECK((Rational(1) / Rational(3)).text() == "1/3");
  CHECK((Rational(30) / Rational(150)) == (Rational(9) / Rational(45)));  // both 1/5
  // 1/3 and 0.333333 differ although they print alike at 2 decimals.
  Rational third = Rational(1) / Rational(3), near = *parse_amount("0.333333");
  CHECK(near < third);
  CHECK((third * Rational(100)).decimal(2) == "33.33");
  CHECK((Rational(2) / Rational(3)).decimal(2) == "0.67");
  CHECK((Rational(-1) / Rational(8)).decimal(2) == "-0.13");
}

// 佐藤: 資産 = 80 + 120 = 200; 負債 = 0 + 50 = 50; 支払利息 5; 資本 = 150; 利益 = 35 - 5 = 30; ROE = 30/150 = 1/5 (20%)
//       売上高 140; イノベーション 1
// 鈴木: 資産 = 40 + 150 = 190; 負債 = 30 + 0 = 30; 資本 = 160; 利益 = 24 - 0 = 24; ROE = 24/160 = 3/20 (15%); 売上高 160; 2
// 田中: 資産 = 10 + 60 = 70; 負債 = 0 + 100 = 100; 資本 = -30 -> ROE undefined; 利益 = 20 - 12 = 8; 売上高 90; 1
// 高橋: 資産 = 5 + 40 = 45; 負債 0; 資本 45; 利益 6; ROE = 6/45 = 2/15 (13.33%); 売上高 100; 0
// ROE賞 佐藤 (1/5 > 3/20 > 2/15; 田中 out); 売上高賞 鈴木 (160); イノベーション賞 鈴木 (2) -> 鈴木 wins with 2 awards.
TEST_CASE("ROE UP! worked example: figures, awards and the overall winner") {
  auto r = table(
      "佐藤,80,120,0,50,5,35,140,1\n"
      "鈴木,40,150,30,0,0,24,160,2\n"
      "田中,10,60,0,100,12,20,90,1\n"
      "高橋,5,40,0,0,0,6,100,0\n");
  REQUIRE(r.players.size() == 4);
  const auto& sato = r.players[0];
  CHECK(sato.total_assets.text() == "200");
  CHECK(sato.liabilities.text() == "50");
  CHECK(sato.interest.text() == "5");
  CHECK(sato.equity.text() == "150");
  CHECK(sato.profit.text() == "30");
  REQUIRE(sato.roe);
  CHECK(*sato.roe == Rational(1) / Rational(5));
  CHECK(r.players[1].roe->num == 3);
  CHECK(r.players[1].roe->den == 20);
  CHECK_FALSE(r.players[2].roe);
  CHECK(r.players[2].equity.text() == "-30");
  CHECK(r.players[2].profit.text() == "8");
  CHECK(r.players[2].roe_undefined.str(Lang::en).find("資本 is -30") != std::string::npos);
  CHECK(*r.players[3].roe == Rational(2) / Rational(15));
  CHECK(winners(r, "roe") == std::vector<std::string>{"佐藤"});
  CHECK(winners(r, "sales") == std::vector<std::string>{"鈴木"});
  CHECK(winners(r, "innovation") == std::vector<std::string>{"鈴木"});
  REQUIRE(r.overall.size() == 1);
  CHECK(r.players[r.overall[0]].in.player == "鈴木");
  CHECK(r.most_awards == 2);
  // Placements by awards: 鈴木 2 -> 1st; 佐藤 1 -> 2nd; 田中 and 高橋 0 -> both 3rd.
  CHECK(r.players[1].placement == 1);
  CHECK(r.players[0].placement == 2);
  CHECK(r.players[2].placement == 3);
  CHECK(r.players[3].placement == 3);
  bool out_of_roe = false;
  for (const auto& s : r.steps) out_of_roe = out_of_roe || (step_what(s).str(Lang::en).find("田中: 資本 -30") == 0 && step_found(s).str(Lang::en) == "out of the ROE賞");
  CHECK(out_of_roe);
}

// Ties. 佐藤: 資本 150, 利益 30 -> 1/5. 高橋: 資産 5 + 40 = 45, 資本 45, 利益 9 -> 9/45 = 1/5: the same ROE exactly.
// 売上高: 鈴木 160 = 高橋 160. イノベーション: 鈴木 2 = 田中 2.
// Awards: 佐藤 1 (ROE), 高橋 2 (ROE, 売上高), 鈴木 2 (売上高, イノベーション), 田中 1 -> a tie, 高橋 and 鈴木.
TEST_CASE("ROE UP! ties share each award and a tie for most awards is reported as a tie") {
  auto r = table(
      "佐藤,80,120,0,50,5,35,140,1\n"
      "鈴木,40,150,30,0,0,24,160,2\n"
      "田中,10,60,0,100,12,20,90,2\n"
      "高橋,5,40,0,0,0,9,160,0\n");
  CHECK(winners(r, "roe") == std::vector<std::string>{"佐藤", "高橋"});
  CHECK(winners(r, "sales") == std::vector<std::string>{"鈴木", "高橋"});
  CHECK(winners(r, "innovation") == std::vector<std::string>{"鈴木", "田中"});
  for (const auto& a : r.awards) CHECK(a.note.str(Lang::en).find("the rules name no tie-break") != std::string::npos);
  REQUIRE(r.overall.size() == 2);
  CHECK(r.summary.str(Lang::en).find("a tie for the overall win: 鈴木 and 高橋 have 2 awards each") == 0);
  CHECK(to_json(r).find(R"("outcome":"tie","winner":null,"winners":["鈴木","高橋"])") != std::string::npos);
}

// ROE that differ by less than rounding shows: A 利益 1 / 資本 3 = 1/3; B 利益 333333 / 資本 1000000 = 0.333333.
// Both print 33.33%, but 1/3 is larger: A alone takes the ROE賞.
TEST_CASE("ROE UP! near-equal ROE are told apart exactly") {
  auto r = table("A,3,0,0,0,0,1,10,0\nB,1000000,0,0,0,0,333333,5,0\n");
  CHECK(winners(r, "roe") == std::vector<std::string>{"A"});
}

// 資本 exactly 0: 資産 50 + 0, 負債 20 + 30 = 50 -> 資本 0: undefined (division by zero). 資本 1 is the first defined one:
// cash 51 -> 資本 1, 利益 = 2 - 0 = 2 -> ROE 2.
TEST_CASE("ROE UP! 資本 0 is undefined and out of the award; 1 is defined; nobody defined means no ROE award") {
  auto r = table("零,50,0,20,30,0,2,10,0\n壱,51,0,20,30,0,2,10,0\n");
  CHECK_FALSE(r.players[0].roe);
  CHECK(r.players[0].roe_undefined.str(Lang::en).find("divide by zero") != std::string::npos);
  REQUIRE(r.players[1].roe);
  CHECK(r.players[1].roe->text() == "2");
  CHECK(winners(r, "roe") == std::vector<std::string>{"壱"});
  auto none = table("零,50,0,20,30,0,2,10,0\n負,10,0,0,30,1,2,10,0\n");
  CHECK(winners(none, "roe").empty());
  CHECK(none.awards[0].note.str(Lang::en).find("not given") == 0);
  // 売上高 and イノベーション still go to someone: 10 = 10 and 0 = 0, shared by both.
  CHECK(winners(none, "sales").size() == 2);
}

// Halves: cash 7.5 (after selling an asset of 15 at half) + assets 40 = 47.5; 負債 0; 利益 9.5 -> ROE 9.5/47.5 = 1/5.
TEST_CASE("ROE UP! amounts may be halves; the result stays exact") {
  auto r = table("A,7.5,40,0,0,0,9.5,10,0\n");
  CHECK(r.players[0].total_assets.text() == "47.5");
  CHECK(*r.players[0].roe == Rational(1) / Rational(5));
}

TEST_CASE("ROE UP! absurd amounts give an input error, not a crash") {
  // Eleven assets of 999999999999.999999: 10999999999999999989 millionths, past 64 bits.
  std::string big = "\"999999999999.999999\"";
  std::string assets = big;
  for (int i = 0; i < 10; ++i) assets += ", " + big;
  CHECK(error_of([&] {
          roeup_settlement(parse_settlement(R"({"players": [{"player": "A", "cash": 1, "operating_profit": 0, "interest": 0, "assets": [)" + assets + "]}]}", "s.json"));
        }).find("too large to compute exactly") != std::string::npos);
  CHECK(error_of([] { table("A,1000000000000.000001,0,0,0,0,1,1,0\n"); }).find("is not an amount") != std::string::npos);
}

TEST_CASE("ROE UP! table in JSON with the rulebook's column names") {
  auto rows = parse_roeup_table(R"({"players": [{"プレーヤー": "佐藤", "現金": 80, "アセット": 120, "財務格付の向上": 0, "融資の成立": 50,
                                                  "金利": 5, "営業利益": 35, "売上": 140, "プレミアム": 1}]})",
                                "t.json");
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].player == "佐藤");
  CHECK(rows[0].loans.text() == "50");
  CHECK(rows[0].premium == 1);
}

TEST_CASE("ROE UP! table errors name the file, line and column") {
  CHECK(error_of([] { table("佐藤,80,,0,50,5,35,140,1\n"); }) ==
        "t.csv:2: column assets: missing: give the sum of the 資産 of the player's asset cards");
  CHECK(error_of([] { table("佐藤,80,120,0,50,5,35,-1,1\n"); }).find("t.csv:2: column sales: -1 is negative") == 0);
  CHECK(error_of([] { table("佐藤,-5,120,0,50,5,35,1,1\n"); }).find("t.csv:2: column cash: cash -5 is negative") == 0);
  CHECK(error_of([] { table("佐藤,80,120,0,50,5,35,1,1.5\n"); }).find("column premium") != std::string::npos);
  CHECK(error_of([] { table("佐藤,80,120,0,50,5,35,1,x\n"); }).find("'x' is not an amount") != std::string::npos);
  CHECK(error_of([] { table("佐藤,80,120,0,0,5,35,1,1\n"); }).find("interest: 5 of interest without a 融資の成立 amount") != std::string::npos);
  CHECK(error_of([] { table("佐藤,1,1,0,0,0,1,1,1\nさとう,1,1,0,0,0,1,1,1\n佐藤,1,1,0,0,0,1,1,1\n"); }).find("t.csv:4: player: '佐藤' appears twice") == 0);
  CHECK(error_of([] { table("佐藤,1,1\n"); }).find("t.csv:2: 3 fields, the header has 9") == 0);
  CHECK(error_of([] { roeup_end_of_game(parse_roeup_table("player,cash\n", "t.csv")); }).find("t.csv:1: missing column assets") == 0);
  // One column under two names (cash and 現金) in JSON, as in CSV, is refused.
  CHECK(error_of([] {
          parse_roeup_table(R"({"players": [{"player": "A", "cash": 10, "現金": 99, "assets": 1, "rating": 0, "loans": 0,
                                "interest": 0, "operating_profit": 1, "sales": 1, "premium": 0}]})", "t.json");
        }).find("given twice (as cash)") != std::string::npos);
  CHECK(error_of([] { parse_roeup_table("player,cash,bonus\n", "t.csv"); }).find("unknown column 'bonus'") != std::string::npos);
  CHECK(error_of([] { parse_roeup_table(kHeader, "t.csv"); }).find("no players") != std::string::npos);
  CHECK(error_of([] { parse_roeup_table(R"({"players": [{"player": "A", "cash": true}]})", "t.json"); }).find("t.json: players[0].cash: is true") == 0);
  CHECK(error_of([] { parse_roeup_table(R"({"players": [{"player": "A", "cash": 1}]})", "t.json"); }).find("players[0].assets: missing") != std::string::npos);
}

// 決算: 佐藤 30 + 20 - 5 = 45: nothing to sell.
// 田中 3 + 4 - 12 = -5: sell 資産 of at least 10; selling both (25 + 60 = 85) brings 42.5 -> 37.5: no default; keeping the 60
//      asset and selling the 25 one brings 12.5 >= 5, so not every asset has to go.
// 高橋 0 - 2 - 10 = -12: selling the one asset (15) brings 7.5 -> -4.5: default.
// 鈴木 1 + 0 - 6 = -5: selling both (7 + 9 = 16) brings 8 -> 3; keeping the 7 brings only 4.5 < 5: every asset is sold.
// 山田 0 + 0 - 5 = -5 with one asset of 10: selling it brings exactly 5 -> cash 0: 0 is not a default (0またはプラス),
//      but no asset is left.
TEST_CASE("ROE UP! 決算: half-value sales, default, and every asset sold") {
  auto s = roeup_settlement(parse_settlement(R"({"players": [
      {"player": "佐藤", "cash": 30, "operating_profit": 20, "interest": 5, "assets": [60, 40]},
      {"player": "田中", "cash": 3, "operating_profit": 4, "interest": 12, "assets": [25, 60]},
      {"player": "高橋", "cash": 0, "operating_profit": -2, "interest": 10, "assets": [15]},
      {"player": "鈴木", "cash": 1, "operating_profit": 0, "interest": 6, "assets": [7, 9]},
      {"player": "山田", "cash": 0, "operating_profit": 0, "interest": 5, "assets": [10]}]})", "s.json"));
  REQUIRE(s.size() == 5);
  CHECK(s[0].after.text() == "45");
  CHECK_FALSE(s[0].must_sell);
  CHECK(s[1].after.text() == "-5");
  CHECK(s[1].must_sell);
  CHECK(s[1].sale_all.text() == "42.5");
  CHECK_FALSE(s[1].defaulted);
  CHECK_FALSE(s[1].must_sell_all);
  CHECK(step_found(s[1].steps[1]).str(Lang::en) == "sell assets with 資産 totalling at least 10");
  CHECK(s[2].defaulted);
  CHECK(step_what(s[2].steps.back()).str(Lang::en) == "selling every asset (資産 15) brings 7.5: cash -4.5");
  CHECK_FALSE(s[3].defaulted);
  CHECK(s[3].must_sell_all);
  CHECK_FALSE(s[4].defaulted);
  CHECK(step_what(s[4].steps[2]).str(Lang::en) == "selling every asset (資産 10) brings 5: cash 0");
  CHECK(s[4].must_sell_all);  // its only asset goes: effectively game over without cash for a new one
  CHECK(to_json(s).find(R"("defaulted":["高橋"])") != std::string::npos);
}

TEST_CASE("ROE UP! 決算 input errors") {
  CHECK(error_of([] { parse_settlement(R"({"players": [{"player": "A", "cash": -1, "operating_profit": 0, "interest": 0, "assets": []}]})", "s.json"); })
            .find("s.json: players[0].cash: is -1") == 0);
  CHECK(error_of([] { parse_settlement(R"({"players": [{"player": "A", "cash": 1, "operating_profit": 0, "interest": 0}]})", "s.json"); })
            .find("players[0].assets: missing") != std::string::npos);
  CHECK(error_of([] { parse_settlement(R"({"players": [{"player": "A", "cash": 1, "operating_profit": 0, "interest": 0, "assets": [-3]}]})", "s.json"); })
            .find("players[0].assets[0]: is -3") != std::string::npos);
  CHECK(error_of([] { parse_settlement(R"({"players": []})", "s.json"); }).find("s.json: players: give a list") == 0);
}

TEST_CASE("ROE UP! 資本の決定 from the pack: Product 150, both 150, Commodity only 120") {
  Game g = load_game(games_dir(), "roeup");
  CHECK(roeup_starting_capital(g, "product").value == "150");
  CHECK(roeup_starting_capital(g, "both").value == "150");
  auto c = roeup_starting_capital(g, "commodity");
  CHECK(c.value == "120");
  CHECK(c.decided_by == "資本の決定");
  CHECK(step_what(c, c.steps[0]).str(Lang::en) == "a character with the Commodity ability only");
  CHECK(c.notes[0].str(Lang::en) == "資本の決定: Commodityの能力のみのキャラクターの資本は120です。");
  CHECK(error_of([&] { roeup_starting_capital(g, "service"); }).find("--starting-capital service") == 0);
}

// Every step, summary, reason and note is a message (there is no English copy beside it): it has
// words in both languages, and the Japanese is the catalogue's wherever the English has words.
TEST_CASE("ROE UP! figures and 決算: each text for people is a message in both languages") {
  auto both = [](const Message& m) {
    CHECK_FALSE(m.empty());
    CHECK_FALSE(m.str(Lang::en).empty());
    CHECK_FALSE(m.str(Lang::ja).empty());
  };
  bool some_translated = false;
  for (const auto& r : {table("佐藤,80,120,0,50,5,35,140,1\n鈴木,40,150,30,0,0,24,160,2\n田中,10,60,0,100,12,20,90,2\n高橋,5,40,0,0,0,9,160,0\n"),
                        table("零,50,0,20,30,0,2,10,0\n負,10,0,0,30,1,2,10,0\n"), table("A,3,0,0,0,0,1,10,1\n"),
                        table("A,3,0,0,0,0,1,1,0\nB,10,0,0,0,0,1,10,0\nC,10,0,0,0,0,1,5,2\n")}) {
    both(r.summary);
    some_translated = some_translated || r.summary.str(Lang::ja) != r.summary.str(Lang::en);
    for (const auto& s : r.steps) {
      both(step_what(s));
      both(step_found(s));
    }
    for (const auto& p : r.players)
      if (!p.roe) both(p.roe_undefined);
    for (const auto& a : r.awards)
      if (!a.note.empty()) both(a.note);
  }
  CHECK(some_translated);
  auto s = roeup_settlement(parse_settlement(R"({"players": [
      {"player": "佐藤", "cash": 30, "operating_profit": 20, "interest": 5, "assets": [60, 40]},
      {"player": "高橋", "cash": 0, "operating_profit": -2, "interest": 10, "assets": [15]},
      {"player": "鈴木", "cash": 1, "operating_profit": 0, "interest": 6, "assets": [7, 9]}]})", "s.json"));
  for (const auto& f : s)
    for (const auto& st : f.steps) {
      both(step_what(st));
      both(step_found(st));
      CHECK(step_found(st).str(Lang::ja) != step_found(st).str(Lang::en));
    }
  CHECK(table("A,3,0,0,0,0,1,10,1\n").summary.str(Lang::en) == "A wins overall with 3 awards (賞が最も多い人が総合優勝)");
  // One award each (ROE A 1/3, 売上高 B 10, イノベーション C 2): the singular, three names.
  CHECK(table("A,3,0,0,0,0,1,1,0\nB,10,0,0,0,0,1,10,0\nC,10,0,0,0,0,1,5,2\n").summary.str(Lang::en) ==
        "a tie for the overall win: A, B and C have 1 award each; the rules name no tie-break");
}

TEST_CASE("name_list: English as before, with or without the last and") {
  CHECK(name_list({}).str(Lang::en).empty());
  CHECK(name_list({"佐藤"}).str(Lang::en) == "佐藤");
  CHECK(name_list({"佐藤", "高橋"}).str(Lang::en) == "佐藤 and 高橋");
  CHECK(name_list({"佐藤", "鈴木", "高橋"}).str(Lang::en) == "佐藤, 鈴木 and 高橋");
  CHECK(name_list({"佐藤", "鈴木", "高橋"}, false).str(Lang::en) == "佐藤, 鈴木, 高橋");
}
