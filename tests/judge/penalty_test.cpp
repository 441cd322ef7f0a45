// The penalty log: rows, player lookup, and the match results a game loss, match loss or
// disqualification changes (in the same transaction as the penalty).
#include <catch2/catch.hpp>

#include "players.hpp"
#include <functional>

#include "errors.hpp"
#include "event_file.hpp"
#include "judge.hpp"
#include "penalties.hpp"
#include "pack.hpp"
#include "results.hpp"
#include "run.hpp"
#include "text.hpp"

using namespace jk;
using namespace jk::judge;

namespace {

using jk::test::error_of;

// An event with players 1..n, rounds and matches given as {round, table, {player ids}}.
struct Match {
  int round;
  std::optional<int> table;
  std::vector<std::int64_t> players;
};

Database make_event(const std::string& path, const std::string& game, const std::vector<std::string>& names,
                    const std::vector<Match>& matches) {
  Database db = open_event(path, OpenMode::create_new);
  Change c(db, "test: build event");
  db.prepare("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, 'テスト杯', ?1, '2015-08-08', 1, ?2)")
      .bind(1, game)
      .bind(2, utc_now())
      .run();
  for (const auto& n : names)
    db.prepare("INSERT INTO players (name, name_key, created_at) VALUES (?1, ?2, ?3)").bind(1, n).bind(2, name_key(n)).bind(3, utc_now()).run();
  int max_round = 0;
  for (const auto& m : matches) max_round = std::max(max_round, m.round);
  for (int r = 1; r <= max_round; ++r) db.prepare("INSERT INTO rounds (number, paired_at) VALUES (?1, ?2)").bind(1, r).bind(2, utc_now()).run();
  for (const auto& m : matches) {
    db.prepare("INSERT INTO matches (round, table_number, is_bye) VALUES (?1, ?2, ?3)")
        .bind(1, m.round)
        .bind(2, m.table)
        .bind(3, m.players.size() == 1 ? 1 : 0)
        .run();
    auto id = db.last_insert_id();
    for (std::size_t s = 0; s < m.players.size(); ++s)
      db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)").bind(1, id).bind(2, static_cast<int>(s + 1)).bind(3, m.players[s]).run();
  }
  c.commit();
  return db;
}

int count(Database& db, const char* sql) {
  auto st = db.prepare(sql);
  st.step();
  return st.integer(0);
}

const SeatResult& seat_of(const ResultRecord& r, std::int64_t player) {
  for (const auto& s : r.seats)
    if (s.player_id == player) return s;
  throw std::runtime_error("no seat");
}

// Read, decide, write: the judge module's three steps, as the event library runs them.
PenaltyApplied give(Database& db, const Game& g, const std::string& player, const std::string& kind, const std::string& penalty,
                    std::optional<int> round = std::nullopt, const std::string& note = "") {
  Change change(db, "test: penalty add");
  PenaltyFacts facts = read_penalty(db, g, {player, kind, penalty, round, note});
  PenaltyApplied p = write_penalty(db, facts, decide(facts));
  change.commit();
  return p;
}

}  // namespace

TEST_CASE("a warning is logged with its citation and changes no result") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"佐藤 一郎", "鈴木 花子"}, {{1, 1, {1, 2}}});
  auto p = give(db, g, "佐藤 一郎", "5-1-1", "warning");
  CHECK(p.round == 1);
  CHECK_FALSE(p.match_id);
  CHECK(p.infraction.alias == "too-many-drawn");
  REQUIRE_FALSE(p.notes.empty());
  CHECK(p.notes[0].find("procedure (5-1-1):") == 0);
  CHECK(p.notes[0].find("draws 2 again (1 on the starting player's first turn)") != std::string::npos);
  CHECK(count(db, "SELECT count(*) FROM results") == 0);
  auto st = db.prepare("SELECT infraction, penalty, citation, match_id, round FROM penalties");
  REQUIRE(st.step());
  CHECK(st.text(0) == "5-1-1");
  CHECK(st.text(1) == "warning");
  CHECK(st.text(2) == "economica 5-1-1");
  CHECK(st.is_null(3));
  CHECK(st.integer(4) == 1);
  // The audit log names the command.
  CHECK(count(db, "SELECT count(*) FROM audit_log WHERE entity = 'penalties' AND command = 'test: penalty add'") == 1);
}

