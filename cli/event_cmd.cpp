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
#include "i18n.hpp"
#include "judge_output.hpp"
#include "json_views.hpp"
#include "lifecycle.hpp"
#include "pack.hpp"
#include "registration.hpp"
#include "report_lang.hpp"
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
    throw InputError(Message{N_("{what} '{text}' is not a number"), {{"what", what}, {"text", text}}});
  return std::stoi(t);
}

Database open_for(const std::string& event_path, OpenMode mode) { return open_event(required_event_path(event_path), mode); }

// ---------------------------------------------------------------- event create / plan / export / import / upgrade

int event_create(Context& ctx, const ev::CreateRequest& a) {
  EventHeader h = ev::create_event(a, {ctx.actor});
  std::string more;
  if (h.rounds) more += format(tr(", {n} rounds"), {{"n", std::to_string(*h.rounds)}});
  if (h.top_cut) more += format(tr(", top {n}"), {{"n", std::to_string(h.top_cut)}});
  more += format(tr(", seed {seed}"), {{"seed", std::to_string(h.seed)}});
  std::cout << format(tr("created {file}: {name} ({details}){more}"),
                      {{"file", a.file}, {"name", h.name}, {"details", h.game + (h.format.empty() ? "" : ", " + h.format) + ", " + h.date}, {"more", more}})
            << "\n";
  return ok;
}

// The event's default language for its PDF reports: shown, set, or cleared.
int event_report_lang(Context& ctx, const std::string& event_path, const std::string& value, bool clear) {
  if (clear && !value.empty()) throw InputError(Message{N_("give a language or --clear, not both"), {}});
  if (value.empty() && !clear) {
    Database db = open_for(event_path, OpenMode::read);
    const auto lang = ev::event_report_lang(db);
    std::cout << (lang ? format(tr("report language: {lang}"), {{"lang", reports::report_lang_code(*lang)}})
                       : std::string(tr("no report language set: reports follow --lang, else LANG")))
              << "\n";
    return ok;
  }
  Database db = open_for(event_path, OpenMode::write);
  const std::string code = ev::set_event_report_lang(db, value, {ctx.actor});
  std::cout << (code.empty() ? std::string(tr("report language cleared: reports follow --lang, else LANG"))
                             : format(tr("report language set: {lang} (--lang still wins for one report)"), {{"lang", code}}))
            << "\n";
  return ok;
}

int event_plan(Context& ctx, int players, int top_cut, bool json) {
  ev::RoundPlan p = ev::plan_rounds(players, top_cut);
  auto record = [&](int losses) { return std::to_string(p.rounds - losses) + "-" + std::to_string(losses); };
  if (json) {
    std::cout << ev::to_json(p).dump(2) << "\n";
    return ok;
  }
  std::cout << bold(ctx, format(tr("{players} players: {rounds} Swiss rounds"), {{"players", std::to_string(players)}, {"rounds", std::to_string(p.rounds)}}))
            << (top_cut ? format(tr(", then a top {n}"), {{"n", std::to_string(top_cut)}}) : "") << "\n";
  std::cout << format(tr("(judgekit's rule: the fewest rounds after which at most one player is expected to be undefeated, "
                         "ceil(log2 {players}) = {rounds}; the rulebooks set no number)"),
                      {{"players", std::to_string(players)}, {"rounds", std::to_string(p.rounds)}})
            << "\n";
  std::vector<std::vector<std::string>> rows = {{tr("record"), tr("expected players")}};
  for (int l = 0; l <= p.rounds && l <= 4; ++l) rows.push_back({record(l), fixed(p.expected_by_losses[static_cast<std::size_t>(l)], 1)});
  std::cout << render_table(rows, {'l', 'r'});
  if (p.cut_losses)
    std::cout << format(tr("the top {n} is expected to reach down to {record} records"), {{"n", std::to_string(top_cut)}, {"record", record(*p.cut_losses)}})
              << "\n";
  return ok;
}

