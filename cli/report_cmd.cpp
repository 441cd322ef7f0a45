// judgekit report (PDF) and judgekit export (CSV/JSON): see docs/reports.md.
#include <algorithm>
#include <iostream>

#include <nlohmann/json.hpp>

#include "access.hpp"
#include "commands.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "report_lang.hpp"
#include "reports.hpp"

namespace jk::cli {

namespace {

struct ReportOptions {
  std::string event, kind, output, date, url;
  int round = 0;
  bool json = false, published = false, checkin = false;
};

struct ExportOptions {
  std::string event, kind, format, output;
  int round = 0;
  bool bom = false;
};

// Words as typed, listed the reader's way: "a, b or c" / "a、b、c".
std::string word_list(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i)
    out += (i == 0 ? "" : i + 1 == words.size() ? tr(" or ") : tr(", ")) + words[i];
  return out;
}

std::string report_kinds() {
  std::vector<std::string> names;
  for (auto k : reports::kAllKinds) names.push_back(reports::kind_name(k));
  return word_list(names);
}

// The server's address as phones open it: http(s)://HOST[:PORT][/PATH], nothing a QR reader would cut.
std::string checked_url(const std::string& url) {
  const bool scheme = url.rfind("http://", 0) == 0 || url.rfind("https://", 0) == 0;
  const std::size_t host = url.find("://") + 3;
  const bool plain = std::none_of(url.begin(), url.end(), [](unsigned char c) { return c <= 0x20 || c == 0x7f; });
  if (!scheme || url.size() <= host || url[host] == '/' || !plain || url.size() > 200)
    throw InputError(Message{N_("--url '{url}' is not a web address; give the server's address as phones open it, e.g. http://192.168.1.10:8080/"),
                            {{"url", url}}});
  return url;
}

int run_report(Context&, const ReportOptions& o, bool round_given) {
  const auto kind = reports::parse_kind(o.kind);
  if (!kind) throw InputError(Message{N_("--kind '{kind}' is not a report; use {kinds}"), {{"kind", o.kind}, {"kinds", report_kinds()}}});
  if (!o.date.empty() && !valid_date(o.date)) throw InputError(Message{N_("--date '{date}' is not a date YYYY-MM-DD"), {{"date", o.date}}});
  const bool phones = *kind == reports::Kind::slips || *kind == reports::Kind::player_codes || *kind == reports::Kind::qr;
  if (!o.url.empty() && !phones)
    throw InputError(Message{N_("--url applies to slips, player-codes and qr, not to {kind}; leave it out"), {{"kind", reports::kind_name(*kind)}}});
  const std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::read);
  // The standings read only what they print.
  const reports::EventReport report = *kind == reports::Kind::standings ? reports::load_standings_report(db, path) : reports::load_event_report(db, path);
  reports::RenderOptions ro;
  ro.published = o.published;
  if (o.published && *kind != reports::Kind::decklists) throw InputError(Message{N_("--published goes with --kind decklists"), {}});
  if (o.published && !report.published.open)
    throw InputError(Message{N_("the decklists are not published yet (setting: {setting}); see `judgekit deck publish-lists`"),
                             {{"setting", std::string(decklist_publication_name(report.published.setting))}}});
  if (round_given) ro.round = o.round;
  ro.generated_date = o.date;
  // --lang, else the event's default, else the reader's language (LANG).
  std::optional<reports::ReportLang> asked;
  if (const auto& given = lang_option()) asked = event::parse_report_lang_option(*given, "--lang");
  ro.lang = event::choose_report_lang(asked, event::event_report_lang(db), current_lang());
  if (phones) ro.base_url = o.url.empty() ? urls("0.0.0.0", 8080).front() : checked_url(o.url);
  if (o.checkin) {  // the venue's check-in poster: the players' /checkin page of that server
    if (*kind != reports::Kind::qr) throw InputError(Message{N_("--checkin goes with --kind qr (the venue's check-in poster)"), {}});
    ro.base_url += (ro.base_url.empty() || ro.base_url.back() != '/' ? "/" : "") + std::string("checkin");
    ro.checkin_poster = true;
  }
  // The codes come from the event library (the event's secret), handed to the report as data.
  if (*kind == reports::Kind::slips) {
    const reports::Round& round = reports::pick_round(report, ro.round);
    for (const auto& m : round.matches)
      if (!m.bye && m.table) ro.table_codes[*m.table] = event::table_code(db, round.number, *m.table);
  }
  if (*kind == reports::Kind::player_codes)
    for (const auto& [id, code] : event::all_player_codes(db)) ro.player_codes[id] = code;
  const reports::Rendered pdf = reports::render(report, *kind, ro);
  const std::string out = o.output.empty() ? reports::default_output_path(report, *kind) : o.output;
  reports::write_file_atomically(out, pdf.pdf);
  // Warnings in the report's language (its first); --json keeps them in English.
  const Lang said = ro.lang.first;
  for (const auto& w : pdf.warnings) std::cerr << "judgekit: " << format(tr(said, "warning: {text}"), {{"text", w.str(said)}}) << "\n";
  if (o.json) {
    std::vector<std::string> warnings;
    for (const auto& w : pdf.warnings) warnings.push_back(w.str(Lang::en));
    nlohmann::ordered_json j = {{"file", out}, {"kind", reports::kind_name(*kind)}, {"pages", pdf.pages}, {"bytes", pdf.pdf.size()},
                                {"warnings", warnings}};
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << format(pdf.pages == 1 ? tr("wrote {file} ({n} page)") : tr("wrote {file} ({n} pages)"), {{"file", out}, {"n", std::to_string(pdf.pages)}})
              << "\n";
  }
  return ok;
}

