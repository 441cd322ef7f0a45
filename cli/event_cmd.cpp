// judgekit event create|export|import|plan, player add|drop|late-add|list, round pair|show|unpair,
// pairing swap, result, standings, cut, simulate. Wiring only: the work is in jk_pairing.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <unistd.h>
#include <sstream>

#include "commands.hpp"
#include "csv.hpp"
#include "errors.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "judge_output.hpp"
#include "exchange.hpp"
#include "pack.hpp"
#include "players.hpp"
#include "record.hpp"
#include "simulate.hpp"
#include "standings.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;
namespace jp = jk::pairing;

namespace {

// ---------------------------------------------------------------- shared helpers

// The command as typed, for the audit log (Linux: /proc/self/cmdline).
std::string command_line() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string out;
  std::size_t start = 0;
  bool first = true;
  while (start < all.size()) {
    std::size_t end = all.find('\0', start);
    if (end == std::string::npos) end = all.size();
    std::string arg = all.substr(start, end - start);
    if (first) arg = "judgekit";
    bool quote = arg.empty() || arg.find_first_of(" \t'\"") != std::string::npos;
    out += (first ? "" : " ") + (quote ? "'" + arg + "'" : arg);
    first = false;
    start = end + 1;
  }
  return out.empty() ? "judgekit" : out;
}

struct Opened {
  Database db;
  jp::Event ev;
  Game game;
};

Opened open(const std::string& event_path, jp::Load what = jp::Load::header) {
  std::string path = required_event_path(event_path);
  Database db = open_event(path, OpenMode::existing);
  jp::Event ev = jp::load_event(db, what);
  Game game = load_game(games_dir(), ev.info.game);
  return {std::move(db), std::move(ev), std::move(game)};
}

std::string fixed(double v, int places) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", places, v);
  return buf;
}

double round4(double v) { return std::round(v * 10000.0) / 10000.0; }

// Shown with 2 decimals from the 4 kept, halves up: .6250 -> 0.63.
std::string two_places(double v) { return fixed(std::floor(round4(v) * 100.0 + 0.5 + 1e-9) / 100.0, 2); }

std::string name_of(const jp::Event& ev, std::int64_t id) {
  const jp::Player* p = ev.player(id);
  return p ? p->name : "#" + std::to_string(id);
}

// Everyone's points before `before_round`, by player id (for pairings lists).
std::map<std::int64_t, int> points_by_id(Database& db, const jp::Event& ev, const Game& game, int before_round) {
  jp::Scores sc = jp::read_scores(db, ev, game);
  auto pts = jp::points_before(sc, before_round);
  std::map<std::int64_t, int> out;
  for (std::size_t i = 0; i < ev.players.size(); ++i) out[ev.players[i].id] = pts[i];
  return out;
}

int parse_int(const std::string& text, const std::string& what) {
  std::string t = trim(text);
  if (t.empty() || t.size() > 9 || !std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw InputError(what + " '" + text + "' is not a number");
  return std::stoi(t);
}

// ---------------------------------------------------------------- event create / plan / export / import

struct CreateArgs {
  std::string file, game, name, date, format, tiebreakers;
  int rounds = 0, top_cut = 0;
  std::string seed;
  bool no_late_losses = false;
};

std::vector<jp::ChainEntry> parse_chain(const std::string& text) {
  std::vector<jp::ChainEntry> chain;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, ',')) {
    item = trim(item);
    jp::ChainEntry c;
    auto colon = item.find(':');
    c.id = item.substr(0, colon);
    if (colon != std::string::npos) {
      try {
        c.floor = std::stod(item.substr(colon + 1));
      } catch (...) {
        throw InputError("--tiebreakers: '" + item + "' needs a floor like oppw:0.25");
      }
      if (c.floor < 0 || c.floor > 1) throw InputError("--tiebreakers: the floor in '" + item + "' must be from 0 to 1");
    }
    static const std::vector<std::string> known = {"omw", "gw", "ogw", "oppw", "oopw", "random"};
    if (std::find(known.begin(), known.end(), c.id) == known.end())
      throw InputError("--tiebreakers: unknown tiebreaker '" + c.id + "' (omw, gw, ogw, oppw, oopw, random)");
    chain.push_back(c);
  }
  return chain;
}

