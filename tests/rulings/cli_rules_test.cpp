// judgekit rules search|show|card|rebuild as a person and a script use them.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "helpers.hpp"
#include "text.hpp"

using jk::test::judgekit;
using jk::test::rules_command;

namespace {

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("rules rebuild reports what it indexed; --json has stable keys") {
  auto r = rules_command({"rebuild"});
  CHECK(r.exit_code == 0);
  CHECK(contains(r.out, "rulings index rebuilt: 5 games, "));
  CHECK(contains(r.out, "cache: " + jk::test::rulings_env().data.file("rulings-cache.sqlite")));
  CHECK(r.err.empty());  // no progress when stderr is not a terminal
  auto j = nlohmann::json::parse(rules_command({"rebuild", "--json"}).out);
  CHECK(j["games"] == 5);
  CHECK(j["entries"].get<int>() >= 300);
  CHECK(j["cross_references"].get<int>() >= 7);
  CHECK(j["without_rulings"].empty());
}

TEST_CASE("rules search prints aligned columns, no escape codes when piped") {
  auto r = rules_command({"search", "国債", "--limit", "3"});
  CHECK(r.exit_code == 0);
  CHECK(r.err.empty());
  CHECK(r.out.find('\x1b') == std::string::npos);
  CHECK(r.out.find(jk::rulings::kMarkOpen) == std::string::npos);
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < r.out.size();) {
    std::size_t nl = r.out.find('\n', at);
    lines.push_back(r.out.substr(at, nl - at));
    at = nl + 1;
  }
  REQUIRE(lines.size() == 5);  // header, 3 hits, "3 of N entries"
  CHECK(lines[0].rfind("game       number", 0) == 0);
  // The text column starts at the same display column on every row (the header is ASCII).
  int header_text = static_cast<int>(lines[0].find("text"));
  for (std::size_t i = 1; i <= 3; ++i) {
    std::size_t text_start = lines[i].rfind("  ") + 2;
    CHECK(jk::display_width(lines[i].substr(0, text_start)) == header_text);
  }
  CHECK(contains(lines[4], "3 of "));
  CHECK(contains(lines[4], "see more with --limit"));
}

TEST_CASE("rules search --json: the documented keys and plain text with mark ranges") {
  auto r = rules_command({"search", "ｍ＆ａ", "--json"});
  CHECK(r.exit_code == 0);
  auto j = nlohmann::ordered_json::parse(r.out);
  std::vector<std::string> keys;
  for (const auto& [k, v] : j.items()) keys.push_back(k);
  CHECK(keys == std::vector<std::string>{"query", "game", "terms", "total", "hits", "suggestion", "numbers_like", "nearest", "not_searched",
                                         "read_as", "date", "fell_through_from"});
  CHECK(j["query"] == "ｍ＆ａ");
  CHECK(j["game"].is_null());
  CHECK(j["total"] == 1);
  const auto& h = j["hits"][0];
  keys.clear();
  for (const auto& [k, v] : h.items()) keys.push_back(k);
  CHECK(keys == std::vector<std::string>{"rank", "game", "number", "kind", "match", "heading", "snippet", "heading_marks", "snippet_marks", "read_as"});
  CHECK(h["number"] == "7 / E0029 M & A");
  CHECK(h["match"] == "text");
  CHECK(h["heading"] == "E0029/V1B 「M & A」");
  CHECK(h["heading_marks"] == nlohmann::json::parse("[[11, 16]]"));  // code points of "M & A"
}

TEST_CASE("no hit: said plainly, a term to drop suggested, exit 1") {
  auto r = rules_command({"search", "国債", "京都"});
  CHECK(r.exit_code == 1);
  CHECK(contains(r.out, "no entry matches 国債 京都\n"));
  CHECK(contains(r.out, "try dropping a term: `judgekit rules search 国債` finds "));
  auto punct = rules_command({"search", "("});
  CHECK(punct.exit_code == 1);
  CHECK(contains(punct.out, "no entry matches '(': it holds no letter, digit or kana to search for"));
  auto json = nlohmann::json::parse(rules_command({"search", "国債", "京都", "--json"}).out);
  CHECK(json["hits"].empty());
  CHECK(json["suggestion"]["query"] == "国債");
}