int run_export(const ExportOptions& o, bool round_given) {
  const auto kind = reports::parse_export_kind(o.kind);
  if (!kind)
    throw InputError(Message{N_("--kind '{kind}' cannot be exported; use {kinds}"),
                            {{"kind", o.kind}, {"kinds", word_list({"standings", "pairings", "results", "decks", "penalties"})}}});
  if (o.format != "csv" && o.format != "json") throw InputError(Message{N_("--format '{format}' is not csv or json"), {{"format", o.format}}});
  if (o.bom && o.format != "csv") throw InputError(Message{N_("--bom applies to CSV only"), {}});
  const std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::read);
  const reports::EventReport report = *kind == reports::ExportKind::standings ? reports::load_standings_report(db, path) : reports::load_event_report(db, path);
  std::optional<int> round;
  if (round_given) round = o.round;
  std::string text = o.format == "csv" ? reports::export_csv(report, *kind, round) : reports::export_json(report, *kind, round);
  if (o.bom) text = "\xEF\xBB\xBF" + text;  // Excel needs it to read UTF-8
  if (o.output.empty() || o.output == "-") {
    std::cout << text;
  } else {
    reports::write_file_atomically(o.output, text);
    std::cerr << format(tr("wrote {file}"), {{"file", o.output}}) << "\n";
  }
  return ok;
}

}  // namespace

void add_report_commands(CLI::App& app, Context& ctx) {
  static ReportOptions r;
  auto* report = app.add_subcommand("report", tr("print an event report as PDF (A4): standings, bracket, groups, pairings, slips, decklists, penalties, summary, player-codes, qr"));
  add_event_option(report, r.event);
  std::string kinds;  // the words as typed, from the one list of kinds
  for (auto k : reports::kAllKinds) kinds += (kinds.empty() ? "" : " | ") + reports::kind_name(k);
  report->add_option("--kind,-k", r.kind, kinds)->required();
  auto* rr = report->add_option("--round,-r", r.round, tr("round for pairings and slips (default: the latest); filters penalties"));
  report->add_option("-o,--output", r.output, tr("PDF file (default: <event name>-<kind>.pdf beside the event file)"));
  report->add_option("--url", r.url, tr("the address phones open `judgekit serve` at, for the QR codes of slips, player-codes and qr (default: the first address serve prints)"));
  report->add_option("--date", r.date, tr("date printed as 'generated' on each page (default: today)"));
  report->add_flag("--json", r.json, tr("print what was written as JSON"));
  report->add_flag("--checkin", r.checkin, tr("qr: the venue's check-in poster (the server's /checkin page, where players type their personal code)"));
  report->add_flag("--published", r.published, tr("decklists: only the lists the event publishes now, as the public pages show them"));
  report->callback([&ctx, rr] { run_command(ctx, [&] { return run_report(ctx, r, rr->count() > 0); }); });

  static ExportOptions e;
  auto* exp = app.add_subcommand("export", tr("export standings, pairings, results, decks or penalties as CSV or JSON"));
  add_event_option(exp, e.event);
  exp->add_option("--kind,-k", e.kind, tr("standings | pairings | results | decks | penalties"))->required();
  exp->add_option("--format,-f", e.format, tr("csv | json"))->required();
  auto* er = exp->add_option("--round,-r", e.round, tr("only this round (pairings, results)"));
  exp->add_option("-o,--output", e.output, tr("file to write (default: standard output)"));
  exp->add_flag("--bom", e.bom, tr("start the CSV with a UTF-8 byte order mark (for Excel)"));
  exp->callback([&ctx, er] { run_command(ctx, [&] { return run_export(e, er->count() > 0); }); });
}

}  // namespace jk::cli
