// The parts of the pairing event code, each called directly on an event file: loading
// (event_load), derived numbers (event_scores), registration (entrants), rounds (round_changes)
// and hand edits (swaps). The CLI suites cover the same through the binary.
#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <functional>
#include <map>
#include <set>
#include <tuple>

#include "economica_event.hpp"
#include "errors.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "event_store.hpp"
#include "record.hpp"
#include "round_rows.hpp"
#include "run.hpp"
#include "scalar.hpp"

using namespace jk;
using namespace jk::pairing;
using jk::test::economica;
using jk::test::economica_event;
using jk::test::error_of;
using jk::test::pair_in_change;

namespace {

// An Economica event (best of 1, no draws) with `names` registered, seed 5.
Database event_with(const std::string& path, const std::vector<std::string>& names) { return economica_event(path, names, 5, "部品"); }

void win_every_table(Database& db, int round) {
  Change c(db, "test: results");
  Event ev = load_round(db, round);
  for (const auto& m : ev.matches) {
    if (m.bye) continue;
    MatchRef ref = find_match(db, *m.table, round);
    record_result(db, economica(), ref, games_result(economica(), ref, 1, 0, 0));
  }
  c.commit();
}

}  // namespace

TEST_CASE("event_load: the header, every player, and one round's matches only") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲", "乙", "丙", "丁", "戊"});
  pair_in_change(db);
  win_every_table(db, 1);
  pair_in_change(db);
  Event header = load_event(db, Load::header);
  CHECK(header.info.name == "部品");
  CHECK(header.players.size() == 5);
  CHECK(header.matches.empty());
  REQUIRE(header.rounds.size() == 2);
  CHECK(header.rounds[0].closed);
  CHECK(header.rounds[1].stage == Stage::swiss);
  Event r2 = load_round(db, 2);
  CHECK(r2.matches.size() == 3);  // two tables and a bye
  for (const auto& m : r2.matches) CHECK(m.round == 2);
  CHECK(r2.matches.back().bye);  // byes last
  CHECK(r2.round_counted(r2.rounds[0]));
  CHECK(!load_event(db, Load::all).round_counted(r2.rounds[1]));  // round 2 has no results yet
  CHECK(resolve_player(header, "丙").id == 3);
  CHECK(error_of([&] { resolve_player(header, "己"); }).find("no player '己'") == 0);
}

TEST_CASE("event_load: matches in table order and seats in seat order, however the rows are stored") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲", "乙", "丙", "丁", "戊", "己", "庚"});
  pair_in_change(db);  // tables 1-3 and a bye, stored in that order
  auto seated = [&](int round) {
    std::vector<std::pair<std::optional<int>, std::vector<std::int64_t>>> out;
    for (const auto& m : load_round(db, round).matches) out.push_back({m.table, m.players});
    return out;
  };
  const auto before = seated(1);
  REQUIRE(before.size() == 4);
  {
    Change c(db, "test: renumber and reseat");
    // Table numbers against the ids (table 1 is now the newest id), and table 2's seats swapped.
    db.exec("UPDATE matches SET table_number = table_number + 10 WHERE round = 1 AND table_number IS NOT NULL");
    db.exec("UPDATE matches SET table_number = 14 - table_number WHERE round = 1 AND table_number IS NOT NULL");
    db.exec("UPDATE seats SET seat = seat + 10 WHERE match_id = (SELECT id FROM matches WHERE round = 1 AND table_number = 2)");
    db.exec("UPDATE seats SET seat = 13 - seat WHERE match_id = (SELECT id FROM matches WHERE round = 1 AND table_number = 2)");
    c.commit();
  }
  const auto after = seated(1);
  REQUIRE(after.size() == 4);
  CHECK(after[0] == std::make_pair(std::optional<int>(1), before[2].second));
  CHECK(after[1].first == 2);
  CHECK(after[1].second == std::vector<std::int64_t>{before[1].second[1], before[1].second[0]});
  CHECK(after[2] == std::make_pair(std::optional<int>(3), before[0].second));
  CHECK(after[3] == before[3]);  // the bye, last
  CHECK(!after[3].first);
}

