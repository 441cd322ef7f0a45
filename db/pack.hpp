// The game-pack model: what games/<id>/game.xml declares (see docs/game-packs.md).
#pragma once
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards.hpp"
#include "i18n.hpp"
#include "input_file.hpp"
#include "terms.hpp"

#include "tiebreakers.hpp"

namespace jk {

// ---- Card predicates: "type=asset and cost=0", "class=Safe and tag=partner", "type=tale|incident"
enum class CardField { name, number, type, card_class, cost, stars, faction, object_number, tag };
struct Condition {
  enum class Op { eq, ne, lt, le, gt, ge, between };
  CardField field = CardField::type;
  Op op = Op::eq;
  std::vector<std::string> values;  // alternatives for eq / ne (text fields)
  long lo = 0, hi = 0;              // numeric bound(s)
};
struct Predicate {
  std::vector<Condition> all;  // every condition must hold; empty matches every card
  std::string text;            // as written in the pack, for messages
};
enum class Truth { no, yes, unknown };
// `unknown` when a field the predicate reads is unknown for the card; `missing` then names it.
Truth matches(const Predicate& p, const Card& card, std::string* missing = nullptr);
// Throws InputError (no file: the caller knows where the text came from).
Predicate parse_predicate(std::string_view text);
std::string field_name(CardField f);  // "class", "object_number", ... as card lists and packs name them
std::optional<CardField> parse_card_field(std::string_view name);
bool is_numeric(CardField f);  // cost, stars
// A copies rule's key: the game's identity key ("identity", or no key) or a card field.
struct CopiesKey {
  bool identity = true;
  CardField field = CardField::name;  // when not identity
};
std::optional<CopiesKey> parse_copies_key(std::string_view key);

// ---- Construction rules (the rule language; docs/game-packs.md)
enum class Severity { error, warning };
std::string_view severity_name(Severity s);  // "error" | "warning"
std::optional<Severity> parse_severity(std::string_view name);

enum class RuleKind { size, copies, card_limit, count, sum, banned, leader };
std::string_view rule_kind_name(RuleKind k);  // "size" | "copies" | "card-limit" | ...
std::optional<RuleKind> parse_rule_kind(std::string_view name);
std::string known_rule_kinds();  // "size, copies, card-limit, count, sum, banned, leader"

struct Rule {
  std::string id;    // unique within a format: "deck-size", "copies", "e0043-limit"
  RuleKind kind = RuleKind::size;
  std::string part;  // size/count/sum: which part of the deck ("" = the default part)
  Predicate where;   // count/sum/banned/copies: which cards
  std::string card;  // card-limit: a card number or name
  std::string key;   // copies: "identity" (the game's key) or a field such as object_number
  std::string field; // sum: the numeric field (stars); leader: the field compared (faction)
  std::string neutral;  // leader: the value always allowed (曖昧)
  std::optional<long> min, max, exact;
  bool any_number = false;  // card-limit: no limit for this card
  Severity severity = Severity::error;
  std::string cite;  // rule number in the rulebook: "3-3", "100.2c"
  std::string text;  // the rule as the rulebook words it (short)
  // Filled when a dated revision added or changed the rule.
  std::string revision_id, announced, effective;
  std::string source_file;
  int source_line = 0;
};

// How a derived format, a revision or an event's override changes rules.
struct RuleChange {
  enum class Op { add, change, remove } op = Op::add;
  Rule rule;                                  // add: the rule; change: the attributes that replace
  std::string target;                         // change/remove: the rule id
  std::map<std::string, std::string> attrs;   // change: attribute name -> new value, as written
  std::string reason;                         // why (shown in reports)
  std::string source_file;
  int source_line = 0;
};

struct Revision {
  std::string id;
  std::string announced;  // YYYY-MM-DD
  std::string effective;  // YYYY-MM-DD: in force from this date
  std::string cite;       // where the document states it
  std::string title;
  std::vector<std::string> formats;  // empty = every format
  std::vector<RuleChange> changes;
  int source_line = 0;
};

struct Part {
  std::string id;  // main, leader, land, person
  std::string name_ja, name_en;
  Predicate where;  // cards matching go to this part; the part without `where` takes the rest
};

struct Format {
  std::string id;
  std::string name_ja, name_en;
  std::string base;          // derived from this format
  bool official = false;     // an official (sanctioned) event
  bool is_default = false;
  std::vector<Rule> rules;          // own rules (after the base's)
  std::vector<RuleChange> changes;  // changes to the base's rules
  std::string note, note_ja;        // <notes> and <notes lang="ja">; a reader of Japanese gets note_ja when given
  int source_line = 0;
};

// What a drawn game does in a best-of-1 match (one-game-draw in <match>): it does not count and
// another game is played until one is won (the MTR convention, judgekit's default), or it ends the
// match, which is its one game (SCP 100.3). A match of several games goes on to the wins needed.
enum class OneGameDraw { another_game, ends_match };
// "another-game" | "ends-match"
std::string_view one_game_draw_name(OneGameDraw d);
std::optional<OneGameDraw> parse_one_game_draw(std::string_view name);

struct MatchStructure {
  int players_per_table = 2;
  int best_of = 1;
  // The match lengths an event may choose (best-of-choices, with best_of among them): several
  // where the rules let an event decide (SCP 100.3) or are silent; best_of alone otherwise.
  std::vector<int> best_of_choices{1};
  // The games a player must win to win the match: 2 of a best of 3 (a draw wins nothing).
  int wins_needed() const { return (best_of < 1 ? 1 : best_of) / 2 + 1; }
  // This structure played as a best of `n` (a round's length): the win and the bye follow it.
  MatchStructure played_as(int n) const {
    MatchStructure m = *this;
    m.best_of = n;
    m.bye_games_won = m.wins_needed();
    return m;
  }
  bool allows_best_of(int n) const { return std::find(best_of_choices.begin(), best_of_choices.end(), n) != best_of_choices.end(); }
  bool draws_allowed = true;
  OneGameDraw one_game_draw = OneGameDraw::another_game;
  std::string one_game_draw_cite;  // one-game-draw-cite: where the rules say what a drawn game does
  // A best of 1 that is its one game whatever that game's result: 1-0-1 is no score of it.
  bool single_game() const { return best_of == 1 && one_game_draw == OneGameDraw::ends_match; }
  int points_win = 3, points_draw = 1, points_loss = 0;
  int bye_points = 3;
  // A bye scores as the structure's win and a missed round as its loss: wins_needed()-0, set by
  // the loader (1-0 in best of 1, 2-0 in best of 3).
  int bye_games_won = 1, bye_games_lost = 0;
  // Multi-player pods (players_per_table > 2).
  int pod_min = 0, pod_max = 0;
  std::vector<int> placement_points;  // points by place: 1st, 2nd, ...
  std::string cite;                   // where the rules give it, or "" for a judgekit default
  std::string note, note_ja;          // note and note-ja
};

struct Tiebreaker {
  TiebreakId id = TiebreakId::omw;
  double floor = 0.0;   // minimum a percentage counts as (0.33 in MTR appendix C)
  std::string note;
};

// What a game's rulebook lets judgekit settle (<adjudication><procedure id=…> in game.xml): the
// capabilities commands and pages ask a pack for, never its id (docs/game-packs.md).
enum class ProcedureId {
  time_limit,        // Economica 2-5: a game unfinished at the time limit, settled by figures in order
  end_state,         // who won from the state of a finished game (adjudicate --state)
  play_order,        // SCP 103.4: who chooses the play order of the next game of a match
  awards,            // ROE UP! ゲームの終了: each player's end-of-game figures place a pod
  settlement,        // ROE UP! 決算 ("default"): a player who cannot pay defaults
  deck_building,     // the land-and-person game's end states, one procedure per mode
  shared_deck,
  starting_capital,  // ROE UP! 資本の決定 (a verdict's procedure; the pack gives <starting> values)
};
std::string_view procedure_name(ProcedureId p);  // "time-limit" | "end-state" | ... | "default" | ...
std::optional<ProcedureId> parse_procedure(std::string_view name);
std::string known_procedures();

struct Procedure {
  ProcedureId id = ProcedureId::end_state;
  std::string cite;  // rule numbers
  std::string name_ja, name_en;
};

// A scenario of a game played from the box (ROE UP!): which cards go back into the box.
struct SetupChoice {
  std::string id;  // product, commodity, mixed, no-dice
  std::string name_ja, name_en;
  std::vector<Predicate> remove;  // cards matching any are removed
  std::vector<std::string> remove_text;  // the rulebook's wording of each removal
  std::string cite;
};

struct StartingValue {  // starting capital per character kind (ROE UP! 資本の決定)
  std::string id;
  Predicate where;
  long value = 0;
  std::string text, cite;
};

// What the rulebook says about losing for an infraction: the player loses (反則負けとなる), the judge
// may make it a loss, the judge may make it a loss once the act is repeated (Economica 5-4-2:
// 繰り返し同様の行為を行った場合), or nothing (a procedure only).
enum class RulebookLoss { none, game_loss, game_loss_allowed, game_loss_if_repeated };
// "" | "game-loss" | "game-loss-allowed" | "game-loss-if-repeated" (game.xml's loss=)
std::string_view rulebook_loss_name(RulebookLoss l);
std::optional<RulebookLoss> parse_rulebook_loss(std::string_view name);

// An infraction the rulebook names (<infractions> of game.xml), with what it says to do. The
// English is for --json and English readers; the Japanese is the rulebook's own wording.
struct Infraction {
  std::string game;   // pack id
  std::string id;     // the rule number where there is one ("5-1-1"), else a word ("other")
  std::string alias;  // a word for it ("too-many-drawn")
  std::string name, name_ja;            // short description
  std::string cite;                     // rule numbers
  std::string procedure, procedure_ja;  // what the rulebook says to do
  RulebookLoss rulebook_loss = RulebookLoss::none;
  bool needs_note = false;
};

struct Game {
  std::string id;
  std::string name_ja, name_en;
  std::vector<std::string> aliases;  // other names a person may type for the game: エコノミカ, SCP
  std::string source_document, source_title;
  std::string identity = "name";  // the key copies are counted by: "name" or "number"
  // <identity numbers-per-name="one">: a name is printed under one card number only, so two
  // numbers are two cards even when a list lacks their names. The default, "many", is the
  // cautious reading: two numbers of unknown name may be one card.
  bool one_number_per_name = false;
  std::string identity_cite, identity_note, identity_note_ja;  // the rule behind it, and why
  std::vector<Part> parts;
  std::vector<FieldValues> fields;
  std::vector<Format> formats;
  std::vector<Revision> revisions;
  MatchStructure match;
  std::vector<Tiebreaker> tiebreakers;
  WinPercentRules win_percent;  // <tiebreakers byes-in-win-percent dropped-win-cap freeze-dropped>
  std::vector<Procedure> procedures;
  std::vector<Infraction> infractions;  // the pack's own; judge::infractions_for adds the shared ones
  std::vector<SetupChoice> setups;
  std::vector<StartingValue> starting_values;
  std::vector<PackTerm> terms;  // games/<id>/terms.xml: what people say for the rulebook's words
  bool deck_building = true;
  std::string notes;
  CardList cards;
  std::string dir;        // games/<id>
  std::string xml_path;   // games/<id>/game.xml

