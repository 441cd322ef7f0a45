#include "lifecycle.hpp"
#include "report_lang.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <sstream>

#include "errors.hpp"
#include "event_checks.hpp"
#include "event_file.hpp"
#include "exchange.hpp"
#include "match_lengths.hpp"
#include "json_stream.hpp"
#include "opened.hpp"
#include "pack.hpp"
#include "results.hpp"
#include "text.hpp"

namespace jk::event {

std::vector<TiebreakEntry> parse_tiebreak_chain(const std::string& text) {
  std::vector<TiebreakEntry> chain;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, ',')) {
    item = trim(item);
    auto colon = item.find(':');
    TiebreakEntry e;
    e.id = parse_tiebreak(item.substr(0, colon), "--tiebreakers");
    if (colon != std::string::npos) {
      try {
        std::size_t used = 0;
        std::string f = item.substr(colon + 1);
        e.floor = std::stod(f, &used);
        if (used != f.size()) throw std::invalid_argument("floor");
      } catch (const std::logic_error&) {
        throw InputError(Message{N_("--tiebreakers: '{item}' needs a floor like oppw:0.25"), {{"item", item}}});
      }
      if (e.floor < 0 || e.floor > 1)
        throw InputError(Message{N_("--tiebreakers: the floor in '{item}' must be from 0 to 1"), {{"item", item}}});
    }
    chain.push_back(e);
  }
  return chain;
}

void apply_tiebreakers(const std::string& text, EventSettings& settings) {
  if (auto preset = tiebreak_preset(trim(text))) {
    settings.tiebreakers = preset->chain;
    settings.win_percent = preset->rules;
  } else {
    settings.tiebreakers = parse_tiebreak_chain(text);
  }
}

// A round robin's groups: --groups K or --group-size N (neither: one group), two-player games only;
// its rounds are the groups' Berger rounds, so --rounds and --top-cut are refused.
static void set_groups(const CreateRequest& a, const Game& game, EventHeader& h) {
  if (h.structure != Structure::round_robin) {
    if (a.groups || a.group_size) throw InputError(Message{N_("--groups and --group-size are for --structure round-robin"), {}});
    return;
  }
  if (a.rounds || a.top_cut)
    throw InputError(Message{N_("a round robin takes the rounds its groups need; --rounds and --top-cut are for Swiss (a bracket from the groups: `judgekit cut --from-groups N`)"), {}});
  if (game.match.players_per_table > 2)
    throw InputError(Message{N_("{game} is played at tables of more than two players; a round robin pairs two"), {{"game", game.id, game.name_ja}}});
  if (a.groups && a.group_size) throw InputError(Message{N_("give --groups or --group-size, not both"), {}});
  if (a.groups < 0 || a.groups > 1000) throw InputError(Message{N_("--groups must be from 1 to 1000"), {}});
  if (a.group_size < 0 || a.group_size == 1 || a.group_size > 1000) throw InputError(Message{N_("--group-size must be from 2 to 1000"), {}});
  h.settings.groups = a.groups;
  h.settings.group_size = a.group_size;
}

// A team event (--team-size 2|3): Swiss rounds of teams, two-player games only, no top cut yet.
// --best-of / --final-best-of: lengths the pack lets an event choose (docs/events.md "Match lengths").
static void set_match_lengths(const CreateRequest& a, const Game& game, EventHeader& h) {
  if (a.best_of) pairing::check_best_of(game, a.best_of, "--best-of");
  if (a.final_best_of) {
    pairing::check_best_of(game, a.final_best_of, "--final-best-of");
    if (h.structure != Structure::single_elimination && !a.top_cut)
      throw InputError(Message{N_("--final-best-of is for a bracket's final: --structure single-elimination or --top-cut (a round robin sets it with `judgekit cut`)"), {}});
  }
  h.settings.best_of = a.best_of;
  h.settings.final_best_of = a.final_best_of;
}

static void set_team_size(const CreateRequest& a, const Game& game, EventHeader& h) {
  if (!a.team_size) return;
  if (a.team_size != 2 && a.team_size != 3) throw InputError(Message{N_("--team-size must be 2 or 3"), {}});
  if (h.structure != Structure::swiss) throw InputError(Message{N_("a team event is Swiss; --team-size cannot go with --structure"), {}});
  if (game.match.players_per_table > 2)
    throw InputError(Message{N_("{game} is played at tables of more than two players; a team match seats two teams' players one against one"),
                             {{"game", game.id, game.name_ja}}});
  if (a.top_cut) throw InputError(Message{N_("a team event has no top cut yet; leave out --top-cut"), {}});
  h.team_size = a.team_size;
}

