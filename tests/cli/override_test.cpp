#include <catch2/catch.hpp>

#include <thread>

#include "event_file.hpp"
#include "run.hpp"

using jk::test::judgekit;

TEST_CASE("two judges adding event overrides at once: every override lands") {
  jk::test::TempDir dir;
  std::string e = dir.file("scp.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "S", "--date", "2024-05-01", "--seed", "1"}).exit_code == 0);
  const int per_judge = 8;
  auto judge = [&](int who) {
    for (int i = 0; i < per_judge; ++i) {
      std::string xml = "<change rule=\"sb-size\" exact=\"" + std::to_string(16 + who * per_judge + i) + "\"/>";
      auto r = jk::test::run({JK_BINARY, "deck", "override", "--event", e, "--xml", xml, "--reason", "judge " + std::to_string(who)});
      CHECK(r.exit_code == 0);
    }
  };
  setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 1);
  std::thread a(judge, 0), b(judge, 1);
  a.join();
  b.join();
  auto list = judgekit({"deck", "override", "--event", e, "--json"});
  REQUIRE(list.exit_code == 0);
  std::size_t count = 0;
  for (std::size_t at = list.out.find("\"xml\""); at != std::string::npos; at = list.out.find("\"xml\"", at + 1)) ++count;
  CHECK(count == 2 * per_judge);
}

TEST_CASE("an override limiting a card the list does not hold is refused, not silently inert") {
  jk::test::TempDir dir;
  std::string e = dir.file("ec.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "E", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
  auto bad = judgekit({"deck", "override", "--event", e, "--xml",
                       "<add><rule id=\"x\" kind=\"card-limit\" card=\"存在しないカード\" max=\"0\" cite=\"6-3\"/></add>", "--reason", "r"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("not in the card list") != std::string::npos);
  auto good = judgekit({"deck", "override", "--event", e, "--xml",
                        "<add><rule id=\"x\" kind=\"card-limit\" card=\"日本株\" max=\"2\" cite=\"6-3\"/></add>", "--reason", "r"});
  CHECK(good.exit_code == 0);
}
