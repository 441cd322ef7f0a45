// judgekit groups (the tables or --json): a round robin's groups, each with its standings and its
// cross table, from the event library's view (event/groups_view.hpp).
#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "groups_view.hpp"
#include "i18n.hpp"
#include "json_views.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

// A cross-table cell: ○ won, × lost, △ drawn, 不戦○/不戦× by walkover, the round number while to play.
std::string cell_words(const ev::GroupCell& c, bool self) {
  if (self) return "-";
  switch (c.meeting) {
    case ev::Meeting::won: return "○" + std::to_string(c.games_won) + "-" + std::to_string(c.games_lost);
    case ev::Meeting::lost: return "×" + std::to_string(c.games_won) + "-" + std::to_string(c.games_lost);
    case ev::Meeting::drawn: return "△";
    case ev::Meeting::walkover_won: return tr("w/o ○");
    case ev::Meeting::walkover_lost: return tr("w/o ×");
    case ev::Meeting::playing: return format(tr("R{n} now"), {{"n", std::to_string(c.round)}});
    case ev::Meeting::to_play: return format(tr("R{n}"), {{"n", std::to_string(c.round)}});
    case ev::Meeting::not_played: break;
  }
  return "";
}

void print_group(Context& ctx, const ev::GroupsView& v, const ev::GroupView& g) {
  std::cout << "\n" << bold(ctx, format(tr("Group {n}"), {{"n", std::to_string(g.number)}})) << "\n";
  std::vector<std::string> header = {tr("rank"), trc("player", "name"), trc("heading", "points"), tr("W-L-D")};
  for (const auto& c : v.columns) {
    std::string up = c;
    std::transform(up.begin(), up.end(), up.begin(), [](unsigned char x) { return static_cast<char>(std::toupper(x)); });
    header.push_back(up);
  }
  for (std::size_t i = 0; i < g.rows.size(); ++i) header.push_back(std::to_string(i + 1));
  std::vector<std::vector<std::string>> table = {header};
  for (std::size_t i = 0; i < g.rows.size(); ++i) {
    const auto& r = g.rows[i];
    std::vector<std::string> line = {std::to_string(r.rank), r.label + (r.dropped ? tr(" (dropped)") : ""), std::to_string(r.points),
                                     std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws)};
    for (const auto& [name, value] : r.tiebreakers) line.push_back(two_places(value));
    for (std::size_t k = 0; k < r.cells.size(); ++k) line.push_back(cell_words(r.cells[k], k == i));
    table.push_back(line);
  }
  std::vector<char> align = {'r', 'l', 'r', 'l'};
  align.resize(header.size(), 'r');
  std::cout << render_table(table, align);
}

int groups_command(Context& ctx, const std::string& event_path, bool json) {
  Database db = open_for(event_path, OpenMode::read);
  ev::GroupsView v = ev::groups_view(db);
  if (json) {
    std::cout << ev::to_json(v).dump(2) << "\n";
    return ok;
  }
  if (v.empty()) {
    std::cout << tr("no groups yet: a round-robin event makes them when round 1 is paired (`judgekit round pair`)") << "\n";
    return ok;
  }
  std::cout << format(tr("{event}: round robin, {paired} of {total} rounds paired"),
                      {{"event", bold(ctx, v.event_name)}, {"paired", std::to_string(v.rounds_paired)}, {"total", std::to_string(v.rounds_total)}})
            << "\n";
  for (const auto& g : v.groups) print_group(ctx, v, g);
  return ok;
}

}  // namespace

void add_groups_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("groups", tr("a round robin's groups: standings and cross tables"));
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return groups_command(ctx, *path, *json); }); });
}

}  // namespace jk::cli
