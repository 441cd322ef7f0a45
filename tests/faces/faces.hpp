// Each face of an event, parsed back into Facts: the CLI (tables, --json, --csv), the exports,
// the PDFs (through pdftotext), the phone pages and the judge console (the page renderer
// in-process), and publish's files. A new face joins by adding a parser here and a line to the
// test's list.
#pragma once
#include <string>

#include "facts.hpp"
#include "i18n.hpp"
#include "web.hpp"

namespace jk::faces {

Facts cli_standings_table(const Built& b, Lang lang);
Facts cli_standings_json(const Built& b);
Facts cli_standings_csv(const Built& b);
Facts cli_penalty_list_json(const Built& b);
Facts export_standings(const Built& b, const std::string& format);  // csv | json
Facts export_results(const Built& b, const std::string& format);
Facts export_penalties(const Built& b, const std::string& format);

// PDFs written by `judgekit report --lang`, read back with pdftotext.
Facts pdf_standings(const Built& b, Lang lang, const test::TempDir& dir);
Facts pdf_summary(const Built& b, Lang lang, const test::TempDir& dir);  // standings, results, penalties in force
Facts pdf_penalties(const Built& b, Lang lang, const test::TempDir& dir);

// A web::Site's options for `event_path` in `lang`, as every served face here uses them (one
// rulings index for the run, no file checks, a fixed clock).
web::SiteOptions site_options(const std::string& event_path, Lang lang = Lang::en);

// The served pages (web::Site, in-process): standings, every player's page, the judge console.
Facts phone_pages(const Built& b, Lang lang, const test::TempDir& dir);
Facts judge_console(const Built& b, Lang lang, const test::TempDir& dir);
// The console's page of one player (/judge/p/ID), a judge signed in.
std::string console_player_html(const std::string& event_path, std::int64_t player, Lang lang);
// `publish`'s files: event.json, standings/index.html, p/ID/index.html.
Facts published_json(const Built& b, const test::TempDir& dir);
Facts published_pages(const Built& b, Lang lang, const test::TempDir& dir);

}  // namespace jk::faces
