// The read views every front end shows: the web's overview reads what `round show` and
// `standings` print (one snapshot, the same functions), and the standings after a top cut.
#include <catch2/catch.hpp>

#include <cstdlib>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "json_views.hpp"
#include "overview.hpp"
#include "penalty_view.hpp"
#include "cli_json.hpp"
#include "run.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::cli_json;
using nlohmann::json;

namespace {

// Eight players, three Swiss rounds (seat 1 wins 2-0 at every table), a top 4 planned.
std::string eight_player_event(TempDir& dir) {
  std::string e = dir.file("eight.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "八人杯", "--date", "2026-05-01", "--rounds", "3",
                    "--top-cut", "4", "--seed", "7"})
              .exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "赤", "青", "黄", "緑", "紫", "橙", "白", "黒"}).exit_code == 0);
  for (int r = 1; r <= 3; ++r) {
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    for (const char* t : {"1", "2", "3", "4"}) REQUIRE(judgekit({"result", "--event", e, t, "2-0"}).exit_code == 0);
  }
  return e;
}

json same_keys(const nlohmann::ordered_json& j) { return json::parse(j.dump()); }

std::vector<std::string> column(const json& rows, const std::string& key) {
  std::vector<std::string> out;
  for (const auto& r : rows) out.push_back(r[key].is_string() ? r[key].get<std::string>() : r[key].dump());
  return out;
}

}  // namespace

TEST_CASE("the web's overview is what round show and standings print, read in one snapshot") {
  TempDir dir;
  std::string e = eight_player_event(dir);
  REQUIRE(judgekit({"cut", "--event", e}).exit_code == 0);
  REQUIRE(judgekit({"round", "start", "--event", e, "--minutes", "40"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "1", "--winner", "紫"}).exit_code == 0);

  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  jk::Game game = jk::load_game(jk::games_dir(), jk::event::read_header(db).game);
  jk::event::EventOverview o = jk::event::overview(db, game);

  REQUIRE(o.rounds.size() == 4);
  for (const auto& r : o.rounds)
    CHECK(same_keys(jk::event::to_json(r)) == cli_json({"round", "show", "--event", e, std::to_string(r.number), "--json"}));
  CHECK(same_keys(jk::event::to_json(o.standings)) == cli_json({"standings", "--event", e, "--json"}));
  CHECK(o.standings.after_cut);
  CHECK(o.players.size() == 8);
  CHECK(o.decks == std::vector<jk::event::DeckStatus>(8, jk::event::DeckStatus::missing));  // a deck is only its status
  REQUIRE(o.clock);
  CHECK(o.clock->round == 4);
  CHECK(o.clock->minutes == 40);
  // The cut's reported table carries each seat's outcome and games; the open one none.
  const auto& t1 = o.rounds[3].tables[0];
  REQUIRE(t1.result);
  for (const auto& s : t1.players) {
    REQUIRE(s.outcome);
    CHECK((s.name == "紫") == (*s.outcome == jk::SeatOutcome::win));
    CHECK(s.games_won + s.games_lost == 2);
  }
  CHECK_FALSE(o.rounds[3].tables[1].result);
  CHECK_FALSE(o.rounds[3].tables[1].players[0].outcome);
}

