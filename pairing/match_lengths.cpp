#include "match_lengths.hpp"

#include <string>

#include "errors.hpp"
#include "i18n.hpp"

namespace jk::pairing {

MatchStructure round_structure(const Game& game, std::optional<int> best_of) { return best_of ? game.match.played_as(*best_of) : game.match; }

std::optional<int> chosen_best_of(const EventSettings& s, Stage stage, bool bracket_final) {
  int n = s.best_of;
  if (stage == Stage::cut) {
    if (s.bracket_best_of) n = s.bracket_best_of;
    if (bracket_final && s.final_best_of) n = s.final_best_of;
  }
  return n ? std::optional<int>(n) : std::nullopt;
}

void check_best_of(const Game& game, int n, const char* option) {
  const MatchStructure& ms = game.match;
  if (ms.allows_best_of(n)) return;
  std::string choices;
  for (int c : ms.best_of_choices) choices += (choices.empty() ? "" : ", ") + std::to_string(c);
  if (ms.best_of_choices.size() == 1)
    throw InputError(Message{N_("{option} {n}: {game} plays best of {choices} ({cite}); its pack gives no other length"),
                             {{"option", option}, {"n", std::to_string(n)}, {"game", game.id, game.name_ja}, {"choices", choices}, {"cite", ms.cite}}});
  throw InputError(Message{N_("{option} {n}: {game} plays best of {choices} ({cite})"),
                           {{"option", option}, {"n", std::to_string(n)}, {"game", game.id, game.name_ja}, {"choices", choices}, {"cite", ms.cite}}});
}

}  // namespace jk::pairing