EventHeader create_event(const CreateRequest& a, const Actor& actor) {
  Game game = load_game(games_dir(), a.game);
  if (!valid_date(a.date)) throw InputError(Message{N_("--date '{date}' is not a date YYYY-MM-DD"), {{"date", a.date}}});
  if (trim(a.name).empty()) throw InputError(Message{N_("--name must not be empty"), {}});
  // Not UTF-8, it was a file every later open called damaged (db/event_checks.cpp reads it as text).
  if (!valid_utf8(a.name)) throw InputError(Message{N_("the name is not valid UTF-8"), {}});
  if (std::string code = control_character(a.name); !code.empty())
    throw InputError(Message{N_("the name contains a control character (code {code}); type it again without it"), {{"code", code}}});
  if (!a.format.empty() && !game.find_format(a.format)) {
    std::string list;
    for (const auto& f : game.formats) list += (list.empty() ? "" : ", ") + f.id;
    if (list.empty()) throw InputError(Message{N_("--format '{format}' is not a format of {game}"), {{"format", a.format}, {"game", game.id, game.name_ja}}});
    throw InputError(Message{N_("--format '{format}' is not a format of {game} ({formats})"), {{"format", a.format}, {"game", game.id, game.name_ja}, {"formats", list}}});
  }
  if (a.rounds < 0 || a.rounds > 100) throw InputError(Message{N_("--rounds must be from 1 to 100"), {}});
  if (a.top_cut < 0 || a.top_cut == 1) throw InputError(Message{N_("--top-cut must be at least 2 (byes go to the top seeds when it is not a power of 2)"), {}});
  const MatchStructure& ms = game.match;
  if (a.top_cut && ms.players_per_table > 2 && (a.top_cut < ms.pod_min || a.top_cut > ms.pod_max))
    throw InputError(Message{N_("{game} plays its final at one table of {min} to {max} players; --top-cut {size} does not fit one"),
                             {{"game", game.id, game.name_ja}, {"min", std::to_string(ms.pod_min)}, {"max", std::to_string(ms.pod_max)},
                              {"size", std::to_string(a.top_cut)}}});
  EventHeader h;
  h.name = trim(a.name);
  if (!a.structure.empty()) {
    auto s = parse_structure(a.structure);
    if (!s) throw InputError(Message{N_("--structure '{name}' is not one of {known}"), {{"name", a.structure}, {"known", known_structures()}}});
    h.structure = *s;
  }
  if (!a.seeding.empty()) {
    auto s = parse_seeding(a.seeding);
    if (!s) throw InputError(Message{N_("--seeding '{name}' is not one of {known}"), {{"name", a.seeding}, {"known", known_seedings()}}});
    if (h.structure == Structure::swiss) throw InputError(Message{N_("--seeding is for --structure single-elimination or round-robin"), {}});
    h.settings.seeding = *s;
  }
  if (h.structure == Structure::single_elimination && (a.rounds || a.top_cut))
    throw InputError(Message{N_("a single-elimination event is one bracket from round 1; --rounds and --top-cut are for Swiss"), {}});
  set_groups(a, game, h);
  set_team_size(a, game, h);
  if (a.third_place && ms.players_per_table > 2)
    throw InputError(Message{N_("a final table has no third-place match; --third-place is for two-player brackets"), {}});
  h.settings.third_place = a.third_place;
  set_match_lengths(a, game, h);
  h.game = game.id;
  // Without --format the event records the pack's default, so every later command and report
  // names the format the decks are judged by.
  h.format = a.format;
  if (h.format.empty() && game.default_format()) h.format = game.default_format()->id;
  h.date = a.date;
  if (a.rounds > 0) h.rounds = a.rounds;
  h.top_cut = a.top_cut;
  if (a.seed.empty()) {
    std::random_device rd;
    h.seed = static_cast<std::int64_t>(((static_cast<std::uint64_t>(rd()) << 32) | rd()) & 0x7fffffffffffffffull);
  } else {
    try {
      std::size_t used = 0;
      h.seed = std::stoll(a.seed, &used);
      if (used != a.seed.size()) throw std::invalid_argument("seed");
    } catch (const std::logic_error&) {
      throw InputError(Message{N_("--seed '{seed}' is not a whole number"), {{"seed", a.seed}}});
    }
  }
  h.settings.late_entry_losses = !a.no_late_losses;
  h.settings.results_need_judge = a.results_need_judge;
  apply_report_lang(a.report_lang, h.settings);
  if (!a.tiebreakers.empty()) apply_tiebreakers(a.tiebreakers, h.settings);
  if (a.win_percent.dropped_cap && (*a.win_percent.dropped_cap < 0 || *a.win_percent.dropped_cap > 1))
    throw InputError(Message{N_("--dropped-win-cap must be from 0 to 1 (0.75 caps a dropped player's win % at 75%)"), {}});

  if (a.win_percent.byes_played) h.settings.win_percent.byes_played = a.win_percent.byes_played;
  if (a.win_percent.dropped_cap) h.settings.win_percent.dropped_cap = a.win_percent.dropped_cap;
  if (a.win_percent.freeze_dropped) h.settings.win_percent.freeze_dropped = a.win_percent.freeze_dropped;
  if (a.win_percent.tie_share) h.settings.win_percent.tie_share = a.win_percent.tie_share;
  h.created_at = utc_now();
  create_event_file(a.file, actor.label, [&](Database& db) { insert_event_header(db, h); });
  return h;
}

