// Each command group registers its subcommands here; main.cpp only calls these.
#pragma once
#include <CLI/CLI.hpp>

#include "common.hpp"

namespace jk::cli {

void add_games_commands(CLI::App& app, Context& ctx);      // games, games show
void add_cards_commands(CLI::App& app, Context& ctx);      // cards import|list (cards_cmd.cpp)
void add_deck_commands(CLI::App& app, Context& ctx);       // deck check|register|list|setup
void add_event_commands(CLI::App& app, Context& ctx);      // event create|report-lang|export|import|upgrade|plan
void add_player_commands(CLI::App& app, Context& ctx);     // player add|late-add|drop|undrop|rename|remove|list
void add_player_door_commands(CLI::App* player, Context& ctx);  // player checkin|no-shows|seat|bye (doors_cmd.cpp)
void add_event_tables(CLI::App* event, Context& ctx);           // event tables
void add_event_phones(CLI::App* event, Context& ctx);           // event phones (phones_cmd.cpp)
void add_pairing_avoid(CLI::App* pairing, Context& ctx);        // pairing avoid
void add_event_registration(CLI::App* event, Context& ctx);     // event registration (entries_cmd.cpp)
void add_player_entry_commands(CLI::App* player, Context& ctx); // player import|withdraw|waitlist
void add_round_commands(CLI::App& app, Context& ctx);      // round pair|show|codes|unpair|start|clock|extend
void add_pairing_commands(CLI::App& app, Context& ctx);    // pairing swap
void add_result_commands(CLI::App& app, Context& ctx);     // result
void add_standings_commands(CLI::App& app, Context& ctx);  // standings
void add_team_commands(CLI::App& app, Context& ctx);       // team add|list|drop (team_cmd.cpp)
// `standings` on a team event: the team standings (table, --json or --csv; team_cmd.cpp).
int team_standings_command(Context& ctx, Database& db, bool json, bool csv);
void add_cut_commands(CLI::App& app, Context& ctx);        // cut (standings_cmd.cpp: seeded by the standings)
void add_bracket_commands(CLI::App& app, Context& ctx);    // bracket (bracket_cmd.cpp)
void add_groups_commands(CLI::App& app, Context& ctx);     // groups (groups_cmd.cpp)
void add_simulate_commands(CLI::App& app, Context& ctx);   // simulate
void add_judge_commands(CLI::App& app, Context& ctx);      // adjudicate, penalty
void add_rules_commands(CLI::App& app, Context& ctx);      // rules search|show|card|rebuild
void add_report_commands(CLI::App& app, Context& ctx);     // report, export
void add_serve_commands(CLI::App& app, Context& ctx);      // serve, serve token, publish

}  // namespace jk::cli
