// The infraction kinds each rulebook names, with the procedure it gives. Data, keyed by game:
// a game whose rulebook names none has only "other".
#include "errors.hpp"
#include "judge.hpp"
#include "text.hpp"

namespace jk::judge {

namespace {

const std::vector<Infraction>& table() {
  static const std::vector<Infraction> t = {
      {"economica", "5-1-1", "too-many-drawn", "drew too many cards", "5-1-1",
       "pointed out by the opponent before the player uses any card that turn: every card drawn that turn goes back "
       "into the deck, the deck is shuffled, and the player draws 2 again (1 on the starting player's first turn)",
       "", false},
      {"economica", "5-1-2", "too-few-drawn", "drew too few cards", "5-1-2",
       "pointed out by the opponent while it is still the player's turn: the player draws the missing cards", "", false},
      {"economica", "5-2-1", "hand-not-visible", "hand held so its size is not clear", "5-2-1",
       "during a game the hand is held so the opponent can clearly see how many cards it has", "", false},
      {"economica", "5-2-2", "hand-size", "7 or more cards after declaring the end of turn", "5-2-2",
       "pointed out by the opponent: the player discards down to 6 cards at once", "", false},
      {"economica", "5-3-1", "deck-fell", "the deck fell over and its cards were seen", "5-3-1", "the deck is shuffled again", "", false},
      {"economica", "5-3-2", "deliberate-knock", "deliberately knocking over the opponent's deck or dropping their hand", "5-3-2",
       "seen by a judge: the player who did it loses (反則負けとなる)", "game-loss", false},
      {"economica", "5-4-1", "stalling-checks", "stalling: checking the opponent's deck or discard pile without cause", "5-4-1",
       "checks are allowed only when a violation is suspected, as few times as needed; asking without cause or again "
       "and again is stalling, and the judge may rule a loss (反則負とすることができる)",
       "game-loss-allowed", false},
      {"economica", "5-4-2", "stalling-3r", "stalling: 「3R 政策」 with only 「3R 政策」 in the discard pile", "5-4-2",
       "it cannot be used then; doing it repeatedly is stalling and may be a loss (反則負けになることがある)", "game-loss-allowed", false},
      {"economica", "6-1", "unsporting", "acting against the spirit of the game, fair play or manners", "6-1",
       "the judge may rule a loss (反則負けにすることができる)", "game-loss-allowed", false},
      {"economica", "6-2", "illegal-deck", "a deck that breaks the construction rules", "6-2",
       "after the game starts, a suspected deck is checked (deck, discard pile and hand) with a judge present; a deck "
       "found illegal may be ruled a loss (反則負けにすることができる)",
       "game-loss-allowed", false},
      {"economica", "other", "other", "anything else (say what in --note)", "6-4",
       "matters the rules do not cover are decided by the judge or the judges' panel", "", true},
      {"imitation-world", "marker", "misleading-marker", "a cost marker (目印) that misleads", "コストについて (目印)",
       "markers are required in official play (no penalty for omitting one); a confusing marker, such as 幻想 written in "
       "blue, may be penalised at the judge's discretion (審判の判断次第で罰則の対象)",
       "", false},
      {"*", "other", "other", "anything else (say what in --note)", "", "the rulebook gives no procedure: the judge decides", "", true},
  };
  return t;
}

}  // namespace

std::vector<Infraction> infractions_for(std::string_view game) {
  std::vector<Infraction> out;
  for (const auto& i : table())
    if (i.game == game) out.push_back(i);
  bool has_other = false;
  for (const auto& i : out) has_other = has_other || i.id == "other";
  if (!has_other) {
    Infraction other = table().back();
    other.game = std::string(game);
    out.push_back(other);
  }
  return out;
}

Infraction find_infraction(std::string_view game, std::string_view kind) {
  auto kinds = infractions_for(game);
  std::string k = fold_text(trim(kind));
  for (const auto& i : kinds)
    if (fold_text(i.id) == k || fold_text(i.alias) == k) return i;
  // A group number ("5-2", "5-4") names its rules.
  std::string members;
  for (const auto& i : kinds)
    if (i.id.size() > k.size() && i.id.compare(0, k.size(), k) == 0 && i.id[k.size()] == '-')
      members += (members.empty() ? "" : ", ") + i.id + " (" + i.alias + ": " + i.name + ")";
  if (!members.empty())
    throw InputError(Message{N_("--infraction {kind}: {kind} has several rules; name one: {rules}"), {{"kind", std::string(kind)}, {"rules", members}}});
  std::string list;
  for (const auto& i : kinds) list += (list.empty() ? "" : ", ") + i.id + (i.alias != i.id ? " (" + i.alias + ")" : "");
  throw InputError(Message{N_("--infraction {kind}: not an infraction of {game}; the kinds are {kinds} (`judgekit penalty kinds` describes them)"),
                           {{"kind", std::string(kind)}, {"game", std::string(game)}, {"kinds", list}}});
}

}  // namespace jk::judge