int event_export(const std::string& event_path) {
  std::cout << ev::export_event(required_event_path(event_path)).dump(2) << "\n";
  return ok;
}

int event_import(Context& ctx, const std::string& file, const std::string& state_path) {
  ev::Imported im = ev::import_event(file, read_file(state_path), state_path, {ctx.actor});
  std::cout << format(tr("imported {state} into {file}: {name}, {players} players, {rounds} rounds"),
                      {{"state", state_path}, {"file", file}, {"name", im.name}, {"players", std::to_string(im.players)}, {"rounds", std::to_string(im.rounds)}})
            << "\n";
  return ok;
}

int event_upgrade(const std::string& file) {
  int was = ev::upgrade_event(file);
  if (was == latest_schema_version())
    std::cout << format(tr("{file} is already at schema version {version}"), {{"file", file}, {"version", std::to_string(was)}}) << "\n";
  else
    std::cout << format(tr("upgraded {file} from schema version {from} to {to}"),
                        {{"file", file}, {"from", std::to_string(was)}, {"to", std::to_string(latest_schema_version())}})
              << "\n";
  return ok;
}

// ---------------------------------------------------------------- players

int player_add(Context& ctx, const std::string& event_path, const std::vector<std::string>& names, const std::string& csv, bool late,
               const std::string& encoding = "") {
  Database db = open_for(event_path, OpenMode::write);
  ev::AddPlayersRequest req{names, csv.empty() ? "" : read_file(csv, parse_encoding(encoding)), csv, late};
  ev::AddedPlayers added = ev::add_players(db, req, {ctx.actor});
  for (const auto& n : added.notes) std::cerr << n << "\n";
  FormatArgs args = {{"name", added.first_name},
                     {"id", std::to_string(added.ids.front())},
                     {"round", std::to_string(added.joins_round)},
                     {"n", std::to_string(added.missed_losses)}};
  if (late && added.joins_round > 1 && added.missed_losses)
    std::cout << format(tr("added {name} (id {id}), joining in round {round} with a loss for each round missed ({n})"), args) << "\n";
  else if (late && added.joins_round > 1)
    std::cout << format(tr("added {name} (id {id}), joining in round {round}"), args) << "\n";
  else if (late || added.ids.size() == 1)
    std::cout << format(tr("added {name} (id {id})"), args) << "\n";
  else
    std::cout << format(tr("added {n} players (ids {first}-{last})"),
                        {{"n", std::to_string(added.ids.size())}, {"first", std::to_string(added.ids.front())}, {"last", std::to_string(added.ids.back())}})
              << "\n";
  return ok;
}

int player_drop(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  ev::Dropped d = ev::drop_player(db, who, {ctx.actor});
  FormatArgs args = {{"name", d.player.name},
                     {"id", std::to_string(d.player.id)},
                     {"round", std::to_string(d.after_round)},
                     {"next", std::to_string(d.after_round + 1)}};
  std::cout << format(d.after_round ? tr("dropped {name} (id {id}) after round {round}; not paired from round {next}")
                                    : tr("dropped {name} (id {id}) before round 1; not paired from round {next}"),
                      args)
            << "\n";
  return ok;
}

int player_undrop(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  jp::Player p = ev::undrop_player(db, who, {ctx.actor});
  std::cout << format(tr("{name} (id {id}) is back in the event; paired again from the next round"), {{"name", p.name}, {"id", std::to_string(p.id)}})
            << "\n";
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
  std::cout << format(tr("player {id}: {before} -> {after}"), {{"id", std::to_string(r.after.id)}, {"before", show(r.before)}, {"after", show(r.after)}})
            << "\n";
  return ok;
}