int event_create(Context& ctx, const CreateArgs& a) {
  Game game = load_game(games_dir(), a.game);
  if (!valid_date(a.date)) throw InputError("--date '" + a.date + "' is not a date YYYY-MM-DD");
  if (trim(a.name).empty()) throw InputError("--name must not be empty");
  if (!a.format.empty() && !game.find_format(a.format)) {
    std::string list;
    for (const auto& f : game.formats) list += (list.empty() ? "" : ", ") + f.id;
    throw InputError("--format '" + a.format + "' is not a format of " + game.id + (list.empty() ? "" : " (" + list + ")"));
  }
  if (a.rounds < 0 || a.rounds > 100) throw InputError("--rounds must be from 1 to 100");
  if (a.top_cut < 0 || (a.top_cut & (a.top_cut - 1))) throw InputError("--top-cut must be a power of 2 (2, 4, 8, …)");
  jp::EventInfo info;
  info.name = trim(a.name);
  info.game = game.id;
  // Without --format the event records the pack's default, so every later command and report
  // names the format the decks are judged by.
  info.format = a.format;
  if (info.format.empty() && game.default_format()) info.format = game.default_format()->id;
  info.date = a.date;
  if (a.rounds > 0) info.rounds = a.rounds;
  info.top_cut = a.top_cut;
  if (a.seed.empty()) {
    std::random_device rd;
    info.seed = static_cast<std::int64_t>(((static_cast<std::uint64_t>(rd()) << 32) | rd()) & 0x7fffffffffffffffull);
  } else {
    try {
      std::size_t used = 0;
      info.seed = std::stoll(a.seed, &used);
      if (used != a.seed.size()) throw std::invalid_argument("seed");
    } catch (...) {
      throw InputError("--seed '" + a.seed + "' is not a whole number");
    }
  }
  jp::Settings settings;
  settings.late_entry_losses = !a.no_late_losses;
  if (!a.tiebreakers.empty()) settings.tiebreakers = parse_chain(a.tiebreakers);
  info.settings = jp::settings_json(settings);
  Database db = open_event(a.file, OpenMode::create_new);
  Change change(db, command_line());
  jp::create_event(db, info);
  change.commit();
  std::cout << "created " << a.file << ": " << info.name << " (" << game.id << (info.format.empty() ? "" : ", " + info.format) << ", " << info.date
            << ")";
  if (info.rounds) std::cout << ", " << *info.rounds << " rounds";
  if (info.top_cut) std::cout << ", top " << info.top_cut;
  std::cout << ", seed " << info.seed << "\n";
  (void)ctx;
  return ok;
}

