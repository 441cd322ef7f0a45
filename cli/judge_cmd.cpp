// judgekit adjudicate GAME ..., judgekit penalty add|list|kinds: wiring over jk_judge.
#include <iostream>
#include <map>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "i18n.hpp"
#include "judge.hpp"
#include "judge_output.hpp"
#include "json_views.hpp"
#include "penalty_log.hpp"
#include "penalty_view.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;

namespace {

struct AdjudicateOptions {
  std::string game;
  bool time_limit = false;
  std::string stock, flow, value, janken;
  std::string state, table, settlement, starting_capital;
  bool play_order = false;
  std::string previous_winner, previous_chose;
  bool json = false;
};

std::string title(const Game& g, const std::string& what) {
  std::string name = g.name_ja == g.name_en ? g.name_en : g.name_ja + " / " + g.name_en;
  return name + " · " + what;
}

std::string procedure_label(ProcedureId p) {
  switch (p) {
    case ProcedureId::time_limit: return tr("time limit");
    case ProcedureId::end_state: return tr("end of game");
    case ProcedureId::play_order: return tr("play order of the next game");
    case ProcedureId::starting_capital: return tr("starting capital (資本の決定)");
    case ProcedureId::deck_building: return tr("end of game, deck-building mode");
    case ProcedureId::shared_deck: return tr("end of game, shared-deck mode");
    case ProcedureId::awards: return tr("end of game (ゲームの終了)");
    case ProcedureId::settlement: return tr("settlement (決算)");
  }
  return std::string(procedure_name(p));
}

// The penalty as people read it; JSON keeps penalty_name().
std::string penalty_label(PenaltyKind k) { return penalty_words(k).str(current_lang()); }

std::vector<std::vector<std::string>> step_rows(const std::vector<judge::Step>& steps) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& s : steps) rows.push_back({"  " + s.rule, judge::step_what(s).str(current_lang()), judge::step_found(s).str(current_lang())});
  return rows;
}


int print_roeup(const Context& ctx, const Game& g, const judge::RoeResult& r, bool json) {
  if (json) {
    std::cout << judge::to_json(r, 2) << "\n";
    return ok;
  }
  std::cout << bold(ctx, title(g, tr("end of game (ゲームの終了)"))) << "\n";
  std::vector<std::vector<std::string>> rows = {{tr("player"), "資産", "負債", "支払利息", "資本", "利益", "ROE", "売上高", "イノベーション", "賞"}};
  for (const auto& p : r.players) {
    std::string roe = tr("undefined");
    if (p.roe) roe = (*p.roe * judge::Rational(100)).decimal(2) + "% (" + (p.roe->is_integer() ? p.roe->text() : std::to_string(p.roe->num) + "/" + std::to_string(p.roe->den)) + ")";
    std::vector<std::string> won;
    for (const auto& a : p.awards) won.push_back(judge::award_name(a));
    std::string awards = judge::name_list(won, false).str(current_lang());
    rows.push_back({p.in.player, p.total_assets.text(), p.liabilities.text(), p.interest.text(), p.equity.text(), p.profit.text(), roe,
                    p.sales.text(), std::to_string(p.innovations), awards.empty() ? "-" : awards});
  }
  std::cout << render_table(rows, {'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'}, true, 40) << "\n";
  std::cout << render_table(step_rows(r.steps), {'l', 'l', 'l'}, false, 70);
  for (const auto& p : r.players)
    if (!p.roe)
      std::cout << format(tr("note: {player}'s ROE is undefined: {why}"), {{"player", p.in.player}, {"why", p.roe_undefined.str(current_lang())}})
                << "\n";
  for (const auto& a : r.awards)
    if (!a.note.empty()) std::cout << format(tr("note: {award} {note}"), {{"award", judge::award_name(a.id)}, {"note", a.note.str(current_lang())}}) << "\n";
  std::string summary = r.summary.str(current_lang());
  std::cout << (r.overall.size() == 1 ? green(ctx, summary) : yellow(ctx, summary)) << "\n";
  return ok;
}

