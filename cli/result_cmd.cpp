// judgekit result: one match result, or many from a CSV. Parse, call the event library
// (event/), print. No SQL and no domain rule here.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "judge_output.hpp"
#include "pack.hpp"
#include "result_entry.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

// Everything `result` accepts, gathered by CLI11.
struct ResultArgs {
  std::string event, table, csv, roeup, encoding;
  ev::ResultRequest req;
};

int result_command(Context& ctx, ResultArgs& a) {
  const ev::ResultRequest& r = a.req;
  if (!a.csv.empty()) {
    if (!a.table.empty() || !r.score.empty() || !r.winner.empty() || r.draw || r.double_loss || !r.placement.empty())
      throw InputError(Message{N_("--csv takes no table or result; the file has the columns round,table,result"), {}});
    Database db = open_for(a.event, OpenMode::write);
    ev::BatchOutcome b = ev::enter_results_csv(db, read_file(a.csv, parse_encoding(a.encoding)), a.csv, r.correct, {ctx.actor}, r.keep_pairings);
    for (const auto& n : b.notes) std::cerr << yellow(ctx, format(tr("note: {note}"), {{"note", n.str(current_lang())}})) << "\n";
    FormatArgs args = {{"n", std::to_string(b.written)}, {"file", a.csv}, {"unchanged", std::to_string(b.unchanged)}};
    if (b.unchanged)
      std::cout << format(b.written == 1 ? tr("recorded {n} result from {file} ({unchanged} already recorded)")
                                         : tr("recorded {n} results from {file} ({unchanged} already recorded)"),
                          args);
    else std::cout << format(b.written == 1 ? tr("recorded {n} result from {file}") : tr("recorded {n} results from {file}"), args);
    std::cout << "\n";
    return ok;
  }
  if (a.table.empty()) throw InputError(Message{N_("give the table: judgekit result --event E TABLE 2-1 (or --csv FILE)"), {}});
  a.req.table = parse_int(a.table, trc("argument", "table"));
  if (!a.roeup.empty()) {
    a.req.roeup_file = a.roeup;
    a.req.roeup_text = read_file(a.roeup, parse_encoding(a.encoding));
  }
  Database db = open_for(a.event, OpenMode::write);
  ev::ResultOutcome out = ev::enter_result(db, a.req, {ctx.actor});
  using S = ev::ResultOutcome::Status;
  if (out.status == S::needs_janken) {
    print_verdict(ctx, load_game(games_dir(), out.game), *out.verdict, false);
    std::cout << format(tr("nothing recorded: run again with --janken A or --janken B (A = {player})"), {{"player", out.first_player}}) << "\n";
    return needs_person;
  }
  for (const auto& n : out.notes) std::cerr << yellow(ctx, format(tr("note: {note}"), {{"note", n.str(current_lang())}})) << "\n";
  if (out.status == S::unchanged) std::cout << format(tr("{result} (already recorded; nothing changed)"), {{"result", out.description.str(current_lang())}}) << "\n";
  else if (out.status == S::corrected)
    std::cout << format(tr("{result} (corrected; was {previous})"), {{"result", out.description.str(current_lang())}, {"previous", out.previous_text.str(current_lang())}}) << "\n";
  else std::cout << out.description.str(current_lang()) << "\n";
  if (out.verdict) {
    std::vector<std::vector<std::string>> rows;
    for (const auto& st : out.verdict->steps)
      rows.push_back({"  " + st.rule, judge::step_what(*out.verdict, st, out.seat_names).str(current_lang()),
                      judge::step_found(*out.verdict, st, out.seat_names).str(current_lang())});  // the players' names, not A and B
    std::cout << render_table(rows, {'l', 'l', 'l'}, false, 70);
  }
  return ok;
}

}  // namespace

void add_result_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("result", tr("enter a match result"));
  auto a = std::make_shared<ResultArgs>();
  auto& r = a->req;
  add_event_option(cmd, a->event);
  cmd->add_option("TABLE", a->table, tr("table number"));
  cmd->add_option("SCORE", r.score, tr("games won-lost[-drawn] by the table's first player, e.g. 2-1"));
  cmd->add_option("--winner", r.winner, tr("the winner (id or name)"));
  cmd->add_flag("--draw", r.draw, tr("a drawn match"));
  cmd->add_flag("--double-loss", r.double_loss, tr("both players lose"));
  cmd->add_option("--placement", r.placement, tr("pods: finishing order \"A,B=C,D\" (= shares a place)"));
  cmd->add_flag("--correct", r.correct, tr("replace a result, also in a closed round"));
  cmd->add_flag("--keep-pairings", r.keep_pairings, tr("with --correct in a closed round: keep later rounds as paired on the old result"));
  cmd->add_option("--round", r.round, tr("the round (default: the last)"));
  cmd->add_option("--csv", a->csv, tr("many results: CSV with the columns round,table,result (all or nothing)"));
  cmd->add_option("--encoding", a->encoding, format(tr("read the CSV or figures as {encodings} (default: detect)"), {{"encodings", kEncodingNames}}));
  cmd->add_flag("--time-limit", r.time_limit, tr("Economica: settle a game unfinished at the time limit by 2-5"));
  cmd->add_option("--stock", r.stock, tr("with --time-limit: stock A:B (A = the table's first player)"));
  cmd->add_option("--flow", r.flow, tr("with --time-limit: flow-zone assets A:B"));
  cmd->add_option("--value", r.value, tr("with --time-limit: sum of flow-zone value levels A:B"));
  cmd->add_option("--janken", r.janken, tr("with --time-limit: who won the janken of 2-5-4 (A or B)"));
  cmd->add_option("--roeup", a->roeup, tr("ROE UP!: the table's end-of-game figures (CSV or JSON); awards decide the places"));
  cmd->callback([&ctx, a] { run_command(ctx, [&] { return result_command(ctx, *a); }); });
}

}  // namespace jk::cli