TEST_CASE("Economica (best of 1): a game loss makes the match a loss, in the same change as the penalty") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"佐藤 一郎", "鈴木 花子"}, {{1, 3, {1, 2}}});
  auto p = give(db, g, "佐藤", "5-3-2", "game-loss");  // a unique prefix of the name
  REQUIRE(p.match_id);
  CHECK(p.table == 3);
  CHECK_FALSE(p.before);  // the match had no result
  auto r = read_result(db, *p.match_id);
  REQUIRE(r);
  CHECK(r->kind == ResultKind::penalty);
  CHECK(seat_of(*r, 1).outcome == SeatOutcome::loss);
  CHECK(seat_of(*r, 1).games_lost == 1);
  CHECK(seat_of(*r, 2).outcome == SeatOutcome::win);
  CHECK(seat_of(*r, 2).games_won == 1);
  REQUIRE(r->games.size() == 1);
  CHECK(r->games[0].winner_id == 2);
  CHECK(r->games[0].adjudication_json->find("\"infraction\":\"5-3-2\"") != std::string::npos);
  CHECK(r->summary == "0-1-0 · game loss: 佐藤 一郎 (5-3-2)");
  CHECK(count(db, "SELECT count(*) FROM penalties WHERE match_id IS NOT NULL") == 1);
  // Both writes are recorded under the one command.
  CHECK(count(db, "SELECT count(DISTINCT entity) FROM audit_log WHERE command = 'test: penalty add'") >= 3);
}

TEST_CASE("Economica (best of 1): a game loss after the result decides the match; never 1-1") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"甲", "乙"}, {{1, 1, {1, 2}}});
  {
    Change c(db, "test: result");
    ResultRecord r;
    r.kind = ResultKind::games;
    r.summary = "1-0-0";
    r.seats = {{1, SeatOutcome::win, 1, 0, 0, {}, {}}, {2, SeatOutcome::loss, 0, 1, 0, {}, {}}};
    write_result(db, 1, r);
    c.commit();
  }
  auto p = give(db, g, "甲", "6-2", "game-loss");
  auto r = read_result(db, 1);
  CHECK(r->summary == "0-1-0 · game loss: 甲 (6-2)");
  CHECK(seat_of(*r, 1).outcome == SeatOutcome::loss);
  CHECK(seat_of(*r, 1).games_won == 0);
  CHECK(seat_of(*r, 1).games_lost == 1);
  CHECK(seat_of(*r, 2).outcome == SeatOutcome::win);
  CHECK(seat_of(*r, 2).games_won == 1);
  REQUIRE(p.before);
  CHECK(p.before->summary == "1-0-0");
  bool told = false;
  for (const auto& n : p.notes) told = told || n.find("best of 1: the game is the match") == 0;
  CHECK(told);
  // A second game loss for the player who already lost changes nothing.
  auto again = give(db, g, "甲", "6-2", "game-loss");
  CHECK(!again.match_id);
  CHECK(read_result(db, 1)->summary == "0-1-0 · game loss: 甲 (6-2)");
}

TEST_CASE("SCP (best of 3): game losses count toward the games needed; a finished match is left as it is") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "scp-tcg-jp-j");
  auto db = make_event(dir.file("s.jkevent"), "scp-tcg-jp-j", {"高橋", "田中", "佐藤", "鈴木"}, {{1, 1, {1, 2}}, {1, 2, {3, 4}}});
  // Table 1 still playing: the first game loss is game 1 of the match, not over.
  auto p = give(db, g, "高橋", "other", "game-loss", 1, "marked cards");
  auto r = read_result(db, 1);
  CHECK(seat_of(*r, 1).games_lost == 1);
  CHECK(seat_of(*r, 2).games_won == 1);
  CHECK(r->summary == "0-1-0 · game loss: 高橋 · match not over");
  bool told = false;
  for (const auto& n : p.notes) told = told || n.find("the match is not over (best of 3)") == 0;
  CHECK(told);
  REQUIRE(r->games.size() == 1);
  CHECK(r->games[0].number == 1);
  give(db, g, "高橋", "other", "game-loss", 1, "again");
  r = read_result(db, 1);
  CHECK(seat_of(*r, 1).outcome == SeatOutcome::loss);
  CHECK(seat_of(*r, 2).outcome == SeatOutcome::win);
  CHECK(seat_of(*r, 2).games_won == 2);
  CHECK(r->summary == "0-2-0 · game loss: 高橋");
  // At the games needed the match is over: a third game loss cannot make 0-3.
  auto third = give(db, g, "高橋", "other", "game-loss", 1, "third");
  CHECK(!third.match_id);
  CHECK(read_result(db, 1)->summary == "0-2-0 · game loss: 高橋");
  // Table 2 finished 2-1 by `result`: two game losses never make 3-1 or 4-1; the judge is told.
  {
    Change c(db, "test: result");
    ResultRecord done;
    done.kind = ResultKind::games;
    done.summary = "2-1-0";
    done.seats = {{3, SeatOutcome::win, 2, 1, 0, {}, {}}, {4, SeatOutcome::loss, 1, 2, 0, {}, {}}};
    write_result(db, 2, done);
    c.commit();
  }
  for (int i = 0; i < 2; ++i) {
    auto late = give(db, g, "佐藤", "other", "game-loss", 1, "after the match");
    CHECK(!late.match_id);
    bool said = false;
    for (const auto& n : late.notes) said = said || n.find("the match is over (2-1-0, best of 3): the game loss is recorded") == 0;
    CHECK(said);
  }
  CHECK(read_result(db, 2)->summary == "2-1-0");
}

