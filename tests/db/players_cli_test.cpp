// A player named in another form of their kanji, in the commands a judge types (every command
// reads PLAYER with jk::resolve_player): found, and said on stderr in the reader's language.
#include <catch2/catch.hpp>

#include "run.hpp"

using jk::test::judgekit;
using jk::test::has;

namespace {

struct Event {
  jk::test::TempDir dir;
  std::string path = dir.file("cup.jkevent");
  Event() {
    REQUIRE(judgekit({"event", "create", path, "--game", "economica", "--name", "杯", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
    REQUIRE(judgekit({"player", "add", "-e", path, "髙橋 一郎", "山﨑 花子", "渡邊 翔", "斎藤 健"}).exit_code == 0);
  }
};

}  // namespace

TEST_CASE("penalty add and list: 高橋 finds 髙橋 and says so; JSON stays clean") {
  Event e;
  auto add = judgekit({"penalty", "add", "高橋", "--infraction", "5-1-1", "--penalty", "warning", "--event", e.path});
  CHECK(add.exit_code == 0);
  CHECK(has(add.err, "judgekit: 高橋: read as 髙橋 一郎\n"));
  auto list = judgekit({"penalty", "list", "高橋", "--event", e.path, "--json"});
  CHECK(list.exit_code == 0);
  CHECK(has(list.out, "髙橋 一郎"));
  CHECK(list.out.find("read as") == std::string::npos);  // stdout is the JSON only
  auto ja = judgekit({"--lang", "ja", "penalty", "list", "山崎", "--event", e.path});
  CHECK(ja.exit_code == 0);
  CHECK(has(ja.err, "judgekit: 山崎: 山﨑 花子 と解釈しました\n"));
}

TEST_CASE("player drop and deck register read 渡辺 as 渡邊; 斉藤 is not 斎藤") {
  Event e;
  auto drop = judgekit({"player", "drop", "-e", e.path, "渡辺"});
  CHECK(drop.exit_code == 0);
  CHECK(has(drop.err, "渡辺: read as 渡邊 翔"));
  auto other = judgekit({"player", "drop", "-e", e.path, "斉藤"});
  CHECK(other.exit_code == 2);
  CHECK(has(other.err, "no player '斉藤' in the event"));
  auto exact = judgekit({"player", "drop", "-e", e.path, "斎藤"});
  CHECK(exact.exit_code == 0);
  CHECK_FALSE(has(exact.err, "read as"));
}
