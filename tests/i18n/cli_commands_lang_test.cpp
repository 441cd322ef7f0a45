// The event, judge and penalty commands in Japanese and English: the same numbers and rule
// citations in both, --json byte-identical whatever the language (issue 12).
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "in_locale.hpp"
#include "run.hpp"

namespace {

using jk::test::RunResult;
using jk::test::en;
using jk::test::ja;
using jk::test::has;
using jk::test::same_output;

// Each step's rule number, in order: the first word of every indented line.
std::vector<std::string> rules(const std::string& out) {
  std::vector<std::string> r;
  std::size_t at = 0;
  while (at < out.size()) {
    std::size_t end = out.find('\n', at);
    if (end == std::string::npos) end = out.size();
    std::string line = out.substr(at, end - at);
    if (line.rfind("  ", 0) == 0) {
      std::size_t b = line.find_first_not_of(' ');
      r.push_back(line.substr(b, line.find(' ', b) - b));
    }
    at = end + 1;
  }
  return r;
}

// `adjudicate GAME --state docs/examples/judge/EXAMPLE` in both languages: the same rule numbers
// (`rules_in_order`), a line of each language's output, --json unchanged.
void same_chain(const std::string& game, const std::string& example, const std::vector<std::string>& rules_in_order,
                const std::string& ja_text, const std::string& en_text) {
  const std::string state = JK_SOURCE_DIR "/docs/examples/judge/" + example;
  auto j = ja({"adjudicate", game, "--state", state}), e = en({"adjudicate", game, "--state", state});
  CHECK(rules(j.out) == rules_in_order);
  CHECK(rules(j.out) == rules(e.out));
  CHECK(has(j, ja_text));
  CHECK(has(e, en_text));
  same_output({"adjudicate", game, "--state", state, "--json"});
}

// An Economica event of 6 players, round 1 paired (seed 7).
struct Event {
  jk::test::TempDir dir;
  std::string file = dir.file("e.jkevent");
  Event() {
    REQUIRE(jk::test::judgekit({"event", "create", file, "--game", "economica", "--name", "春季大会", "--date", "2026-03-01", "--rounds",
                                "3", "--top-cut", "4", "--seed", "7"})
                .exit_code == 0);
    REQUIRE(jk::test::judgekit({"player", "add", "-e", file, "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺"}).exit_code == 0);
    REQUIRE(jk::test::judgekit({"round", "pair", "-e", file}).exit_code == 0);
  }
};

}  // namespace

