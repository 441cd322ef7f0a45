// Writes the reports fixture event to a file: how docs/examples/reports-sample.jkevent is made.
// build/tests/reports/reports_make_sample docs/examples/reports-sample.jkevent
#include <cstdio>

#include "errors.hpp"
#include "fixture_event.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: reports_make_sample FILE.jkevent\n");
    return 2;
  }
  try {
    jk::test::build_fixture_event(argv[1]);
  } catch (const jk::InputError& e) {
    std::fprintf(stderr, "reports_make_sample: %s\n", e.located().c_str());
    return 2;
  }
  return 0;
}
