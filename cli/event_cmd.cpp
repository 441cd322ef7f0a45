// judgekit event create|report-lang|export|import|upgrade|plan: parse, call the event library
// (event/), print. No SQL and no domain rule here.
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "json_views.hpp"
#include "lifecycle.hpp"
#include "report_lang.hpp"
#include "reports.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

int event_create(Context& ctx, const ev::CreateRequest& a) {
  EventHeader h = ev::create_event(a, {ctx.actor});
  std::string more;
  if (h.rounds) more += format(tr(", {n} rounds"), {{"n", std::to_string(*h.rounds)}});
  if (h.top_cut) more += format(tr(", top {n}"), {{"n", std::to_string(h.top_cut)}});
  if (h.structure == Structure::single_elimination) more += tr(", single elimination");
  if (h.structure == Structure::round_robin)
    more += h.settings.groups ? format(tr(", round robin in {n} groups"), {{"n", std::to_string(h.settings.groups)}})
            : h.settings.group_size ? format(tr(", round robin in groups of at most {n}"), {{"n", std::to_string(h.settings.group_size)}})
                                    : tr(", round robin");
  if (h.team_size) more += format(tr(", teams of {n}"), {{"n", std::to_string(*h.team_size)}});
  if (h.settings.third_place) more += tr(", third-place match");
  if (h.settings.best_of) more += format(tr(", best of {n}"), {{"n", std::to_string(h.settings.best_of)}});
  if (h.settings.final_best_of) more += format(tr(", final best of {n}"), {{"n", std::to_string(h.settings.final_best_of)}});
  more += format(tr(", seed {seed}"), {{"seed", std::to_string(h.seed)}});
  std::cout << format(tr("created {file}: {name} ({details}){more}"),
                      {{"file", a.file}, {"name", h.name}, {"details", h.game + (h.format.empty() ? "" : ", " + h.format) + ", " + h.date}, {"more", more}})
            << "\n";
  return ok;
}

// The event's default language for its PDF reports: shown, set, or cleared.
int event_report_lang(Context& ctx, const std::string& event_path, const std::string& value, bool clear) {
  if (clear && !value.empty()) throw InputError(Message{N_("give a language or --clear, not both"), {}});
  if (value.empty() && !clear) {
    Database db = open_for(event_path, OpenMode::read);
    const auto lang = ev::event_report_lang(db);
    std::cout << (lang ? format(tr("report language: {lang}"), {{"lang", reports::report_lang_code(*lang)}})
                       : std::string(tr("no report language set: reports follow --lang, else LANG")))
              << "\n";
    return ok;
  }
  Database db = open_for(event_path, OpenMode::write);
  const std::string code = ev::set_event_report_lang(db, value, {ctx.actor});
  std::cout << (code.empty() ? std::string(tr("report language cleared: reports follow --lang, else LANG"))
                             : format(tr("report language set: {lang} (--lang still wins for one report)"), {{"lang", code}}))
            << "\n";
  return ok;
}

int event_plan(Context& ctx, int players, int top_cut, bool json) {
  ev::RoundPlan p = ev::plan_rounds(players, top_cut);
  auto record = [&](int losses) { return std::to_string(p.rounds - losses) + "-" + std::to_string(losses); };
  if (json) {
    std::cout << ev::to_json(p).dump(2) << "\n";
    return ok;
  }
  std::cout << bold(ctx, format(tr("{players} players: {rounds} Swiss rounds"), {{"players", std::to_string(players)}, {"rounds", std::to_string(p.rounds)}}))
            << (top_cut ? format(tr(", then a top {n}"), {{"n", std::to_string(top_cut)}}) : "") << "\n";
  std::cout << format(tr("(judgekit's rule: the fewest rounds after which at most one player is expected to be undefeated, "
                         "ceil(log2 {players}) = {rounds}; the rulebooks set no number)"),
                      {{"players", std::to_string(players)}, {"rounds", std::to_string(p.rounds)}})
            << "\n";
  std::vector<std::vector<std::string>> rows = {{tr("record"), tr("expected players")}};
  for (int l = 0; l <= p.rounds && l <= 4; ++l) rows.push_back({record(l), fixed(p.expected_by_losses[static_cast<std::size_t>(l)], 1)});
  std::cout << render_table(rows, {'l', 'r'});
  if (p.cut_losses)
    std::cout << format(tr("the top {n} is expected to reach down to {record} records"), {{"n", std::to_string(top_cut)}, {"record", record(*p.cut_losses)}})
              << "\n";
  return ok;
}

