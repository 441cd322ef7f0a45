// 103.4 walked game by game. judge::walk_play_order says who chooses each game and when the
// match is over; this file reads the form's words and words the answer with the players' names.
#include "play_order.hpp"

#include <algorithm>
#include <map>

#include "errors.hpp"
#include "html.hpp"
#include "i18n.hpp"
#include "event_enums.hpp"

namespace jk::web {

namespace {

using judge::Side;

constexpr Side kSeats[2] = {Side::a, Side::b};

// The form's words for a game's result: the seat that won ("A", "B"), or a draw as the event
// file names a game's outcome.
std::string seat_value(Side s) { return std::string(judge::seat_name(s)); }
std::string draw_value() { return std::string(game_outcome_name(GameOutcome::draw)); }
std::string result_value(const judge::GameResult& r) { return r.winner ? seat_value(*r.winner) : draw_value(); }
std::optional<judge::GameResult> parse_result(std::string_view value, bool draws_allowed) {
  if (auto s = judge::parse_seat(value)) return judge::GameResult{s};
  if (draws_allowed && parse_game_outcome(value) == GameOutcome::draw) return judge::GameResult{};
  return std::nullopt;
}

const std::string& seat_label(const event::TableReports& t, Side s) { return t.labels.at(s == Side::a ? 0 : 1); }

// A value from the address, shortened for a message (at a character boundary).
std::string shown(const std::string& value) {
  if (value.size() <= 24) return value;
  std::size_t cut = 24;
  while (cut > 0 && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80) --cut;
  return value.substr(0, cut) + "…";
}

std::string result_words(const PageContext& c, const event::TableReports& t, const judge::GameResult& r) {
  if (!r.winner) return std::string(c.t("Draw"));
  return format(c.t("{name} won"), {{"name", seat_label(t, *r.winner)}});
}

// The rows as sent: game number -> {chose, won}, the words checked; form errors go to `fail`.
struct SentRow {
  std::optional<Side> chose;
  std::optional<judge::GameResult> result;
};

}  // namespace

bool offers_play_order(const Game& game, const event::TableReports& t) {
  return t.players.size() == 2 && t.labels.size() == 2 && game.has_procedure(ProcedureId::play_order);
}

PlayOrderWalk walk_play_order(const PageContext& c, const Game& game, const event::TableReports& t) {
  PlayOrderWalk w;
  auto fail = [&](std::string text) {
    if (w.error.empty()) w.error = std::move(text);
  };
  std::map<int, SentRow> rows;
  if (c.query)
    for (const auto& [key, value] : *c.query) {
      const bool chose = key.rfind("chose", 0) == 0;
      if (!chose && key.rfind("won", 0) != 0) continue;
      const std::string digits = key.substr(chose ? 5 : 3);
      if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) continue;  // not this form's
      w.asked = true;
      if (value.empty()) continue;
      // 100.3: a match goes on until a player has won the games needed, so each drawn game adds
      // one; the walk refuses a game after the match is won. This bound only stops absurd input.
      const int n = digits.size() > 2 ? 0 : std::stoi(digits);
      if (n < 1) {
        fail(format(c.t("Game {n}: not a game number this page walks (1 to 99)"), {{"n", shown(digits)}}));
        continue;
      }
      w.last_sent = std::max(w.last_sent, n);
      if (chose) {
        if (auto s = judge::parse_seat(value)) rows[n].chose = s;
        else fail(format(c.t("Game {n}: '{value}' is not a player of this table; choose one of the two"), {{"n", digits}, {"value", shown(value)}}));
      } else {
        if (auto r = parse_result(value, game.match.draws_allowed)) rows[n].result = r;
        else fail(format(c.t("Game {n}: '{value}' is not a result; choose who won, or a draw"), {{"n", digits}, {"value", shown(value)}}));
      }
    }
  if (!w.error.empty()) return w;

  // The games in order, up to the first without a result (its chooser is kept for the form).
  int last = 0;
  for (const auto& [n, row] : rows)
    if (row.result) last = n;
  std::vector<judge::PlayedGame> played;
  for (int n = 1; n <= last; ++n) {
    const SentRow& row = rows[n];
    if (!row.result) {
      w.error = format(c.t("Game {n} has a result but game {m} has none: enter the games in order"), {{"n", std::to_string(last)}, {"m", std::to_string(n)}});
      return w;
    }
    played.push_back({row.chose, *row.result});
  }
  if (auto it = rows.find(last + 1); it != rows.end()) w.pending_chose = it->second.chose;
  w.walk = judge::walk_play_order(t.match, played);
  if (!w.walk.error.empty()) w.error = judge::with_names(w.walk.error, t.labels).str(c.lang);
  return w;
}

