// Doors open to round 1 (issue 26) through the judgekit binary: late entries with reading and id,
// check-in and no-shows, fixed tables and numbering, awarded byes, pairing restrictions.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_json.hpp"
#include "run.hpp"

using jk::test::finish_round;
using jk::test::judgekit;
using jk::test::round_json;
using jk::test::TempDir;
using jk::test::players_json;
using nlohmann::json;

namespace {

std::string new_event(const TempDir& dir, int players, const std::string& rounds = "3") {
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "t", "--date", "2026-04-12", "--seed", "7", "--rounds", rounds}).exit_code == 0);
  std::vector<std::string> add = {"player", "add", "--event", e};
  for (int i = 1; i <= players; ++i) add.push_back("P" + std::to_string(i));
  REQUIRE(judgekit(add).exit_code == 0);
  return e;
}

void pair_round(const std::string& e) {
  auto r = judgekit({"round", "pair", "-e", e});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
}

const json* table_of(const json& round, int player) {
  for (const auto& t : round["tables"])
    for (const auto& p : t["players"])
      if (p["id"] == player) return &t;
  return nullptr;
}

// The round-1 awarded bye of P1 (id 1) is marked on every face: the phone pages (as published),
// the pairings PDF by table and by name, the summary's results, the pairings and results CSV.
void check_awarded_marked(const TempDir& dir, const std::string& e) {
  const std::string out = dir.file("public");
  REQUIRE(judgekit({"publish", "-e", e, "--out", out, "--lang", "en"}).exit_code == 0);
  auto read = [](const std::string& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  CHECK(read(out + "/tables/index.html").find("<td>Bye (awarded)</td>") != std::string::npos);
  // The wall's list by name marks it too: P1 awarded, the pairing's own bye not.
  const std::string by_name = judgekit({"round", "show", "-e", e, "1", "--by-name"}).out;
  CHECK(by_name.find("bye (awarded)") != std::string::npos);
  CHECK(by_name.find("bye (awarded)") == by_name.rfind("bye (awarded)"));
  CHECK(read(out + "/p/1/index.html").find("<p class=\"table\">Bye (awarded)</p>") != std::string::npos);
  auto pdf_text = [&](const std::string& kind) {
    const std::string pdf = dir.file(kind + ".pdf");
    REQUIRE(judgekit({"report", "-e", e, "--kind", kind, "-o", pdf, "--lang", "en"}).exit_code == 0);
    return jk::test::run({"pdftotext", "-layout", "-enc", "UTF-8", pdf, "-"}).out;
  };
  auto count = [](const std::string& text, const std::string& word) {
    int n = 0;
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
    return n;
  };
  CHECK(count(pdf_text("pairings"), "BYE (awarded)") == 2);  // by table and by name
  CHECK(count(pdf_text("summary"), "BYE (awarded)") == 1);   // round 1's results
  for (const char* kind : {"pairings", "results"}) {
    INFO(kind);
    const std::string csv = judgekit({"export", "-e", e, "--kind", kind, "--format", "csv", "--round", "1"}).out;
    CHECK(csv.substr(0, csv.find('\r')).ends_with(",awarded"));
    int yes = 0, rows = 0;
    for (std::size_t at = csv.find('\n'); at != std::string::npos && at + 1 < csv.size(); at = csv.find('\n', at + 1)) {
      const std::string line = csv.substr(at + 1, csv.find('\r', at + 1) - at - 1);
      ++rows;
      if (line.ends_with(",yes")) {
        ++yes;
        CHECK(line.find(",1,P1,") != std::string::npos);
      } else CHECK(line.ends_with(",no"));
    }
    CHECK(rows == 6);
    CHECK(yes == 1);
  }
}

}  // namespace

