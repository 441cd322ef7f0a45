// Words the event file stores for a round's stage, a penalty's kind and a result (its kind, each
// seat's outcome, each game's outcome): one enum each, one name table (the text in the database and
// in JSON), so no module compares the strings itself.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "i18n.hpp"

namespace jk {

// How the event is run: Swiss rounds (with an optional top cut), one single-elimination bracket
// from round 1, or round robin in groups.
enum class Structure { swiss, single_elimination, round_robin };
std::string_view structure_name(Structure s);  // "swiss" | "single-elimination" | "round-robin"
std::optional<Structure> parse_structure(std::string_view name);
std::string known_structures();
// Who meets whom first in a bracket: registration order, the players' seed column, or at random.
enum class Seeding { registration, seed, random };
std::string_view seeding_name(Seeding s);  // "registration" | "seed" | "random"
std::optional<Seeding> parse_seeding(std::string_view name);
std::string known_seedings();
// When the event publishes its decklists on the public pages, `publish` and the PDF (issue 26).
enum class DecklistPublication { none, top_cut, all };  // never; the cut's lists once it is made; every list once the event is over
std::string_view decklist_publication_name(DecklistPublication p);  // "none" | "top-cut" | "all"
std::optional<DecklistPublication> parse_decklist_publication(std::string_view name);
std::string known_decklist_publications();

enum class Stage { swiss, cut };
std::string_view stage_name(Stage s);  // "swiss" | "cut"
// Throws InputError (file `where`) for a word that is not a stage.
Stage parse_stage(std::string_view name, const std::string& where = "");

// A round is open while it is played, closed once its results are in and the next is paired.
enum class RoundStatus { open, closed };
std::string_view round_status_name(RoundStatus s);  // "open" | "closed"
std::optional<RoundStatus> parse_round_status(std::string_view name);

enum class PenaltyKind { warning, game_loss, match_loss, disqualification };
std::string_view penalty_name(PenaltyKind k);  // "warning" | "game-loss" | "match-loss" | "disqualification"
std::optional<PenaltyKind> parse_penalty(std::string_view name);
// The penalty for people, in their language: "game loss" (ゲームロス).
Message penalty_words(PenaltyKind k);

// "warning, game-loss, match-loss or disqualification"
std::string known_penalties();

// How a match's result was reached.
enum class ResultKind { games, draw, double_loss, bye, placement, adjudicated, penalty };
std::string_view result_kind_name(ResultKind k);  // "games" | "draw" | "double-loss" | "bye" | ...
std::optional<ResultKind> parse_result_kind(std::string_view name);
std::string known_result_kinds();  // "games, draw, … or penalty"

// A player's match outcome.
enum class SeatOutcome { win, loss, draw };
std::string_view seat_outcome_name(SeatOutcome o);  // "win" | "loss" | "draw"
std::optional<SeatOutcome> parse_seat_outcome(std::string_view name);
std::string known_seat_outcomes();

// One game's outcome (a game can end with both players losing: SCP 104.4b).
enum class GameOutcome { win, draw, double_loss };
std::string_view game_outcome_name(GameOutcome o);  // "win" | "draw" | "double-loss"
std::optional<GameOutcome> parse_game_outcome(std::string_view name);
std::string known_game_outcomes();

}  // namespace jk