  const Format* find_format(std::string_view id) const;
  const Format* default_format() const;
  // The pack's procedure `id`, or nullptr: what the game lets judgekit settle.
  const Procedure* procedure(ProcedureId id) const;
  bool has_procedure(ProcedureId id) const { return procedure(id) != nullptr; }
  // A state file says who won a finished game (end-state, or a mode's own procedure).
  bool adjudicates_end_states() const;
};

// A format's rules as in force on `date` (YYYY-MM-DD): base formats first, then the format's
// own changes, then every revision effective on or before `date`, then `overrides` (an event's).
// Throws InputError for an unknown format or a change naming an unknown rule.
std::vector<Rule> rules_in_force(const Game& game, std::string_view format_id, std::string_view date,
                                 const std::vector<RuleChange>& overrides = {});

// What a rule demands, for people: "cards in the deck: exactly 50", "copies of E0043: at most 1".
// The English is what --json carries; the Lang overloads are for people ("デッキのカード: ちょうど50").
std::string describe_rule(const Game& game, const Rule& rule);
std::string describe_rule(const Game& game, const Rule& rule, Lang lang);
// Where the rulebook says it: "economica 3-3; revised 2015-08-05, in force from 2015-08-06".
std::string cite_rule(const Game& game, const Rule& rule);
std::string cite_rule(const Game& game, const Rule& rule, Lang lang);
Message cite_rule_message(const Game& game, const Rule& rule);  // the same, to word in any language
// A card-list field as the rulebooks name it: "faction" -> 勢力 in Japanese; in English, and for
// unknown fields, as the card list names it.
std::string field_word(std::string_view field, Lang lang);
// A rule's `where` in a judge's words: English keeps the pack's text, as card lists name fields
// and values ("type=asset and cost=0"); Japanese says it with the pack's names for the values
// (「種類がアセット、コストが0」). where_arg: the same as a message argument, both languages.
std::string where_words(const Game& game, const Predicate& where, Lang lang);
MessageArg where_arg(const Game& game, const Predicate& where, std::string name = "where");
// A part of a deck as the pack names it (main: デッキ / deck); "" is the part that takes the rest,
// an id the pack does not know is shown as it is.
Message part_words(const Game& game, const std::string& id);
Message part_words(const std::vector<Part>& parts, const std::string& id);

// The identity key copies of `card` are counted by (name_key of the name; the number when unknown).
std::string identity_key(const Game& game, const Card& card);

// ---- Loading
// Where the packs are: $JUDGEKIT_GAMES, else the build's games/ folder, else the installed one.
std::string games_dir();
// Every pack under `dir`, sorted by id. Throws InputError("games/x/game.xml", line, what).
std::vector<Game> load_all_games(const std::string& dir);
// The one place a game named by a person is looked up: the pack id, or any spelling of the id or
// of an <alias> (name_key: width, case and kana folded). Throws InputError when none or several match.
std::string resolve_game_id(const std::string& dir, std::string_view typed);
Game load_game(const std::string& dir, std::string_view id);  // `id` as resolve_game_id takes it
Game load_game_file(const std::string& xml_path);
std::vector<std::string> game_ids(const std::string& dir);

// Parses one <add>/<change>/<remove> element given as text (event overrides use it).
RuleChange parse_rule_change(std::string_view xml, const std::string& where);

// "true" / "false" as packs and overrides write them; nullopt for anything else.
std::optional<bool> parse_bool(std::string_view text);

// YYYY-MM-DD check (a real calendar date).
bool valid_date(std::string_view date);
std::string today();

}  // namespace jk

