// The event's decklists as every face reads them: each player's current registration with its
// verdict, cards and decklint's findings as data (severity, line, rule, citation, cards, count,
// limit). The CLI words a finding as `file:line: error: …`, a phone as a sentence for a player, a
// PDF as a table row; none of them reads the decks table.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "decklint.hpp"
#include "i18n.hpp"
#include "sqlite.hpp"

namespace jk::event {

struct DeckCardFact {
  int line = 0, count = 0;
  std::string number, name, part;  // name, part: "" when the list did not say
};

struct DiagnosticFact {
  decklint::Level severity = decklint::Level::error;
  int line = 0;  // 0: about the whole list (sizes, sums)
  std::string rule;                   // the rule's id; "input" for a problem reading the list
  std::vector<std::string> cards;     // card numbers involved
  std::optional<long long> count, limit;
  // decklint's finding and the rule's citation, to word in the reader's language. Lists stored
  // before their data was kept give the words stored then (English, and Japanese where kept).
  Message finding, citation;
};

struct DeckFact {
  std::int64_t id = 0, player_id = 0;
  decklint::Verdict verdict = decklint::Verdict::unverified;
  std::string checked_date, format, source_file;
  int errors = 0, warnings = 0, unverified = 0;  // diagnostics by severity
  std::vector<DeckCardFact> cards;
  std::vector<DiagnosticFact> diagnostics;
  std::string report_json;  // as stored (decks.report), for the decks export
  Message problem;          // set when the stored report could not be read
  // The card list the verdict used (the pack's first); nullopt: unknown (stored before verdicts kept it).
  std::optional<std::vector<CardListSource>> card_lists;
};

// A list's parts in the order its cards come, each with its cards' total: what the faces head the
// cards with (deck show, the console, the decklists PDF).
struct DeckPart {
  std::string id;  // as the stored report names it ("main"); "" when it did not say
  int cards = 0;
};
std::vector<DeckPart> deck_parts(const DeckFact& d);
// The part as the pack names it with its total: デッキ（50枚）, deck (50 cards), aga (leader) (1 card).
Message part_heading(const std::vector<Part>& pack_parts, const DeckPart& p);

// What the public pages show of a player's list: its status only.
enum class DeckStatus { none, missing, legal, illegal, unverified };  // none: the game has no decklists
std::string_view deck_status_name(DeckStatus s);  // "" | "missing" | "legal" | "illegal" | "unverified"
// The status for people: 適正, 不適正, 未確認, 未提出 (nothing for none).
Message deck_status_words(DeckStatus s);
// Each player's current verdict (player id, verdict), without reading the lists. Inside the
// caller's snapshot.
std::vector<std::pair<std::int64_t, decklint::Verdict>> deck_verdicts(Database& db);
// Each player's status (`players` by id).
std::vector<DeckStatus> deck_statuses(const std::vector<std::int64_t>& players,
                                      const std::vector<std::pair<std::int64_t, decklint::Verdict>>& verdicts, bool deck_building);

// One finding of a list a player typed, as the data of a sentence for them (the CLI prints the
// same finding as `file:line: error: … [citation]`).
struct PlayerFinding {
  decklint::Level severity = decklint::Level::error;
  int line = 0;                      // 0: about the whole list
  Message finding;                   // decklint's words: the cards and counts it is about
  std::string rule_number;           // the rulebook's number ("3-4"); "" for a problem reading the list
  // The rule as the rulebook words it, when the finding is about a group of cards the pack picks
  // with a filter (`type=asset and cost=0`): the player reads the rule, not the filter.
  std::string rule_words;
  std::optional<long long> count;    // how many the list has, when the finding counts
};
std::vector<PlayerFinding> player_findings(const decklint::Report& report, const decklint::Ruleset& rules);

// "legal" | "illegal" | "unverified" as stored; nullopt for any other word.
std::optional<decklint::Verdict> parse_verdict(std::string_view word);

// Every player's current list (the newest not superseded), by player id. Call inside the
// caller's snapshot (event_views, overview).
std::vector<DeckFact> deck_facts(Database& db);

// The player's current list, nullopt when none (a snapshot of its own).
std::optional<DeckFact> player_deck(Database& db, std::int64_t player_id);

// The stored report's cards and findings, read into `d` (d.problem says what was wrong with it).
void read_deck_report(DeckFact& d);

}  // namespace jk::event
