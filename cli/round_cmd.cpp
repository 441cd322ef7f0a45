// judgekit round pair|show|codes|unpair and the round clock, round start|clock|extend
// (docs/serve.md): parse, call the event library (event/), print. No SQL and no domain rule here.
#include <cstdio>
#include <ctime>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "access.hpp"
#include "clock.hpp"
#include "commands.hpp"
#include "i18n.hpp"
#include "json_views.hpp"
#include "round_ops.hpp"
#include "round_text.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;
namespace ev = jk::event;

namespace {

int round_pair(Context& ctx, const std::string& event_path, bool json) {
  Database db = open_for(event_path, OpenMode::write);
  ev::PairedRoundView p = ev::pair_round(db, {ctx.actor});
  for (const auto& n : p.paired.notes) std::cerr << terminal_text(n.str(current_lang())) << "\n";
  auto label = [&](std::int64_t id) { return format(tr("{name} (id {id})"), {{"name", p.labels[id]}, {"id", std::to_string(id)}}); };
  std::string out;
  for (auto id : p.paired.left_out) out += (out.empty() ? "" : ", ") + label(id);
  if (!out.empty())
    std::cerr << format(tr("not checked in, left out of round 1 (dropped; `judgekit player checkin` brings a late arrival back for round 2): {players}"),
                        {{"players", out}})
              << "\n";
  std::string walkovers, sitting;
  for (auto id : p.paired.walkovers) walkovers += (walkovers.empty() ? "" : ", ") + label(id);
  for (auto id : p.paired.sitting_out) sitting += (sitting.empty() ? "" : ", ") + label(id);
  if (!walkovers.empty()) std::cerr << format(tr("won without play (the opponent dropped): {players}"), {{"players", walkovers}}) << "\n";
  if (!sitting.empty()) std::cerr << format(tr("sitting out this round (a group of odd size): {players}"), {{"players", sitting}}) << "\n";
  for (auto [a, b] : p.paired.avoids_broken)
    std::cerr << yellow(ctx, ev::paired_although_kept_apart(label(a), label(b), p.paired.number).str(current_lang())) << "\n";
  if (json) {
    ordered_json j = ev::to_json(p.round);
    j["rematches"] = p.paired.stats.rematches;
    j["pair_downs"] = p.paired.stats.pair_downs;
    j["left_out"] = p.paired.left_out;
    j["walkovers"] = p.paired.walkovers;
    j["sitting_out"] = p.paired.sitting_out;
    j["avoids_broken"] = ordered_json::array();
    for (auto [a, b] : p.paired.avoids_broken) j["avoids_broken"].push_back({a, b});
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::cout << round_text(ctx, p.round, false);
  return ok;
}

int round_show(Context& ctx, const std::string& event_path, const std::string& round_arg, bool by_name, bool json) {
  Database db = open_for(event_path, OpenMode::read);
  ev::RoundView r = ev::show_round(db, round_arg.empty() ? std::nullopt : std::optional<int>(parse_int(round_arg, trc("argument", "round"))));
  if (json) std::cout << ev::to_json(r).dump(2) << "\n";
  else std::cout << round_text(ctx, r, by_name);
  return ok;
}

// Each table's code (as on its slip), for a judge who must reprint or read one out.
int round_codes(Context& ctx, const std::string& event_path, bool json) {
  Database db = open_for(event_path, OpenMode::read);
  ev::RoundView r = ev::show_round(db);
  nlohmann::ordered_json j = nlohmann::ordered_json::array();
  std::vector<std::vector<std::string>> rows = {{tr("table"), tr("code")}};
  for (const auto& t : r.tables) {
    if (!t.table) continue;
    std::string code = ev::table_code(db, r.number, *t.table);
    j.push_back({{"table", *t.table}, {"code", code}});
    rows.push_back({std::to_string(*t.table), code});
  }
  if (json) std::cout << j.dump(2) << "\n";
  else std::cout << bold(ctx, format(tr("Round {n}"), {{"n", std::to_string(r.number)}})) << "\n" << render_table(rows, {'r', 'l'});
  return ok;
}

int round_unpair(Context& ctx, const std::string& event_path) {
  Database db = open_for(event_path, OpenMode::write);
  int r = ev::unpair_round(db, {ctx.actor});
  FormatArgs args = {{"round", std::to_string(r)}, {"previous", std::to_string(r - 1)}};
  std::cout << format(r > 1 ? tr("round {round} unpaired; round {previous} is open again") : tr("round {round} unpaired"), args) << "\n";
  return ok;
}

// ---------------------------------------------------------------- the round clock

std::int64_t unix_now() { return static_cast<std::int64_t>(std::time(nullptr)); }

std::string local_hhmm(std::int64_t t) { return local_time_text(t, "%H:%M"); }

std::string mmss(std::int64_t s) {
  bool neg = s < 0;
  if (neg) s = -s;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%s%lld:%02lld", neg ? "-" : "", static_cast<long long>(s / 60), static_cast<long long>(s % 60));
  return buf;
}

// One line a judge reads after each clock change.
void print_clock(const event::Clock& c, std::int64_t now) {
  std::int64_t left = c.remaining(now);
  FormatArgs args = {{"round", std::to_string(c.round)}, {"left", mmss(left)}, {"time", local_hhmm(c.ends_at(now))}};
  if (c.paused()) std::cout << format(tr("round {round}: paused, {left} left"), args) << "\n";
  else if (left <= 0) std::cout << format(tr("round {round}: time was called at {time}"), args) << "\n";
  else std::cout << format(tr("round {round}: {left} left; time is called at {time}"), args) << "\n";
  for (const auto& [table, minutes] : c.extensions)
    std::cout << "  "
              << format(tr("table {table}: +{minutes} min, until {time}"),
                        {{"table", std::to_string(table)}, {"minutes", std::to_string(minutes)}, {"time", local_hhmm(c.ends_at(now) + minutes * 60)}})
              << "\n";
}

int round_start(Context& ctx, const std::string& event_path, int minutes) {
  Database db = open_event(required_event_path(event_path), OpenMode::write);
  std::int64_t now = unix_now();
  print_clock(event::start_clock(db, ctx.actor, minutes, now), now);
  return ok;
}

int round_clock(Context& ctx, const std::string& event_path, bool pause, bool resume, int add, bool add_given) {
  bool changes = pause || resume || add_given;
  Database db = open_event(required_event_path(event_path), changes ? OpenMode::write : OpenMode::read);
  std::int64_t now = unix_now();
  event::Clock c;
  if (pause) c = event::pause_clock(db, ctx.actor, now);
  else if (resume) c = event::resume_clock(db, ctx.actor, now);
  else if (add_given) c = event::add_minutes(db, ctx.actor, add, now);
  else c = event::current_clock(db);
  print_clock(c, now);
  return ok;
}

int round_extend(Context& ctx, const std::string& event_path, int table, int minutes) {
  Database db = open_event(required_event_path(event_path), OpenMode::write);
  std::int64_t now = unix_now();
  print_clock(event::extend_table(db, ctx.actor, table, minutes, now), now);
  return ok;
}

// ---------------------------------------------------------------- wiring

void add_round_pair(CLI::App* round, Context& ctx) {
  auto* cmd = round->add_subcommand("pair", tr("pair the next round (refuses while results are missing)"));
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return round_pair(ctx, *path, *json); }); });
}

