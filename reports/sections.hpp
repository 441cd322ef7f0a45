// Private to jk_reports: the sections each report kind is made of, and what they share.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "pdf_document.hpp"
#include "reports.hpp"

namespace jk::reports {

// Player order for people: by kana reading where known, else by name (docs/reports.md).
std::string sort_key(const Player& p);
std::vector<const Player*> players_by_reading(const EventReport& r, const std::vector<std::int64_t>& ids);
// The index heading a key files under: ア行 … ワ行, A–Z, 0–9, or その他.
std::string kana_group(const std::string& key);

std::string round_title(const Round& r);  // "第3回戦 Round 3", "準決勝 Semi-final（第4回戦 round 4）"
std::string fixed2(double v);                  // "66.67"
std::string penalty_label(const std::string& penalty);  // "警告 warning"
std::string verdict_label(const std::string& verdict);  // "適正 LEGAL"
// The round reports default to: the one asked for, else the latest.
const Round& pick_round(const EventReport& r, std::optional<int> asked);

void cover_section(PdfDocument& doc, const EventReport& r, const std::vector<std::string>& contents);
void standings_section(PdfDocument& doc, const EventReport& r);
void bracket_section(PdfDocument& doc, const EventReport& r);  // only when the event has cut rounds
void pairings_section(PdfDocument& doc, const EventReport& r, const Round& round);
// `opens_section`: the first round of the summary's results, which bookmarks the section.
void results_section(PdfDocument& doc, const EventReport& r, const Round& round, bool opens_section);
void slips_section(PdfDocument& doc, const EventReport& r, const Round& round);
void decklists_section(PdfDocument& doc, const EventReport& r);
void penalties_section(PdfDocument& doc, const EventReport& r, std::optional<int> round);

}  // namespace jk::reports
