// Issue 12's remaining English: the input errors of judge/, db/, decklint's list reader and
// rulings/, CLI11's own parse errors, and results as people read them. Japanese under
// LANG=ja_JP.UTF-8 (and --lang ja), today's English under LANG=C; the same file, line, values and
// exit code in both, and --json byte-identical.
#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "in_locale.hpp"
#include "run.hpp"

namespace {

using jk::test::RunResult;
using jk::test::en;
using jk::test::flag_ja;
using jk::test::ja;
using jk::test::refused;

}  // namespace

TEST_CASE("judge input errors in Japanese: an option's values and a state file's fields", "[i18n][cli]") {
  refused({"adjudicate", "economica", "--time-limit", "--stock", "5:2", "--flow", "1:1", "--value", "2:2"},
          "--stock 5:2: A のストックは 5 です。ストックゾーンにアセットが5つ置かれた時点でゲームは終了しているため（2-1）、"
          "制限時間の判定はありません（終わり方は --state で判定してください）",
          "--stock 5:2: A has a stock of 5; the game already ended when a player placed 5 assets in the stock zone (2-1), so there "
          "is nothing to adjudicate at the time limit (use --state for how it ended)");
  refused({"adjudicate", "economica", "--time-limit", "--stock", "2:x", "--flow", "1:1", "--value", "2:2"},
          "--stock 2:x: 'x' は整数ではありません。A:B の形で指定してください（例: 3:2）",
          "--stock 2:x: 'x' is not a whole number; give A:B, e.g. 3:2");
  jk::test::TempDir dir;
  const std::string state = dir.file("s.json");
  jk::test::write_file(state, R"({"players": {"A": {"stock": 1, "flow": [2], "deck": 1}}})");
  refused({"adjudicate", "economica", "--state", state}, state + ": players.B: ありません: 状態にはプレイヤー \"A\" と \"B\" があります",
          state + ": players.B: missing: a state has the players \"A\" and \"B\"");
  jk::test::write_file(state, R"({"players": {"A": {"stock": -1, "flow": [2], "deck": 1}, "B": {"stock": 1, "flow": [2], "deck": 1}}})");
  refused({"adjudicate", "economica", "--state", state}, state + ": players.A.stock: -1 です。数は負にできません",
          state + ": players.A.stock: is -1; a count cannot be negative");
}

TEST_CASE("db input errors in Japanese: a CSV's header, a missing file, an event file that is not there", "[i18n][cli]") {
  jk::test::TempDir dir;
  const std::string event = dir.file("e.jkevent"), csv = dir.file("p.csv");
  REQUIRE(jk::test::judgekit({"event", "create", event, "--game", "economica", "--name", "t", "--date", "2026-03-01", "--seed", "1"}).exit_code == 0);
  jk::test::write_file(csv, "name,colour\nA,red\n");
  refused({"player", "add", "-e", event, "--csv", csv},
          csv + ":1: 不明な列 'colour' です。列は id (会員番号, ID, 番号), name (氏名, 名前, プレイヤー名), reading (ふりがな, フリガナ, 読み, よみ), seed (シード, シード順) です",
          csv + ":1: unknown column 'colour'; the columns are id (会員番号, ID, 番号), name (氏名, 名前, プレイヤー名), reading (ふりがな, フリガナ, 読み, よみ), seed (シード, シード順)");
  jk::test::write_file(csv, "id,reading\n1,さとう\n");
  refused({"player", "add", "-e", event, "--csv", csv}, csv + ":1: 列 name がありません: 1行目に列名 id,name,reading を書いてください",
          csv + ":1: missing column name: the first line must name the columns: id,name,reading");
  refused({"player", "add", "-e", event, "--csv", dir.file("none.csv")}, dir.file("none.csv") + ": ファイルを読めません: そのファイルはありません",
          dir.file("none.csv") + ": cannot read the file: there is no such file");
  refused({"round", "show", "-e", dir.file("no.jkevent")},
          dir.file("no.jkevent") + ": そのイベントファイルはありません。`judgekit event create " + dir.file("no.jkevent") + " --game G ...` で作成してください",
          dir.file("no.jkevent") + ": no such event file; create one with `judgekit event create " + dir.file("no.jkevent") + " --game G ...`");
  // Nothing was added by the refused CSVs.
  CHECK(jk::test::judgekit({"player", "list", "-e", event, "--json"}).out == "[]\n");
}

TEST_CASE("a decklist that cannot be read: Japanese on the terminal, English in --json", "[i18n][cli]") {
  jk::test::TempDir dir;
  const std::string list = dir.file("d.txt");
  jk::test::write_file(list, "4 日本株\n0 日本株\n");
  const std::vector<std::string> args = {"deck", "check", "--game", "economica", "--date", "2015-08-08", list};
  auto j = ja(args), e = en(args);
  CHECK(j.exit_code == 2);
  CHECK(e.exit_code == 2);
  CHECK(j.out.find(list + ":2: エラー: '日本株' の枚数が0です。行を削除するか、1以上にしてください\n") != std::string::npos);
  CHECK(e.out.find(list + ":2: error: count 0 for '日本株'; leave the line out, or give at least 1\n") != std::string::npos);
  std::vector<std::string> json_args = args;
  json_args.push_back("--json");
  auto jj = ja(json_args), ej = en(json_args);
  CHECK(jj.exit_code == ej.exit_code);
  CHECK(jj.out == ej.out);
  CHECK(ej.out.find("count 0 for '日本株'; leave the line out, or give at least 1") != std::string::npos);
}

