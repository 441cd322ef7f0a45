// judgekit team add|list|drop, and the team standings `standings` prints for a team event: parse,
// call the event library (event/team_ops.hpp), print. No SQL and no domain rule here.
#include <cmath>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "csv.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "reports.hpp"
#include "team_ops.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

const char* seat_letter(std::size_t seat) {
  static const char* const kSeat[] = {"A", "B", "C"};
  return kSeat[seat % 3];
}

// "A 佐藤 (id 1), B 鈴木 (id 2, new)" as a team is added (`say_new`), else "A 佐藤, B 鈴木".
std::string members_text(const ev::TeamFact& t, bool say_new) {
  std::string out;
  for (std::size_t s = 0; s < t.members.size(); ++s) {
    const auto& m = t.members[s];
    std::string who = !say_new ? m.name
                      : format(m.registered_here ? tr("{name} (id {id}, new)") : tr("{name} (id {id})"),
                               {{"name", m.name}, {"id", std::to_string(m.player_id)}});
    if (m.dropped) who += tr(" (dropped)");
    out += (out.empty() ? "" : ", ") + std::string(seat_letter(s)) + " " + who;
  }
  return out;
}

int team_add(Context& ctx, const std::string& event_path, const ev::AddTeamRequest& req) {
  Database db = open_for(event_path, OpenMode::write);
  ev::TeamFact t = ev::add_team(db, req, {ctx.actor});
  std::cout << format(tr("added team {team} (seed {seed}): {members}"), {{"team", t.name}, {"seed", std::to_string(t.seed)}, {"members", members_text(t, true)}})
            << "\n";
  return ok;
}

int team_drop(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  ev::TeamDropped d = ev::drop_team(db, who, {ctx.actor});
  FormatArgs args = {{"team", d.team.name}, {"round", std::to_string(d.after_round)}, {"next", std::to_string(d.after_round + 1)}};
  std::cout << format(d.after_round ? tr("dropped team {team} and its players after round {round}; not paired from round {next}")
                                    : tr("dropped team {team} and its players before round 1"),
                      args)
            << "\n";
  return ok;
}

int team_list(const std::string& event_path, bool json) {
  Database db = open_for(event_path, OpenMode::read);
  ev::TeamListing l = ev::list_teams(db);
  if (json) {
    std::cout << ev::to_json(l).dump(2) << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> rows = {{tr("seed"), tr("team"), tr("members by seat")}};
  for (const auto& t : l.teams) rows.push_back({std::to_string(t.seed), t.name + (t.dropped_after ? tr(" (dropped)") : ""), members_text(t, false)});
  std::cout << format(l.teams.size() == 1 ? tr("{event}: {n} team of {size}") : tr("{event}: {n} teams of {size}"),
                      {{"event", l.event_name}, {"n", std::to_string(l.teams.size())}, {"size", std::to_string(l.team_size)}})
            << "\n"
            << render_table(rows, {'r', 'l', 'l'});
  return ok;
}


}  // namespace

int team_standings_command(Context& ctx, Database& db, bool json, bool csv) {
  ev::TeamStandingsView v = ev::team_standings(db);
  if (json) {
    std::cout << ev::to_json(v).dump(2) << "\n";
    return ok;
  }
  if (csv) {
    // One team standings CSV for every command: the export's (docs/reports.md), from the same view.
    std::cout << reports::team_standings_csv(v);
    return ok;
  }
  std::vector<std::vector<std::string>> rows = {{tr("rank"), tr("team"), trc("heading", "points"), tr("W-L-D"), tr("seats"), "TOMW", "SW", "OSW"}};
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const auto& r = v.rows[i];
    rows.push_back({std::to_string(r.rank), v.teams[i].name + (r.dropped ? tr(" (dropped)") : ""), std::to_string(r.points),
                    std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws),
                    std::to_string(r.seats_won) + "-" + std::to_string(r.seats_lost) + "-" + std::to_string(r.seats_drawn), two_places(r.tomw),
                    two_places(r.sw), two_places(r.osw)});
  }
  std::cout << format(v.counted_rounds == 1 ? tr("{event}: team standings after {n} round") : tr("{event}: team standings after {n} rounds"),
                      {{"event", bold(ctx, v.event_name)}, {"n", std::to_string(v.counted_rounds)}})
            << "\n"
            << render_table(rows, {'r', 'l', 'r', 'l', 'l', 'r', 'r', 'r'});
  return ok;
}

void add_team_commands(CLI::App& app, Context& ctx) {
  auto* team = app.add_subcommand("team", tr("a team event's teams: add, list, drop"));
  team->require_subcommand(1);
  {
    auto* cmd = team->add_subcommand("add", tr("register a team before round 1 (players named exactly are used; other names are registered as new players)"));
    auto path = std::make_shared<std::string>();
    auto req = std::make_shared<ev::AddTeamRequest>();
    add_event_option(cmd, *path);
    cmd->add_option("NAME", req->name, tr("the team's name"))->required();
    cmd->add_option("--players", req->players, tr("the players in seat order A, B[, C]: id, membership id or full name, or a new player's name"))
        ->required();
    cmd->callback([&ctx, path, req] { run_command(ctx, [&] { return team_add(ctx, *path, *req); }); });
  }
  {
    auto* cmd = team->add_subcommand("list", tr("list the teams with their seats"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return team_list(*path, *json); }); });
  }
  {
    auto* cmd = team->add_subcommand("drop", tr("drop a team and its players from the next round on"));
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("TEAM", *who, tr("the team's name (or the start of it) or id"))->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return team_drop(ctx, *path, *who); }); });
  }
}

}  // namespace jk::cli