TEST_CASE("a match loss overrides a reported win; both players' match losses make a double loss") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "scp-tcg-jp-j");
  auto db = make_event(dir.file("s.jkevent"), "scp-tcg-jp-j", {"高橋", "田中"}, {{1, 1, {1, 2}}});
  {
    Change c(db, "test: result");
    ResultRecord r;
    r.kind = ResultKind::games;
    r.summary = "2-0-0";
    r.seats = {{1, SeatOutcome::win, 2, 0, 0, {}, {}}, {2, SeatOutcome::loss, 0, 2, 0, {}, {}}};
    write_result(db, 1, r);
    c.commit();
  }
  auto p = give(db, g, "1", "other", "match-loss", 1, "slow play after warnings");
  REQUIRE(p.before);
  CHECK(p.before->summary == "2-0-0");
  auto r = read_result(db, 1);
  CHECK(r->kind == ResultKind::penalty);
  CHECK(seat_of(*r, 1).outcome == SeatOutcome::loss);
  CHECK(seat_of(*r, 1).games_lost == 2);
  CHECK(seat_of(*r, 2).outcome == SeatOutcome::win);
  // The adjudication names the penalty as data; the result it replaced is in the audit log, not as words here.
  CHECK(r->adjudication_json->find("\"kind\":\"match-loss\"") != std::string::npos);
  CHECK(r->adjudication_json->find("\"previous\"") == std::string::npos);
  // A later game loss for the other player changes nothing: the match is decided.
  auto gl = give(db, g, "田中", "other", "game-loss", 1, "x");
  CHECK_FALSE(gl.match_id);
  CHECK(read_result(db, 1)->summary == r->summary);
  give(db, g, "田中", "other", "match-loss", 1, "y");
  r = read_result(db, 1);
  CHECK(r->kind == ResultKind::double_loss);
  CHECK(seat_of(*r, 1).outcome == SeatOutcome::loss);
  CHECK(seat_of(*r, 2).outcome == SeatOutcome::loss);
}

TEST_CASE("disqualification: an unfinished match is lost and the player is dropped after the round") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"A", "B", "C", "D"}, {{1, 1, {1, 2}}, {1, 2, {3, 4}}, {2, 1, {1, 3}}, {2, 2, {2, 4}}});
  auto p = give(db, g, "A", "6-1", "disqualification");
  CHECK(p.round == 2);  // the current round by default
  REQUIRE(p.match_id);
  CHECK(seat_of(*read_result(db, *p.match_id), 1).outcome == SeatOutcome::loss);
  CHECK(count(db, "SELECT dropped_after_round FROM players WHERE id = 1") == 2);
  // A match that already has a result keeps it.
  {
    Change c(db, "test: result");
    ResultRecord r;
    r.kind = ResultKind::games;
    r.summary = "1-0-0";
    r.seats = {{2, SeatOutcome::win, 1, 0, 0, {}, {}}, {4, SeatOutcome::loss, 0, 1, 0, {}, {}}};
    write_result(db, 4, r);
    c.commit();
  }
  auto q = give(db, g, "B", "6-1", "disqualification");
  CHECK_FALSE(q.match_id);
  CHECK(read_result(db, 4)->summary == "1-0-0");
}

