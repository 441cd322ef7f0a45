// SCP-TCG-JP-J 103.4 on a table's page: the two players walk through their match game by game
// (who chose the play order, who won or drew) and the page names who chooses for the next game.
// The walk itself (each game's chooser, when the match is over) is judge::walk_play_order's; this
// file reads the GET form and renders. It stores nothing. Internal to jk_web.
#pragma once
#include <optional>
#include <string>

#include "judge.hpp"
#include "pack.hpp"
#include "pages.hpp"
#include "table_reports.hpp"

namespace jk::web {

struct PlayOrderWalk {
  bool asked = false;                      // the form was sent
  judge::PlayOrderWalk walk;               // the games so far, the answer or why the rules refuse them
  std::optional<judge::Side> pending_chose;  // a chooser given for the next game, kept in the form
  std::string error;                       // a form error, in the page's language (status 400)
  int last_sent = 0;                       // the highest game number sent (the form shows that many after an error)
};

// The pack offers 103.4 (its play-order procedure) and the table seats two players.
bool offers_play_order(const Game& game, const event::TableReports& t);
// Reads chose1, won1, chose2, won2… from the address; bad input becomes `error`, never a throw.
PlayOrderWalk walk_play_order(const PageContext& c, const Game& game, const event::TableReports& t);
// The section "先攻・後攻を決めるのは": the games so far, the answer, and the form (GET to `action`).
std::string play_order_html(const PageContext& c, const Game& game, const event::TableReports& t, const PlayOrderWalk& w,
                            const std::string& action);

}  // namespace jk::web
