// judgekit event phones: what players may do from their phones (event/phone_rules.hpp). Parse,
// call the event library, print.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "phone_rules.hpp"

namespace jk::cli {

namespace ev = jk::event;

namespace {

// "on"/"off" (or the option's own two words) to a value; "" leaves the rule as it is.
std::optional<bool> switch_of(const std::string& value, const std::string& option, const char* yes, const char* no) {
  if (value.empty()) return std::nullopt;
  if (value == yes) return true;
  if (value == no) return false;
  throw InputError(Message{N_("{option} takes {yes} or {no}"), {{"option", option}, {"yes", yes}, {"no", no}}});
}

void print_rules(const ev::PhoneRules& r) {
  std::cout << (r.trust_table_code ? tr("reports with the table's code: trusted; equal reports are recorded")
                                   : tr("reports with the table's code: each player confirms with their own code, or a judge approves"))
            << "\n"
            << (r.self_drop ? tr("players may drop themselves from their page (after a confirmation)") : tr("only a judge drops a player"))
            << "\n"
            << (r.refuse_illegal_decks ? tr("an illegal decklist is refused when submitted") : tr("an illegal decklist is stored and marked illegal"))
            << "\n";
}

int event_phones(Context& ctx, const std::string& path, const std::string& table_code, const std::string& self_drop, const std::string& illegal) {
  ev::PhoneRulesChange change;
  change.trust_table_code = switch_of(table_code, "--table-code", "trust", "confirm");
  change.self_drop = switch_of(self_drop, "--self-drop", "on", "off");
  change.refuse_illegal_decks = switch_of(illegal, "--illegal-decks", "refuse", "mark");
  if (!change.trust_table_code && !change.self_drop && !change.refuse_illegal_decks) {
    Database db = open_for(path, OpenMode::read);
    print_rules(ev::phone_rules(db));
    return ok;
  }
  Database db = open_for(path, OpenMode::write);
  print_rules(ev::set_phone_rules(db, change, {ctx.actor}));
  return ok;
}

}  // namespace

void add_event_phones(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("phones", tr("show or set what players may do from their phones: table-code reports, drop, illegal lists"));
  auto path = std::make_shared<std::string>(), table_code = std::make_shared<std::string>();
  auto self_drop = std::make_shared<std::string>(), illegal = std::make_shared<std::string>();
  add_event_option(cmd, *path);
  cmd->add_option("--table-code", *table_code, tr("trust: equal reports sent with the table's code are recorded; confirm (default): each player's own code or a judge"));
  cmd->add_option("--self-drop", *self_drop, tr("on (default): players may drop themselves from their page; off: only a judge"));
  cmd->add_option("--illegal-decks", *illegal, tr("mark (default): an illegal list is stored and marked; refuse: it is not stored"));
  cmd->callback([&ctx, path, table_code, self_drop, illegal] {
    run_command(ctx, [&] { return event_phones(ctx, *path, *table_code, *self_drop, *illegal); });
  });
}

}  // namespace jk::cli