int player_remove(Context& ctx, const std::string& event_path, const std::string& who) {
  Database db = open_for(event_path, OpenMode::write);
  jp::Player p = ev::remove_player(db, who, {ctx.actor});
  std::cout << format(tr("removed {name} (id {id}) from the event"), {{"name", p.name}, {"id", std::to_string(p.id)}}) << "\n";
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
  std::vector<std::vector<std::string>> table = {
      {trc("heading", "id"), trc("player", "name"), tr("reading"), trc("heading", "points"), tr("status")}};
  if (codes) table[0].push_back(tr("code"));
  for (const auto& p : l.players) {
    std::string status = p.dropped_after ? format(tr("dropped after round {round}"), {{"round", std::to_string(*p.dropped_after)}})
                         : p.joined_round > 1 ? format(tr("joined in round {round}"), {{"round", std::to_string(p.joined_round)}})
                                              : "";
    table.push_back({std::to_string(p.id), p.name, p.reading, std::to_string(l.points[p.id]), status});
    if (codes) table.back().push_back(code_of[p.id]);
  }
  std::cout << format(tr("{event}: {n} players"), {{"event", bold(ctx, l.event_name)}, {"n", std::to_string(l.players.size())}}) << "\n"
            << render_table(table, {'r', 'l', 'l', 'r', 'l', 'l'});
  return ok;
}

// ---------------------------------------------------------------- rounds

std::string round_text(Context& ctx, const ev::RoundView& r, bool by_name) {
  std::string out = format(tr("{round} ({stage}, {state})"), {{"round", bold(ctx, format(tr("Round {n}"), {{"n", std::to_string(r.number)}}))},
                                                              {"stage", r.stage == Stage::cut ? tr("top cut") : tr("swiss")},
                                                              {"state", r.closed ? tr("closed") : tr("open")}}) +
                    "\n";
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
        lines.push_back({fold_text(p.reading.empty() ? p.name : p.reading), p.label, t.bye ? tr("bye") : std::to_string(*t.table), t.bye ? "" : opp});
      }
    std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.key < b.key; });
    rows.push_back({trc("player", "name"), tr("table"), tr("opponent")});
    for (const auto& l : lines) rows.push_back({l.name, l.table, l.opponent});
    return out + render_table(rows, {'l', 'r', 'l'});
  }
  if (r.pods) {
    rows.push_back({tr("table"), tr("players (points)"), tr("result")});
    for (const auto& t : r.tables) {
      std::string who;
      for (const auto& p : t.players) {
        std::string won;
        for (const auto& a : p.awards) won += (won.empty() ? "" : "・") + judge::award_name(a);
        who += (who.empty() ? "" : ", ") + p.label + " (" + std::to_string(p.points) + ")" + (won.empty() ? "" : " 【" + won + "】");
      }
      rows.push_back({t.bye ? tr("bye") : std::to_string(*t.table), who, t.result ? t.result_text.str(current_lang()) : ""});
    }
    return out + render_table(rows, {'r', 'l', 'l'}, true, 80);
  }
  rows.push_back({tr("table"), tr("player"), trc("heading", "points"), tr("opponent"), trc("heading", "points"), tr("result")});
  for (const auto& t : r.tables) {
    const auto& a = t.players.at(0);
    if (t.bye) {
      rows.push_back({tr("bye"), a.label, std::to_string(a.points), "", "", tr("bye")});
      continue;
    }
    const auto& b = t.players.at(1);
    rows.push_back({std::to_string(*t.table), a.label, std::to_string(a.points), b.label, std::to_string(b.points),
                    t.result ? t.result_text.str(current_lang()) : ""});
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
  ev::RoundView r = ev::show_round(db, round_arg.empty() ? std::nullopt : std::optional<int>(parse_int(round_arg, trc("argument", "round"))));
  if (json) std::cout << ev::to_json(r).dump(2) << "\n";
  else std::cout << round_text(ctx, r, by_name);
  return ok;
}

// Each table's code (as on its slip), for a judge who must reprint or read one out.
int round_codes(Context& ctx, const std::string& event_path, bool json) {
  Database db = open_for(event_path, OpenMode::read);
  ev::RoundView r = ev::show_round(db);
  nlohmann::ordered_json j = nlohmann::ordered_json::array();
  std::vector<std::vector<std::string>> rows = {{tr("table"), tr("code")}};
  for (const auto& t : r.tables) {
    if (!t.table) continue;
    std::string code = ev::table_code(db, r.number, *t.table);
    j.push_back({{"table", *t.table}, {"code", code}});
    rows.push_back({std::to_string(*t.table), code});
  }
  if (json) std::cout << j.dump(2) << "\n";
  else std::cout << bold(ctx, format(tr("Round {n}"), {{"n", std::to_string(r.number)}})) << "\n" << render_table(rows, {'r', 'l'});
  return ok;
}