TEST_CASE("late-add takes a reading and a membership id; player list shows them and check-in") {
  TempDir dir;
  std::string e = new_event(dir, 4);
  pair_round(e);
  auto r = judgekit({"player", "late-add", "-e", e, "鈴木 一郎", "--reading", "すずき いちろう", "--id", "M-77"});
  REQUIRE(r.exit_code == 0);
  auto l = players_json(e);
  REQUIRE(l.size() == 5);
  CHECK(l[4]["reading"] == "すずき いちろう");
  CHECK(l[4]["external_id"] == "M-77");
  CHECK(l[4]["joined_round"] == 2);
  CHECK(l[4]["checked_in_at"].is_null());
  auto text = judgekit({"player", "list", "-e", e}).out;
  CHECK(text.find("M-77") != std::string::npos);
  CHECK(text.find("membership id") != std::string::npos);
  // The id is the player's: a second one with it is refused, nothing added.
  auto dup = judgekit({"player", "late-add", "-e", e, "X", "--id", "M-77"});
  CHECK(dup.exit_code == 2);
  CHECK(dup.err.find("id 'M-77' is already registered") != std::string::npos);
  CHECK(players_json(e).size() == 5);
}

TEST_CASE("check-in: round 1 pairs only checked-in players when required, names who was left out") {
  TempDir dir;
  std::string e = new_event(dir, 6);
  REQUIRE(judgekit({"player", "checkin", "-e", e, "--required", "on"}).exit_code == 0);
  REQUIRE(judgekit({"player", "checkin", "-e", e, "P1", "P2", "P3", "P4"}).exit_code == 0);
  auto again = judgekit({"player", "checkin", "-e", e, "P1"});
  CHECK(again.out == "already checked in: P1 (id 1)\n");
  // An unknown name changes nothing, the others included.
  CHECK(judgekit({"player", "checkin", "-e", e, "P5", "nobody"}).exit_code == 2);
  auto list = json::parse(judgekit({"player", "checkin", "-e", e, "--list", "--json"}).out);
  CHECK(list["required"] == true);
  CHECK(list["checked_in"].size() == 4);
  CHECK(list["not_checked_in"].size() == 2);
  auto pair = judgekit({"round", "pair", "-e", e});
  REQUIRE(pair.exit_code == 0);
  CHECK(pair.err.find("left out of round 1") != std::string::npos);
  CHECK(pair.err.find("P5 (id 5), P6 (id 6)") != std::string::npos);
  auto r1 = round_json(e);
  CHECK(r1["tables"].size() == 2);  // four players, two tables, no bye
  CHECK(table_of(r1, 5) == nullptr);
  CHECK(players_json(e)[4]["dropped_after_round"] == 0);

  SECTION("a check-in after pairing: the late arrival joins round 2 with a loss for round 1") {
    auto late = judgekit({"player", "checkin", "-e", e, "P5"});
    REQUIRE(late.exit_code == 0);
    CHECK(late.out == "checked in: P5 (id 5), left out of round 1, joins in round 2\n");
    finish_round(e);
    pair_round(e);
    CHECK(table_of(round_json(e), 5) != nullptr);
    CHECK(table_of(round_json(e), 6) == nullptr);
    // Taking a check-in back once round 1 is paired is refused.
    CHECK(judgekit({"player", "checkin", "-e", e, "--undo", "P1"}).exit_code == 2);
  }
}

TEST_CASE("check-in of a withdrawn entry: refused before and after round 1, one line, exit 2, nothing changed") {
  TempDir dir;
  std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "t", "--date", "2026-04-12", "--seed", "7", "--rounds", "3"}).exit_code == 0);
  REQUIRE(judgekit({"event", "registration", "-e", e, "--capacity", "2", "--waitlist", "on"}).exit_code == 0);
  const std::string csv = dir.file("pre.csv");
  std::ofstream(csv) << "name\nA\nB\nC\n";
  REQUIRE(judgekit({"player", "import", "-e", e, csv}).exit_code == 0);
  auto w = judgekit({"player", "withdraw", "-e", e, "A"});
  REQUIRE(w.exit_code == 0);
  CHECK(w.out.find("moved up from the waitlist: C") != std::string::npos);
  auto in_count = [&] { return json::parse(judgekit({"event", "registration", "-e", e, "--json"}).out)["entrants"].get<int>(); };
  auto refused = [&](const char* when) {
    INFO(when);
    const std::string before = jk::test::run({"sha256sum", e}).out;
    auto r = judgekit({"player", "checkin", "-e", e, "A"});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "judgekit: A withdrew their entry before round 1 and is not in the event; a withdrawn entry cannot check in\n");
    CHECK(jk::test::run({"sha256sum", e}).out == before);
    CHECK(in_count() == 2);
  };
  // Nor is the drop a withdrawal made undone: the seat went to C from the waitlist.
  auto undo_refused = [&](const char* when) {
    INFO(when);
    const std::string before = jk::test::run({"sha256sum", e}).out;
    auto r = judgekit({"player", "undrop", "-e", e, "A"});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: A withdrew their entry, and a withdrawal is not undone: register them again (a new entry, or a late entry)\n");
    CHECK(jk::test::run({"sha256sum", e}).out == before);
    CHECK(in_count() == 2);
  };
  refused("before round 1");
  undo_refused("before round 1");
  pair_round(e);
  refused("after round 1 is paired");
  undo_refused("after round 1 is paired");
  // Checked in together with a player who may: nothing is done, the other not checked in either.
  CHECK(judgekit({"player", "checkin", "-e", e, "B", "A"}).exit_code == 2);
  CHECK(players_json(e)[1]["checked_in_at"].is_null());
}

