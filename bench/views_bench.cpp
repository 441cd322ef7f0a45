// The event file's readers beside their floors, in one run (issue 23; docs/BENCHMARKS.md):
//
//   build/bench/views_bench [FILE] [--runs 11] [--before OTHER_JUDGEKIT [--before-file ITS_FILE]]
//
// --before: the same three commands run by another build too (main's, say), in the same rounds;
// --before-file: the same event as that build's schema has it (default FILE).
// FILE: the 10,000-player event after 14 rounds that pairing_bench --round-pair reads (built into
// it when missing; default /tmp/views_bench.jkevent). Each figure is the median of --runs with
// min-max, wall and CPU; whole processes are timed from fork to exit (CPU from the child's rusage).
//  1. `judgekit standings`           beside `sqlite3` scanning the same tables (the players, the
//     matches and the seat results), output to /dev/null; in process: event::standings beside
//     the same scans through the Database class.
//  2. `judgekit standings --csv`     (goal 0.1 s) beside the same floor.
//  3. `judgekit report --kind standings` (the PDF) beside libharu alone writing the same text
//     (the same cells on the same number of A4 pages, the same embedded font, compressed), the
//     cells made before the clock starts; the font as judgekit hands it to libharu (its cmap
//     compacted: reports/libharu_font.hpp), and as installed.
//  4. a player's page (web::player_page, the page's body) for every player, from the view as
//     serve reads it, beside the same view without its indexes (what the pages did before
//     issue 23: a search for each player named, a scan of the round for the player's match).
// The phone pages beside nginx, whole requests: bench/page_vs_nginx.sh.
#include <hpdf.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "event_10k.hpp"
#include "event_file.hpp"
#include "event_view.hpp"
#include "font_metrics.hpp"
#include "libharu_font.hpp"
#include "pages.hpp"
#include "process_heap.hpp"
#include "reports.hpp"
#include "sections.hpp"
#include "standings_view.hpp"

namespace fs = std::filesystem;

