// The event's public pages: home with the round clock, pairings, my page, standings.
// Deck lists and penalties are never shown: a deck is only its status, a penalty-decided match
// only who won.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "html.hpp"
#include "pages.hpp"
#include "text.hpp"

namespace jk::web {

namespace {

constexpr int kRowsPerPage = 100;  // about 20 KB a page: quick on a crowded venue Wi-Fi

// "3 pt" in the page's language (勝ち点 3), appended to h: {n} spliced in without format()'s
// argument list (a player's page names it once a round).
void points_to(std::string& h, const PageContext& c, int points) {
  const std::string_view pattern = c.t("{n} pt");
  const std::size_t at = pattern.find("{n}");
  if (at == std::string_view::npos || pattern.find_first_of("{}", at + 3) != std::string_view::npos ||
      pattern.substr(0, at).find_first_of("{}") != std::string_view::npos) {
    h += format(pattern, {{"n", std::to_string(points)}});  // a translation with more than {n}
    return;
  }
  h += pattern.substr(0, at);
  h += std::to_string(points);
  h += pattern.substr(at + 3);
}

std::string points_text(const PageContext& c, int points) {
  std::string h;
  points_to(h, c, points);
  return h;
}

// A seat's points before the round of `m` (0 when the player has no seat there).
int points_before(const MatchView& m, std::int64_t player) {
  for (const auto& s : m.seats)
    if (s.player == player) return s.points;
  return 0;
}

void player_link_to(std::string& h, const PageContext& c, const EventView& v, std::int64_t id) {
  const PlayerView* p = v.player(id);
  if (!p) {
    h += '?';
    return;
  }
  h += "<a href=\"";
  esc_to(h, c.href("/p/" + std::to_string(id)));
  h += "\">";
  esc_to(h, p->name);
  h += "</a>";
}
}  // namespace

std::string player_link(const PageContext& c, const EventView& v, std::int64_t id) {
  std::string h;
  player_link_to(h, c, v, id);
  return h;
}

namespace {

std::string outcome_text(const PageContext& c, const MatchView& m, const SeatView& s) {
  if (m.bye) return std::string(m.awarded ? c.t("Bye (awarded)") : c.t("Bye"));
  if (!m.reported) return std::string(c.t("Not reported"));
  std::string word = s.outcome == SeatOutcome::win ? std::string(c.t("Win")) : s.outcome == SeatOutcome::loss ? std::string(c.t("Loss")) : std::string(c.t("Draw"));
  if (m.games_shown && s.won + s.lost + s.drawn > 0)
    word += " " + std::to_string(s.won) + "-" + std::to_string(s.lost) + (s.drawn ? "-" + std::to_string(s.drawn) : "");
  return word;
}

void opponents_to(std::string& h, const PageContext& c, const EventView& v, const MatchView& m, std::int64_t self) {
  if (m.bye) return esc_to(h, m.awarded ? c.t("Bye (awarded)") : c.t("Bye"));
  bool first = true;
  for (const auto& s : m.seats) {
    if (s.player == self) continue;
    if (!first) h += "<br>";
    first = false;
    player_link_to(h, c, v, s.player);
    if (v.player(s.player)) {
      std::string points;  // a few bytes: no allocation; before the round, as on the printed pairings
      points_to(points, c, s.points);
      h += " <small>";
      esc_to(h, points);
      h += "</small>";
    }
  }
}

std::string opponents_html(const PageContext& c, const EventView& v, const MatchView& m, std::int64_t self) {
  std::string h;
  opponents_to(h, c, v, m, self);
  return h;
}

// A box to type a code from a slip or a card: it opens the table or the player's page.
std::string code_box(const PageContext& c) {
  std::string h = "<form class=\"search code\" action=\"/code\" method=\"get\">";
  h += "<label for=\"code\">" + esc(c.t("Open with a code (the slip's or your card's)")) + "</label><div class=\"row\">";
  h += "<input id=\"code\" name=\"code\" type=\"text\" autocomplete=\"off\" autocapitalize=\"characters\" spellcheck=\"false\">";
  if (!c.lang_param.empty()) h += "<input type=\"hidden\" name=\"lang\" value=\"" + esc(c.lang_param) + "\">";
  h += "<button type=\"submit\">" + esc(c.t("Open")) + "</button></div></form>";
  return h;
}

std::string search_form(const PageContext& c, const std::string& action, const std::string& q) {
  std::string h = "<form class=\"search\" action=\"" + esc(action) + "\" method=\"get\" role=\"search\">";
  h += "<label for=\"q\">" + esc(c.t("Find your table: name or reading")) + "</label><div class=\"row\">";
  h += "<input id=\"q\" name=\"q\" type=\"search\" value=\"" + esc(q) + "\" autocomplete=\"off\" data-live=\"results\">";
  if (!c.lang_param.empty()) h += "<input type=\"hidden\" name=\"lang\" value=\"" + esc(c.lang_param) + "\">";
  h += "<button type=\"submit\">" + esc(c.t("Search")) + "</button></div></form>";
  return h;
}

// Previous / next links over `total` rows in pages of kRowsPerPage.
std::string pager(const PageContext& c, const std::string& path, int page, int total) {
  int pages = (total + kRowsPerPage - 1) / kRowsPerPage;
  if (pages <= 1) return "";
  std::string h = "<nav class=\"pager\">";
  if (page > 1) h += "<a href=\"" + esc(c.href(path + "?page=" + std::to_string(page - 1))) + "\">" + esc(c.t("Previous")) + "</a>";
  h += "<span>" + std::to_string(page) + " / " + std::to_string(pages) + "</span>";
  if (page < pages) h += "<a href=\"" + esc(c.href(path + "?page=" + std::to_string(page + 1))) + "\">" + esc(c.t("Next")) + "</a>";
  return h + "</nav>";
}

// The page of a long list asked for; 0 for "all" (static pages written by publish).
int page_arg(const PageContext& c) {
  std::string s = c.arg("page");
  if (s == "all") return 0;
  if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos) return 1;
  return std::max(1, std::stoi(s));
}

std::string no_round(const PageContext& c) { return "<p class=\"empty\">" + esc(c.t("No round is paired yet.")) + "</p>"; }

std::string deck_text(const PageContext& c, event::DeckStatus deck) {
  switch (deck) {
    case event::DeckStatus::legal: return std::string(c.t("Registered"));
    case event::DeckStatus::illegal: return std::string(c.t("Illegal: see a judge"));
    case event::DeckStatus::unverified: return std::string(c.t("Unverified"));
    case event::DeckStatus::missing:
    case event::DeckStatus::none: break;
  }
  return std::string(c.t("Missing: see a judge"));
}

// "高橋: read as 髙橋", when the names found hold the query only in another form of its kanji
// (the search box folds variants, as every player lookup does).
std::string read_as_line(const PageContext& c, const EventView& v, const std::string& q, const std::vector<int>& rows) {
  std::string plain = name_key(q);
  if (plain.empty() || rows.empty()) return "";
  std::string names;
  for (std::size_t k = 0; k < rows.size(); ++k) {
    const PlayerView& pl = v.players[rows[k]];
    if ((name_key(pl.name) + "\t" + name_key(pl.reading)).find(plain) != std::string::npos) return "";
    if (k < 3) names += (names.empty() ? "" : ", ") + pl.name;
  }
  if (rows.size() > 3) names += ", …";
  Message m{N_("{typed}: read as {name}"), {{"typed", q}, {"name", names}}};
  return "<p class=\"read-as\">" + esc(m.str(c.lang)) + "</p>";
}


// The players found by `q` (every player, in pages, when it is empty) with their tables:
// the pairings page's list, and the home page's search.
std::string search_results(const PageContext& c, const EventView& v, const RoundView& round, const std::string& q, const std::string& path) {
  const RoundView* r = &round;
  std::string h;
  // Where each player sits this round.
  std::vector<int> seat_of(v.players.size(), -1);
  for (std::size_t m = 0; m < r->matches.size(); ++m)
    for (const auto& s : r->matches[m].seats)
      if (const PlayerView* pv = v.player(s.player)) seat_of[pv - v.players.data()] = static_cast<int>(m);
  std::string key = search_key(q);
  std::vector<int> rows;
  for (int i : v.by_name) {
    if (seat_of[i] < 0) continue;
    if (!key.empty() && v.players[i].key.find(key) == std::string::npos) continue;
    rows.push_back(i);
  }
  std::string read_as = read_as_line(c, v, q, rows);
  int page = q.empty() ? page_arg(c) : 1;
  bool whole = !q.empty() || page == 0;
  std::size_t first = whole ? 0 : static_cast<std::size_t>(page - 1) * kRowsPerPage;
  std::size_t last = whole ? rows.size() : std::min(rows.size(), first + kRowsPerPage);
  h += "<div id=\"results\">" + read_as;
  if (rows.empty()) h += "<p class=\"empty\">" + esc(c.t("No match.")) + "</p>";
  else {
    h += "<table class=\"pairings\"><thead><tr><th class=\"num\">" + esc(c.t("Table")) + "</th><th>" + esc(c.t("Name")) +
         "</th><th>" + esc(c.t("Opponent")) + "</th></tr></thead><tbody>";
    for (std::size_t k = first; k < last; ++k) {
      const PlayerView& pl = v.players[rows[k]];
      const MatchView& m = r->matches[seat_of[rows[k]]];
      h += "<tr><td class=\"num\">" + (m.bye ? std::string("-") : std::to_string(m.table)) + "</td><td>" +
           player_link(c, v, pl.id) + " <small>" + esc(points_text(c, points_before(m, pl.id))) + "</small>";
      if (!pl.reading.empty()) h += "<br><small class=\"reading\">" + esc(pl.reading) + "</small>";
      if (v.team_event && !m.bye)  // a team event: the team table and seat of the player's table
        if (const std::string seat = team_seat_text(c, v, r->number, m.table); !seat.empty()) h += "<br><small class=\"team-seat\">" + esc(seat) + "</small>";
      h += "</td><td>" + opponents_html(c, v, m, pl.id) + "</td></tr>";
    }
    h += "</tbody></table>";
  }
  if (!whole) h += pager(c, path, page, static_cast<int>(rows.size()));
  h += "</div>";
  return h;
}

}  // namespace