int round_unpair(Context& ctx, const std::string& event_path) {
  Database db = open_for(event_path, OpenMode::write);
  int r = ev::unpair_round(db, {ctx.actor});
  FormatArgs args = {{"round", std::to_string(r)}, {"previous", std::to_string(r - 1)}};
  std::cout << format(r > 1 ? tr("round {round} unpaired; round {previous} is open again") : tr("round {round} unpaired"), args) << "\n";
  return ok;
}

int pairing_swap(Context& ctx, const std::string& event_path, const std::vector<std::string>& tables, const std::vector<std::string>& players) {
  Database db = open_for(event_path, OpenMode::write);
  ev::SwapRequest req;
  for (const auto& t : tables) req.tables.push_back(parse_int(t, trc("argument", "table")));
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
      throw InputError(Message{N_("--csv takes no table or result; the file has the columns round,table,result"), {}});
    Database db = open_for(a.event, OpenMode::write);
    ev::BatchOutcome b = ev::enter_results_csv(db, read_file(a.csv, parse_encoding(a.encoding)), a.csv, r.correct, {ctx.actor});
    FormatArgs args = {{"n", std::to_string(b.written)}, {"file", a.csv}, {"unchanged", std::to_string(b.unchanged)}};
    if (b.unchanged)
      std::cout << format(b.written == 1 ? tr("recorded {n} result from {file} ({unchanged} already recorded)")
                                         : tr("recorded {n} results from {file} ({unchanged} already recorded)"),
                          args);
    else std::cout << format(b.written == 1 ? tr("recorded {n} result from {file}") : tr("recorded {n} results from {file}"), args);
    std::cout << "\n";
    return ok;
  }
  if (a.table.empty()) throw InputError(Message{N_("give the table: judgekit result --event E TABLE 2-1 (or --csv FILE)"), {}});
  a.req.table = parse_int(a.table, trc("argument", "table"));
  if (!a.roeup.empty()) {
    a.req.roeup_file = a.roeup;
    a.req.roeup_text = read_file(a.roeup, parse_encoding(a.encoding));
  }
  Database db = open_for(a.event, OpenMode::write);
  ev::ResultOutcome out = ev::enter_result(db, a.req, {ctx.actor});
  using S = ev::ResultOutcome::Status;
  if (out.status == S::needs_janken) {
    print_verdict(ctx, load_game(games_dir(), out.game), *out.verdict, false);
    std::cout << format(tr("nothing recorded: run again with --janken A or --janken B (A = {player})"), {{"player", out.first_player}}) << "\n";
    return needs_person;
  }
  for (const auto& n : out.notes) std::cerr << yellow(ctx, format(tr("note: {note}"), {{"note", n}})) << "\n";
  if (out.status == S::unchanged) std::cout << format(tr("{result} (already recorded; nothing changed)"), {{"result", out.description.str(current_lang())}}) << "\n";
  else if (out.status == S::corrected)
    std::cout << format(tr("{result} (corrected; was {previous})"), {{"result", out.description.str(current_lang())}, {"previous", out.previous_text.str(current_lang())}}) << "\n";
  else std::cout << out.description.str(current_lang()) << "\n";
  if (out.verdict) {
    std::vector<std::vector<std::string>> rows;
    for (const auto& st : out.verdict->steps)
      rows.push_back({"  " + st.rule, judge::step_what(*out.verdict, st).str(current_lang()), judge::step_found(*out.verdict, st).str(current_lang())});
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
  if (json && csv) throw InputError(Message{N_("give --json or --csv, not both"), {}});
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
    if (finish.rfind("top", 0) == 0) return format(tr("top {n}"), {{"n", finish.substr(3)}});
    return finish == "winner" ? tr("winner") : finish == "finalist" ? tr("finalist") : finish;
  };
  std::vector<std::vector<std::string>> table;
  std::vector<std::string> header = {v.after_cut ? tr("place") : tr("rank"), trc("player", "name")};
  if (v.after_cut) header.insert(header.end(), {tr("top cut"), tr("swiss")});
  header.insert(header.end(), {trc("heading", "points"), tr("W-L-D")});
  for (const auto& id : v.columns) header.push_back(upper(id));
  table.push_back(header);
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const auto& r = v.rows[i];
    std::vector<std::string> line = {std::to_string(v.places[i]), v.labels[i] + (r.dropped ? tr(" (dropped)") : "")};
    if (v.after_cut) line.insert(line.end(), {finish_text(v.finishes[i]), std::to_string(r.rank)});
    line.insert(line.end(), {std::to_string(r.points), std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws)});
    for (const auto& id : v.columns) line.push_back(two_places(value_of(r, id)));
    table.push_back(line);
  }
  std::vector<char> align = {'r', 'l'};
  if (v.after_cut) align.insert(align.end(), {'l', 'r'});
  align.insert(align.end(), {'r', 'l'});
  align.resize(header.size(), 'r');
  std::cout << format(v.after_cut ? (v.counted_rounds == 1 ? tr("{event}: standings after the top cut and {n} Swiss round")
                                                            : tr("{event}: standings after the top cut and {n} Swiss rounds"))
                                  : (v.counted_rounds == 1 ? tr("{event}: standings after {n} round") : tr("{event}: standings after {n} rounds")),
                      {{"event", bold(ctx, v.event_name)}, {"n", std::to_string(v.counted_rounds)}})
            << "\n"
            << render_table(table, align);
  return ok;
}

