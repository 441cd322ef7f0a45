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

// ---- Verdicts: one shape for every game (docs/judge.md "JSON")
struct Step {
  std::string rule;    // as the rulebook writes it: "2-5-1", "104.2a", "勝利条件"
  std::string text;    // what was compared: "stock 3 vs 2"
  std::string result;  // "A wins", "equal", "not met", ...
  // The same for people in their language, where a procedure is translated (empty: use the
  // English above). JSON always carries the English.
  Message text_msg = {};
  Message result_msg = {};
};

struct Side {
  std::string id;    // "A" or "B" (A = seat 1 when recorded in an event)
  std::string name;  // optional display name from the state file
};

struct Verdict {
  std::string game;       // pack id
  std::string procedure;  // the pack's procedure id: time-limit | end-state | play-order | deck-building | shared-deck | starting-capital
  // win: `winner` won. draw: the game is drawn (SCP 104.4).
  // janken: 2-5-4 reached without a janken result; a person must act (exit 3).
  // judge: the rulebook does not settle it; the judge decides (exit 3).
  // none: no end condition holds; play goes on.
  // chooser / random: 103.4 named who chooses / the first game uses any agreed random method.
  // value: `value` holds the answer (starting capital).
  std::string outcome;
  std::string winner;      // side id, empty unless outcome is win
  std::string decided_by;  // the rule that decided, empty when none did
  std::string summary;     // one line for people: "A wins (2-5-3)"
  Message summary_msg;     // the same as a message, where translated (empty: use `summary`)
  std::vector<Side> sides;
  std::vector<Step> steps;
  std::vector<std::string> notes;
  std::vector<Message> note_msgs;  // the notes for people (same order; see add_note)
  // SCP 103.4: who chooses the play order of the next game, and why (empty for other games).
  std::string next_chooser;
  std::string next_chooser_rule;
  std::string next_chooser_text;
  Message next_chooser_msg;  // the same as a message, where translated (empty: use the text)
  // Procedures with a single answer and no winner (starting capital): the answer.
  std::string value;
};

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

// A person has to act before the verdict is final (janken, a judge's call).
bool needs_person(const Verdict& v);
// Stable JSON (docs/judge.md): for --json and for results.adjudication / games.adjudication.
std::string to_json(const Verdict& v, int indent = -1);

// ---- Economica 2-5: a game unfinished at the time limit. Counts are A:B.
struct Counts {
  long a = 0, b = 0;
};
struct TimeLimitInput {
  Counts stock, flow, value;
  std::string janken;  // "", "A" or "B": who won 2-5-4
};
// Validates against sections 2 and 7 (a stock of 5 already ended the game by 2-1, the flow zone
// counts at most 5, each flow-zone asset has a value level of 1 to 4) and applies 2-5-1..2-5-4.
Verdict economica_time_limit(const TimeLimitInput& in);
// Parses "3:2" (option name for messages).
Counts parse_counts(std::string_view text, std::string_view option);

// ---- End states from a JSON file (formats in docs/judge.md)
Verdict economica_state(std::string_view json, const std::string& file);        // 2-1..2-4-2, 2-5
Verdict scp_state(std::string_view json, const std::string& file);              // 104.2..104.4, 103.4
Verdict imitation_world_state(std::string_view json, const std::string& file);  // 勝利条件
Verdict tochi_jinbutsu_state(std::string_view json, const std::string& file);   // both modes' 勝利条件
// Dispatches on the pack id; throws InputError for a game without an end-state procedure.
Verdict adjudicate_state(std::string_view game, std::string_view json, const std::string& file);

// SCP 103.4: who chooses the play order. previous_result: "" (first game), "A", "B" or "draw";
// previous_chooser: who chose for the previous game (needed after a draw).
Verdict scp_play_order(std::string_view previous_result, std::string_view previous_chooser);

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

struct RoeFigures {
  RoeRow in;
  Rational total_assets, liabilities, interest, equity, profit, sales;  // 資産 負債 支払利息 資本 利益 売上高
  std::optional<Rational> roe;  // nullopt when 資本 <= 0
  std::string roe_undefined;    // why ROE is undefined (English, for JSON)
  Message roe_undefined_msg;    // the same for people
  long innovations = 0;         // イノベーションの数
  std::vector<std::string> awards;  // ids won: roe, sales, innovation (award_name gives the rulebook's name)
  // 1 + the players with more awards (ties share a place). The rules name only the overall
  // winner; this ranking is judgekit's, for pod placements in an event.
  int placement = 1;
};

struct Award {
  std::string id;    // roe | sales | innovation
  std::string name;  // ROE賞 | 売上高賞 | イノベーション賞
  std::vector<std::size_t> winners;  // indices into players; several = shared
  std::string best;                  // the top value as text
  std::string note;                  // "shared by 2 players: the rules name no tie-break", ...
  Message note_msg;                  // the note for people (JSON keeps `note`)
};

struct RoeResult {
  std::vector<RoeFigures> players;
  std::vector<Award> awards;
  std::vector<std::size_t> overall;  // most awards; several = a tie
  long most_awards = 0;
  std::vector<Step> steps;
  std::string summary;
  Message summary_msg;  // the summary for people (JSON keeps `summary`)
};

// Reads the end-of-game table: CSV (header row) or JSON ({"players": [...]}), told apart by the
// first non-blank character. Column names in docs/judge.md (English ids or the rulebook's words).
std::vector<RoeRow> parse_roeup_table(std::string_view text, const std::string& file);
RoeResult roeup_end_of_game(const std::vector<RoeRow>& rows);
std::string to_json(const RoeResult& r, int indent = -1);
// Names for people: "A, B and C" (or "A, B, C" without and_last); Japanese joins with "、".
Message name_list(const std::vector<std::string>& names, bool and_last = true);
// The rulebook's name of an award id ("roe" -> "ROE賞"); an unknown id is returned as it is.
std::string award_name(std::string_view id);

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

// 資本の決定: kind is product | commodity | both; the amounts come from the pack's <starting> data.
Verdict roeup_starting_capital(const Game& roeup, std::string_view kind);

// ---- Penalties (the event file's penalties table)
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
