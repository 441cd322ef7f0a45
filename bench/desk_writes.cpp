// The write side of a burst of table reports without HTTP: both players of every table of the
// last round report through event::report_from_tables in batches of B, as the web server's
// writer does. Prints the time per batch and per report (median, total).
// Usage: build/bench/desk_writes EVENT_FILE [BATCH]   (the file is changed: use a copy)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "event_file.hpp"
#include "table_reports.hpp"

namespace ev = jk::event;

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: desk_writes EVENT_FILE [BATCH]\n");
    return 2;
  }
  const std::size_t batch = argc > 2 ? static_cast<std::size_t>(std::atoi(argv[2])) : 1;
  jk::Database db = jk::open_event(argv[1], jk::OpenMode::write);
  std::vector<std::pair<ev::TableReportRequest, ev::Actor>> reports;
  for (const auto& t : ev::table_reports(db)) {
    if (t.players.size() != 2) continue;
    ev::TableClaim claim;
    claim.winner = t.players[0];
    for (auto p : t.players) reports.push_back({{t.round, t.table, p, claim, ev::ReportProof::player_code, ""}, {"bench player " + std::to_string(p)}});
  }
  std::vector<double> ms;
  std::size_t refused = 0;
  const auto begin = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < reports.size(); i += batch) {
    std::vector<std::pair<ev::TableReportRequest, ev::Actor>> part(reports.begin() + i, reports.begin() + std::min(reports.size(), i + batch));
    auto t0 = std::chrono::steady_clock::now();
    for (const auto& r : ev::report_from_tables(db, part)) refused += !r.error.empty();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  const double total = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
  std::sort(ms.begin(), ms.end());
  std::printf("desk_writes: %zu reports in batches of %zu: %zu batches, median %.2f ms a batch, total %.0f ms (%.3f ms a report), %zu refused\n",
              reports.size(), batch, ms.size(), ms[ms.size() / 2], total, total / static_cast<double>(reports.size()), refused);
  return refused == 0 ? 0 : 1;
}
