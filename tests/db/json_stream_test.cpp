// parse_json_streamed: a member's elements handed over one at a time and let go, the members
// before it first; a document that cannot be streamed read whole and handed over the same way;
// the memory refused is what the reading keeps.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "errors.hpp"
#include "json_stream.hpp"
#include "run.hpp"

using jk::test::error_of;
using nlohmann::json;

namespace {

// What the stream saw: the members `begin` was given, the count, and each element with its index.
struct Seen {
  std::vector<std::string> before;
  bool whole = false;
  std::size_t count = 0;  // as `begin` was told: none when read whole
  std::vector<std::string> elements;
  json rest;
};

Seen streamed(const std::string& text, std::size_t memory_limit = 0) {
  Seen seen;
  jk::JsonStream stream{{"rounds", {"event", "players"}}, nullptr, nullptr, memory_limit};
  stream.begin = [&](const json& before, std::optional<std::size_t> count) {
    for (const auto& [name, value] : before.items()) seen.before.push_back(name + "=" + value.dump());
    seen.whole = !count;
    seen.count = count.value_or(0);
  };
  stream.take = [&](json& element, std::size_t index) { seen.elements.push_back(std::to_string(index) + ":" + element.dump()); };
  seen.rest = jk::parse_json_streamed(text, "state.json", stream);
  return seen;
}

}  // namespace

TEST_CASE("json_stream: the members before the array first, then each element, and the rest kept") {
  const Seen s = streamed(R"({"format":"f","event":{"n":1},"players":[1,2],"rounds":[{"r":1},[2],3,"four"],"decks":[5]})");
  CHECK(s.before == std::vector<std::string>{"event={\"n\":1}", "format=\"f\"", "players=[1,2]"});
  CHECK(!s.whole);
  CHECK(s.count == 4);
  CHECK(s.elements == std::vector<std::string>{"0:{\"r\":1}", "1:[2]", "2:3", "3:\"four\""});
  // The document back whole but for the elements: what came before, the empty array, what came after.
  CHECK(s.rest == json::parse(R"({"format":"f","event":{"n":1},"players":[1,2],"rounds":[],"decks":[5]})"));
}

TEST_CASE("json_stream: a document that cannot be streamed is read whole and handed over alike") {
  struct Case {
    const char* why;
    const char* text;
    std::size_t count;
  };
  const Case cases[] = {
      {"players after the rounds", R"({"event":1,"rounds":[{"r":1},{"r":2}],"players":[7]})", 2},
      {"the rounds twice", R"({"event":1,"players":[7],"rounds":[{"r":1}],"rounds":[{"r":1},{"r":2}]})", 2},
      {"no rounds", R"({"event":1,"players":[7]})", 0},
      {"rounds not a list", R"({"event":1,"players":[7],"rounds":{"r":1}})", 0},
      {"a list at the top", R"([{"rounds":[1]}])", 0},
  };
  for (const Case& c : cases) {
    INFO(c.why);
    const Seen s = streamed(c.text);
    CHECK(s.whole);
    CHECK(s.count == 0);
    CHECK(s.elements.size() == c.count);
    // `begin` had the whole document, the rounds (if a list) among it.
    CHECK(s.before.size() == json::parse(c.text).size());
  }
  // Whole, the last of two "rounds" is the one read, as a parser reads it.
  CHECK(streamed(cases[1].text).elements == std::vector<std::string>{"0:{\"r\":1}", "1:{\"r\":2}"});
}

TEST_CASE("json_stream: a member spelled with an escape after the rounds is refused, not read twice") {
  // The pass before the parse compares keys as written; the parser reads "pl\u0061yers" as "players".
  CHECK(error_of([] { streamed(R"({"event":1,"players":[1],"rounds":[{"r":1}],"pl\u0061yers":[2]})"); }) ==
        "state.json: $.players appears where a judgekit export does not put it (twice, or after $.rounds); export the event again");
  CHECK(error_of([] { streamed(R"({"event":1,"rounds":[{"r":1}],"r\u006funds":[{"r":2}]})"); }) ==
        "state.json: $.rounds appears where a judgekit export does not put it (twice, or after $.rounds); export the event again");
}

TEST_CASE("json_stream: the memory refused is the rest and the largest element, at its limit") {
  // 100 rounds of 20 empty objects each: about 200 KB as a whole document, about 2 KB a round.
  std::string rounds;
  for (int r = 0; r < 100; ++r) {
    rounds += r ? ",[{}" : "[{}";
    for (int k = 1; k < 20; ++k) rounds += ",{}";
    rounds += "]";
  }
  const std::string in_order = R"({"event":1,"players":[],"rounds":[)" + rounds + "]}";
  const std::string players_last = R"({"event":1,"rounds":[)" + rounds + R"(],"players":[]})";
  const jk::JsonShape whole = jk::scan_json(players_last, "state.json", nullptr);
  jk::StreamedMember member{"rounds", {"event", "players"}};
  const jk::JsonShape shape = jk::scan_json(in_order, "state.json", &member);
  REQUIRE(shape.streamable);
  CHECK(shape.elements == 100);
  CHECK(shape.memory == whole.memory);
  CHECK(shape.streamed_memory * 50 < shape.memory);
  // At the streamed figure it is read; a byte under, refused; read whole, it would need the whole figure.
  CHECK(streamed(in_order, shape.streamed_memory).count == 100);
  CHECK(streamed(in_order, shape.streamed_memory).elements.size() == 100);
  const std::string over = error_of([&] { streamed(in_order, shape.streamed_memory - 1); });
  CHECK(over.find("state.json: reading this JSON would take about ") == 0);
  CHECK(error_of([&] { streamed(players_last, shape.memory - 1); }).find("state.json: reading this JSON would take about ") == 0);
  CHECK(streamed(players_last, shape.memory).elements.size() == 100);
}

TEST_CASE("json_stream: a syntax error after rounds were handed over names its line") {
  std::vector<std::string> taken;
  jk::JsonStream stream{{"rounds", {}}, [](const json&, std::optional<std::size_t>) {}, [&](json& e, std::size_t) { taken.push_back(e.dump()); }, 0};
  CHECK(error_of([&] { jk::parse_json_streamed("{\"rounds\":[\n1,\n2,\n}", "state.json", stream); }).find("state.json:4: not valid JSON: syntax error") == 0);
  CHECK(taken == std::vector<std::string>{"1", "2"});  // what came before the error was handed over: the caller's transaction undoes it
}

TEST_CASE("json_stream: the memory left to a document shrinks as its text passes 64 MB") {
  CHECK(jk::json_memory_limit(0) == jk::kMaxJsonMemory);
  CHECK(jk::json_memory_limit(std::size_t{64} << 20) == jk::kMaxJsonMemory);
  CHECK(jk::json_memory_limit((std::size_t{64} << 20) + 1) == jk::kMaxJsonMemory - 1);
  CHECK(jk::json_memory_limit(std::size_t{160} << 20) == std::size_t{64} << 20);
  CHECK(jk::json_memory_limit(jk::kMaxJsonTextAndMemory) == 0);
}