// A round's rows are read as its matches' run of ids when the run is short (round_rows.hpp); the
// rule at its edge: a span under twice the round's matches, not at it.
TEST_CASE("round_rows: a round read by its range of match ids only when the ids lie close") {
  struct Case {
    int round;
    std::int64_t first, last;
    std::size_t count;
    bool by_range;
  };
  const Case cases[] = {
      {1, 10, 19, 5, true},                  // span 9, under 10
      {1, 10, 20, 5, false},                 // span 10: at twice the matches
      {1, 7, 7, 1, true},                    // one match
      {1, -3, 2, 3, true},                   // ids below zero (span 5)
      {1, 1, INT64_MAX, 2, false},           // an import's far ids
      {1, INT64_MIN, INT64_MAX, 3, false},   // a span past int64
      {1, 0, 0, 0, false},                   // no matches
      {0, 1, 4, 4, false},                   // every round: through the matches
  };
  for (const Case& c : cases) {
    INFO("round " << c.round << ", ids " << c.first << " to " << c.last << ", " << c.count << " matches");
    CHECK(round_rows(c.round, c.first, c.last, c.count).by_range == c.by_range);
  }
}

namespace {

// A match as a reader sees it: id, table, bye, players and the result's kind, seats and games.
std::string described(const Match& m) {
  std::string out = std::to_string(m.id) + " t" + std::to_string(m.table.value_or(0)) + (m.bye ? " bye" : "") + " [";
  for (std::int64_t p : m.players) out += std::to_string(p) + " ";
  out += "]";
  if (!m.result) return out + " no result";
  out += " " + std::string(result_kind_name(m.result->kind)) + " " + m.result->summary;
  for (const auto& s : m.result->seats)
    out += " " + std::to_string(s.player_id) + ":" + std::string(seat_outcome_name(s.outcome)) + std::to_string(s.games_won) + std::to_string(s.games_lost);
  return out + " games " + std::to_string(m.result->games.size());
}

// Each round's matches read alone (by range or through the round) against the whole event's read.
void check_rounds_read_alone(Database& db) {
  const Event all = load_event(db, Load::all);
  for (const auto& r : all.rounds) {
    Event alone = load_event(db, Load::header);
    load_round_matches(db, alone, r.number, true);
    std::vector<std::string> expected, read;
    for (const auto& m : all.matches)
      if (m.round == r.number) expected.push_back(described(m));
    for (const auto& m : alone.matches) read.push_back(described(m));
    INFO("round " << r.number);
    CHECK(read == expected);
  }
}

// Gives every match the id `to(round, k)` (its k-th by id in its round), in every table that names one.
void renumber_matches(Database& db, const std::function<std::int64_t(int, int)>& to) {
  std::vector<std::pair<std::int64_t, std::int64_t>> moves;
  {
    auto st = db.prepare("SELECT id, round, row_number() OVER (PARTITION BY round ORDER BY id) - 1 FROM matches");
    while (st.step()) moves.emplace_back(st.int64(0), to(st.integer(1), st.integer(2)));
  }
  db.exec("PRAGMA foreign_keys = OFF");
  {
    Change c(db, "test: renumber matches");
    db.exec("CREATE TEMP TABLE moves (old INTEGER PRIMARY KEY, new INTEGER NOT NULL)");
    for (const auto& [from, into] : moves) db.prepare("INSERT INTO moves VALUES (?1, ?2)").bind(1, from).bind(2, into).run();
    // Each key negated first, out of the way of the new ids (their unique keys hold row by row).
    db.exec("UPDATE matches SET id = -id");
    db.exec("UPDATE matches SET id = (SELECT new FROM moves WHERE old = -matches.id)");
    for (std::string table : {"seats", "results", "seat_results", "games", "penalties"}) {
      db.exec(("UPDATE " + table + " SET match_id = -match_id").c_str());
      db.exec(("UPDATE " + table + " SET match_id = (SELECT new FROM moves WHERE old = -match_id) WHERE match_id IS NOT NULL").c_str());
    }
    db.exec("DROP TABLE moves");
    c.commit();
  }
  db.exec("PRAGMA foreign_keys = ON");
}

}  // namespace