// How far a player went in the top cut, "" for everyone outside it (and before a cut).
std::string finish_text(const PageContext& c, event::Finish f) {
  switch (f.kind) {
    case event::FinishKind::winner: return std::string(c.t("Winner"));
    case event::FinishKind::runner_up: return std::string(c.t("Runner-up"));
    case event::FinishKind::finalist: return std::string(c.t("Finalist"));
    case event::FinishKind::top: return format(c.t("Top {n}"), {{"n", std::to_string(f.top)}});
    case event::FinishKind::swiss: break;
  }
  return "";
}

std::string round_title(const PageContext& c, const RoundView& r) {
  std::string s = format(c.t("Round {n}"), {{"n", std::to_string(r.number)}});
  if (r.stage == Stage::cut) s += " (" + bracket_round_name(c, r.bracket_stage, r.bracket_players) + ")";
  return s;
}

// The clock as the pages show it; data-* lets the script count down between reloads.
std::string clock_html(const PageContext& c, const EventView& v, int table) {
  const RoundView* r = v.last_round();
  if (!r || r->closed) return "";
  if (!v.clock) return "<p class=\"clock idle\">" + esc(c.t("the clock is not started")) + "</p>";
  c.timed = true;
  // A mark the pages never hold otherwise (esc drops C0 controls): "\x01" table "\x01".
  if (c.clock_marks) return "\x01" + std::to_string(table) + "\x01";
  long long left = table ? v.clock->remaining(c.now, table) : v.clock->remaining(c.now);
  std::string h = "<div class=\"clock";
  if (left <= 0) h += " over";
  if (v.clock->paused()) h += " paused";
  h += "\" data-left=\"" + std::to_string(left) + "\"" + (v.clock->paused() ? " data-paused=\"1\"" : "") + ">";
  h += "<span class=\"label\">" + esc(v.clock->paused() ? c.t("Clock paused") : c.t("Time left")) + "</span>";
  h += "<span class=\"time\" data-over=\"" + esc(c.t("Time")) + "\">" +
       esc(left <= 0 ? std::string(c.t("Time")) : clock_text(left)) + "</span>";
  if (table) {
    auto it = v.clock->extensions.find(table);
    if (it != v.clock->extensions.end())
      h += "<span class=\"ext\">" + esc(c.t("Extension")) + " +" + esc(format(c.t("{n} min"), {{"n", std::to_string(it->second)}})) + "</span>";
  }
  return h + "</div>";
}

