// What pack authors and organisers read when a file is wrong: a game pack's XML, a rule's `where`,
// a rulings file, a deck set-up asked of a game without one, a report that cannot be written.
// Japanese under LANG=ja_JP.UTF-8 (and --lang ja), English under LANG=C; the same file and line.
#include <catch2/catch.hpp>

#include <filesystem>

#include "in_locale.hpp"
#include "run.hpp"

namespace fs = std::filesystem;
using jk::test::refused;

namespace {

// A copy of the Economica pack under dir/games, with one line of `file` replaced; returns the
// variables that point judgekit at it.
std::vector<std::string> economica_with(const jk::test::TempDir& dir, const std::string& file, const std::string& from,
                                        const std::string& to) {
  const fs::path games = fs::path(dir.path) / "games";
  fs::create_directories(games);
  fs::copy(fs::path(JK_SOURCE_DIR) / "games" / "economica", games / "economica", fs::copy_options::recursive | fs::copy_options::overwrite_existing);
  const std::string path = (games / "economica" / file).string();
  std::string text = jk::test::read_file(path);
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  jk::test::write_file(path, text);
  return {"JUDGEKIT_GAMES=" + games.string(), "JUDGEKIT_DATA=" + dir.file("data")};
}

int line_of(const std::string& path, const std::string& needle) {
  const std::string text = jk::test::read_file(path);
  const auto at = text.find(needle);
  REQUIRE(at != std::string::npos);
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

}  // namespace

TEST_CASE("a game pack's mistakes in Japanese: a rule without its limit, a `where` that compares text by size", "[i18n][cli]") {
  jk::test::TempDir dir;
  auto env = economica_with(dir, "game.xml", R"(kind="copies" max="4")", R"(kind="copies")");
  const std::string xml = dir.file("games/economica/game.xml");
  const std::string at = xml + ":" + std::to_string(line_of(xml, R"(<rule id="copies")")) + ": ";
  refused({"games"}, at + "ルール 'copies'（copies）には max が必要です", at + "rule 'copies' (copies) needs max", env);

  jk::test::TempDir dir2;
  env = economica_with(dir2, "game.xml", R"(where="type=asset" max="15")", R"(where="type<asset" max="15")");
  const std::string xml2 = dir2.file("games/economica/game.xml");
  const std::string at2 = xml2 + ":" + std::to_string(line_of(xml2, R"(<rule id="assets-max")")) + ": ";
  refused({"games"}, at2 + "属性 'where': 'type<asset' の '<' には数値のフィールド（cost, stars）が必要です",
          at2 + "attribute 'where': '<' needs a numeric field (cost, stars) in 'type<asset'", env);
}

TEST_CASE("a rulings file's mistakes in Japanese: a number given twice", "[i18n][cli]") {
  jk::test::TempDir dir;
  const std::string entry = R"(<entry number="2-5-1" parent="2-5" kind="rule">)";
  auto env = economica_with(dir, "rulings.xml", entry, entry + "<body>x</body></entry>\n  " + entry);
  const std::string xml = dir.file("games/economica/rulings.xml");
  const int first = line_of(xml, entry);
  const std::string at = xml + ":" + std::to_string(first + 1) + ": ";
  refused({"rules", "rebuild"}, at + "番号 '2-5-1' が重複しています（最初は " + std::to_string(first) + " 行目）",
          at + "duplicate number '2-5-1' (first at line " + std::to_string(first) + ")", env);
}

TEST_CASE("deck set-up and reports refused in Japanese", "[i18n][cli]") {
  refused({"deck", "setup", "--game", "economica", "--scenario", "product"},
          "ゲーム 'economica' にはセットアップの選択肢がありません（デッキはプレイヤーが組みます）。`judgekit deck check` を使ってください",
          "game 'economica' has no set-up choices (its decks are built by the players); use `judgekit deck check`");
  refused({"deck", "setup", "--game", "roeup", "--scenario", "service"},
          "ゲーム 'roeup' にシナリオ 'service' はありません。シナリオ: product, commodity, mixed",
          "game 'roeup' has no scenario 'service'; its scenarios: product, commodity, mixed");
  jk::test::TempDir dir;
  const std::string event = dir.file("e.jkevent");
  REQUIRE(jk::test::judgekit({"event", "create", event, "--game", "economica", "--name", "t", "--date", "2026-03-01", "--seed", "1"}).exit_code == 0);
  REQUIRE(jk::test::judgekit({"player", "add", "-e", event, "佐藤", "鈴木"}).exit_code == 0);
  const std::string out = dir.file("no-such-folder/standings.pdf");
  refused({"report", "-e", event, "--kind", "standings", "-o", out}, out + ": ここには書き込めません（フォルダはありますか？ 書き込む権限はありますか？）",
          out + ": cannot write here (does the folder exist, may you write to it?)");
  CHECK_FALSE(fs::exists(dir.file("no-such-folder")));
}

TEST_CASE("a pack's notes in the reader's language: note-ja and <notes lang=\"ja\">; --json keeps the English", "[i18n][cli]") {
  auto j = jk::test::ja({"games", "show", "economica"}), e = jk::test::en({"games", "show", "economica"});
  REQUIRE(j.exit_code == 0);
  REQUIRE(e.exit_code == 0);
  CHECK(j.out.find("  3-5 は公式戦にだけ適用される。非公式戦ではプロモカードを認めてもよい（6-3: イベントは追加のルールを定められる）。\n") != std::string::npos);
  CHECK(j.out.find("制限時間に終わっていないゲームは 2-5 で決着する") != std::string::npos);
  CHECK(j.out.find("3-5 applies to official events only") == std::string::npos);
  CHECK(e.out.find("  3-5 applies to official events only; a casual event may allow promo cards (6-3: events may set added rules).\n") != std::string::npos);
  CHECK(e.out.find("2-5 settles every game unfinished at the time limit") != std::string::npos);
  auto jj = jk::test::ja({"games", "show", "economica", "--json"}), ej = jk::test::en({"games", "show", "economica", "--json"});
  CHECK(jj.out == ej.out);
  CHECK(ej.out.find("2-5 settles every game unfinished") != std::string::npos);

  jk::test::TempDir dir;
  auto env = economica_with(dir, "game.xml", R"(<notes lang="ja">)", R"(<notes lang="fr">)");
  const std::string xml = dir.file("games/economica/game.xml");
  const std::string at = xml + ":" + std::to_string(line_of(xml, R"(<notes lang="fr">)")) + ": ";
  refused({"games"}, at + "lang は ja か en にしてください（'fr' になっています）", at + "lang must be ja or en, not 'fr'", env);
}