std::string play_order_html(const PageContext& c, const Game& game, const event::TableReports& t, const PlayOrderWalk& w,
                            const std::string& action) {
  const int best_of = std::max(1, t.match.best_of);
  const int need = t.match.wins_needed();
  const auto& games = w.walk.games;
  std::string h = "<section id=\"play-order\" class=\"play-order\"><h2>" + esc(c.t("Who chooses the play order")) + "</h2>";
  if (!w.error.empty()) h += "<p class=\"notice error\" role=\"alert\">" + esc(w.error) + "</p>";
  if (!games.empty()) {
    h += "<ol class=\"games\">";
    for (std::size_t i = 0; i < games.size(); ++i) {
      const judge::WalkedGame& g = games[i];
      const std::optional<Side> chose = g.played.chose ? g.played.chose : g.named;
      const std::string n = std::to_string(i + 1), result = result_words(c, t, g.played.result);
      h += "<li>" + esc(!chose ? format(c.t("Game {n}: the play order chosen by the player janken (or another random method) picked · {result}"),
                                        {{"n", n}, {"result", result}})
                               : format(c.t("Game {n}: {chooser} chose the play order · {result}"),
                                        {{"n", n}, {"chooser", seat_label(t, *chose)}, {"result", result}}));
      if (g.named && g.played.chose && g.played.chose != g.named)
        h += " <small>" + esc(format(c.t("(103.4 named {name} to choose this game)"), {{"name", seat_label(t, *g.named)}})) + "</small>";
      h += "</li>";
    }
    h += "</ol>";
  }
  if (w.error.empty()) {
    const std::size_t played = games.size();
    if (w.walk.match_winner) {
      h += "<p class=\"answer\"><strong>" +
           esc(format(c.t("The match is over: {name} has won {need} games."), {{"name", seat_label(t, *w.walk.match_winner)}, {"need", std::to_string(need)}})) +
           "</strong></p>";
    } else if (w.walk.match_drawn) {
      const std::string& cite = t.match.one_game_draw_cite;
      h += "<p class=\"answer\"><strong>" + esc(c.t("The match is over: its one game was drawn.")) + "</strong>" +
           (cite.empty() ? "" : " (" + rule_link(c, game.id, cite) + ")") + "</p>";
    } else if (w.walk.next) {
      const judge::Verdict& next = *w.walk.next;
      const std::string rule = next.next_chooser_rule.empty() ? "103.4" : next.next_chooser_rule;
      if (!next.next_chooser) {
        h += "<p class=\"answer\"><strong>" +
             esc(format(c.t("Game {n}: decide who chooses the play order by any random method you both accept, such as janken"),
                        {{"n", std::to_string(played + 1)}})) +
             "</strong> (" + rule_link(c, game.id, rule) + ")</p>";
      } else {
        const std::string& name = seat_label(t, *next.next_chooser);
        const judge::WalkedGame& prev = games.back();
        h += "<p class=\"answer\"><strong>" +
             esc(format(c.t("Game {n}: {name} chooses who plays first"), {{"n", std::to_string(played + 1)}, {"name", name}})) + "</strong> (" +
             rule_link(c, game.id, rule) + ")</p><p>";
        if (!prev.played.result.winner)
          h += esc(format(c.t("Game {m} was drawn and {name} chose its play order, so {name} chooses again."), {{"m", std::to_string(played)}, {"name", name}}));
        else h += esc(format(c.t("{name} lost game {m}."), {{"m", std::to_string(played)}, {"name", name}}));
        h += "</p><p class=\"hint\">" + esc(c.t("The player who plays first is the starting player.")) + "</p>";
      }
    }
  }

  // The form: the games so far and the next one (all of them after an error, as they were sent).
  int rows = static_cast<int>(games.size()) + (w.walk.match_winner || w.walk.match_drawn ? 0 : 1);
  if (!w.error.empty()) rows = std::max(best_of, w.last_sent);
  if (rows == 0) return h + "</section>";
  h += "<form method=\"get\" action=\"" + esc(action) + "#play-order\" class=\"play-order\">";
  if (!c.lang_param.empty()) h += "<input type=\"hidden\" name=\"lang\" value=\"" + esc(c.lang_param) + "\">";
  auto option = [](const std::string& value, const std::string& label, const std::string& selected) {
    return "<option value=\"" + esc(value) + "\"" + (value == selected ? " selected" : "") + ">" + esc(label) + "</option>";
  };
  auto seat_text = [](const std::optional<Side>& s) { return s ? seat_value(*s) : std::string(); };
  for (int n = 1; n <= rows; ++n) {
    const std::string num = std::to_string(n);
    const bool played = n <= static_cast<int>(games.size());
    std::string chose = w.error.empty() ? seat_text(played ? games[n - 1].played.chose : w.pending_chose) : c.arg("chose" + num);
    std::string result = w.error.empty() ? (played ? result_value(games[n - 1].played.result) : "") : c.arg("won" + num);
    std::optional<Side> named = played ? games[n - 1].named
                                       : (w.walk.next && n == static_cast<int>(games.size()) + 1 ? w.walk.next->next_chooser : std::nullopt);
    const std::string unsaid = n == 1   ? std::string(c.t("decided by janken or another random method"))
                               : !named ? std::string(c.t("as 103.4 names"))
                                        : format(c.t("as 103.4 names: {name}"), {{"name", seat_label(t, *named)}});
    h += "<fieldset><legend>" + esc(format(c.t("Game {n}"), {{"n", num}})) + "</legend>";
    h += "<label for=\"chose" + num + "\">" + esc(c.t("Who chose the play order")) + "</label><select id=\"chose" + num + "\" name=\"chose" + num + "\">";
    h += option("", unsaid, chose);
    for (Side s : kSeats) h += option(seat_value(s), seat_label(t, s), chose);
    h += "</select><label for=\"won" + num + "\">" + esc(c.t("Result")) + "</label><select id=\"won" + num + "\" name=\"won" + num + "\">";
    h += option("", std::string(c.t("not played yet")), result);
    for (Side s : kSeats) h += option(seat_value(s), result_words(c, t, judge::GameResult{s}), result);
    if (game.match.draws_allowed) h += option(draw_value(), std::string(c.t("Draw")), result);
    h += "</select></fieldset>";
  }
  h += "<button type=\"submit\">" + esc(c.t("Show who chooses")) + "</button></form>";
  return h + "</section>";
}

}  // namespace jk::web