TEST_CASE("rules search: usage errors exit 2") {
  auto limit = rules_command({"search", "国債", "--limit", "0"});
  CHECK(limit.exit_code == 2);
  CHECK(contains(limit.err, "--limit must be 1 or more, not 0"));
  auto game = rules_command({"search", "国債", "--game", "nosuch"});
  CHECK(game.exit_code == 2);
  CHECK(contains(game.err, "unknown game 'nosuch'; known packs: economica, imitation-world, roeup, scp-tcg-jp-j, tochi-jinbutsu"));
  CHECK(rules_command({"search"}).exit_code == 2);
}

TEST_CASE("rules show: the entry, its parent and children, in document order") {
  auto r = rules_command({"show", "economica", "2-5"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.rfind("economica 2-5  (rule)\n", 0) == 0);
  CHECK(contains(r.out, "以下の順番で勝敗の判定を行う。"));
  CHECK(contains(r.out, "parent    2      勝利条件\n"));
  std::size_t c1 = r.out.find("children  2-5-1"), c4 = r.out.find("          2-5-4");
  CHECK(c1 != std::string::npos);
  CHECK(c4 != std::string::npos);
  CHECK(c1 < c4);
  CHECK(contains(r.out, "source: games/economica/rulings.xml:"));
}

TEST_CASE("cross-reference navigation: what 2-3 cites, and back from 2-1") {
  auto j = nlohmann::json::parse(rules_command({"show", "economica", "2-3", "--json"}).out);
  REQUIRE(j["cites"].size() == 2);
  CHECK(j["cites"][0]["number"] == "2-1");
  CHECK(j["cites"][1]["number"] == "2-2");
  CHECK(j["cites"][0]["found"] == true);
  auto back = nlohmann::json::parse(rules_command({"show", "economica", "2-1", "--json"}).out);
  REQUIRE(back["cited_by"].size() == 1);
  CHECK(back["cited_by"][0]["number"] == "2-3");
  auto three = nlohmann::json::parse(rules_command({"show", "economica", "3-3", "--json"}).out);
  CHECK(three["cites"][0]["number"] == "3-2");
  // SCP cites rule 204 (section 2, not in the transcribed text) and 106.3.
  auto scp = rules_command({"show", "scp-tcg-jp-j", "100.2d"});
  CHECK(contains(scp.out, "cites     204    (not in the transcribed rulebook)"));
  auto chain = nlohmann::json::parse(rules_command({"show", "scp-tcg-jp-j", "106.3", "--json"}).out);
  REQUIRE(chain["cited_by"].size() == 1);
  CHECK(chain["cited_by"][0]["number"] == "105.4");
}

TEST_CASE("a revision shows both wordings and its dates") {
  auto r = rules_command({"show", "economica", "改訂 2015-08-05 / R0003 生命保険"});
  CHECK(r.exit_code == 0);
  CHECK(contains(r.out, "(revision)  announced 2015-08-05, in force from 2015-08-06"));
  CHECK(contains(r.out, "old (旧)\nイベントによって破棄が宣言されたカードを一つ選択する。"));
  CHECK(contains(r.out, "new (新)\nイベントによって破棄が宣言された自分のアセットを一つ選択する。"));
  auto j = nlohmann::json::parse(rules_command({"show", "economica", "改訂 2015-08-05 / R0006 遺産相続", "--json"}).out);
  CHECK(j["old"].get<std::string>().rfind("イベントによって破棄が宣言されたアセットの価値段階を", 0) == 0);
  CHECK(j["new"].get<std::string>().rfind("イベントによって破棄が宣言された自分のアセットの価値段階を", 0) == 0);
  CHECK(j["effective"] == "2015-08-06");
}

TEST_CASE("rules show: full-width numbers; an unknown number suggests the nearest, exit 2") {
  CHECK(rules_command({"show", "scp-tcg-jp-j", "１０４．２ａ"}).exit_code == 0);
  auto r = rules_command({"show", "economica", "2-5-9"});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.err, "no entry '2-5-9' in the rulings of economica; did you mean 2-5-1, 2-5-2, 2-5-3?"));
  CHECK(r.out.empty());
}