TEST_CASE("event_load: a round read alone finds its matches whatever their ids, other rounds' among them or far apart") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬"});
  for (int r = 1; r <= 2; ++r) {
    pair_in_change(db);
    win_every_table(db, r);
  }
  pair_in_change(db);
  {
    Change c(db, "test: one result of round 3");
    MatchRef ref = find_match(db, 2, 3);
    record_result(db, economica(), ref, games_result(economica(), ref, 0, 1, 0));
    c.commit();
  }
  // Five matches a round (four tables and a bye): as paired, ids 1-5, 6-10, 11-15.
  check_rounds_read_alone(db);
  const Event paired = load_event(db, Load::all);
  struct Layout {
    const char* name;
    std::function<std::int64_t(int, int)> id;
  };
  const Layout layouts[] = {
      // Rounds 1 and 2 take turns: each round's range (span 8 for 5 matches) holds the other's.
      {"interleaved", [](int r, int k) { return r == 3 ? 100 + k : 2 * k + r; }},
      {"a million apart", [](int r, int k) { return std::int64_t{1000000} * (5 * (r - 1) + k + 1); }},
      {"round 1's last at the top of int64", [](int r, int k) { return r == 1 && k == 4 ? INT64_MAX : 5 * (r - 1) + k + 1; }},
      {"as paired again", [](int r, int k) { return 5 * (r - 1) + k + 1; }},
  };
  for (const Layout& layout : layouts) {
    INFO(layout.name);
    renumber_matches(db, layout.id);
    check_rounds_read_alone(db);
    CHECK(load_event(db, Load::all).matches.size() == paired.matches.size());
  }
  // Back as paired: the same matches as before any renumbering.
  std::vector<std::string> before, after;
  for (const auto& m : paired.matches) before.push_back(described(m));
  for (const auto& m : load_event(db, Load::all).matches) after.push_back(described(m));
  CHECK(after == before);
}

TEST_CASE("event_scores: points before a round and standings from the file") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲", "乙", "丙", "丁"});
  pair_in_change(db);
  win_every_table(db, 1);
  Event ev = load_event(db, Load::header);
  Scores sc = read_scores(db, ev, economica());
  auto before1 = points_before(sc, 1), before2 = points_before(sc, 2);
  int total1 = 0, total2 = 0;
  for (int p : before1) total1 += p;
  for (int p : before2) total2 += p;
  CHECK(total1 == 0);
  CHECK(total2 == 6);  // two wins of 3 points
  auto rows = standings(ev, sc, economica());
  REQUIRE(rows.size() == 4);
  CHECK(rows[0].points == 3);
  CHECK(rows[1].points == 3);
  CHECK(rows[3].points == 0);
  CHECK(rows[0].rank == 1);
}