int event_export(const std::string& event_path) {
  for (const std::string& piece : ev::export_event_text(required_event_path(event_path))) std::cout << piece;
  return ok;
}

int event_import(Context& ctx, const std::string& file, const std::string& state_path) {
  InputOptions opt;
  opt.max_bytes = kMaxEventStateBytes;
  opt.what = N_("an event state");
  ev::ImportedEvent im = ev::import_event(file, read_input_file(state_path, opt), state_path, {ctx.actor});
  std::cout << format(tr("imported {state} into {file}: {name}, {players} players, {rounds} rounds"),
                      {{"state", state_path}, {"file", file}, {"name", im.name}, {"players", std::to_string(im.players)}, {"rounds", std::to_string(im.rounds)}})
            << "\n";
  return ok;
}

int event_upgrade(const std::string& file) {
  int was = ev::upgrade_event(file);
  if (was == latest_schema_version())
    std::cout << format(tr("{file} is already at schema version {version}"), {{"file", file}, {"version", std::to_string(was)}}) << "\n";
  else
    std::cout << format(tr("upgraded {file} from schema version {from} to {to}"),
                        {{"file", file}, {"from", std::to_string(was)}, {"to", std::to_string(latest_schema_version())}})
              << "\n";
  return ok;
}

// ---------------------------------------------------------------- wiring

void add_event_create(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("create", tr("create an event file"));
  auto a = std::make_shared<ev::CreateRequest>();
  cmd->add_option("FILE", a->file, tr("new event file (.jkevent)"))->required();
  cmd->add_option("--game", a->game, tr("game pack id (see `judgekit games`)"))->required();
  cmd->add_option("--name", a->name, tr("event name"))->required();
  cmd->add_option("--date", a->date, tr("event date YYYY-MM-DD (decides the rules in force)"))->required();
  cmd->add_option("--format", a->format, tr("format id of the game"));
  cmd->add_option("--rounds", a->rounds, tr("planned Swiss rounds"));
  cmd->add_option("--structure", a->structure, tr("swiss (default), single-elimination (one bracket from round 1) or round-robin (groups, each pair meets once)"));
  cmd->add_option("--seeding", a->seeding, tr("a bracket's seeds or the order players are dealt into groups: registration (default), seed (the players CSV's seed column) or random"));
  cmd->add_flag("--third-place", a->third_place, tr("the bracket's (or the top cut's) semi-final losers play for third place"));
  cmd->add_option("--best-of", a->best_of, tr("games a match is played to: best of N, as the game allows (see `judgekit games show`; default: the pack's)"));
  cmd->add_option("--final-best-of", a->final_best_of, tr("the bracket's final (and third-place match) played as best of N"));
  cmd->add_option("--groups", a->groups, tr("a round robin's number of groups (default: one group)"));
  cmd->add_option("--team-size", a->team_size, tr("a team event: teams of 2 or 3 players with fixed seats A-C, paired as teams (`judgekit team add`)"));
  cmd->add_option("--group-size", a->group_size, tr("a round robin's groups of at most N players (instead of --groups)"));
  cmd->add_option("--top-cut", a->top_cut, tr("top cut size (2 or more; byes to the top seeds when not a power of 2; a pod game: one final table)"));
  cmd->add_option("--seed", a->seed, tr("seed for round 1 and ties (default: random, stored)"));
  cmd->add_option("--tiebreakers", a->tiebreakers, tr("tiebreaker chain, e.g. oppw:0.25,oopw,h2h,random, or the preset pokemon-style (default: the pack's)"));
  cmd->add_flag_callback("--byes-not-played", [a] { a->win_percent.byes_played = false; },
                         tr("a bye is neither a win nor a round played in the win % opponents' tiebreakers read"));
  cmd->add_option_function<double>("--dropped-win-cap", [a](const double& v) { a->win_percent.dropped_cap = v; },
                                   tr("a dropped player's win % as its opponents' tiebreakers read it, at most this (e.g. 0.75)"));
  cmd->add_flag_callback("--freeze-dropped", [a] { a->win_percent.freeze_dropped = true; },
                         tr("a dropped player's tiebreakers as they stood after the round it dropped"));
  cmd->add_option_function<std::string>("--tie-in-win-percent", [a](const std::string& v) { a->win_percent.tie_share = parse_tie_share(v, "--tie-in-win-percent"); },
                                        tr("what a drawn match counts in the win % opponents' tiebreakers read: points (as the pack scores it) or half (a win's half)"));
  cmd->add_flag("--no-late-losses", a->no_late_losses, tr("late entries get no losses for missed rounds"));
  cmd->add_flag("--results-need-judge", a->results_need_judge, tr("results reported from the tables wait for a judge even when both players agree"));
  cmd->add_option("--report-lang", a->report_lang, tr("language of the event's PDF reports: ja, en, or both as ja,en (default: the reader's LANG)"));
  cmd->callback([&ctx, a] { run_command(ctx, [&] { return event_create(ctx, *a); }); });
}