TEST_CASE("the rulebook's word on a loss is shown beside the penalty given") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"A", "B"}, {{1, 1, {1, 2}}});
  auto w = give(db, g, "A", "deliberate-knock", "warning");
  bool less = false;
  for (const auto& n : w.notes) less = less || n.find("5-3-2: the rulebook says the player loses") == 0;
  CHECK(less);
  auto l = give(db, g, "B", "5-2-2", "game-loss");
  bool procedure_only = false;
  for (const auto& n : l.notes) procedure_only = procedure_only || n.find("5-2-2: the rulebook gives a procedure, not a loss; 6-4") == 0;
  CHECK(procedure_only);
  // 5-4-2 is a loss only when repeated: the first one in the log says so, a later one does not.
  auto repeated = [](const judge::PenaltyApplied& p) {
    for (const auto& n : p.notes)
      if (n.find("5-4-2: the rulebook allows a loss only when the act is repeated") == 0) return true;
    return false;
  };
  CHECK(repeated(give(db, g, "A", "stalling-3r", "game-loss")));
  CHECK_FALSE(repeated(give(db, g, "A", "5-4-2", "game-loss")));
  CHECK_FALSE(repeated(give(db, g, "B", "5-4-2", "warning")));
}

TEST_CASE("penalty input errors leave the event unchanged") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"佐藤 一郎", "佐藤 次郎", "鈴木", "田中", "高橋", "伊藤", "渡辺"},
                       {{1, 1, {1, 2}}, {1, 2, {3, 4, 5}}, {1, std::nullopt, {6}}});
  CHECK(error_of([&] { give(db, g, "佐藤", "5-1-1", "warning"); }).find("player '佐藤' is ambiguous: 1 佐藤 一郎, 2 佐藤 次郎") == 0);
  CHECK(error_of([&] { give(db, g, "鈴本", "5-1-1", "warning"); }) == "no player '鈴本' in the event; did you mean 3 鈴木?");
  CHECK(error_of([&] { give(db, g, "鈴木", "5-2", "warning"); }).find("--infraction 5-2: 5-2 has several rules; name one: 5-2-1") == 0);
  CHECK(error_of([&] { give(db, g, "鈴木", "5-9", "warning"); }).find("not an infraction of economica") != std::string::npos);
  CHECK(error_of([&] { give(db, g, "鈴木", "other", "warning"); }) == "--infraction other needs --note saying what happened");
  CHECK(error_of([&] { give(db, g, "鈴木", "6-1", "ban"); }).find("--penalty ban: give warning") == 0);
  CHECK(error_of([&] { give(db, g, "鈴木", "6-1", "warning", 4); }) == "--round 4: the event has no such round");
  CHECK(error_of([&] { give(db, g, "渡辺", "6-1", "game-loss"); }).find("渡辺 has no match in round 1") == 0);
  CHECK(error_of([&] { give(db, g, "鈴木", "6-1", "match-loss"); }).find("plays in a pod of 3") != std::string::npos);
  CHECK(error_of([&] { give(db, g, "伊藤", "6-1", "game-loss"); }).find("has a bye") != std::string::npos);
  Game scp = load_game(games_dir(), "scp-tcg-jp-j");
  CHECK(error_of([&] { give(db, scp, "鈴木", "other", "warning", 1, "x"); }).find("the event plays economica") != std::string::npos);
  CHECK(count(db, "SELECT count(*) FROM penalties") == 0);
  CHECK(count(db, "SELECT count(*) FROM results") == 0);
}

TEST_CASE("a match loss on a bye makes the bye a loss") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"A", "B", "C"}, {{1, 1, {1, 2}}, {1, std::nullopt, {3}}});
  auto p = give(db, g, "C", "6-1", "match-loss");
  auto r = read_result(db, *p.match_id);
  CHECK(seat_of(*r, 3).outcome == SeatOutcome::loss);
  CHECK(r->summary.find("bye lost") == 0);
}

TEST_CASE("no round yet: a warning has no round, a game loss is refused") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"A"}, {});
  auto p = give(db, g, "A", "6-1", "warning");
  CHECK_FALSE(p.round);
  CHECK(error_of([&] { give(db, g, "A", "6-1", "game-loss"); }).find("no round has been paired yet") == 0);
}

