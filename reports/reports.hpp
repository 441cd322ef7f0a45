// jk::reports: PDF event reports (libharu, one embedded Japanese font) and CSV/JSON exports.
// The renderers take plain data (EventReport) made of the event library's views; reports run no SQL.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "event_views.hpp"
#include "overview.hpp"
#include "i18n.hpp"
#include "languages.hpp"
#include "pack.hpp"
#include "results.hpp"
#include "sqlite.hpp"
#include "standings.hpp"

namespace jk::reports {

struct EventInfo {
  std::string name, date;  // date: YYYY-MM-DD
  std::string game_id, game_name_ja, game_name_en;
  std::string format_id, format_name_ja, format_name_en;  // the format's names in the pack (either may be empty)
  std::vector<Message> overrides;  // the event's format overrides (SCP 100.2e), as people read them
  std::vector<std::pair<std::string, std::string>> settings;  // other organiser settings, key -> value
  std::optional<int> planned_rounds;
  int top_cut = 0;
  int players_per_table = 2, best_of = 1;
  int team_size = 0;  // a team event's players a team (2 or 3); 0: an individual event
  bool draws_allowed = true;
  std::vector<TiebreakId> tiebreakers;  // in the chain's order: omw, gw, ogw, random
  // The chain in force: the event's settings.tiebreakers when set, else the pack's; id, floor.
  std::vector<std::pair<TiebreakId, double>> tiebreak_chain;
  std::vector<Procedure> procedures;  // the pack's adjudication procedures (slips follow them)
  std::vector<Infraction> infractions;  // the game's kinds (judge::infractions_for), to name a penalty's
  std::vector<Part> parts;               // the game's parts of a deck, to name a list's
  std::string file;                      // the event file, for messages and default output paths
};

// The event's facts are the event library's views (event/event_views.hpp): reports read no table.
using Player = event::PlayerFact;
using Match = event::MatchFact;
using Round = event::RoundFacts;
using DeckCard = event::DeckCardFact;
using DeckDiagnostic = event::DiagnosticFact;
using Deck = event::DeckFact;
using Penalty = event::PenaltyFact;

struct EventReport {
  EventInfo event;
  std::vector<Player> players;  // by id
  std::vector<Round> rounds;    // by number
  event::StandingsView standings;  // rows by place: after a top cut the final order
  // A team event's team standings (event::team_standings_of): what its standings print instead.
  std::optional<event::TeamStandingsView> team_standings;
  event::GroupsView groups;        // a round robin's groups (empty: none)
  std::vector<Deck> decks;  // each player's current registration
  event::PublishedDecklists published;  // what the event's setting publishes now (load_event_report)
  std::vector<Penalty> penalties;  // voided ones too, marked