namespace {

struct Sample {
  double wall = 0, cpu = 0;
};
struct Figure {
  std::vector<Sample> runs;
  double wall() const { return median([](const Sample& s) { return s.wall; }); }
  double cpu() const { return median([](const Sample& s) { return s.cpu; }); }
  double median(double (*f)(const Sample&)) const {
    std::vector<double> v;
    for (const auto& s : runs) v.push_back(f(s));
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
  }
  std::string spread(double (*f)(const Sample&)) const {
    std::vector<double> v;
    for (const auto& s : runs) v.push_back(f(s));
    auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    char b[64];
    std::snprintf(b, sizeof b, "%.1f (%.1f-%.1f)", median(f), *lo, *hi);
    return b;
  }
};

double now_ms() { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

double cpu_of(int who) {
  rusage u{};
  getrusage(who, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

// A whole process, stdout to /dev/null.
Sample run_process(const std::vector<std::string>& argv) {
  const jk::bench::ChildRun c = jk::bench::run_child_ok(argv);
  return {c.wall_ms, c.cpu_ms};
}

Sample run_in_process(const std::function<void()>& f) {
  const double c0 = cpu_of(RUSAGE_SELF), t0 = now_ms();
  f();
  return {now_ms() - t0, cpu_of(RUSAGE_SELF) - c0};
}

void print(const char* what, const Figure& f, const Figure& floor, const char* base = "floor") {
  auto wall = [](const Sample& s) { return s.wall; };
  auto cpu = [](const Sample& s) { return s.cpu; };
  std::printf("%-44s wall %-24s ms  CPU %-24s ms  %.2fx the %s's CPU, %.2fx its wall\n", what, f.spread(wall).c_str(), f.spread(cpu).c_str(),
              f.cpu() / floor.cpu(), base, f.wall() / floor.wall());
  std::fflush(stdout);
}

// The scans standings read (the matches, then the seat results) and the players, as
// read_scores and load_event read them.
const char* kMatches = "SELECT id, round, is_bye FROM matches";
const char* kSeatResults = "SELECT match_id, player_id, outcome, games_won, games_lost, games_drawn, placement FROM seat_results";
const char* kPlayers = "SELECT id, name, reading, name_key, external_id, joined_round, dropped_after_round, created_at FROM players ORDER BY id";

// The floor in process: both scans, every column read, through the same Database class.
void bare_scan(const std::string& path) {
  jk::Database db(path, false);
  std::int64_t sum = 0;
  auto players = db.prepare(kPlayers);
  while (players.step()) sum += players.int64(0) + static_cast<std::int64_t>(players.text_view(1).size() + players.text_view(2).size() +
                                                                              players.text_view(3).size() + players.text_view(4).size()) +
                                players.int64(5) + players.int64(6) + static_cast<std::int64_t>(players.text_view(7).size());
  auto matches = db.prepare(kMatches);
  while (matches.step()) sum += matches.int64(0) + matches.int64(1) + matches.int64(2);
  auto rows = db.prepare(kSeatResults);
  while (rows.step())
    sum += rows.int64(0) + rows.int64(1) + static_cast<std::int64_t>(rows.text_view(2).size()) + rows.int64(3) + rows.int64(4) + rows.int64(5) +
           rows.int64(6);
  if (sum == 42) std::printf(" ");  // keeps the reads
}

// The standings PDF's cells, page by page: the header row and 50 rows a page, as the report has them.
std::vector<std::vector<std::vector<std::string>>> pdf_pages(const jk::event::StandingsView& v) {
  std::vector<std::vector<std::vector<std::string>>> pages;
  const std::size_t per_page = static_cast<std::size_t>(jk::reports::standings_rows_per_page());
  std::vector<std::string> head = {"順位", "氏名", "勝点", "勝-敗-分"};
  for (const auto& c : v.columns) head.push_back(c + "%");
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    if (i % per_page == 0) pages.push_back({head});
    const auto& r = v.rows[i];
    std::vector<std::string> cells = {std::to_string(v.places[i]), v.labels[i], std::to_string(r.points),
                                      std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws)};
    for (const auto& [id, x] : r.tiebreakers) cells.push_back(jk::reports::fixed2(x * 100.0));
    pages.back().push_back(cells);
  }
  return pages;
}

// The floor of the PDF: libharu alone, the same text on the same pages in the font at `font`,
// written to `out`.
void libharu_pdf(const std::vector<std::vector<std::vector<std::string>>>& pages, const std::string& out, const std::string& font_path) {
  HPDF_Doc pdf = HPDF_New(nullptr, nullptr);
  HPDF_SetCompressionMode(pdf, HPDF_COMP_ALL);
  HPDF_UseUTFEncodings(pdf);
  HPDF_SetCurrentEncoder(pdf, "UTF-8");
  const char* name = HPDF_LoadTTFontFromFile(pdf, font_path.c_str(), HPDF_TRUE);
  HPDF_Font font = HPDF_GetFont(pdf, name, "UTF-8");
  int number = 0;
  for (const auto& page_rows : pages) {
    HPDF_Page page = HPDF_AddPage(pdf);
    HPDF_Page_SetSize(page, HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT);
    HPDF_Page_BeginText(page);
    HPDF_Page_SetFontAndSize(page, font, 14);
    HPDF_Page_TextOut(page, 40, 790, "順位表 — 第14回戦終了時点");
    HPDF_Page_SetFontAndSize(page, font, 8);
    HPDF_Page_TextOut(page, 40, 28, ("bench · 2026-11-28 · " + std::to_string(++number) + " / " + std::to_string(pages.size())).c_str());
    HPDF_Page_SetFontAndSize(page, font, 9.5f);
    float y = 760;
    for (const auto& row : page_rows) {
      float x = 40;
      for (std::size_t c = 0; c < row.size(); ++c) {
        HPDF_Page_TextOut(page, x, y, row[c].c_str());
        x += c == 1 ? 200 : 54;
      }
      y -= 14;
    }
    HPDF_Page_EndText(page);
    HPDF_Page_SetLineWidth(page, 0.5f);
    HPDF_Page_MoveTo(page, 40, 770);
    HPDF_Page_LineTo(page, 555, 770);
    HPDF_Page_Stroke(page);
  }
  HPDF_SaveToFile(pdf, out.c_str());
  HPDF_Free(pdf);
}

// Every player's page body once.
void render_pages(const jk::web::EventView& v) {
  jk::web::PageContext c;
  std::size_t bytes = 0;
  for (const auto& p : v.players) bytes += jk::web::player_page(c, v, p.id).main.size();
  if (bytes == 42) std::printf(" ");
}

}  // namespace

int main(int argc, char** argv) {
  jk::tune_process_heap();  // as judgekit's own main: the in-process figures and floors allocate alike
  std::string file = (fs::temp_directory_path() / "views_bench.jkevent").string();
  int runs = 11;
  std::string before, before_file;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--before") && i + 1 < argc) before = argv[++i];
    else if (!std::strcmp(argv[i], "--before-file") && i + 1 < argc) before_file = argv[++i];
    else file = argv[i];
  }
  if (before_file.empty()) before_file = file;
  const jk::Game game = jk::load_game(jk::games_dir(), "economica");
  if (!fs::exists(file)) jk::bench::build_event(file, game);
  const std::string judgekit = (fs::read_symlink("/proc/self/exe").parent_path().parent_path() / "judgekit").string();
  const std::string pdf_out = (fs::temp_directory_path() / "views_bench_standings.pdf").string();
  const std::string floor_pdf = (fs::temp_directory_path() / "views_bench_floor.pdf").string();
  std::printf("%s: %.0f MB, %d runs each, medians (min-max)\n", file.c_str(), static_cast<double>(fs::file_size(file)) / 1e6, runs);

