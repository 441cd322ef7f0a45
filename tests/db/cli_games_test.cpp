#include <catch2/catch.hpp>

#include "run.hpp"

using jk::test::judgekit;

TEST_CASE("judgekit games --json lists the five packs with their names") {
  auto r = judgekit({"games", "--json"});
  CHECK(r.exit_code == 0);
  for (const char* id : {"economica", "roeup", "imitation-world", "scp-tcg-jp-j", "tochi-jinbutsu"})
    CHECK(r.out.find(std::string("\"id\": \"") + id + "\"") != std::string::npos);
  CHECK(r.out.find("エコノミカ") != std::string::npos);
}

TEST_CASE("judgekit games show economica: formats, cited rules, revisions, match structure") {
  auto r = judgekit({"games", "show", "economica", "--date", "2015-08-08"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("[economica 3-1]") != std::string::npos);
  CHECK(r.out.find("[economica 3-3; revised 2015-08-05, in force from 2015-08-06]") != std::string::npos);
  CHECK(r.out.find("casual") != std::string::npos);
  CHECK(r.out.find("best of 1") != std::string::npos);
  // The day before 2015-08-06 the E0043 limit is listed only among the revisions, not in force.
  auto before = judgekit({"games", "show", "economica", "--date", "2015-08-05"});
  CHECK(before.exit_code == 0);
  auto rev = before.out.find("Revisions");
  REQUIRE(rev != std::string::npos);
  CHECK(before.out.substr(0, rev).find("e0043-limit") == std::string::npos);
  CHECK(before.out.find("e0043-limit", rev) != std::string::npos);
  CHECK(r.out.substr(0, r.out.find("Revisions")).find("e0043-limit") != std::string::npos);
}

TEST_CASE("judgekit games show nosuchgame exits 2 and names the known packs") {
  auto r = judgekit({"games", "show", "nosuchgame"});
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("known packs: economica") != std::string::npos);
}

TEST_CASE("judgekit cards import: a bad row is reported with its line, exit 2") {
  jk::test::TempDir dir;
  setenv("JUDGEKIT_DATA", dir.path.c_str(), 1);
  jk::test::write_file(dir.file("bad.csv"), "number,name,cost\nX1,a,1\nX2,b,many\n");
  auto r = judgekit({"cards", "import", "--game", "economica", dir.file("bad.csv")});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("bad.csv:3:") != std::string::npos);
  jk::test::write_file(dir.file("good.csv"), "number,name,cost\nX1,a,1\n");
  auto ok = judgekit({"cards", "import", "--game", "economica", dir.file("good.csv")});
  CHECK(ok.exit_code == 0);
  CHECK(ok.out.find("imported 1 cards") != std::string::npos);
  unsetenv("JUDGEKIT_DATA");
}
