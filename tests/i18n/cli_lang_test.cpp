// The language of `judgekit` as a person and a script see it: LANG / LC_ALL / --lang, the same
// citations in both languages, --json unchanged, "did you mean", game aliases.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "in_locale.hpp"
#include "run.hpp"
#include "text.hpp"

namespace {

using jk::test::RunResult;

const std::string kDocs = JK_SOURCE_DIR "/docs/examples";

using jk::test::in_locale;

std::vector<std::string> messy(std::vector<std::string> more = {}) {
  std::vector<std::string> a = {"deck", "check", "--game", "economica", "--date", "2015-08-08", "--cards",
                                kDocs + "/decklint/economica-cards.csv", kDocs + "/decklint/messy.txt"};
  a.insert(a.end(), more.begin(), more.end());
  return a;
}

// The "[...]" citations of every line, in order.
std::vector<std::string> citations(const std::string& out) {
  std::vector<std::string> c;
  for (std::size_t at = out.find(" ["); at != std::string::npos; at = out.find(" [", at + 1)) {
    std::size_t end = out.find("]\n", at);
    if (end != std::string::npos) c.push_back(out.substr(at + 2, end - at - 2));
  }
  return c;
}

}  // namespace

TEST_CASE("LANG=ja_JP.UTF-8: deck check speaks Japanese with the English citations", "[i18n][cli]") {
  auto ja = in_locale({"LANG=ja_JP.UTF-8"}, messy());
  auto en = in_locale({"LANG=C"}, messy());
  CHECK(ja.exit_code == 1);
  CHECK(en.exit_code == 1);
  const std::string file = kDocs + "/decklint/messy.txt";
  CHECK(en.out == file + ":6: error: 日本株 (A0003) ×5, at most 4 (also on line 2) [economica 3-2]\n" + file +
                      ":7: error: 16 cards with type=asset, at most 15 (also on lines 2, 3, 4, 5, 6) [economica 3-4]\n" + file +
                      ":7: error: ALLSTAR1 (EVP0001) ×1 is not allowed in this format (tag=promo) [economica 3-5]\n" + file +
                      ": illegal: 3 errors, 0 warnings (economica official, 2015-08-08)\n");
  CHECK(ja.out == file + ":6: エラー: 日本株 (A0003) ×5、上限は4枚（2行目にも） [economica 3-2]\n" + file +
                      ":7: エラー: 種類がアセットのカードが16枚、規定は15枚以下（2, 3, 4, 5, 6行目にも） [economica 3-4]\n" + file +
                      ":7: エラー: ALLSTAR1 (EVP0001) ×1 はこのフォーマットでは使用できません（プロモのタグあり） [economica 3-5]\n" + file +
                      ": 不適正: エラー3件、警告0件 (economica official, 2015-08-08)\n");
  CHECK(citations(ja.out) == citations(en.out));
  CHECK(citations(en.out) == std::vector<std::string>{"economica 3-2", "economica 3-4", "economica 3-5"});
}

TEST_CASE("--json is byte-identical whatever the language", "[i18n][cli]") {
  auto ja = in_locale({"LANG=ja_JP.UTF-8"}, messy({"--json"}));
  auto en = in_locale({"LANG=C"}, messy({"--json"}));
  auto flag = in_locale({}, messy({"--json", "--lang", "ja"}));
  CHECK(ja.exit_code == 1);
  CHECK(ja.out == en.out);
  CHECK(flag.out == en.out);
  auto j = nlohmann::json::parse(en.out);
  CHECK(j["summary"] == "illegal: 3 errors, 0 warnings");
  CHECK(j["diagnostics"][0]["message"] == "日本株 (A0003) ×5, at most 4 (also on line 2)");
  // games --json too: keys and values stay English.
  CHECK(in_locale({"LANG=ja_JP.UTF-8"}, {"games", "show", "economica", "--json"}).out ==
        in_locale({"LANG=C"}, {"games", "show", "economica", "--json"}).out);
}

