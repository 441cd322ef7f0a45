// judgekit: the command-line entry point. Wiring only; the work is in the module libraries.
#include <iostream>

#include "actor.hpp"
#include "commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{"judgekit: decklists, Swiss pairings, adjudication, rulings and reports for Japanese card games"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "judgekit 0.1.0");
  jk::cli::Context ctx;
  ctx.color = jk::cli::stdout_is_terminal();
  ctx.actor = jk::event::command_line_actor(argc, argv).label;
  jk::cli::add_games_commands(app, ctx);
  jk::cli::add_deck_commands(app, ctx);
  jk::cli::add_event_commands(app, ctx);
  jk::cli::add_judge_commands(app, ctx);
  jk::cli::add_rules_commands(app, ctx);
  jk::cli::add_report_commands(app, ctx);
  jk::cli::add_serve_commands(app, ctx);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "judgekit: " << e.what() << "; see `judgekit --help`\n";
    return jk::cli::input_error;
  }
  return ctx.exit_code;
}
