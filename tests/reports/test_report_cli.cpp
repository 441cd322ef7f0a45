#include <catch2/catch.hpp>

#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"

using namespace jk::test;

TEST_CASE("smoke: report pairings", "[reports][cli]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  for (const char* k : {"summary", "standings", "pairings", "slips", "decklists", "penalties"}) {
    auto r = judgekit({"report", "--event", dir.file("e.jkevent"), "--kind", k, "-o", std::string("/tmp/hx/") + k + ".pdf", "--date", "2025-03-16"});
    INFO(r.err);
    CHECK(r.exit_code == 0);
    WARN(r.out << r.err);
  }
}