void add_event_report_lang(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("report-lang", tr("show or set the language of the event's PDF reports (ja, en, ja,en)"));
  auto path = std::make_shared<std::string>();
  auto value = std::make_shared<std::string>();
  auto clear = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_option("LANG", *value, tr("ja, en, or both as ja,en / en,ja (the first one first); none: show it"));
  cmd->add_flag("--clear", *clear, tr("remove it: reports follow --lang, else LANG"));
  cmd->callback([&ctx, path, value, clear] { run_command(ctx, [&] { return event_report_lang(ctx, *path, *value, *clear); }); });
}

void add_event_export(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("export", tr("print the whole event as JSON"));
  auto path = std::make_shared<std::string>();
  add_event_option(cmd, *path);
  cmd->callback([&ctx, path] { run_command(ctx, [&] { return event_export(*path); }); });
}

void add_event_import(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("import", tr("create an event file from exported JSON (validated, all or nothing)"));
  auto file = std::make_shared<std::string>(), state = std::make_shared<std::string>();
  cmd->add_option("FILE", *file, tr("new event file"))->required();
  cmd->add_option("STATE", *state, tr("JSON written by `judgekit event export`"))->required();
  cmd->callback([&ctx, file, state] { run_command(ctx, [&] { return event_import(ctx, *file, *state); }); });
}

void add_event_upgrade(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("upgrade", tr("bring an event file from an older judgekit to this one's schema"));
  auto file = std::make_shared<std::string>();
  cmd->add_option("FILE", *file, tr("event file"))->required();
  cmd->callback([&ctx, file] { run_command(ctx, [&] { return event_upgrade(*file); }); });
}

void add_event_plan(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("plan", tr("recommended number of Swiss rounds"));
  auto players = std::make_shared<int>(0), cut = std::make_shared<int>(0);
  auto json = std::make_shared<bool>(false);
  cmd->add_option("--players", *players, tr("number of players"))->required();
  cmd->add_option("--top-cut", *cut, tr("top cut size"));
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->callback([&ctx, players, cut, json] { run_command(ctx, [&] { return event_plan(ctx, *players, *cut, *json); }); });
}

}  // namespace

void add_event_commands(CLI::App& app, Context& ctx) {
  auto* event = app.add_subcommand("event", tr("create, export, import or plan an event; number its tables"));
  event->require_subcommand(1);
  add_event_create(event, ctx);
  add_event_report_lang(event, ctx);
  add_event_export(event, ctx);
  add_event_import(event, ctx);
  add_event_upgrade(event, ctx);
  add_event_plan(event, ctx);
  add_event_tables(event, ctx);
  add_event_phones(event, ctx);
  add_event_registration(event, ctx);
}

}  // namespace jk::cli