std::string fill_clocks(const PageContext& c, const EventView& v, std::string_view body) {
  PageContext now = c;
  now.clock_marks = false;
  std::string out;
  out.reserve(body.size() + 512);
  std::size_t from = 0;
  for (std::size_t at; (at = body.find('\x01', from)) != std::string_view::npos;) {
    const std::size_t end = body.find('\x01', at + 1);
    if (end == std::string_view::npos) break;
    out.append(body.substr(from, at - from));
    int table = 0;
    for (char d : body.substr(at + 1, end - at - 1)) table = table * 10 + (d - '0');
    out += clock_html(now, v, table);
    from = end + 1;
  }
  out.append(body.substr(from));
  return out;
}

Page home_page(const PageContext& c, const EventView& v) {
  Page p;
  p.section = "home";
  p.version = v.version;
  p.title = v.name;
  std::string& h = p.main;
  h += "<h1>" + esc(v.name) + "</h1><dl class=\"meta\">";
  p.title = std::string(c.t("Home"));  // the layout adds the event's name
  h += "<dt>" + esc(c.t("Game")) + "</dt><dd>" + esc(c.lang == Lang::ja || v.game_name_en.empty() ? v.game_name_ja : v.game_name_en) + "</dd>";
  if (!v.format.empty()) {  // the pack's words in the reader's language; the id only when the pack names none
    const std::string& ja = v.format_name_ja.empty() ? v.format_name_en : v.format_name_ja;
    const std::string& en = v.format_name_en.empty() ? v.format_name_ja : v.format_name_en;
    const std::string& words = c.lang == Lang::ja ? ja : en;
    h += "<dt>" + esc(c.t("Format")) + "</dt><dd>" + esc(words.empty() ? v.format : words) + "</dd>";
  }
  h += "<dt>" + esc(c.t("Players")) + "</dt><dd>" + std::to_string(v.entrants) + "</dd></dl>";
  if (const RoundView* r = v.last_round()) {
    h += "<h2>" + esc(round_title(c, *r)) + (v.planned_rounds && r->stage == Stage::swiss ? " / " + std::to_string(*v.planned_rounds) : "") + "</h2>";
    h += clock_html(c, v);
  } else {
    h += no_round(c);
  }
  // The search answers here: the list appears under the box (as typed, with the script), and a
  // live update keeps this page, not the pairings page.
  const std::string q = c.arg("q");
  h += search_form(c, "/", q);
  if (const RoundView* r = v.last_round(); r && !q.empty()) h += search_results(c, v, *r, q, "/");
  else h += "<div id=\"results\"></div>";
  h += code_box(c);
  h += "<ul class=\"links\">";
  if (!v.last_round() && v.registration.open)
    h += "<li><a href=\"" + esc(c.href("/register")) + "\">" + esc(c.t("Sign up for this event")) + "</a></li>";
  if (!v.last_round()) h += "<li><a href=\"" + esc(c.href("/checkin")) + "\">" + esc(c.t("Check in at the venue")) + "</a></li>";
  h += "<li><a href=\"" + esc(c.href("/roster")) + "\">" + esc(c.t("Players")) + "</a></li>";
  h += "<li><a href=\"" + esc(c.href("/pairings")) + "\">" + esc(c.t("Pairings by name")) + "</a></li>";
  h += "<li><a href=\"" + esc(c.href("/tables")) + "\">" + esc(c.t("Pairings by table")) + "</a></li>";
  h += "<li><a href=\"" + esc(c.href("/standings")) + "\">" + esc(c.t("Standings")) + "</a></li>";
  if (!v.groups.empty()) h += "<li><a href=\"" + esc(c.href("/groups")) + "\">" + esc(c.t("Group tables")) + "</a></li>";
  if (!v.bracket.empty()) h += "<li><a href=\"" + esc(c.href("/bracket")) + "\">" + esc(c.t("Bracket")) + "</a></li>";
  h += "<li><a href=\"" + esc(c.href("/rules")) + "\">" + esc(c.t("Rulings")) + "</a></li></ul>";
  return p;
}