int cut_command(Context& ctx, const std::string& event_path, int size) {
  Database db = open_for(event_path, OpenMode::write);
  ev::PairedRoundView p = ev::start_cut(db, size, {ctx.actor});
  std::cout << format(tr("{top} (round {round}), seeded by the standings"),
                      {{"top", bold(ctx, format(tr("Top {n}"), {{"n", std::to_string(p.paired.players)}}))}, {"round", std::to_string(p.paired.number)}})
            << "\n";
  std::vector<std::vector<std::string>> table = {{tr("table"), tr("seed"), tr("player"), tr("seed"), tr("opponent")}};
  for (const auto& t : p.round.tables)
    table.push_back({std::to_string(*t.table), std::to_string(p.seeds[t.players[0].id]), t.players[0].label, std::to_string(p.seeds[t.players[1].id]),
                     t.players[1].label});
  std::cout << render_table(table, {'r', 'r', 'l', 'r', 'l'});
  return ok;
}

// ---------------------------------------------------------------- simulate

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

// ---------------------------------------------------------------- wiring

void add_event_commands(CLI::App& app, Context& ctx) {
  // event
  auto* event = app.add_subcommand("event", tr("create, export, import or plan an event"));
  event->require_subcommand(1);
  {
    auto* cmd = event->add_subcommand("create", tr("create an event file"));
    auto a = std::make_shared<ev::CreateRequest>();
    cmd->add_option("FILE", a->file, tr("new event file (.jkevent)"))->required();
    cmd->add_option("--game", a->game, tr("game pack id (see `judgekit games`)"))->required();
    cmd->add_option("--name", a->name, tr("event name"))->required();
    cmd->add_option("--date", a->date, tr("event date YYYY-MM-DD (decides the rules in force)"))->required();
    cmd->add_option("--format", a->format, tr("format id of the game"));
    cmd->add_option("--rounds", a->rounds, tr("planned Swiss rounds"));
    cmd->add_option("--top-cut", a->top_cut, tr("top cut size (power of 2)"));
    cmd->add_option("--seed", a->seed, tr("seed for round 1 and ties (default: random, stored)"));
    cmd->add_option("--tiebreakers", a->tiebreakers, tr("tiebreaker chain, e.g. oppw:0.25,oopw,h2h,random, or the preset pokemon-style (default: the pack's)"));
    cmd->add_flag_callback("--byes-not-played", [a] { a->win_percent.byes_played = false; },
                           tr("a bye is neither a win nor a round played in the win % opponents' tiebreakers read"));
    cmd->add_option_function<double>("--dropped-win-cap", [a](const double& v) { a->win_percent.dropped_cap = v; },
                                     tr("a dropped player's win % as its opponents' tiebreakers read it, at most this (e.g. 0.75)"));
    cmd->add_flag_callback("--freeze-dropped", [a] { a->win_percent.freeze_dropped = true; },
                           tr("a dropped player's tiebreakers as they stood after the round it dropped"));
    cmd->add_flag("--no-late-losses", a->no_late_losses, tr("late entries get no losses for missed rounds"));
    cmd->add_flag("--results-need-judge", a->results_need_judge, tr("results reported from the tables wait for a judge even when both players agree"));
    cmd->add_option("--report-lang", a->report_lang, tr("language of the event's PDF reports: ja, en, or both as ja,en (default: the reader's LANG)"));
    cmd->callback([&ctx, a] { run_command(ctx, [&] { return event_create(ctx, *a); }); });
  }
  {
    auto* cmd = event->add_subcommand("report-lang", tr("show or set the language of the event's PDF reports (ja, en, ja,en)"));
    auto path = std::make_shared<std::string>();
    auto value = std::make_shared<std::string>();
    auto clear = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_option("LANG", *value, tr("ja, en, or both as ja,en / en,ja (the first one first); none: show it"));
    cmd->add_flag("--clear", *clear, tr("remove it: reports follow --lang, else LANG"));
    cmd->callback([&ctx, path, value, clear] { run_command(ctx, [&] { return event_report_lang(ctx, *path, *value, *clear); }); });
  }
  {
    auto* cmd = event->add_subcommand("export", tr("print the whole event as JSON"));
    auto path = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->callback([&ctx, path] { run_command(ctx, [&] { return event_export(*path); }); });
  }
  {
    auto* cmd = event->add_subcommand("import", tr("create an event file from exported JSON (validated, all or nothing)"));
    auto file = std::make_shared<std::string>(), state = std::make_shared<std::string>();
    cmd->add_option("FILE", *file, tr("new event file"))->required();
    cmd->add_option("STATE", *state, tr("JSON written by `judgekit event export`"))->required();
    cmd->callback([&ctx, file, state] { run_command(ctx, [&] { return event_import(ctx, *file, *state); }); });
  }
  {
    auto* cmd = event->add_subcommand("upgrade", tr("bring an event file from an older judgekit to this one's schema"));
    auto file = std::make_shared<std::string>();
    cmd->add_option("FILE", *file, tr("event file"))->required();
    cmd->callback([&ctx, file] { run_command(ctx, [&] { return event_upgrade(*file); }); });
  }
  {
    auto* cmd = event->add_subcommand("plan", tr("recommended number of Swiss rounds"));
    auto players = std::make_shared<int>(0), cut = std::make_shared<int>(0);
    auto json = std::make_shared<bool>(false);
    cmd->add_option("--players", *players, tr("number of players"))->required();
    cmd->add_option("--top-cut", *cut, tr("top cut size"));
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->callback([&ctx, players, cut, json] { run_command(ctx, [&] { return event_plan(ctx, *players, *cut, *json); }); });
  }

  // player
  auto* player = app.add_subcommand("player", tr("add, drop, late-add, list, and undo: undrop, rename, remove"));
  player->require_subcommand(1);
  {
    auto* cmd = player->add_subcommand("add", tr("register players before round 1"));
    auto path = std::make_shared<std::string>(), csv = std::make_shared<std::string>(), encoding = std::make_shared<std::string>();
    auto names = std::make_shared<std::vector<std::string>>();
    add_event_option(cmd, *path);
    cmd->add_option("NAME", *names, tr("player names"));
    cmd->add_option("--csv", *csv, tr("CSV with the columns id,name,reading (id and reading optional)"));
    cmd->add_option("--encoding", *encoding, format(tr("read the CSV as {encodings} (default: detect)"), {{"encodings", kEncodingNames}}));
    cmd->callback([&ctx, path, csv, names, encoding] { run_command(ctx, [&] { return player_add(ctx, *path, *names, *csv, false, *encoding); }); });
  }
  {
    auto* cmd = player->add_subcommand("late-add", tr("add a player after the event started"));
    auto path = std::make_shared<std::string>(), name = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("NAME", *name, tr("player name"))->required();
    cmd->callback([&ctx, path, name] { run_command(ctx, [&] { return player_add(ctx, *path, {*name}, "", true); }); });
  }
  {
    auto* cmd = player->add_subcommand("drop", tr("drop a player from the next round on"));
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who, tr("id or name"))->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_drop(ctx, *path, *who); }); });
  }
  {
    auto* cmd = player->add_subcommand("undrop", tr("take back a drop: the player is paired again from the next round"));
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who, tr("id or name"))->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_undrop(ctx, *path, *who); }); });
  }
  {
    auto* cmd = player->add_subcommand("rename", tr("correct a player's name, reading or membership id"));
    auto a = std::make_shared<RenameArgs>();
    add_event_option(cmd, a->event);
    cmd->add_option("PLAYER", a->who, tr("id or name"))->required();
    auto* name = cmd->add_option("--name", a->name, tr("the name as it should be"));
    auto* reading = cmd->add_option("--reading", a->reading, tr("kana reading (\"\" clears it)"));
    auto* id = cmd->add_option("--id", a->id, tr("membership id (\"\" clears it)"));
    cmd->callback([&ctx, a, name, reading, id] {
      a->name_given = name->count() > 0;
      a->reading_given = reading->count() > 0;
      a->id_given = id->count() > 0;
      run_command(ctx, [&] { return player_rename(ctx, *a); });
    });
  }
  {
    auto* cmd = player->add_subcommand("remove", tr("remove a player registered by mistake (before round 1 only)"));
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who, tr("id or name"))->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_remove(ctx, *path, *who); }); });
  }
  {
    auto* cmd = player->add_subcommand("list", tr("list the players"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false), codes = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->add_flag("--codes", *codes, tr("each player's personal code (for submitting a decklist from a phone)"));
    cmd->callback([&ctx, path, json, codes] { run_command(ctx, [&] { return player_list(ctx, *path, *json, *codes); }); });
  }

  // round
  auto* round = app.add_subcommand("round", tr("pair, show or unpair rounds"));
  round->require_subcommand(1);
  {
    auto* cmd = round->add_subcommand("pair", tr("pair the next round (refuses while results are missing)"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return round_pair(ctx, *path, *json); }); });
  }
  {
    auto* cmd = round->add_subcommand("show", tr("show a round's pairings (default: the last)"));
    auto path = std::make_shared<std::string>(), number = std::make_shared<std::string>();
    auto by_name = std::make_shared<bool>(false), json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_option("ROUND", *number, tr("round number"));
    cmd->add_flag("--by-name", *by_name, tr("every player in name order, for posting"));
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->callback([&ctx, path, number, by_name, json] { run_command(ctx, [&] { return round_show(ctx, *path, *number, *by_name, *json); }); });
  }
  {
    auto* cmd = round->add_subcommand("codes", tr("each table's code for the phones (printed on its slip) in the last round"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, tr("JSON output"));
    cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return round_codes(ctx, *path, *json); }); });
  }
  {
    auto* cmd = round->add_subcommand("unpair", tr("remove the last round while it has no results"));
    auto path = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->callback([&ctx, path] { run_command(ctx, [&] { return round_unpair(ctx, *path); }); });
  }

  // pairing swap
  auto* pairing = app.add_subcommand("pairing", tr("edit the last round's pairings by hand"));
  pairing->require_subcommand(1);
  {
    auto* cmd = pairing->add_subcommand("swap", tr("swap the opponents of two tables, or two players' seats (warns on rematch)"));
    auto path = std::make_shared<std::string>();
    auto tables = std::make_shared<std::vector<std::string>>(), players = std::make_shared<std::vector<std::string>>();
    add_event_option(cmd, *path);
    cmd->add_option("TABLES", *tables, tr("TABLE_A TABLE_B"));
    cmd->add_option("--players", *players, tr("P Q: exchange these two players' seats"))->expected(2);
    cmd->callback([&ctx, path, tables, players] { run_command(ctx, [&] { return pairing_swap(ctx, *path, *tables, *players); }); });
  }

  // result
  {
    auto* cmd = app.add_subcommand("result", tr("enter a match result"));
    auto a = std::make_shared<ResultArgs>();
    auto& r = a->req;
    add_event_option(cmd, a->event);
    cmd->add_option("TABLE", a->table, tr("table number"));
    cmd->add_option("SCORE", r.score, tr("games won-lost[-drawn] by the table's first player, e.g. 2-1"));
    cmd->add_option("--winner", r.winner, tr("the winner (id or name)"));
    cmd->add_flag("--draw", r.draw, tr("a drawn match"));
    cmd->add_flag("--double-loss", r.double_loss, tr("both players lose"));
    cmd->add_option("--placement", r.placement, tr("pods: finishing order \"A,B=C,D\" (= shares a place)"));
    cmd->add_flag("--correct", r.correct, tr("replace a result, also in a closed round"));
    cmd->add_flag("--keep-pairings", r.keep_pairings, tr("with --correct in a closed round: keep later rounds as paired on the old result"));
    cmd->add_option("--round", r.round, tr("the round (default: the last)"));
    cmd->add_option("--csv", a->csv, tr("many results: CSV with the columns round,table,result (all or nothing)"));
    cmd->add_option("--encoding", a->encoding, format(tr("read the CSV or figures as {encodings} (default: detect)"), {{"encodings", kEncodingNames}}));
    cmd->add_flag("--time-limit", r.time_limit, tr("Economica: settle a game unfinished at the time limit by 2-5"));
    cmd->add_option("--stock", r.stock, tr("with --time-limit: stock A:B (A = the table's first player)"));
    cmd->add_option("--flow", r.flow, tr("with --time-limit: flow-zone assets A:B"));
    cmd->add_option("--value", r.value, tr("with --time-limit: sum of flow-zone value levels A:B"));
    cmd->add_option("--janken", r.janken, tr("with --time-limit: who won the janken of 2-5-4 (A or B)"));
    cmd->add_option("--roeup", a->roeup, tr("ROE UP!: the table's end-of-game figures (CSV or JSON); awards decide the places"));
    cmd->callback([&ctx, a] { run_command(ctx, [&] { return result_command(ctx, *a); }); });
  }

  // standings
  {
    auto* cmd = app.add_subcommand("standings", tr("standings with the pack's tiebreakers"));
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false), csv = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, tr("JSON output (tiebreakers to 4 decimals)"));
    cmd->add_flag("--csv", *csv, tr("CSV output (tiebreakers to 4 decimals)"));
    cmd->callback([&ctx, path, json, csv] { run_command(ctx, [&] { return standings_command(ctx, *path, *json, *csv); }); });
  }

  // cut
  {
    auto* cmd = app.add_subcommand("cut", tr("start a single-elimination top cut seeded by the standings"));
    auto path = std::make_shared<std::string>();
    auto size = std::make_shared<int>(0);
    add_event_option(cmd, *path);
    cmd->add_option("--size", *size, tr("players in the cut (default: the event's top cut, else 8)"));
    cmd->callback([&ctx, path, size] { run_command(ctx, [&] { return cut_command(ctx, *path, *size); }); });
  }

  // simulate
  {
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
}

}  // namespace jk::cli
