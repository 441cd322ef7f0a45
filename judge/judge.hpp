// jk_judge: adjudication by each game's own rules, ROE UP! end-of-game figures and awards, the penalty log.
// Every answer carries the chain of rules it applied, each with the rulebook's own number.
// Bad input throws jk::InputError naming the file and the field (commands exit 2).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "event_enums.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "rational.hpp"
#include "results.hpp"
#include "sqlite.hpp"

namespace jk::judge {

// ---- Verdicts: one shape for every game, as data; words are made when shown (docs/judge.md "JSON").
// A is seat 1 (the table's first player when recorded in an event), B seat 2.
enum class Side { a, b };
std::string_view seat_name(Side s);  // "A" | "B"
std::optional<Side> parse_seat(std::string_view text);
Side other(Side s);
// A placeholder that names a seat: words made for a person put the player's name there.
MessageArg seat_arg(std::string name, Side s);

// win: `winner` won. draw: the game is drawn (SCP 104.4).
// janken: 2-5-4 reached without a janken result; a person must act (exit 3).
// judge: the rulebook does not settle it; the judge decides (exit 3).
// none: no end condition holds; play goes on.
// chooser / random: 103.4 named who chooses / the first game uses any agreed random method.
// value: `value` holds the answer (starting capital).
enum class Outcome { win, draw, janken, judge, none, chooser, random, value };
std::string_view outcome_name(Outcome o);  // as JSON writes it
std::optional<Outcome> parse_outcome(std::string_view name);

// What a step found. The seat it names, where it names one, is Step::seat.
enum class Finding { wins, loses, meets, equal, not_met, both_meet, both_lose, draw, not_played, chooses, stated };
std::string_view finding_name(Finding f);  // "wins", "not-met", ... (the stored adjudication's words)
std::optional<Finding> parse_finding(std::string_view name);

// One rule applied. A comparison names what it compared (a measure: measure_words) and the two
// values, A's first; any other step says what it looked at as a message.
struct Step {
  std::string rule;       // as the rulebook writes it: "2-5-1", "104.2a", "勝利条件"
  std::string measure;    // "stock", "flow", "value", ... ("" when `what` says it)
  std::string a, b;       // the values compared
  Message what;           // not a comparison: what the step looked at
  Finding finding = Finding::stated;
  std::optional<Side> seat;  // the seat the finding names (wins, loses, meets, chooses)
  Message found;          // Finding::stated: what the step found
};
// A comparison step; a statement step.
Step compared(std::string rule, std::string measure, long a, long b, Finding finding, std::optional<Side> seat = std::nullopt);
Step stated(std::string rule, Message what, Finding finding, std::optional<Side> seat = std::nullopt);
Step stated(std::string rule, Message what, Message found);
// The measure's words with its two values: "stock {a} vs {b}" (ストックの枚数 {a} 対 {b}).
Message measure_words(std::string_view measure, const std::string& a, const std::string& b);
// The measure's name where a form or a slip asks for it: "cards in the stock zone".
Message measure_name(std::string_view measure);
// Economica 2-5: the measures a game unfinished at the time limit is settled by, in order
// (2-5-1 stock, 2-5-2 flow, 2-5-3 value; 2-5-4 janken settles what they leave equal).
struct TimeLimitMeasure {
  const char* rule;
  const char* measure;
};
const std::vector<TimeLimitMeasure>& time_limit_measures();

struct SideName {
  Side seat = Side::a;
  std::string name;  // optional display name from the state file
};

struct Verdict {
  std::string game;  // pack id
  ProcedureId procedure = ProcedureId::end_state;
  Outcome outcome = Outcome::none;
  std::optional<Side> winner;  // outcome win
  std::string decided_by;      // the rule that decided, empty when none did
  Message summary;             // one line: "{side} wins (2-5-3)"
  std::vector<SideName> sides;
  std::vector<Step> steps;
  std::vector<Message> notes;
  // SCP 103.4: who chooses the play order of the next game, and why (empty for other games).
  std::optional<Side> next_chooser;
  std::string next_chooser_rule;
  Message next_chooser_text;
  // Procedures with a single answer and no winner (starting capital): the answer.
  std::string value;
};

// A person has to act before the verdict is final (janken, a judge's call).
bool needs_person(const Verdict& v);
// Stable JSON (docs/judge.md), for --json: English words made from the data.
std::string to_json(const Verdict& v, int indent = -1);
// What results.adjudication and games.adjudication keep: the JSON above and the data it was
// worded from (each step's measure, values, finding and seat; the messages), so a reader words it
// in their own language (verdict_from_json).
std::string to_stored_json(const Verdict& v);
// Reads a stored adjudication, also one stored before the data was kept (its English time-limit
// steps are read back into measures). Throws InputError when it is not a verdict's JSON.
Verdict verdict_from_json(std::string_view json);

// ---- Words for people: each seat by its player's name (`names` in seat order), else by its
// label ("A", or "A (佐藤)" when the state file names the player).
using SeatNames = std::vector<std::string>;
Message step_what(const Verdict& v, const Step& s, const SeatNames& names = {});
Message step_found(const Verdict& v, const Step& s, const SeatNames& names = {});
Message summary_text(const Verdict& v, const SeatNames& names = {});
Message next_chooser_words(const Verdict& v, const SeatNames& names = {});
std::vector<Message> notes_text(const Verdict& v, const SeatNames& names = {});
// One line per step: "2-5-3 flow-zone value levels 7 vs 5: 佐藤 wins" (2-5-3 フローゾーンのアセットの
// 価値段階の合計 7 対 5: 佐藤の勝ち).
std::vector<std::string> steps_text(const Verdict& v, Lang lang, const SeatNames& names = {});
// A step without seats to name (ROE UP!'s figures, 決算).
Message step_what(const Step& s);
Message step_found(const Step& s);

// ---- Economica 2-5: a game unfinished at the time limit. Counts are A:B.
struct Counts {
  long a = 0, b = 0;
};
struct TimeLimitInput {
  Counts stock, flow, value;
  std::optional<Side> janken;  // who won 2-5-4, when it came to that
};
// Validates against sections 2 and 7 (a stock of 5 already ended the game by 2-1, the flow zone
// counts at most 5, each flow-zone asset has a value level of 1 to 4) and applies 2-5-1..2-5-4.
Verdict economica_time_limit(const TimeLimitInput& in);
// Parses "3:2" (option name for messages).
Counts parse_counts(std::string_view text, std::string_view option);
// The counts as typed (--stock 3:2 --flow 4:4 --value 12:10 [--janken A|B]).
TimeLimitInput time_limit_input(std::string_view stock, std::string_view flow, std::string_view value, std::string_view janken);

// ---- End states from a JSON file (formats in docs/judge.md)
Verdict economica_state(std::string_view json, const std::string& file);        // 2-1..2-4-2, 2-5
Verdict scp_state(std::string_view json, const std::string& file);              // 104.2..104.4, 103.4
Verdict imitation_world_state(std::string_view json, const std::string& file);  // 勝利条件
Verdict tochi_jinbutsu_state(std::string_view json, const std::string& file);   // both modes' 勝利条件
// Dispatches on the pack id; throws InputError for a game without an end-state procedure.
Verdict adjudicate_state(std::string_view game, std::string_view json, const std::string& file);

// SCP 103.4: who chooses the play order. previous_result: "" (first game), "A", "B" or "draw";
// previous_chooser: who chose for the previous game (needed after a draw). Refuses other words.
Verdict scp_play_order(std::string_view previous_result, std::string_view previous_chooser);
// The same from data: the previous game's winner (none: drawn), none for the first game.
struct GameResult {
  std::optional<Side> winner;  // none: drawn
};
Verdict scp_play_order(std::optional<GameResult> previous, std::optional<Side> previous_chooser);

// 103.4 walked through a match game by game, as the players tell it: each game's chooser as
// 103.4 names it, and when the match is over (a player has won the games the match structure
// needs, 100.3; each drawn game adds one).
struct PlayedGame {
  std::optional<Side> chose;  // who chose its play order, when the players say
  GameResult result;
};
struct WalkedGame {
  PlayedGame played;
  std::optional<Side> named;  // who 103.4 named to choose it (none for the first game: a random method)
};
struct PlayOrderWalk {
  std::vector<WalkedGame> games;
  std::optional<Side> match_winner;  // once a player has won the games needed
  bool match_drawn = false;          // a best of 1 that is its one game (one-game-draw), drawn
  std::optional<Verdict> next;       // 103.4 for the next game (none once the match is over or after an error)
  Message error;                     // a game the rules do not allow here; its seats are placeholders (with_names)
};
PlayOrderWalk walk_play_order(const MatchStructure& match, const std::vector<PlayedGame>& games);
// A message with its seat placeholders filled with the players' names (seat order), else "A"/"B".
Message with_names(const Message& m, const SeatNames& names);

// ---- ROE UP! (gamer rules ver. 2.2)
struct RoeRow {
  std::string player;
  int line = 0;  // where the row is in its file
  Rational cash, assets;  // 現金; アセットの資産の合計
  Rational rating;        // 財務格付の向上 (amounts, summed)
  Rational loans;         // 融資の成立 (amounts, summed)
  Rational interest;      // 融資の成立の金利 (summed)
  Rational operating_profit;  // 最後の期の決算で計算した営業利益
  Rational sales;             // the 売上 of the business unit cards in the open deck, summed
  long premium = 0;           // プレミアムカード in the open deck
};

// ゲームの終了's three awards.
enum class AwardId { roe, sales, innovation };
std::string_view award_id_name(AwardId a);  // "roe" | "sales" | "innovation": JSON and the event file
std::optional<AwardId> parse_award_id(std::string_view name);

struct RoeFigures {
  RoeRow in;
  Rational total_assets, liabilities, interest, equity, profit, sales;  // 資産 負債 支払利息 資本 利益 売上高
  std::optional<Rational> roe;  // nullopt when 資本 <= 0
  Message roe_undefined;        // why ROE is undefined
  long innovations = 0;         // イノベーションの数
  std::vector<AwardId> awards;  // the awards won
  // 1 + the players with more awards (ties share a place). The rules name only the overall
  // winner; this ranking is judgekit's, for pod placements in an event.
  int placement = 1;
};

struct Award {
  AwardId id = AwardId::roe;
  std::vector<std::size_t> winners;  // indices into players; several = shared
  std::string best;                  // the top value as text
  Message note;                      // "shared by 2 players: the rules name no tie-break", ...
};

struct RoeResult {
  std::vector<RoeFigures> players;
  std::vector<Award> awards;
  std::vector<std::size_t> overall;  // most awards; several = a tie
  long most_awards = 0;
  std::vector<Step> steps;
  Message summary;
};

// Reads the end-of-game table: CSV (header row) or JSON ({"players": [...]}), told apart by the
// first non-blank character. Column names in docs/judge.md (English ids or the rulebook's words).
std::vector<RoeRow> parse_roeup_table(std::string_view text, const std::string& file);
RoeResult roeup_end_of_game(const std::vector<RoeRow>& rows);
std::string to_json(const RoeResult& r, int indent = -1);
// Names for people: "A, B and C" (or "A, B, C" without and_last); Japanese joins with "、".
Message name_list(const std::vector<std::string>& names, bool and_last = true);
// The rulebook's name of an award id as stored ("roe" -> "ROE賞"); an unknown id is returned as it is.
std::string award_name(std::string_view id);
std::string award_name(AwardId id);

// 決算: cash + 営業利益 - 融資の成立の金利; when negative, assets are sold at half their 資産;
// still negative after selling every asset = default (デフォルト).
struct SettlementRow {
  std::string player;
  Rational cash, operating_profit, interest;
  std::vector<Rational> assets;  // the 資産 of each asset card
};
struct SettlementFigures {
  SettlementRow in;
  Rational after;         // cash after profit and interest
  Rational shortfall;     // how far below 0 (0 when not negative)
  Rational sale_all;      // selling every asset: half the 資産 total
  bool must_sell = false;
  bool must_sell_all = false;  // no asset can be kept
  bool defaulted = false;
  std::vector<Step> steps;
};
std::vector<SettlementRow> parse_settlement(std::string_view json, const std::string& file);
std::vector<SettlementFigures> roeup_settlement(const std::vector<SettlementRow>& rows);
std::string to_json(const std::vector<SettlementFigures>& s, int indent = -1);

// 資本の決定 by the character's abilities; the amounts come from the pack's <starting> data.
enum class Abilities { product, commodity, both };
std::optional<Abilities> parse_abilities(std::string_view name);  // "product" | "commodity" | "both"
Verdict roeup_starting_capital(const Game& roeup, Abilities kind);
// The same with the abilities as typed (--starting-capital); refuses another word.
Verdict roeup_starting_capital(const Game& roeup, std::string_view kind);

// ---- Penalties (the event file's penalties table)
// A note: its English in `notes` (JSON), the message in `note_msgs` for people.
template <class T>
void add_note(T& out, Message note) {
  out.notes.push_back(note.str(Lang::en));
  out.note_msgs.push_back(std::move(note));
}
// The notes in `lang` (the English where a note has no message).
template <class T>
std::vector<std::string> notes_in(const T& out, Lang lang) {
  if (out.note_msgs.size() != out.notes.size()) return out.notes;
  std::vector<std::string> r;
  for (const auto& m : out.note_msgs) r.push_back(m.str(lang));
  return r;
}

// The kinds come from the pack (<infractions>, db/pack.hpp); "other" is every game's.
using jk::Infraction;
// The kinds for a game: the pack's own, then "other" unless the pack has its own.
std::vector<Infraction> infractions_for(const Game& game);
// By id or alias; throws InputError listing the kinds (a group such as "5-2" names its members).
Infraction find_infraction(const Game& game, std::string_view kind);
// By id, as the penalties table stores it; nullptr for an id the game does not have (an old or
// imported event's own word).
const Infraction* infraction_by_id(const std::vector<Infraction>& kinds, std::string_view id);
// What people read: the rulebook's Japanese in ja, else the English.
std::string infraction_name(const Infraction& k, Lang lang);
// An infraction as a judge reads it: its rule number when its id is one (5-4-1), then its name; an
// id that is a word of the pack's ("other", "marker") is left out. Every face that names one.
std::string infraction_label(const Infraction& k, Lang lang);
std::string infraction_procedure(const Infraction& k, Lang lang);

// Players are named by jk::resolve_player (db/players.hpp), as in every command.

struct PenaltyRequest {
  std::string player;      // as typed
  std::string infraction;  // kind id or alias
  std::string penalty;     // as typed: warning | game-loss | match-loss | disqualification
  std::optional<int> round;  // default: the current (latest) round
  std::string note;
};
struct PenaltyApplied {
  std::int64_t id = 0;
  std::int64_t player_id = 0;
  std::string player_name;
  std::optional<int> round;
  std::optional<std::int64_t> match_id;
  std::optional<int> table;
  Infraction infraction;
  PenaltyKind penalty = PenaltyKind::warning;
  int repeat = 1;  // the nth time this player got this infraction (voided ones not counted)
  // The match result it changed (match_id set; before: none when the match had none), worded by
  // event::result_text.
  std::optional<ResultRecord> before, after;
  std::vector<std::string> notes;           // e.g. the rulebook's procedure or loss rule
  std::vector<Message> note_msgs;           // the notes for people (same order; see add_note)
};
// Adding one: judge/penalties.hpp (read, decide, write).

struct PenaltyEntry {
  std::int64_t id = 0, player_id = 0;
  std::string player_name;
  std::optional<int> round;
  std::string infraction, citation, note, created_at;
  PenaltyKind penalty = PenaltyKind::warning;
  std::optional<std::int64_t> match_id;
  std::optional<int> table;
  std::string voided_at, void_reason;  // empty unless voided
};
// Every penalty, by player then time; `player` limits it to one.
std::vector<PenaltyEntry> list_penalties(Database& db, std::optional<std::int64_t> player = std::nullopt);

struct PenaltyVoided {
  std::int64_t id = 0;
  PenaltyKind penalty = PenaltyKind::warning;
  std::string player_name;
  std::optional<std::int64_t> match_id;       // the match whose result it put back
  std::optional<ResultRecord> before, after;  // that result (after: none when it had none)
  std::vector<std::string> notes;
  std::vector<Message> note_msgs;
};
// Voiding one: judge/penalties.hpp (read, decide, write).

}  // namespace jk::judge
