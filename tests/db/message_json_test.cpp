// A Message kept in a file and read back words the same in both languages (db/message_json.hpp).
#include <catch2/catch.hpp>

#include "message_json.hpp"

using jk::Lang;
using jk::Message;
using jk::MessageArg;
using nlohmann::json;

namespace {

Message read_back(const Message& m) { return jk::message_from_json(json::parse(jk::message_json(m).dump())); }

}  // namespace

TEST_CASE("message_json: a message read back words as it did, in each language", "[message_json]") {
  const Message card{jk::N_("{card} ×{n}, at most {max}{also}"),
                     {MessageArg("card", "A0003 (name unknown)", "A0003（名前不明）"), MessageArg("n", "4"), MessageArg("max", "3"),
                      jk::arg("also", Message{jk::N_(" (also on line {lines})"), {{"lines", "5"}}})}};
  const Message cite = jk::concatenated({jk::verbatim("economica 3-3"),
                                         Message{jk::N_("; revised {announced}, in force from {effective}"), {{"announced", "2015-08-05"}, {"effective", "2015-08-06"}}}});
  for (const Message& m : {card, cite}) {
    const Message back = read_back(m);
    for (Lang lang : {Lang::ja, Lang::en}) CHECK(back.str(lang) == m.str(lang));
  }
  CHECK(read_back(card).str(Lang::ja) == "A0003（名前不明） ×4、上限は3枚（5行目にも）");
  CHECK(read_back(cite).str(Lang::ja) == "economica 3-3; 2015-08-05改定、2015-08-06施行");
  CHECK(jk::message_json(Message{}).is_null());
  // concatenated splices parts that are themselves parts: the file keeps one level.
  const Message twice = jk::concatenated({cite, jk::verbatim("!")});
  CHECK(jk::message_json(twice)["args"][0]["nested"].size() == 3);
  CHECK(twice.str(Lang::en) == "economica 3-3; revised 2015-08-05, in force from 2015-08-06!");
}

TEST_CASE("message_json: what is not a message reads as none; arguments that are not objects are skipped", "[message_json]") {
  for (const char* text : {"null", "\"economica 3-3\"", "{}", "{\"id\": 3}", "[]"}) {
    INFO(text);
    CHECK(jk::message_from_json(json::parse(text)).empty());
  }
  const Message m = jk::message_from_json(json::parse(R"({"id": "{a}-{b}", "args": [7, {"name": "a", "text": "x"}, "b"]})"));
  CHECK(m.str(Lang::en) == "x-{b}");  // a placeholder with no value shows as written
}

TEST_CASE("message_json: nesting beyond 32 levels reads as nothing past the limit", "[message_json]") {
  auto nested = [](int depth) {  // as a file holds it: parsed, never copied
    std::string text;
    for (int i = 0; i < depth; ++i) text += R"j({"id": "({x})", "args": [{"name": "x", "nested": [)j";
    text += R"({"id": "leaf"})";
    for (int i = 0; i < depth; ++i) text += "]}]}";
    return json::parse(text);
  };
  CHECK(jk::message_from_json(nested(32)).str(Lang::en) == std::string(32, '(') + "leaf" + std::string(32, ')'));
  CHECK(jk::message_from_json(nested(33)).str(Lang::en) == std::string(33, '(') + std::string(33, ')'));
  CHECK(jk::message_from_json(nested(100000)).str(Lang::en).size() == 66);  // no stack exhausted
}