// Seats stored out of order (a result entered again goes to the end of the table; a seat row
// written again splits its match in two runs) read as if stored in order: matches by round and
// id, each match's seats together.
TEST_CASE("event_scores: results entered again and split seat rows read in match order") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲", "乙", "丙", "丁", "戊"});
  pair_in_change(db);
  win_every_table(db, 1);
  Event r1 = load_round(db, 1);
  REQUIRE(r1.matches.size() == 3);
  const Match first = r1.matches[0], second = r1.matches[1];
  REQUIRE(first.id < second.id);
  auto seats_of = [](const Scores& sc, const Event& ev, std::size_t k) {
    std::vector<std::pair<std::int64_t, char>> out;
    const ScoreMatch& m = sc.matches[k];
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i)
      out.push_back({ev.players[static_cast<std::size_t>(sc.seats[static_cast<std::size_t>(i)].player)].id, sc.seats[static_cast<std::size_t>(i)].outcome});
    return out;
  };
  {
    Change c(db, "test: the first table's result again, the other way");
    const MatchRef ref = find_match(db, *first.table, 1);
    write_result(db, first.id, games_result(economica(), ref, 0, 1, 0));
    // The second table's loser's row written again: the match's seats now in two runs.
    db.prepare("DELETE FROM seat_results WHERE match_id = ?1 AND outcome = 'loss'").bind(1, second.id).run();
    db.prepare("INSERT INTO seat_results (match_id, player_id, outcome, games_won, games_lost) VALUES (?1, ?2, 'loss', 0, 1)")
        .bind(1, second.id)
        .bind(2, second.players[1])
        .run();
    c.commit();
  }
  Event ev = load_event(db, Load::header);
  Scores sc = read_scores(db, ev, economica());
  REQUIRE(sc.matches.size() == 3);
  REQUIRE(sc.seats.size() == 5);
  using Seats = std::vector<std::pair<std::int64_t, char>>;
  CHECK(seats_of(sc, ev, 0) == Seats{{first.players[0], 'L'}, {first.players[1], 'W'}});
  CHECK(seats_of(sc, ev, 1) == Seats{{second.players[0], 'W'}, {second.players[1], 'L'}});
  CHECK(sc.matches[2].bye);
  auto rows = standings(ev, sc, economica());
  auto points_of = [&](std::int64_t id) {
    return std::find_if(rows.begin(), rows.end(), [&](const StandingRow& r) { return r.player_id == id; })->points;
  };
  CHECK(points_of(first.players[0]) == 0);
  CHECK(points_of(first.players[1]) == 3);
}

// Ids are rowids, so usually dense: read through a table. Far-apart ids (a file another tool
// renumbered) are read through a hash map, to the same scores.
TEST_CASE("event_scores: far-apart match and player ids score as dense ones") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲", "乙", "丙", "丁", "戊"});
  pair_in_change(db);
  win_every_table(db, 1);
  pair_in_change(db);
  win_every_table(db, 2);
  auto scored = [&] {
    Event ev = load_event(db, Load::header);
    std::vector<std::tuple<std::string, int, int, int>> out;  // name, points, wins, losses
    for (const auto& r : standings(ev, read_scores(db, ev, economica()), economica())) out.emplace_back(r.name, r.points, r.wins, r.losses);
    return out;
  };
  const auto dense = scored();
  db.exec("PRAGMA foreign_keys = OFF");
  {
    Change c(db, "test: ids a million apart");
    for (const char* sql : {"UPDATE matches SET id = id * 1000000", "UPDATE seats SET match_id = match_id * 1000000",
                            "UPDATE results SET match_id = match_id * 1000000", "UPDATE seat_results SET match_id = match_id * 1000000",
                            "UPDATE players SET id = id * 1000000", "UPDATE seats SET player_id = player_id * 1000000",
                            "UPDATE seat_results SET player_id = player_id * 1000000"})
      db.exec(sql);
    c.commit();
  }
  db.exec("PRAGMA foreign_keys = ON");
  CHECK(scored() == dense);
  CHECK(std::get<1>(dense.front()) == 6);  // two wins, or a win and a bye
}