  const Player* player(std::int64_t id) const;
  std::string player_name(std::int64_t id) const;  // "player #id" when unknown
  // The name as the PDFs print it: "中村 蓮 [A-1024]" when another player has the same name.
  std::string shown_name(std::int64_t id) const;
  const Round* round(int number) const;
  // Players in the top cut: the cut made once there is one (`cut --size` may differ from the
  // event's --top-cut), else the plan; 0 for none.
  int cut_size() const { return standings.cut_size ? standings.cut_size : event.top_cut; }
};

// The report of the event's views and its game pack (names, match structure, tiebreakers).
EventReport report_of(event::EventViews views, const Game& game, const std::string& event_path);
// Reads the views (event::event_views, one snapshot) and the pack. Throws InputError for a file
// or pack it cannot use.
EventReport load_event_report(Database& db, const std::string& event_path);
// What the standings report and the standings export read (event::standings_views): the same
// header, players, rounds and standings, without the Swiss rounds' matches, decks or penalties.
EventReport load_standings_report(Database& db, const std::string& event_path);

// ---- PDF
// player_codes: cut-out cards with each player's code; qr: a poster of the event pages' address.
// bracket: a top cut's or a single-elimination event's bracket alone; groups: a round robin's group tables.
enum class Kind { summary, standings, pairings, slips, decklists, penalties, player_codes, qr, bracket, groups };
// Every kind in the order help and messages list them.
inline constexpr Kind kAllKinds[] = {Kind::summary, Kind::standings, Kind::bracket, Kind::groups, Kind::pairings, Kind::slips,
                                     Kind::decklists, Kind::penalties, Kind::player_codes, Kind::qr};
std::optional<Kind> parse_kind(std::string_view s);
std::string kind_name(Kind k);  // as typed: "player-codes"

// The language a PDF prints its headings, labels and fixed text in: one per document, or two
// when the organiser asks for both (`--lang ja,en`: "第3回戦 / Round 3", the first one first).
// Data (names, cards) is printed as it is.
using jk::ReportLang;  // db/languages.hpp
using jk::parse_report_lang;
using jk::report_lang_code;
using jk::say;

struct RenderOptions {
  bool published = false;      // decklists: only the published lists, as the public pages show them
  std::optional<int> round;    // pairings, slips, penalties; default: pairings/slips the latest round
  std::string generated_date;  // printed on every page
  std::string font_path;       // default_font_path() when empty
  // What phones open (slips, player-codes, qr): the server's address ("http://192.168.1.5:8080/")
  // and the codes the event library derives from the event's secret, handed in as plain data.
  std::string base_url;
  bool checkin_poster = false;  // qr: the poster is the venue's check-in (base_url is the /checkin page)
  std::map<int, std::string> table_codes;            // the slips' round: table -> "R3-T12-…"
  std::map<std::int64_t, std::string> player_codes;  // player id -> "12-…"
  // The document's language (headings, labels, fixed text); findings (decklint's diagnostics and
  // summaries) are printed in its first language.
  ReportLang lang;
};

// The round reports default to: the one asked for, else the latest. InputError when there is none.
const Round& pick_round(const EventReport& r, std::optional<int> asked);

struct Rendered {
  std::string pdf;                    // the document's bytes
  int pages = 0;
  // One per text the font could not print as written, rendered in the reader's language
  // (`--json` prints them in English).
  std::vector<Message> warnings;
};

// $JUDGEKIT_FONT, else IPAGothic as Debian installs it (fonts-ipafont-gothic).
std::string default_font_path();

// Throws InputError for a round that does not exist or a kind that does not take --round, and
// when the font is missing (the message says to run scripts/setup).
Rendered render(const EventReport& report, Kind kind, const RenderOptions& options);

// Layout facts tests and docs rely on: rows per A4 page.
int standings_rows_per_page();
// Slips follow the event's match structure and its pack's procedures (docs/reports.md).
int slips_per_page(const EventInfo& event, int players_at_largest_table);

// `<event name>-<kind>.pdf` beside the event file, with / and other unsafe characters replaced.
std::string default_output_path(const EventReport& report, Kind kind);

// Writes `bytes` to `path` through a temporary file and a rename: never a half-written file.
void write_file_atomically(const std::string& path, const std::string& bytes);

// ---- Exports
enum class ExportKind { standings, pairings, results, decks, penalties };
std::optional<ExportKind> parse_export_kind(std::string_view s);
// CSV: a header row, RFC 4180 quoting, CRLF line ends. `round` limits pairings/results to one round.
std::string export_csv(const EventReport& report, ExportKind kind, std::optional<int> round = {});
// The standings CSV alone, from the standings view (what export_csv writes for standings):
// `standings --csv` reads no more of the event than `standings` does.
std::string standings_csv(const event::StandingsView& v);
// A team event's standings CSV (`standings --csv` and `export --kind standings` on a team event):
// the columns of the team standings' JSON rows, tiebreakers as fractions to 4 decimals.
std::string team_standings_csv(const event::TeamStandingsView& v);
// JSON with the keys documented in docs/reports.md.
std::string export_json(const EventReport& report, ExportKind kind, std::optional<int> round = {});

}  // namespace jk::reports