TEST_CASE("which variable decides: --lang, then LC_ALL, LC_MESSAGES, LANG", "[i18n][cli]") {
  auto has_ja = [](const RunResult& r) { return r.out.find("不適正") != std::string::npos; };
  CHECK(has_ja(in_locale({"LC_ALL=ja_JP.UTF-8", "LANG=C"}, messy())));
  CHECK_FALSE(has_ja(in_locale({"LC_ALL=C", "LANG=ja_JP.UTF-8"}, messy())));
  CHECK(has_ja(in_locale({"LC_MESSAGES=ja_JP.UTF-8", "LANG=en_US.UTF-8"}, messy())));
  CHECK(has_ja(in_locale({"LANG=ja_JP.eucJP"}, messy())));
  CHECK_FALSE(has_ja(in_locale({"LANG=fr_FR.UTF-8"}, messy())));  // a language judgekit does not speak: English
  CHECK_FALSE(has_ja(in_locale({}, messy())));
  CHECK_FALSE(has_ja(in_locale({"LANG=ja_JP.UTF-8"}, messy({"--lang", "en"}))));
  CHECK(has_ja(in_locale({"LANG=C"}, messy({"--lang=ja"}))));
  auto bad = in_locale({}, messy({"--lang", "fr"}));
  CHECK(bad.exit_code == 2);
  CHECK(bad.out.empty());
  CHECK(bad.err == "judgekit: --lang 'fr' is not a language judgekit speaks; give ja or en\n");
  // Without a catalogue judgekit still works, in English.
  auto none = in_locale({"LANG=ja_JP.UTF-8", "JUDGEKIT_LOCALEDIR=/nonexistent"}, messy());
  CHECK(none.exit_code == 1);
  CHECK(none.out.find(": illegal: 3 errors, 0 warnings") != std::string::npos);
}

TEST_CASE("help and errors of the translated commands are Japanese", "[i18n][cli]") {
  auto help = in_locale({"LANG=ja_JP.UTF-8"}, {"deck", "check", "--help"});
  CHECK(help.exit_code == 0);
  CHECK(help.out.find("ある日付に有効な構築ルールでデッキリストを確認する") != std::string::npos);
  CHECK(help.out.find("使い方") != std::string::npos);
  auto nogame = in_locale({"LANG=ja_JP.UTF-8"}, {"deck", "check", kDocs + "/decklint/messy.txt"});
  CHECK(nogame.exit_code == 2);
  CHECK(nogame.err == "judgekit: どのゲームですか？ --game G（`judgekit games` を参照）か --event E を指定してください\n");
  auto unknown = in_locale({"LANG=ja_JP.UTF-8"}, {"deck", "check", "--game", "economica", "--date", "2015-08-08", "-"});
  CHECK(unknown.exit_code == 2);
}

// The descriptions' column of a help: where the first description line starting with `desc` begins.
int description_column(const std::string& help, const std::string& desc) {
  std::size_t at = help.find(desc);
  if (at == std::string::npos) return -1;
  std::size_t bol = help.rfind('\n', at);
  return jk::display_width(help.substr(bol == std::string::npos ? 0 : bol + 1, at - (bol == std::string::npos ? 0 : bol + 1)));
}

