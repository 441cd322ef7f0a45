// judgekit event create|export|import|plan|upgrade, player add|drop|late-add|list, round
// pair|show|unpair, pairing swap, result, standings, cut, simulate: parse, call the event library
// (event/), print. No SQL and no domain rule here.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

#include "access.hpp"
#include "commands.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "judge_output.hpp"
#include "json_views.hpp"
#include "lifecycle.hpp"
#include "pack.hpp"
#include "registration.hpp"
#include "reports.hpp"
#include "result_entry.hpp"
#include "round_ops.hpp"
#include "simulate.hpp"
#include "standings_view.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;
namespace jp = jk::pairing;
namespace ev = jk::event;

namespace {

std::string fixed(double v, int places) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", places, v);
  return buf;
}

double round4(double v) { return std::round(v * 10000.0) / 10000.0; }

// Shown with 2 decimals from the 4 kept, halves up: .6250 -> 0.63.
std::string two_places(double v) { return fixed(std::floor(round4(v) * 100.0 + 0.5 + 1e-9) / 100.0, 2); }

int parse_int(const std::string& text, const std::string& what) {
  std::string t = trim(text);
  if (t.empty() || t.size() > 9 || !std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw InputError(what + " '" + text + "' is not a number");
  return std::stoi(t);
}

Database open_for(const std::string& event_path, OpenMode mode) { return open_event(required_event_path(event_path), mode); }

// ---------------------------------------------------------------- event create / plan / export / import / upgrade

int event_create(Context& ctx, const ev::CreateRequest& a) {
  EventHeader h = ev::create_event(a, {ctx.actor});
  std::cout << "created " << a.file << ": " << h.name << " (" << h.game << (h.format.empty() ? "" : ", " + h.format) << ", " << h.date << ")";
  if (h.rounds) std::cout << ", " << *h.rounds << " rounds";
  if (h.top_cut) std::cout << ", top " << h.top_cut;
  std::cout << ", seed " << h.seed << "\n";
  return ok;
}

int event_plan(Context& ctx, int players, int top_cut, bool json) {
  ev::RoundPlan p = ev::plan_rounds(players, top_cut);
  auto record = [&](int losses) { return std::to_string(p.rounds - losses) + "-" + std::to_string(losses); };
  if (json) {
    std::cout << ev::to_json(p).dump(2) << "\n";
    return ok;
  }
  std::cout << bold(ctx, std::to_string(players) + " players: " + std::to_string(p.rounds) + " Swiss rounds") << (top_cut ? ", then a top " + std::to_string(top_cut) : "")
            << "\n";
  std::cout << "(judgekit's rule: the fewest rounds after which at most one player is expected to be undefeated, ceil(log2 " << players
            << ") = " << p.rounds << "; the rulebooks set no number)\n";
  std::vector<std::vector<std::string>> rows = {{"record", "expected players"}};
  for (int l = 0; l <= p.rounds && l <= 4; ++l) rows.push_back({record(l), fixed(p.expected_by_losses[static_cast<std::size_t>(l)], 1)});
  std::cout << render_table(rows, {'l', 'r'});
  if (p.cut_losses) std::cout << "the top " << top_cut << " is expected to reach down to " << record(*p.cut_losses) << " records\n";
  return ok;
}

int event_export(const std::string& event_path) {
  std::cout << ev::export_event(required_event_path(event_path)).dump(2) << "\n";
  return ok;
}

int event_import(Context& ctx, const std::string& file, const std::string& state_path) {
  ev::Imported im = ev::import_event(file, read_file(state_path), state_path, {ctx.actor});
  std::cout << "imported " << state_path << " into " << file << ": " << im.name << ", " << im.players << " players, " << im.rounds << " rounds\n";
  return ok;
}

int event_upgrade(const std::string& file) {
  int was = ev::upgrade_event(file);
  if (was == latest_schema_version()) std::cout << file << " is already at schema version " << was << "\n";
  else std::cout << "upgraded " << file << " from schema version " << was << " to " << latest_schema_version() << "\n";
  return ok;
}

// ---------------------------------------------------------------- players

int player_add(Context& ctx, const std::string& event_path, const std::vector<std::string>& names, const std::string& csv, bool late,
               const std::string& encoding = "") {
  Database db = open_for(event_path, OpenMode::write);
  ev::AddPlayersRequest req{names, csv.empty() ? "" : read_file(csv, parse_encoding(encoding)), csv, late};
  ev::AddedPlayers added = ev::add_players(db, req, {ctx.actor});
  for (const auto& n : added.notes) std::cerr << n << "\n";
  if (late) {
    std::cout << "added " << added.first_name << " (id " << added.ids.front() << ")";
    if (added.joins_round > 1)
      std::cout << ", joining in round " << added.joins_round
                << (added.missed_losses ? " with a loss for each round missed (" + std::to_string(added.missed_losses) + ")" : "");
    std::cout << "\n";
  } else if (added.ids.size() == 1) {
    std::cout << "added " << added.first_name << " (id " << added.ids.front() << ")\n";
  } else {
    std::cout << "added " << added.ids.size() << " players (ids " << added.ids.front() << "-" << added.ids.back() << ")\n";
  }
  return ok;
}

int player_drop(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  ev::Dropped d = ev::drop_player(db, who, {ctx.actor});
  std::cout << "dropped " << d.player.name << " (id " << d.player.id << ")"
            << (d.after_round ? " after round " + std::to_string(d.after_round) : " before round 1") << "; not paired from round " << d.after_round + 1
            << "\n";
  return ok;
}

int player_undrop(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  jp::Player p = ev::undrop_player(db, who, {ctx.actor});
  std::cout << p.name << " (id " << p.id << ") is back in the event; paired again from the next round\n";
  return ok;
}

struct RenameArgs {
  std::string event, who, name, reading, id;
  bool name_given = false, reading_given = false, id_given = false;
};

int player_rename(Context& ctx, const RenameArgs& a) {
  Database db = open_for(a.event, OpenMode::write);
  jp::PlayerEdit edit;
  if (a.name_given) edit.name = trim(a.name);
  if (a.reading_given) edit.reading = trim(a.reading);
  if (a.id_given) edit.external_id = trim(a.id);
  ev::Renamed r = ev::rename_player(db, a.who, edit, {ctx.actor});
  for (const auto& n : r.notes) std::cerr << n << "\n";
  auto show = [](const jp::Player& p) {
    return p.name + (p.reading.empty() ? "" : " (" + p.reading + ")") + (p.external_id.empty() ? "" : " [" + p.external_id + "]");
  };
  std::cout << "player " << r.after.id << ": " << show(r.before) << " -> " << show(r.after) << "\n";
  return ok;
}

int player_remove(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  jp::Player p = ev::remove_player(db, who, {ctx.actor});
  std::cout << "removed " << p.name << " (id " << p.id << ") from the event\n";
  return ok;
}

int player_list(Context& ctx, const std::string& event_path, bool json, bool codes) {
  Database db = open_for(event_path, OpenMode::read);
  ev::PlayerListing l = ev::list_players(db);
  std::map<std::int64_t, std::string> code_of;
  if (codes)
    for (auto& [id, code] : ev::all_player_codes(db)) code_of[id] = code;
  if (json) {
    auto j = ev::to_json(l);
    if (codes)
      for (auto& p : j) p["code"] = code_of[p["id"].get<std::int64_t>()];
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> table = {{"id", "name", "reading", "points", "status"}};
  if (codes) table[0].push_back("code");
  for (const auto& p : l.players) {
    std::string status = p.dropped_after ? "dropped after round " + std::to_string(*p.dropped_after)
                         : p.joined_round > 1 ? "joined in round " + std::to_string(p.joined_round)
                                              : "";
    table.push_back({std::to_string(p.id), p.name, p.reading, std::to_string(l.points[p.id]), status});
    if (codes) table.back().push_back(code_of[p.id]);
  }
  std::cout << bold(ctx, l.event_name) << ": " << l.players.size() << " players\n" << render_table(table, {'r', 'l', 'l', 'r', 'l', 'l'});
  return ok;
}

// ---------------------------------------------------------------- rounds

std::string round_text(Context& ctx, const ev::RoundView& r, bool by_name) {
  std::string out = bold(ctx, "Round " + std::to_string(r.number)) + " (" + (r.stage == Stage::cut ? "top cut" : "swiss") + ", " +
                    (r.closed ? "closed" : "open") + ")\n";
  std::vector<std::vector<std::string>> rows;
  if (by_name) {
    // For the wall: every player in name (reading) order with table and opponent.
    struct Line { std::string key, name, table, opponent; };
    std::vector<Line> lines;
    for (const auto& t : r.tables)
      for (const auto& p : t.players) {
        std::string opp;
        for (const auto& o : t.players)
          if (o.id != p.id) opp += (opp.empty() ? "" : ", ") + o.label;
        lines.push_back({fold_text(p.reading.empty() ? p.name : p.reading), p.label, t.bye ? "bye" : std::to_string(*t.table), t.bye ? "" : opp});
      }
    std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.key < b.key; });
    rows.push_back({"name", "table", "opponent"});
    for (const auto& l : lines) rows.push_back({l.name, l.table, l.opponent});
    return out + render_table(rows, {'l', 'r', 'l'});
  }
  if (r.pods) {
    rows.push_back({"table", "players (points)", "result"});
    for (const auto& t : r.tables) {
      std::string who;
      for (const auto& p : t.players) {
        std::string won;
        for (const auto& a : p.awards) won += (won.empty() ? "" : "・") + judge::award_name(a);
        who += (who.empty() ? "" : ", ") + p.label + " (" + std::to_string(p.points) + ")" + (won.empty() ? "" : " 【" + won + "】");
      }
      rows.push_back({t.bye ? "bye" : std::to_string(*t.table), who, t.result.value_or("")});
    }
    return out + render_table(rows, {'r', 'l', 'l'}, true, 80);
  }
  rows.push_back({"table", "player", "points", "opponent", "points", "result"});
  for (const auto& t : r.tables) {
    const auto& a = t.players.at(0);
    if (t.bye) {
      rows.push_back({"bye", a.label, std::to_string(a.points), "", "", "bye"});
      continue;
    }
    const auto& b = t.players.at(1);
    rows.push_back({std::to_string(*t.table), a.label, std::to_string(a.points), b.label, std::to_string(b.points), t.result.value_or("")});
  }
  return out + render_table(rows, {'r', 'l', 'r', 'l', 'r', 'l'});
}

