// judgekit player add|late-add|drop|undrop|rename|remove|list: parse, call the event library
// (event/), print. No SQL and no domain rule here.
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "access.hpp"
#include "commands.hpp"
#include "i18n.hpp"
#include "json_views.hpp"
#include "registration.hpp"
#include "text.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

struct LateAdd {
  std::string reading, id;
};

int player_add(Context& ctx, const std::string& event_path, const std::vector<std::string>& names, const std::string& csv, bool late,
               const std::string& encoding = "", const LateAdd& late_add = {}) {
  Database db = open_for(event_path, OpenMode::write);
  ev::AddPlayersRequest req{names, csv.empty() ? "" : read_file(csv, parse_encoding(encoding)), csv, late, trim(late_add.reading), trim(late_add.id)};
  ev::AddedPlayers added = ev::add_players(db, req, {ctx.actor});
  for (const auto& n : added.notes) std::cerr << terminal_text(n.str(current_lang())) << "\n";
  FormatArgs args = {{"name", added.first_name},
                     {"id", std::to_string(added.ids.front())},
                     {"round", std::to_string(added.joins_round)},
                     {"n", std::to_string(added.missed_losses)}};
  if (late && added.joins_round > 1 && added.missed_losses)
    std::cout << format(tr("added {name} (id {id}), joining in round {round} with a loss for each round missed ({n})"), args) << "\n";
  else if (late && added.joins_round > 1)
    std::cout << format(tr("added {name} (id {id}), joining in round {round}"), args) << "\n";
  else if (late || added.ids.size() == 1)
    std::cout << format(tr("added {name} (id {id})"), args) << "\n";
  else
    std::cout << format(tr("added {n} players (ids {first}-{last})"),
                        {{"n", std::to_string(added.ids.size())}, {"first", std::to_string(added.ids.front())}, {"last", std::to_string(added.ids.back())}})
              << "\n";
  return ok;
}

int player_drop(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  ev::Dropped d = ev::drop_player(db, who, {ctx.actor});
  FormatArgs args = {{"name", d.player.name},
                     {"id", std::to_string(d.player.id)},
                     {"round", std::to_string(d.after_round)},
                     {"next", std::to_string(d.after_round + 1)}};
  std::cout << format(d.after_round ? tr("dropped {name} (id {id}) after round {round}; not paired from round {next}")
                                    : tr("dropped {name} (id {id}) before round 1; not paired from round {next}"),
                      args)
            << "\n";
  return ok;
}

int player_undrop(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  pairing::Player p = ev::undrop_player(db, who, {ctx.actor});
  std::cout << format(tr("{name} (id {id}) is back in the event; paired again from the next round"), {{"name", p.name}, {"id", std::to_string(p.id)}})
            << "\n";
  return ok;
}

struct RenameArgs {
  std::string event, who, name, reading, id;
  bool name_given = false, reading_given = false, id_given = false;
};

int player_rename(Context& ctx, const RenameArgs& a) {
  Database db = open_for(a.event, OpenMode::write);
  pairing::PlayerEdit edit;
  if (a.name_given) edit.name = trim(a.name);
  if (a.reading_given) edit.reading = trim(a.reading);
  if (a.id_given) edit.external_id = trim(a.id);
  ev::Renamed r = ev::rename_player(db, a.who, edit, {ctx.actor});
  for (const auto& n : r.notes) std::cerr << terminal_text(n.str(current_lang())) << "\n";
  auto show = [](const pairing::Player& p) {
    return p.name + (p.reading.empty() ? "" : " (" + p.reading + ")") + (p.external_id.empty() ? "" : " [" + p.external_id + "]");
  };
  std::cout << format(tr("player {id}: {before} -> {after}"), {{"id", std::to_string(r.after.id)}, {"before", show(r.before)}, {"after", show(r.after)}})
            << "\n";
  return ok;
}

int player_remove(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  pairing::Player p = ev::remove_player(db, who, {ctx.actor});
  std::cout << format(tr("removed {name} (id {id}) from the event"), {{"name", p.name}, {"id", std::to_string(p.id)}}) << "\n";
  return ok;
}