TEST_CASE("CLI11's own headings are Japanese under LANG=ja or --lang ja, English under LANG=C", "[i18n][cli]") {
  for (const auto& ja : {in_locale({"LANG=ja_JP.UTF-8"}, {"report", "--help"}), in_locale({"LANG=C"}, {"report", "--help", "--lang", "ja"})}) {
    CHECK(ja.exit_code == 0);
    CHECK(ja.out.find("使い方: ") != std::string::npos);
    CHECK(ja.out.find("\nオプション:\n") != std::string::npos);
    CHECK(ja.out.find(" 必須 ") != std::string::npos);
    for (const char* english : {"Usage", "Options:", "REQUIRED", "TEXT", "INT"}) {
      INFO(english);
      CHECK(ja.out.find(english) == std::string::npos);
    }
    // Descriptions line up although 文字列 is wider in bytes than in columns.
    CHECK(description_column(ja.out, "イベントファイル") == description_column(ja.out, "書き出した内容を JSON で表示する"));
  }
  // An option checked against a set ("--lang TEXT:{ja,en}") words its type too.
  const auto publish = in_locale({"LANG=ja_JP.UTF-8"}, {"publish", "--help"});
  CHECK(publish.out.find("--lang 文字列:{ja,en}") != std::string::npos);
  CHECK(publish.out.find("TEXT") == std::string::npos);
  auto top = in_locale({"LANG=ja_JP.UTF-8"}, {"--help"});
  CHECK(top.out.find("\nサブコマンド:\n") != std::string::npos);
  CHECK(top.out.find("Subcommands") == std::string::npos);
  CHECK(top.out.find("Display program version") == std::string::npos);
  CHECK(in_locale({"LANG=ja_JP.UTF-8"}, {"event", "create", "--help"}).out.find("\n引数:\n") != std::string::npos);
  auto en = in_locale({"LANG=C"}, {"report", "--help"});
  CHECK(en.out.find("\nOptions:\n") != std::string::npos);
  CHECK(en.out.find("Usage: ") != std::string::npos);
  CHECK(en.out.find("  -k,--kind TEXT REQUIRED     summary | standings") != std::string::npos);  // as CLI11 lays it out
  CHECK(in_locale({"LANG=C"}, {"--help"}).out.find("\nSubcommands:\n") != std::string::npos);
}

TEST_CASE("did you mean: a mistyped command or option names the nearest one", "[i18n][cli]") {
  auto cmd = in_locale({}, {"standing"});
  CHECK(cmd.exit_code == 2);
  CHECK(cmd.err == "judgekit: unknown command 'standing' for `judgekit`; did you mean `judgekit standings`?\n");
  auto sub = in_locale({}, {"deck", "chek", "x.txt"});
  CHECK(sub.err == "judgekit: unknown command 'chek' for `judgekit deck`; did you mean `judgekit deck check`?\n");
  auto flag = in_locale({}, {"deck", "check", "--jsn", "--game", "economica", "x.txt"});
  CHECK(flag.exit_code == 2);
  CHECK(flag.err == "judgekit: unknown option '--jsn' for `judgekit deck check`; did you mean --json?\n");
  auto ja = in_locale({"LANG=ja_JP.UTF-8"}, {"standing"});
  CHECK(ja.err == "judgekit: `judgekit` に不明なコマンド 'standing'; もしかして `judgekit standings`？\n");
  // Nothing near: no guess, the help pointer instead.
  auto far = in_locale({}, {"zzzzzzzz"});
  CHECK(far.err == "judgekit: unknown command 'zzzzzzzz' for `judgekit`; see `judgekit --help`\n");
}

TEST_CASE("games are found by their Japanese names and aliases", "[i18n][cli]") {
  auto id_of = [](const std::string& name) {
    auto r = in_locale({}, {"games", "show", name, "--json"});
    return r.exit_code == 0 ? nlohmann::json::parse(r.out)["id"].get<std::string>() : "exit " + std::to_string(r.exit_code);
  };
  CHECK(id_of("economica") == "economica");
  CHECK(id_of("エコノミカ") == "economica");
  CHECK(id_of("えこのみか") == "economica");  // kana folded
  CHECK(id_of("SCP") == "scp-tcg-jp-j");
  CHECK(id_of("ｓｃｐ") == "scp-tcg-jp-j");  // full width and case folded
  CHECK(id_of("Imitation World") == "imitation-world");
  CHECK(id_of("ROE UP!") == "roeup");
  CHECK(id_of("SCPX") == "exit 2");
  auto check = in_locale({}, {"deck", "check", "--game", "エコノミカ", "--date", "2015-08-08", "--cards", kDocs + "/decklint/economica-cards.csv",
                              kDocs + "/decklint/legal.txt"});
  CHECK(check.exit_code == 0);
  CHECK(check.out.find("(economica official, 2015-08-08)") != std::string::npos);
  auto wrong = in_locale({}, {"games", "show", "economika"});
  CHECK(wrong.exit_code == 2);
  CHECK(wrong.err.find("unknown game 'economika'; known packs: economica, ") != std::string::npos);
  CHECK(wrong.err.find("did you mean economica?") != std::string::npos);
}
