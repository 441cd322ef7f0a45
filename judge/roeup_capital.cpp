// ROE UP! 資本の決定: the starting capital, from the pack's <starting> data (games/roeup/game.xml).
#include "errors.hpp"
#include "name_table.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

namespace {
constexpr NameTable<Abilities, 3> kAbilities = {{{Abilities::product, "product"}, {Abilities::commodity, "commodity"}, {Abilities::both, "both"}}};
}  // namespace

std::optional<Abilities> parse_abilities(std::string_view name) { return parse_in(kAbilities, name); }

Verdict roeup_starting_capital(const Game& roeup, Abilities kind) {
  Card c;
  c.type = "character";
  const char* who = nullptr;
  switch (kind) {
    case Abilities::product:
      c.tags = {"product"};
      who = N_("a character with the Product ability");
      break;
    case Abilities::commodity:
      c.tags = {"commodity"};
      who = N_("a character with the Commodity ability only");
      break;
    case Abilities::both:
      c.tags = {"product", "commodity"};
      who = N_("a character with both abilities");
      break;
  }
  Verdict v;
  v.game = roeup.id;
  v.procedure = ProcedureId::starting_capital;
  for (const auto& s : roeup.starting_values) {
    if (matches(s.where, c) != Truth::yes) continue;
    v.outcome = Outcome::value;
    v.value = std::to_string(s.value);
    v.decided_by = s.cite;
    add_step(v, stated(s.cite, Message{who, {}}, verbatim(std::to_string(s.value))));
    v.notes.push_back(verbatim(s.cite + ": " + s.text));
    v.summary = Message{N_("資本 {value} ({rule}): write it as the 現金 of 創業時(0期)"), {{"value", v.value}, {"rule", s.cite}}};
    return v;
  }
  throw InputError(roeup.xml_path, 0, Message{N_("no <starting> value of the pack matches {who}"), {arg("who", Message{who, {}})}});
}

Verdict roeup_starting_capital(const Game& roeup, std::string_view kind) {
  const std::optional<Abilities> abilities = parse_abilities(kind);
  if (!abilities)
    throw InputError(Message{N_("--starting-capital {value}: give product, commodity or both (the abilities of the player's character)"), {{"value", std::string(kind)}}});
  return roeup_starting_capital(roeup, *abilities);
}

}  // namespace jk::judge
