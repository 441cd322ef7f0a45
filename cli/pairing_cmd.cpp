// judgekit pairing swap: the last round's pairings edited by hand. Parse, call the event library
// (event/), print. No SQL and no domain rule here.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "i18n.hpp"
#include "text.hpp"
#include "round_ops.hpp"
#include "round_text.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

int pairing_swap(Context& ctx, const std::string& event_path, const std::vector<std::string>& tables, const std::vector<std::string>& players) {
  Database db = open_for(event_path, OpenMode::write);
  ev::SwapRequest req;
  for (const auto& t : tables) req.tables.push_back(parse_int(t, trc("argument", "table")));
  req.players = players;
  ev::Swapped s = ev::swap_pairings(db, req, {ctx.actor});
  for (const auto& w : s.warnings) std::cerr << yellow(ctx, terminal_text(w.str(current_lang()))) << "\n";
  std::cout << round_text(ctx, s.round, false);
  return ok;
}

// ---------------------------------------------------------------- wiring

void add_pairing_swap(CLI::App* pairing, Context& ctx) {
  auto* cmd = pairing->add_subcommand("swap", tr("swap the opponents of two tables, or two players' seats (warns on rematch)"));
  auto path = std::make_shared<std::string>();
  auto tables = std::make_shared<std::vector<std::string>>(), players = std::make_shared<std::vector<std::string>>();
  add_event_option(cmd, *path);
  cmd->add_option("TABLES", *tables, tr("TABLE_A TABLE_B"));
  cmd->add_option("--players", *players, tr("P Q: exchange these two players' seats"))->expected(2);
  cmd->callback([&ctx, path, tables, players] { run_command(ctx, [&] { return pairing_swap(ctx, *path, *tables, *players); }); });
}

}  // namespace

void add_pairing_commands(CLI::App& app, Context& ctx) {
  auto* pairing = app.add_subcommand("pairing", tr("edit the last round's pairings by hand; keep players apart"));
  pairing->require_subcommand(1);
  add_pairing_swap(pairing, ctx);
  add_pairing_avoid(pairing, ctx);
}

}  // namespace jk::cli