int print_settlement(const Context& ctx, const Game& g, const std::vector<judge::SettlementFigures>& s, bool json) {
  bool any_default = false;
  for (const auto& f : s) any_default = any_default || f.defaulted;
  if (json) {
    std::cout << judge::to_json(s, 2) << "\n";
    return any_default ? finding : ok;
  }
  std::cout << bold(ctx, title(g, tr("settlement (決算)"))) << "\n";
  std::vector<std::vector<std::string>> rows;
  for (const auto& f : s) {
    bool first = true;
    for (const auto& st : f.steps) {
      rows.push_back({first ? f.in.player : "", st.rule, judge::step_what(st).str(current_lang()), judge::step_found(st).str(current_lang())});
      first = false;
    }
  }
  std::cout << render_table(rows, {'l', 'l', 'l', 'l'}, false, 70);
  std::vector<std::string> defaulted;
  for (const auto& f : s)
    if (f.defaulted) defaulted.push_back(f.in.player);
  if (any_default)
    std::cout << red(ctx, format(tr("default (デフォルト): {players} — game over (決算)"),
                                 {{"players", judge::name_list(defaulted, false).str(current_lang())}}))
              << "\n";
  else std::cout << green(ctx, tr("no default")) << "\n";
  return any_default ? finding : ok;
}

int adjudicate(Context& ctx, const AdjudicateOptions& o) {
  std::string id = resolve_game_id(games_dir(), o.game);
  Game g = load_game(games_dir(), id);
  int modes = (o.time_limit ? 1 : 0) + !o.state.empty() + !o.table.empty() + !o.settlement.empty() + !o.starting_capital.empty() + (o.play_order ? 1 : 0);
  // The modes are what the pack declares it lets judgekit settle (its <procedure>s, <starting>).
  const bool time_limit = g.has_procedure(ProcedureId::time_limit), state = g.adjudicates_end_states(),
             play_order = g.has_procedure(ProcedureId::play_order), table = g.has_procedure(ProcedureId::awards),
             settlement = g.has_procedure(ProcedureId::settlement), capital = !g.starting_values.empty();
  std::vector<Message> offered;
  if (time_limit) offered.push_back(Message{N_("--time-limit (with --stock, --flow, --value)"), {}});
  if (state) offered.push_back(verbatim("--state FILE"));
  if (play_order) offered.push_back(verbatim("--play-order"));
  if (table) offered.push_back(verbatim("--table FILE"));
  if (settlement) offered.push_back(verbatim("--settlement FILE"));
  if (capital) offered.push_back(verbatim("--starting-capital product|commodity|both"));
  if (offered.empty()) offered.push_back(verbatim("--state FILE"));  // a pack with none: what adjudicate reads at all
  Message list = offered[0];
  for (std::size_t i = 1; i < offered.size(); ++i)
    list = Message{i + 1 == offered.size() ? N_("{list} or {item}") : N_("{list}, {item}"), {arg("list", list), arg("item", offered[i])}};
  const std::string allowed = list.str(current_lang());
  if (modes != 1) throw InputError(Message{N_("adjudicate {game}: give one of {allowed}"), {{"game", id}, {"allowed", allowed}}});
  auto refuse = [&](bool given, const char* what) {
    if (given)
      throw InputError(Message{N_("adjudicate {game}: {option} does not apply here; give {allowed}"), {{"game", id}, {"option", what}, {"allowed", allowed}}});
  };
  refuse(o.time_limit && !time_limit, "--time-limit");
  refuse(!o.state.empty() && !state, "--state");
  refuse((!o.table.empty() && !table) || (!o.settlement.empty() && !settlement) || (!o.starting_capital.empty() && !capital),
         "--table/--settlement/--starting-capital");
  refuse(o.play_order && !play_order, "--play-order");
  if (!o.time_limit && (!o.stock.empty() || !o.flow.empty() || !o.value.empty() || !o.janken.empty()))
    throw InputError(Message{N_("--stock, --flow, --value and --janken go with --time-limit"), {}});
  if (!o.play_order && (!o.previous_winner.empty() || !o.previous_chose.empty()))
    throw InputError(Message{N_("--previous-winner and --previous-chose go with --play-order"), {}});

  if (o.time_limit) {
    for (auto [name, val] : {std::pair<const char*, const std::string*>{"--stock", &o.stock}, {"--flow", &o.flow}, {"--value", &o.value}})
      if (val->empty()) throw InputError(Message{N_("--time-limit needs {option} A:B"), {{"option", name}}});
    return print_verdict(ctx, g, judge::economica_time_limit(judge::time_limit_input(o.stock, o.flow, o.value, o.janken)), o.json);
  }
  if (!o.state.empty()) return print_verdict(ctx, g, judge::adjudicate_state(id, read_file(o.state), o.state), o.json);
  if (o.play_order) return print_verdict(ctx, g, judge::scp_play_order(o.previous_winner, o.previous_chose), o.json);
  if (!o.starting_capital.empty()) return print_verdict(ctx, g, judge::roeup_starting_capital(g, o.starting_capital), o.json);
  if (!o.table.empty()) return print_roeup(ctx, g, judge::roeup_end_of_game(judge::parse_roeup_table(read_file(o.table), o.table)), o.json);
  return print_settlement(ctx, g, judge::roeup_settlement(judge::parse_settlement(read_file(o.settlement), o.settlement)), o.json);
}

