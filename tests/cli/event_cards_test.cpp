// Card lists belong to the event (issue 26): `cards import --event`, `cards list`, and the card
// list every verdict records.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <regex>

#include <nlohmann/json.hpp>

#include "run.hpp"

using jk::test::judgekit;
using nlohmann::json;

namespace {

const std::string kExamples = JK_SOURCE_DIR "/docs/examples/decklint/";

// An Economica event of two players; no list imported on this machine.
struct EventWithCards {
  jk::test::TempDir dir;
  std::string e = dir.file("ec.jkevent");
  EventWithCards() {
    setenv("JUDGEKIT_DATA", dir.file("data").c_str(), 1);
    REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "E", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
    REQUIRE(judgekit({"player", "add", "--event", e, "佐藤", "鈴木", "田中"}).exit_code == 0);
  }
  // The organiser's list with the costs of A0002 and A0003 raised: no asset of cost 0 is left.
  std::string costly_list() const {
    std::string text = jk::test::read_file(kExamples + "economica-cards.csv");
    text = std::regex_replace(text, std::regex("(A000[23]/V1[SB],[^,]+,asset,)0"), "$011");
    const std::string path = dir.file("costly.csv");
    jk::test::write_file(path, text);
    return path;
  }
  json deck(int player) const {
    auto r = judgekit({"deck", "show", "--event", e, std::to_string(player), "--json"});
    return json::parse(r.out);
  }
};

std::string sha_of(const json& deck_shown, const std::string& kind) {
  for (const auto& l : deck_shown["card_lists"])
    if (l["kind"] == kind) return l["sha256"].get<std::string>();
  return "";
}

}  // namespace

TEST_CASE("the event's card list turns an unverified verdict into legal, then illegal when re-imported") {
  EventWithCards ev;
  const std::string legal = kExamples + "legal.txt";
  // Before: the pack gives no costs, 3-4 cannot be checked.
  CHECK(judgekit({"deck", "register", "--event", ev.e, "1", legal}).exit_code == 1);
  CHECK(ev.deck(1)["verdict"] == "unverified");
  CHECK(ev.deck(1)["card_lists"] == json::parse(R"([{"kind": "pack", "source": "economica", "sha256": null}])"));

  auto imp = judgekit({"cards", "import", kExamples + "economica-cards.csv", "--event", ev.e});
  REQUIRE(imp.exit_code == 0);
  CHECK(imp.out.find("imported 20 cards into the event's card list") != std::string::npos);
  CHECK(judgekit({"deck", "register", "--event", ev.e, "2", legal}).exit_code == 0);
  const json two = ev.deck(2);
  CHECK(two["verdict"] == "legal");
  const std::string first_hash = sha_of(two, "event");
  CHECK(first_hash.size() == 64);
  // deck check --event uses the event's list too.
  CHECK(judgekit({"deck", "check", "--event", ev.e, legal}).exit_code == 0);

  // Re-import: replaces the snapshot; verdicts stored keep the list they used.
  auto again = judgekit({"cards", "import", ev.costly_list(), "--event", ev.e});
  REQUIRE(again.exit_code == 0);
  CHECK(again.out.find("replaces the list sha256 " + first_hash.substr(0, 12)) != std::string::npos);
  CHECK(judgekit({"deck", "register", "--event", ev.e, "3", legal}).exit_code == 1);
  const json three = ev.deck(3);
  CHECK(three["verdict"] == "illegal");
  CHECK(sha_of(three, "event") != first_hash);
  CHECK(sha_of(ev.deck(2), "event") == first_hash);
  CHECK(ev.deck(2)["verdict"] == "legal");
  auto shown = judgekit({"deck", "show", "--event", ev.e, "2"});
  CHECK(shown.out.find("card list: the game pack's list (economica) + the event's list " + kExamples + "economica-cards.csv (sha256 " +
                       first_hash.substr(0, 12) + ")") != std::string::npos);
  auto list = json::parse(judgekit({"deck", "list", "--event", ev.e, "--json"}).out);
  CHECK(list[0]["card_lists"].size() == 1);
  CHECK(list[2]["card_lists"][1]["sha256"] == sha_of(three, "event"));

  // Outside an event, deck check keeps today's behaviour: the pack's list alone.
  auto outside = judgekit({"deck", "check", "--game", "economica", "--date", "2015-08-08", legal});
  CHECK(outside.exit_code == 1);
  CHECK(outside.out.find("unverified") != std::string::npos);
}

TEST_CASE("a bad card list names its file and line, exits 2 and changes nothing") {
  EventWithCards ev;
  REQUIRE(judgekit({"cards", "import", kExamples + "economica-cards.csv", "--event", ev.e}).exit_code == 0);
  const std::string before = jk::test::read_file(ev.e);
  const std::string bad = ev.dir.file("bad.csv");
  jk::test::write_file(bad, "number,name,type,cost\nA0002/V1S,定期預金,asset,0\nA0003/V1S,日本株,asset,abc\n");
  auto r = judgekit({"cards", "import", bad, "--event", ev.e});
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.rfind("judgekit: " + bad + ":3: ", 0) == 0);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(jk::test::read_file(ev.e) == before);
  auto listed = json::parse(judgekit({"cards", "list", "--event", ev.e, "--json"}).out);
  CHECK(listed["card_list"]["source"] == kExamples + "economica-cards.csv");
  CHECK(listed["cards"].size() == 20);
}

