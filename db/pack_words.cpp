// The words of the pack model's enums (rule kinds, severities, procedures): one name table each,
// read where game.xml and event overrides enter, written where JSON leaves.
#include <algorithm>

#include "name_table.hpp"
#include "pack.hpp"

namespace jk {

namespace {
constexpr NameTable<bool, 2> kBooleans = {{{true, "true"}, {false, "false"}}};
constexpr NameTable<Severity, 2> kSeverities = {{{Severity::error, "error"}, {Severity::warning, "warning"}}};
constexpr NameTable<RuleKind, 7> kRuleKinds = {{
    {RuleKind::size, "size"},
    {RuleKind::copies, "copies"},
    {RuleKind::card_limit, "card-limit"},
    {RuleKind::count, "count"},
    {RuleKind::sum, "sum"},
    {RuleKind::banned, "banned"},
    {RuleKind::leader, "leader"},
}};
constexpr NameTable<ProcedureId, 8> kProcedures = {{
    {ProcedureId::time_limit, "time-limit"},
    {ProcedureId::end_state, "end-state"},
    {ProcedureId::play_order, "play-order"},
    {ProcedureId::awards, "awards"},
    {ProcedureId::settlement, "default"},
    {ProcedureId::deck_building, "deck-building"},
    {ProcedureId::shared_deck, "shared-deck"},
    {ProcedureId::starting_capital, "starting-capital"},
}};
constexpr NameTable<RulebookLoss, 4> kRulebookLosses = {{{RulebookLoss::none, ""},
                                                         {RulebookLoss::game_loss, "game-loss"},
                                                         {RulebookLoss::game_loss_allowed, "game-loss-allowed"},
                                                         {RulebookLoss::game_loss_if_repeated, "game-loss-if-repeated"}}};
constexpr NameTable<OneGameDraw, 2> kOneGameDraws = {{{OneGameDraw::another_game, "another-game"}, {OneGameDraw::ends_match, "ends-match"}}};
}  // namespace

std::optional<bool> parse_bool(std::string_view text) { return parse_in(kBooleans, text); }

std::string_view severity_name(Severity s) { return name_in(kSeverities, s); }
std::optional<Severity> parse_severity(std::string_view name) { return parse_in(kSeverities, name); }

std::string_view rule_kind_name(RuleKind k) { return name_in(kRuleKinds, k); }
std::optional<RuleKind> parse_rule_kind(std::string_view name) { return parse_in(kRuleKinds, name); }
std::string known_rule_kinds() { return known_in(kRuleKinds, ", "); }

std::string_view procedure_name(ProcedureId p) { return name_in(kProcedures, p); }
std::optional<ProcedureId> parse_procedure(std::string_view name) { return parse_in(kProcedures, name); }
std::string known_procedures() { return known_in(kProcedures, ", "); }

std::string_view rulebook_loss_name(RulebookLoss l) { return name_in(kRulebookLosses, l); }
std::optional<RulebookLoss> parse_rulebook_loss(std::string_view name) { return parse_in(kRulebookLosses, name); }

std::string_view one_game_draw_name(OneGameDraw d) { return name_in(kOneGameDraws, d); }
std::optional<OneGameDraw> parse_one_game_draw(std::string_view name) { return parse_in(kOneGameDraws, name); }

std::optional<CopiesKey> parse_copies_key(std::string_view key) {
  constexpr std::string_view kIdentity = "identity";  // the one word for the game's identity key
  if (key.empty() || key == kIdentity) return CopiesKey{};
  if (auto f = parse_card_field(key)) return CopiesKey{false, *f};
  return std::nullopt;
}

const Procedure* Game::procedure(ProcedureId id) const {
  auto it = std::find_if(procedures.begin(), procedures.end(), [&](const Procedure& p) { return p.id == id; });
  return it == procedures.end() ? nullptr : &*it;
}

bool Game::adjudicates_end_states() const {
  return has_procedure(ProcedureId::end_state) || has_procedure(ProcedureId::deck_building) || has_procedure(ProcedureId::shared_deck);
}

}  // namespace jk
