// ROE UP! 資本の決定: the starting capital, from the pack's <starting> data (games/roeup/game.xml).
#include "errors.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

Verdict roeup_starting_capital(const Game& roeup, std::string_view kind) {
  Card c;
  c.type = "character";
  if (kind == "product") c.tags = {"product"};
  else if (kind == "commodity") c.tags = {"commodity"};
  else if (kind == "both") c.tags = {"product", "commodity"};
  else throw InputError(Message{N_("--starting-capital {value}: give product, commodity or both (the abilities of the player's character)"), {{"value", std::string(kind)}}});
  Verdict v;
  v.game = roeup.id;
  v.procedure = "starting-capital";
  const char* who = kind == "product" ? N_("a character with the Product ability")
                    : kind == "both"    ? N_("a character with both abilities")
                                        : N_("a character with the Commodity ability only");
  for (const auto& s : roeup.starting_values) {
    if (matches(s.where, c) != Truth::yes) continue;
    v.outcome = "value";
    v.value = std::to_string(s.value);
    v.decided_by = s.cite;
    add_step(v, s.cite, Message{who, {}}, verbatim(std::to_string(s.value)));
    add_note(v, verbatim(s.cite + ": " + s.text));
    set_summary(v, Message{N_("資本 {value} ({rule}): write it as the 現金 of 創業時(0期)"), {{"value", v.value}, {"rule", s.cite}}});
    return v;
  }
  throw InputError(roeup.xml_path, 0, Message{N_("no <starting> value of the pack matches {who}"), {arg("who", Message{who, {}})}});
}

}  // namespace jk::judge