TEST_CASE("player lookup: id, external id, name with other spacing and width, unique prefix") {
  test::TempDir dir;
  auto db = make_event(dir.file("e.jkevent"), "economica", {"佐藤 一郎", "Ｍａｒｙ Ｓｍｉｔｈ"}, {});
  {
    Change c(db, "test");
    db.exec("UPDATE players SET external_id = 'JP-0042' WHERE id = 2");
    c.commit();
  }
  CHECK(jk::resolve_player(db, "1").id == 1);
  CHECK(jk::resolve_player(db, "#2").id == 2);
  CHECK(jk::resolve_player(db, "JP-0042").id == 2);
  CHECK(jk::resolve_player(db, "佐藤　一郎").id == 1);  // full-width space
  CHECK(jk::resolve_player(db, "mary smith").id == 2);
  CHECK(jk::resolve_player(db, "mary").id == 2);
  CHECK(error_of([&] { jk::resolve_player(db, "3"); }).find("no player '3'") == 0);
}

TEST_CASE("the list groups by player, in time order, so repeats show") {
  test::TempDir dir;
  Game g = load_game(games_dir(), "economica");
  auto db = make_event(dir.file("e.jkevent"), "economica", {"鈴木", "佐藤"}, {{1, 1, {1, 2}}, {2, 1, {1, 2}}});
  give(db, g, "佐藤", "5-1-1", "warning", 1);
  give(db, g, "鈴木", "5-2-2", "warning", 1);
  give(db, g, "佐藤", "5-1-1", "game-loss", 2);
  auto all = list_penalties(db);
  REQUIRE(all.size() == 3);
  // name_key order: 佐藤 before 鈴木 (code point order of the folded names).
  CHECK(all[0].player_name == "佐藤");
  CHECK(all[1].player_name == "佐藤");
  CHECK(all[1].penalty == PenaltyKind::game_loss);
  CHECK(all[1].table == 1);
  CHECK(all[2].player_name == "鈴木");
  auto one = list_penalties(db, 1);
  REQUIRE(one.size() == 1);
  CHECK(one[0].infraction == "5-2-2");
}

TEST_CASE("the infraction kinds come from the pack; every game has other; notes follow the reader's language") {
  Game eco = load_game(games_dir(), "economica");
  auto kinds = infractions_for(eco);
  REQUIRE(kinds.size() == 11);
  CHECK(kinds.back().id == "other");
  CHECK(kinds.back().cite == "6-4");  // the pack's own other
  Game scp = load_game(games_dir(), "scp-tcg-jp-j");
  auto scp_kinds = infractions_for(scp);
  REQUIRE(scp_kinds.size() == 1);
  CHECK(scp_kinds[0].id == "other");
  CHECK(scp_kinds[0].game == "scp-tcg-jp-j");
  CHECK(scp_kinds[0].cite.empty());
  CHECK(scp_kinds[0].needs_note);
  CHECK(infraction_name(scp_kinds[0], Lang::en) == "anything else (say what happened in the note)");
  CHECK(infraction_name(scp_kinds[0], Lang::ja) == "その他（何があったかをメモに書く）");
  CHECK(find_infraction(eco, "TOO-MANY-DRAWN").id == "5-1-1");  // aliases fold case
  CHECK(infraction_by_id(kinds, "遅刻") == nullptr);

  test::TempDir dir;
  auto db = make_event(dir.file("e.jkevent"), "economica", {"A", "B"}, {{1, 1, {1, 2}}});
  auto p = give(db, eco, "A", "5-3-2", "warning");
  auto ja = notes_in(p, Lang::ja);
  REQUIRE(ja.size() == 2);
  CHECK(ja[0] == "処置（5-3-2）: 相手の山札を故意に倒す、相手の手札を故意に落とす等の行為を審判が確認したとき、それを行ったプレイヤーは反則負けとなる。");
  CHECK(p.notes[0] == "procedure (5-3-2): seen by a judge: the player who did it loses (反則負けとなる)");  // --json's English
  auto l = give(db, eco, "B", "5-2-2", "game-loss");
  CHECK(notes_in(l, Lang::ja)[1] == "5-2-2: ルールブックが定めるのは処置で、敗北ではありません。6-4 により、定めのないことはジャッジに委ねられます");
  CHECK(error_of([&] { find_infraction(eco, "5-4"); }).find("stalling-checks: stalling: checking") != std::string::npos);
}
