// The standings report and export read only what they print (issue 23): load_standings_report
// gives the same PDF bytes and the same CSV/JSON as the full load_event_report, with a top cut
// (the bracket's matches), without one, and when a seat recorded awards (a column of totals).
#include <catch2/catch.hpp>

#include "event_file.hpp"
#include "fixture_event.hpp"
#include "run.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

struct Both {
  EventReport full, lean;
};

Both load_both(const std::string& path) {
  jk::Database db = jk::open_event(path, jk::OpenMode::read);
  return {load_event_report(db, path), load_standings_report(db, path)};
}

void check_same_standings(const std::string& path) {
  const Both b = load_both(path);
  RenderOptions o;
  o.generated_date = "2026-05-01";
  const Rendered full = render(b.full, Kind::standings, o), lean = render(b.lean, Kind::standings, o);
  CHECK(lean.pages == full.pages);
  CHECK(lean.warnings.size() == full.warnings.size());
  CHECK(lean.pdf == full.pdf);
  for (auto kind : {ExportKind::standings}) {
    CHECK(export_csv(b.lean, kind) == export_csv(b.full, kind));
    CHECK(export_json(b.lean, kind) == export_json(b.full, kind));
  }
  // It leaves out what the standings do not print: the Swiss rounds' matches, decks, penalties.
  CHECK(b.lean.rounds.size() == b.full.rounds.size());
  for (std::size_t i = 0; i < b.full.rounds.size(); ++i)
    if (b.full.rounds[i].stage == jk::Stage::cut) CHECK(b.lean.rounds[i].matches.size() == b.full.rounds[i].matches.size());
}

}  // namespace

TEST_CASE("the standings report reads only the cut's matches and prints the same bytes") {
  TempDir dir;
  const std::string e = dir.file("e.jkevent");
  build_fixture_event(e);  // 3 Swiss rounds, a top-4 cut, decks and penalties
  check_same_standings(e);
  const Both b = load_both(e);
  REQUIRE(b.full.rounds.size() == 5);
  CHECK(b.full.rounds[0].matches.size() == 5);  // four tables and a bye
  CHECK(b.lean.rounds[0].matches.empty());
  CHECK(b.lean.rounds[4].matches.size() == 1);  // the final
  CHECK_FALSE(b.full.decks.empty());
  CHECK(b.lean.decks.empty());
  CHECK_FALSE(b.full.penalties.empty());
  CHECK(b.lean.penalties.empty());
}

TEST_CASE("the standings report without a cut, and with awards recorded, prints the same bytes") {
  TempDir dir;
  const std::string e = dir.file("swiss.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "scp-tcg-jp-j", "--name", "スイス杯", "--date", "2026-05-01", "--rounds", "2", "--seed", "3"})
              .exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "赤", "青", "黄", "緑", "紫"}).exit_code == 0);
  for (int r = 1; r <= 2; ++r) {
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    for (const char* t : {"1", "2"}) REQUIRE(judgekit({"result", "--event", e, t, "2-1"}).exit_code == 0);
  }
  check_same_standings(e);
  CHECK(load_both(e).lean.rounds[1].matches.empty());
  {
    // A seat's awards (as ROE UP! records them): the totals column needs every match.
    jk::Database db = jk::open_event(e, jk::OpenMode::write);
    jk::Change c(db, "test awards");
    db.exec("UPDATE seat_results SET awards = '[\"roe\"]' WHERE rowid = (SELECT min(rowid) FROM seat_results)");
    c.commit();
  }
  check_same_standings(e);
  const Both b = load_both(e);
  CHECK(b.lean.rounds[1].matches.size() == b.full.rounds[1].matches.size());
}
