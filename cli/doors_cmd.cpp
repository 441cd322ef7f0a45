// judgekit player checkin|no-shows|seat|bye, event tables, pairing avoid (issue 26: doors open to
// round 1). Parse, call the event library (event/doors.hpp), print. No SQL and no domain rule here.
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "doors.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;
namespace ev = jk::event;

namespace {

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out(1);
  for (char c : text) {
    if (c == ',') out.emplace_back();
    else out.back().push_back(c);
  }
  return out;
}

std::string who(const pairing::Player& p) { return format(tr("{name} (id {id})"), {{"name", p.name}, {"id", std::to_string(p.id)}}); }

// "2" or "1-3": the first and last round.
std::pair<int, int> parse_rounds(const std::string& text) {
  auto dash = text.find('-');
  try {
    if (dash == std::string::npos) {
      int r = parse_int(text, "--rounds");
      return {r, r};
    }
    return {parse_int(text.substr(0, dash), "--rounds"), parse_int(text.substr(dash + 1), "--rounds")};
  } catch (const InputError&) {
    throw InputError(Message{N_("--rounds must be a round or a range such as 1-2"), {}});
  }
}

int player_checkin(Context& ctx, const std::string& path, const std::vector<std::string>& players, bool undo) {
  Database db = open_for(path, OpenMode::write);
  for (const auto& e : ev::check_in(db, players, undo, {ctx.actor})) {
    FormatArgs args = {{"player", who(e.player)}, {"round", std::to_string(e.joins_round)}};
    switch (e.outcome) {
      case ev::CheckinOutcome::checked_in: std::cout << format(tr("checked in: {player}"), args) << "\n"; break;
      case ev::CheckinOutcome::already: std::cout << format(tr("already checked in: {player}"), args) << "\n"; break;
      case ev::CheckinOutcome::taken_back: std::cout << format(tr("check-in taken back: {player}"), args) << "\n"; break;
      case ev::CheckinOutcome::back:
        std::cout << format(tr("checked in: {player}, back in the event (the no-show drop is taken back)"), args) << "\n";
        break;
      case ev::CheckinOutcome::joins_late:
        std::cout << format(tr("checked in: {player}, left out of round 1, joins in round {round}"), args) << "\n";
        break;
    }
  }
  return ok;
}