TEST_CASE("standings after a top 4 cut: by how far each player went, then Swiss order") {
  TempDir dir;
  std::string e = eight_player_event(dir);
  // The Swiss standings the cut is seeded by (seed 7, seat 1 winning every table).
  auto swiss = cli_json({"standings", "--event", e, "--json"});
  CHECK(column(swiss, "name") == std::vector<std::string>{"橙", "黄", "青", "紫", "黒", "緑", "白", "赤"});
  CHECK(column(swiss, "finish") == std::vector<std::string>(8, "swiss"));
  CHECK(column(swiss, "place") == column(swiss, "rank"));

  REQUIRE(judgekit({"cut", "--event", e}).exit_code == 0);  // 1 橙 v 4 紫, 2 黄 v 3 青
  REQUIRE(judgekit({"result", "--event", e, "1", "--winner", "紫"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e, "2", "--winner", "黄"}).exit_code == 0);
  // Semi-finals over, the final not paired: the two winners (by Swiss rank) above the two losers,
  // already in the final (決勝進出); the losers out in the top 4.
  auto semis = cli_json({"standings", "--event", e, "--json"});
  CHECK(column(semis, "name") == std::vector<std::string>{"黄", "紫", "橙", "青", "黒", "緑", "白", "赤"});
  CHECK(column(semis, "finish") == std::vector<std::string>{"finalist", "finalist", "top4", "top4", "swiss", "swiss", "swiss", "swiss"});

  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);  // the final: 紫 v 黄
  REQUIRE(judgekit({"result", "--event", e, "1", "--winner", "紫"}).exit_code == 0);
  auto text = judgekit({"standings", "--event", e});
  CHECK(text.exit_code == 0);
  CHECK(text.out ==
        "八人杯: standings after the top cut and 3 Swiss rounds\n"
        "place  name  top cut    swiss  points  W-L-D   OMW    GW   OGW\n"
        "--------------------------------------------------------------\n"
        "    1  紫    winner         4       6  2-1-0  0.56  0.67  0.56\n"
        "    2  黄    runner-up      2       6  2-1-0  0.56  0.67  0.56\n"
        "    3  橙    top 4          1       9  3-0-0  0.67  1.00  0.67\n"
        "    4  青    top 4          3       6  2-1-0  0.56  0.67  0.56\n"
        "    5  黒                   5       3  1-2-0  0.55  0.33  0.55\n"
        "    6  緑                   6       3  1-2-0  0.55  0.33  0.55\n"
        "    7  白                   7       3  1-2-0  0.55  0.33  0.55\n"
        "    8  赤                   8       0  0-3-0  0.33  0.33  0.33\n");
  auto final_json = cli_json({"standings", "--event", e, "--json"});
  CHECK(column(final_json, "name") == std::vector<std::string>{"紫", "黄", "橙", "青", "黒", "緑", "白", "赤"});
  CHECK(column(final_json, "place") == std::vector<std::string>{"1", "2", "3", "4", "5", "6", "7", "8"});
  CHECK(column(final_json, "rank") == std::vector<std::string>{"4", "2", "1", "3", "5", "6", "7", "8"});
  CHECK(column(final_json, "finish") ==
        std::vector<std::string>{"winner", "runner-up", "top4", "top4", "swiss", "swiss", "swiss", "swiss"});
}

namespace {

jk::judge::PenaltyEntry entry(std::int64_t id, std::int64_t player, const char* infraction, bool voided = false) {
  jk::judge::PenaltyEntry e;
  e.id = id;
  e.player_id = player;
  e.infraction = infraction;
  if (voided) e.voided_at = "2026-01-01T10:00:00Z", e.void_reason = "誤り";
  return e;
}

}  // namespace

TEST_CASE("penalty view: the repeat count of an infraction, per player, by time, only penalties in force") {
  // Given out of time order (as the log lists them: by player name): the count follows the ids.
  const auto facts = jk::event::penalty_facts({entry(5, 1, "5-2-2"), entry(2, 1, "5-2-2", true), entry(1, 1, "5-2-2"), entry(3, 2, "5-2-2"),
                                               entry(4, 1, "6-1"), entry(6, 1, "5-2-2")});
  std::vector<int> times;
  for (const auto& f : facts) times.push_back(f.times);
  // Player 1's 5-2-2: #1 first, #2 voided (0, not counted), #5 second, #6 third; player 2's first; 6-1 first.
  CHECK(times == std::vector<int>{2, 0, 1, 1, 1, 3});
  CHECK(facts[0].id == 5);  // the order given is kept
  CHECK(jk::event::in_force(facts) == 5);
  CHECK(jk::event::repeat_text(1).empty());
  CHECK(jk::event::repeat_text(0).empty());
  CHECK(jk::event::repeat_text(2).str(jk::Lang::en) == " (2nd time)");
  CHECK(jk::event::repeat_text(11).str(jk::Lang::en) == " (11th time)");
  CHECK(jk::event::repeat_text(22).str(jk::Lang::en) == " (22nd time)");
  CHECK(jk::event::repeat_text(3).str(jk::Lang::ja) == "（3回目）");
}

TEST_CASE("standings view: a finish is data with one name for scripts") {
  using jk::event::Finish;
  using jk::event::FinishKind;
  CHECK(jk::event::finish_name(Finish{}) == "swiss");
  CHECK(jk::event::finish_name({FinishKind::winner, 0}) == "winner");
  CHECK(jk::event::finish_name({FinishKind::finalist, 0}) == "finalist");
  CHECK(jk::event::finish_name({FinishKind::runner_up, 0}) == "runner-up");
  CHECK(jk::event::finish_name({FinishKind::top, 8}) == "top8");
  jk::pairing::CutPlace p;
  p.top = 4;
  CHECK(jk::event::finish_of(p) == Finish{FinishKind::top, 4});
  p.finalist = true;
  CHECK(jk::event::finish_of(p).kind == FinishKind::finalist);
  p.runner_up = true;
  CHECK(jk::event::finish_of(p).kind == FinishKind::runner_up);
  p.runner_up = false;
  p.champion = true;
  CHECK(jk::event::finish_of(p).kind == FinishKind::winner);
}
