// judgekit report (PDF) and judgekit export (CSV/JSON): see docs/reports.md.
#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "pack.hpp"
#include "reports.hpp"

namespace jk::cli {

namespace {

struct ReportOptions {
  std::string event, kind, output, date;
  int round = 0;
  bool json = false;
};

struct ExportOptions {
  std::string event, kind, format, output;
  int round = 0;
  bool bom = false;
};

int run_report(Context&, const ReportOptions& o, bool round_given) {
  const auto kind = reports::parse_kind(o.kind);
  if (!kind) throw InputError("--kind '" + o.kind + "' is not a report; use summary, standings, pairings, slips, decklists or penalties");
  if (!o.date.empty() && !valid_date(o.date)) throw InputError("--date '" + o.date + "' is not a date YYYY-MM-DD");
  const std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::read);
  const reports::EventReport report = reports::load_event_report(db, path);
  reports::RenderOptions ro;
  if (round_given) ro.round = o.round;
  ro.generated_date = o.date;
  const reports::Rendered pdf = reports::render(report, *kind, ro);
  const std::string out = o.output.empty() ? reports::default_output_path(report, *kind) : o.output;
  reports::write_file_atomically(out, pdf.pdf);
  for (const auto& w : pdf.warnings) std::cerr << "judgekit: warning: " << w << "\n";
  if (o.json) {
    nlohmann::ordered_json j = {{"file", out}, {"kind", reports::kind_name(*kind)}, {"pages", pdf.pages}, {"bytes", pdf.pdf.size()},
                                {"warnings", pdf.warnings}};
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << "wrote " << out << " (" << pdf.pages << (pdf.pages == 1 ? " page" : " pages") << ")\n";
  }
  return ok;
}

int run_export(const ExportOptions& o, bool round_given) {
  const auto kind = reports::parse_export_kind(o.kind);
  if (!kind) throw InputError("--kind '" + o.kind + "' cannot be exported; use standings, pairings, results or decks");
  if (o.format != "csv" && o.format != "json") throw InputError("--format '" + o.format + "' is not csv or json");
  if (o.bom && o.format != "csv") throw InputError("--bom applies to CSV only");
  const std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::read);
  const reports::EventReport report = reports::load_event_report(db, path);
  std::optional<int> round;
  if (round_given) round = o.round;
  std::string text = o.format == "csv" ? reports::export_csv(report, *kind, round) : reports::export_json(report, *kind, round);
  if (o.bom) text = "\xEF\xBB\xBF" + text;  // Excel needs it to read UTF-8
  if (o.output.empty() || o.output == "-") {
    std::cout << text;
  } else {
    reports::write_file_atomically(o.output, text);
    std::cerr << "wrote " << o.output << "\n";
  }
  return ok;
}

}  // namespace

void add_report_commands(CLI::App& app, Context& ctx) {
  static ReportOptions r;
  auto* report = app.add_subcommand("report", "print an event report as PDF (A4, Japanese): standings, pairings, slips, decklists, penalties, summary");
  add_event_option(report, r.event);
  report->add_option("--kind,-k", r.kind, "summary | standings | pairings | slips | decklists | penalties")->required();
  auto* rr = report->add_option("--round,-r", r.round, "round for pairings and slips (default: the latest); filters penalties");
  report->add_option("-o,--output", r.output, "PDF file (default: <event name>-<kind>.pdf beside the event file)");
  report->add_option("--date", r.date, "date printed as 'generated' on each page (default: today)");
  report->add_flag("--json", r.json, "print what was written as JSON");
  report->callback([&ctx, rr] { run_command(ctx, [&] { return run_report(ctx, r, rr->count() > 0); }); });

  static ExportOptions e;
  auto* exp = app.add_subcommand("export", "export standings, pairings, results or decks as CSV or JSON");
  add_event_option(exp, e.event);
  exp->add_option("--kind,-k", e.kind, "standings | pairings | results | decks")->required();
  exp->add_option("--format,-f", e.format, "csv | json")->required();
  auto* er = exp->add_option("--round,-r", e.round, "only this round (pairings, results)");
  exp->add_option("-o,--output", e.output, "file to write (default: standard output)");
  exp->add_flag("--bom", e.bom, "start the CSV with a UTF-8 byte order mark (for Excel)");
  exp->callback([&ctx, er] { run_command(ctx, [&] { return run_export(e, er->count() > 0); }); });
}

}  // namespace jk::cli
