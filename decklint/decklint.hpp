// decklint: reads decklists, resolves their cards and checks them against a game's construction
// rules as in force on a date (docs/decklint.md). One engine; the rules are data in game.xml.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "i18n.hpp"
#include "input_file.hpp"
#include "pack.hpp"

namespace jk {
class Database;
}

namespace jk::decklint {

// ---- Diagnostics
enum class Level { error, warning, unverified };
std::string level_name(Level l);  // "error", "warning", "unverified"
std::optional<Level> parse_level(std::string_view name);
Message level_words(Level l);  // for people: エラー / error

struct Diagnostic {
  Level level = Level::error;
  int line = 0;                    // 0: about the whole list (sizes, sums, minimums)
  std::string message;             // "投資信託 (E0043) ×2, at most 1" (English: JSON and the event file)
  Message text;                    // the same, to render in the reader's language (empty: use `message`)
  std::string rule;                // rule id; "input" for a problem reading the list
  std::string cite;                // "economica 3-3; revised 2015-08-05, in force from 2015-08-06" (English: the JSON's)
  Message citation;                // the same, to render in the reader's language (empty: use `cite`)
  std::vector<std::string> cards;  // card numbers involved
  std::optional<long long> count, limit;
  std::vector<int> lines;  // the other lines involved
};

enum class Verdict { legal, illegal, unverified, unreadable };
std::string verdict_name(Verdict v);
std::optional<Verdict> parse_verdict(std::string_view name);
// The verdict for people: 適正 / legal.
Message verdict_words(Verdict v);

// A player's list as the event sees it: its check's verdict, or none registered (missing).
enum class DeckVerdict { legal, illegal, unverified, missing };
std::string_view deck_verdict_name(DeckVerdict v);  // as `deck list --json` and the event file write it
std::optional<DeckVerdict> parse_deck_verdict(std::string_view name);
Message deck_verdict_words(DeckVerdict v);  // 適正, 不適正, 未確認, 未提出

struct DeckCard {
  int line = 0;
  long long count = 0;
  std::size_t card = 0;  // index into Ruleset::cards.cards
};

struct Report {
  std::string file;
  Verdict verdict = Verdict::legal;
  std::vector<DeckCard> cards;          // in list order
  std::vector<Diagnostic> diagnostics;  // sorted by line
  int errors = 0, warnings = 0, unverified = 0;
};

// ---- The rules of one game, format, date, event overrides and card list, compiled once.
struct Override {  // an event's change of the format (SCP 100.2e), stored in event.settings
  std::string xml;     // <change rule="copies" max="2"/>, <add>…</add>, <remove rule="…"/>
  std::string reason;  // shown in reports
};

struct Compiled;  // decklint/compiled.hpp

struct Ruleset {
  Game game;
  std::string format, date;
  CardList cards;
  std::vector<Rule> rules;  // in force on `date`, overrides applied
  std::vector<Override> overrides;
  std::shared_ptr<const Compiled> compiled;
};

// Throws InputError for an unknown format, a bad date or an override that does not apply.
Ruleset compile_rules(const Game& game, CardList cards, const std::string& format, const std::string& date,
                      const std::vector<Override>& overrides = {});
// Parses stored overrides; `where` names them in messages ("event settings").
std::vector<RuleChange> parse_overrides(const std::vector<Override>& overrides, const std::string& where);

// "economica 3-3; revised 2015-08-05, in force from 2015-08-06" (plus the event's reason when an override touched it).
std::string citation(const Ruleset& rs, const Rule& r);
std::string citation(const Ruleset& rs, const Rule& r, Lang lang);
Message citation_message(const Ruleset& rs, const Rule& r);
// The reason of the event override that added, changed or removed rule `id`; nullopt when none did.
std::optional<std::string> override_reason(const Ruleset& rs, const std::string& id);

// ---- Checking (one Checker per thread: it caches how each distinct card text resolved)
constexpr std::size_t kMaxListBytes = 1 << 20;  // a decklist larger than 1 MiB is not a decklist
constexpr long long kMaxCount = 999;            // copies on one line

enum class InputKind { guess, text, csv, xml };

class Checker {
 public:
  explicit Checker(const Ruleset& rules);
  ~Checker();
  Checker(const Checker&) = delete;
  Checker& operator=(const Checker&) = delete;

  // `file` names the list in diagnostics; with InputKind::guess a ".csv" name or a count,card
  // header means CSV and a leading '<' means XML.
  Report check_text(std::string_view text, const std::string& file, InputKind kind = InputKind::guess);
  // Reads FILE ("-" = stdin) within kMaxListBytes, decoded to UTF-8 (db/input_file.hpp: Shift_JIS
  // and UTF-16 converted unless `encoding` forces one); an unreadable file gives Verdict::unreadable.
  Report check_file(const std::string& path, Encoding encoding = Encoding::detect);

  const Ruleset& rules() const { return rules_; }
  // The text check_file read last, as UTF-8 (valid until the next call): what `deck register` stores.
  std::string_view last_text() const;