TEST_CASE("rules card: by number, name, and did-you-mean") {
  auto r = rules_command({"card", "economica", "投資信託"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.rfind("投資信託 (E0043/V1SM)  [economica; printings E0043/V1SM]\n", 0) == 0);
  CHECK(contains(r.out, "3-3 "));
  CHECK(contains(r.out, "7 / E0043 投資信託 "));
  CHECK(contains(r.out, "7 / E0012 ねずみ講 "));  // its ruling names 投資信託
  auto j = nlohmann::json::parse(rules_command({"card", "economica", "E0043", "--json"}).out);
  CHECK(j["matched_by"] == "base_number");
  bool revision = false;
  for (const auto& e : j["entries"]) revision |= e["number"] == "改訂 2015-08-05 / デッキ制限";
  CHECK(revision);
  auto both = nlohmann::json::parse(rules_command({"card", "economica", "日本株", "--json"}).out);
  CHECK(both["printings"] == nlohmann::json::parse(R"(["A0003/V1B", "A0003/V1S"])"));
  auto unknown = rules_command({"card", "economica", "投資信"});
  CHECK(unknown.exit_code == 2);
  CHECK(contains(unknown.err, "no card '投資信' in the card list of economica; did you mean 投資信託 (E0043/V1SM)?"));
}

TEST_CASE("rules search: numbers as judges type them, and short game names") {
  for (const char* typed : {"1042a", "１０４ー２ａ"}) {
    auto r = rules_command({"search", typed});
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "\nscp-tcg-jp-j  104.2a  "));  // the first row
  }
  auto spaced = rules_command({"search", "104", "2a"});
  CHECK(spaced.out.find("\nscp-tcg-jp-j  104.2a  ") != std::string::npos);
  auto j = nlohmann::json::parse(rules_command({"search", "--game", "scp", "1042a", "--json"}).out);
  CHECK(j["hits"][0]["number"] == "104.2a");
  CHECK(j["hits"][0]["match"] == "number");
  auto bad = rules_command({"search", "--game", "x", "1042a"});
  CHECK(bad.exit_code == 2);
  CHECK(contains(bad.err, "unknown game 'x'; known packs: economica, imitation-world"));
}

TEST_CASE("rules search: rule numbers in the list are never cut") {
  // ROE UP!'s numbers are heading paths, wider than any column cap.
  auto r = rules_command({"search", "--game", "roeup", "ローンチ"});
  CHECK(r.exit_code == 0);
  CHECK(contains(r.out, "プレーヤーの行動/カードの使用/ビジネスユニットのローンチ  "));
}

TEST_CASE("rules search: no hit names the nearest entries") {
  auto r = rules_command({"search", "投資新宅"});
  CHECK(r.exit_code == 1);
  CHECK(contains(r.out, "no entry matches 投資新宅\nnearest entries:\n  economica 7 / E0043 投資信託  E0043/V1SM 「投資信託」\n"));
}

TEST_CASE("rules show: the game may be left out when the number is one game's; short game names") {
  auto alone = rules_command({"show", "104.2a"});
  CHECK(alone.exit_code == 0);
  CHECK(alone.out.rfind("scp-tcg-jp-j 104.2a  (rule)", 0) == 0);
  CHECK(rules_command({"show", "scp", "1042a"}).out.rfind("scp-tcg-jp-j 104.2a  (rule)", 0) == 0);
  CHECK(rules_command({"show", "econ", "２－５－１"}).out.rfind("economica 2-5-1  (", 0) == 0);
  CHECK(rules_command({"show", "4-5-6", "例2"}).out.rfind("economica 4-5-6 例2  (", 0) == 0);  // two words, no game: one number
  auto several = rules_command({"show", "3"});
  CHECK(several.exit_code == 2);
  CHECK(contains(several.err, "'3' names several entries ("));
  CHECK(contains(several.err, "economica 3"));
  CHECK(contains(several.err, "scp-tcg-jp-j 3"));
  auto none = rules_command({"show", "2-5-9"});
  CHECK(none.exit_code == 2);
  CHECK(contains(none.err, "no entry '2-5-9' in the rulings of any game; did you mean economica 2-5-1"));
}
