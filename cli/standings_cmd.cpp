// judgekit standings (the table, --json or --csv) and cut (a single-elimination top cut seeded by
// them): parse, call the event library (event/), print. No SQL and no domain rule here.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "json_views.hpp"
#include "reports.hpp"
#include "round_ops.hpp"
#include "standings_view.hpp"
#include "team_ops.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

std::string upper(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return s;
}

int standings_command(Context& ctx, const std::string& event_path, bool json, bool csv) {
  if (json && csv) throw InputError(Message{N_("give --json or --csv, not both"), {}});
  Database db = open_for(event_path, OpenMode::read);
  if (ev::is_team_event(db)) return team_standings_command(ctx, db, json, csv);
  ev::StandingsView v = ev::standings(db);
  if (csv) {
    // One standings CSV for every command: the export's (docs/reports.md), from the same view.
    std::cout << reports::standings_csv(v);
    return ok;
  }
  auto value_of = [](const pairing::StandingRow& r, const std::string& id) {
    for (const auto& [k, x] : r.tiebreakers)
      if (k == id) return x;
    return 0.0;
  };
  if (json) {
    std::cout << ev::to_json(v).dump(2) << "\n";
    return ok;
  }
  // After a top cut: the final order (how far each player went, then Swiss order), as the PDF.
  auto finish_text = [](ev::Finish f) -> std::string {
    switch (f.kind) {
      case ev::FinishKind::winner: return tr("winner");
      case ev::FinishKind::runner_up: return tr("runner-up");
      case ev::FinishKind::finalist: return tr("finalist");
      case ev::FinishKind::top: return format(tr("top {n}"), {{"n", std::to_string(f.top)}});
      case ev::FinishKind::swiss: break;
    }
    return "";
  };
  std::vector<std::vector<std::string>> table;
  std::vector<std::string> header = {v.after_cut ? tr("place") : tr("rank"), trc("player", "name")};
  const bool bracket_only = v.structure == Structure::single_elimination;
  if (v.after_cut) header.insert(header.end(), {bracket_only ? tr("bracket") : tr("top cut"), bracket_only ? tr("seed") : tr("swiss")});
  header.insert(header.end(), {trc("heading", "points"), tr("W-L-D")});
  for (const auto& id : v.columns) header.push_back(upper(id));
  table.push_back(header);
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const auto& r = v.rows[i];
    std::vector<std::string> line = {std::to_string(v.places[i]), v.labels[i] + (r.dropped ? tr(" (dropped)") : "")};
    if (v.after_cut) line.insert(line.end(), {finish_text(v.finishes[i]), std::to_string(r.rank)});
    line.insert(line.end(), {std::to_string(r.points), std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws)});
    for (const auto& id : v.columns) line.push_back(two_places(value_of(r, id)));
    table.push_back(line);
  }
  std::vector<char> align = {'r', 'l'};
  if (v.after_cut) align.insert(align.end(), {'l', 'r'});
  align.insert(align.end(), {'r', 'l'});
  align.resize(header.size(), 'r');
  if (bracket_only) {
    std::cout << format(tr("{event}: standings by the bracket"), {{"event", bold(ctx, v.event_name)}}) << "\n" << render_table(table, align);
    return ok;
  }
  std::cout << format(v.after_cut ? (v.counted_rounds == 1 ? tr("{event}: standings after the top cut and {n} Swiss round")
                                                            : tr("{event}: standings after the top cut and {n} Swiss rounds"))
                                  : (v.counted_rounds == 1 ? tr("{event}: standings after {n} round") : tr("{event}: standings after {n} rounds")),
                      {{"event", bold(ctx, v.event_name)}, {"n", std::to_string(v.counted_rounds)}})
            << "\n"
            << render_table(table, align);
  return ok;
}

int cut_command(Context& ctx, const std::string& event_path, const pairing::CutRequest& request) {
  Database db = open_for(event_path, OpenMode::write);
  ev::PairedRoundView p = ev::start_cut(db, request, {ctx.actor});
  const std::string top = bold(ctx, format(tr("Top {n}"), {{"n", std::to_string(p.paired.players)}}));
  std::cout << (request.from_groups ? format(tr("{top} (round {round}), the top {n} of each group, seeded across the groups"),
                                             {{"top", top}, {"round", std::to_string(p.paired.number)}, {"n", std::to_string(request.from_groups)}})
                                    : format(tr("{top} (round {round}), seeded by the standings"), {{"top", top}, {"round", std::to_string(p.paired.number)}}))
            << "\n";
  auto seeded = [&](const ev::SeatView& seat) { return "(" + std::to_string(p.seeds[seat.id]) + ") " + seat.label; };
  std::vector<std::vector<std::string>> table = {{tr("table"), tr("players (seeds)")}};
  for (const auto& t : p.round.tables) {
    std::string who;
    for (const auto& seat : t.players) who += (who.empty() ? "" : t.players.size() > 2 ? ", " : tr(" v ")) + seeded(seat);
    table.push_back({t.bye ? tr("bye") : std::to_string(*t.table), who});
  }
  std::cout << render_table(table, {'r', 'l'});
  return ok;
}

}  // namespace

void add_standings_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("standings", tr("standings with the pack's tiebreakers"));
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false), csv = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_flag("--json", *json, tr("JSON output (tiebreakers to 4 decimals)"));
  cmd->add_flag("--csv", *csv, tr("CSV output (tiebreakers to 4 decimals)"));
  cmd->callback([&ctx, path, json, csv] { run_command(ctx, [&] { return standings_command(ctx, *path, *json, *csv); }); });
}

void add_cut_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("cut", tr("start a top cut seeded by the standings: a single-elimination bracket of any size (byes to the top seeds), or one final table for a pod game"));
  auto path = std::make_shared<std::string>();
  auto request = std::make_shared<pairing::CutRequest>();
  add_event_option(cmd, *path);
  cmd->add_option("--size", request->size, tr("players in the cut (default: the event's top cut, else 8)"));
  cmd->add_option("--from-groups", request->from_groups, tr("a round robin: the top N of each group, group winners seeded first"));
  cmd->add_flag("--third-place", request->third_place, tr("the semi-finals' losers play for third place"));
  cmd->add_option("--best-of", request->best_of, tr("the bracket's matches played as best of N (default: the event's rounds')"));
  cmd->add_option("--final-best-of", request->final_best_of, tr("the final (and third-place match) played as best of N"));
  cmd->callback([&ctx, path, request] { run_command(ctx, [&] { return cut_command(ctx, *path, *request); }); });
}

}  // namespace jk::cli
