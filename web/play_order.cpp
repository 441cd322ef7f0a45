// 103.4 walked game by game. The answer for each game is judge::scp_play_order's; this file
// only reads the form, keeps count of the match (the pack's best-of, as the report form does)
// and words the answer with the players' names.
#include "play_order.hpp"

#include <algorithm>
#include <map>

#include "errors.hpp"
#include "html.hpp"
#include "i18n.hpp"

namespace jk::web {

namespace {

constexpr const char* kSides[2] = {"A", "B"};

const std::string& seat_name(const event::TableReports& t, const std::string& side) { return t.labels.at(side == "A" ? 0 : 1); }

// A value from the address, shortened for a message (at a character boundary).
std::string shown(const std::string& value) {
  if (value.size() <= 24) return value;
  std::size_t cut = 24;
  while (cut > 0 && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80) --cut;
  return value.substr(0, cut) + "…";
}

std::string result_text(const PageContext& c, const event::TableReports& t, const std::string& result) {
  if (result == "draw") return std::string(c.t("Draw"));
  return format(c.t("{name} won"), {{"name", seat_name(t, result)}});
}

}  // namespace

bool offers_play_order(const Game& game, const event::TableReports& t) {
  return t.players.size() == 2 && t.labels.size() == 2 &&
         std::any_of(game.procedures.begin(), game.procedures.end(), [](const Procedure& p) { return p.id == "play-order"; });
}

PlayOrderWalk walk_play_order(const PageContext& c, const Game& game, const event::TableReports& t) {
  PlayOrderWalk w;
  auto fail = [&](std::string text) {
    if (w.error.empty()) w.error = std::move(text);
  };
  // The rows as sent: game number -> {chose, won}.
  std::map<int, std::pair<std::string, std::string>> rows;
  if (c.query)
    for (const auto& [key, value] : *c.query) {
      const bool chose = key.rfind("chose", 0) == 0;
      if (!chose && key.rfind("won", 0) != 0) continue;
      const std::string digits = key.substr(chose ? 5 : 3);
      if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) continue;  // not this form's
      w.asked = true;
      if (value.empty()) continue;
      // 100.3: a match goes on until a player has won the games needed, so each drawn game adds
      // one; the walk below refuses a game after the match is won. This bound only stops absurd input.
      const int n = digits.size() > 2 ? 0 : std::stoi(digits);
      if (n < 1) {
        fail(format(c.t("Game {n}: not a game number this page walks (1 to 99)"), {{"n", shown(digits)}}));
        continue;
      }
      w.last_sent = std::max(w.last_sent, n);
      if (chose) {
        if (value != "A" && value != "B")
          fail(format(c.t("Game {n}: '{value}' is not a player of this table; choose one of the two"), {{"n", digits}, {"value", shown(value)}}));
        else rows[n].first = value;
      } else {
        if (value != "A" && value != "B" && !(value == "draw" && game.match.draws_allowed))
          fail(format(c.t("Game {n}: '{value}' is not a result; choose who won, or a draw"), {{"n", digits}, {"value", shown(value)}}));
        else rows[n].second = value;
      }
    }
  if (!w.error.empty()) return w;

  // The games in order, up to the first without a result (its chooser is kept for the form).
  int last = 0;
  for (const auto& [n, row] : rows)
    if (!row.second.empty()) last = n;
  for (int n = 1; n <= last; ++n) {
    const auto& row = rows[n];
    if (row.second.empty()) {
      w.games.clear();
      w.error = format(c.t("Game {n} has a result but game {m} has none: enter the games in order"), {{"n", std::to_string(last)}, {"m", std::to_string(n)}});
      return w;
    }
    w.games.push_back({row.first, row.second, ""});
  }
  if (auto it = rows.find(last + 1); it != rows.end()) w.pending_chose = it->second.first;

  // Each game's chooser as 103.4 names it, from the game before (a random method for the first).
  judge::Verdict v = judge::scp_play_order("", "");
  int won[2] = {0, 0};
  const int need = game.match.wins_needed();
  for (std::size_t i = 0; i < w.games.size(); ++i) {
    PlayOrderGame& g = w.games[i];
    const std::string n = std::to_string(i + 1);
    if (!w.match_winner.empty()) {
      w.error = format(c.t("The match was over after game {n} ({name} had won {need} games): game {m} cannot follow"),
                       {{"n", std::to_string(i)}, {"name", seat_name(t, w.match_winner)}, {"need", std::to_string(need)}, {"m", n}});
      return w;
    }
    g.named = v.next_chooser;
    const std::string chose = g.chose.empty() ? g.named : g.chose;
    try {
      v = judge::scp_play_order(g.result, chose);
    } catch (const InputError& e) {
      // The one refusal a well-formed form can meet: a drawn game whose chooser nobody gave.
      w.error = g.result == "draw" && chose.empty()
                    ? format(c.t("Game {n} was drawn: choose who chose its play order; after a draw that player chooses again (103.4)"), {{"n", n}})
                    : e.located(c.lang);
      return w;
    }
    for (int s = 0; s < 2; ++s)
      if (g.result == kSides[s] && ++won[s] >= need) w.match_winner = kSides[s];
  }
  if (w.match_winner.empty()) w.next = v;
  return w;
}