TEST_CASE("rulings refusals in Japanese", "[i18n][cli]") {
  refused({"rules", "show", "economica", "99-99"}, "economicaのルールに項目 '99-99' はありません。`judgekit rules search 99-99` で検索してください",
          "no entry '99-99' in the rulings of economica; search for it with `judgekit rules search 99-99`");
}

TEST_CASE("CLI11's parse errors in Japanese, the options as typed", "[i18n][cli]") {
  refused({"deck", "check", "--date"}, "--date には値が必要です; `judgekit --help` を参照してください", "--date needs a value; see `judgekit --help`");
  refused({"event", "create", "x.jkevent", "--game", "economica", "--rounds", "abc"},
          "--rounds: 'abc' は正しい種類の値ではありません; `judgekit --help` を参照してください",
          "--rounds: 'abc' is not a value of the right type; see `judgekit --help`");
  refused({"deck", "unregister"}, "player が必要です; `judgekit --help` を参照してください", "player is required; see `judgekit --help`");
  refused({"games", "show", "economica", "extra"}, "余分な引数があります: extra; `judgekit --help` を参照してください",
          "unexpected argument: extra; see `judgekit --help`");
  refused({"deck", "override", "-e", "x.jkevent", "--remove", "0"}, "--remove: '0' は正の数ではありません; `judgekit --help` を参照してください",
          "--remove: '0' is not a positive number; see `judgekit --help`");
  // A subcommand's description that was English: now translated with the rest of the help.
  auto help = ja({"deck", "--help"});
  CHECK(help.exit_code == 0);
  CHECK(help.out.find("プレイヤーの登録済みリストを削除する") != std::string::npos);
}

TEST_CASE("results as people read them: Japanese in round show and result, English as stored and in --json", "[i18n][cli]") {
  jk::test::TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(jk::test::judgekit({"event", "create", e, "--game", "economica", "--name", "t", "--date", "2026-03-01", "--rounds", "3", "--seed", "7"})
              .exit_code == 0);
  REQUIRE(jk::test::judgekit({"player", "add", "-e", e, "佐藤", "鈴木", "高橋", "田中", "伊藤"}).exit_code == 0);
  REQUIRE(jk::test::judgekit({"round", "pair", "-e", e}).exit_code == 0);
  auto dl = ja({"result", "-e", e, "1", "--double-loss"});
  REQUIRE(dl.exit_code == 0);
  CHECK(dl.out == "第1回戦1番卓（高橋 対 佐藤）: 両者敗北\n");
  auto tl = en({"result", "-e", e, "2", "--time-limit", "--stock", "2:2", "--flow", "3:3", "--value", "9:9", "--janken", "B"});
  REQUIRE(tl.exit_code == 0);
  CHECK(tl.out.rfind("round 1 table 2 (伊藤 vs 田中): 0-1-0 (time limit, 2-5-4)\n", 0) == 0);
  // The 2-5 chain names the players, not the seats A and B the judge typed.
  CHECK(tl.out.find("janken won by 田中") != std::string::npos);
  CHECK(tl.out.find("田中 wins") != std::string::npos);
  CHECK(tl.out.find("B wins") == std::string::npos);
  auto rj = ja({"round", "show", "-e", e}), re = en({"round", "show", "-e", e});
  CHECK(rj.out.find("両者敗北") != std::string::npos);
  CHECK(rj.out.find("0-1-0（制限時間、2-5-4）") != std::string::npos);
  CHECK(rj.out.find("double loss") == std::string::npos);
  CHECK(re.out.find("double loss") != std::string::npos);
  CHECK(re.out.find("0-1-0 (time limit, 2-5-4)") != std::string::npos);
  // Correcting names the previous result in the reader's language too.
  auto fixed = ja({"result", "-e", e, "1", "1-0", "--correct"});
  REQUIRE(fixed.exit_code == 0);
  CHECK(fixed.out == "第1回戦1番卓（高橋 対 佐藤）: 1-0-0（訂正。訂正前は 両者敗北）\n");
  auto jj = ja({"round", "show", "-e", e, "--json"}), ej = en({"round", "show", "-e", e, "--json"});
  CHECK(jj.out == ej.out);
  // --json gives the result as facts, no words: who won, how, and the 2-5 step that decided it.
  const auto tables = nlohmann::json::parse(ej.out)["tables"];
  const auto t2 = std::find_if(tables.begin(), tables.end(), [](const auto& t) { return t["table"] == 2; });
  REQUIRE(t2 != tables.end());
  CHECK((*t2)["result"]["kind"] == "adjudicated");
  CHECK((*t2)["result"]["decided_by"]["rule"] == "2-5-4");
  CHECK((*t2)["result"]["seats"][1]["outcome"] == "win");
  CHECK(ej.out.find("time limit") == std::string::npos);
}
