// Games played from the box (ROE UP!): which cards go back for a scenario and the dice choice,
// and the starting capital per character kind, from the pack's <setup> and <starting>.
#include "decklint.hpp"
#include "errors.hpp"

namespace jk::decklint {

SetupPlan plan_setup(const Game& g, const CardList& cards, const std::string& scenario, bool no_dice) {
  if (g.setups.empty())
    throw InputError(Message{N_("game '{game}' has no set-up choices (its decks are built by the players); use `judgekit deck check`"), {{"game", g.id}}});
  std::string known;
  const SetupChoice* chosen = nullptr;
  const SetupChoice* dice = nullptr;
  for (const auto& s : g.setups) {
    if (s.id == "no-dice") {
      dice = &s;
      continue;
    }
    known += (known.empty() ? "" : ", ") + s.id;
    if (s.id == scenario) chosen = &s;
  }
  if (!chosen)
    throw InputError(Message{N_("game '{game}' has no scenario '{scenario}'; its scenarios: {scenarios}"), {{"game", g.id}, {"scenario", scenario}, {"scenarios", known}}});
  if (no_dice && !dice) throw InputError(Message{N_("game '{game}' has no set-up for playing without dice"), {{"game", g.id}}});

  SetupPlan plan;
  std::vector<const SetupChoice*> steps = {chosen};
  if (no_dice) steps.push_back(dice);
  for (const auto* s : steps) plan.steps.push_back({s->id, s->name_ja, s->name_en, s->cite, s->remove_text});
  plan.listed = cards.cards.size();
  std::vector<char> removed(cards.cards.size(), 0);
  for (std::size_t i = 0; i < cards.cards.size(); ++i) {
    std::string missing;
    bool unknown = false;
    for (const auto* s : steps)
      for (const auto& p : s->remove) {
        std::string m;
        Truth t = matches(p, cards.cards[i], &m);
        if (t == Truth::yes) removed[i] = 1;
        else if (t == Truth::unknown && !unknown) {
          unknown = true;
          missing = m;
        }
      }
    if (removed[i]) plan.remove.push_back(i);
    else if (unknown) plan.undecided.push_back({i, missing});
  }
  for (const auto& sv : g.starting_values) {
    StartingCapital c{sv.id, sv.text, sv.cite, sv.where.text, sv.value, {}};
    for (std::size_t i = 0; i < cards.cards.size(); ++i)
      if (!removed[i] && matches(sv.where, cards.cards[i]) == Truth::yes) c.characters.push_back(i);
    plan.capital.push_back(std::move(c));
  }
  return plan;
}

}  // namespace jk::decklint