int player_checkin_list(Context& ctx, const std::string& path, bool json) {
  Database db = open_for(path, OpenMode::read);
  ev::CheckinListing l = ev::checkin_listing(db);
  if (json) {
    ordered_json j = {{"required", l.required}, {"checked_in", ordered_json::array()}, {"not_checked_in", ordered_json::array()}};
    for (const auto& p : l.checked_in) j["checked_in"].push_back({{"id", p.id}, {"name", p.name}, {"at", *p.checked_in_at}});
    for (const auto& p : l.not_checked_in) j["not_checked_in"].push_back({{"id", p.id}, {"name", p.name}});
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::cout << format(tr("{event}: {in} of {n} players checked in"),
                      {{"event", bold(ctx, l.event_name)}, {"in", std::to_string(l.checked_in.size())},
                       {"n", std::to_string(l.checked_in.size() + l.not_checked_in.size())}})
            << "\n";
  if (l.required && l.last_round == 0) std::cout << tr("round 1 pairs only the players who checked in") << "\n";
  std::vector<std::vector<std::string>> rows = {{trc("heading", "id"), trc("player", "name"), tr("checked in")}};
  for (const auto& p : l.not_checked_in) rows.push_back({std::to_string(p.id), p.name, tr("no")});
  for (const auto& p : l.checked_in) rows.push_back({std::to_string(p.id), p.name, p.checked_in_at->substr(11, 5) + " UTC"});
  std::cout << render_table(rows, {'r', 'l', 'l'});
  return ok;
}

int player_checkin_required(Context& ctx, const std::string& path, const std::string& value) {
  if (value != "on" && value != "off") throw InputError(Message{N_("--required takes on or off"), {}});
  Database db = open_for(path, OpenMode::write);
  ev::set_checkin_required(db, value == "on", {ctx.actor});
  std::cout << (value == "on" ? tr("round 1 pairs only the players who checked in; the others are dropped before it and named")
                              : tr("round 1 pairs every player, checked in or not"))
            << "\n";
  return ok;
}

int player_no_shows(Context& ctx, const std::string& path, bool drop, bool json) {
  Database db = open_for(path, drop ? OpenMode::write : OpenMode::read);
  ev::NoShows n = ev::no_shows(db, drop, {ctx.actor});
  if (json) {
    ordered_json j = {{"dropped", n.dropped}, {"players", ordered_json::array()}};
    for (const auto& p : n.players) j["players"].push_back({{"id", p.id}, {"name", p.name}});
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  if (n.players.empty()) {
    std::cout << tr("every player has checked in") << "\n";
    return ok;
  }
  std::cout << format(n.dropped ? tr("dropped {n} players who did not check in:") : tr("{n} players have not checked in:"),
                      {{"n", std::to_string(n.players.size())}})
            << "\n";
  for (const auto& p : n.players) std::cout << "  " << who(p) << "\n";
  return ok;
}

int player_seat(Context& ctx, const std::string& path, const std::string& player, std::optional<int> table) {
  Database db = open_for(path, OpenMode::write);
  pairing::Player p = ev::seat_player(db, player, table, {ctx.actor});
  std::cout << (table ? format(tr("{player} sits at table {table} in every round"), {{"player", who(p)}, {"table", std::to_string(*table)}})
                      : format(tr("{player} is seated as everyone else again"), {{"player", who(p)}}))
            << "\n";
  return ok;
}

int player_bye(Context& ctx, const std::string& path, const std::string& player, const std::string& rounds, bool clear) {
  Database db = open_for(path, OpenMode::write);
  if (clear) {
    ev::ByesAwarded b = ev::clear_awarded_byes(db, player, {ctx.actor});
    std::cout << format(tr("took back {n} awarded byes of {player}"), {{"n", std::to_string(b.rounds.size())}, {"player", who(b.player)}}) << "\n";
    return ok;
  }
  if (rounds.empty()) throw InputError(Message{N_("give --rounds (such as 1-2), or --clear"), {}});
  auto [first, last] = parse_rounds(rounds);
  ev::ByesAwarded b = ev::award_byes(db, player, first, last, {ctx.actor});
  std::string list;
  for (int r : b.rounds) list += (list.empty() ? "" : ", ") + std::to_string(r);
  if (b.rounds.empty()) std::cout << format(tr("{player} already has the byes of rounds {rounds}"), {{"player", who(b.player)}, {"rounds", rounds}}) << "\n";
  else std::cout << format(tr("{player} has an awarded bye in round {rounds}"), {{"player", who(b.player)}, {"rounds", list}}) << "\n";
  return ok;
}

int event_tables(Context& ctx, const std::string& path, std::optional<int> from, const std::string& skip) {
  if (!from && skip.empty()) {
    Database db = open_for(path, OpenMode::read);
    TableNumbering t = ev::table_numbering(db);
    std::string s;
    for (int n : t.skip) s += (s.empty() ? "" : ",") + std::to_string(n);
    std::cout << format(s.empty() ? tr("tables are numbered from {from}") : tr("tables are numbered from {from}, leaving out {skip}"),
                        {{"from", std::to_string(t.first)}, {"skip", s}})
              << "\n";
    return ok;
  }
  TableNumbering t;
  t.first = from.value_or(1);
  for (const auto& part : split_commas(skip))
    if (!trim(part).empty()) t.skip.push_back(parse_int(trim(part), "--skip"));
  Database db = open_for(path, OpenMode::write);
  t = ev::set_table_numbering(db, t, {ctx.actor});
  std::string s;
  for (int n : t.skip) s += (s.empty() ? "" : ",") + std::to_string(n);
  std::cout << format(s.empty() ? tr("tables are numbered from {from}") : tr("tables are numbered from {from}, leaving out {skip}"),
                      {{"from", std::to_string(t.first)}, {"skip", s}})
            << "\n";
  return ok;
}

int pairing_avoid(Context& ctx, const std::string& path, const std::vector<std::string>& players, const std::string& rounds, bool remove) {
  if (players.empty()) {
    Database db = open_for(path, OpenMode::read);
    ev::DoorsView v = ev::doors_view(db);
    if (v.avoids.empty()) std::cout << tr("no pairing restrictions") << "\n";
    for (const auto& a : v.avoids)
      std::cout << (a.last_round ? format(tr("{a} and {b} are kept apart in rounds 1-{last}"), {{"a", who(a.a)}, {"b", who(a.b)}, {"last", std::to_string(*a.last_round)}})
                                 : format(tr("{a} and {b} are kept apart in every round"), {{"a", who(a.a)}, {"b", who(a.b)}}))
                << "\n";
    return ok;
  }
  if (players.size() != 2) throw InputError(Message{N_("name two players: pairing avoid P Q"), {}});
  Database db = open_for(path, OpenMode::write);
  if (remove) {
    ev::AvoidFact a = ev::remove_avoid(db, players[0], players[1], {ctx.actor});
    std::cout << format(tr("{a} and {b} may meet again"), {{"a", who(a.a)}, {"b", who(a.b)}}) << "\n";
    return ok;
  }
  std::optional<int> last;
  if (!rounds.empty()) {
    auto [first, l] = parse_rounds(rounds);
    if (first != 1) throw InputError(Message{N_("--rounds keeps players apart from round 1: give 1-N"), {}});
    last = l;
  }
  ev::AvoidFact a = ev::add_avoid(db, players[0], players[1], last, {ctx.actor});
  std::cout << (a.last_round ? format(tr("{a} and {b} are kept apart in rounds 1-{last}"), {{"a", who(a.a)}, {"b", who(a.b)}, {"last", std::to_string(*a.last_round)}})
                             : format(tr("{a} and {b} are kept apart in every round"), {{"a", who(a.a)}, {"b", who(a.b)}}))
            << "\n";
  return ok;
}

}  // namespace

void add_player_door_commands(CLI::App* player, Context& ctx) {
  {
    auto* cmd = player->add_subcommand("checkin", tr("check players in at the venue; --list who has; --required on|off for round 1"));
    auto path = std::make_shared<std::string>(), required = std::make_shared<std::string>();
    auto players = std::make_shared<std::vector<std::string>>();
    auto list = std::make_shared<bool>(false), json = std::make_shared<bool>(false), undo = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *players, tr("ids, names or membership ids"));
    cmd->add_flag("--list", *list, tr("who has checked in and who has not"));
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->add_flag("--undo", *undo, tr("take the check-ins back (before round 1)"));
    cmd->add_option("--required", *required, tr("on: round 1 pairs only players who checked in; off: everyone"));
    cmd->callback([&ctx, path, players, list, json, undo, required] {
      run_command(ctx, [&] {
        if (!required->empty()) return player_checkin_required(ctx, *path, *required);
        return *list ? player_checkin_list(ctx, *path, *json) : player_checkin(ctx, *path, *players, *undo);
      });
    });
  }
  {
    auto* cmd = player->add_subcommand("no-shows", tr("the players who have not checked in; --drop drops them before round 1"));
    auto path = std::make_shared<std::string>();
    auto drop = std::make_shared<bool>(false), json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--drop", *drop, tr("drop them all, in one step"));
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->callback([&ctx, path, drop, json] { run_command(ctx, [&] { return player_no_shows(ctx, *path, *drop, *json); }); });
  }
  {
    auto* cmd = player->add_subcommand("seat", tr("keep a player at one table every round (a wheelchair user, a feature table)"));
    auto path = std::make_shared<std::string>(), who_arg = std::make_shared<std::string>();
    auto table = std::make_shared<int>(0);
    auto clear = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who_arg, tr("id or name"))->required();
    auto* t = cmd->add_option("--table", *table, tr("the table number"));
    cmd->add_flag("--clear", *clear, tr("seat the player as everyone else"));
    cmd->callback([&ctx, path, who_arg, table, clear, t] {
      run_command(ctx, [&] {
        if (!*clear && !t->count()) throw InputError(Message{N_("give --table N, or --clear"), {}});
        return player_seat(ctx, *path, *who_arg, *clear ? std::nullopt : std::optional<int>(*table));
      });
    });
  }
  {
    auto* cmd = player->add_subcommand("bye", tr("award byes before rounds are paired (invitations, ranking byes)"));
    auto path = std::make_shared<std::string>(), who_arg = std::make_shared<std::string>(), rounds = std::make_shared<std::string>();
    auto clear = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who_arg, tr("id or name"))->required();
    cmd->add_option("--rounds", *rounds, tr("a round or a range, such as 1-2"));
    cmd->add_flag("--clear", *clear, tr("take back the awarded byes of rounds not yet paired"));
    cmd->callback([&ctx, path, who_arg, rounds, clear] { run_command(ctx, [&] { return player_bye(ctx, *path, *who_arg, *rounds, *clear); }); });
  }
}