int round_pair(Context& ctx, const std::string& event_path, bool json) {
  Database db = open_for(event_path, OpenMode::write);
  ev::PairedRoundView p = ev::pair_round(db, {ctx.actor});
  for (const auto& n : p.paired.notes) std::cerr << n << "\n";
  if (json) {
    ordered_json j = ev::to_json(p.round);
    j["rematches"] = p.paired.stats.rematches;
    j["pair_downs"] = p.paired.stats.pair_downs;
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::cout << round_text(ctx, p.round, false);
  return ok;
}

int round_show(Context& ctx, const std::string& event_path, const std::string& round_arg, bool by_name, bool json) {
  Database db = open_for(event_path, OpenMode::read);
  ev::RoundView r = ev::show_round(db, round_arg.empty() ? std::nullopt : std::optional<int>(parse_int(round_arg, "round")));
  if (json) std::cout << ev::to_json(r).dump(2) << "\n";
  else std::cout << round_text(ctx, r, by_name);
  return ok;
}

// Each table's code (as on its slip), for a judge who must reprint or read one out.
int round_codes(Context& ctx, const std::string& event_path, bool json) {
  Database db = open_for(event_path, OpenMode::read);
  ev::RoundView r = ev::show_round(db);
  nlohmann::ordered_json j = nlohmann::ordered_json::array();
  std::vector<std::vector<std::string>> rows = {{"table", "code"}};
  for (const auto& t : r.tables) {
    if (!t.table) continue;
    std::string code = ev::table_code(db, r.number, *t.table);
    j.push_back({{"table", *t.table}, {"code", code}});
    rows.push_back({std::to_string(*t.table), code});
  }
  if (json) std::cout << j.dump(2) << "\n";
  else std::cout << bold(ctx, "Round " + std::to_string(r.number)) << "\n" << render_table(rows, {'r', 'l'});
  return ok;
}

int round_unpair(Context& ctx, const std::string& event_path) {
  Database db = open_for(event_path, OpenMode::write);
  int r = ev::unpair_round(db, {ctx.actor});
  std::cout << "round " << r << " unpaired" << (r > 1 ? "; round " + std::to_string(r - 1) + " is open again" : "") << "\n";
  return ok;
}

int pairing_swap(Context& ctx, const std::string& event_path, const std::vector<std::string>& tables, const std::vector<std::string>& players) {
  Database db = open_for(event_path, OpenMode::write);
  ev::SwapRequest req;
  for (const auto& t : tables) req.tables.push_back(parse_int(t, "table"));
  req.players = players;
  ev::Swapped s = ev::swap_pairings(db, req, {ctx.actor});
  for (const auto& w : s.warnings) std::cerr << yellow(ctx, w) << "\n";
  std::cout << round_text(ctx, s.round, false);
  return ok;
}

// ---------------------------------------------------------------- results

// Everything `result` accepts, gathered by CLI11.
struct ResultArgs {
  std::string event, table, csv, roeup, encoding;
  ev::ResultRequest req;
};

int result_command(Context& ctx, ResultArgs& a) {
  const ev::ResultRequest& r = a.req;
  if (!a.csv.empty()) {
    if (!a.table.empty() || !r.score.empty() || !r.winner.empty() || r.draw || r.double_loss || !r.placement.empty())
      throw InputError("--csv takes no table or result; the file has the columns round,table,result");
    Database db = open_for(a.event, OpenMode::write);
    ev::BatchOutcome b = ev::enter_results_csv(db, read_file(a.csv, parse_encoding(a.encoding)), a.csv, r.correct, {ctx.actor});
    std::cout << "recorded " << b.written << " result" << (b.written == 1 ? "" : "s") << " from " << a.csv;
    if (b.unchanged) std::cout << " (" << b.unchanged << " already recorded)";
    std::cout << "\n";
    return ok;
  }
  if (a.table.empty()) throw InputError("give the table: judgekit result --event E TABLE 2-1 (or --csv FILE)");
  a.req.table = parse_int(a.table, "table");
  if (!a.roeup.empty()) {
    a.req.roeup_file = a.roeup;
    a.req.roeup_text = read_file(a.roeup, parse_encoding(a.encoding));
  }
  Database db = open_for(a.event, OpenMode::write);
  ev::ResultOutcome out = ev::enter_result(db, a.req, {ctx.actor});
  using S = ev::ResultOutcome::Status;
  if (out.status == S::needs_janken) {
    print_verdict(ctx, load_game(games_dir(), out.game), *out.verdict, false);
    std::cout << "nothing recorded: run again with --janken A or --janken B (A = " << out.first_player << ")\n";
    return needs_person;
  }
  for (const auto& n : out.notes) std::cerr << yellow(ctx, "note: " + n) << "\n";
  if (out.status == S::unchanged) std::cout << out.description << " (already recorded; nothing changed)\n";
  else std::cout << out.description << (out.status == S::corrected ? " (corrected; was " + out.previous + ")" : "") << "\n";
  if (out.verdict) {
    std::vector<std::vector<std::string>> rows;
    for (const auto& st : out.verdict->steps) rows.push_back({"  " + st.rule, st.text, st.result});
    std::cout << render_table(rows, {'l', 'l', 'l'}, false, 70);
  }
  return ok;
}

// ---------------------------------------------------------------- standings, cut

std::string upper(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return s;
}

int standings_command(Context& ctx, const std::string& event_path, bool json, bool csv) {
  if (json && csv) throw InputError("give --json or --csv, not both");
  Database db = open_for(event_path, OpenMode::read);
  if (csv) {
    // One standings CSV for every command: the export's (docs/reports.md).
    std::cout << reports::export_csv(reports::load_event_report(db, required_event_path(event_path)), reports::ExportKind::standings, std::nullopt);
    return ok;
  }
  ev::StandingsView v = ev::standings(db);
  auto value_of = [](const jp::StandingRow& r, const std::string& id) {
    for (const auto& [k, x] : r.tiebreakers)
      if (k == id) return x;
    return 0.0;
  };
  if (json) {
    std::cout << ev::to_json(v).dump(2) << "\n";
    return ok;
  }
  // After a top cut: the final order (how far each player went, then Swiss order), as the PDF.
  auto finish_text = [](const std::string& finish) -> std::string {
    if (finish == "swiss") return "";
    if (finish.rfind("top", 0) == 0) return "top " + finish.substr(3);
    return finish;
  };
  std::vector<std::vector<std::string>> table;
  std::vector<std::string> header = {v.after_cut ? "place" : "rank", "name"};
  if (v.after_cut) header.insert(header.end(), {"top cut", "swiss"});
  header.insert(header.end(), {"points", "W-L-D"});
  for (const auto& id : v.columns) header.push_back(upper(id));
  table.push_back(header);
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const auto& r = v.rows[i];
    std::vector<std::string> line = {std::to_string(v.places[i]), v.labels[i] + (r.dropped ? " (dropped)" : "")};
    if (v.after_cut) line.insert(line.end(), {finish_text(v.finishes[i]), std::to_string(r.rank)});
    line.insert(line.end(), {std::to_string(r.points), std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws)});
    for (const auto& id : v.columns) line.push_back(two_places(value_of(r, id)));
    table.push_back(line);
  }
  std::vector<char> align = {'r', 'l'};
  if (v.after_cut) align.insert(align.end(), {'l', 'r'});
  align.insert(align.end(), {'r', 'l'});
  align.resize(header.size(), 'r');
  std::cout << bold(ctx, v.event_name) << ": " << (v.after_cut ? "standings after the top cut and " : "standings after ") << v.counted_rounds
            << (v.after_cut ? " Swiss round" : " round") << (v.counted_rounds == 1 ? "" : "s") << "\n"
            << render_table(table, align);
  return ok;
}