int event_plan(Context& ctx, int players, int top_cut, bool json) {
  if (players < 2) throw InputError("--players must be at least 2");
  if (top_cut < 0 || (top_cut & (top_cut - 1)) || top_cut > players) throw InputError("--top-cut must be a power of 2 no larger than the players");
  int rounds = 0;
  while ((1LL << rounds) < players) ++rounds;
  // Expected players by losses after `rounds` rounds (no draws, results at random): N * C(R, L) / 2^R.
  std::vector<double> by_losses;
  double c = 1;
  for (int l = 0; l <= rounds; ++l) {
    by_losses.push_back(players * c / std::pow(2.0, rounds));
    c = c * (rounds - l) / (l + 1);
  }
  int cut_record = -1;  // the record the last player of the cut is expected to have
  double cum = 0;
  for (int l = 0; l <= rounds && top_cut > 0; ++l) {
    cum += by_losses[static_cast<std::size_t>(l)];
    if (cum >= top_cut - 1e-9) {
      cut_record = l;
      break;
    }
  }
  if (json) {
    ordered_json j = {{"players", players}, {"rounds", rounds}, {"top_cut", top_cut}, {"expected_by_losses", ordered_json::array()}};
    for (int l = 0; l <= rounds; ++l)
      j["expected_by_losses"].push_back({{"record", std::to_string(rounds - l) + "-" + std::to_string(l)}, {"players", round4(by_losses[static_cast<std::size_t>(l)])}});
    if (cut_record >= 0) j["cut_record"] = std::to_string(rounds - cut_record) + "-" + std::to_string(cut_record);
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::cout << bold(ctx, std::to_string(players) + " players: " + std::to_string(rounds) + " Swiss rounds") << (top_cut ? ", then a top " + std::to_string(top_cut) : "")
            << "\n";
  std::cout << "(judgekit's rule: the fewest rounds after which at most one player is expected to be undefeated, ceil(log2 " << players
            << ") = " << rounds << "; the rulebooks set no number)\n";
  std::vector<std::vector<std::string>> rows = {{"record", "expected players"}};
  for (int l = 0; l <= rounds && l <= 4; ++l)
    rows.push_back({std::to_string(rounds - l) + "-" + std::to_string(l), fixed(by_losses[static_cast<std::size_t>(l)], 1)});
  std::cout << render_table(rows, {'l', 'r'});
  if (cut_record >= 0)
    std::cout << "the top " << top_cut << " is expected to reach down to " << rounds - cut_record << "-" << cut_record << " records\n";
  return ok;
}

int event_export(const std::string& event_path) {
  std::string path = required_event_path(event_path);
  Database db = open_event(path, OpenMode::existing);
  std::cout << jp::export_event(db).dump(2) << "\n";
  return ok;
}

int event_import(const std::string& file, const std::string& state_path) {
  std::string text = read_file(state_path);
  nlohmann::json state;
  try {
    state = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    int line = 1;
    for (std::size_t i = 0; i < e.byte && i < text.size(); ++i) line += text[i] == '\n';
    throw InputError(state_path, line, std::string("not valid JSON: ") + e.what());
  }
  // An unknown game or format fails before any file is made.
  if (state.is_object() && state.contains("event") && state["event"].is_object() && state["event"].contains("game") && state["event"]["game"].is_string()) {
    Game game = load_game(games_dir(), state["event"]["game"].get<std::string>());
    const auto& f = state["event"].contains("format") ? state["event"]["format"] : nlohmann::json();
    if (f.is_string() && !f.get<std::string>().empty() && !game.find_format(f.get<std::string>()))
      throw InputError(state_path, 0, "$.event.format: '" + f.get<std::string>() + "' is not a format of " + game.id);
  }
  namespace fs = std::filesystem;
  bool created = false;
  try {
    Database db = open_event(file, OpenMode::create_new);
    created = true;
    Change change(db, command_line());
    jp::import_event(db, state, state_path);
    change.commit();
  } catch (...) {
    if (created) {
      std::error_code ec;
      for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(file + suffix, ec);
    }
    throw;
  }
  Database db = open_event(file, OpenMode::existing);
  jp::Event ev = jp::load_event(db, jp::Load::header);
  std::cout << "imported " << state_path << " into " << file << ": " << ev.info.name << ", " << ev.players.size() << " players, "
            << ev.rounds.size() << " rounds\n";
  return ok;
}

// ---------------------------------------------------------------- players

int player_add(const std::string& event_path, const std::vector<std::string>& names, const std::string& csv, bool late) {
  std::string path = required_event_path(event_path);
  Database db = open_event(path, OpenMode::existing);
  Change change(db, command_line());
  jp::Event ev = jp::load_event(db, jp::Load::header);
  int joins = jp::next_round(ev);
  if (!late && joins > 1)
    throw InputError("round " + std::to_string(ev.last_round()) + " is already paired; add a late player with `judgekit player late-add`");
  std::vector<jp::NewPlayer> add;
  if (!csv.empty()) {
    if (!names.empty()) throw InputError("give names or --csv, not both");
    add = jp::read_players_csv(read_file(csv), csv);
  } else {
    for (const auto& n : names) add.push_back({trim(n), "", "", 0});
  }
  if (add.empty()) throw InputError("no players given; name them, or give --csv players.csv (columns id,name,reading)");
  std::vector<std::string> notes;
  auto ids = jp::add_players(db, add, joins, csv, notes);
  change.commit();
  for (const auto& n : notes) std::cerr << n << "\n";
  if (late) {
    std::cout << "added " << add.front().name << " (id " << ids.front() << ")";
    if (joins > 1)
      std::cout << ", joining in round " << joins
                << (ev.settings.late_entry_losses ? " with a loss for each round missed (" + std::to_string(joins - 1) + ")" : "");
    std::cout << "\n";
  } else if (ids.size() == 1) {
    std::cout << "added " << add.front().name << " (id " << ids.front() << ")\n";
  } else {
    std::cout << "added " << ids.size() << " players (ids " << ids.front() << "-" << ids.back() << ")\n";
  }
  return ok;
}

int player_drop(const std::string& event_path, const std::string& who) {
  std::string path = required_event_path(event_path);
  Database db = open_event(path, OpenMode::existing);
  Change change(db, command_line());
  jp::Event ev = jp::load_event(db, jp::Load::header);
  const jp::Player& p = jp::resolve_player(ev, who);
  jp::drop_player(db, ev, p);
  change.commit();
  std::cout << "dropped " << p.name << " (id " << p.id << ")"
            << (ev.last_round() ? " after round " + std::to_string(ev.last_round()) : " before round 1") << "; not paired from round "
            << ev.last_round() + 1 << "\n";
  return ok;
}

int player_list(Context& ctx, const std::string& event_path, bool json) {
  auto o = open(event_path);
  auto rows = jp::standings(o.ev, jp::read_scores(o.db, o.ev, o.game), o.game);
  std::map<std::int64_t, const jp::StandingRow*> by_id;
  for (const auto& r : rows) by_id[r.player_id] = &r;
  if (json) {
    ordered_json out = ordered_json::array();
    for (const auto& p : o.ev.players)
      out.push_back({{"id", p.id}, {"name", p.name}, {"reading", p.reading.empty() ? ordered_json(nullptr) : ordered_json(p.reading)},
                     {"external_id", p.external_id.empty() ? ordered_json(nullptr) : ordered_json(p.external_id)},
                     {"joined_round", p.joined_round}, {"dropped_after_round", p.dropped_after ? ordered_json(*p.dropped_after) : ordered_json(nullptr)},
                     {"points", by_id[p.id]->points}});
    std::cout << out.dump(2) << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> table = {{"id", "name", "reading", "points", "status"}};
  for (const auto& p : o.ev.players) {
    std::string status = p.dropped_after ? "dropped after round " + std::to_string(*p.dropped_after)
                         : p.joined_round > 1 ? "joined in round " + std::to_string(p.joined_round)
                                              : "";
    table.push_back({std::to_string(p.id), p.name, p.reading, std::to_string(by_id[p.id]->points), status});
  }
  std::cout << bold(ctx, o.ev.info.name) << ": " << o.ev.players.size() << " players\n" << render_table(table, {'r', 'l', 'l', 'r', 'l'});
  return ok;
}

// ---------------------------------------------------------------- rounds

// `ev` holds the round's matches (jp::load_round).
ordered_json round_json(Database& db, const jp::Event& ev, const Game& game, int number) {
  const jp::Round* r = ev.round(number);
  auto pts = points_by_id(db, ev, game, number);
  ordered_json j = {{"round", number}, {"stage", r->stage}, {"status", r->closed ? "closed" : "open"}, {"tables", ordered_json::array()}};
  for (const auto& m : ev.matches) {
    if (m.round != number) continue;
    ordered_json players = ordered_json::array();
    for (auto id : m.players) players.push_back({{"id", id}, {"name", name_of(ev, id)}, {"points", pts[id]}});
    ordered_json t = {{"table", m.table ? ordered_json(*m.table) : ordered_json(nullptr)}, {"bye", m.bye}, {"players", players},
                      {"result", m.result ? ordered_json(m.result->summary) : ordered_json(nullptr)}};
    j["tables"].push_back(t);
  }
  return j;
}

std::string round_text(Context& ctx, Database& db, const jp::Event& ev, const Game& game, int number, bool by_name) {
  const jp::Round* r = ev.round(number);
  auto pts = points_by_id(db, ev, game, number);
  std::string out = bold(ctx, "Round " + std::to_string(number)) + " (" + (r->stage == "cut" ? "top cut" : "swiss") + ", " +
                    (r->closed ? "closed" : "open") + ")\n";
  std::vector<std::vector<std::string>> rows;
  if (by_name) {
    // For the wall: every player in name order with table and opponent.
    struct Line { std::string key, name, table, opponent; };
    std::vector<Line> lines;
    for (const auto& m : ev.matches) {
      if (m.round != number) continue;
      for (auto id : m.players) {
        std::string opp;
        for (auto other : m.players)
          if (other != id) opp += (opp.empty() ? "" : ", ") + name_of(ev, other);
        const jp::Player* p = ev.player(id);
        lines.push_back({fold_text(p->reading.empty() ? p->name : p->reading), p->name, m.bye ? "bye" : std::to_string(*m.table), m.bye ? "" : opp});
      }
    }
    std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.key < b.key; });
    rows.push_back({"name", "table", "opponent"});
    for (const auto& l : lines) rows.push_back({l.name, l.table, l.opponent});
    return out + render_table(rows, {'l', 'r', 'l'});
  }
  bool pods = game.match.players_per_table > 2;
  if (pods) {
    rows.push_back({"table", "players (points)", "result"});
    for (const auto& m : ev.matches) {
      if (m.round != number) continue;
      std::string who;
      for (auto id : m.players) who += (who.empty() ? "" : ", ") + name_of(ev, id) + " (" + std::to_string(pts[id]) + ")";
      rows.push_back({m.bye ? "bye" : std::to_string(*m.table), who, m.result ? m.result->summary : ""});
    }
    return out + render_table(rows, {'r', 'l', 'l'}, true, 80);
  }
  rows.push_back({"table", "player", "points", "opponent", "points", "result"});
  for (const auto& m : ev.matches) {
    if (m.round != number) continue;
    if (m.bye) {
      rows.push_back({"bye", name_of(ev, m.players[0]), std::to_string(pts[m.players[0]]), "", "", "bye"});
      continue;
    }
    rows.push_back({std::to_string(*m.table), name_of(ev, m.players[0]), std::to_string(pts[m.players[0]]), name_of(ev, m.players[1]),
                    std::to_string(pts[m.players[1]]), m.result ? m.result->summary : ""});
  }
  return out + render_table(rows, {'r', 'l', 'r', 'l', 'r', 'l'});
}