void add_event_tables(CLI::App* event, Context& ctx) {
  auto* cmd = event->add_subcommand("tables", tr("show or set how tables are numbered: --from N --skip N,..."));
  auto path = std::make_shared<std::string>(), skip = std::make_shared<std::string>();
  auto from = std::make_shared<int>(1);
  add_event_option(cmd, *path);
  auto* f = cmd->add_option("--from", *from, tr("the first table's number"));
  cmd->add_option("--skip", *skip, tr("numbers left out, such as 5,6"));
  cmd->callback([&ctx, path, skip, from, f] {
    run_command(ctx, [&] { return event_tables(ctx, *path, f->count() ? std::optional<int>(*from) : std::nullopt, *skip); });
  });
}

void add_pairing_avoid(CLI::App* pairing, Context& ctx) {
  auto* cmd = pairing->add_subcommand("avoid", tr("keep two players apart (siblings, one shop) in the first rounds or always; none: the list"));
  auto path = std::make_shared<std::string>(), rounds = std::make_shared<std::string>();
  auto players = std::make_shared<std::vector<std::string>>();
  auto remove = std::make_shared<bool>(false);
  add_event_option(cmd, *path);
  cmd->add_option("PLAYERS", *players, tr("P Q"));
  cmd->add_option("--rounds", *rounds, tr("rounds 1-N only (default: every round)"));
  cmd->add_flag("--remove", *remove, tr("lift the restriction"));
  cmd->callback([&ctx, path, players, rounds, remove] { run_command(ctx, [&] { return pairing_avoid(ctx, *path, *players, *rounds, *remove); }); });
}

}  // namespace jk::cli
