#include "round_refusals.hpp"

#include "i18n.hpp"

namespace jk::web {

std::string refusal_words(const PageContext& c, const pairing::RoundRefused& e, RoundStep step) {
  using pairing::RoundRefusal;
  auto f = [&](const char* name) { return e.fact(name); };
  switch (e.why) {
    case RoundRefusal::results_missing:
      return format(step == RoundStep::cut ? c.t("Tables still without a result: {tables}. Open each one from the list and enter its result, then start the cut.")
                                           : c.t("Tables still without a result: {tables}. Open each one from the list and enter its result, then pair."),
                    {{"tables", f("tables")}});
    case RoundRefusal::swiss_done:
      return format(c.t("All {rounds} Swiss rounds are paired. Start the top cut below."), {{"rounds", f("rounds")}});
    case RoundRefusal::too_few_players:
      return format(c.t("Only {n} players can play: a round needs at least 2. Add players at the judges' desk first."), {{"n", f("n")}});
    case RoundRefusal::no_round: return std::string(c.t("No round is paired: there is nothing to undo."));
    case RoundRefusal::round_has_results:
      return format(c.t("Round {round} has a result already (table {table}): its pairings can no longer be undone."), {{"round", f("round")}, {"table", f("table")}});
    case RoundRefusal::penalty_names_table:
      return format(c.t("A penalty names round {round}'s table {table}: its pairings can no longer be undone."), {{"round", f("round")}, {"table", f("table")}});
    case RoundRefusal::not_swiss: return std::string(c.t("This event is a single-elimination bracket from its first round: it has no top cut."));
    case RoundRefusal::cut_started: return format(c.t("The top cut has started (round {round}). Pair its next round instead."), {{"round", f("round")}});
    case RoundRefusal::no_swiss_round: return std::string(c.t("No Swiss round has been played yet: the top cut comes after them."));
    case RoundRefusal::cut_too_big:
      return format(c.t("A top {size} needs {size} players still in the event; {n} are."), {{"size", f("size")}, {"n", f("n")}});
    case RoundRefusal::cut_size: return format(c.t("This game's top cut cannot be played with {size} players."), {{"size", f("size")}});
  }
  return e.located(c.lang);
}

}  // namespace jk::web