// Pairs a round (Swiss, or a cut) as one transaction; `pair` gets the event's header and game.
jp::PairedRound pair_round(Database& db, Game& game, const std::function<jp::PairedRound(const jp::Event&)>& pair) {
  Change change(db, command_line());
  jp::Event ev = jp::load_event(db, jp::Load::header);
  game = load_game(games_dir(), ev.info.game);
  jp::PairedRound paired = pair(ev);
  change.commit();
  return paired;
}

int round_pair(Context& ctx, const std::string& event_path, bool json) {
  std::string path = required_event_path(event_path);
  Database db = open_event(path, OpenMode::existing);
  Game game;
  jp::PairedRound paired = pair_round(db, game, [&](const jp::Event&) { return jp::pair_next_round(db, game); });
  for (const auto& n : paired.notes) std::cerr << n << "\n";
  jp::Event ev = jp::load_round(db, paired.number);
  if (json) {
    ordered_json j = round_json(db, ev, game, paired.number);
    j["rematches"] = paired.stats.rematches;
    j["pair_downs"] = paired.stats.pair_downs;
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::cout << round_text(ctx, db, ev, game, paired.number, false);
  return ok;
}

int round_show(Context& ctx, const std::string& event_path, const std::string& round_arg, bool by_name, bool json) {
  auto o = open(event_path);
  int number = round_arg.empty() ? o.ev.last_round() : parse_int(round_arg, "round");
  if (number == 0) throw InputError("no round has been paired yet; pair one with `judgekit round pair`");
  if (!o.ev.round(number)) throw InputError("there is no round " + std::to_string(number) + " (last: " + std::to_string(o.ev.last_round()) + ")");
  jp::Event ev = jp::load_round(o.db, number);
  if (json) {
    std::cout << round_json(o.db, ev, o.game, number).dump(2) << "\n";
    return ok;
  }
  std::cout << round_text(ctx, o.db, ev, o.game, number, by_name);
  return ok;
}

int round_unpair(const std::string& event_path) {
  std::string path = required_event_path(event_path);
  Database db = open_event(path, OpenMode::existing);
  Change change(db, command_line());
  int r = jp::unpair_last_round(db);
  change.commit();
  std::cout << "round " << r << " unpaired" << (r > 1 ? "; round " + std::to_string(r - 1) + " is open again" : "") << "\n";
  return ok;
}

int pairing_swap(Context& ctx, const std::string& event_path, const std::vector<std::string>& tables, const std::vector<std::string>& players) {
  std::string path = required_event_path(event_path);
  Database db = open_event(path, OpenMode::existing);
  std::vector<std::string> warnings;
  Game game;
  {
    Change change(db, command_line());
    jp::Event ev = jp::load_event(db, jp::Load::header);
    game = load_game(games_dir(), ev.info.game);
    if (!players.empty()) {
      if (!tables.empty() || players.size() != 2) throw InputError("give two tables, or --players P Q");
      warnings = jp::swap_players(db, game, players[0], players[1]);
    } else {
      if (tables.size() != 2) throw InputError("give two tables (TABLE_A TABLE_B), or --players P Q");
      warnings = jp::swap_tables(db, game, parse_int(tables[0], "table"), parse_int(tables[1], "table"));
    }
    change.commit();
  }
  for (const auto& w : warnings) std::cerr << yellow(ctx, w) << "\n";
  int last = jp::load_event(db, jp::Load::header).last_round();
  jp::Event ev = jp::load_round(db, last);
  std::cout << round_text(ctx, db, ev, game, last, false);
  return ok;
}

// ---------------------------------------------------------------- results

// Everything `result` accepts, gathered by CLI11; build_result turns it into one ResultRecord.
struct ResultArgs {
  std::string event;
  std::string table;
  std::string score;      // 2-1 or 2-1-0
  std::string winner;     // --winner P
  bool draw = false;      // --draw
  bool double_loss = false;
  std::string placement;  // --placement "A,B=C,D" (pods)
  bool correct = false;
  int round = 0;          // --round R (default: the last round)
  std::string csv;        // --csv FILE
  // An Economica game unfinished at the time limit, settled by 2-5 (judge module).
  bool time_limit = false;
  std::string stock, flow, value, janken;  // A:B counts, A = the table's first player
  // A ROE UP! table's end-of-game figures: awards decide the placements (judge module).
  std::string roeup;
};

std::vector<std::vector<std::int64_t>> parse_placement(const jp::Event& ev, const std::string& text, std::vector<std::string>& names) {
  std::vector<std::vector<std::int64_t>> places;
  std::stringstream ss(text);
  std::string place;
  while (std::getline(ss, place, ',')) {
    std::vector<std::int64_t> group;
    std::stringstream ps(place);
    std::string who;
    while (std::getline(ps, who, '=')) {
      if (trim(who).empty()) throw InputError("--placement '" + text + "' has an empty name; write it like \"A,B=C,D\"");
      const jp::Player& p = jp::resolve_player(ev, who);
      group.push_back(p.id);
      names.push_back(p.name);
    }
    places.push_back(group);
  }
  return places;
}

// The one place where the ways of giving a result are told apart.
// The time-limit adjudication (Economica 2-5) of a best-of-1 match, as the result's winner.
judge::Verdict time_limit_verdict(const ResultArgs& a, const Game& game) {
  bool has_procedure = std::any_of(game.procedures.begin(), game.procedures.end(), [](const Procedure& p) { return p.id == "time-limit"; });
  if (!has_procedure) throw InputError("--time-limit: " + game.id + " has no time-limit adjudication; enter the result as a score, --draw or --winner");
  if (game.match.best_of != 1)
    throw InputError("--time-limit settles one game; this match is best of " + std::to_string(game.match.best_of) + ": enter the games as a score");
  if (a.stock.empty() || a.flow.empty() || a.value.empty())
    throw InputError("--time-limit needs --stock A:B, --flow A:B and --value A:B (A is the table's first player)");
  judge::TimeLimitInput in;
  in.stock = judge::parse_counts(a.stock, "--stock");
  in.flow = judge::parse_counts(a.flow, "--flow");
  in.value = judge::parse_counts(a.value, "--value");
  in.janken = a.janken;
  return judge::economica_time_limit(in);
}

// A pod's result from its end-of-game table (ROE UP! ゲームの終了): each row's player must sit at
// the table; places follow the awards won (ties share a place), and each seat keeps its awards.
ResultRecord roeup_result(const std::string& file, const jp::Event& ev, const Game& game, const jp::MatchRef& m) {
  auto rows = judge::parse_roeup_table(read_file(file), file);
  judge::RoeResult res = judge::roeup_end_of_game(rows);
  std::vector<PlayerName> seated;
  for (auto id : m.players) {
    const jp::Player* p = ev.player(id);
    seated.push_back({id, p ? p->name : std::to_string(id), p ? p->name_key : "", p ? p->external_id : ""});
  }
  std::map<int, std::vector<std::int64_t>> by_place;
  std::map<std::int64_t, std::vector<std::string>> awards;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < res.players.size(); ++i) {
    std::int64_t id;
    try {
      id = seated[pick_player(seated, res.players[i].in.player)].id;
    } catch (const InputError& e) {
      throw InputError(file, res.players[i].in.line, std::string(e.what()) + " (at round " + std::to_string(m.round) + " table " + std::to_string(m.table) + ")");
    }
    by_place[res.players[i].placement].push_back(id);
    awards[id] = res.players[i].awards;
  }
  std::vector<std::vector<std::int64_t>> places;
  for (auto& [place, ids] : by_place) {
    places.push_back(ids);
    for (auto id : ids) names.push_back(name_of(ev, id));
  }
  ResultRecord r = jp::placement_result(game, m, places, names);
  r.adjudication_json = judge::to_json(res);
  for (auto& seat : r.seats) seat.awards_json = nlohmann::json(awards[seat.player_id]).dump();
  return r;
}