TEST_CASE("event create and event plan in Japanese, same numbers", "[i18n][cli]") {
  auto j = ja({"event", "plan", "--players", "40", "--top-cut", "8"});
  auto e = en({"event", "plan", "--players", "40", "--top-cut", "8"});
  CHECK(e.out.rfind("40 players: 6 Swiss rounds, then a top 8\n(judgekit's rule:", 0) == 0);
  CHECK(j.out.rfind("40人: スイスドロー6回戦、その後トップ8\n（judgekit の基準:", 0) == 0);
  CHECK(has(e, "ceil(log2 40) = 6"));
  CHECK(has(j, "ceil(log2 40) = 6"));
  CHECK(has(e, "the top 8 is expected to reach down to 4-2 records"));
  CHECK(has(j, "トップ8には4-2の成績まで入る見込みです"));
  same_output({"event", "plan", "--players", "40", "--top-cut", "8", "--json"});

  jk::test::TempDir dir;
  auto c = ja({"event", "create", dir.file("a.jkevent"), "--game", "economica", "--name", "春季大会", "--date", "2026-03-01", "--rounds", "3",
               "--seed", "7"});
  CHECK(c.out == dir.file("a.jkevent") + " を作成しました: 春季大会（economica, official, 2026-03-01）、3回戦、シード 7\n");
  auto d = en({"event", "create", dir.file("b.jkevent"), "--game", "economica", "--name", "春季大会", "--date", "2026-03-01", "--rounds", "3",
               "--seed", "7"});
  CHECK(d.out == "created " + dir.file("b.jkevent") + ": 春季大会 (economica, official, 2026-03-01), 3 rounds, seed 7\n");
  // Errors too, with the value as typed.
  auto bad = ja({"round", "show", "-e", dir.file("a.jkevent"), "x"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err == "judgekit: 回戦 'x' は数字ではありません\n");
  CHECK(en({"round", "show", "-e", dir.file("a.jkevent"), "x"}).err == "judgekit: round 'x' is not a number\n");
}

TEST_CASE("player add, list and drop in Japanese; player list --json unchanged", "[i18n][cli]") {
  Event ev;
  auto l = ja({"player", "list", "-e", ev.file});
  auto head = [](const std::string& out) { return out.substr(0, out.find('\n', out.find('\n') + 1) + 1); };
  CHECK(head(l.out) == "春季大会: プレイヤー6人\nID  名前  読み  会員番号  勝ち点  受付  状態\n");
  CHECK(head(en({"player", "list", "-e", ev.file}).out) == "春季大会: 6 players\nid  name  reading  membership id  points  checked in  status\n");
  same_output({"player", "list", "-e", ev.file, "--json"});
  auto d = ja({"player", "drop", "-e", ev.file, "伊藤"});
  CHECK(d.out == "伊藤（ID 5）は第1回戦の後でドロップしました。第2回戦からは組み合わせません\n");
  auto u = en({"player", "undrop", "-e", ev.file, "伊藤"});
  CHECK(u.out == "伊藤 (id 5) is back in the event; paired again from the next round\n");
  auto s = ja({"player", "add", "-e", ev.file, "小林"});
  CHECK(s.exit_code == 2);  // round 1 is paired: late-add is the way now; the refusal comes from the event library
}

TEST_CASE("round show and pairing swap in Japanese; round show --json unchanged", "[i18n][cli]") {
  Event ev;
  auto j = ja({"round", "show", "-e", ev.file});
  auto e = en({"round", "show", "-e", ev.file});
  CHECK(j.out.rfind("第1回戦（スイスドロー、進行中）\n卓  プレイヤー  勝ち点  対戦相手  勝ち点  結果\n", 0) == 0);
  CHECK(e.out.rfind("Round 1 (swiss, open)\ntable  player  points  opponent  points  result\n", 0) == 0);
  same_output({"round", "show", "-e", ev.file, "--json"});
  auto by_name = ja({"round", "show", "-e", ev.file, "--by-name"});
  CHECK(by_name.out.find("名前  卓  対戦相手\n") != std::string::npos);
  auto swap = ja({"pairing", "swap", "-e", ev.file, "1", "2"});
  CHECK(swap.exit_code == 0);
  CHECK(swap.out.rfind("第1回戦（スイスドロー、進行中）\n", 0) == 0);
}

TEST_CASE("result --time-limit in Japanese: the same 2-5 chain and exit code", "[i18n][cli]") {
  Event ev;
  std::vector<std::string> args = {"result", "-e", ev.file, "1", "--time-limit", "--stock", "2:2", "--flow", "3:3", "--value", "9:9"};
  auto j = ja(args), e = en(args);
  CHECK(j.exit_code == 3);
  CHECK(e.exit_code == 3);
  CHECK(rules(j.out) == std::vector<std::string>{"2-5-1", "2-5-2", "2-5-3", "2-5-4"});
  CHECK(rules(j.out) == rules(e.out));
  CHECK(has(j, "  2-5-1  ストックの枚数 2 対 2"));
  CHECK(has(e, "  2-5-1  stock 2 vs 2"));
  CHECK(has(j, "記録していません: --janken A か --janken B を付けてもう一度実行してください（A = 鈴木）\n"));
  CHECK(has(e, "nothing recorded: run again with --janken A or --janken B (A = 鈴木)\n"));
  args.push_back("--janken");
  args.push_back("A");
  auto done = ja(args);
  CHECK(done.exit_code == 0);
  CHECK(has(done, "  2-5-4  じゃんけんの勝者 鈴木"));  // A, named once recorded
  auto again = en(args);
  CHECK(has(again, "(already recorded; nothing changed)"));
}

TEST_CASE("standings and cut in Japanese; standings --json and --csv unchanged", "[i18n][cli]") {
  Event ev;
  // Round 1 (seed 7): 鈴木 - 田中, 渡辺 - 高橋, 伊藤 - 佐藤.
  for (auto [table, winner] : {std::pair<const char*, const char*>{"1", "鈴木"}, {"2", "渡辺"}, {"3", "伊藤"}})
    REQUIRE(en({"result", "-e", ev.file, table, "--winner", winner}).exit_code == 0);
  auto j = ja({"standings", "-e", ev.file});
  auto e = en({"standings", "-e", ev.file});
  CHECK(j.out.rfind("春季大会: 第1回戦終了時の順位\n順位  名前", 0) == 0);
  CHECK(e.out.rfind("春季大会: standings after 1 round\nrank  name", 0) == 0);
  same_output({"standings", "-e", ev.file, "--json"});
  same_output({"standings", "-e", ev.file, "--csv"});
  auto cut = ja({"cut", "-e", ev.file, "--size", "4"});
  CHECK(cut.exit_code == 0);
  CHECK(cut.out.rfind("トップ4（第2回戦）、順位によるシード\n卓  プレイヤー（シード順）\n", 0) == 0);
}

TEST_CASE("simulate in Japanese; --json unchanged", "[i18n][cli]") {
  auto j = ja({"simulate", "--game", "economica", "--players", "16", "--rounds", "4", "--seed", "3"});
  CHECK(j.out.rfind("simulate economica: 16人、4回戦、シード 3\n回戦  人数", 0) == 0);
  CHECK(j.out.find("組み合わせ ms: 中央値 ") != std::string::npos);
  auto e = en({"simulate", "--game", "economica", "--players", "16", "--rounds", "4", "--seed", "3"});
  CHECK(e.out.rfind("simulate economica: 16 players, 4 rounds, seed 3\nround  players", 0) == 0);
}

TEST_CASE("adjudicate in Japanese: the rulebook's words, the same rule numbers; --json unchanged", "[i18n][cli]") {
  std::vector<std::string> args = {"adjudicate", "economica", "--time-limit", "--stock", "3:3", "--flow", "4:4", "--value", "12:10"};
  auto j = ja(args), e = en(args);
  CHECK(j.out ==
        "エコノミカ / Economica · 制限時間経過時の勝敗判定 (2-5)\n"
        "  2-5-1  ストックの枚数 3 対 3                            同数\n"
        "  2-5-2  フローゾーンのアセットの枚数 4 対 4              同数\n"
        "  2-5-3  フローゾーンのアセットの価値段階の合計 12 対 10  Aの勝ち\n"
        "Aの勝利（2-5-3）\n");
  CHECK(e.out ==
        "エコノミカ / Economica · time limit (2-5)\n"
        "  2-5-1  stock 3 vs 3                     equal\n"
        "  2-5-2  flow-zone assets 4 vs 4          equal\n"
        "  2-5-3  flow-zone value levels 12 vs 10  A wins\n"
        "A wins (2-5-3)\n");
  CHECK(rules(j.out) == rules(e.out));
  args.push_back("--json");
  same_output(args);
  same_output({"adjudicate", "scp", "--play-order", "--previous-winner", "A", "--json"});
  // SCP's 104.2 and 103.4, Economica's end states: in the rulebooks' words, the same rule numbers.
  same_chain("scp", "scp-game.json", {"104.2a", "104.2c", "103.4"}, "A (高橋)の勝利: B (田中)の敗北（104.2a）\n",
             "A (高橋) wins: B (田中) loses (104.2a)\n");
  same_chain("economica", "economica-both.json", {"2-1", "2-2", "2-3"}, "\nBの勝利（2-3）\n", "\nB wins (2-3)\n");
  CHECK(has(ja({"adjudicate", "economica", "--state", JK_SOURCE_DIR "/docs/examples/judge/economica-both.json"}),
            "  2-1  ストックの枚数 5 対 3（5枚で勝利）"));
  // A usage error in Japanese names the same options: the ones the pack's procedures offer, joined
  // as a list (so " または " has its spaces on both sides).
  auto bad = ja({"adjudicate", "economica"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err == "judgekit: adjudicate economica: 次のどれか1つを指定してください: --time-limit（--stock、--flow、--value と一緒に） または --state FILE\n");
  CHECK(ja({"adjudicate", "roeup"}).err ==
        "judgekit: adjudicate roeup: 次のどれか1つを指定してください: --table FILE、--settlement FILE または --starting-capital product|commodity|both\n");
}

TEST_CASE("penalty add and list in Japanese; penalty list --json unchanged", "[i18n][cli]") {
  Event ev;
  auto j = ja({"penalty", "add", "-e", ev.file, "佐藤", "--infraction", "5-1-1", "--penalty", "game-loss"});
  CHECK(j.exit_code == 0);
  CHECK(j.out.rfind("ペナルティ #1: 佐藤、第1回戦、5-1-1 手札を間違って多く引いてしまった -> ゲームロス\n", 0) == 0);
  CHECK(has(j, "  3番卓のマッチ: "));
  auto e = en({"penalty", "list", "-e", ev.file});
  CHECK(e.out.rfind("player   #  round  infraction  penalty    rule             result changed  note\n", 0) == 0);
  auto l = ja({"penalty", "list", "-e", ev.file});
  CHECK(l.out.rfind("プレイヤー  #  回戦  違反   ペナルティ  ルール           結果の変更  メモ\n", 0) == 0);
  CHECK(has(l, "ゲームロス  economica 5-1-1  3番卓"));
  same_output({"penalty", "list", "-e", ev.file, "--json"});
  same_output({"penalty", "kinds", "--game", "economica", "--json"});
}

TEST_CASE("penalty kinds in the rulebook's Japanese under LANG=ja, English under LANG=C; penalty add's result in the reader's language",
          "[i18n][cli]") {
  auto j = ja({"penalty", "kinds", "--game", "economica"}), e = en({"penalty", "kinds", "--game", "economica"});
  CHECK(j.exit_code == 0);
  CHECK(j.out.rfind("エコノミカ / Economica · 違反の種類\n種類   別名              内容", 0) == 0);
  CHECK(has(j, "\n5-1-1  too-many-drawn    手札を間違って多く引いてしまった "));
  CHECK(has(j, "\n5-3-2: 相手の山札を故意に倒す、相手の手札を故意に落とす等の行為を審判が確認したとき、それを行ったプレイヤーは反則負けとなる。\n"));
  CHECK(has(j, "\nother: このルールに記載されていない事項については、審判、もしくは審判団が最終的な判断を行う。\n"));
  CHECK_FALSE(has(j, "drew too many cards"));
  CHECK(has(e, "\n5-1-1  too-many-drawn    drew too many cards "));
  CHECK(has(e, "\n5-3-2: seen by a judge: the player who did it loses (反則負けとなる)\n"));
  CHECK_FALSE(has(e, "手札を間違って"));
  // A game whose rulebook names no infraction: the shared "other", translated.
  CHECK(has(ja({"penalty", "kinds", "--game", "scp"}), "other  other  その他（何があったかをメモに書く）  -"));
  CHECK(has(en({"penalty", "kinds", "--game", "scp"}), "other: the rulebook gives no procedure: the judge decides\n"));

  // penalty add: the procedure and the changed result in the reader's language; --json the same bytes.
  Event a, b, c;
  auto add = [](const Event& ev) { return std::vector<std::string>{"penalty", "add", "-e", ev.file, "佐藤", "--infraction", "5-1-1", "--penalty", "game-loss"}; };
  auto pj = ja(add(a)), pe = en(add(b));
  CHECK(has(pj, "  処置（5-1-1）: 手札を間違って多く引いてしまった場合、"));
  CHECK(has(pj, "  3番卓のマッチ: 結果なし -> 1-0-0 · ゲームロス: 佐藤 (5-1-1)\n"));
  CHECK(has(pe, "  procedure (5-1-1): pointed out by the opponent before"));
  CHECK(has(pe, "  match at table 3: no result -> 1-0-0 · game loss: 佐藤 (5-1-1)\n"));
  auto json_args = add(c);
  json_args.push_back("--json");
  auto json_ja = ja(json_args);
  Event d;
  json_args[3] = d.file;
  auto json_en = en(json_args);
  CHECK(json_ja.exit_code == 0);
  CHECK(json_ja.out == json_en.out);
  CHECK(has(json_en, "\"result_before\": null"));
  // The result after as facts (kind, seats, who decided it), never stored English words.
  const auto after = nlohmann::json::parse(json_en.out)["result_after"];
  CHECK(after["kind"] == "penalty");
  CHECK(after["seats"][0]["games_won"] == 1);
  CHECK(after["decided_by"]["penalty"] == "game-loss");
  CHECK(has(json_en, "\"procedure (5-1-1): pointed out by the opponent"));
  // Voiding puts the result back, said in the reader's language.
  auto v = ja({"penalty", "void", "-e", a.file, "1", "--reason", "誤り"});
  CHECK(has(v, "  マッチ: 1-0-0 · ゲームロス: 佐藤 (5-1-1) -> 結果なし\n"));
}

TEST_CASE("rules search and show in Japanese: the same entries and numbers; --json unchanged", "[i18n][cli]") {
  jk::test::TempDir data;  // a private rulings cache
  const std::string cache = "JUDGEKIT_DATA=" + data.path;
  auto rules_in = [&](const std::string& lang, std::vector<std::string> args) {
    args.insert(args.begin(), {cache, JK_BINARY});
    args.insert(args.begin(), {"env", "-u", "LC_ALL", "-u", "LC_MESSAGES", "-u", "LANGUAGE", lang});
    return jk::test::run(args);
  };
  auto j = rules_in("LANG=ja_JP.UTF-8", {"rules", "search", "国債", "--limit", "3"});
  auto e = rules_in("LANG=C", {"rules", "search", "国債", "--limit", "3"});
  CHECK(j.exit_code == 0);
  CHECK(j.out.rfind("ゲーム     番号                    見出し                      本文\n", 0) == 0);
  CHECK(e.out.rfind("game       number                  heading                     text\n", 0) == 0);
  CHECK(has(j, "\n8件中3件。続きは --limit 8 で表示\n"));
  CHECK(has(e, "\n3 of 8 entries; see more with --limit 8\n"));
  // The same entries in the same order: every line but the heading and the count.
  auto body = [](const std::string& out) { return out.substr(out.find('\n') + 1, out.rfind('\n', out.size() - 2) - out.find('\n')); };
  CHECK(body(j.out) == body(e.out));
  auto js = rules_in("LANG=ja_JP.UTF-8", {"rules", "search", "国債", "--json"});
  CHECK(js.out == rules_in("LANG=C", {"rules", "search", "国債", "--json"}).out);
  auto show = rules_in("LANG=ja_JP.UTF-8", {"rules", "show", "economica", "2-3"});
  CHECK(show.out.rfind("economica 2-3  (ルール)\n", 0) == 0);
  CHECK(has(show, "参照先  2-1  "));
  CHECK(has(show, "        2-2  "));
  CHECK(rules_in("LANG=C", {"rules", "show", "economica", "2-3"}).out.rfind("economica 2-3  (rule)\n", 0) == 0);
  CHECK(rules_in("LANG=ja_JP.UTF-8", {"rules", "show", "economica", "2-3", "--json"}).out ==
        rules_in("LANG=C", {"rules", "show", "economica", "2-3", "--json"}).out);
}

TEST_CASE("round start, clock and extend, serve token in Japanese", "[i18n][cli]") {
  Event ev;
  auto start = ja({"round", "start", "-e", ev.file, "--minutes", "50"});
  CHECK(start.exit_code == 0);
  CHECK(start.out.rfind("第1回戦: 残り 50:00、", 0) == 0);
  CHECK(start.out.find(" に制限時間\n") != std::string::npos);
  auto pause = en({"round", "clock", "-e", ev.file, "--pause"});
  CHECK(pause.out.rfind("round 1: paused, ", 0) == 0);
  auto ext = ja({"round", "extend", "-e", ev.file, "2", "5"});
  CHECK(ext.out.rfind("第1回戦: 一時停止中、残り ", 0) == 0);
  CHECK(ext.out.find("\n  2番卓: +5分、") != std::string::npos);
  CHECK(ja({"serve", "token", "list", "-e", ev.file}).out ==
        "トークンはまだありません。`judgekit serve token add --role judge --name NAME` で作成します\n");
  CHECK(en({"serve", "token", "list", "-e", ev.file}).out == "no tokens yet; `judgekit serve token add --role judge --name NAME` makes one\n");
  // The role in the reader's words (the console's: ジャッジ, 主催者), not the option's value.
  REQUIRE(en({"serve", "token", "add", "-e", ev.file, "--role", "organiser", "--name", "鈴木"}).exit_code == 0);
  REQUIRE(en({"serve", "token", "add", "-e", ev.file, "--role", "judge", "--name", "田中"}).exit_code == 0);
  const std::string tokens_ja = ja({"serve", "token", "list", "-e", ev.file}).out, tokens_en = en({"serve", "token", "list", "-e", ev.file}).out;
  CHECK(tokens_ja.find("主催者    鈴木") != std::string::npos);
  CHECK(tokens_ja.find("ジャッジ  田中") != std::string::npos);
  CHECK(tokens_ja.find("organiser") == std::string::npos);
  CHECK(tokens_en.find("Organiser  鈴木") != std::string::npos);
  CHECK(tokens_en.find("Judge      田中") != std::string::npos);
  auto bad = ja({"serve", "token", "add", "-e", ev.file, "--role", "player", "--name", "田中"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err == "judgekit: --role player: judge か organiser を指定してください\n");
}
