// judgekit simulate: a whole event in memory with random results, timed (the pairing
// benchmark). Parse, call the pairing module, print.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "simulate.hpp"

namespace jk::cli {

using nlohmann::ordered_json;
namespace jp = jk::pairing;

namespace {

int simulate_command(Context& ctx, const std::string& game_id, int players, int rounds, const std::string& seed_text, double drops, bool dense, bool json) {
  Game game = load_game(games_dir(), game_id);
  if (players < 2 || players > 1000000) throw InputError(Message{N_("--players must be from 2 to 1000000"), {}});
  if (rounds < 1 || rounds > 100) throw InputError(Message{N_("--rounds must be from 1 to 100"), {}});
  if (drops < 0 || drops > 100) throw InputError(Message{N_("--drops is a percentage from 0 to 100"), {}});
  jp::SimulateOptions o;
  o.players = players;
  o.rounds = rounds;
  o.seed = seed_text.empty() ? 1 : static_cast<std::uint64_t>(parse_int(seed_text, trc("argument", "seed")));
  o.drop_rate = drops / 100.0;
  o.dense = dense;
  bool progress = isatty(2) && !json;
  auto rows = jp::simulate(game, o, [&](const jp::SimulatedRound& r) {
    if (progress) std::cerr << "\r" << format(tr("round {round}/{rounds}"), {{"round", std::to_string(r.round)}, {"rounds", std::to_string(rounds)}}) << std::flush;
  });
  if (progress) std::cerr << "\r" << std::string(20, ' ') << "\r";
  std::vector<double> ms;
  for (const auto& r : rows) ms.push_back(r.pairing_ms);
  std::vector<double> sorted = ms;
  std::sort(sorted.begin(), sorted.end());
  double median = sorted.empty() ? 0 : sorted.size() % 2 ? sorted[sorted.size() / 2] : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2;
  double max = sorted.empty() ? 0 : sorted.back();
  if (json) {
    ordered_json j = {{"game", game.id}, {"players", players}, {"rounds", rounds}, {"seed", o.seed}, {"dense", dense}, {"per_round", ordered_json::array()}};
    for (const auto& r : rows)
      j["per_round"].push_back({{"round", r.round}, {"players", r.players}, {"tables", r.tables}, {"pairing_ms", std::round(r.pairing_ms * 1000) / 1000},
                                {"standings_ms", std::round(r.standings_ms * 1000) / 1000},
                                {"pairing_cpu_ms", std::round(r.pairing_cpu_ms * 1000) / 1000}, {"rematches", r.rematches}, {"pair_downs", r.pair_downs},
                                {"byes", r.byes}, {"total_weight", jp::weight_text(r.stats.total_weight)}, {"core_players", r.stats.core_players},
                                {"matching_runs", r.stats.matching_runs}});
    j["median_ms"] = std::round(median * 1000) / 1000;
    j["max_ms"] = std::round(max * 1000) / 1000;
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> table = {
      {trc("heading", "round"), trc("heading", "players"), "ms", tr("rematches"), tr("pair-downs"), tr("byes"), tr("core"), tr("total weight")}};
  for (const auto& r : rows)
    table.push_back({std::to_string(r.round), std::to_string(r.players), fixed(r.pairing_ms, 1), std::to_string(r.rematches), std::to_string(r.pair_downs),
                     std::to_string(r.byes), std::to_string(r.stats.core_players), jp::weight_text(r.stats.total_weight)});
  std::cout << format(tr("{title}: {players} players, {rounds} rounds, seed {seed}{dense}"),
                      {{"title", bold(ctx, "simulate " + game.id)},
                       {"players", std::to_string(players)},
                       {"rounds", std::to_string(rounds)},
                       {"seed", std::to_string(o.seed)},
                       {"dense", dense ? tr(", dense") : ""}})
            << "\n"
            << render_table(table, {'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'}, true, 60)
            << format(tr("pairing ms: median {median}, max {max}"), {{"median", fixed(median, 1)}, {"max", fixed(max, 1)}}) << "\n";
  return ok;
}

}  // namespace

void add_simulate_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("simulate", tr("run a whole event in memory with random results (the pairing benchmark)"));
  auto game = std::make_shared<std::string>(), seed = std::make_shared<std::string>();
  auto players = std::make_shared<int>(0), rounds = std::make_shared<int>(0);
  auto drops = std::make_shared<double>(0);
  auto dense = std::make_shared<bool>(false), json = std::make_shared<bool>(false);
  cmd->add_option("--game", *game, tr("game pack id"))->required();
  cmd->add_option("--players", *players, tr("players"))->required();
  cmd->add_option("--rounds", *rounds, tr("rounds"))->required();
  cmd->add_option("--seed", *seed, tr("seed (default 1)"));
  cmd->add_option("--drops", *drops, tr("percent of players dropping after each round"));
  cmd->add_flag("--dense", *dense, tr("pair on the complete graph (the slow exact reference)"));
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->callback([&ctx, game, players, rounds, seed, drops, dense, json] {
    run_command(ctx, [&] { return simulate_command(ctx, *game, *players, *rounds, *seed, *drops, *dense, *json); });
  });
}

}  // namespace jk::cli