namespace jk {

// ---- Organisers' card lists (judgekit cards import)
// Where imported lists are kept: $JUDGEKIT_DATA, else $XDG_DATA_HOME/judgekit, else ~/.local/share/judgekit.
std::string data_dir();
// Validates FILE against the game's fields (all or nothing) and stores it as the game's imported list.
// Returns the number of cards imported. A Shift_JIS/UTF-16 file is stored converted to UTF-8.
std::size_t import_cards(const Game& game, const std::string& csv_path, Encoding encoding = Encoding::detect);
// Reads and validates a full list as import_cards does (every card named; InputError naming the
// file and line of the first bad row); `text` receives it as UTF-8, as it is stored.
CardList read_full_card_list(const Game& game, const std::string& csv_path, Encoding encoding, std::string& text);
// The cards a command works with: the pack's list, then the imported list, then `extra_csv`
// (--cards), each laid over the one before (add_card_layer).
CardList effective_cards(const Game& game, const std::string& extra_csv = "");
// An event's cards: the pack's list, then the event's snapshot (`cards import --event`; it takes
// the place of this machine's imported list), then `extra_csv`. Without a snapshot, as above.
CardList effective_cards(const Game& game, const CardList* event_list, const std::string& extra_csv);
// Lays `from` over `into`: a card number found again takes what the later list states (its name,
// type, cost … when it gives them) and keeps what it leaves out; tags are added to the earlier ones
// (a tag the rulebook gives, such as 3-5's promo, is not lost to a list that does not state it).
void add_card_layer(CardList& into, const CardList& from);
// The hex SHA-256 of `text`: how a verdict names the card list it used.
std::string sha256_hex(std::string_view text);

}  // namespace jk