int cut_command(Context& ctx, const std::string& event_path, int size) {
  Database db = open_for(event_path, OpenMode::write);
  ev::PairedRoundView p = ev::start_cut(db, size, {ctx.actor});
  std::cout << bold(ctx, "Top " + std::to_string(p.paired.players)) << " (round " << p.paired.number << "), seeded by the standings\n";
  std::vector<std::vector<std::string>> table = {{"table", "seed", "player", "seed", "opponent"}};
  for (const auto& t : p.round.tables)
    table.push_back({std::to_string(*t.table), std::to_string(p.seeds[t.players[0].id]), t.players[0].label, std::to_string(p.seeds[t.players[1].id]),
                     t.players[1].label});
  std::cout << render_table(table, {'r', 'r', 'l', 'r', 'l'});
  return ok;
}

// ---------------------------------------------------------------- simulate

int simulate_command(Context& ctx, const std::string& game_id, int players, int rounds, const std::string& seed_text, double drops, bool dense, bool json) {
  Game game = load_game(games_dir(), game_id);
  if (players < 2 || players > 1000000) throw InputError("--players must be from 2 to 1000000");
  if (rounds < 1 || rounds > 100) throw InputError("--rounds must be from 1 to 100");
  if (drops < 0 || drops > 100) throw InputError("--drops is a percentage from 0 to 100");
  jp::SimulateOptions o;
  o.players = players;
  o.rounds = rounds;
  o.seed = seed_text.empty() ? 1 : static_cast<std::uint64_t>(parse_int(seed_text, "seed"));
  o.drop_rate = drops / 100.0;
  o.dense = dense;
  bool progress = isatty(2) && !json;
  auto rows = jp::simulate(game, o, [&](const jp::SimulatedRound& r) {
    if (progress) std::cerr << "\rround " << r.round << "/" << rounds << std::flush;
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
  std::vector<std::vector<std::string>> table = {{"round", "players", "ms", "rematches", "pair-downs", "byes", "core", "total weight"}};
  for (const auto& r : rows)
    table.push_back({std::to_string(r.round), std::to_string(r.players), fixed(r.pairing_ms, 1), std::to_string(r.rematches), std::to_string(r.pair_downs),
                     std::to_string(r.byes), std::to_string(r.stats.core_players), jp::weight_text(r.stats.total_weight)});
  std::cout << bold(ctx, "simulate " + game.id) << ": " << players << " players, " << rounds << " rounds, seed " << o.seed << (dense ? ", dense" : "") << "\n"
            << render_table(table, {'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'}, true, 60) << "pairing ms: median " << fixed(median, 1) << ", max " << fixed(max, 1)
            << "\n";
  return ok;
}

}  // namespace

// ---------------------------------------------------------------- wiring

void add_event_commands(CLI::App& app, Context& ctx) {
  // event
  auto* event = app.add_subcommand("event", "create, export, import or plan an event");
  event->require_subcommand(1);
  {
    auto* cmd = event->add_subcommand("create", "create an event file");
    auto a = std::make_shared<ev::CreateRequest>();
    cmd->add_option("FILE", a->file, "new event file (.jkevent)")->required();
    cmd->add_option("--game", a->game, "game pack id (see `judgekit games`)")->required();
    cmd->add_option("--name", a->name, "event name")->required();
    cmd->add_option("--date", a->date, "event date YYYY-MM-DD (decides the rules in force)")->required();
    cmd->add_option("--format", a->format, "format id of the game");
    cmd->add_option("--rounds", a->rounds, "planned Swiss rounds");
    cmd->add_option("--top-cut", a->top_cut, "top cut size (power of 2)");
    cmd->add_option("--seed", a->seed, "seed for round 1 and ties (default: random, stored)");
    cmd->add_option("--tiebreakers", a->tiebreakers, "tiebreaker chain, e.g. oppw:0.25,oopw,random (default: the pack's)");
    cmd->add_flag("--no-late-losses", a->no_late_losses, "late entries get no losses for missed rounds");
    cmd->add_flag("--results-need-judge", a->results_need_judge, "results reported from the tables wait for a judge even when both players agree");
    cmd->callback([&ctx, a] { run_command(ctx, [&] { return event_create(ctx, *a); }); });
  }
  {
    auto* cmd = event->add_subcommand("export", "print the whole event as JSON");
    auto path = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->callback([&ctx, path] { run_command(ctx, [&] { return event_export(*path); }); });
  }
  {
    auto* cmd = event->add_subcommand("import", "create an event file from exported JSON (validated, all or nothing)");
    auto file = std::make_shared<std::string>(), state = std::make_shared<std::string>();
    cmd->add_option("FILE", *file, "new event file")->required();
    cmd->add_option("STATE", *state, "JSON written by `judgekit event export`")->required();
    cmd->callback([&ctx, file, state] { run_command(ctx, [&] { return event_import(ctx, *file, *state); }); });
  }
  {
    auto* cmd = event->add_subcommand("upgrade", "bring an event file from an older judgekit to this one's schema");
    auto file = std::make_shared<std::string>();
    cmd->add_option("FILE", *file, "event file")->required();
    cmd->callback([&ctx, file] { run_command(ctx, [&] { return event_upgrade(*file); }); });
  }
  {
    auto* cmd = event->add_subcommand("plan", "recommended number of Swiss rounds");
    auto players = std::make_shared<int>(0), cut = std::make_shared<int>(0);
    auto json = std::make_shared<bool>(false);
    cmd->add_option("--players", *players, "number of players")->required();
    cmd->add_option("--top-cut", *cut, "top cut size");
    cmd->add_flag("--json", *json, "JSON output");
    cmd->callback([&ctx, players, cut, json] { run_command(ctx, [&] { return event_plan(ctx, *players, *cut, *json); }); });
  }

  // player
  auto* player = app.add_subcommand("player", "add, drop, late-add, list, and undo: undrop, rename, remove");
  player->require_subcommand(1);
  {
    auto* cmd = player->add_subcommand("add", "register players before round 1");
    auto path = std::make_shared<std::string>(), csv = std::make_shared<std::string>(), encoding = std::make_shared<std::string>();
    auto names = std::make_shared<std::vector<std::string>>();
    add_event_option(cmd, *path);
    cmd->add_option("NAME", *names, "player names");
    cmd->add_option("--csv", *csv, "CSV with the columns id,name,reading (id and reading optional)");
    cmd->add_option("--encoding", *encoding, std::string("read the CSV as ") + kEncodingNames + " (default: detect)");
    cmd->callback([&ctx, path, csv, names, encoding] { run_command(ctx, [&] { return player_add(ctx, *path, *names, *csv, false, *encoding); }); });
  }
  {
    auto* cmd = player->add_subcommand("late-add", "add a player after the event started");
    auto path = std::make_shared<std::string>(), name = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("NAME", *name, "player name")->required();
    cmd->callback([&ctx, path, name] { run_command(ctx, [&] { return player_add(ctx, *path, {*name}, "", true); }); });
  }
  {
    auto* cmd = player->add_subcommand("drop", "drop a player from the next round on");
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who, "id or name")->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_drop(ctx, *path, *who); }); });
  }
  {
    auto* cmd = player->add_subcommand("undrop", "take back a drop: the player is paired again from the next round");
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who, "id or name")->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_undrop(ctx, *path, *who); }); });
  }
  {
    auto* cmd = player->add_subcommand("rename", "correct a player's name, reading or membership id");
    auto a = std::make_shared<RenameArgs>();
    add_event_option(cmd, a->event);
    cmd->add_option("PLAYER", a->who, "id or name")->required();
    auto* name = cmd->add_option("--name", a->name, "the name as it should be");
    auto* reading = cmd->add_option("--reading", a->reading, "kana reading (\"\" clears it)");
    auto* id = cmd->add_option("--id", a->id, "membership id (\"\" clears it)");
    cmd->callback([&ctx, a, name, reading, id] {
      a->name_given = name->count() > 0;
      a->reading_given = reading->count() > 0;
      a->id_given = id->count() > 0;
      run_command(ctx, [&] { return player_rename(ctx, *a); });
    });
  }
  {
    auto* cmd = player->add_subcommand("remove", "remove a player registered by mistake (before round 1 only)");
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who, "id or name")->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_remove(ctx, *path, *who); }); });
  }
  {
    auto* cmd = player->add_subcommand("list", "list the players");
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false), codes = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, "JSON output");
    cmd->add_flag("--codes", *codes, "each player's personal code (for submitting a decklist from a phone)");
    cmd->callback([&ctx, path, json, codes] { run_command(ctx, [&] { return player_list(ctx, *path, *json, *codes); }); });
  }

  // round
  auto* round = app.add_subcommand("round", "pair, show or unpair rounds");
  round->require_subcommand(1);
  {
    auto* cmd = round->add_subcommand("pair", "pair the next round (refuses while results are missing)");
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, "JSON output");
    cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return round_pair(ctx, *path, *json); }); });
  }
  {
    auto* cmd = round->add_subcommand("show", "show a round's pairings (default: the last)");
    auto path = std::make_shared<std::string>(), number = std::make_shared<std::string>();
    auto by_name = std::make_shared<bool>(false), json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_option("ROUND", *number, "round number");
    cmd->add_flag("--by-name", *by_name, "every player in name order, for posting");
    cmd->add_flag("--json", *json, "JSON output");
    cmd->callback([&ctx, path, number, by_name, json] { run_command(ctx, [&] { return round_show(ctx, *path, *number, *by_name, *json); }); });
  }
  {
    auto* cmd = round->add_subcommand("codes", "each table's code for the phones (printed on its slip) in the last round");
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, "JSON output");
    cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return round_codes(ctx, *path, *json); }); });
  }
  {
    auto* cmd = round->add_subcommand("unpair", "remove the last round while it has no results");
    auto path = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->callback([&ctx, path] { run_command(ctx, [&] { return round_unpair(ctx, *path); }); });
  }

  // pairing swap
  auto* pairing = app.add_subcommand("pairing", "edit the last round's pairings by hand");
  pairing->require_subcommand(1);
  {
    auto* cmd = pairing->add_subcommand("swap", "swap the opponents of two tables, or two players' seats (warns on rematch)");
    auto path = std::make_shared<std::string>();
    auto tables = std::make_shared<std::vector<std::string>>(), players = std::make_shared<std::vector<std::string>>();
    add_event_option(cmd, *path);
    cmd->add_option("TABLES", *tables, "TABLE_A TABLE_B");
    cmd->add_option("--players", *players, "P Q: exchange these two players' seats")->expected(2);
    cmd->callback([&ctx, path, tables, players] { run_command(ctx, [&] { return pairing_swap(ctx, *path, *tables, *players); }); });
  }

  // result
  {
    auto* cmd = app.add_subcommand("result", "enter a match result");
    auto a = std::make_shared<ResultArgs>();
    auto& r = a->req;
    add_event_option(cmd, a->event);
    cmd->add_option("TABLE", a->table, "table number");
    cmd->add_option("SCORE", r.score, "games won-lost[-drawn] by the table's first player, e.g. 2-1");
    cmd->add_option("--winner", r.winner, "the winner (id or name)");
    cmd->add_flag("--draw", r.draw, "a drawn match");
    cmd->add_flag("--double-loss", r.double_loss, "both players lose");
    cmd->add_option("--placement", r.placement, "pods: finishing order \"A,B=C,D\" (= shares a place)");
    cmd->add_flag("--correct", r.correct, "replace a result, also in a closed round");
    cmd->add_flag("--keep-pairings", r.keep_pairings, "with --correct in a closed round: keep later rounds as paired on the old result");
    cmd->add_option("--round", r.round, "the round (default: the last)");
    cmd->add_option("--csv", a->csv, "many results: CSV with the columns round,table,result (all or nothing)");
    cmd->add_option("--encoding", a->encoding, std::string("read the CSV or figures as ") + kEncodingNames + " (default: detect)");
    cmd->add_flag("--time-limit", r.time_limit, "Economica: settle a game unfinished at the time limit by 2-5");
    cmd->add_option("--stock", r.stock, "with --time-limit: stock A:B (A = the table's first player)");
    cmd->add_option("--flow", r.flow, "with --time-limit: flow-zone assets A:B");
    cmd->add_option("--value", r.value, "with --time-limit: sum of flow-zone value levels A:B");
    cmd->add_option("--janken", r.janken, "with --time-limit: who won the janken of 2-5-4 (A or B)");
    cmd->add_option("--roeup", a->roeup, "ROE UP!: the table's end-of-game figures (CSV or JSON); awards decide the places");
    cmd->callback([&ctx, a] { run_command(ctx, [&] { return result_command(ctx, *a); }); });
  }

  // standings
  {
    auto* cmd = app.add_subcommand("standings", "standings with the pack's tiebreakers");
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false), csv = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, "JSON output (tiebreakers to 4 decimals)");
    cmd->add_flag("--csv", *csv, "CSV output (tiebreakers to 4 decimals)");
    cmd->callback([&ctx, path, json, csv] { run_command(ctx, [&] { return standings_command(ctx, *path, *json, *csv); }); });
  }

  // cut
  {
    auto* cmd = app.add_subcommand("cut", "start a single-elimination top cut seeded by the standings");
    auto path = std::make_shared<std::string>();
    auto size = std::make_shared<int>(0);
    add_event_option(cmd, *path);
    cmd->add_option("--size", *size, "players in the cut (default: the event's top cut, else 8)");
    cmd->callback([&ctx, path, size] { run_command(ctx, [&] { return cut_command(ctx, *path, *size); }); });
  }

  // simulate
  {
    auto* cmd = app.add_subcommand("simulate", "run a whole event in memory with random results (the pairing benchmark)");
    auto game = std::make_shared<std::string>(), seed = std::make_shared<std::string>();
    auto players = std::make_shared<int>(0), rounds = std::make_shared<int>(0);
    auto drops = std::make_shared<double>(0);
    auto dense = std::make_shared<bool>(false), json = std::make_shared<bool>(false);
    cmd->add_option("--game", *game, "game pack id")->required();
    cmd->add_option("--players", *players, "players")->required();
    cmd->add_option("--rounds", *rounds, "rounds")->required();
    cmd->add_option("--seed", *seed, "seed (default 1)");
    cmd->add_option("--drops", *drops, "percent of players dropping after each round");
    cmd->add_flag("--dense", *dense, "pair on the complete graph (the slow exact reference)");
    cmd->add_flag("--json", *json, "JSON output");
    cmd->callback([&ctx, game, players, rounds, seed, drops, dense, json] {
      run_command(ctx, [&] { return simulate_command(ctx, *game, *players, *rounds, *seed, *drops, *dense, *json); });
    });
  }
}

}  // namespace jk::cli