ResultRecord build_result(const ResultArgs& a, const jp::Event& ev, const Game& game, const jp::MatchRef& m,
                          const judge::Verdict* adjudicated = nullptr) {
  if (!a.roeup.empty()) {
    if (!a.score.empty() || !a.winner.empty() || a.draw || a.double_loss || !a.placement.empty())
      throw InputError("--roeup decides the placements; give no score, --winner, --draw or --placement with it");
    if (game.id != "roeup") throw InputError("--roeup reads a ROE UP! end-of-game table; this event plays " + game.id);
    return roeup_result(a.roeup, ev, game, m);
  }
  if (adjudicated) {
    ResultRecord r = jp::winner_result(game, m, m.players.at(adjudicated->winner == "A" ? 0 : 1));
    r.kind = "adjudicated";
    r.summary += " (time limit, " + adjudicated->decided_by + ")";
    r.adjudication_json = judge::to_json(*adjudicated);
    // The one game of the match, with the rules that decided it.
    GameRecord g;
    g.number = 1;
    g.outcome = "win";
    g.winner_id = m.players.at(adjudicated->winner == "A" ? 0 : 1);
    g.adjudication_json = r.adjudication_json;
    r.games = {g};
    return r;
  }
  int given = !a.score.empty() + !a.winner.empty() + a.draw + a.double_loss + !a.placement.empty();
  if (given != 1)
    throw InputError(given == 0 ? "give the result: a score such as 2-1, --winner P, --draw, --double-loss, --placement \"A,B,C,D\" or --time-limit"
                                : "give only one of: a score, --winner, --draw, --double-loss, --placement, --time-limit");
  if (!a.score.empty()) {
    auto g = jp::parse_games(a.score);
    if (!g) throw InputError("'" + a.score + "' is not a score; write games won-lost[-drawn] for the first player, e.g. 2-1 or 1-1-1");
    return jp::games_result(game, m, (*g)[0], (*g)[1], (*g)[2]);
  }
  if (!a.winner.empty()) return jp::winner_result(game, m, jp::resolve_player(ev, a.winner).id);
  if (a.draw) return jp::draw_result(game, m);
  if (a.double_loss) return jp::double_loss_result(m);
  std::vector<std::string> names;
  auto places = parse_placement(ev, a.placement, names);
  return jp::placement_result(game, m, places, names);
}

