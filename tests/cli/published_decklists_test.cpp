// Published decklists (issue 26): nothing before the moment the event's setting names; then the
// decklists page of `publish`, its event.json and `report --kind decklists --published` show the
// same lists.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "run.hpp"

using jk::test::judgekit;
using nlohmann::json;

namespace {

const std::string kDecklistExamples = JK_SOURCE_DIR "/docs/examples/decklint/";

struct CutEvent {
  jk::test::TempDir dir;
  std::string e = dir.file("ec.jkevent");
  const std::vector<std::string> names = {"青木", "井上", "上田", "江藤"};
  explicit CutEvent(const std::string& setting) {
    setenv("JUDGEKIT_DATA", dir.file("data").c_str(), 1);
    REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "E", "--date", "2015-08-08", "--seed", "1", "--rounds", "1",
                      "--top-cut", "2"}).exit_code == 0);
    std::vector<std::string> add = {"player", "add", "--event", e};
    add.insert(add.end(), names.begin(), names.end());
    REQUIRE(judgekit(add).exit_code == 0);
    REQUIRE(judgekit({"cards", "import", kDecklistExamples + "economica-cards.csv", "--event", e}).exit_code == 0);
    for (int p = 1; p <= 4; ++p)
      judgekit({"deck", "register", "--event", e, std::to_string(p), kDecklistExamples + (p % 2 ? "legal.txt" : "e0043.txt")});
    REQUIRE(judgekit({"deck", "publish-lists", setting, "--event", e}).exit_code == 0);
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    REQUIRE(judgekit({"result", "--event", e, "1", "1-0"}).exit_code == 0);
    REQUIRE(judgekit({"result", "--event", e, "2", "1-0"}).exit_code == 0);
  }
  // The decklists page and event.json as `publish` writes them.
  std::pair<std::string, json> published() const {
    const std::string out = dir.file("site");
    std::filesystem::remove_all(out);
    REQUIRE(judgekit({"publish", "--event", e, "--out", out}).exit_code == 0);
    return {jk::test::read_file(out + "/decklists/index.html"), json::parse(jk::test::read_file(out + "/event.json"))};
  }
  std::string pdf_text() const {
    const std::string pdf = dir.file("lists.pdf");
    auto r = judgekit({"report", "--event", e, "--kind", "decklists", "--published", "-o", pdf});
    REQUIRE(r.exit_code == 0);
    auto t = jk::test::run({"pdftotext", "-layout", pdf, "-"});
    return t.out;
  }
};

std::set<std::string> shown_names(const std::string& text, const std::vector<std::string>& names) {
  std::set<std::string> out;
  for (const auto& n : names)
    if (text.find(n) != std::string::npos) out.insert(n);
  return out;
}

}  // namespace

TEST_CASE("top-cut: nothing before the cut is paired; then the cut's lists, the same on the page and in the PDF") {
  CutEvent ev("top-cut");
  auto [before, before_json] = ev.published();
  CHECK(before.find("日本株") == std::string::npos);
  CHECK(shown_names(before, ev.names).empty());
  CHECK(before_json["decklists"]["published"] == false);
  CHECK(before_json["decklists"]["decks"].empty());
  auto refused = judgekit({"report", "--event", ev.e, "--kind", "decklists", "--published", "-o", ev.dir.file("x.pdf")});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("not published yet") != std::string::npos);

  REQUIRE(judgekit({"cut", "--event", ev.e}).exit_code == 0);
  auto [page, j] = ev.published();
  const std::string pdf = ev.pdf_text();
  REQUIRE(j["decklists"]["decks"].size() == 2);
  std::set<std::string> in_json;
  for (const auto& d : j["decklists"]["decks"]) in_json.insert(ev.names[d["player"].get<int>() - 1]);
  CHECK(shown_names(page, ev.names) == in_json);
  CHECK(shown_names(pdf, ev.names) == in_json);
  // Each card of each published list on both faces, with its count.
  for (const auto& d : j["decklists"]["decks"])
    for (const auto& c : d["cards"]) {
      CHECK(page.find(c["name"].get<std::string>()) != std::string::npos);
      CHECK(pdf.find(c["name"].get<std::string>()) != std::string::npos);
    }
}

TEST_CASE("all: nothing while the cut is played; every list once the winner is known") {
  CutEvent ev("all");
  REQUIRE(judgekit({"cut", "--event", ev.e}).exit_code == 0);
  auto [during, during_json] = ev.published();
  CHECK(shown_names(during, ev.names).empty());
  CHECK(during_json["decklists"]["published"] == false);
  REQUIRE(judgekit({"result", "--event", ev.e, "1", "1-0"}).exit_code == 0);
  auto [page, j] = ev.published();
  CHECK(j["decklists"]["published"] == true);
  CHECK(j["decklists"]["decks"].size() == 4);
  const std::set<std::string> all(ev.names.begin(), ev.names.end());
  CHECK(shown_names(page, ev.names) == all);
  CHECK(shown_names(ev.pdf_text(), ev.names) == all);
}

TEST_CASE("none: the decklists page says the event does not publish them") {
  CutEvent ev("none");
  REQUIRE(judgekit({"cut", "--event", ev.e}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", ev.e, "1", "1-0"}).exit_code == 0);
  auto [page, j] = ev.published();
  CHECK(shown_names(page, ev.names).empty());
  CHECK(j["decklists"]["setting"] == "none");
  auto bad = judgekit({"deck", "publish-lists", "sometimes", "--event", ev.e});
  CHECK(bad.exit_code == 2);
}