 private:
  struct Impl;
  const Ruleset& rules_;
  std::unique_ptr<Impl> impl_;
};

// Every regular file in `dir` (not hidden), sorted by name. Throws InputError when unreadable.
std::vector<std::string> list_files(const std::string& dir);
// Checks files on `threads` threads; reports come back in the order of `paths`.
std::vector<Report> check_files(const Ruleset& rules, const std::vector<std::string>& paths, int threads,
                                const std::function<void(std::size_t done, std::size_t total)>& progress = {},
                                Encoding encoding = Encoding::detect);

// ---- Output
// "deck.txt:7: error: 投資信託 (E0043) ×2, at most 1 [economica 3-3; …]" (no line number for line 0).
std::string render_diagnostic(const Diagnostic& d, const std::string& file, bool color, Lang lang = Lang::en);
// "illegal: 1 error, 0 warnings" (English: the JSON and the event file keep it)
std::string summary(const Report& r);
// The same in `lang`, for people.
std::string summary(const Report& r, Lang lang);
// The same words from a verdict and its findings counted by severity (a list stored earlier).
std::string summary(Verdict v, int errors, int warnings, int unverified, Lang lang);
// Every diagnostic, then "deck.txt: illegal: 1 error, 0 warnings (economica official, 2015-08-08)".
std::string render_report(const Report& r, const Ruleset& rs, bool color, Lang lang = Lang::en);
// The decks.report object (docs/event-file.md, docs/decklint.md).
nlohmann::ordered_json report_json(const Report& r, const Ruleset& rs);
// The report's `card_lists`: the layers of the card list the verdict used, the pack's first.
nlohmann::ordered_json card_lists_json(const std::vector<CardListSource>& sources);
// Read back from a stored report; nullopt when it holds none (stored before verdicts kept it) or
// cannot be read: the card list is then unknown.
std::optional<std::vector<CardListSource>> parse_card_lists(const nlohmann::json& j);
// The card list for people: "the game pack's list" or "the event's list economica-cards.csv
// (sha256 1a2b3c4d…)", layers joined with " + ", "unknown" when nullopt.
std::string card_lists_words(const std::optional<std::vector<CardListSource>>& sources, Lang lang);
Message card_lists_message(const std::optional<std::vector<CardListSource>>& sources);

// ---- The event: registration, the list of decks, overrides (docs/decklint.md)
struct EventInfo {
  std::string path, name, game, format, date;  // format: the event's, else the pack's default
  std::vector<Override> overrides;
};
EventInfo read_event(Database& db, const std::string& path);
// A player by id or by an unambiguous name (players.name_key); throws InputError listing candidates.
std::int64_t find_player(Database& db, const std::string& who, std::string* name = nullptr);

struct Registration {
  std::int64_t deck_id = 0, player_id = 0;
  std::string player_name;
  std::vector<std::int64_t> superseded;  // earlier lists of the player this one replaces
};
// Stores the list and its report (inside the caller's Change); an unreadable report is refused (InputError).
Registration register_deck(Database& db, std::int64_t player_id, const std::string& file,
                           std::string_view text, const Report& report, const Ruleset& rs);

struct PlayerDeck {
  std::int64_t player_id = 0;
  std::string name;
  bool dropped = false;
  DeckVerdict verdict = DeckVerdict::missing;
  std::optional<std::int64_t> deck_id;
  std::string file, registered_at;
  int errors = 0, warnings = 0, unverified = 0;  // the stored report's findings by severity
  std::optional<std::vector<CardListSource>> card_lists;  // nullopt: unknown (or missing)
};
std::vector<PlayerDeck> list_decks(Database& db);
// A stored list's verdict and its findings by severity, as summary(r, lang) words them.
std::string summary(const PlayerDeck& d, Lang lang);
// Removes every list of the player (inside the caller's Change); returns how many there were.
int unregister_decks(Database& db, std::int64_t player_id);

// Adds an override after checking it applies to the event's game and format; returns its number (1-based).
std::size_t add_override(Database& db, const EventInfo& ev, const Override& o);
// Removes override number `n` (1-based).
Override remove_override(Database& db, const EventInfo& ev, std::size_t n);

// ---- ROE UP!: which cards leave the box for a scenario (games/roeup/game.xml <setup>, <starting>)
struct SetupStep {
  std::string id, name_ja, name_en, cite;
  std::vector<std::string> remove_text;  // the rulebook's wording
};
struct StartingCapital {
  std::string id, text, cite, where;
  long value = 0;
  std::vector<std::size_t> characters;  // cards of the list it applies to
};
struct SetupPlan {
  std::vector<SetupStep> steps;
  std::vector<std::size_t> remove;                                // cards to take out
  std::vector<std::pair<std::size_t, std::string>> undecided;    // card, the field the list lacks
  std::vector<StartingCapital> capital;
  std::size_t listed = 0;  // cards in the list used
};
// Throws InputError for a game without set-up choices or an unknown scenario.
SetupPlan plan_setup(const Game& g, const CardList& cards, const std::string& scenario, bool no_dice);

}  // namespace jk::decklint