TEST_CASE("cards list: the event's list and where it came from, or the pack's; unknown stays unknown") {
  EventWithCards ev;
  auto none = judgekit({"cards", "list", "--event", ev.e});
  CHECK(none.exit_code == 0);
  CHECK(none.out.find("the event has no list of its own") != std::string::npos);
  auto pack = json::parse(judgekit({"cards", "list", "--game", "economica", "--json"}).out);
  CHECK(pack["card_list"]["kind"] == "pack");
  CHECK(pack["imported_at"].is_null());
  for (const auto& c : pack["cards"])
    if (c["number"] == "A0003/V1S") CHECK(c["cost"].is_null());
  auto table = judgekit({"cards", "list", "--game", "economica"});
  CHECK(table.out.find("unknown") != std::string::npos);
  REQUIRE(judgekit({"cards", "import", kExamples + "economica-cards.csv", "--event", ev.e}).exit_code == 0);
  auto own = json::parse(judgekit({"cards", "list", "--event", ev.e, "--json"}).out);
  CHECK(own["card_list"]["kind"] == "event");
  CHECK(own["imported_at"].is_string());
  for (const auto& c : own["cards"])
    if (c["number"] == "A0003/V1S") CHECK(c["cost"] == 0);
  // A list for another game is refused.
  auto wrong = judgekit({"cards", "import", kExamples + "scp-cards.csv", "--event", ev.e, "--game", "scp-tcg-jp-j"});
  CHECK(wrong.exit_code == 2);
  CHECK(wrong.err.find("differs from the event's game") != std::string::npos);
}

TEST_CASE("export and import carry the event's card list and its sign-ups; a changed list is refused") {
  EventWithCards ev;
  REQUIRE(judgekit({"cards", "import", kExamples + "economica-cards.csv", "--event", ev.e}).exit_code == 0);
  REQUIRE(judgekit({"event", "registration", "--event", ev.e, "--open", "--capacity", "4", "--waitlist", "on"}).exit_code == 0);
  const std::string csv = ev.dir.file("pre.csv");
  jk::test::write_file(csv, "id,name,reading\nM1,高橋,たかはし\nM2,小林,こばやし\n");  // the fourth place, then the waitlist
  REQUIRE(judgekit({"player", "import", "--event", ev.e, csv}).exit_code == 0);
  auto exported = judgekit({"event", "export", "--event", ev.e});
  REQUIRE(exported.exit_code == 0);
  json state = json::parse(exported.out);
  REQUIRE(state["registrations"].size() == 2);
  CHECK(state["registrations"][1]["status"] == "waitlisted");
  REQUIRE(state["card_list"].is_object());

  const std::string copy = ev.dir.file("copy.jkevent"), file = ev.dir.file("state.json");
  jk::test::write_file(file, state.dump());
  auto imported = judgekit({"event", "import", copy, file});
  INFO(imported.err);
  REQUIRE(imported.exit_code == 0);
  // The same list (source and hash), the same cards, the same waitlist.
  CHECK(json::parse(judgekit({"cards", "list", "--event", copy, "--json"}).out) == json::parse(judgekit({"cards", "list", "--event", ev.e, "--json"}).out));
  CHECK(judgekit({"player", "waitlist", "--event", copy, "--json"}).out == judgekit({"player", "waitlist", "--event", ev.e, "--json"}).out);
  CHECK(json::parse(judgekit({"event", "export", "--event", copy}).out)["registrations"] == state["registrations"]);

  // A list edited after the export no longer matches the hash the verdicts name: refused, no file.
  json edited = state;
  edited["card_list"]["list"] = edited["card_list"]["list"].get<std::string>() + "A9999/V1S,偽物,asset,0\n";
  jk::test::write_file(file, edited.dump());
  const std::string bad = ev.dir.file("bad.jkevent");
  auto refused = judgekit({"event", "import", bad, file});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("$.card_list.sha256: does not match the list's text") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(bad));
  // A registration naming a player the file does not have: refused.
  edited = state;
  edited["registrations"][0]["player"] = 99;
  jk::test::write_file(file, edited.dump());
  auto orphan = judgekit({"event", "import", bad, file});
  CHECK(orphan.exit_code == 2);
  CHECK(orphan.err.find("$.registrations[0].player: no player with id 99") != std::string::npos);
  // A name registration would refuse (a control character): refused here too.
  edited = state;
  edited["registrations"][0]["name"] = "高\u0007橋";
  jk::test::write_file(file, edited.dump());
  auto control = judgekit({"event", "import", bad, file});
  CHECK(control.exit_code == 2);
  CHECK(control.err.find("$.registrations[0]: ") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(bad));
}