void add_round_show(CLI::App* round, Context& ctx) {
  auto* cmd = round->add_subcommand("show", tr("show a round's pairings (default: the last)"));
  auto path = std::make_shared<std::string>(), number = std::make_shared<std::string>();
  auto by_name = std::make_shared<bool>(false), json = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_option("ROUND", *number, tr("round number"));
  cmd->add_flag("--by-name", *by_name, tr("every player in name order, for posting"));
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->callback([&ctx, path, number, by_name, json] { run_command(ctx, [&] { return round_show(ctx, *path, *number, *by_name, *json); }); });
}

void add_round_codes(CLI::App* round, Context& ctx) {
  auto* cmd = round->add_subcommand("codes", tr("each table's code for the phones (printed on its slip) in the last round"));
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return round_codes(ctx, *path, *json); }); });
}

void add_round_unpair(CLI::App* round, Context& ctx) {
  auto* cmd = round->add_subcommand("unpair", tr("remove the last round while it has no results"));
  auto path = std::make_shared<std::string>();
  add_event_option(cmd, *path);
  cmd->callback([&ctx, path] { run_command(ctx, [&] { return round_unpair(ctx, *path); }); });
}

void add_round_start(CLI::App* round, Context& ctx) {
  auto* cmd = round->add_subcommand("start", tr("start the last round's clock"));
  auto path = std::make_shared<std::string>();
  auto minutes = std::make_shared<int>(50);
  add_event_option(cmd, *path);
  cmd->add_option("--minutes", *minutes, tr("length of the round (default 50)"));
  cmd->callback([&ctx, path, minutes] { run_command(ctx, [&] { return round_start(ctx, *path, *minutes); }); });
}

void add_round_clock(CLI::App* round, Context& ctx) {
  auto* cmd = round->add_subcommand("clock", tr("show, pause, resume or add minutes to the round clock"));
  auto path = std::make_shared<std::string>();
  auto pause = std::make_shared<bool>(false), resume = std::make_shared<bool>(false);
  auto add = std::make_shared<int>(0);
  add_event_option(cmd, *path);
  auto* p = cmd->add_flag("--pause", *pause, tr("stop the clock (a judge call for the whole room)"));
  auto* r = cmd->add_flag("--resume", *resume, tr("start it again"));
  auto* a = cmd->add_option("--add", *add, tr("minutes to add for every table (negative takes back)"));
  p->excludes(r)->excludes(a);
  r->excludes(a);
  cmd->callback([&ctx, path, pause, resume, add, a] {
    run_command(ctx, [&] { return round_clock(ctx, *path, *pause, *resume, *add, a->count() > 0); });
  });
}

void add_round_extend(CLI::App* round, Context& ctx) {
  auto* cmd = round->add_subcommand("extend", tr("give one table more time (a deck check, a judge call)"));
  auto path = std::make_shared<std::string>();
  auto table = std::make_shared<int>(0), minutes = std::make_shared<int>(0);
  add_event_option(cmd, *path);
  cmd->add_option("TABLE", *table, tr("table number"))->required();
  cmd->add_option("MINUTES", *minutes, tr("minutes to add (1..60)"))->required();
  cmd->callback([&ctx, path, table, minutes] { run_command(ctx, [&] { return round_extend(ctx, *path, *table, *minutes); }); });
}

}  // namespace

void add_round_commands(CLI::App& app, Context& ctx) {
  auto* round = app.add_subcommand("round", tr("pair, show or unpair rounds"));
  round->require_subcommand(1);
  add_round_pair(round, ctx);
  add_round_show(round, ctx);
  add_round_codes(round, ctx);
  add_round_unpair(round, ctx);
  add_round_start(round, ctx);
  add_round_clock(round, ctx);
  add_round_extend(round, ctx);
}

}  // namespace jk::cli
