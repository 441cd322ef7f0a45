// The write side's pages. Plain forms that work without a script; the script only adds the live
// decklist check. Every piece of text goes through esc().
#include <algorithm>
#include <cctype>

#include "desk_pages.hpp"
#include "form_words.hpp"
#include "html.hpp"
#include "registered_list.hpp"
#include "text.hpp"

namespace jk::web {

namespace {

std::string form_open(const std::string& action, const std::string& csrf, const std::string& extra = "") {
  return "<form method=\"post\" action=\"" + esc(action) + "\"" + extra + "><input type=\"hidden\" name=\"csrf\" value=\"" + esc(csrf) +
         "\">";
}


std::string_view status_text(const PageContext& c, event::TableStatus s) {
  switch (s) {
    case event::TableStatus::open: return c.t("No report yet");
    case event::TableStatus::waiting: return c.t("Waiting for the other player's report");
    case event::TableStatus::agreed: return c.t("Both agree: waiting for a judge to approve");
    case event::TableStatus::unconfirmed: return c.t("Both agree: waiting for the player's own confirmation, or a judge");
    case event::TableStatus::disagree: return c.t("The reports differ: a judge will decide");
    case event::TableStatus::judge_called: return c.t("A judge is called");
    case event::TableStatus::recorded: return c.t("Recorded");
  }
  return "";
}

// What a claim says, in the page's language.
std::string claim_text(const PageContext& c, const event::ReportedClaim& claim) {
  if (claim.claim.need_judge) return std::string(c.t("We need a judge"));
  if (claim.claim.draw) return std::string(c.t("Draw"));
  if (!claim.claim.figures.empty()) return std::string(c.t("Figures entered"));
  return claim.says_text.str(c.lang);
}

// A recorded result as a person reads it: who won, with the games ("加藤の勝ち 1-0-0"), and what
// settled it when not the games (a time limit, a penalty).
std::string recorded_text(const PageContext& c, const event::TableReports& t) {
  if (!t.result) return "";
  const std::string summary = t.result_text.str(c.lang);
  for (const auto& seat : t.result->seats) {
    if (seat.outcome != SeatOutcome::win || t.players.size() != 2) continue;
    const auto at = std::find(t.players.begin(), t.players.end(), seat.player_id) - t.players.begin();
    if (at >= static_cast<long>(t.labels.size())) break;
    const std::string games = std::to_string(seat.games_won) + "-" + std::to_string(seat.games_lost) + "-" + std::to_string(seat.games_drawn);
    std::string h = Message{N_("{player} wins {games}"), {{"player", t.labels[at]}, {"games", games}}}.str(c.lang);
    if (t.result->kind != ResultKind::games) h += " (" + summary + ")";
    return h;
  }
  return summary;
}

std::string claims_html(const PageContext& c, const event::TableReports& t) {
  std::string h = "<p class=\"status " + std::string(event::table_status_name(t.status)) + "\">" + esc(status_text(c, t.status));
  if (t.result) h += ": <strong>" + esc(recorded_text(c, t)) + "</strong>";
  h += "</p>";
  if (t.claims.empty()) return h;
  h += "<ul class=\"claims\">";
  for (const auto& cl : t.claims) {
    h += "<li>" + esc(cl.player_label) + ": " + esc(claim_text(c, cl));
    if (!cl.proven) h += " <small>" + esc(c.t("(with the table's code)")) + "</small>";
    h += "</li>";
  }
  return h + "</ul>";
}

// The form fields that send `claim` again: one tap agrees with what the other player said.
std::string claim_fields(const event::TableClaim& claim) {
  std::string outcome = claim.draw ? form_word(FormOutcome::draw) : "win-" + std::to_string(claim.winner);
  std::string h = "<input type=\"hidden\" name=\"outcome\" value=\"" + esc(outcome) + "\">";
  if (!claim.games.empty()) h += "<input type=\"hidden\" name=\"games\" value=\"" + esc(claim.games) + "\">";
  return h;
}

// One button per report a seat could agree with: the other seat's claim, sent as that seat's own
// (`only` limits it to one seat: my page).
std::string confirm_forms(const PageContext& c, const event::TableReports& t, const std::string& action, const std::string& csrf,
                          std::int64_t only, bool with_me) {
  std::string h;
  if (t.players.size() != 2 || t.status == event::TableStatus::recorded) return h;
  for (const auto& cl : t.claims) {
    if (cl.claim.need_judge || !cl.claim.figures.empty()) continue;
    for (std::size_t i = 0; i < t.players.size(); ++i) {
      const auto seat = t.players[i];
      if (seat == cl.player || (only && seat != only)) continue;
      bool same = false;  // this seat already said the same
      for (const auto& mine : t.claims)
        if (mine.player == seat && (with_me || mine.proven) && mine.claim.winner == cl.claim.winner && mine.claim.draw == cl.claim.draw &&
            mine.claim.games == cl.claim.games)
          same = true;
      if (same) continue;
      h += form_open(action, csrf, " class=\"confirm\"") + claim_fields(cl.claim);
      if (with_me) h += "<input type=\"hidden\" name=\"me\" value=\"" + std::to_string(seat) + "\">";
      h += "<button type=\"submit\" class=\"primary\">" +
           esc(format(c.t("{me}: confirm {claim}"), {{"me", t.labels[i]}, {"claim", claim_text(c, cl)}})) + "</button></form>";
    }
  }
  return h;
}

// The scores a match can end with, the winner's games first: 2-0, 2-1 for best of 3.
std::vector<std::string> winning_scores(const MatchStructure& match) {
  std::vector<std::string> out;
  const int need = match.wins_needed();
  for (int lost = 0; lost < need; ++lost) out.push_back(std::to_string(need) + "-" + std::to_string(lost));
  return out;
}

// Radios for who won (and a draw where the game allows one), then the games when there are several.
std::string outcome_fields(const PageContext& c, const Game& game, const event::TableReports& t, bool judge_choices) {
  std::string h = "<fieldset><legend>" + esc(c.t("Result")) + "</legend>";
  for (std::size_t i = 0; i < t.players.size(); ++i)
    h += "<label class=\"choice\"><input type=\"radio\" name=\"outcome\" value=\"win-" + std::to_string(t.players[i]) + "\" required> " +
         esc(t.labels[i]) + " " + esc(c.t("won")) + "</label>";
  if (game.match.draws_allowed) h += "<label class=\"choice\"><input type=\"radio\" name=\"outcome\" value=\"" + form_word(FormOutcome::draw) + "\"> " + esc(c.t("Draw")) + "</label>";
  if (judge_choices)
    h += "<label class=\"choice\"><input type=\"radio\" name=\"outcome\" value=\"" + form_word(FormOutcome::double_loss) + "\"> " + esc(c.t("Both lose")) + "</label>";
  else
    h += "<label class=\"choice\"><input type=\"radio\" name=\"outcome\" value=\"" + form_word(FormOutcome::need_judge) + "\"> " + esc(c.t("We need a judge")) + "</label>";
  h += "</fieldset>";
  if (t.match.best_of > 1) {
    h += "<label for=\"games\">" + esc(c.t("Games (the winner's first)")) + "</label><select id=\"games\" name=\"games\"><option value=\"\">" +
         esc(c.t("as the match needs")) + "</option>";
    for (const auto& s : winning_scores(t.match)) h += "<option>" + esc(s) + "</option>";
    h += "</select>";
  }
  return h;
}

std::string table_heading(const PageContext& c, const EventView& v, const event::TableReports& t) {
  std::string h = "<h1>" + esc(format(c.t("Round {round} · table {table}"), {{"round", std::to_string(t.round)}, {"table", std::to_string(t.table)}})) + "</h1>";
  if (const std::string seat = team_seat_text(c, v, t.round, t.table); !seat.empty()) h += "<p class=\"team-seat\">" + esc(seat) + "</p>";
  if (const RoundView* r = v.last_round(); r && r->number == t.round) h += clock_html(c, v, t.table);
  h += "<ul class=\"seats\">";
  for (const auto& l : t.labels) h += "<li>" + esc(l) + "</li>";
  return h + "</ul>";
}

// The game's own procedures for the end of a game (the pack's <procedure>s), each citation a link
// to its entry in the rulings pages: what the players read before they report.
std::string procedures_html(const PageContext& c, const Game& game) {
  if (game.procedures.empty()) return "";
  std::string h = "<details class=\"procedures\"><summary>" + esc(c.t("The rules for the end of a game")) + "</summary><ul>";
  for (const auto& pr : game.procedures) {
    h += "<li>" + esc(c.lang == Lang::ja || pr.name_en.empty() ? pr.name_ja : pr.name_en) + ":";
    std::size_t i = 0;
    while (i < pr.cite.size()) {
      std::size_t end = std::min(pr.cite.find(' ', i), pr.cite.size());
      const std::string rule = pr.cite.substr(i, end - i);
      i = end + 1;
      if (rule.empty()) continue;
      if (rule.find_first_of("0123456789") != std::string::npos && rule.find('/') == std::string::npos)
        h += " " + rule_link(c, game.id, rule);
      else h += " " + esc(rule);
    }
    h += "</li>";
  }
  return h + "</ul></details>";
}

// A verdict's chain of rules in the page's language, each seat by its player's label: the rule
// number stands out, the rest is one sentence ("2-5-2 flow-zone assets 3 vs 4: 佐藤 wins").
std::string chain_html(const PageContext& c, const judge::Verdict& v, const std::vector<std::string>& labels) {
  std::string h = "<ol class=\"chain\">";
  for (const auto& s : v.steps) {
    const std::string mark = "\uE000";  // where the rule goes (a private-use character esc keeps), set in bold after escaping
    std::string line = esc(Message{N_("{rule} {what}: {result}"),
                                   {{"rule", mark}, arg("what", judge::step_what(v, s, labels)), arg("result", judge::step_found(v, s, labels))}}
                               .str(c.lang));
    if (const std::size_t at = line.find(mark); at != std::string::npos) line.replace(at, mark.size(), "<strong>" + esc(s.rule) + "</strong>");
    h += "<li>" + line + "</li>";
  }
  return h + "</ol>";
}

std::string signed_in_bar(const PageContext& c, const ConsoleData& d) {
  return "<p class=\"who\">" + esc(event::role_words(d.organiser ? event::Role::organiser : event::Role::judge).str(c.lang)) + ": " + esc(d.judge_name) +
         " · <a href=\"" +
         esc(c.href("/judge")) + "\">" + esc(c.t("Judge console")) + "</a></p>";
}

}  // namespace

Page table_page(const PageContext& c, const EventView& v, const Game& game, const TablePageData& d) {
  Page p;
  p.status = d.status;
  p.title = format(c.t("Table {n}"), {{"n", std::to_string(d.table.table)}});
  std::string& h = p.main;
  p.version = v.version;  // the page follows the table: the other player's report shows by itself
  h += table_heading(c, v, d.table);
  h += notices(d.notice, d.error);
  h += "<div id=\"table-status\" class=\"live\">" + claims_html(c, d.table);
  if (d.table.status == event::TableStatus::recorded) {
    h += "<p>" + esc(c.t("A judge corrects a recorded result.")) + "</p></div>";
    return p;
  }
  h += confirm_forms(c, d.table, c.href(d.action), d.csrf, d.me, true) + "</div>";
  const bool pod = d.table.players.size() != 2;
  // Only a pack whose pods are placed by their end-of-game figures (awards) takes them from phones.
  if (pod && !game.has_procedure(ProcedureId::awards)) {
    h += "<p>" + esc(c.t("A pod's placements and figures are entered by a judge: call one when your game ends.")) + "</p>";
    return p;
  }
  auto who_are_you = [&] {
    std::string f = "<fieldset><legend>" + esc(c.t("Who are you?")) + "</legend>";
    for (std::size_t i = 0; i < d.table.players.size(); ++i) {
      const auto id = d.table.players[i];
      f += "<label class=\"choice\"><input type=\"radio\" name=\"me\" value=\"" + std::to_string(id) + "\" required" +
           (d.me == id ? " checked" : "") + "> " + esc(d.table.labels[i]) + "</label>";
    }
    return f + "</fieldset>";
  };
  h += form_open(c.href(d.action), d.csrf, " class=\"report\"");
  h += who_are_you();
  if (pod) {
    // ROE UP! ゲームの終了: each player enters their own figures; the pod is placed by its awards.
    static const std::pair<const char*, const char*> kFigures[] = {
        {"cash", N_("Cash (現金)")},
        {"assets", N_("Assets: the 資産 of your asset cards")},
        {"rating", N_("財務格付の向上: the amounts (0 if none)")},
        {"loans", N_("融資の成立: the amounts (0 if none)")},
        {"interest", N_("融資の成立: the interest (0 if none)")},
        {"operating_profit", N_("Operating profit (営業利益) of the last 決算")},
        {"sales", N_("Sales (売上) of the business units in your open deck")},
        {"premium", N_("Premium cards in your open deck")}};
    h += "<input type=\"hidden\" name=\"outcome\" value=\"" + form_word(FormOutcome::figures) + "\"><fieldset><legend>" + esc(c.t("Your end-of-game figures")) + "</legend>";
    for (const auto& [name, label] : kFigures)
      h += "<label for=\"f_" + std::string(name) + "\">" + esc(c.t(label)) + "</label><input id=\"f_" + std::string(name) + "\" name=\"f_" +
           std::string(name) + "\" inputmode=\"decimal\" required>";
    h += "</fieldset><button type=\"submit\">" + esc(c.t("Send my figures")) + "</button></form>";
    h += form_open(c.href(d.action), d.csrf) + who_are_you() + "<input type=\"hidden\" name=\"outcome\" value=\"" + form_word(FormOutcome::need_judge) + "\"><button type=\"submit\">" +
         esc(c.t("We need a judge")) + "</button></form>";
    h += procedures_html(c, game);
    h += "<p class=\"hint\">" + esc(c.t("Each player enters their own figures. When every player of the pod has, judgekit computes ROE and the awards as the rules say, and records the places.")) + "</p>";
    return p;
  }
  h += outcome_fields(c, game, d.table, false);
  h += "<button type=\"submit\">" + esc(c.t("Send report")) + "</button></form>";
  if (offers_play_order(game, d.table)) h += play_order_html(c, game, d.table, d.play_order, c.href(d.action));
  h += procedures_html(c, game);
  h += "<p class=\"hint\">" + esc(c.t("Both players report from their own phones. Equal reports are recorded; different ones go to a judge. You can change your report until it is recorded.")) + "</p>";
  return p;
}

Page my_match_page(const PageContext& c, const EventView& v, const Game& game, const MyPageData& d) {
  Page p;
  p.status = d.status;
  p.version = v.version;
  p.section = "mine";
  const PlayerView* pl = v.player(d.player);
  p.title = pl ? pl->name : std::string(c.t("My match"));
  std::string& h = p.main;
  h += "<h1>" + esc(p.title) + "</h1>" + notices(d.notice, d.error);
  if (pl && pl->dropped) h += "<p class=\"note\">" + esc(c.t("You are dropped: you will not be paired again.")) + "</p>";
  const std::string action = c.href(d.action);
  if (!d.table) {
    const RoundView* r = v.last_round();
    h += "<p class=\"empty\">" + esc(r ? c.t("No table for you this round (a bye, or not paired).") : c.t("No round is paired yet.")) + "</p>";
  } else {
    const event::TableReports& t = *d.table;
    // A new round: said first and plainly, where the player looks (the page swaps it in by itself).
    if (t.status == event::TableStatus::open)
      h += "<p class=\"notice new-round live\" id=\"new-round\" role=\"status\">" +
           esc(format(c.t("Round {round} is paired: you play at table {table}."), {{"round", std::to_string(t.round)}, {"table", std::to_string(t.table)}})) + "</p>";
    h += "<section class=\"now live\" id=\"my-table\"><h2>" +
         esc(format(c.t("Round {round} · table {table}"), {{"round", std::to_string(t.round)}, {"table", std::to_string(t.table)}})) + "</h2>";
    if (const std::string seat = team_seat_text(c, v, t.round, t.table); !seat.empty()) h += "<p class=\"team-seat\">" + esc(seat) + "</p>";
    for (std::size_t i = 0; i < t.players.size(); ++i)
      if (t.players[i] != d.player) h += "<p>" + esc(c.t("Opponent")) + ": <strong>" + esc(t.labels[i]) + "</strong></p>";
    if (const RoundView* r = v.last_round(); r && r->number == t.round && t.status != event::TableStatus::recorded) h += clock_html(c, v, t.table);
    h += claims_html(c, t);
    if (t.status != event::TableStatus::recorded) h += confirm_forms(c, t, action, d.csrf, d.player, false);
    h += "</section>";
    if (t.status != event::TableStatus::recorded && t.players.size() == 2) {
      h += "<details class=\"report\"><summary>" + esc(c.t("Report the result")) + "</summary>";
      h += form_open(action, d.csrf, " class=\"report\"") + outcome_fields(c, game, t, false);
      h += "<button type=\"submit\">" + esc(c.t("Send report")) + "</button></form></details>";
      h += form_open(action, d.csrf) + "<input type=\"hidden\" name=\"outcome\" value=\"" + form_word(FormOutcome::need_judge) + "\"><button type=\"submit\">" +
           esc(c.t("Call a judge")) + "</button></form>";
    } else if (t.status == event::TableStatus::recorded) {
      h += "<p>" + esc(c.t("A judge corrects a recorded result.")) + "</p>";
    }
  }
  h += my_team_html(c, v, d.player);
  h += "<ul class=\"links\"><li><a href=\"" + esc(c.href("/d/" + d.code)) + "\">" + esc(c.t("My decklist")) + "</a></li>";
  h += "<li><a href=\"" + esc(c.href("/p/" + std::to_string(d.player))) + "\">" + esc(c.t("My record and history")) + "</a></li></ul>";
  if (pl && d.drop_allowed) {
    h += "<h2>" + esc(c.t("Drop")) + "</h2>" + form_open(action, d.csrf);
    if (!pl->dropped)
      h += "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::drop) + "\"><label class=\"choice\"><input type=\"checkbox\" name=\"confirm\" value=\"1\" required> " +
           esc(c.t("I leave the event: I will not be paired again.")) + "</label><button type=\"submit\" class=\"danger\">" + esc(c.t("Drop from the event")) + "</button>";
    else
      h += "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::undrop) + "\"><button type=\"submit\">" + esc(c.t("Undo the drop")) + "</button>";
    h += "</form>";
  }
  return p;
}

Page signin_page(const PageContext& c, const EventView&, const std::string& csrf, const std::string& token,
                 const std::string& signed_in_as, const std::string& error) {
  Page p;
  p.title = std::string(c.t("Judges' sign-in"));
  std::string& h = p.main;
  h += "<h1>" + esc(c.t("Judges' sign-in")) + "</h1>";
  h += notices("", error);
  if (!signed_in_as.empty())
    h += "<p>" + esc(c.t("Signed in as")) + " " + esc(signed_in_as) + " · <a href=\"" + esc(c.href("/judge")) + "\">" + esc(c.t("Judge console")) + "</a></p>";
  h += form_open(c.href("/signin"), csrf);
  h += "<label for=\"token\">" + esc(c.t("Sign-in code")) + "</label><input id=\"token\" name=\"token\" type=\"password\" autocomplete=\"off\" value=\"" +
       esc(token) + "\" required>";
  h += "<button type=\"submit\">" + esc(c.t("Sign in")) + "</button></form>";
  return p;
}

namespace {

// The organiser's clock buttons: only those the clock's state allows.
std::string clock_controls(const PageContext& c, const EventView& v, const ConsoleData& d) {
  const RoundView* r = v.last_round();
  if (!d.organiser || !r || r->closed) return "";
  const std::string action = c.href("/judge/clock");
  auto button = [&](FormAction a, const std::string& minutes, std::string_view label) {
    return form_open(action, d.csrf, " class=\"inline\"") + "<input type=\"hidden\" name=\"action\" value=\"" + form_word(a) + "\">" +
           (minutes.empty() ? "" : "<input type=\"hidden\" name=\"minutes\" value=\"" + minutes + "\">") + "<button type=\"submit\">" + esc(label) +
           "</button></form>";
  };
  std::string h = "<div class=\"clock-controls\">";
  if (!v.clock) {
    h += form_open(action, d.csrf) + "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::clock_start) + "\">";
    h += "<label for=\"minutes\">" + esc(c.t("Minutes")) + "</label><input id=\"minutes\" name=\"minutes\" inputmode=\"numeric\" value=\"50\" size=\"4\" required>";
    h += "<button type=\"submit\">" + esc(c.t("Start the clock")) + "</button></form>";
  } else {
    h += "<div class=\"row\">";
    if (v.clock->paused()) h += button(FormAction::clock_resume, "", c.t("Resume"));
    else if (v.clock->remaining(c.now) > 0) h += button(FormAction::clock_pause, "", c.t("Pause"));
    h += button(FormAction::clock_add, "5", c.t("+5 min")) + button(FormAction::clock_add, "1", c.t("+1 min")) + button(FormAction::clock_add, "-1", c.t("-1 min"));
    h += "</div>";
  }
  return h + "</div>";
}

// ジャッジ待ち / 未報告 / すべて: which tables the console lists.
std::string filter_links(const PageContext& c, ConsoleShow current) {
  std::string h = "<nav class=\"filters\">";
  const std::pair<ConsoleShow, std::string_view> kinds[] = {
      {ConsoleShow::judge, c.t("Waiting for a judge")}, {ConsoleShow::open, c.t("Not reported")}, {ConsoleShow::all, c.t("All")}};
  for (const auto& [show, label] : kinds)
    h += "<a href=\"" + esc(c.href(show == ConsoleShow::judge ? "/judge" : "/judge?show=" + form_word(show))) + "\"" +
         (current == show ? " aria-current=\"page\"" : "") + ">" + esc(label) + "</a>";
  return h + "</nav>";
}

// Undo the last round's pairings, start the top cut: each behind a box to tick (a tap alone does nothing).
std::string round_steps(const PageContext& c, const EventView& v, const ConsoleData& d) {
  const RoundView* r = v.last_round();
  if (!r) return "";
  auto step = [&](const char* path, std::string_view summary, std::string_view confirm, std::string_view button) {
    return "<details class=\"step\"><summary>" + esc(summary) + "</summary>" + form_open(c.href(path), d.csrf) +
           "<label class=\"choice\"><input type=\"checkbox\" name=\"confirm\" value=\"1\" required> " + esc(confirm) + "</label><button type=\"submit\" class=\"danger\">" +
           esc(button) + "</button></form></details>";
  };
  std::string h;
  if (!r->closed)
    h += step("/judge/unpair", format(c.t("Undo round {n}'s pairings"), {{"n", std::to_string(r->number)}}),
              c.t("Every table of this round is removed; the slips already printed no longer work."), c.t("Undo the pairings"));
  if (r->stage == Stage::swiss && v.structure == Structure::round_robin) {
    // A round robin's bracket takes the top N of each group: the organiser chooses N here.
    h += "<details class=\"step\"><summary>" + esc(c.t("Start the bracket from the groups")) + "</summary>" + form_open(c.href("/judge/cut"), d.csrf) +
         "<label>" + esc(c.t("Players from each group")) + " <input type=\"number\" name=\"from_groups\" value=\"2\" min=\"1\" max=\"16\" required></label>" +
         "<label class=\"choice\"><input type=\"checkbox\" name=\"confirm\" value=\"1\" required> " +
         esc(c.t("The group rounds end here; the top players of each group play a single-elimination bracket.")) + "</label><button type=\"submit\" class=\"danger\">" +
         esc(c.t("Start the bracket")) + "</button></form></details>";
  } else if (r->stage == Stage::swiss) {
    const std::string size = std::to_string(v.top_cut ? v.top_cut : 8);
    h += step("/judge/cut", format(c.t("Start the top cut (top {n})"), {{"n", size}}),
              c.t("The Swiss rounds end here; the top players by the standings play a single-elimination bracket."), c.t("Start the top cut"));
  }
  return h;
}

// What players may do from their phones: the organiser ticks, saves (event/phone_rules.hpp).
std::string settings_form(const PageContext& c, const ConsoleData& d) {
  auto box = [&](const char* name, bool on, std::string_view words) {
    return "<label class=\"choice\"><input type=\"checkbox\" name=\"" + std::string(name) + "\" value=\"1\"" + (on ? " checked" : "") + "> " + esc(words) +
           "</label>";
  };
  std::string h = "<details class=\"settings\"><summary>" + esc(c.t("Event settings: what players do from their phones")) + "</summary>";
  h += form_open(c.href("/judge/settings"), d.csrf);
  h += box("trust_table_code", d.rules.trust_table_code, c.t("Record equal reports sent with the table's code alone (small casual events)"));
  h += box("self_drop", d.rules.self_drop, c.t("Players may drop themselves from their page (after a confirmation)"));
  h += box("refuse_illegal_decks", d.rules.refuse_illegal_decks, c.t("Refuse an illegal decklist when it is submitted"));
  return h + "<button type=\"submit\">" + esc(c.t("Save the settings")) + "</button></form></details>";
}

}  // namespace

Page console_page(const PageContext& c, const EventView& v, const ConsoleData& d) {
  Page p;
  p.status = d.status;
  p.title = std::string(c.t("Judge console"));
  p.version = v.version;  // a new call for a judge shows without a reload
  std::string& h = p.main;
  h += "<h1>" + esc(c.t("Judge console")) + "</h1>" + signed_in_bar(c, d);
  h += notices(d.notice, d.error);
  const RoundView* r = v.last_round();
  if (!r) h += "<p class=\"empty\">" + esc(c.t("No round is paired yet.")) + "</p>";
  else {
    h += "<section id=\"console-round\" class=\"live\"><h2>" + esc(round_title(c, *r)) + "</h2>" + clock_html(c, v) + "</section>";
    h += clock_controls(c, v, d);
    std::vector<const event::TableReports*> waiting, open, all;
    int recorded = 0;
    const std::string key = search_key(d.search);
    for (const auto& t : d.tables) {
      if (!key.empty()) {  // by a player's name or reading, folded as the pairings search folds it
        bool found = false;
        for (auto id : t.players)
          if (const PlayerView* pl = v.player(id); pl && pl->key.find(key) != std::string::npos) found = true;
        if (!found) continue;
      }
      all.push_back(&t);
      if (t.status == event::TableStatus::recorded) ++recorded;
      else if (t.status == event::TableStatus::disagree || t.status == event::TableStatus::judge_called || t.status == event::TableStatus::agreed ||
               t.status == event::TableStatus::unconfirmed)
        waiting.push_back(&t);
      else open.push_back(&t);
    }
    auto list = [&](const std::vector<const event::TableReports*>& ts) {
      std::string l = "<ul class=\"tables\">";
      for (const auto* t : ts) {
        l += "<li><a href=\"" + esc(c.href("/judge/t/" + std::to_string(t->table))) + "\"><strong>" + esc(format(c.t("Table {n}"), {{"n", std::to_string(t->table)}})) + "</strong> ";
        for (std::size_t i = 0; i < t->labels.size(); ++i) l += (i ? " · " : "") + esc(t->labels[i]);
        l += "</a> <small>" + esc(status_text(c, t->status)) + "</small></li>";
      }
      return l + "</ul>";
    };
    h += filter_links(c, d.show);
    h += "<form class=\"search\" action=\"" + esc(c.href("/judge")) + "\" method=\"get\" role=\"search\"><label for=\"q\">" + esc(c.t("Find a player: name or reading")) +
         "</label><div class=\"row\"><input id=\"q\" name=\"q\" type=\"search\" value=\"" + esc(d.search) + "\" autocomplete=\"off\">";
    if (d.show != ConsoleShow::judge) h += "<input type=\"hidden\" name=\"show\" value=\"" + form_word(d.show) + "\">";
    h += "<button type=\"submit\">" + esc(c.t("Search")) + "</button></div></form>";
    h += "<section id=\"console-tables\" class=\"live\">";
    if (d.show == ConsoleShow::all) h += "<h2>" + esc(c.t("All")) + " (" + std::to_string(all.size()) + ")</h2>" + list(all);
    else if (d.show == ConsoleShow::open) h += "<h2>" + esc(c.t("Not reported")) + " (" + std::to_string(open.size()) + ")</h2>" + list(open);
    else {
      h += "<h2>" + esc(c.t("Waiting for a judge")) + " (" + std::to_string(waiting.size()) + ")</h2>" + list(waiting);
      h += "<h2>" + esc(c.t("Still playing")) + " (" + std::to_string(open.size()) + ")</h2>" + list(open);
    }
    h += "<p>" + esc(c.t("Recorded")) + ": " + std::to_string(recorded) + " / " + std::to_string(all.size()) + "</p>" + team_console_html(c, v) + "</section>";
  }
  if (d.organiser) {
    h += form_open(c.href("/judge/pair"), d.csrf);
    h += "<button type=\"submit\">" + esc(c.t("Pair the next round")) + "</button></form>";
    h += round_steps(c, v, d) + settings_form(c, d);
  }
  h += "<h2>" + esc(c.t("Players")) + "</h2><ul class=\"players\">";
  for (int i : v.by_name) {
    const PlayerView& pl = v.players[i];
    h += "<li><a href=\"" + esc(c.href("/judge/p/" + std::to_string(pl.id))) + "\">" + esc(pl.name) + "</a>";
    if (pl.dropped) h += " <small>" + esc(c.t("Dropped")) + "</small>";
    if (pl.deck == event::DeckStatus::illegal || pl.deck == event::DeckStatus::missing)
      h += " <small class=\"deck " + esc(event::deck_status_name(pl.deck)) + "\">" +
           esc(Message{N_("Deck: {verdict}"), {arg("verdict", event::deck_status_words(pl.deck))}}.str(c.lang)) + "</small>";
    h += "</li>";
  }
  h += "</ul>";
  h += form_open(c.href("/signout"), d.csrf) + "<button type=\"submit\">" + esc(c.t("Sign out")) + "</button></form>";
  return p;
}

Page console_table_page(const PageContext& c, const EventView& v, const Game& game, const ConsoleData& d) {
  Page p;
  p.status = d.status;
  const event::TableReports& t = d.tables.at(0);
  p.title = format(c.t("Table {n}"), {{"n", std::to_string(t.table)}});
  p.version = v.version;
  std::string& h = p.main;
  h += signed_in_bar(c, d) + table_heading(c, v, t);
  h += notices(d.notice, d.error);
  // The rules that settled the time limit: just entered, or as the recorded result keeps them.
  if (d.verdict) h += chain_html(c, *d.verdict, t.labels);
  else if (t.result && t.result->kind == ResultKind::adjudicated && t.result->adjudication_json)
    h += chain_html(c, judge::verdict_from_json(*t.result->adjudication_json), t.labels);
  h += claims_html(c, t);
  const std::string action = c.href("/judge/t/" + std::to_string(t.table));
  if (t.status == event::TableStatus::agreed || t.status == event::TableStatus::unconfirmed)
    h += form_open(action, d.csrf) + "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::approve) + "\"><button type=\"submit\">" +
         esc(c.t("Approve what both reported")) + "</button></form>";
  if (t.players.size() == 2) {
    h += "<h2>" + esc(!t.result ? c.t("Enter the result") : c.t("Correct the result")) + "</h2>";
    h += form_open(action, d.csrf) + "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::result) + "\">";
    if (t.result) h += "<input type=\"hidden\" name=\"correct\" value=\"1\">";
    h += outcome_fields(c, game, t, true);
    h += "<button type=\"submit\">" + esc(c.t("Record the result")) + "</button></form>";
    if (game.has_procedure(ProcedureId::time_limit) && !t.result) {
      h += "<h2>" + esc(c.t("Time limit (2-5)")) + "</h2>";
      h += form_open(action, d.csrf) + "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::time_limit) + "\">";
      h += "<table class=\"figures\"><thead><tr><th></th><th>" + esc(t.labels[0]) + "</th><th>" + esc(t.labels[1]) + "</th></tr></thead><tbody>";
      const std::pair<const char*, std::string_view> rows[] = {
          {"stock", c.t("Stock (2-5-1)")}, {"flow", c.t("Flow-zone assets (2-5-2)")}, {"value", c.t("Value levels in the flow zone (2-5-3)")}};
      // Sent back when janken is asked for (2-5-4): the figures stay as typed.
      auto sent = [&](const std::string& name) {
        auto it = d.form.find(name);
        return it == d.form.end() ? std::string() : it->second;
      };
      for (const auto& [name, label] : rows)
        h += "<tr><th>" + esc(label) + "</th><td><input name=\"" + std::string(name) + "_a\" inputmode=\"numeric\" size=\"3\" required value=\"" +
             esc(sent(std::string(name) + "_a")) + "\" aria-label=\"" + esc(label) + " " + esc(t.labels[0]) + "\"></td><td><input name=\"" + std::string(name) +
             "_b\" inputmode=\"numeric\" size=\"3\" required value=\"" + esc(sent(std::string(name) + "_b")) + "\" aria-label=\"" + esc(label) + " " +
             esc(t.labels[1]) + "\"></td></tr>";
      h += "</tbody></table><label for=\"janken\">" + esc(c.t("Janken (2-5-4), if it came to that")) + "</label><select id=\"janken\" name=\"janken\"><option value=\"\">-</option>";
      for (const char* side : {"A", "B"})
        h += "<option value=\"" + std::string(side) + "\"" + (sent("janken") == side ? " selected" : "") + ">" + esc(t.labels[side[0] == 'A' ? 0 : 1]) + "</option>";
      h += "</select>";
      h += "<button type=\"submit\">" + esc(c.t("Adjudicate and record")) + "</button></form>";
    }
    if (offers_play_order(game, t)) h += play_order_html(c, game, t, d.play_order, action);
  } else {
    h += "<p>" + esc(c.t("A pod's placements and end-of-game figures are entered with `judgekit result --placement` or `--roeup`.")) + "</p>";
  }
  h += "<h2>" + esc(c.t("Players")) + "</h2><ul class=\"players\">";
  for (std::size_t i = 0; i < t.players.size(); ++i)
    h += "<li><a href=\"" + esc(c.href("/judge/p/" + std::to_string(t.players[i]))) + "\">" + esc(t.labels[i]) + "</a> <small>" +
         esc(c.t("penalties, drop")) + "</small></li>";
  return h += "</ul>", p;
}

Page console_player_page(const PageContext& c, const EventView& v, const Game& game, const ConsoleData& d) {
  Page p;
  p.status = d.status;
  const PlayerView* pl = v.player(d.player);
  p.title = pl ? pl->name : "?";
  p.version = v.version;
  std::string& h = p.main;
  h += signed_in_bar(c, d);
  h += "<h1>" + esc(p.title) + "</h1>" + notices(d.notice, d.error);
  if (pl && pl->dropped) h += "<p class=\"note\">" + esc(c.t("Dropped")) + "</p>";
  if (pl) {
    if (const RoundView* r = v.last_round()) {
      int m = v.match_of(*r, pl->id);
      if (m >= 0 && !r->matches[m].bye)
        h += "<p><a href=\"" + esc(c.href("/judge/t/" + std::to_string(r->matches[m].table))) + "\">" +
             esc(format(c.t("Table {n}"), {{"n", std::to_string(r->matches[m].table)}})) + "</a></p>";
    }
  }
  if (pl) h += registered_list_html(c, game, pl->deck, d.deck);
  const auto kinds = judge::infractions_for(game);
  auto label = [&](const judge::Infraction& k) { return esc(judge::infraction_label(k, c.lang)); };
  h += "<h2>" + esc(c.t("Penalty history")) + "</h2>";
  if (d.penalties.empty()) h += "<p class=\"empty\">" + esc(c.t("No penalties.")) + "</p>";
  else {
    h += "<table><thead><tr><th>" + esc(c.t("Round")) + "</th><th>" + esc(c.t("Infraction")) + "</th><th>" + esc(c.t("Penalty")) + "</th></tr></thead><tbody>";
    for (const auto& e : d.penalties) {
      // The stored id, with its name in the phone's language when the game knows it.
      const judge::Infraction* known = judge::infraction_by_id(kinds, e.infraction);
      h += "<tr><td class=\"num\">" + (e.round ? std::to_string(*e.round) : std::string("-")) + "</td><td data-infraction=\"" + esc(e.infraction) + "\">" +
           (known ? label(*known) : esc(e.infraction)) + esc(event::repeat_text(e.times).str(c.lang)) + " <small>" +
           esc(e.citation) + "</small>" + (e.note.empty() ? "" : "<br><small>" + esc(e.note) + "</small>") + "</td><td>" +
           esc(penalty_words(e.penalty).str(c.lang));
      if (e.voided()) h += " <small>(" + esc(c.t("void")) + ": " + esc(e.void_reason) + ")</small>";
      h += "</td></tr>";
    }
    h += "</tbody></table>";
  }
  const std::string action = c.href("/judge/p/" + std::to_string(d.player));
  h += "<h2>" + esc(c.t("Give a penalty")) + "</h2>" + form_open(action, d.csrf) + "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::penalty) + "\">";
  h += "<label for=\"infraction\">" + esc(c.t("Infraction")) + "</label><select id=\"infraction\" name=\"infraction\" required>";
  for (const auto& k : kinds)
    // The cite after the name, unless the label starts with it already (6-2, not 6-2 … (6-2)).
    h += "<option value=\"" + esc(k.id) + "\">" + label(k) + (k.cite.empty() || k.cite == k.id ? "" : " (" + esc(k.cite) + ")") +
         "</option>";
  h += "</select><label for=\"penalty\">" + esc(c.t("Penalty")) + "</label><select id=\"penalty\" name=\"penalty\">";
  for (auto k : {PenaltyKind::warning, PenaltyKind::game_loss, PenaltyKind::match_loss, PenaltyKind::disqualification})
    h += "<option value=\"" + esc(penalty_name(k)) + "\">" + esc(penalty_words(k).str(c.lang)) + "</option>";
  h += "</select><label for=\"note\">" + esc(c.t("Note")) + "</label><input id=\"note\" name=\"note\" maxlength=\"500\">";
  h += "<button type=\"submit\">" + esc(c.t("Record the penalty")) + "</button></form>";
  h += "<details><summary>" + esc(c.t("What the rulebook says")) + "</summary><dl class=\"procedures\">";
  for (const auto& k : kinds)
    h += "<dt>" + label(k) + "</dt><dd>" + esc(judge::infraction_procedure(k, c.lang)) + "</dd>";
  h += "</dl></details>";
  if (pl && !pl->dropped)
    h += "<h2>" + esc(c.t("Drop")) + "</h2>" + form_open(action, d.csrf) + "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::drop) +
         "\"><label class=\"choice\"><input type=\"checkbox\" name=\"confirm\" value=\"1\" required> " + esc(c.t("The player leaves the event: not paired again.")) +
         "</label><button type=\"submit\" class=\"danger\">" + esc(c.t("Drop this player")) + "</button></form>";
  else if (pl)
    h += "<h2>" + esc(c.t("Drop")) + "</h2>" + form_open(action, d.csrf) + "<input type=\"hidden\" name=\"action\" value=\"" + form_word(FormAction::undrop) +
         "\"><button type=\"submit\">" + esc(c.t("Undo the drop")) + "</button></form>";
  return p;
}

namespace {

// One finding as a sentence for a player: where in their list, what is wrong, and the rule's
// number (a link to its page); never the list's file name, a pack's card filter or the check's
// settings, which `deck check` prints for judges.
std::string finding_html(const PageContext& c, const Game& game, const event::PlayerFinding& f) {
  // The list's count beside the rule, when it is known (an unverified finding's is only a lower bound).
  const bool counted = f.count && f.severity != decklint::Level::unverified;
  const std::string what = f.rule_words.empty() ? f.finding.str(c.lang)
                     : counted            ? format(c.t("{rule} (this list: {n})"), {{"rule", f.rule_words}, {"n", std::to_string(*f.count)}})
                                          : f.rule_words;
  std::string rule;
  if (!f.rule_number.empty()) {
    const std::string cite = format(c.t("rule {number}"), {{"number", "\x01"}});
    const auto at = cite.find('\x01');
    rule = esc(cite.substr(0, at)) + rule_link(c, game.id, f.rule_number) + esc(cite.substr(at + 1));
  }
  return finding_item(c, f.severity, f.line, what, rule);
}

}  // namespace

Page deck_page(const PageContext& c, const EventView& v, const Game& game, const DeckPageData& d) {
  Page p;
  p.status = d.status;
  const PlayerView* pl = v.player(d.player);
  p.title = std::string(c.t("Decklist"));
  std::string& h = p.main;
  h += "<h1>" + esc(c.t("Decklist")) + (pl ? " · " + esc(pl->name) : "") + "</h1>";
  // The stored list's status as the file has it now (not the pages' view, a moment behind).
  if (d.stored) {
    const auto status = d.stored->verdict == decklint::Verdict::legal     ? event::DeckStatus::legal
                        : d.stored->verdict == decklint::Verdict::illegal ? event::DeckStatus::illegal
                                                                          : event::DeckStatus::unverified;
    h += "<p class=\"stored\">" + esc(c.t("Registered list")) + ": <span class=\"deck " + esc(event::deck_status_name(status)) + "\">" +
         esc(event::deck_status_words(status).str(c.lang)) + "</span> <small>" + esc(format(c.t("deck {n}"), {{"n", std::to_string(d.stored->deck_id)}})) +
         "</small></p>";
    if (status == event::DeckStatus::illegal)
      h += "<p class=\"notice error\" role=\"alert\">" + esc(c.t("Your registered list breaks the rules (see below): fix it and submit it again, or see a judge.")) + "</p>";
  } else if (pl && pl->deck != event::DeckStatus::none)
    h += "<p class=\"stored\">" + esc(c.t("Registered list")) + ": <span class=\"deck missing\">" + esc(event::deck_status_words(event::DeckStatus::missing).str(c.lang)) +
         "</span></p>";
  if (!d.deadline.empty())
    h += "<p" + std::string(d.closed ? " class=\"note\"" : "") + ">" + esc(c.t("Deadline")) + ": " + esc(d.deadline) +
         (d.closed ? " · " + esc(c.t("closed: ask a judge to register your list")) : "") + "</p>";
  h += notices(d.notice, d.error);
  h += form_open(c.href(d.action), d.csrf, " class=\"deck\"");
  h += "<label for=\"list\">" + esc(c.t("One card a line: the count, then the name")) + "</label>";
  h += "<textarea id=\"list\" name=\"list\" rows=\"14\" data-check=\"diagnostics\" spellcheck=\"false\">" + esc(d.text) + "</textarea>";
  h += "<div class=\"row\"><button type=\"submit\" name=\"action\" value=\"check\">" + esc(c.t("Check")) + "</button>";
  if (!d.closed) h += "<button type=\"submit\" name=\"action\" value=\"submit\">" + esc(c.t("Submit")) + "</button>";
  h += "</div></form>";
  h += "<div id=\"diagnostics\" aria-live=\"polite\">";
  if (d.checked) {
    const std::string verdict = decklint::verdict_name(d.verdict);
    h += "<p class=\"verdict " + esc(verdict) + "\">" + esc(decklint::verdict_words(d.verdict).str(c.lang)) + "</p>";
    if (!d.findings.empty()) {
      h += "<ul class=\"findings\">";
      for (const auto& f : d.findings) h += finding_html(c, game, f);
      h += "</ul>";
    }
  }
  h += "</div>";
  return p;
}

}  // namespace jk::web