TEST_CASE("entrants: CSV headers in Japanese, control characters refused, undrop, rename, remove") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲"});
  auto csv = read_players_csv("会員番号,氏名,ふりがな\nA1,佐藤,さとう\n", "p.csv");
  REQUIRE(csv.size() == 1);
  CHECK(csv[0].external_id == "A1");
  CHECK(csv[0].reading == "さとう");
  CHECK(error_of([&] { read_players_csv("番号,名簿\nA1,佐藤\n", "p.csv"); }).find("p.csv:1: unknown column '名簿'") == 0);
  std::vector<Message> notes;
  {
    Change c(db, "test");
    CHECK(error_of([&] { add_players(db, {{"A\x1b[2J", "", "", 2, std::nullopt}}, 1, "p.csv", notes); }) ==
          "p.csv:2: the name contains a control character (code 27); type it again without it");
  }
  Event ev = load_event(db, Load::header);
  Player kou = ev.players[0];
  {
    Change c(db, "test");
    CHECK(error_of([&] { undrop_player(db, ev, kou); }) == "甲 has not dropped; nothing to undo");
    drop_player(db, ev, kou);
    c.commit();
  }
  kou = load_event(db, Load::header).players[0];
  REQUIRE(kou.dropped_after);
  {
    Change c(db, "test");
    undrop_player(db, ev, kou);
    auto n = rename_player(db, kou, {std::string("甲 太郎"), std::string("こう たろう"), std::nullopt});
    CHECK(n.empty());
    c.commit();
  }
  kou = load_event(db, Load::header).players[0];
  CHECK(!kou.dropped_after);
  CHECK(kou.name == "甲 太郎");
  CHECK(kou.reading == "こう たろう");
  {
    Change c(db, "test");
    remove_player(db, load_event(db, Load::header), kou);
    c.commit();
  }
  CHECK(load_event(db, Load::header).players.empty());
}

TEST_CASE("round_changes: byes, closing, refusing while results are missing, unpairing") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲", "乙", "丙"});
  PairedRound r1 = pair_in_change(db);
  CHECK(r1.number == 1);
  CHECK(r1.stage == Stage::swiss);
  CHECK(r1.tables == 1);
  REQUIRE(r1.bye_player);
  ResultRecord bye = bye_result(economica().match, *r1.bye_player);
  CHECK(bye.kind == ResultKind::bye);
  CHECK(bye.seats.at(0).outcome == SeatOutcome::win);
  {
    Change c(db, "test");
    CHECK(error_of([&] { pair_next_round(db, economica()); }).find("round 1") != std::string::npos);
  }
  win_every_table(db, 1);
  pair_in_change(db);
  CHECK(load_event(db, Load::header).rounds[0].closed);
  {
    Change c(db, "test");
    CHECK(unpair_last_round(db) == 2);
    c.commit();
  }
  Event ev = load_event(db, Load::header);
  CHECK(ev.rounds.size() == 1);
  CHECK(!ev.rounds[0].closed);  // open again
  // A pairing refused after it closed the last round (one player left) leaves it open: the
  // refusal undoes the whole change.
  {
    Change c(db, "test: two drop");
    db.exec("UPDATE players SET dropped_after_round = 1 WHERE id IN (1, 2)");
    c.commit();
  }
  {
    Change c(db, "test: pair");
    CHECK(error_of([&] { pair_next_round(db, economica()); }).find("round 2 needs at least 2 players; 1 can play") == 0);
  }
  ev = load_event(db, Load::header);
  CHECK(ev.rounds.size() == 1);
  CHECK(!ev.rounds[0].closed);
}