// The rules a time-limit result was decided by, as `judgekit adjudicate` prints them.
std::vector<std::vector<std::string>> adjudication_rows(const judge::Verdict& v) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& st : v.steps) rows.push_back({"  " + st.rule, st.text, st.result});
  return rows;
}

std::string describe(const jp::Event& ev, const jp::MatchRef& m, const ResultRecord& r) {
  std::string who;
  for (auto id : m.players) who += (who.empty() ? "" : " vs ") + name_of(ev, id);
  return "round " + std::to_string(m.round) + " table " + std::to_string(m.table) + " (" + who + "): " + r.summary;
}

int result_csv(const ResultArgs& a) {
  std::string path = required_event_path(a.event);
  Database db = open_event(path, OpenMode::existing);
  auto rows = parse_csv(read_file(a.csv), a.csv);
  if (rows.empty()) throw InputError(a.csv, 1, "empty file; the first line must name the columns: round,table,result");
  int c_round = -1, c_table = -1, c_result = -1;
  for (std::size_t i = 0; i < rows[0].fields.size(); ++i) {
    std::string h = fold_text(trim(rows[0].fields[i]));
    if (h == "round") c_round = static_cast<int>(i);
    else if (h == "table") c_table = static_cast<int>(i);
    else if (h == "result") c_result = static_cast<int>(i);
    else throw InputError(a.csv, 1, "unknown column '" + rows[0].fields[i] + "' (round, table, result)");
  }
  if (c_round < 0 || c_table < 0 || c_result < 0) throw InputError(a.csv, 1, "the columns must be round,table,result");
  Change change(db, command_line());
  jp::Event ev = jp::load_event(db, jp::Load::header);
  Game game = load_game(games_dir(), ev.info.game);
  int written = 0, unchanged = 0;
  std::map<std::pair<int, int>, int> seen;
  for (std::size_t k = 1; k < rows.size(); ++k) {
    const auto& row = rows[k];
    auto field = [&](int c) { return static_cast<std::size_t>(c) < row.fields.size() ? trim(row.fields[static_cast<std::size_t>(c)]) : std::string(); };
    try {
      int round = parse_int(field(c_round), "round"), table = parse_int(field(c_table), "table");
      auto [it, fresh] = seen.emplace(std::make_pair(round, table), row.line);
      if (!fresh) throw InputError("round " + std::to_string(round) + " table " + std::to_string(table) + " is given twice (line " + std::to_string(it->second) + ")");
      jp::MatchRef m = jp::find_match(db, table, round);
      ResultArgs one;
      std::string text = field(c_result);
      std::string folded = fold_text(text);
      if (game.match.players_per_table > 2) one.placement = text;
      else if (folded == "draw") one.draw = true;
      else if (folded == "double-loss" || folded == "double loss") one.double_loss = true;
      else one.score = text;
      ResultRecord r = build_result(one, ev, game, m);
      (jp::record_result(db, game, m, r, a.correct) == jp::Recorded::written ? written : unchanged)++;
    } catch (const InputError& e) {
      throw InputError(a.csv, row.line, e.what());  // nothing is written: the Change rolls back
    }
  }
  change.commit();
  std::cout << "recorded " << written << " result" << (written == 1 ? "" : "s") << " from " << a.csv;
  if (unchanged) std::cout << " (" << unchanged << " already recorded)";
  std::cout << "\n";
  return ok;
}

