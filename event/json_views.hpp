// The event library's views as JSON: what `--json` prints and what the web pages publish, so both
// front ends give scripts the same keys (English, stable; values as stored).
#pragma once
#include <nlohmann/json.hpp>

#include "bracket_view.hpp"
#include "groups_view.hpp"
#include "lifecycle.hpp"
#include "penalty_view.hpp"
#include "registration.hpp"
#include "results.hpp"
#include "round_ops.hpp"
#include "standings_view.hpp"

namespace jk::event {

// A tiebreaker as the JSON gives it: four decimal places.
double round4(double v);

// A result as facts, never words: kind, seats (player_id, outcome, games, placement, awards) in
// seat order, games (number, outcome, winner_id) and decided_by (the time-limit rule {rule}, or the
// penalty {penalty, player_id, citation}; null when played out). Faces word it (result_text).
nlohmann::ordered_json to_json(const ResultRecord& result);
// Tables in seat order; each result as to_json(ResultRecord).
nlohmann::ordered_json to_json(const RoundView& round);
// Rows keyed as the standings export's: rank (Swiss), player_id, …, place and finish (the final
// order after a top cut); tiebreakers to 4 decimals.
nlohmann::ordered_json to_json(const StandingsView& standings);
// One penalty: id, created_at, round, infraction, times (the repeat count; 0 when voided), …,
// voided ({at, reason} or null). `penalty list --json` and the penalties export.
nlohmann::ordered_json to_json(const PenaltyFact& penalty);
nlohmann::ordered_json to_json(const PlayerListing& players);
nlohmann::ordered_json to_json(const RoundPlan& plan);
// The bracket: size, rounds (round, stage, players, matches in bracket order: table, bye, players
// with id, name, seed, place, won), champion (an id or null).
nlohmann::ordered_json to_json(const BracketView& bracket);
// A round robin's groups: rounds_total, rounds_paired, groups (group, rounds, rows in group order:
// rank, player_id, name, points, wins, losses, draws, dropped, tiebreakers {name: value}, matches
// [{opponent, round, meeting, games_won, games_lost}]), sitting_out by round (an id or null).
nlohmann::ordered_json to_json(const GroupsView& groups);
std::string_view meeting_name(Meeting m);  // "to-play", "playing", "won", "lost", "drawn", "walkover-won", "walkover-lost", "not-played"

}  // namespace jk::event
