// Match lengths (issue 27: best of N per round): what a pack lets an event choose, Swiss rounds at
// the event's length, a bracket's rounds and its final at the cut's, each round keeping its own
// length (scores checked against it, byes scored by it), through export/import and schema 11.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "file_hash.hpp"
#include "match_pack.hpp"
#include "migrations.hpp"
#include "pack.hpp"
#include "cli_json.hpp"
#include "run.hpp"
#include "sqlite.hpp"

using jk::test::judgekit;
using jk::test::run_ok;
using jk::test::TempDir;
using jk::test::round_json;
using nlohmann::json;

namespace {

// The command is refused (exit 2) with `needle` in its one line.
void refused(const std::vector<std::string>& args, const std::string& needle) {
  auto r = judgekit(args);
  INFO(r.err);
  CHECK(r.exit_code == 2);
  CHECK(r.err.find(needle) != std::string::npos);
}

std::string lengths_event(TempDir& dir, const std::string& game, std::vector<std::string> extra, int players) {
  std::string e = dir.file(game + ".jkevent");
  std::vector<std::string> args = {"event", "create", e, "--game", game, "--name", "長さ", "--date", "2026-04-12", "--seed", "3"};
  args.insert(args.end(), extra.begin(), extra.end());
  run_ok(args);
  std::vector<std::string> add = {"player", "add", "--event", e};
  for (int i = 1; i <= players; ++i) add.push_back("P" + std::to_string(i));
  run_ok(add);
  return e;
}

// The text of the last round's result slips (English), as pdftotext reads it.
std::string slips_text(TempDir& dir, const std::string& e) {
  const std::string pdf = dir.file("slips.pdf");
  run_ok({"report", "--event", e, "--kind", "slips", "--output", pdf});
  auto r = jk::test::run({"pdftotext", "-layout", pdf, "-"});
  REQUIRE(r.exit_code == 0);
  return r.out;
}

// Every table of the last round: its first player wins by `score`.
void first_players_win(const std::string& e, const std::string& score) {
  const json round = round_json(e);  // kept: a temporary's member would dangle in the loop
  for (const auto& t : round["tables"])
    if (!t["bye"].get<bool>()) run_ok({"result", "--event", e, std::to_string(t["table"].get<int>()), score});
}

// The games of every bye of round `round`, as the export holds them.
std::vector<std::pair<int, int>> bye_games(const std::string& e, int round) {
  std::vector<std::pair<int, int>> out;
  const json state = json::parse(run_ok({"event", "export", "--event", e}));
  for (const auto& m : state["rounds"][static_cast<std::size_t>(round - 1)]["matches"])
    if (m["bye"].get<bool>()) out.push_back({m["result"]["seats"][0]["games_won"], m["result"]["seats"][0]["games_lost"]});
  return out;
}

}  // namespace

TEST_CASE("packs: best-of-choices names the lengths an event may choose, odd, with the default among them") {
  const std::string games = jk::games_dir();
  CHECK(jk::load_game(games, "scp-tcg-jp-j").match.best_of_choices == std::vector<int>{1, 3, 5});  // 100.3
  CHECK(jk::load_game(games, "economica").match.best_of_choices == std::vector<int>{1});
  CHECK(jk::load_game(games, "roeup").match.best_of_choices == std::vector<int>{1});
  CHECK(jk::load_game(games, "scp-tcg-jp-j").match.played_as(5).bye_games_won == 3);
  CHECK(jk::load_game(games, "scp-tcg-jp-j").match.played_as(1).bye_games_won == 1);
  // `games show` says what an event may choose; a game without a choice says nothing of it.
  CHECK(json::parse(run_ok({"games", "show", "scp-tcg-jp-j", "--json"}))["match"]["best_of_choices"] == json::array({1, 3, 5}));
  CHECK(run_ok({"games", "show", "scp-tcg-jp-j"}).find("best of 3 (an event may choose best of 1, 3, 5: --best-of)") != std::string::npos);
  CHECK(run_ok({"games", "show", "economica"}).find("an event may choose") == std::string::npos);
  TempDir dir;
  auto pack = [&](const std::string& match) { return jk::test::match_pack(dir, match); };
  auto error = [&](const std::string& match) { return jk::test::error_of([&] { jk::load_game_file(pack(match)); }); };
  CHECK(jk::load_game_file(pack(R"(<match players="2" best-of="3" best-of-choices="5 3 1" draws="true" win="3" draw="1" loss="0"/>)")).match.best_of_choices ==
        std::vector<int>{1, 3, 5});
  CHECK(error(R"(<match players="2" best-of="3" best-of-choices="1 2 3" draws="true" win="3" draw="1" loss="0"/>)").find("game.xml:5: best-of-choices: '2' is not an odd") !=
        std::string::npos);
  CHECK(error(R"(<match players="2" best-of="3" best-of-choices="3 11" draws="true" win="3" draw="1" loss="0"/>)").find("'11'") != std::string::npos);
  CHECK(error(R"(<match players="2" best-of="3" best-of-choices="3 3" draws="true" win="3" draw="1" loss="0"/>)").find("given once") != std::string::npos);
  CHECK(error(R"(<match players="2" best-of="3" best-of-choices="1 5" draws="true" win="3" draw="1" loss="0"/>)").find("must include best-of (3)") != std::string::npos);
}

