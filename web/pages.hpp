// The pages: each returns the <main> of one page; layout() wraps it. Internal to jk_web.
#pragma once
#include <cstdint>
#include <map>
#include <string>

#include "event_view.hpp"
#include "web.hpp"

namespace jk::rulings {
struct Index;
}

namespace jk::web {

struct PageContext {
  Lang lang = Lang::ja;
  std::string lang_param;  // "en" or "ja" when the address chose it: kept in every link
  std::int64_t now = 0;    // Unix seconds, for the round clock
  // The server's cache (web/site.cpp): clock_html leaves a mark (fill_clocks makes the clock on
  // each answer), so a page with the clock is made once per version of the event, not per second.
  bool clock_marks = false;
  mutable bool timed = false;  // set when a page shows the clock (or its mark)
  bool rules_only = false;
  const std::map<std::string, std::string>* query = nullptr;
  std::string arg(const std::string& name) const;
  // The page's text in its language from po/ja.po (xgettext --keyword=t; ctest i18n_catalogue).
  std::string_view t(const char* english) const { return jk::tr(lang, english); }
  // `path` (which may already hold a query) with the chosen language kept.
  std::string href(const std::string& path) const;
};

struct Page {
  int status = 200;
  std::string title;
  std::string main;     // HTML
  std::string version;  // the event's version: the page polls for changes when not ""
  std::string section;  // home | pairings | standings | rules: the current tab
};

std::string layout(const PageContext& c, const Page& page, const std::string& event_name);

// "Round 3" (with "(cut)" in the top cut), and the round clock (of one table when `table`).
std::string round_title(const PageContext& c, const RoundView& r);
std::string clock_html(const PageContext& c, const EventView& v, int table = 0);
// `body` with each clock mark clock_html left (c.clock_marks) replaced by the clock as of c.now.
std::string fill_clocks(const PageContext& c, const EventView& v, std::string_view body);

// How far a player went in the top cut, "" for everyone outside it (and before a cut).
std::string finish_text(const PageContext& c, event::Finish f);

Page home_page(const PageContext& c, const EventView& v);
Page pairings_by_name(const PageContext& c, const EventView& v);
Page pairings_by_table(const PageContext& c, const EventView& v);
Page player_page(const PageContext& c, const EventView& v, std::int64_t id);
Page standings_page(const PageContext& c, const EventView& v);
Page decklists_page(const PageContext& c, const EventView& v);  // decklists_page.cpp
Page bracket_page(const PageContext& c, const EventView& v);  // /bracket: a top cut's or a single-elimination event's
Page groups_page(const PageContext& c, const EventView& v);   // /groups: a round robin's group tables
// A player's name linking to its page ("?" for an unknown id).
std::string player_link(const PageContext& c, const EventView& v, std::int64_t id);
// A bracket round as people name it: 決勝, 準決勝, 準々決勝, トップ16 …
std::string bracket_round_name(const PageContext& c, event::BracketStage stage, int players);
Page not_found(const PageContext& c);

// A team event's parts (team_pages.cpp), from the team views the EventView carries:
// the team standings (heading and table), the round's team matches with their seat tables,
// a player's team ("" outside a team event), "チーム卓 1 · A席" for a seat table ("" when none),
// and the judge console's team matches with the seats still without a result.
std::string team_standings_html(const PageContext& c, const EventView& v);
std::string team_matches_html(const PageContext& c, const EventView& v, const RoundView& r);
std::string my_team_html(const PageContext& c, const EventView& v, std::int64_t player);
std::string team_seat_text(const PageContext& c, const EventView& v, int round, int table);
std::string team_console_html(const PageContext& c, const EventView& v);

// A rule's page ("/rules/<game>/<number>"), and a link to it showing the number.
std::string rule_href(const PageContext& c, const std::string& game, const std::string& number);
std::string rule_link(const PageContext& c, const std::string& game, const std::string& number);
// The games' names for people, by pack id (the pack's name_ja and name_en).
struct GameName {
  std::string ja, en;
};
using GameNames = std::map<std::string, GameName>;
// The game's name in the page's language; the id for a game not in `names`.
std::string game_name(const PageContext& c, const GameNames& names, const std::string& id);
// `game`: the event's game ("" in rules-only mode: every game).
Page rules_search_page(const PageContext& c, rulings::Index& index, const GameNames& names, const std::string& game);
// Headed by the rule's number and title, under the game's name.
Page rules_entry_page(const PageContext& c, rulings::Index& index, const GameNames& names, const std::string& game, const std::string& number);

// The served files: /static/site.css and /static/site.js.
extern const char* const kSiteCss;
extern const char* const kSiteJs;
extern const char* const kIconSvg;  // /static/icon.svg, also answered at /favicon.ico

}  // namespace jk::web
