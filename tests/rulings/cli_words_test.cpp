// judgekit rules search|show|card as a judge asks (issue 25): the lines saying what was searched,
// a rule number of another game, suggestions, a card by its reading; in English and Japanese.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "helpers.hpp"

using jk::test::judgekit;
using jk::test::rules_command;
using jk::test::has;

namespace {

bool starts(const std::string& s, const std::string& head) { return s.rfind(head, 0) == 0; }
}  // namespace

TEST_CASE("rules search: the line saying what a word was searched as, then the table") {
  struct Case {
    std::vector<std::string> args;
    std::string first_line;
    std::string row;  // a row of the table
  };
  const Case cases[] = {
      {{"search", "時間切れ", "--game", "economica"}, "時間切れ: searched as 制限時間 (economica 2-5)\n", "\neconomica  2-5  "},
      {{"search", "time", "limit", "--game", "econ"}, "time limit: searched as 制限時間 (economica 2-5)\n", "\neconomica  2-5  "},
      {{"search", "concede"}, "concede: searched as 投了 (scp-tcg-jp-j 104.2e)\n", "\nscp-tcg-jp-j  104.2e  "},
      {{"search", "とうりょう", "--limit", "1"}, "とうりょう: read as 投了\n", "\nscp-tcg-jp-j  104.2e  "},
      {{"search", "じかんぎれ", "--game", "economica"}, "じかんぎれ: searched as 制限時間 (economica 2-5)\n", "\neconomica  2-5  "},
      {{"search", "時間ぎれ", "--game", "economica"}, "時間ぎれ: searched as 制限時間 (economica 2-5)\n", "\neconomica  2-5  "},
      {{"search", "多く引いて", "対戦相手"}, "対戦相手: found as 对戦相手 (another form of its kanji)\n", "\neconomica  5-1-1  "},
      {{"search", "--game", "economica", "104.2a"}, "'104.2a' is no entry of economica; found in every game\n", "\nscp-tcg-jp-j  104.2a  "},
      {{"search", "allstar"}, "game ", "\neconomica  3-5  "},
  };
  for (const auto& c : cases) {
    INFO(c.args[1]);
    auto r = rules_command(c.args);
    CHECK(r.exit_code == 0);
    CHECK(starts(r.out, c.first_line));
    CHECK(has(r.out, c.row));
  }
  auto ja = rules_command({"--lang", "ja", "search", "時間切れ", "--game", "economica"});
  CHECK(starts(ja.out, "時間切れ: 制限時間 として検索しました（economica 2-5）\n"));
  auto ja_reading = rules_command({"--lang", "ja", "search", "とうししんたく", "--limit", "1"});
  CHECK(starts(ja_reading.out, "とうししんたく: 投資信託 と解釈しました\n"));
}

TEST_CASE("rules search --json: what each hit was found as, the date, the game fallen through") {
  auto j = nlohmann::ordered_json::parse(rules_command({"search", "--game", "economica", "時間切れ", "--json"}).out);
  std::vector<std::string> keys;
  for (const auto& [k, v] : j.items()) keys.push_back(k);
  CHECK(keys == std::vector<std::string>{"query", "game", "terms", "total", "hits", "suggestion", "numbers_like", "nearest", "not_searched",
                                         "read_as", "date", "fell_through_from"});
  REQUIRE_FALSE(j["hits"].empty());
  CHECK(j["hits"][0]["read_as"] == nlohmann::ordered_json::parse(
                                       R"([{"typed": "時間切れ", "found": "制限時間", "how": "term", "game": "economica", "cite": "2-5"}])"));
  CHECK(j["read_as"].size() == 1);
  CHECK(j["date"].is_null());
  auto d = nlohmann::json::parse(rules_command({"search", "2013年11月4日", "--json"}).out);
  CHECK(d["date"] == "2013-11-04");
  CHECK(d["hits"][0]["match"] == "date");
  auto f = nlohmann::json::parse(rules_command({"search", "--game", "economica", "1042a", "--json"}).out);
  CHECK(f["fell_through_from"] == "economica");
  CHECK(f["hits"][0]["number"] == "104.2a");
}

TEST_CASE("rules show: another game's number shown with a line; suggestions by words and family") {
  auto other = rules_command({"show", "economica", "104.2a"});
  CHECK(other.exit_code == 0);
  CHECK(starts(other.out, "'104.2a' is no entry of economica; found in every game\nscp-tcg-jp-j 104.2a  (rule)\n"));
  auto j = nlohmann::json::parse(rules_command({"show", "economica", "104.2a", "--json"}).out);
  CHECK(j["fell_through_from"] == "economica");
  CHECK(nlohmann::json::parse(rules_command({"show", "scp", "104.2a", "--json"}).out)["fell_through_from"].is_null());
  struct Case {
    std::vector<std::string> args;
    std::string error;
  };
  const Case cases[] = {
      {{"show", "roeup", "資本"}, "judgekit: no entry '資本' in the rulings of roeup; did you mean ゲームの終了/資本, 資本の決定?\n"},
      {{"show", "economica", "例2"}, "judgekit: no entry '例2' in the rulings of economica; did you mean 4-5-6 例2?\n"},
      {{"show", "economica", "2-5-9"}, "judgekit: no entry '2-5-9' in the rulings of economica; did you mean 2-5-1, 2-5-2, 2-5-3?\n"},
  };
  for (const auto& c : cases) {
    INFO(c.args[2]);
    auto r = rules_command(c.args);
    CHECK(r.exit_code == 2);
    CHECK(r.err == c.error);
  }
}

TEST_CASE("rules card: a card by the reading of its name, with no reading in its list") {
  auto r = rules_command({"card", "economica", "とうししんたく"});
  CHECK(r.exit_code == 0);
  CHECK(starts(r.out, "投資信託 (E0043/V1SM)  [economica; printings E0043/V1SM]\n"));
  auto j = nlohmann::json::parse(rules_command({"card", "economica", "にほんこくさい", "--json"}).out);
  CHECK(j["card"] == "日本国債 (A0004/V1S)");
  CHECK(j["matched_by"] == "reading");
  CHECK(nlohmann::json::parse(rules_command({"card", "economica", "にっぽんこくさい", "--json"}).out)["card"] == "日本国債 (A0004/V1S)");
  // 日本株 and 日本国債 both start にほん: a reading is a whole name, not its start.
  CHECK(rules_command({"card", "economica", "にほん"}).exit_code == 2);
}