std::string play_order_html(const PageContext& c, const Game& game, const event::TableReports& t, const PlayOrderWalk& w,
                            const std::string& action) {
  const int best_of = std::max(1, game.match.best_of);
  const int need = game.match.wins_needed();
  std::string h = "<section id=\"play-order\" class=\"play-order\"><h2>" + esc(c.t("Who chooses the play order")) + "</h2>";
  if (!w.error.empty()) h += "<p class=\"notice error\" role=\"alert\">" + esc(w.error) + "</p>";
  if (!w.games.empty()) {
    h += "<ol class=\"games\">";
    for (std::size_t i = 0; i < w.games.size(); ++i) {
      const PlayOrderGame& g = w.games[i];
      const std::string chose = g.chose.empty() ? g.named : g.chose;
      const std::string n = std::to_string(i + 1), result = result_text(c, t, g.result);
      h += "<li>" + esc(chose.empty() ? format(c.t("Game {n}: the play order chosen by the player janken (or another random method) picked · {result}"),
                                               {{"n", n}, {"result", result}})
                                      : format(c.t("Game {n}: {chooser} chose the play order · {result}"),
                                               {{"n", n}, {"chooser", seat_name(t, chose)}, {"result", result}}));
      if (!g.named.empty() && !g.chose.empty() && g.chose != g.named)
        h += " <small>" + esc(format(c.t("(103.4 named {name} to choose this game)"), {{"name", seat_name(t, g.named)}})) + "</small>";
      h += "</li>";
    }
    h += "</ol>";
  }
  if (w.error.empty()) {
    const std::size_t played = w.games.size();
    if (!w.match_winner.empty()) {
      h += "<p class=\"answer\"><strong>" +
           esc(format(c.t("The match is over: {name} has won {need} games."), {{"name", seat_name(t, w.match_winner)}, {"need", std::to_string(need)}})) +
           "</strong></p>";
    } else if (w.next) {
      const std::string rule = w.next->next_chooser_rule.empty() ? "103.4" : w.next->next_chooser_rule;
      if (w.next->next_chooser.empty()) {
        h += "<p class=\"answer\"><strong>" +
             esc(format(c.t("Game {n}: decide who chooses the play order by any random method you both accept, such as janken"),
                        {{"n", std::to_string(played + 1)}})) +
             "</strong> (" + rule_link(c, game.id, rule) + ")</p>";
      } else {
        const std::string& name = seat_name(t, w.next->next_chooser);
        const PlayOrderGame& prev = w.games.back();
        h += "<p class=\"answer\"><strong>" +
             esc(format(c.t("Game {n}: {name} chooses who plays first"), {{"n", std::to_string(played + 1)}, {"name", name}})) + "</strong> (" +
             rule_link(c, game.id, rule) + ")</p><p>";
        if (prev.result == "draw")
          h += esc(format(c.t("Game {m} was drawn and {name} chose its play order, so {name} chooses again."), {{"m", std::to_string(played)}, {"name", name}}));
        else h += esc(format(c.t("{name} lost game {m}."), {{"m", std::to_string(played)}, {"name", name}}));
        h += "</p><p class=\"hint\">" + esc(c.t("The player who plays first is the starting player.")) + "</p>";
      }
    }
  }

  // The form: the games so far and the next one (all of them after an error, as they were sent).
  int rows = static_cast<int>(w.games.size()) + (w.match_winner.empty() ? 1 : 0);
  if (!w.error.empty()) rows = std::max(best_of, w.last_sent);
  if (rows == 0) return h + "</section>";
  h += "<form method=\"get\" action=\"" + esc(action) + "#play-order\" class=\"play-order\">";
  if (!c.lang_param.empty()) h += "<input type=\"hidden\" name=\"lang\" value=\"" + esc(c.lang_param) + "\">";
  auto option = [](const std::string& value, const std::string& label, const std::string& selected) {
    return "<option value=\"" + esc(value) + "\"" + (value == selected ? " selected" : "") + ">" + esc(label) + "</option>";
  };
  for (int n = 1; n <= rows; ++n) {
    const std::string num = std::to_string(n);
    const bool played = n <= static_cast<int>(w.games.size());
    std::string chose = w.error.empty() ? (played ? w.games[n - 1].chose : w.pending_chose) : c.arg("chose" + num);
    std::string result = w.error.empty() ? (played ? w.games[n - 1].result : "") : c.arg("won" + num);
    std::string named = played ? w.games[n - 1].named : (w.next && n == static_cast<int>(w.games.size()) + 1 ? w.next->next_chooser : "");
    const std::string unsaid = n == 1           ? std::string(c.t("decided by janken or another random method"))
                               : named.empty() ? std::string(c.t("as 103.4 names"))
                                               : format(c.t("as 103.4 names: {name}"), {{"name", seat_name(t, named)}});
    h += "<fieldset><legend>" + esc(format(c.t("Game {n}"), {{"n", num}})) + "</legend>";
    h += "<label for=\"chose" + num + "\">" + esc(c.t("Who chose the play order")) + "</label><select id=\"chose" + num + "\" name=\"chose" + num + "\">";
    h += option("", unsaid, chose);
    for (const char* s : kSides) h += option(s, seat_name(t, s), chose);
    h += "</select><label for=\"won" + num + "\">" + esc(c.t("Result")) + "</label><select id=\"won" + num + "\" name=\"won" + num + "\">";
    h += option("", std::string(c.t("not played yet")), result);
    for (const char* s : kSides) h += option(s, result_text(c, t, s), result);
    if (game.match.draws_allowed) h += option("draw", std::string(c.t("Draw")), result);
    h += "</select></fieldset>";
  }
  h += "<button type=\"submit\">" + esc(c.t("Show who chooses")) + "</button></form>";
  return h + "</section>";
}

}  // namespace jk::web
