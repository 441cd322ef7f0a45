// Each command group registers its subcommands here; main.cpp only calls these.
#pragma once
#include <CLI/CLI.hpp>

#include "common.hpp"

namespace jk::cli {

void add_games_commands(CLI::App& app, Context& ctx);   // games, games show, cards import
void add_deck_commands(CLI::App& app, Context& ctx);    // deck check|register|list|setup
void add_event_commands(CLI::App& app, Context& ctx);   // event, player, round, pairing, result, standings, cut, simulate
void add_judge_commands(CLI::App& app, Context& ctx);   // adjudicate, penalty
void add_rules_commands(CLI::App& app, Context& ctx);   // rules search|show|card|rebuild
void add_report_commands(CLI::App& app, Context& ctx);  // report, export
void add_serve_commands(CLI::App& app, Context& ctx);   // serve, publish, round start|clock|extend

}  // namespace jk::cli