// An unknown game or format fails before anything of the state is written.
static void require_known_game(const nlohmann::json& state, const std::string& source) {
  if (!state.is_object() || !state.contains("event") || !state["event"].is_object() || !state["event"].contains("game") ||
      !state["event"]["game"].is_string())
    return;  // the import names what is missing
  Game game = load_game(games_dir(), state["event"]["game"].get<std::string>());
  const auto& f = state["event"].contains("format") ? state["event"]["format"] : nlohmann::json();
  if (f.is_string() && !f.get<std::string>().empty() && !game.find_format(f.get<std::string>()))
    throw InputError(source, 0, Message{N_("$.event.format: '{format}' is not a format of {game}"), {{"format", f.get<std::string>()}, {"game", game.id, game.name_ja}}});
}

// The state is read as it is written into the new file: its rounds one at a time
// (db/json_stream.hpp), so an export of any event the file format holds comes back in.
ImportedEvent import_event(const std::string& file, const std::string& text, const std::string& source, const Actor& actor) {
  ImportedEvent out;
  create_event_file(file, actor.label, [&](Database& db) {
    pairing::StateImport im(db, source);
    bool lengths_given = false;
    JsonStream stream{{"rounds", {"format", "version", "event", "players", "teams"}}, nullptr, nullptr, 0};
    stream.begin = [&](const nlohmann::json& before, std::optional<std::size_t> rounds) {
      require_known_game(before, source);
      im.begin(before, rounds);  // read whole, the importer counts $.rounds (and refuses one that is no list)
      out.players = before.contains("players") ? before["players"].size() : 0;
      out.rounds = rounds ? *rounds : before.at("rounds").size();  // im.begin refused a state without the list
    };
    stream.take = [&](nlohmann::json& round, std::size_t index) {
      im.round(round, index);
      lengths_given |= round.is_object() && round.contains("best_of");
    };
    try {
      im.finish(parse_json_streamed(text, source, stream));
    } catch (const SqliteError& e) {
      // A rule of the event file the checks above missed: the JSON is at fault, not the new file.
      if ((e.code & 0xff) != SQLITE_CONSTRAINT) throw;
      throw InputError(source, 0, Message{N_("the state breaks a rule of the event file ({what}); nothing was created"), {{"what", e.what()}}});
    }
    EventHeader header = read_event_header(db);
    // An export from before schema 5 holds byes as 2-0: a bye scores as the match structure's win.
    // One that gives a round's length is newer than that and holds its byes as played.
    const MatchStructure& ms = game_of(header).match;
    if (!lengths_given) rescore_byes(db, ms.bye_games_won, ms.bye_games_lost);
    out.name = header.name;
  });
  return out;
}

std::vector<std::string> export_event_text(const std::string& file) {
  Database db = open_event(file, OpenMode::read);
  ReadSnapshot snapshot(db);
  try {
    return pairing::export_event_text(db);  // whole before a byte is printed: text that is not UTF-8 fails here
  } catch (const nlohmann::json::exception& e) {
    // Every stored JSON value and text was checked when it came in: one that does not read is damage.
    throw_damaged(file, Message{N_("a stored value is not valid JSON or UTF-8: {what}"), {{"what", e.what()}}});
  }
}

int upgrade_event(const std::string& file) { return upgrade_event_file(file); }

RoundPlan plan_rounds(int players, int top_cut) {
  if (players < 2) throw InputError(Message{N_("--players must be at least 2"), {}});
  if (top_cut < 0 || top_cut == 1 || top_cut > players) throw InputError(Message{N_("--top-cut must be from 2 to the players"), {}});
  RoundPlan p;
  p.players = players;
  p.top_cut = top_cut;
  while ((1LL << p.rounds) < players) ++p.rounds;
  // Expected players by losses after `rounds` rounds (no draws, results at random): N * C(R, L) / 2^R.
  double c = 1;
  for (int l = 0; l <= p.rounds; ++l) {
    p.expected_by_losses.push_back(players * c / std::pow(2.0, p.rounds));
    c = c * (p.rounds - l) / (l + 1);
  }
  double cum = 0;
  for (int l = 0; l <= p.rounds && top_cut > 0; ++l) {
    cum += p.expected_by_losses[static_cast<std::size_t>(l)];
    if (cum >= top_cut - 1e-9) {
      p.cut_losses = l;
      break;
    }
  }
  return p;
}

}  // namespace jk::event