int result_command(Context& ctx, const ResultArgs& a) {
  if (!a.csv.empty()) {
    if (!a.table.empty() || !a.score.empty() || !a.winner.empty() || a.draw || a.double_loss || !a.placement.empty())
      throw InputError("--csv takes no table or result; the file has the columns round,table,result");
    return result_csv(a);
  }
  if (a.table.empty()) throw InputError("give the table: judgekit result --event E TABLE 2-1 (or --csv FILE)");
  std::string path = required_event_path(a.event);
  Database db = open_event(path, OpenMode::existing);
  Change change(db, command_line());  // BEGIN IMMEDIATE: a second terminal waits here, then sees this result
  jp::Event ev = jp::load_event(db, jp::Load::header);
  Game game = load_game(games_dir(), ev.info.game);
  jp::MatchRef m = jp::find_match(db, parse_int(a.table, "table"), a.round > 0 ? std::optional<int>(a.round) : std::nullopt);
  std::optional<judge::Verdict> verdict;
  if (a.time_limit) {
    if (!a.score.empty() || !a.winner.empty() || a.draw || a.double_loss || !a.placement.empty())
      throw InputError("--time-limit decides the result; give no score, --winner, --draw or --placement with it");
    verdict = time_limit_verdict(a, game);
    if (judge::needs_person(*verdict)) {
      // 2-5-4: nothing is recorded until the judge enters who won the janken.
      print_verdict(ctx, game, *verdict, false);
      std::cout << "nothing recorded: run again with --janken A or --janken B (A = " << name_of(ev, m.players.at(0)) << ")\n";
      return needs_person;
    }
  }
  ResultRecord r = build_result(a, ev, game, m, verdict ? &*verdict : nullptr);
  bool had = m.result.has_value();
  auto done = jp::record_result(db, game, m, r, a.correct);
  change.commit();
  if (done == jp::Recorded::unchanged) std::cout << describe(ev, m, r) << " (already recorded; nothing changed)\n";
  else std::cout << describe(ev, m, r) << (had ? " (corrected; was " + m.result->summary + ")" : "") << "\n";
  if (verdict) std::cout << render_table(adjudication_rows(*verdict), {'l', 'l', 'l'}, false, 70);
  return ok;
}

// ---------------------------------------------------------------- standings, cut

std::string tiebreaker_header(const std::string& id) {
  std::string s = id;
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return s;
}

int standings_command(Context& ctx, const std::string& event_path, bool json, bool csv) {
  if (json && csv) throw InputError("give --json or --csv, not both");
  auto o = open(event_path);
  auto rows = jp::standings(o.ev, jp::read_scores(o.db, o.ev, o.game), o.game);
  if (json) {
    ordered_json out = ordered_json::array();
    for (const auto& r : rows) {
      ordered_json tb = ordered_json::object();
      for (const auto& [id, v] : r.tiebreakers) tb[id] = round4(v);
      out.push_back({{"rank", r.rank}, {"id", r.player_id}, {"name", r.name}, {"reading", r.reading.empty() ? ordered_json(nullptr) : ordered_json(r.reading)},
                     {"points", r.points}, {"wins", r.wins}, {"losses", r.losses}, {"draws", r.draws}, {"tiebreakers", tb},
                     {"rounds", r.rounds}, {"byes", r.byes}, {"dropped", r.dropped}});
    }
    std::cout << out.dump(2) << "\n";
    return ok;
  }
  if (csv) {
    std::cout << "rank,id,name,reading,points,wins,losses,draws";
    if (!rows.empty())
      for (const auto& t : rows.front().tiebreakers) std::cout << "," << t.first;
    std::cout << ",dropped\n";
    for (const auto& r : rows) {
      std::cout << r.rank << "," << r.player_id << "," << csv_escape(r.name) << "," << csv_escape(r.reading) << "," << r.points << "," << r.wins << ","
                << r.losses << "," << r.draws;
      for (const auto& t : r.tiebreakers) std::cout << "," << fixed(t.second, 4);
      std::cout << "," << (r.dropped ? "yes" : "no") << "\n";
    }
    return ok;
  }
  int counted = 0;
  {
    auto st = o.db.prepare(
        "SELECT count(*) FROM rounds r WHERE r.stage = 'swiss' AND (r.status = 'closed' OR NOT EXISTS ("
        "SELECT 1 FROM matches m WHERE m.round = r.number AND NOT EXISTS (SELECT 1 FROM results x WHERE x.match_id = m.id)))");
    st.step();
    counted = st.integer(0);
  }
  std::vector<std::vector<std::string>> table;
  std::vector<std::string> header = {"rank", "name", "points", "W-L-D"};
  if (!rows.empty())
    for (const auto& t : rows.front().tiebreakers) header.push_back(tiebreaker_header(t.first));
  table.push_back(header);
  for (const auto& r : rows) {
    std::vector<std::string> line = {std::to_string(r.rank), r.name + (r.dropped ? " (dropped)" : ""), std::to_string(r.points),
                                     std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws)};
    for (const auto& t : r.tiebreakers) line.push_back(two_places(t.second));
    table.push_back(line);
  }
  std::vector<char> align = {'r', 'l', 'r', 'l'};
  align.resize(header.size(), 'r');
  std::cout << bold(ctx, o.ev.info.name) << ": standings after " << counted << " round" << (counted == 1 ? "" : "s") << "\n" << render_table(table, align);
  return ok;
}

