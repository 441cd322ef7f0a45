// judgekit bracket (the table or --json): a top cut's or a single-elimination event's bracket with
// each player's seed, from the event library's view (event/bracket_view.hpp).
#include <iostream>
#include <memory>

#include "bracket_view.hpp"
#include "commands.hpp"
#include "i18n.hpp"
#include "json_views.hpp"
#include "round_text.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

std::string seat_words(const ev::BracketSeat& s) {
  std::string out = s.seed ? "(" + std::to_string(s.seed) + ") " + s.label : s.label;
  if (s.place) out += " " + format(tr("[place {n}]"), {{"n", std::to_string(*s.place)}});
  return s.won ? out + " ○" : out;
}

int bracket_command(Context& ctx, const std::string& event_path, bool json) {
  Database db = open_for(event_path, OpenMode::read);
  ev::BracketView v = ev::bracket(db);
  if (json) {
    std::cout << ev::to_json(v).dump(2) << "\n";
    return ok;
  }
  if (v.empty()) {
    std::cout << tr("no bracket yet: start one with `judgekit cut` (or pair round 1 of a single-elimination event)") << "\n";
    return ok;
  }
  std::cout << format(tr("{event}: bracket of {n}"), {{"event", bold(ctx, v.event_name)}, {"n", std::to_string(v.size)}}) << "\n";
  for (const auto& r : v.rounds) {
    std::cout << "\n" << format(tr("{stage} (round {n})"), {{"stage", bracket_stage_words(r.stage, r.players)}, {"n", std::to_string(r.number)}}) << "\n";
    std::vector<std::vector<std::string>> rows = {{tr("table"), tr("players (seeds; ○ won)")}};
    for (const auto& m : r.matches) {
      std::string who;
      for (const auto& s : m.players) who += (who.empty() ? "" : m.players.size() > 2 ? ", " : tr(" v ")) + seat_words(s);
      if (m.third_place) who = std::string(tr("third place:")) + " " + who;
      rows.push_back({m.bye ? tr("bye") : std::to_string(m.table.value_or(0)), who});
    }
    std::cout << render_table(rows, {'r', 'l'});
  }
  if (v.champion)
    for (const auto& s : v.rounds.back().matches.front().players)
      if (s.id == *v.champion) std::cout << "\n" << format(tr("Winner: {player}"), {{"player", bold(ctx, s.label)}}) << "\n";
  return ok;
}

}  // namespace

void add_bracket_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("bracket", tr("the bracket: a top cut or a single-elimination event, with seeds and results"));
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return bracket_command(ctx, *path, *json); }); });
}

}  // namespace jk::cli
