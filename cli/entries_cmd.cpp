// judgekit event registration, player import|withdraw|waitlist (issue 26: sign-ups before round 1,
// a capacity and a waitlist). Parse, call the event library (event/entries.hpp), print.
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "entries.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "input_file.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;
namespace ev = jk::event;

namespace {

std::string entry_who(const ev::Entry& e) {
  if (e.player_id) return format(tr("{name} (id {id})"), {{"name", e.name}, {"id", std::to_string(*e.player_id)}});
  return format(tr("{name} (W{id})"), {{"name", e.name}, {"id", std::to_string(e.id)}});
}

bool on_off(const std::string& value, const char* option) {
  if (value == "on") return true;
  if (value == "off") return false;
  throw InputError(Message{N_("{option} takes on or off"), {{"option", option}}});
}

ordered_json entry_json(const ev::Entry& e) {
  ordered_json j = {{"entry", e.id}, {"name", e.name}, {"reading", e.reading}, {"id", e.external_id},
                    {"status", std::string(ev::entry_status_name(e.status))}, {"player", nullptr}, {"created_at", e.created_at}};
  if (e.player_id) j["player"] = *e.player_id;
  if (e.waitlist_position) j["waitlist_position"] = e.waitlist_position;
  return j;
}

void print_state(Context& ctx, const ev::RegistrationState& s) {
  const auto& r = s.settings;
  std::cout << (r.open ? tr("registration: open") : tr("registration: closed")) << "\n";
  std::cout << (r.capacity ? format(tr("capacity: {n} players ({in} in, {free} places free)"),
                                    {{"n", std::to_string(r.capacity)}, {"in", std::to_string(s.entrants)}, {"free", std::to_string(s.free_places())}})
                           : format(tr("capacity: no limit ({in} in)"), {{"in", std::to_string(s.entrants)}}))
            << "\n";
  std::cout << (r.waitlist ? format(tr("waitlist: on ({n} waiting)"), {{"n", std::to_string(s.waitlist.size())}}) : tr("waitlist: off")) << "\n";
  std::cout << (r.deadline.empty() ? tr("deadline: none") : format(tr("deadline: {time} (venue time)"), {{"time", r.deadline}})) << "\n";
  (void)ctx;
}

int event_registration(Context& ctx, const std::string& path, const ev::RegistrationChange& change, bool json) {
  const bool changes = change.open || change.waitlist || change.capacity || change.deadline;
  Database db = open_for(path, changes ? OpenMode::write : OpenMode::read);
  if (changes) {
    ev::RegistrationSet set = ev::set_registration(db, change, {ctx.actor});
    for (const auto& e : set.moved_up) std::cout << format(tr("moved up from the waitlist: {player}"), {{"player", entry_who(e)}}) << "\n";
  }
  ev::RegistrationState s = ev::registration_state(db);
  if (json) {
    ordered_json j = {{"open", s.settings.open}, {"capacity", s.settings.capacity}, {"waitlist", s.settings.waitlist},
                      {"deadline", s.settings.deadline}, {"entrants", s.entrants}, {"waiting", s.waitlist.size()}};
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  print_state(ctx, s);
  return ok;
}

int player_import(Context& ctx, const std::string& path, const std::string& csv, const std::string& encoding) {
  const std::string text = read_file(csv, parse_encoding(encoding));
  Database db = open_for(path, OpenMode::write);
  ev::ImportedEntries in = ev::import_entries(db, text, csv, {ctx.actor});
  std::cout << format(tr("imported {n} entries from {file}: {in} in, {waiting} on the waitlist"),
                      {{"n", std::to_string(in.entered.size() + in.waitlisted.size())}, {"file", csv},
                       {"in", std::to_string(in.entered.size())}, {"waiting", std::to_string(in.waitlisted.size())}})
            << "\n";
  return ok;
}

int player_withdraw(Context& ctx, const std::string& path, const std::string& who) {
  Database db = open_for(path, OpenMode::write);
  ev::Withdrawn w = ev::withdraw(db, who, {ctx.actor});
  std::cout << format(tr("withdrawn: {player}"), {{"player", entry_who(w.entry)}}) << "\n";
  if (w.moved_up) std::cout << format(tr("moved up from the waitlist: {player}"), {{"player", entry_who(*w.moved_up)}}) << "\n";
  return ok;
}

int player_waitlist(Context& ctx, const std::string& path, bool json) {
  Database db = open_for(path, OpenMode::read);
  ev::RegistrationState s = ev::registration_state(db);
  if (json) {
    ordered_json j = ordered_json::array();
    for (const auto& e : s.waitlist) j.push_back(entry_json(e));
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  if (s.waitlist.empty()) {
    std::cout << tr("nobody is on the waitlist") << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> rows = {{"#", tr("entry"), trc("player", "name"), tr("reading"), tr("membership id")}};
  for (const auto& e : s.waitlist)
    rows.push_back({std::to_string(e.waitlist_position), "W" + std::to_string(e.id), e.name, e.reading, e.external_id});
  std::cout << render_table(rows, {'r', 'l', 'l', 'l', 'l'});
  (void)ctx;
  return ok;
}

}  // namespace

void add_event_registration(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("registration", tr("show or set registration from phones: --open/--close, --capacity N, --waitlist on|off, --deadline TIME"));
  auto path = std::make_shared<std::string>(), waitlist = std::make_shared<std::string>(), deadline = std::make_shared<std::string>();
  auto open = std::make_shared<bool>(false), close = std::make_shared<bool>(false), no_deadline = std::make_shared<bool>(false);
  auto json = std::make_shared<bool>(false);
  auto capacity = std::make_shared<int>(0);
  add_event_option(cmd, *path);
  cmd->add_flag("--open", *open, tr("take sign-ups on the registration page"));
  cmd->add_flag("--close", *close, tr("take no more sign-ups"));
  auto* cap = cmd->add_option("--capacity", *capacity, tr("how many players the event takes (0: no limit)"));
  cmd->add_option("--waitlist", *waitlist, tr("on: sign-ups beyond the capacity wait on a list; off: they are refused"));
  cmd->add_option("--deadline", *deadline, tr("no sign-ups from this time on: YYYY-MM-DD HH:MM (venue time)"));
  cmd->add_flag("--no-deadline", *no_deadline, tr("remove the deadline"));
  cmd->add_flag("--json", *json, tr("JSON output"));
  cmd->callback([&ctx, path, waitlist, deadline, open, close, no_deadline, json, capacity, cap] {
    run_command(ctx, [&] {
      if (*open && *close) throw InputError(Message{N_("give --open or --close, not both"), {}});
      ev::RegistrationChange c;
      if (*open || *close) c.open = *open;
      if (cap->count()) c.capacity = *capacity;
      if (!waitlist->empty()) c.waitlist = on_off(*waitlist, "--waitlist");
      if (!deadline->empty()) c.deadline = *deadline;
      if (*no_deadline) c.deadline = "";
      return event_registration(ctx, *path, c, *json);
    });
  });
}

void add_player_entry_commands(CLI::App* player, Context& ctx) {
  {
    auto* cmd = player->add_subcommand("import", tr("import a pre-registration CSV (id,name,reading) in its order: beyond the capacity, the waitlist"));
    auto path = std::make_shared<std::string>(), csv = std::make_shared<std::string>(), encoding = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("FILE", *csv, tr("the CSV file"))->required();
    cmd->add_option("--encoding", *encoding, format(tr("read the CSV as {encodings} (default: detect)"), {{"encodings", kEncodingNames}}));
    cmd->callback([&ctx, path, csv, encoding] { run_command(ctx, [&] { return player_import(ctx, *path, *csv, *encoding); }); });
  }
  {
    auto* cmd = player->add_subcommand("withdraw", tr("withdraw an entry before round 1; the first on the waitlist moves up"));
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who, tr("id, name, membership id, or W<n> for a waitlisted entry"))->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_withdraw(ctx, *path, *who); }); });
  }
  {
    auto* cmd = player->add_subcommand("waitlist", tr("the waitlist, in order"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return player_waitlist(ctx, *path, *json); }); });
  }
}

}  // namespace jk::cli