// ---- penalty
struct PenaltyOptions {
  std::string event, player, infraction, penalty, note, game;
  int round = 0;
  bool round_given = false;
  bool json = false;
  bool keep_pairings = false;  // a changed result of a round later rounds were paired on
};

// A changed result as --json gives it: its facts, as `round show --json` gives them; null for none.
ordered_json result_json(const std::optional<ResultRecord>& r) { return r ? event::to_json(*r) : ordered_json(nullptr); }

int penalty_add(Context& ctx, const PenaltyOptions& o) {
  std::string path = required_event_path(o.event);
  if (o.round_given && o.round < 1) throw InputError(Message{N_("--round {n}: rounds are numbered from 1"), {{"n", std::to_string(o.round)}}});
  Database db = open_event(path, OpenMode::write);
  judge::PenaltyRequest req{o.player, o.infraction, o.penalty, o.round_given ? std::optional<int>(o.round) : std::nullopt, o.note};
  event::PenaltyAdded added = event::add_penalty(db, req, {ctx.actor}, o.keep_pairings);
  const judge::PenaltyApplied& p = added.penalty;
  const std::string& game_id = added.game;
  if (o.json) {
    ordered_json j = {{"id", p.id}, {"player_id", p.player_id}, {"player", p.player_name},
                      {"round", p.round ? ordered_json(*p.round) : ordered_json(nullptr)}, {"infraction", p.infraction.id},
                      {"citation", p.infraction.cite.empty() ? ordered_json(nullptr) : ordered_json(game_id + " " + p.infraction.cite)},
                      {"times", p.repeat}, {"penalty", penalty_name(p.penalty)}, {"match_id", p.match_id ? ordered_json(*p.match_id) : ordered_json(nullptr)},
                      {"table", p.table ? ordered_json(*p.table) : ordered_json(nullptr)},
                      {"result_before", p.match_id ? result_json(p.before) : ordered_json(nullptr)},
                      {"result_after", p.match_id ? result_json(p.after) : ordered_json(nullptr)}, {"notes", p.notes}};
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::cout << format(tr("{penalty}: {player}, {round}, {infraction} -> {kind}"),
                      {{"penalty", bold(ctx, format(tr("penalty #{id}"), {{"id", std::to_string(p.id)}}))},
                       {"player", p.player_name},
                       {"round", p.round ? format(tr("round {n}"), {{"n", std::to_string(*p.round)}}) : std::string(tr("before round 1"))},
                       {"infraction", judge::infraction_label(p.infraction, current_lang())},
                       {"kind", penalty_label(p.penalty)}})
            << "\n";
  for (const auto& n : judge::notes_in(p, current_lang())) std::cout << "  " << n << "\n";
  if (p.match_id)
    std::cout << "  "
              << format(p.table ? tr("match at table {table}: {before} -> {after}") : tr("match: {before} -> {after}"),
                        {{"table", p.table ? std::to_string(*p.table) : ""},
                         {"before", added.result_before_text.str(current_lang())},
                         {"after", added.result_after_text.str(current_lang())}})
              << "\n";
  return ok;
}

int penalty_void(Context& ctx, const std::string& event_path, std::int64_t id, const std::string& reason, bool keep_pairings) {
  Database db = open_event(required_event_path(event_path), OpenMode::write);
  event::VoidedPenalty voided = event::void_penalty(db, id, reason, {ctx.actor}, keep_pairings);
  const judge::PenaltyVoided& v = voided.penalty;
  std::cout << format(tr("{penalty} ({kind}, {player}) voided: {reason}"),
                      {{"penalty", bold(ctx, format(tr("penalty #{id}"), {{"id", std::to_string(v.id)}}))},
                       {"kind", penalty_label(v.penalty)},
                       {"player", v.player_name},
                       {"reason", reason}})
            << "\n";
  if (v.match_id)
    std::cout << "  "
              << format(tr("match: {before} -> {after}"),
                        {{"before", voided.result_before_text.str(current_lang())}, {"after", voided.result_after_text.str(current_lang())}})
              << "\n";
  for (const auto& n : judge::notes_in(v, current_lang())) std::cout << "  " << n << "\n";
  return ok;
}

int penalty_list(Context& ctx, const PenaltyOptions& o) {
  std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::read);
  // The penalty view: every penalty, voided ones marked, each with its infraction's repeat count.
  event::PenaltiesView listing = event::penalties_view(db, o.player);
  const bool who = listing.one_player;
  struct Group {
    std::int64_t id;
    std::string name;
    std::vector<event::PenaltyFact> items;
  };
  std::vector<Group> groups;
  for (const auto& e : listing.entries) {
    if (groups.empty() || groups.back().id != e.player_id) groups.push_back({e.player_id, e.player_name, {}});
    groups.back().items.push_back(e);
  }
  if (o.json) {
    ordered_json j = {{"players", ordered_json::array()}};
    for (const auto& gr : groups) {
      ordered_json list = ordered_json::array();
      ordered_json repeats = ordered_json::object();
      for (const auto& e : gr.items) {
        list.push_back(event::to_json(e));
        if (e.times > 1) repeats[e.infraction] = e.times;
      }
      j["players"].push_back({{"id", gr.id}, {"name", gr.name}, {"count", gr.items.size()}, {"repeats", repeats}, {"penalties", list}});
    }
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  if (groups.empty()) {
    std::cout << (who ? tr("no penalties for this player") : tr("no penalties")) << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> rows = {
      {tr("player"), "#", trc("heading", "round"), tr("infraction"), trc("heading", "penalty"), tr("rule"), tr("result changed"), tr("note")}};
  for (const auto& gr : groups) {
    bool first = true;
    for (const auto& e : gr.items) {
      const int nth = e.times;
      std::string inf = e.infraction + event::repeat_text(nth).str(current_lang());
      std::string changed =
          e.match_id ? (e.table ? format(tr("table {table}"), {{"table", std::to_string(*e.table)}}) : std::string(tr("yes"))) : "-";
      rows.push_back({first ? gr.name + " #" + std::to_string(gr.id) : "", std::to_string(e.id), e.round ? std::to_string(*e.round) : "-",
                      nth > 1 ? yellow(ctx, inf) : inf, e.voided() ? penalty_label(e.penalty) + format(tr(" (void: {reason})"), {{"reason", e.void_reason}}) : penalty_label(e.penalty),
                      e.citation.empty() ? "-" : e.citation, e.voided() ? "-" : changed, e.note});
      first = false;
    }
  }
  std::cout << render_table(rows, {'l', 'r', 'r', 'l', 'l', 'l', 'l', 'l'}, true, 50);
  return ok;
}

int penalty_kinds(Context& ctx, const PenaltyOptions& o) {
  std::string game = o.game;
  if (game.empty()) {
    std::string path = required_event_path(o.event);
    Database db = open_event(path, OpenMode::read);
    game = event::event_game(db);
  }
  Game g = load_game(games_dir(), game);
  auto kinds = judge::infractions_for(g);
  if (o.json) {
    ordered_json j = ordered_json::array();
    for (const auto& k : kinds)
      j.push_back({{"id", k.id}, {"alias", k.alias}, {"name", k.name}, {"cite", k.cite.empty() ? ordered_json(nullptr) : ordered_json(k.cite)},
                   {"procedure", k.procedure}, {"rulebook_loss", k.rulebook_loss == RulebookLoss::none ? ordered_json(nullptr) : ordered_json(rulebook_loss_name(k.rulebook_loss))},
                   {"needs_note", k.needs_note}});
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::cout << bold(ctx, title(g, tr("infractions"))) << "\n";
  std::vector<std::vector<std::string>> rows = {{tr("kind"), tr("alias"), tr("what"), tr("rule")}};
  const Lang lang = current_lang();
  for (const auto& k : kinds) rows.push_back({k.id, k.alias, judge::infraction_name(k, lang), k.cite.empty() ? "-" : k.cite});
  std::cout << render_table(rows, {'l', 'l', 'l', 'l'}, true, 90);  // 90: the rulebook's longest name (5-4-1) whole
  std::cout << "\n";
  for (const auto& k : kinds) std::cout << k.id << ": " << judge::infraction_procedure(k, lang) << "\n";
  return ok;
}

}  // namespace

int print_verdict(const Context& ctx, const Game& g, const judge::Verdict& v, bool json) {
  int code = judge::needs_person(v) ? needs_person : ok;
  if (json) {
    std::cout << judge::to_json(v, 2) << "\n";
    return code;
  }
  std::string label = procedure_label(v.procedure);
  if (const Procedure* p = g.procedure(v.procedure); p && !p->cite.empty()) label += " (" + p->cite + ")";
  std::cout << bold(ctx, title(g, label)) << "\n";
  const Lang lang = current_lang();
  std::vector<std::vector<std::string>> rows;
  for (const auto& s : v.steps) rows.push_back({"  " + s.rule, judge::step_what(v, s).str(lang), judge::step_found(v, s).str(lang)});
  std::cout << render_table(rows, {'l', 'l', 'l'}, false, 70);
  for (const auto& n : judge::notes_text(v)) std::cout << format(tr("note: {note}"), {{"note", n.str(lang)}}) << "\n";
  std::string line = judge::summary_text(v).str(lang);
  if (v.outcome == judge::Outcome::win || v.outcome == judge::Outcome::value || v.outcome == judge::Outcome::chooser) line = green(ctx, line);
  else if (judge::needs_person(v)) line = yellow(ctx, line);
  else line = bold(ctx, line);
  std::cout << line << "\n";
  if (v.procedure == ProcedureId::end_state && !v.next_chooser_rule.empty())
    std::cout << format(tr("next game ({rule}): {text}"), {{"rule", v.next_chooser_rule}, {"text", judge::next_chooser_words(v).str(lang)}}) << "\n";
  return code;
}

void add_judge_commands(CLI::App& app, Context& ctx) {
  static AdjudicateOptions a;
  auto* adj = app.add_subcommand("adjudicate", tr("the rulebook's answer for a game's end, with the rules applied"));
  adj->add_option("game", a.game, tr("pack id (a unique prefix will do: scp, roe)"))->required();
  adj->add_flag("--time-limit", a.time_limit, tr("economica: a game unfinished at the time limit (2-5)"));
  adj->add_option("--stock", a.stock, tr("A:B assets in the stock zone (2-5-1)"));
  adj->add_option("--flow", a.flow, tr("A:B assets in the flow zone (2-5-2)"));
  adj->add_option("--value", a.value, tr("A:B sums of the flow-zone value levels (2-5-3)"));
  adj->add_option("--janken", a.janken, tr("who won the janken (2-5-4): A or B"));
  adj->add_option("--state", a.state, tr("a JSON end state (docs/judge.md)"));
  adj->add_option("--table", a.table, tr("roeup: the end-of-game table, CSV or JSON (ゲームの終了)"));
  adj->add_option("--settlement", a.settlement, tr("roeup: the 決算 of a period, JSON (default check)"));
  adj->add_option("--starting-capital", a.starting_capital, tr("roeup: product, commodity or both (資本の決定)"));
  adj->add_flag("--play-order", a.play_order, tr("scp: who chooses the play order of the next game (103.4)"));
  adj->add_option("--previous-winner", a.previous_winner, tr("with --play-order: A, B or draw"));
  adj->add_option("--previous-chose", a.previous_chose, tr("with --play-order: who chose the play order of the previous game"));
  adj->add_flag("--json", a.json, tr("machine-readable output (docs/judge.md)"));
  adj->callback([&ctx] { run_command(ctx, [&] { return adjudicate(ctx, a); }); });

  auto* pen = app.add_subcommand("penalty", tr("the event's penalty log"));
  pen->require_subcommand(1);
  static PenaltyOptions add_o, list_o, kinds_o;
  auto* add = pen->add_subcommand("add", tr("record a penalty; a game loss or match loss changes that round's match result"));
  add_event_option(add, add_o.event);
  add->add_option("player", add_o.player, tr("player id or unambiguous name"))->required();
  add->add_option("--infraction", add_o.infraction, tr("kind (see `judgekit penalty kinds`), e.g. 5-1-1"))->required();
  add->add_option("--penalty", add_o.penalty, tr("warning, game-loss, match-loss or disqualification"))->required();
  add->add_option("--round", add_o.round, tr("round it applies to (default: the current round)"));
  add->add_option("--note", add_o.note, tr("what happened (required for `other`)"));
  add->add_flag("--keep-pairings", add_o.keep_pairings, tr("when this changes a closed round's result: keep later rounds as paired on the old result"));
  add->add_flag("--json", add_o.json, tr("machine-readable output"));
  add->callback([&ctx, add] {
    add_o.round_given = add->count("--round") > 0;
    run_command(ctx, [&] { return penalty_add(ctx, add_o); });
  });
  auto* voiding = pen->add_subcommand("void", tr("void a penalty given by mistake: it stays in the log, its result change is undone"));
  static std::string void_event, void_reason;
  static std::int64_t void_id = 0;
  static bool void_keep = false;
  add_event_option(voiding, void_event);
  voiding->add_option("N", void_id, tr("the penalty's number (see `judgekit penalty list`)"))->required();
  voiding->add_option("--reason", void_reason, tr("why it is voided (kept in the log)"))->required();
  voiding->add_flag("--keep-pairings", void_keep, tr("when this changes a closed round's result: keep later rounds as paired on the old result"));
  voiding->callback([&ctx] { run_command(ctx, [&] { return penalty_void(ctx, void_event, void_id, void_reason, void_keep); }); });
  auto* list = pen->add_subcommand("list", tr("every player's penalties, repeats marked"));
  add_event_option(list, list_o.event);
  list->add_option("player", list_o.player, tr("only this player (id or name)"));
  list->add_flag("--json", list_o.json, tr("machine-readable output"));
  list->callback([&ctx] { run_command(ctx, [&] { return penalty_list(ctx, list_o); }); });
  auto* kinds = pen->add_subcommand("kinds", tr("the infraction kinds of the event's game, with the rulebook's procedure"));
  add_event_option(kinds, kinds_o.event);
  kinds->add_option("--game,-g", kinds_o.game, tr("pack id (instead of --event)"));
  kinds->add_flag("--json", kinds_o.json, tr("machine-readable output"));
  kinds->callback([&ctx] { run_command(ctx, [&] { return penalty_kinds(ctx, kinds_o); }); });
}

}  // namespace jk::cli