Page pairings_by_name(const PageContext& c, const EventView& v) {
  Page p;
  p.section = "pairings";
  p.version = v.version;
  p.title = std::string(c.t("Pairings by name"));
  std::string q = c.arg("q");
  std::string& h = p.main;
  const RoundView* r = v.last_round();
  h += "<h1>" + esc(c.t("Pairings by name")) + (r ? " · " + esc(round_title(c, *r)) : "") + "</h1>";
  h += search_form(c, "/pairings", q);
  h += "<p class=\"alt\"><a href=\"" + esc(c.href("/tables")) + "\">" + esc(c.t("Pairings by table")) + "</a></p>";
  if (!r) return h += no_round(c), p;
  h += clock_html(c, v);
  h += search_results(c, v, *r, q, "/pairings");
  return p;
}

Page pairings_by_table(const PageContext& c, const EventView& v) {
  Page p;
  p.section = "pairings";
  p.version = v.version;
  p.title = std::string(c.t("Pairings by table"));
  std::string& h = p.main;
  const RoundView* r = v.last_round();
  h += "<h1>" + esc(c.t("Pairings by table")) + (r ? " · " + esc(round_title(c, *r)) : "") + "</h1>";
  h += "<p class=\"alt\"><a href=\"" + esc(c.href("/pairings")) + "\">" + esc(c.t("Pairings by name")) + "</a></p>";
  if (!r) return h += no_round(c), p;
  h += clock_html(c, v);
  if (v.team_event) return h += team_matches_html(c, v, *r), p;  // each team match with its seat tables
  int page = page_arg(c);
  std::size_t first = page ? static_cast<std::size_t>(page - 1) * kRowsPerPage : 0;
  std::size_t last = page ? std::min(r->matches.size(), first + kRowsPerPage) : r->matches.size();
  h += "<table class=\"pairings\"><thead><tr><th class=\"num\">" + esc(c.t("Table")) + "</th><th>" + esc(c.t("Players")) +
       "</th><th>" + esc(c.t("Result")) + "</th></tr></thead><tbody>";
  for (std::size_t k = first; k < last; ++k) {
    const MatchView& m = r->matches[k];
    h += "<tr><td class=\"num\">" + (m.bye ? std::string("-") : std::to_string(m.table)) + "</td><td>";
    for (std::size_t s = 0; s < m.seats.size(); ++s) h += (s ? "<br>" : "") + player_link(c, v, m.seats[s].player);
    h += "</td><td>";
    if (m.bye) h += esc(m.awarded ? c.t("Bye (awarded)") : c.t("Bye"));
    else if (!m.reported) h += esc(c.t("Not reported"));
    else
      for (std::size_t s = 0; s < m.seats.size(); ++s) h += (s ? "<br>" : "") + esc(outcome_text(c, m, m.seats[s]));
    if (v.clock && !m.bye)
      if (auto it = v.clock->extensions.find(m.table); it != v.clock->extensions.end())
        h += "<br><small>" + esc(c.t("Extension")) + " +" + esc(format(c.t("{n} min"), {{"n", std::to_string(it->second)}})) + "</small>";
    h += "</td></tr>";
  }
  h += "</tbody></table>";
  if (page) h += pager(c, "/tables", page, static_cast<int>(r->matches.size()));
  return p;
}