TEST_CASE("round_changes: a round of more than 100 tables is written in batches, every row once") {
  // 201 players: 100 tables and a bye, so the match rows fill one statement of 100 and one of 1,
  // the seats two of 100 and one of 1. Round 2's ids follow round 1's.
  test::TempDir dir;
  std::vector<std::string> names;
  for (int i = 1; i <= 201; ++i) names.push_back("選手" + std::to_string(i));
  Database db = event_with(dir.file("big.jkevent"), names);
  std::int64_t last_id = 0;
  for (int round = 1; round <= 2; ++round) {
    PairedRound p = pair_in_change(db);
    CHECK(p.tables == 100);
    REQUIRE(p.bye_player);
    Event ev = load_round(db, round);
    REQUIRE(ev.matches.size() == 101);
    std::map<std::int64_t, int> seated;
    std::set<int> tables;
    std::vector<std::int64_t> ids;
    for (const auto& m : ev.matches) {
      ids.push_back(m.id);
      for (auto id : m.players) ++seated[id];
      if (m.bye) {
        CHECK(!m.table);
        CHECK(m.players == std::vector<std::int64_t>{*p.bye_player});
        REQUIRE(m.result);
        CHECK(m.result->kind == ResultKind::bye);
      } else {
        CHECK(m.players.size() == 2);
        CHECK(!m.result);
        tables.insert(m.table.value_or(0));
      }
    }
    CHECK(seated.size() == 201);
    CHECK(std::all_of(seated.begin(), seated.end(), [](const auto& s) { return s.second == 1; }));
    CHECK(tables.size() == 100);
    CHECK(*tables.begin() == 1);
    CHECK(*tables.rbegin() == 100);
    std::sort(ids.begin(), ids.end());
    CHECK(ids.front() == last_id + 1);  // as one insert at a time would number them
    CHECK(ids.back() == last_id + 101);
    last_id = ids.back();
    // The audit log has one insert a table a round, listing every row written (101 matches, 201
    // seats), each as it is stored.
    auto st = db.prepare("SELECT a.entity, count(DISTINCT a.id), count(*) FROM audit_log a, json_each(a.after) j "
                         "WHERE a.action = 'insert' AND a.command = 'test: pair' AND a.entity IN ('matches', 'seats') GROUP BY a.entity ORDER BY a.entity");
    std::map<std::string, std::pair<int, int>> inserts;
    while (st.step()) inserts[st.text(0)] = {st.integer(1), st.integer(2)};
    CHECK(inserts["matches"] == std::pair(round, 101 * round));
    CHECK(inserts["seats"] == std::pair(round, 201 * round));
    CHECK(jk::test::scalar(db, "SELECT count(*) FROM audit_log a, json_each(a.after) j WHERE a.command = 'test: pair' AND a.entity = 'seats' AND EXISTS "
                     "(SELECT 1 FROM seats s WHERE s.match_id = json_extract(j.value, '$.match_id') AND s.seat = json_extract(j.value, '$.seat') "
                     "AND s.player_id = json_extract(j.value, '$.player_id'))") == 201 * round);
    CHECK(jk::test::scalar(db, "SELECT count(*) FROM audit_log a, json_each(a.after) j WHERE a.command = 'test: pair' AND a.entity = 'matches' AND EXISTS "
                     "(SELECT 1 FROM matches m WHERE m.id = json_extract(j.value, '$.id') AND m.round = json_extract(j.value, '$.round') "
                     "AND m.table_number IS json_extract(j.value, '$.table_number') AND m.is_bye = json_extract(j.value, '$.is_bye'))") == 101 * round);
    win_every_table(db, round);
  }
}

TEST_CASE("swaps: two tables' opponents exchanged, a rematch warned, results refuse the edit") {
  test::TempDir dir;
  Database db = event_with(dir.file("e.jkevent"), {"甲", "乙", "丙", "丁"});
  pair_in_change(db);
  Event before = load_round(db, 1);
  std::vector<Message> warnings;
  {
    Change c(db, "test");
    warnings = swap_tables(db, economica(), 1, 2);
    c.commit();
  }
  CHECK(warnings.empty());  // round 1: nobody has met
  Event after = load_round(db, 1);
  CHECK(after.matches[0].players[0] == before.matches[0].players[0]);
  CHECK(after.matches[0].players[1] == before.matches[1].players[1]);
  CHECK(after.matches[1].players[1] == before.matches[0].players[1]);
  win_every_table(db, 1);
  Change c(db, "test");
  CHECK(error_of([&] { swap_tables(db, economica(), 1, 2); }).find("result") != std::string::npos);
}
