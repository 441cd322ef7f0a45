// SCP-TCG-JP-J 103.4 on a table's page: the two players walk through their match game by game
// (who chose the play order, who won or drew) and the page names who chooses for the next game,
// as judge::scp_play_order answers. Read from a GET form: it stores nothing. Internal to jk_web.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "judge.hpp"
#include "pack.hpp"
#include "pages.hpp"
#include "table_reports.hpp"

namespace jk::web {

struct PlayOrderGame {
  std::string chose;   // who chose its play order: "A", "B" (the table's first, second seat) or "" (not said)
  std::string result;  // "A" or "B" (who won) or "draw"
  std::string named;   // who 103.4 named to choose it ("" for the first game: a random method)
};

struct PlayOrderWalk {
  bool asked = false;                  // the form was sent
  std::vector<PlayOrderGame> games;    // the games played so far, in order
  std::string pending_chose;           // a chooser given for the next game, kept in the form
  std::string match_winner;            // "A" or "B" once a player has won the games needed
  std::optional<judge::Verdict> next;  // 103.4 for the next game (none once the match is over)
  std::string error;                   // a form error, in the page's language (status 400)
  int last_sent = 0;                   // the highest game number sent (the form shows that many after an error)
};

// The pack offers 103.4 (its "play-order" procedure) and the table seats two players.
bool offers_play_order(const Game& game, const event::TableReports& t);
// Reads chose1, won1, chose2, won2… from the address; bad input becomes `error`, never a throw.
PlayOrderWalk walk_play_order(const PageContext& c, const Game& game, const event::TableReports& t);
// The section "先攻・後攻を決めるのは": the games so far, the answer, and the form (GET to `action`).
std::string play_order_html(const PageContext& c, const Game& game, const event::TableReports& t, const PlayOrderWalk& w,
                            const std::string& action);

}  // namespace jk::web