int cut_command(Context& ctx, const std::string& event_path, int size) {
  std::string path = required_event_path(event_path);
  Database db = open_event(path, OpenMode::existing);
  Game game;
  jp::PairedRound paired = pair_round(db, game, [&](const jp::Event& ev) {
    if (size == 0) size = ev.info.top_cut ? ev.info.top_cut : 8;
    return jp::start_cut(db, game, size);
  });
  jp::Event ev = jp::load_round(db, paired.number);
  auto rows = jp::standings(ev, jp::read_scores(db, ev, game), game);
  std::map<std::int64_t, int> seed;
  for (const auto& r : rows)
    if (!r.dropped) seed.emplace(r.player_id, static_cast<int>(seed.size()) + 1);
  std::cout << bold(ctx, "Top " + std::to_string(size)) << " (round " << paired.number << "), seeded by the standings\n";
  std::vector<std::vector<std::string>> table = {{"table", "seed", "player", "seed", "opponent"}};
  for (const auto& m : ev.matches)
    if (m.round == paired.number)
      table.push_back({std::to_string(*m.table), std::to_string(seed[m.players[0]]), name_of(ev, m.players[0]), std::to_string(seed[m.players[1]]),
                       name_of(ev, m.players[1])});
  std::cout << render_table(table, {'r', 'r', 'l', 'r', 'l'});
  return ok;
}

// ---------------------------------------------------------------- simulate

__extension__ typedef unsigned __int128 UnsignedWeight;

std::string weight_text(jp::Weight w) {
  bool neg = w < 0;
  UnsignedWeight u = neg ? static_cast<UnsignedWeight>(-w) : static_cast<UnsignedWeight>(w);
  std::string s;
  do {
    s += static_cast<char>('0' + static_cast<int>(u % 10));
    u /= 10;
  } while (u);
  if (neg) s += '-';
  std::reverse(s.begin(), s.end());
  return s;
}

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
                                {"byes", r.byes}, {"total_weight", weight_text(r.stats.total_weight)}, {"core_players", r.stats.core_players},
                                {"matching_runs", r.stats.matching_runs}});
    j["median_ms"] = std::round(median * 1000) / 1000;
    j["max_ms"] = std::round(max * 1000) / 1000;
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> table = {{"round", "players", "ms", "rematches", "pair-downs", "byes", "core", "total weight"}};
  for (const auto& r : rows)
    table.push_back({std::to_string(r.round), std::to_string(r.players), fixed(r.pairing_ms, 1), std::to_string(r.rematches), std::to_string(r.pair_downs),
                     std::to_string(r.byes), std::to_string(r.stats.core_players), weight_text(r.stats.total_weight)});
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
    auto a = std::make_shared<CreateArgs>();
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
    cmd->callback([&ctx, file, state] { run_command(ctx, [&] { return event_import(*file, *state); }); });
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
  auto* player = app.add_subcommand("player", "add, drop, late-add or list players");
  player->require_subcommand(1);
  {
    auto* cmd = player->add_subcommand("add", "register players before round 1");
    auto path = std::make_shared<std::string>(), csv = std::make_shared<std::string>();
    auto names = std::make_shared<std::vector<std::string>>();
    add_event_option(cmd, *path);
    cmd->add_option("NAME", *names, "player names");
    cmd->add_option("--csv", *csv, "CSV with the columns id,name,reading (id and reading optional)");
    cmd->callback([&ctx, path, csv, names] { run_command(ctx, [&] { return player_add(*path, *names, *csv, false); }); });
  }
  {
    auto* cmd = player->add_subcommand("late-add", "add a player after the event started");
    auto path = std::make_shared<std::string>(), name = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("NAME", *name, "player name")->required();
    cmd->callback([&ctx, path, name] { run_command(ctx, [&] { return player_add(*path, {*name}, "", true); }); });
  }
  {
    auto* cmd = player->add_subcommand("drop", "drop a player from the next round on");
    auto path = std::make_shared<std::string>(), who = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->add_option("PLAYER", *who, "id or name")->required();
    cmd->callback([&ctx, path, who] { run_command(ctx, [&] { return player_drop(*path, *who); }); });
  }
  {
    auto* cmd = player->add_subcommand("list", "list the players");
    auto path = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    add_event_option(cmd, *path);
    cmd->add_flag("--json", *json, "JSON output");
    cmd->callback([&ctx, path, json] { run_command(ctx, [&] { return player_list(ctx, *path, *json); }); });
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
    auto* cmd = round->add_subcommand("unpair", "remove the last round while it has no results");
    auto path = std::make_shared<std::string>();
    add_event_option(cmd, *path);
    cmd->callback([&ctx, path] { run_command(ctx, [&] { return round_unpair(*path); }); });
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
    add_event_option(cmd, a->event);
    cmd->add_option("TABLE", a->table, "table number");
    cmd->add_option("SCORE", a->score, "games won-lost[-drawn] by the table's first player, e.g. 2-1");
    cmd->add_option("--winner", a->winner, "the winner (id or name)");
    cmd->add_flag("--draw", a->draw, "a drawn match");
    cmd->add_flag("--double-loss", a->double_loss, "both players lose");
    cmd->add_option("--placement", a->placement, "pods: finishing order \"A,B=C,D\" (= shares a place)");
    cmd->add_flag("--correct", a->correct, "replace a result, also in a closed round");
    cmd->add_option("--round", a->round, "the round (default: the last)");
    cmd->add_option("--csv", a->csv, "many results: CSV with the columns round,table,result (all or nothing)");
    cmd->add_flag("--time-limit", a->time_limit, "Economica: settle a game unfinished at the time limit by 2-5");
    cmd->add_option("--stock", a->stock, "with --time-limit: stock A:B (A = the table's first player)");
    cmd->add_option("--flow", a->flow, "with --time-limit: flow-zone assets A:B");
    cmd->add_option("--value", a->value, "with --time-limit: sum of flow-zone value levels A:B");
    cmd->add_option("--janken", a->janken, "with --time-limit: who won the janken of 2-5-4 (A or B)");
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
