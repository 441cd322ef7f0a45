// The write side's pages: a table's report page, sign-in, the judge console, the decklist page.
// Every form posts with the session's CSRF token; nothing here writes. Internal to jk_web.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "deck_registry.hpp"
#include "deck_view.hpp"
#include "event_view.hpp"
#include "form_words.hpp"
#include "judge.hpp"
#include "pack.hpp"
#include "pages.hpp"
#include "penalty_view.hpp"
#include "phone_rules.hpp"
#include "play_order.hpp"
#include "table_reports.hpp"

namespace jk::web {

struct TablePageData {
  int status = 200;
  std::string csrf, action;
  event::TableReports table;
  std::int64_t me = 0;  // the seat this phone reports for, once known
  PlayOrderWalk play_order;  // SCP 103.4, read from the address (offers_play_order)
  std::string notice, error;
};
Page table_page(const PageContext& c, const EventView& v, const Game& game, const TablePageData& d);

Page signin_page(const PageContext& c, const EventView& v, const std::string& csrf, const std::string& token,
                 const std::string& signed_in_as, const std::string& error);

struct ConsoleData {
  int status = 200;
  std::string csrf, judge_name;
  bool organiser = false;
  std::vector<event::TableReports> tables;  // the round's (home), or the one table
  std::int64_t player = 0;                  // the player page
  std::vector<event::PenaltyFact> penalties;  // the player's, with each infraction's repeat count
  std::optional<event::DeckFact> deck;        // the player's registered list, for a deck check
  std::optional<judge::Verdict> verdict;    // a time-limit adjudication just entered
  PlayOrderWalk play_order;                 // the table's SCP 103.4 walk (offers_play_order)
  std::map<std::string, std::string> form;  // what was sent: a form asked again keeps it
  ConsoleShow show = ConsoleShow::judge;    // the console's list (?show=) and its search (?q=)
  std::string search;
  event::PhoneRules rules;  // the organiser's settings form
  std::string notice, error;
};
Page console_page(const PageContext& c, const EventView& v, const ConsoleData& d);
Page console_table_page(const PageContext& c, const EventView& v, const Game& game, const ConsoleData& d);
Page console_player_page(const PageContext& c, const EventView& v, const Game& game, const ConsoleData& d);

// My match (/m/<player code>): the player's table this round, their report or one-tap
// confirmation of the opponent's, a judge call, drop and undo, and their decklist.
struct MyPageData {
  int status = 200;
  std::string csrf, action, code;
  std::int64_t player = 0;
  std::optional<event::TableReports> table;  // none: not paired this round, or a bye
  bool drop_allowed = true;
  std::string deadline;
  std::string notice, error;
};
Page my_match_page(const PageContext& c, const EventView& v, const Game& game, const MyPageData& d);

struct DeckPageData {
  int status = 200;
  std::string csrf, action;
  std::int64_t player = 0;
  std::string text;  // what was typed
  bool checked = false;
  decklint::Verdict verdict = decklint::Verdict::legal;
  std::vector<event::PlayerFinding> findings;  // a sentence each
  std::string deadline;              // "" when the event has none
  bool closed = false;               // past the deadline: checking only
  std::optional<event::StoredList> stored;  // the list as the file has it now
  std::string notice, error;
};
Page deck_page(const PageContext& c, const EventView& v, const Game& game, const DeckPageData& d);

}  // namespace jk::web
