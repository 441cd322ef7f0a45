#include "event_enums.hpp"

#include <array>
#include <utility>

#include "errors.hpp"
#include "name_table.hpp"

namespace jk {

namespace {
constexpr std::array<std::pair<Stage, std::string_view>, 2> kStages = {{{Stage::swiss, "swiss"}, {Stage::cut, "cut"}}};
constexpr std::array<std::pair<RoundStatus, std::string_view>, 2> kRoundStatuses = {{{RoundStatus::open, "open"}, {RoundStatus::closed, "closed"}}};
constexpr std::array<std::pair<PenaltyKind, std::string_view>, 4> kPenalties = {{
    {PenaltyKind::warning, "warning"},
    {PenaltyKind::game_loss, "game-loss"},
    {PenaltyKind::match_loss, "match-loss"},
    {PenaltyKind::disqualification, "disqualification"},
}};
constexpr std::array<std::pair<ResultKind, std::string_view>, 7> kResultKinds = {{
    {ResultKind::games, "games"},
    {ResultKind::draw, "draw"},
    {ResultKind::double_loss, "double-loss"},
    {ResultKind::bye, "bye"},
    {ResultKind::placement, "placement"},
    {ResultKind::adjudicated, "adjudicated"},
    {ResultKind::penalty, "penalty"},
}};
constexpr std::array<std::pair<SeatOutcome, std::string_view>, 3> kSeatOutcomes = {
    {{SeatOutcome::win, "win"}, {SeatOutcome::loss, "loss"}, {SeatOutcome::draw, "draw"}}};
constexpr std::array<std::pair<GameOutcome, std::string_view>, 3> kGameOutcomes = {
    {{GameOutcome::win, "win"}, {GameOutcome::draw, "draw"}, {GameOutcome::double_loss, "double-loss"}}};

constexpr std::array<std::pair<Structure, std::string_view>, 3> kStructures = {
    {{Structure::swiss, "swiss"}, {Structure::single_elimination, "single-elimination"}, {Structure::round_robin, "round-robin"}}};
constexpr std::array<std::pair<Seeding, std::string_view>, 3> kSeedings = {
    {{Seeding::registration, "registration"}, {Seeding::seed, "seed"}, {Seeding::random, "random"}}};
constexpr std::array<std::pair<DecklistPublication, std::string_view>, 3> kPublications = {
    {{DecklistPublication::none, "none"}, {DecklistPublication::top_cut, "top-cut"}, {DecklistPublication::all, "all"}}};

}  // namespace

std::string_view stage_name(Stage s) { return name_in(kStages, s); }
std::string_view structure_name(Structure s) { return name_in(kStructures, s); }
std::optional<Structure> parse_structure(std::string_view name) { return parse_in(kStructures, name); }
std::string known_structures() { return known_in(kStructures); }
std::string_view seeding_name(Seeding s) { return name_in(kSeedings, s); }
std::optional<Seeding> parse_seeding(std::string_view name) { return parse_in(kSeedings, name); }
std::string known_seedings() { return known_in(kSeedings); }
std::string_view decklist_publication_name(DecklistPublication p) { return name_in(kPublications, p); }
std::optional<DecklistPublication> parse_decklist_publication(std::string_view name) { return parse_in(kPublications, name); }
std::string known_decklist_publications() { return known_in(kPublications); }
std::string_view round_status_name(RoundStatus s) { return name_in(kRoundStatuses, s); }
std::optional<RoundStatus> parse_round_status(std::string_view name) { return parse_in(kRoundStatuses, name); }

Stage parse_stage(std::string_view name, const std::string& where) {
  for (const auto& [s, n] : kStages)
    if (n == name) return s;
  throw InputError(where, 0, Message{N_("'{name}' is not a round stage (swiss, cut)"), {{"name", std::string(name)}}});
}

std::string_view penalty_name(PenaltyKind k) { return name_in(kPenalties, k); }
std::optional<PenaltyKind> parse_penalty(std::string_view name) { return parse_in(kPenalties, name); }
Message penalty_words(PenaltyKind k) {
  switch (k) {
    case PenaltyKind::warning: return Message{N_("warning"), {}};
    case PenaltyKind::game_loss: return Message{N_("game loss"), {}};
    case PenaltyKind::match_loss: return Message{N_("match loss"), {}};
    case PenaltyKind::disqualification: return Message{N_("disqualification"), {}};
  }
  return Message{N_("warning"), {}};
}


std::string_view result_kind_name(ResultKind k) { return name_in(kResultKinds, k); }
std::optional<ResultKind> parse_result_kind(std::string_view name) { return parse_in(kResultKinds, name); }
std::string_view seat_outcome_name(SeatOutcome o) { return name_in(kSeatOutcomes, o); }
std::optional<SeatOutcome> parse_seat_outcome(std::string_view name) { return parse_in(kSeatOutcomes, name); }
std::string_view game_outcome_name(GameOutcome o) { return name_in(kGameOutcomes, o); }
std::optional<GameOutcome> parse_game_outcome(std::string_view name) { return parse_in(kGameOutcomes, name); }

std::string known_penalties() { return known_in(kPenalties); }
std::string known_result_kinds() { return known_in(kResultKinds); }
std::string known_seat_outcomes() { return known_in(kSeatOutcomes); }
std::string known_game_outcomes() { return known_in(kGameOutcomes); }

}  // namespace jk