TEST_CASE("event create --best-of: the pack's choices only, refused with the rule and no file") {
  TempDir dir;
  auto create = [&](const std::string& game, std::vector<std::string> extra) {
    std::vector<std::string> args = {"event", "create", dir.file("x.jkevent"), "--game", game, "--name", "x", "--date", "2026-04-12"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
  };
  refused(create("scp-tcg-jp-j", {"--best-of", "2"}), "--best-of 2: scp-tcg-jp-j");
  refused(create("scp-tcg-jp-j", {"--best-of", "7"}), "plays best of 1, 3, 5 (100.1 100.3 104.4)");
  refused(create("economica", {"--best-of", "3"}), "--best-of 3: economica");
  refused(create("economica", {"--best-of", "3"}), "its pack gives no other length");
  refused(create("roeup", {"--best-of", "3"}), "--best-of 3: roeup");
  refused(create("scp-tcg-jp-j", {"--final-best-of", "5"}), "--final-best-of is for a bracket's final");
  refused(create("scp-tcg-jp-j", {"--top-cut", "4", "--final-best-of", "9"}), "--final-best-of 9");
  CHECK_FALSE(std::filesystem::exists(dir.file("x.jkevent")));
  // At the boundaries of the choices: 1 and 5 are taken, and said in the line printed.
  auto one = judgekit(create("scp-tcg-jp-j", {"--best-of", "1", "--top-cut", "4", "--final-best-of", "5"}));
  INFO(one.err);
  REQUIRE(one.exit_code == 0);
  CHECK(one.out.find(", best of 1, final best of 5, seed") != std::string::npos);
}

TEST_CASE("Swiss rounds at the event's length: scores and byes by it, the header says it") {
  TempDir dir;
  const std::string e = lengths_event(dir, "scp-tcg-jp-j", {"--best-of", "1"}, 3);
  const std::string paired = run_ok({"round", "pair", "--event", e});
  CHECK(paired.find("(swiss, open, best of 1)") != std::string::npos);
  CHECK(round_json(e)["best_of"] == 1);
  CHECK(bye_games(e, 1) == std::vector<std::pair<int, int>>{{1, 0}});  // the best of 1's win, not the pack's 2-0
  refused({"result", "--event", e, "1", "2-0"}, "2-0-0 is not a possible score in a best-of-1 match");
  run_ok({"result", "--event", e, "1", "1-0"});
  // The summary's cover says the event's length, not the pack's best of 3.
  const std::string summary = dir.file("summary.pdf");
  run_ok({"report", "--event", e, "--kind", "summary", "--output", summary});
  const std::string cover = jk::test::run({"pdftotext", "-layout", summary, "-"}).out;
  CHECK(cover.find("2 per table, best of 1") != std::string::npos);
  CHECK(cover.find("best of 3") == std::string::npos);
  // The pack's default (best of 3) is not said: an event that chose nothing reads as before.
  const std::string plain = lengths_event(dir, "tochi-jinbutsu", {}, 2);
  CHECK(run_ok({"round", "pair", "--event", plain}).find("(swiss, open)\n") != std::string::npos);
  CHECK(round_json(plain)["best_of"] == 1);
}

TEST_CASE("a cut's rounds at --best-of, its final at --final-best-of; a bracket bye scores the round's win") {
  TempDir dir;
  const std::string e = lengths_event(dir, "scp-tcg-jp-j", {"--best-of", "1"}, 6);
  run_ok({"round", "pair", "--event", e});
  first_players_win(e, "1-0");
  refused({"cut", "--event", e, "--size", "3", "--best-of", "4"}, "--best-of 4");
  refused({"cut", "--event", e, "--size", "3", "--final-best-of", "7"}, "--final-best-of 7");
  run_ok({"cut", "--event", e, "--size", "3", "--best-of", "3", "--final-best-of", "5"});
  // Round 2: the top seed's bye is the best of 3's win; the other semi-final is a best of 3.
  CHECK(round_json(e)["best_of"] == 3);
  CHECK(bye_games(e, 2) == std::vector<std::pair<int, int>>{{2, 0}});
  refused({"result", "--event", e, "1", "3-0"}, "3-0-0 is not a possible score in a best-of-3 match");
  std::string slips = slips_text(dir, e);  // a game row each: 3 in the semi-final
  CHECK(slips.find("Game 3") != std::string::npos);
  CHECK(slips.find("Game 4") == std::string::npos);
  run_ok({"result", "--event", e, "1", "2-1"});
  // Round 3, the final: a best of 5 (3-0 and 3-2 are scores, 4-0 is not).
  CHECK(run_ok({"round", "pair", "--event", e}).find("open, best of 5)") != std::string::npos);
  CHECK(round_json(e)["best_of"] == 5);
  refused({"result", "--event", e, "1", "4-0"}, "4-0-0 is not a possible score in a best-of-5 match");
  slips = slips_text(dir, e);  // and 5 in the final
  CHECK(slips.find("Game 5") != std::string::npos);
  CHECK(slips.find("Game 6") == std::string::npos);
  refused({"result", "--event", e, "1", "3-3"}, "3-3-0 is not a possible score");
  run_ok({"result", "--event", e, "1", "3-2"});
  // Round 1 keeps its own length: a correction there is still checked as a best of 1.
  refused({"result", "--event", e, "1", "--round", "1", "2-0", "--correct", "--keep-pairings"}, "best-of-1 match");
}

TEST_CASE("a single-elimination event: every round at --best-of, the final (with the third-place match) at --final-best-of") {
  TempDir dir;
  const std::string e = lengths_event(dir, "scp-tcg-jp-j", {"--structure", "single-elimination", "--best-of", "1", "--final-best-of", "3", "--third-place"}, 4);
  run_ok({"round", "pair", "--event", e});
  CHECK(round_json(e)["best_of"] == 1);
  first_players_win(e, "1-0");
  run_ok({"round", "pair", "--event", e});
  const json final_round = round_json(e);
  CHECK(final_round["best_of"] == 3);
  CHECK(final_round["tables"].size() == 2);  // the final and the match for third place
  refused({"result", "--event", e, "2", "3-0"}, "best-of-3 match");
  run_ok({"result", "--event", e, "2", "2-0"});
}

TEST_CASE("each round's length goes through export and import; an old export without lengths still imports") {
  TempDir dir;
  const std::string e = lengths_event(dir, "scp-tcg-jp-j", {"--best-of", "5"}, 3);
  run_ok({"round", "pair", "--event", e});
  const std::string state = run_ok({"event", "export", "--event", e});
  CHECK(json::parse(state)["rounds"][0]["best_of"] == 5);
  CHECK(bye_games(e, 1) == std::vector<std::pair<int, int>>{{3, 0}});
  jk::test::write_file(dir.file("state.json"), state);
  run_ok({"event", "import", dir.file("copy.jkevent"), dir.file("state.json")});
  CHECK(round_json(dir.file("copy.jkevent"))["best_of"] == 5);
  CHECK(bye_games(dir.file("copy.jkevent"), 1) == std::vector<std::pair<int, int>>{{3, 0}});  // not rescored to the pack's 2-0
  refused({"result", "--event", dir.file("copy.jkevent"), "1", "4-0"}, "4-0-0 is not a possible score in a best-of-5 match");
  // A length that is no match length is refused with its place in the file.
  json bad = json::parse(state);
  bad["rounds"][0]["best_of"] = 4;
  jk::test::write_file(dir.file("bad.json"), bad.dump());
  refused({"event", "import", dir.file("bad.jkevent"), dir.file("bad.json")}, "$.rounds[0].best_of");
  CHECK_FALSE(std::filesystem::exists(dir.file("bad.jkevent")));
  // Without the key (an export from before), the round is the pack's.
  json old = json::parse(state);
  old["rounds"][0].erase("best_of");
  jk::test::write_file(dir.file("old.json"), old.dump());
  run_ok({"event", "import", dir.file("old.jkevent"), dir.file("old.json")});
  CHECK(round_json(dir.file("old.jkevent"))["best_of"] == 3);
}

TEST_CASE("an event file from schema 11 upgrades to 12: its rounds are the pack's length") {
  TempDir dir;
  std::string e = dir.file("old.jkevent");
  {
    jk::Database raw(e, true);
    raw.exec("PRAGMA journal_mode = WAL");
    for (const auto& m : jk::migrations())
      if (m.version <= 11) raw.exec(m.sql);
    raw.exec("PRAGMA user_version = 11");
    raw.exec("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, '古い大会', 'scp-tcg-jp-j', '2026-04-12', 1, '2026-04-12T09:00:00Z')");
    raw.exec("INSERT INTO rounds (number, stage, status, paired_at) VALUES (1, 'swiss', 'open', '2026-04-12T10:00:00Z')");
  }
  auto up = judgekit({"event", "upgrade", e});
  INFO(up.err);
  REQUIRE(up.exit_code == 0);
  CHECK(up.out == "upgraded " + e + " from schema version 11 to " + std::to_string(jk::latest_schema_version()) + "\n");
  CHECK(round_json(e)["best_of"] == 3);
  jk::Database w(e, false);
  CHECK_THROWS(w.exec("UPDATE rounds SET best_of = 4"));
  CHECK_THROWS(w.exec("UPDATE rounds SET best_of = 11"));
  w.exec("UPDATE rounds SET best_of = 5");
}
