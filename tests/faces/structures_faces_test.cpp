// The structures besides Swiss on every face (issue 27): a round robin's groups and the bracket
// cut from them, as `judgekit groups --json` and `bracket --json` give them, read back from the
// phone pages /groups and /bracket (web::Site in-process, Japanese), publish's event.json and
// pages, and the PDFs (`report --kind groups|bracket`, through pdftotext): the same players in
// the same order with the same points and the same winners everywhere.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include <nlohmann/json.hpp>

#include "pack.hpp"
#include "pdf_tools.hpp"
#include "cli_json.hpp"
#include "run.hpp"
#include "web.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::cli_json;
using nlohmann::json;

namespace {

void finish_round(const std::string& e) {
  auto show = cli_json({"round", "show", "--event", e, "--json"});
  for (const auto& t : show["tables"])
    if (!t["bye"].get<bool>() && t["result"].is_null())
      REQUIRE(judgekit({"result", "--event", e, std::to_string(t["table"].get<int>()), "2-1"}).exit_code == 0);
}

// Nine players in three groups of three; the last dropped; a bracket of six with a third-place match played out.
std::string league(const TempDir& dir) {
  std::string e = dir.file("league.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "秋のリーグ戦", "--date", "2026-10-04", "--seed", "5",
                    "--structure", "round-robin", "--groups", "3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "青木 蓮", "石川 葵", "上田 湊", "遠藤 凛", "大野 陽翔", "加藤 結衣", "木村 翔", "佐藤 花子", "鈴木 一郎"}).exit_code == 0);
  while (judgekit({"round", "pair", "--event", e}).exit_code == 0) finish_round(e);
  REQUIRE(judgekit({"player", "drop", "--event", e, "鈴木 一郎"}).exit_code == 0);
  REQUIRE(judgekit({"cut", "--event", e, "--from-groups", "2", "--third-place"}).exit_code == 0);
  finish_round(e);  // top 6: two matches, the top two seeds through on byes
  for (int round = 5; round <= 6; ++round) {  // the semi-finals, then the final and the third-place match
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    finish_round(e);
  }
  CHECK(judgekit({"round", "pair", "--event", e}).exit_code == 2);  // the bracket is over
  return e;
}

std::string page(const std::string& event, const std::string& path, const TempDir& dir) {
  jk::web::SiteOptions so;
  so.event_path = event;
  so.games_dir = jk::games_dir();
  so.rulings_cache = dir.file("rulings.sqlite");
  so.check_ms = 0;
  jk::web::Site site(so);
  jk::web::Request r;
  r.path = path;
  r.query = {{"lang", "ja"}};
  auto res = site.handle(r);
  REQUIRE(res.status == 200);
  return res.body;
}

std::string strip_tags(const std::string& html) { return std::regex_replace(html, std::regex("<[^>]*>"), " "); }

// Each group's rows as the page lists them: "name points W-L-D".
std::vector<std::vector<std::string>> page_groups(const std::string& html) {
  std::vector<std::vector<std::string>> out;
  const std::regex table("<table class=\"standings\">(.*?)</table>"), row("<tr><td class=\"num\">\\d+</td><td>(.*?)</td><td class=\"num\">(\\d+)</td><td>([0-9-]+)</td></tr>");
  for (std::sregex_iterator t(html.begin(), html.end(), table), end; t != end; ++t) {
    out.emplace_back();
    const std::string body = (*t)[1];
    for (std::sregex_iterator r(body.begin(), body.end(), row); r != end; ++r) {
      std::string name = strip_tags((*r)[1]);
      name = std::regex_replace(name, std::regex("^\\s+|\\s*(\\(.*\\))?\\s*$"), "");
      out.back().push_back(name + " " + (*r)[2].str() + " " + (*r)[3].str());
    }
  }
  return out;
}

std::vector<std::vector<std::string>> json_groups(const json& g) {
  std::vector<std::vector<std::string>> out;
  for (const auto& group : g["groups"]) {
    out.emplace_back();
    for (const auto& r : group["rows"])
      out.back().push_back(r["name"].get<std::string>() + " " + std::to_string(r["points"].get<int>()) + " " + std::to_string(r["wins"].get<int>()) + "-" +
                           std::to_string(r["losses"].get<int>()) + "-" + std::to_string(r["draws"].get<int>()));
  }
  return out;
}

}  // namespace

TEST_CASE("a round robin's groups and its bracket read the same on the CLI, the pages, publish and the PDFs", "[faces][issue27]") {
  TempDir dir;
  const std::string e = league(dir);
  const json groups = cli_json({"groups", "--event", e, "--json"});
  const json bracket = cli_json({"bracket", "--event", e, "--json"});
  REQUIRE(groups["groups"].size() == 3);

  // The phone page /groups: the same rows, in the same order, with the same points and records.
  const std::string gp = page(e, "/groups", dir);
  CHECK(page_groups(gp) == json_groups(groups));
  CHECK(gp.find("第1ブロック") != std::string::npos);
  CHECK(gp.find("リーグ表") != std::string::npos);

  // The phone page /bracket: every match's players, the winners in <strong>, the third-place match named.
  const std::string bp = page(e, "/bracket", dir);
  for (const auto& r : bracket["rounds"])
    for (const auto& m : r["matches"])
      for (const auto& p : m["players"]) {
        const std::string name = p["name"];
        CHECK(bp.find(name) != std::string::npos);
        if (p["won"].get<bool>()) CHECK(std::regex_search(bp, std::regex("<strong><a href=\"[^\"]*\">" + name + "</a></strong>")));
      }
  CHECK(bp.find("3位決定戦") != std::string::npos);
  CHECK(bp.find("準決勝") != std::string::npos);

  // publish: event.json carries the views as --json prints them; the pages are written.
  const std::string out = dir.file("site");
  REQUIRE(judgekit({"publish", "--event", e, "--out", out}).exit_code == 0);
  std::ifstream in(out + "/event.json");
  const json published = json::parse(in);
  CHECK(published["groups"] == groups);
  CHECK(published["bracket"] == bracket);
  CHECK(std::filesystem::exists(out + "/groups/index.html"));
  CHECK(std::filesystem::exists(out + "/bracket/index.html"));

  // The PDFs: each group's players in rank order with their points; the bracket's names.
  const std::string gpdf = dir.file("groups.pdf"), bpdf = dir.file("bracket.pdf");
  REQUIRE(judgekit({"report", "--event", e, "--kind", "groups", "--lang", "ja", "--date", "2026-10-04", "-o", gpdf}).exit_code == 0);
  REQUIRE(judgekit({"report", "--event", e, "--kind", "bracket", "--lang", "ja", "--date", "2026-10-04", "-o", bpdf}).exit_code == 0);
  const std::string gtext = jk::test::pdf_text(gpdf), btext = jk::test::pdf_text(bpdf);
  for (const auto& group : groups["groups"]) {
    std::vector<std::string> names;
    for (const auto& r : group["rows"]) {
      names.push_back(r["name"]);
      const std::string line = jk::test::line_with(gtext, r["name"].get<std::string>());
      CHECK(line.find(" " + std::to_string(r["points"].get<int>()) + " ") != std::string::npos);
    }
    CHECK(jk::test::in_order(gtext, names));
  }
  for (const auto& r : bracket["rounds"])
    for (const auto& m : r["matches"])
      for (const auto& p : m["players"]) CHECK(btext.find(p["name"].get<std::string>()) != std::string::npos);
  // The rounds are named as the bracket names them: the last round's two matches are the final and the third-place match.
  CHECK(btext.find("決勝（第6回戦）") != std::string::npos);
  CHECK(btext.find("3位決定戦") != std::string::npos);
  CHECK(btext.find("準決勝（第6回戦）") == std::string::npos);
  // The last round's slips: the final's and the third-place match's, each headed by its own name.
  const std::string spdf = dir.file("slips.pdf");
  REQUIRE(judgekit({"report", "--event", e, "--kind", "slips", "--round", "6", "--lang", "ja", "--date", "2026-10-04", "-o", spdf}).exit_code == 0);
  const std::string stext = jk::test::pdf_text(spdf);
  CHECK(stext.find("\n決勝（第6回戦）") != std::string::npos);
  CHECK(stext.find("3位決定戦（第6回戦）") != std::string::npos);
  // A group round's slips name each table's group, as the groups page does; a bracket round's none.
  const std::string gslips = dir.file("group-slips.pdf");
  REQUIRE(judgekit({"report", "--event", e, "--kind", "slips", "--round", "2", "--lang", "ja", "--date", "2026-10-04", "-o", gslips}).exit_code == 0);
  const std::string gs = jk::test::pdf_text(gslips);
  for (const auto& group : groups["groups"]) {
    const std::string name = "第" + std::to_string(group["group"].get<int>()) + "ブロック";
    CHECK(gs.find(name) != std::string::npos);
  }
  CHECK(stext.find("ブロック") == std::string::npos);
  auto none = judgekit({"report", "--event", dir.file("none.jkevent"), "--kind", "groups"});
  CHECK(none.exit_code == 2);
}

TEST_CASE("a top cut made at another size than the event planned reads as the cut made on every face", "[faces][cut]") {
  // --top-cut 4 planned, `cut --size 6` made: the bracket has six players, and every face says so.
  TempDir dir;
  const std::string e = dir.file("cut6.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "六人の決勝", "--date", "2026-10-04", "--seed", "5", "--top-cut", "4"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "青木 蓮", "石川 葵", "上田 湊", "遠藤 凛", "大野 陽翔", "加藤 結衣", "木村 翔", "佐藤 花子"}).exit_code == 0);
  for (int round = 1; round <= 2; ++round) {
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    finish_round(e);
  }
  REQUIRE(judgekit({"cut", "--event", e, "--size", "6"}).exit_code == 0);
  CHECK(cli_json({"bracket", "--event", e, "--json"})["size"] == 6);
  auto pdf = [&](const std::string& kind, const std::string& lang) {
    const std::string out = dir.file(kind + "-" + lang + ".pdf");
    REQUIRE(judgekit({"--lang", lang, "report", "--event", e, "--kind", kind, "-o", out, "--date", "2026-10-04"}).exit_code == 0);
    return jk::test::pdf_text(out);
  };
  const std::string bracket_ja = pdf("bracket", "ja"), bracket_en = pdf("bracket", "en"), summary_ja = pdf("summary", "ja");
  CHECK(bracket_ja.find("決勝トーナメント（上位 6 人）") != std::string::npos);
  CHECK(bracket_en.find("Top cut (top 6)") != std::string::npos);
  CHECK(std::regex_search(summary_ja, std::regex("決勝トーナメント\\s+トップ6")));
  const std::string standings = page(e, "/standings", dir);
  CHECK(standings.find("<h1>決勝トーナメント · トップ6</h1>") != std::string::npos);
  // The planned 4 is nowhere the cut's size. (The two seeds with a bracket bye are through to the
  // semi-finals: their finish is トップ4, the cut's is トップ6.)
  for (const std::string& text : {bracket_ja, bracket_en, summary_ja, standings}) {
    CHECK(text.find("上位 4 人") == std::string::npos);
    CHECK_FALSE(std::regex_search(text, std::regex("決勝トーナメント\\s*(·\\s*)?トップ4")));
    CHECK(text.find("top 4") == std::string::npos);
  }
  CHECK(jk::test::count_of(standings, "トップ4") == 2);
}

TEST_CASE("the pairings page gives each player's points before the round, as round show does, once results are in", "[faces]") {
  // After round 2's results the players' points have moved on: the page still shows what they
  // had when paired (the printed pairings' and `round show`'s figure), for player and opponent.
  TempDir dir;
  const std::string e = dir.file("points.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "勝ち点", "--date", "2026-10-04", "--seed", "5"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "青木", "石田", "上野", "江藤", "大橋", "加藤"}).exit_code == 0);
  for (int round = 1; round <= 2; ++round) {
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    finish_round(e);
  }
  const json shown = cli_json({"round", "show", "--event", e, "--json"});
  const json standing = cli_json({"standings", "--event", e, "--json"});
  const std::string html = page(e, "/pairings", dir);
  int seats = 0, moved = 0;
  for (const auto& t : shown["tables"])
    for (const auto& p : t["players"]) {
      const std::string name = p["name"].get<std::string>();
      const int before = p["points"].get<int>();
      INFO(name << " had " << before);
      CHECK(html.find(">" + name + "</a> <small>勝ち点" + std::to_string(before) + "</small>") != std::string::npos);
      ++seats;
      for (const auto& r : standing)
        if (r["name"] == name && r["points"].get<int>() != before) ++moved;
    }
  CHECK(seats == 6);
  CHECK(moved >= 3);  // the round's winners: their points now differ from the page's
}