  Figure old_standings, old_csv, old_pdf;
  Figure sqlite3_cli, scan, standings_in, standings_cmd, csv_cmd, pdf_cmd, pdf_in, pdf_floor, pdf_floor_installed;
  // The font as judgekit hands it to libharu (its cmap compacted), and as installed.
  const jk::reports::FontMetrics metrics = jk::reports::load_font_metrics(jk::reports::default_font_path());
  const jk::reports::LibharuFont compact(metrics);
  jk::event::StandingsView view;
  {
    jk::Database db = jk::open_event(file, jk::OpenMode::read);
    view = jk::event::standings(db);
  }
  const auto pages = pdf_pages(view);
  const jk::web::EventView web_view = jk::web::read_event_view(file, jk::games_dir());
  jk::web::EventView unindexed = web_view;
  unindexed.slot_of_id.clear();
  for (auto& r : unindexed.rounds) r.match_by_player.clear();
  Figure pages_indexed, pages_scan;
  // Interleaved, so a burst of load from the other sessions falls on every figure alike.
  for (int r = 0; r < runs; ++r) {
    sqlite3_cli.runs.push_back(run_process({"/usr/bin/sqlite3", "-readonly", file, std::string(kPlayers) + ";" + kMatches + ";" + kSeatResults + ";"}));
    scan.runs.push_back(run_in_process([&] { bare_scan(file); }));
    standings_in.runs.push_back(run_in_process([&] {
      jk::Database db = jk::open_event(file, jk::OpenMode::read);
      jk::event::standings(db);
    }));
    standings_cmd.runs.push_back(run_process({judgekit, "standings", "-e", file}));
    csv_cmd.runs.push_back(run_process({judgekit, "standings", "--csv", "-e", file}));
    pdf_cmd.runs.push_back(run_process({judgekit, "report", "--kind", "standings", "-e", file, "--date", "2026-11-28", "-o", pdf_out}));
    pdf_in.runs.push_back(run_in_process([&] {
      jk::Database db = jk::open_event(file, jk::OpenMode::read);
      jk::reports::RenderOptions o;
      o.generated_date = "2026-11-28";
      jk::reports::write_file_atomically(pdf_out, jk::reports::render(jk::reports::load_standings_report(db, file), jk::reports::Kind::standings, o).pdf);
    }));
    pdf_floor.runs.push_back(run_in_process([&] { libharu_pdf(pages, floor_pdf, compact.path()); }));
    pdf_floor_installed.runs.push_back(run_in_process([&] { libharu_pdf(pages, floor_pdf, metrics.path); }));
    pages_indexed.runs.push_back(run_in_process([&] { render_pages(web_view); }));
    pages_scan.runs.push_back(run_in_process([&] { render_pages(unindexed); }));
    if (before.empty()) continue;
    old_standings.runs.push_back(run_process({before, "standings", "-e", before_file}));
    old_csv.runs.push_back(run_process({before, "standings", "--csv", "-e", before_file}));
    old_pdf.runs.push_back(run_process({before, "report", "--kind", "standings", "-e", before_file, "--date", "2026-11-28", "-o", pdf_out}));
  }
  std::printf("standings: %zu rows; PDF %zu pages (%.1f MB), floor %.1f MB\n", view.rows.size(), pages.size(),
              static_cast<double>(fs::file_size(pdf_out)) / 1e6, static_cast<double>(fs::file_size(floor_pdf)) / 1e6);
  print("floor: sqlite3 scanning the tables (process)", sqlite3_cli, sqlite3_cli);
  print("judgekit standings (process)", standings_cmd, sqlite3_cli);
  print("judgekit standings --csv (process)", csv_cmd, sqlite3_cli);
  print("floor: the same scans in process", scan, scan);
  print("event::standings in process (open + read)", standings_in, scan);
  print("floor: libharu alone, same text and pages", pdf_floor, pdf_floor);
  print("  the same with the font file as installed", pdf_floor_installed, pdf_floor);
  print("judgekit report --kind standings (process)", pdf_cmd, pdf_floor);
  print("load_standings_report + render in process", pdf_in, pdf_floor);
  print("before: every player's page, no index", pages_scan, pages_scan, "before");
  print("every player's page through the indexes", pages_indexed, pages_scan, "before");
  if (before.empty()) return 0;
  print("before: judgekit standings (process)", old_standings, sqlite3_cli);
  print("before: judgekit standings --csv (process)", old_csv, sqlite3_cli);
  print("before: judgekit report --kind standings", old_pdf, pdf_floor);
  return 0;
}
