// judgekit publish: the same pages as static files, event.json, and nothing private.
#include <catch2/catch.hpp>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "fixture_event.hpp"
#include "run.hpp"

using namespace jk;

TEST_CASE("publish writes every public page, the assets and event.json; nothing private") {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  test::make_web_event(path);
  auto r = test::judgekit({"publish", "--event", path, "--out", dir.file("site")});
  REQUIRE(r.exit_code == 0);
  // index, pairings, tables, standings, decklists, 6 players, css, js, icon, event.json
  CHECK(r.out.rfind("wrote 15 files (", 0) == 0);
  for (const char* f : {"index.html", "pairings/index.html", "tables/index.html", "standings/index.html", "decklists/index.html", "p/1/index.html",
                        "p/6/index.html", "static/site.css", "static/site.js", "static/icon.svg", "event.json"})
    CHECK(std::filesystem::exists(dir.file("site/") + f));
  std::string pairings = test::read_file(dir.file("site/pairings/index.html"));
  CHECK(pairings.find("高橋 健太") != std::string::npos);
  CHECK(pairings.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  auto j = nlohmann::json::parse(test::read_file(dir.file("site/event.json")));
  CHECK(j["name"] == "財団杯 <test>");
  CHECK(j["players"].size() == 6);
  CHECK(j["round"]["number"] == 1);
  CHECK(j["round"]["tables"].size() == 3);
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir.file("site")))
    if (entry.is_regular_file()) {
      INFO(entry.path());
      CHECK(test::read_file(entry.path().string()).find("SECRET") == std::string::npos);
    }
}

TEST_CASE("publish refuses an unwritable folder and a missing event with exit 2") {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  test::make_web_event(path);
  test::write_file(dir.file("blocker"), "a file, not a folder");
  auto r = test::judgekit({"publish", "--event", path, "--out", dir.file("blocker")});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("cannot write") != std::string::npos);
  auto missing = test::judgekit({"publish", "--event", dir.file("none.jkevent"), "--out", dir.file("x")});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("no such event file") != std::string::npos);
}

#include "pages.hpp"

TEST_CASE("a page's text comes from the one catalogue (po/ja.po); English is the key") {
  web::PageContext c;
  c.lang = web::Lang::ja;
  CHECK(c.t("Pairings") == std::string_view("対戦表"));
  CHECK(c.t("Cash (現金)") == std::string_view("現金"));  // a label kept in a table, marked N_()
  CHECK(c.t("a key nobody added") == std::string_view("a key nobody added"));
  c.lang = web::Lang::en;
  CHECK(c.t("Pairings") == std::string_view("Pairings"));
}