TEST_CASE("check-in of a player added without an entry and withdrawn: refused as well (the waitlist moved up)") {
  TempDir dir;
  std::string e = new_event(dir, 2);  // P1, P2 by `player add`: no entries
  REQUIRE(judgekit({"event", "registration", "-e", e, "--capacity", "2", "--waitlist", "on"}).exit_code == 0);
  const std::string csv = dir.file("pre.csv");
  std::ofstream(csv) << "name\nC\n";
  REQUIRE(judgekit({"player", "import", "-e", e, csv}).exit_code == 0);  // waitlisted
  auto w = judgekit({"player", "withdraw", "-e", e, "P1"});
  REQUIRE(w.exit_code == 0);
  CHECK(w.out.find("moved up from the waitlist: C") != std::string::npos);
  auto r = judgekit({"player", "checkin", "-e", e, "P1"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("P1 withdrew their entry before round 1") != std::string::npos);
  CHECK(json::parse(judgekit({"event", "registration", "-e", e, "--json"}).out)["entrants"] == 2);
}

TEST_CASE("a no-show dropped with no-shows --drop who arrives before round 1: checked in and back for round 1") {
  TempDir dir;
  std::string e = new_event(dir, 5);
  REQUIRE(judgekit({"player", "checkin", "-e", e, "P1", "P2", "P3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "no-shows", "-e", e, "--drop"}).exit_code == 0);
  REQUIRE(players_json(e)[3]["dropped_after_round"] == 0);
  auto back = judgekit({"player", "checkin", "-e", e, "P4"});
  INFO(back.err);
  REQUIRE(back.exit_code == 0);
  CHECK(back.out == "checked in: P4 (id 4), back in the event (the no-show drop is taken back)\n");
  const json p4 = players_json(e)[3];
  CHECK(p4["dropped_after_round"].is_null());
  CHECK(p4["joined_round"] == 1);
  CHECK_FALSE(p4["checked_in_at"].is_null());
  pair_round(e);
  CHECK(table_of(round_json(e), 4) != nullptr);  // plays round 1
  CHECK(table_of(round_json(e), 5) == nullptr);  // P5 still out
  // A player dropped after a round played is still refused, naming the way back.
  finish_round(e);
  REQUIRE(judgekit({"player", "drop", "-e", e, "P1"}).exit_code == 0);
  auto dropped = judgekit({"player", "checkin", "-e", e, "P1"});
  CHECK(dropped.exit_code == 2);
  CHECK(dropped.err.find("P1 dropped after round 1; take the drop back with `judgekit player undrop` first") != std::string::npos);
}

TEST_CASE("check-in not required: everyone is paired; no-shows --drop drops the rest in one step") {
  TempDir dir;
  std::string e = new_event(dir, 5);
  REQUIRE(judgekit({"player", "checkin", "-e", e, "P1", "P2", "P3"}).exit_code == 0);
  auto shows = judgekit({"player", "no-shows", "-e", e});
  CHECK(shows.out == "2 players have not checked in:\n  P4 (id 4)\n  P5 (id 5)\n");
  CHECK(players_json(e)[3]["dropped_after_round"].is_null());  // listing changes nothing
  auto drop = judgekit({"player", "no-shows", "-e", e, "--drop"});
  REQUIRE(drop.exit_code == 0);
  CHECK(drop.out == "dropped 2 players who did not check in:\n  P4 (id 4)\n  P5 (id 5)\n");
  CHECK(judgekit({"player", "no-shows", "-e", e}).out == "every player has checked in\n");
  pair_round(e);
  CHECK(round_json(e)["tables"].size() == 2);  // three players: a table and the bye
  REQUIRE(judgekit({"player", "late-add", "-e", e, "Q"}).exit_code == 0);
  auto after = judgekit({"player", "no-shows", "-e", e, "--drop"});
  CHECK(after.exit_code == 2);
  CHECK(after.err.find("round 1 is paired") != std::string::npos);
}

TEST_CASE("fixed seating and table numbers: a player kept at a table every round") {
  TempDir dir;
  std::string e = new_event(dir, 8);
  REQUIRE(judgekit({"player", "seat", "-e", e, "P6", "--table", "1"}).exit_code == 0);
  auto taken = judgekit({"player", "seat", "-e", e, "P7", "--table", "1"});
  CHECK(taken.exit_code == 2);
  CHECK(taken.err.find("table 1 is kept for P6") != std::string::npos);
  REQUIRE(judgekit({"event", "tables", "-e", e, "--from", "11", "--skip", "12"}).exit_code == 0);
  CHECK(judgekit({"event", "tables", "-e", e}).out == "tables are numbered from 11, leaving out 12\n");
  for (int round = 1; round <= 3; ++round) {
    pair_round(e);
    auto r = round_json(e);
    REQUIRE(table_of(r, 6) != nullptr);
    CHECK((*table_of(r, 6))["table"] == 1);
    std::vector<int> numbers;
    for (const auto& t : r["tables"]) numbers.push_back(t["table"].get<int>());
    CHECK(numbers == std::vector<int>{1, 11, 13, 14});
    // Results are entered by the numbers on the tables.
    finish_round(e);
  }
  CHECK(judgekit({"player", "seat", "-e", e, "P6", "--table", "0"}).exit_code == 2);
}

TEST_CASE("awarded byes: before round 1 and 3, marked awarded, scored as a bye; refused for a paired round") {
  TempDir dir;
  std::string e = new_event(dir, 6, "3");
  REQUIRE(judgekit({"player", "bye", "-e", e, "P1", "--rounds", "1"}).exit_code == 0);
  REQUIRE(judgekit({"player", "bye", "-e", e, "P2", "--rounds", "3"}).exit_code == 0);
  CHECK(judgekit({"player", "bye", "-e", e, "P2", "--rounds", "4"}).exit_code == 2);  // the event has 3 rounds
  pair_round(e);
  auto r1 = round_json(e);
  // P1's awarded bye, and five others: two tables and the pairing's own bye.
  int awarded = 0, byes = 0;
  for (const auto& t : r1["tables"]) {
    byes += t["bye"].get<bool>();
    awarded += t["awarded"].get<bool>();
    if (t["awarded"].get<bool>()) CHECK(t["players"][0]["id"] == 1);
  }
  CHECK(byes == 2);
  CHECK(awarded == 1);
  CHECK(judgekit({"round", "show", "-e", e}).out.find("bye (awarded)") != std::string::npos);
  // Every face marks the awarded bye, and only it.
  check_awarded_marked(dir, e);
  // Scored as any bye (docs/events.md): the pairing's own bye of round 1 and the awarded one give the
  // same match, games, points and tiebreakers.
  std::int64_t ordinary = 0;
  for (const auto& t : r1["tables"])
    if (t["bye"].get<bool>() && !t["awarded"].get<bool>()) ordinary = t["players"][0]["id"].get<std::int64_t>();
  REQUIRE(ordinary != 0);
  finish_round(e);
  const json results = json::parse(judgekit({"export", "-e", e, "--kind", "results", "--format", "json", "--round", "1"}).out);
  json bye_seats = json::array();
  for (const auto& m : results["rounds"][0]["matches"])
    if (m["bye"].get<bool>()) {
      json seat = m["players"][0];
      seat.erase("player_id"), seat.erase("name"), seat.erase("reading");
      bye_seats.push_back({seat, m["result"]});
    }
  REQUIRE(bye_seats.size() == 2);
  CHECK(bye_seats[0] == bye_seats[1]);
  CHECK(bye_seats[0][0]["outcome"] == "win");
  CHECK(bye_seats[0][0]["games_won"] == 1);  // best of 1: the bye is 1-0
  auto standing_of = [](const json& rows, std::int64_t id) {
    for (json row : rows)
      if (row["player_id"] == id) {
        for (const char* k : {"rank", "player_id", "name", "reading", "external_id", "place", "finish"}) row.erase(k);
        return row;
      }
    FAIL("no standings row for player " << id);
    return json();
  };
  const json rows = json::parse(judgekit({"standings", "-e", e, "--json"}).out);
  const json a = standing_of(rows, 1), b = standing_of(rows, ordinary);
  CHECK(a == b);  // points, record, every tiebreaker of the chain
  CHECK(a["points"] == 3);
  CHECK(a["wins"] == 1);
  auto late = judgekit({"player", "bye", "-e", e, "P3", "--rounds", "1-2"});
  CHECK(late.exit_code == 2);
  CHECK(late.err.find("round 1 is already paired") != std::string::npos);
  finish_round(e);
  pair_round(e);
  finish_round(e);
  pair_round(e);
  auto r3 = round_json(e);
  REQUIRE(table_of(r3, 2) != nullptr);
  CHECK((*table_of(r3, 2))["awarded"] == true);
  finish_round(e);
  auto st = json::parse(judgekit({"standings", "-e", e, "--json"}).out);
  for (const auto& row : st)
    if (row["player_id"] == 1) CHECK(row["points"].get<int>() >= 3);  // the bye's points
}

TEST_CASE("pairing restrictions: kept apart while possible, named with the reason when not") {
  TempDir dir;
  SECTION("honoured in every round it covers") {
    std::string e = new_event(dir, 4);
    REQUIRE(judgekit({"pairing", "avoid", "-e", e, "P1", "P2", "--rounds", "1-3"}).exit_code == 0);
    REQUIRE(judgekit({"pairing", "avoid", "-e", e, "P3", "P4"}).exit_code == 0);
    CHECK(judgekit({"pairing", "avoid", "-e", e}).out ==
          "P1 (id 1) and P2 (id 2) are kept apart in rounds 1-3\nP3 (id 3) and P4 (id 4) are kept apart in every round\n");
    for (int round = 1; round <= 2; ++round) {
      auto p = judgekit({"round", "pair", "-e", e});
      REQUIRE(p.exit_code == 0);
      CHECK(p.err.find("kept apart") == std::string::npos);
      auto r = round_json(e);
      CHECK(table_of(r, 1) != table_of(r, 2));
      CHECK(table_of(r, 3) != table_of(r, 4));
      finish_round(e);
    }
  }
  SECTION("one player to be kept from all three others: one restriction breaks, named") {
    std::string e = new_event(dir, 4);
    for (const char* q : {"P2", "P3", "P4"}) REQUIRE(judgekit({"pairing", "avoid", "-e", e, "P1", q}).exit_code == 0);
    auto p = judgekit({"round", "pair", "-e", e});
    REQUIRE(p.exit_code == 0);
    CHECK(p.err.find("no pairing of round 1 keeps them apart") != std::string::npos);
    auto j = json::parse(judgekit({"round", "unpair", "-e", e}).exit_code == 0 ? judgekit({"round", "pair", "-e", e, "--json"}).out : "{}");
    CHECK(j["avoids_broken"].size() == 1);
  }
  SECTION("refusals: one player twice, rounds not from 1, removing what is not there") {
    std::string e = new_event(dir, 4);
    CHECK(judgekit({"pairing", "avoid", "-e", e, "P1", "P1"}).exit_code == 2);
    CHECK(judgekit({"pairing", "avoid", "-e", e, "P1", "P2", "--rounds", "2-3"}).exit_code == 2);
    CHECK(judgekit({"pairing", "avoid", "-e", e, "P1", "P2", "--remove"}).exit_code == 2);
  }
}

TEST_CASE("deck register --dir: every list in one command, by file name; all or nothing") {
  TempDir dir;
  const std::string src = JK_SOURCE_DIR "/docs/examples/decklint/";
  const std::string cards = src + "economica-cards.csv";
  std::string e = dir.file("d.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "t", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "-e", e, "佐藤 花子", "鈴木 一郎", "田中 次郎"}).exit_code == 0);
  REQUIRE(judgekit({"player", "rename", "-e", e, "3", "--id", "M-3"}).exit_code == 0);
  const std::string code = json::parse(judgekit({"player", "list", "-e", e, "--json", "--codes"}).out)[1]["code"];
  const std::string lists = dir.file("lists");
  std::filesystem::create_directory(lists);
  auto copy = [&](const std::string& from, const std::string& to) { jk::test::write_file(lists + "/" + to, jk::test::read_file(src + from)); };
  copy("legal.txt", "佐藤花子.txt");   // by name
  copy("e0043.txt", code + ".txt");    // by personal code
  copy("legal.txt", "M-3.txt");        // by membership id
  auto decks = [&] { return json::parse(judgekit({"deck", "list", "-e", e, "--json"}).out); };

  SECTION("all three, one transaction; the exit code is the worst verdict") {
    auto r = judgekit({"deck", "register", "-e", e, "--cards", cards, "--dir", lists});
    CHECK(r.exit_code == 1);  // 鈴木's list is illegal
    CHECK(r.out.find("registered 3 decklists: 2 legal, 1 illegal, 0 unverified") != std::string::npos);
    for (const auto& d : decks()) CHECK(d["verdict"] != "missing");
  }
  SECTION("a file naming nobody: refused with its name, nothing registered") {
    copy("legal.txt", "山田.txt");
    auto r = judgekit({"deck", "register", "-e", e, "--cards", cards, "--dir", lists});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("山田.txt") != std::string::npos);
    for (const auto& d : decks()) CHECK(d["verdict"] == "missing");
  }
  SECTION("two files for one player: refused, nothing registered") {
    copy("legal.txt", "3.txt");
    auto r = judgekit({"deck", "register", "-e", e, "--cards", cards, "--dir", lists});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("names the same player as") != std::string::npos);
    for (const auto& d : decks()) CHECK(d["verdict"] == "missing");
  }
  SECTION("an unreadable list: nothing registered") {
    copy("registration/004-yamada.txt", "M-3.txt");  // UTF-8 with a Shift_JIS line
    auto r = judgekit({"deck", "register", "-e", e, "--cards", cards, "--dir", lists});
    CHECK(r.exit_code == 2);
    for (const auto& d : decks()) CHECK(d["verdict"] == "missing");
  }
}

TEST_CASE("event export and import keep check-ins, fixed tables, awarded byes and restrictions") {
  TempDir dir;
  std::string e = new_event(dir, 6);
  REQUIRE(judgekit({"player", "checkin", "-e", e, "P1", "P2"}).exit_code == 0);
  REQUIRE(judgekit({"player", "seat", "-e", e, "P3", "--table", "5"}).exit_code == 0);
  REQUIRE(judgekit({"player", "bye", "-e", e, "P4", "--rounds", "2-3"}).exit_code == 0);
  REQUIRE(judgekit({"pairing", "avoid", "-e", e, "P5", "P6", "--rounds", "1-2"}).exit_code == 0);
  auto out = judgekit({"event", "export", "-e", e});
  REQUIRE(out.exit_code == 0);
  json state = json::parse(out.out);
  CHECK(state["awarded_byes"].size() == 2);
  CHECK(state["pairing_avoids"][0]["last_round"] == 2);
  CHECK(state["players"][2]["fixed_table"] == 5);
  CHECK(!state["players"][0]["checked_in_at"].is_null());
  jk::test::write_file(dir.file("state.json"), out.out);
  REQUIRE(judgekit({"event", "import", dir.file("copy.jkevent"), dir.file("state.json")}).exit_code == 0);
  CHECK(judgekit({"event", "export", "-e", dir.file("copy.jkevent")}).out == out.out);
  // A restriction naming a player the file does not have is refused with its path.
  state["pairing_avoids"][0]["players"][1] = 99;
  jk::test::write_file(dir.file("bad.json"), state.dump());
  auto bad = judgekit({"event", "import", dir.file("bad.jkevent"), dir.file("bad.json")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("$.pairing_avoids[0].players[1]") != std::string::npos);
}