int player_list(Context& ctx, const std::string& event_path, bool json, bool codes) {
  Database db = open_for(event_path, OpenMode::read);
  ev::PlayerListing l = ev::list_players(db);
  std::map<std::int64_t, std::string> code_of;
  if (codes)
    for (auto& [id, code] : ev::all_player_codes(db)) code_of[id] = code;
  if (json) {
    auto j = ev::to_json(l);
    if (codes)
      for (auto& p : j) p["code"] = code_of[p["id"].get<std::int64_t>()];
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> table = {
      {trc("heading", "id"), trc("player", "name"), tr("reading"), tr("membership id"), trc("heading", "points"), tr("checked in"), tr("status")}};
  if (codes) table[0].push_back(tr("code"));
  for (const auto& p : l.players) {
    std::string status = p.dropped_after == 0 ? std::string(tr("dropped before round 1"))
                         : p.dropped_after ? format(tr("dropped after round {round}"), {{"round", std::to_string(*p.dropped_after)}})
                         : p.joined_round > 1 ? format(tr("joined in round {round}"), {{"round", std::to_string(p.joined_round)}})
                                              : "";
    if (p.fixed_table) status += (status.empty() ? "" : "; ") + format(tr("table {table}"), {{"table", std::to_string(*p.fixed_table)}});
    table.push_back({std::to_string(p.id), p.name, p.reading, p.external_id, std::to_string(l.points[p.id]), p.checked_in_at ? tr("yes") : "", status});
    if (codes) table.back().push_back(code_of[p.id]);
  }
  std::cout << format(tr("{event}: {n} players"), {{"event", bold(ctx, l.event_name)}, {"n", std::to_string(l.players.size())}}) << "\n"
            << render_table(table, {'r', 'l', 'l', 'l', 'r', 'l', 'l', 'l'});
  return ok;
}

// ---------------------------------------------------------------- wiring

void add_player_add(CLI::App* player, Context& ctx) {
  auto* cmd = player->add_subcommand("add", tr("register players before round 1"));
  auto path = std::make_shared<std::string>(), csv = std::make_shared<std::string>(), encoding = std::make_shared<std::string>();
  auto names = std::make_shared<std::vector<std::string>>();
  add_event_option(cmd, *path);
  cmd->add_option("NAME", *names, tr("player names"));
  cmd->add_option("--csv", *csv, tr("CSV with the columns id,name,reading,seed (id, reading and seed optional)"));
  cmd->add_option("--encoding", *encoding, format(tr("read the CSV as {encodings} (default: detect)"), {{"encodings", kEncodingNames}}));
  cmd->callback([&ctx, path, csv, names, encoding] { run_command(ctx, [&] { return player_add(ctx, *path, *names, *csv, false, *encoding); }); });
}

void add_player_late_add(CLI::App* player, Context& ctx) {
  auto* cmd = player->add_subcommand("late-add", tr("add a player after the event started"));
  auto path = std::make_shared<std::string>(), name = std::make_shared<std::string>();
  auto extra = std::make_shared<LateAdd>();
  add_event_option(cmd, *path);
  cmd->add_option("NAME", *name, tr("player name"))->required();
  cmd->add_option("--reading", extra->reading, tr("kana reading"));
  cmd->add_option("--id", extra->id, tr("membership id"));
  cmd->callback([&ctx, path, name, extra] { run_command(ctx, [&] { return player_add(ctx, *path, {*name}, "", true, "", *extra); }); });
}

void add_player_drop(CLI::App* player, Context& ctx) {
  auto* cmd = player->add_subcommand("drop", tr("drop a player from the next round on"));
  auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
  add_event_option(cmd, *path);
  cmd->add_option("PLAYER", *who, tr("id or name"))->required();
  cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_drop(ctx, *path, *who); }); });
}

void add_player_undrop(CLI::App* player, Context& ctx) {
  auto* cmd = player->add_subcommand("undrop", tr("take back a drop: the player is paired again from the next round"));
  auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
  add_event_option(cmd, *path);
  cmd->add_option("PLAYER", *who, tr("id or name"))->required();
  cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_undrop(ctx, *path, *who); }); });
}

void add_player_rename(CLI::App* player, Context& ctx) {
  auto* cmd = player->add_subcommand("rename", tr("correct a player's name, reading or membership id"));
  auto a = std::make_shared<RenameArgs>();
  add_event_option(cmd, a->event);
  cmd->add_option("PLAYER", a->who, tr("id or name"))->required();
  auto* name = cmd->add_option("--name", a->name, tr("the name as it should be"));
  auto* reading = cmd->add_option("--reading", a->reading, tr("kana reading (\"\" clears it)"));
  auto* id = cmd->add_option("--id", a->id, tr("membership id (\"\" clears it)"));
  cmd->callback([&ctx, a, name, reading, id] {
    a->name_given = name->count() > 0;
    a->reading_given = reading->count() > 0;
    a->id_given = id->count() > 0;
    run_command(ctx, [&] { return player_rename(ctx, *a); });
  });
}

void add_player_remove(CLI::App* player, Context& ctx) {
  auto* cmd = player->add_subcommand("remove", tr("remove a player registered by mistake (before round 1 only)"));
  auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
  add_event_option(cmd, *path);
  cmd->add_option("PLAYER", *who, tr("id or name"))->required();
  cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_remove(ctx, *path, *who); }); });
}

void add_player_list(CLI::App* player, Context& ctx) {
  auto* cmd = player->add_subcommand("list", tr("list the players"));
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false), codes = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->add_flag("--codes", *codes, tr("each player's personal code (for submitting a decklist from a phone)"));
  cmd->callback([&ctx, path, json, codes] { run_command(ctx, [&] { return player_list(ctx, *path, *json, *codes); }); });
}

}  // namespace

void add_player_commands(CLI::App& app, Context& ctx) {
  auto* player = app.add_subcommand("player", tr("add, drop, late-add, list, checkin, no-shows, seat, bye, and undo: undrop, rename, remove"));
  player->require_subcommand(1);
  add_player_add(player, ctx);
  add_player_late_add(player, ctx);
  add_player_drop(player, ctx);
  add_player_undrop(player, ctx);
  add_player_rename(player, ctx);
  add_player_remove(player, ctx);
  add_player_list(player, ctx);
  add_player_door_commands(player, ctx);
  add_player_entry_commands(player, ctx);
}

}  // namespace jk::cli
