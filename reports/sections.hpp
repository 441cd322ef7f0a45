// Private to jk_reports: the sections each report kind is made of, and what they share.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "pdf_document.hpp"
#include "reports.hpp"

namespace jk::reports {

// Player order for people: by kana reading where known, else by name (docs/reports.md).
std::string sort_key(const Player& p);
std::vector<const Player*> players_by_reading(const EventReport& r, const std::vector<std::int64_t>& ids);
// The index heading a key files under: ア行 … ワ行 (the kana rows, in either language), A–Z,
// 0–9, or "other" in the document's language.
std::string kana_group(const ReportLang& lang, const std::string& key);

// In the document's language: "第3回戦" / "Round 3", "準決勝（第4回戦）" / "Semi-final (round 4)".
std::string round_title(const ReportLang& lang, const Round& r);
// One match's: its round's title, or "3位決定戦（第6回戦）" for the third-place match beside the final.
std::string match_title(const ReportLang& lang, const Round& r, const Match& m);
// The round's title as a placeholder's value, each language its own ("Results — {round}").
MessageArg round_arg(const Round& r);
// A bye in the document's language: "BYE", or "BYE (awarded)" for one awarded before the round.
std::string bye_word(const PdfDocument& doc, const Match& m);
std::string fixed2(double v);                                                // "66.67"
std::string verdict_label(const ReportLang& lang, decklint::Verdict verdict);  // "適正" / "LEGAL"
// ROE UP! awards as stored per seat (seat_results.awards, a JSON array of ids: roe, sales,
// innovation), named as the rulebook names them (ROE賞, 売上高賞, イノベーション賞).
std::vector<std::string> seat_awards(const SeatResult& s);
std::string award_name(const std::string& id);
std::string awards_text(const SeatResult* s);  // "ROE賞・売上高賞", "" for none
// Each player's award total over every round with what makes it up ("3: ROE賞, 売上高賞×2",
// "0"), for every player in the standings; empty when the event has no awards at all.
std::map<std::int64_t, std::string> award_totals(const EventReport& r);

// Settings and tiebreakers in words for the cover (setting_words.cpp), in the document's language.
std::string tiebreaker_name(const ReportLang& lang, TiebreakId id);  // "対戦相手のマッチ勝率（OMW%）"
std::string tiebreaker_chain(const ReportLang& lang, const std::vector<std::pair<TiebreakId, double>>& chain);  // numbered lines
std::vector<std::pair<std::string, std::string>> settings_in_words(const ReportLang& lang, const EventInfo& e);  // label, words

void cover_section(PdfDocument& doc, const EventReport& r, const std::vector<std::string>& contents);
void standings_section(PdfDocument& doc, const EventReport& r);
void bracket_section(PdfDocument& doc, const EventReport& r);
void groups_section(PdfDocument& doc, const EventReport& r);  // a round robin's groups: standings and cross tables  // only when the event has cut rounds
void pairings_section(PdfDocument& doc, const EventReport& r, const Round& round);
// A team event (team_sections.cpp): the team standings (r.team_standings); a round's team matches,
// each headed by its team table and teams, a row per seat table, inside the pairings page `title`.
void team_standings_section(PdfDocument& doc, const EventReport& r);
void team_pairings_section(PdfDocument& doc, const EventReport& r, const Round& round, const std::string& title);
// The round's team matches with ○ ● △ and the seats won, after its seat results (the summary).
void team_results_table(PdfDocument& doc, const Round& round, const std::string& title);
// Where a seat match sits in a team event (event::team_seat_of on the round's team matches).
std::optional<event::TeamSeat> team_seat_of(const Round& round, const Match& m);
// `opens_section`: the first round of the summary's results, which bookmarks the section.
void results_section(PdfDocument& doc, const EventReport& r, const Round& round, bool opens_section);
// Every list with its findings, worded in the document's language(s).
void decklists_section(PdfDocument& doc, const EventReport& r);
// The lists the event publishes now (r.published), as the decklists page shows them.
void published_decklists_section(PdfDocument& doc, const EventReport& r);
// "Winner", "Top 8" …; "" outside the cut.
std::string cut_label(const PdfDocument& doc, event::Finish f);
void penalties_section(PdfDocument& doc, const EventReport& r, std::optional<int> round);
// Slips with each table's QR code, when `options.table_codes` has the table.
void slips_section(PdfDocument& doc, const EventReport& r, const Round& round, const RenderOptions& options);
void player_codes_section(PdfDocument& doc, const EventReport& r, const RenderOptions& options);
void qr_poster_section(PdfDocument& doc, const EventReport& r, const RenderOptions& options);

// A QR code of `text` filling the square `box` (points, quiet zone included) with its bottom left at (x, bottom).
void draw_qr(PdfDocument& doc, const std::string& text, double x, double bottom, double box);
// `path` under the server's address: phone_url("http://h:8080", "t/R1-T2-…") = "http://h:8080/t/R1-T2-…".
std::string phone_url(const std::string& base, const std::string& path);

}  // namespace jk::reports