Page player_page(const PageContext& c, const EventView& v, std::int64_t id) {
  const PlayerView* pl = v.player(id);
  if (!pl) {
    Page p = not_found(c);
    p.main = "<h1>404</h1><p>" + esc(c.t("No such player.")) + "</p>" + search_form(c, "/pairings", "");
    return p;
  }
  Page p;
  p.section = "pairings";
  p.version = v.version;
  p.title = pl->name;
  // One string, appended to: a phone asks for this page more than for any other (issue 23).
  std::string& h = p.main;
  h.reserve(512 + 256 * v.rounds.size());
  auto text = [&](std::string_view t) { esc_to(h, t); };
  h += "<h1>";
  text(pl->name);
  h += "</h1>";
  if (!pl->reading.empty()) h += "<p class=\"reading\">", text(pl->reading), h += "</p>";
  if (pl->dropped) h += "<p class=\"note\">", text(c.t("Dropped")), h += "</p>";
  if (const RoundView* r = v.last_round()) {
    int m = v.match_of(*r, id);
    if (m >= 0) {
      const MatchView& mv = r->matches[m];
      h += "<section class=\"now\"><h2>";
      text(round_title(c, *r));
      h += "</h2>";
      if (mv.bye) h += "<p class=\"table\">", text(mv.awarded ? c.t("Bye (awarded)") : c.t("Bye")), h += "</p>";
      else {
        h += "<p class=\"table\"><span class=\"label\">";
        text(c.t("Table"));
        h += "</span> <span class=\"big\">" + std::to_string(mv.table) + "</span>";
        if (const std::string seat = team_seat_text(c, v, r->number, mv.table); !seat.empty()) h += " <span class=\"team-seat\">", text(seat), h += "</span>";
        h += "</p><p>";
        text(c.t("Opponent"));
        h += ": ";
        opponents_to(h, c, v, mv, id);
        h += "</p>";
        if (mv.reported)
          for (const auto& s : mv.seats)
            if (s.player == id) h += "<p>", text(c.t("Result")), h += ": ", text(outcome_text(c, mv, s)), h += "</p>";
      }
      if (!mv.bye && !mv.reported) h += clock_html(c, v, mv.table);
      h += "</section>";
    }
  }
  h += my_team_html(c, v, id);
  h += "<dl class=\"meta\">";
  // No rank before a round is counted; a team event ranks teams (the team's rank is under 自分のチーム).
  if (pl->place && v.standings_after > 0 && !v.team_event) {
    const std::string finish = finish_text(c, pl->finish);
    h += "<dt>";
    text(c.t(v.after_cut ? "Place" : "Rank"));
    h += "</dt><dd>" + std::to_string(pl->place);
    if (!finish.empty()) h += " · ", text(finish);
    h += "</dd>";
  }
  h += "<dt>";
  text(c.t("Record"));
  h += "</dt><dd>" + std::to_string(pl->wins) + "-" + std::to_string(pl->losses) + "-" + std::to_string(pl->draws) + " (";
  text(points_text(c, pl->points));
  h += ")</dd>";
  if (pl->deck != event::DeckStatus::none) {
    h += "<dt>";
    text(c.t("Deck"));
    h += "</dt><dd class=\"deck ";
    text(event::deck_status_name(pl->deck));
    h += "\">";
    text(deck_text(c, pl->deck));
    h += "</dd>";
  }
  h += "</dl><h2>";
  text(c.t("History"));
  h += "</h2><table class=\"history\"><thead><tr><th class=\"num\">";
  text(c.t("Round"));
  h += "</th><th class=\"num\">";
  text(c.t("Table"));
  h += "</th><th>";
  text(c.t("Opponent"));
  h += "</th><th>";
  text(c.t("Result"));
  h += "</th></tr></thead><tbody>";
  for (const auto& r : v.rounds) {
    int m = v.match_of(r, id);
    if (m < 0) {
      // A round before a late entry joined: the record counts it as a loss (unless the event turned
      // that off), so the page says why there is a loss and no match.
      const auto missed = std::find_if(pl->missed.begin(), pl->missed.end(), [&](const event::MissedRound& x) { return x.round == r.number; });
      if (missed == pl->missed.end()) continue;
      h += "<tr class=\"missed\"><td class=\"num\">" + std::to_string(r.number) + "</td><td colspan=\"3\">";
      text(missed->loss ? c.t("Not in this round: joined later (counted as a loss)") : c.t("Not in this round: joined later"));
      h += "</td></tr>";
      continue;
    }
    const MatchView& mv = r.matches[m];
    for (const auto& s : mv.seats)
      if (s.player == id) {
        h += "<tr><td class=\"num\">" + std::to_string(r.number) + "</td><td class=\"num\">";
        h += mv.bye ? std::string("-") : std::to_string(mv.table);
        h += "</td><td>";
        opponents_to(h, c, v, mv, id);
        h += "</td><td>";
        text(outcome_text(c, mv, s));
        h += "</td></tr>";
      }
  }
  h += "</tbody></table>";
  return p;
}

