// `judgekit deck check` and `deck setup` through the binary: exit codes 0 / 1 / 2, output, JSON.
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "helpers.hpp"
#include "run.hpp"

using namespace dlt;
using jk::test::judgekit;

namespace {


std::vector<std::string> eco(std::vector<std::string> more) {
  std::vector<std::string> args = {"deck", "check", "--game", "economica", "--date", "2015-08-08", "--cards", kCards};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

TEST_CASE("deck check: exit 0 legal, 1 illegal, 2 unreadable", "[cli]") {
  isolate_environment();
  jk::test::TempDir dir;
  jk::test::write_file(dir.file("legal.txt"), kLegal);
  std::string short_list = kLegal;
  short_list.replace(short_list.find("3 生命保険"), std::string("3 生命保険").size(), "2 生命保険");
  jk::test::write_file(dir.file("short.txt"), short_list);
  jk::test::write_file(dir.file("bad.txt"), "4 日本株\n-1 定期預金\n");

  auto legal = judgekit(eco({dir.file("legal.txt")}));
  CHECK(legal.exit_code == 0);
  CHECK(legal.out == dir.file("legal.txt") + ": legal: 0 errors, 0 warnings (economica official, 2015-08-08)\n");
  CHECK(legal.err.empty());

  auto illegal = judgekit(eco({dir.file("short.txt")}));
  CHECK(illegal.exit_code == 1);
  CHECK(illegal.out == dir.file("short.txt") + ": error: 49 cards in the deck, exactly 50 [economica 3-1]\n" + dir.file("short.txt") +
                           ": illegal: 1 error, 0 warnings (economica official, 2015-08-08)\n");

  auto bad = judgekit(eco({dir.file("bad.txt")}));
  CHECK(bad.exit_code == 2);
  CHECK(bad.out == dir.file("bad.txt") + ":2: error: negative count -1 for '定期預金'; give the number of copies (1 to 999)\n" + dir.file("bad.txt") +
                       ": unreadable: 1 input error\n");

  // Without a card list that gives costs, 3-4 cannot be verified: exit 1, and the message says why.
  auto shipped = judgekit({"deck", "check", "--game", "economica", "--date", "2015-08-08", dir.file("legal.txt")});
  CHECK(shipped.exit_code == 1);
  CHECK(shipped.out.find(": unverified: 0 to 11 cards with type=asset and cost=0, at least 3: cost unknown for 日本株 (A0003) on line 1") !=
        std::string::npos);
}

TEST_CASE("deck check: stdin, --json, several files and folders", "[cli]") {
  isolate_environment();
  jk::test::TempDir dir;
  std::string decks = dir.file("decks");
  std::filesystem::create_directory(decks);
  jk::test::write_file(decks + "/a.txt", kLegal);
  jk::test::write_file(decks + "/b.txt", std::string(kLegal) + "1 ALLSTAR1\n");
  jk::test::write_file(decks + "/c.txt", "\x89PNG\r\n\x1a\n" + std::string("\0\0\0\rIHDR", 8));
  jk::test::write_file(decks + "/.hidden", "not a list");

  auto in = judgekit(eco({"-"}), kLegal);
  CHECK(in.exit_code == 0);
  CHECK(in.out == "<stdin>: legal: 0 errors, 0 warnings (economica official, 2015-08-08)\n");

  auto one = judgekit(eco({"--json", decks + "/b.txt"}));
  CHECK(one.exit_code == 1);
  auto j = nlohmann::ordered_json::parse(one.out);
  REQUIRE(j.is_object());
  CHECK(j["verdict"] == "illegal");
  std::vector<std::string> keys;
  for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
  CHECK(keys == std::vector<std::string>{"file", "verdict", "game", "format", "date", "overrides", "card_lists", "cards", "diagnostics", "summary"});
  auto rule_ids = [](const nlohmann::ordered_json& report) {
    std::vector<std::string> ids;
    for (const auto& d : report["diagnostics"]) ids.push_back(d["rule"]);
    return ids;
  };
  CHECK(rule_ids(j) == std::vector<std::string>{"deck-size", "assets-max", "promo-ban"});
  std::vector<std::string> dkeys;
  for (auto it = j["diagnostics"][0].begin(); it != j["diagnostics"][0].end(); ++it) dkeys.push_back(it.key());
  CHECK(dkeys == std::vector<std::string>{"severity", "line", "message", "rule", "cite", "cards", "count", "limit", "lines"});

  auto folder = judgekit(eco({decks}));
  CHECK(folder.exit_code == 2);  // one unreadable file
  CHECK(folder.out.find(decks + "/c.txt:3: error: binary data (a NUL byte), not a decklist\n") != std::string::npos);
  CHECK(folder.out.find("3 decklists: 1 legal, 1 illegal, 0 unverified, 1 unreadable\n") != std::string::npos);
  CHECK(folder.out.find(".hidden") == std::string::npos);
  CHECK(folder.err.empty());  // no progress when stderr is not a terminal

  auto arr = nlohmann::json::parse(judgekit(eco({"--json", decks})).out);
  REQUIRE(arr.is_array());
  REQUIRE(arr.size() == 3);
  CHECK(arr[0]["verdict"] == "legal");
  CHECK(arr[1]["verdict"] == "illegal");
  CHECK(arr[2]["verdict"] == "unreadable");

  auto two = judgekit(eco({decks + "/a.txt", decks + "/b.txt"}));
  CHECK(two.exit_code == 1);
  CHECK(two.out.find("2 decklists: 1 legal, 1 illegal, 0 unverified, 0 unreadable\n") != std::string::npos);
}

TEST_CASE("deck check: usage errors exit 2 with a message", "[cli][bad-input]") {
  isolate_environment();
  jk::test::TempDir dir;
  jk::test::write_file(dir.file("legal.txt"), kLegal);
  auto no_game = judgekit({"deck", "check", dir.file("legal.txt")});
  CHECK(no_game.exit_code == 2);
  CHECK(no_game.err == "judgekit: which game? give --game G (see `judgekit games`) or --event E\n");
  auto bad_date = judgekit({"deck", "check", "--game", "economica", "--date", "2015-02-30", dir.file("legal.txt")});
  CHECK(bad_date.exit_code == 2);
  CHECK(bad_date.err == "judgekit: --date '2015-02-30' is not a date YYYY-MM-DD\n");
  auto bad_format = judgekit({"deck", "check", "--game", "economica", "--format", "modern", dir.file("legal.txt")});
  CHECK(bad_format.exit_code == 2);
  CHECK(bad_format.err == "judgekit: game 'economica' has no format 'modern'; its formats: official, casual\n");
  auto box = judgekit({"deck", "check", "--game", "roeup", dir.file("legal.txt")});
  CHECK(box.exit_code == 2);
  CHECK(box.err.find("game 'roeup' has no deck construction to check") != std::string::npos);
  auto shared = judgekit({"deck", "check", "--game", "tochi-jinbutsu", "--format", "shared-deck", dir.file("legal.txt")});
  CHECK(shared.exit_code == 2);
  CHECK(shared.err.rfind("judgekit: format 'shared-deck' of tochi-jinbutsu has no construction rules to check (山札共有対戦ルール:", 0) == 0);
  auto empty_dir = judgekit(eco({dir.path + "/"}));
  CHECK(empty_dir.exit_code == 0);  // legal.txt is in it
  std::filesystem::create_directory(dir.file("empty"));
  CHECK(judgekit(eco({dir.file("empty")})).exit_code == 2);
}

TEST_CASE("deck check: bad files through the command line exit 2 and name the file", "[cli][bad-input]") {
  isolate_environment();
  jk::test::TempDir dir;
  std::string big = dir.file("big.txt");
  jk::test::write_file(big, "4 日本株\n");
  std::filesystem::resize_file(big, 50u << 20);
  auto r = judgekit(eco({big}));
  CHECK(r.exit_code == 2);
  CHECK(r.out == big + ": error: the file is 52428800 bytes; a decklist is at most 1048576 bytes (is this the right file?)\n" + big +
                     ": unreadable: 1 input error\n");
  // Shift_JIS is read (issue 11); bytes that are no encoding's are refused with the line.
  auto sjis = judgekit(eco({"-"}), "4 \x93\xfa\x96\x7b\x8a\x94\n\xff\n");
  CHECK(sjis.exit_code == 2);
  CHECK(sjis.out.rfind("<stdin>:2: error: not UTF-8, and invalid as Shift_JIS (CP932) here (byte 0xFF)", 0) == 0);
  auto huge = judgekit(eco({"-"}), "1000000000000 日本株\n");
  CHECK(huge.exit_code == 2);
  auto unknown = judgekit(eco({"--json", "-"}), "4 日本かぶ\n");
  CHECK(unknown.exit_code == 2);
  auto j = nlohmann::json::parse(unknown.out);
  CHECK(j["verdict"] == "unreadable");
  CHECK(j["diagnostics"][0]["rule"] == "input");
  CHECK(j["diagnostics"][0]["cite"].is_null());
}

TEST_CASE("deck setup: the ROE UP! scenarios from the command line", "[cli][setup]") {
  isolate_environment();
  auto product = judgekit({"deck", "setup", "--game", "roeup", "--scenario", "product"});
  CHECK(product.exit_code == 0);
  CHECK(product.out.find("  - キャラクターカード、アセットカード、ビジネスユニットカードより、[Commodity]マークのみのカードを抜き出し箱に戻します。  [roeup シナリオの決定]") !=
        std::string::npos);
  CHECK(product.out.find("Compulsion!") == std::string::npos);
  CHECK(product.out.find("  150  Productの能力を持つキャラクターと両方の能力を持つキャラクターの資本は150です。  [roeup 資本の決定]") != std::string::npos);
  CHECK(product.out.find("  120  Commodityの能力のみのキャラクターの資本は120です。  [roeup 資本の決定]") != std::string::npos);
  auto no_dice = judgekit({"deck", "setup", "--game", "roeup", "--scenario", "mixed", "--no-dice", "--cards", JK_FIXTURES "/decklint/roeup-cards.csv",
                           "--json"});
  CHECK(no_dice.exit_code == 0);
  auto j = nlohmann::json::parse(no_dice.out);
  CHECK(j["remove"].size() == 1);
  CHECK(j["remove"][0]["number"] == "EV1");
  CHECK(j["starting_capital"][0]["value"] == 150);
  CHECK(j["starting_capital"][1]["value"] == 120);
  CHECK(judgekit({"deck", "setup", "--game", "roeup", "--scenario", "dice"}).exit_code == 2);
}
