// SCP-TCG-JP-J 103.4 through a whole match: each game's chooser comes from the game before
// (scp_play_order), and the match ends when a player has won the games the match needs (100.3).
#include "errors.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

Message with_names(const Message& m, const SeatNames& names) {
  std::array<std::string, 2> labels = {std::string(seat_name(Side::a)), std::string(seat_name(Side::b))};
  for (std::size_t i = 0; i < 2 && i < names.size(); ++i)
    if (!names[i].empty()) labels[i] = names[i];
  return with_seats(m, labels);
}

PlayOrderWalk walk_play_order(const MatchStructure& match, const std::vector<PlayedGame>& games) {
  PlayOrderWalk w;
  Verdict v = scp_play_order(std::nullopt, std::nullopt);
  int won[2] = {0, 0};
  const int need = match.wins_needed();
  for (std::size_t i = 0; i < games.size(); ++i) {
    const PlayedGame& g = games[i];
    const std::string n = std::to_string(i + 1);
    if (w.match_winner) {
      w.error = Message{N_("The match was over after game {n} ({name} had won {need} games): game {m} cannot follow"),
                        {{"n", std::to_string(i)}, seat_arg("name", *w.match_winner), {"need", std::to_string(need)}, {"m", n}}};
      return w;
    }
    if (w.match_drawn) {
      w.error = Message{N_("The match was its one game, and it was drawn: game {m} cannot follow"), {{"m", n}}};
      return w;
    }
    w.games.push_back({g, v.next_chooser});
    // A one-game match (SCP 100.3) ends with its game: no next game needs a chooser.
    if (!g.result.winner && match.single_game()) {
      w.match_drawn = true;
      continue;
    }
    const std::optional<Side> chose = g.chose ? g.chose : v.next_chooser;
    if (!g.result.winner && !chose) {
      // After a draw the player who chose that game's order chooses again: someone must say who it was.
      w.error = Message{N_("Game {n} was drawn: choose who chose its play order; after a draw that player chooses again (103.4)"), {{"n", n}}};
      return w;
    }
    v = scp_play_order(g.result, chose);
    for (Side s : {Side::a, Side::b})
      if (g.result.winner == s && ++won[s == Side::a ? 0 : 1] >= need) w.match_winner = s;
  }
  if (!w.match_winner && !w.match_drawn) w.next = v;
  return w;
}

}  // namespace jk::judge