Page standings_page(const PageContext& c, const EventView& v) {
  Page p;
  p.section = "standings";
  p.version = v.version;
  p.title = std::string(c.t("Standings"));
  std::string& h = p.main;
  // After the cut: the bracket first, round by round.
  bool cut = false;
  for (const auto& r : v.rounds)
    if (r.stage == Stage::cut) {
      if (!cut) h += "<h1>" + esc(c.t("Bracket")) + (v.cut_size ? " · " + esc(format(c.t("Top {n}"), {{"n", std::to_string(v.cut_size)}})) : "") + "</h1>";
      cut = true;
      h += "<h2>" + esc(round_title(c, r)) + "</h2><ul class=\"bracket\">";
      for (const auto& m : r.matches) {
        h += "<li>";
        for (std::size_t s = 0; s < m.seats.size(); ++s) {
          bool won = m.reported && m.seats[s].outcome == SeatOutcome::win;
          h += (s ? " <span class=\"vs\">" + esc(c.t("vs")) + "</span> " : std::string()) + (won ? "<strong>" : "") + player_link(c, v, m.seats[s].player) +
               (won ? "</strong>" : "");
        }
        h += "</li>";
      }
      h += "</ul>";
    }
  if (v.decklists.open) h += "<p><a class=\"button\" href=\"" + esc(c.href("/decklists")) + "\">" + esc(c.t("Published decklists")) + "</a></p>";
  if (v.team_event) return h += team_standings_html(c, v), p;  // a team event ranks teams
  if (v.standings_after == 0) return h += "<p class=\"empty\">" + esc(c.t("No standings before the first round is over.")) + "</p>", p;
  // After a cut the final order, as every face prints it: place, then how far each player went.
  if (v.after_cut)
    h += "<h2>" + esc(format(c.t(v.cut_over ? "Final standings — after round {n} and the top cut" : "Standings — after round {n} and the top cut so far"),
                             {{"n", std::to_string(v.standings_after)}})) + "</h2>";
  else h += std::string(cut ? "<h2>" : "<h1>") + esc(format(c.t("Standings after round {n}"), {{"n", std::to_string(v.standings_after)}})) + (cut ? "</h2>" : "</h1>");
  int page = page_arg(c);
  std::size_t first = page ? static_cast<std::size_t>(page - 1) * kRowsPerPage : 0;
  std::size_t last = page ? std::min(v.standings.size(), first + kRowsPerPage) : v.standings.size();
  h += "<table class=\"standings\"><thead><tr><th class=\"num\">" + esc(c.t(v.after_cut ? "Place" : "Rank")) + "</th><th>" + esc(c.t("Name")) +
       "</th><th class=\"num\">" + esc(c.t("Points")) + "</th><th>" + esc(c.t("Record")) + "</th></tr></thead><tbody>";
  for (std::size_t k = first; k < last; ++k) {
    const StandingView& s = v.standings[k];
    h += "<tr><td class=\"num\">" + std::to_string(s.place) + "</td><td>" + player_link(c, v, s.player);
    if (const std::string finish = finish_text(c, s.finish); !finish.empty()) h += "<br><small class=\"finish\">" + esc(finish) + "</small>";
    if (s.dropped) h += " <small>(" + esc(c.t("Dropped")) + ")</small>";
    h += "</td><td class=\"num\">" + std::to_string(s.points) + "</td><td>" + std::to_string(s.wins) + "-" +
         std::to_string(s.losses) + "-" + std::to_string(s.draws);
    // Tiebreakers under the record: a narrow screen keeps four columns.
    h += "<br><small class=\"tb\">";
    for (std::size_t t = 0; t < s.tiebreakers.size(); ++t) {
      if (const auto id = tiebreak_of(s.tiebreakers[t].first); id && !tiebreak_has_value(*id)) continue;
      // Every tiebreaker with a value is a percentage: "OMW 62.50%", never split from its name.
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.2f%%", std::floor(s.tiebreakers[t].second * 10000.0 + 0.5) / 100.0);
      std::string id = s.tiebreakers[t].first;
      for (auto& ch : id) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      h += std::string(t ? " " : "") + "<span class=\"nowrap\">" + esc(id) + "\u00a0" + buf + "</span>";
    }
    h += "</small></td></tr>";
  }
  h += "</tbody></table>";
  if (page) h += pager(c, "/standings", page, static_cast<int>(v.standings.size()));
  return p;
}

}  // namespace jk::web
