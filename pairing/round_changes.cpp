// Rounds: pairing the next (Swiss, pods, the top cut), byes, closing, unpairing.
#include "round_refusal.hpp"
#include "event.hpp"
#include "players.hpp"

#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <unordered_map>
#include <utility>

#include "avoids.hpp"
#include "csv.hpp"
#include "round_setup.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "fault.hpp"
#include "groups.hpp"
#include "pods.hpp"
#include "match_lengths.hpp"
#include "round_robin.hpp"
#include "round_write.hpp"
#include "team_event.hpp"
#include "rng.hpp"
#include "table_numbers.hpp"
#include "text.hpp"

namespace jk::pairing {

using nlohmann::json;

ResultRecord bye_result(const MatchStructure& round, std::int64_t player) {
  ResultRecord r;
  r.kind = ResultKind::bye;
  r.summary = "bye";
  SeatResult s;
  s.player_id = player;
  s.outcome = SeatOutcome::win;
  s.games_won = round.bye_games_won;
  s.games_lost = round.bye_games_lost;
  r.seats.push_back(s);
  return r;
}


// Writes matches with two prepared statements (a round of 5,000 tables is one transaction).
struct MatchWriter {
  Database& db;
  Statement match, seat;
  explicit MatchWriter(Database& d)
      : db(d),
        match(d.prepare("INSERT INTO matches (round, table_number, is_bye) VALUES (?1, ?2, ?3)")),
        seat(d.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)")) {}
  std::int64_t add(int round, std::optional<int> table, bool bye, const std::vector<std::int64_t>& players) {
    match.bind(1, round).bind(2, table ? std::optional<std::int64_t>(*table) : std::nullopt).bind(3, bye ? 1 : 0).run();
    std::int64_t id = db.last_insert_id();
    for (std::size_t i = 0; i < players.size(); ++i) seat.bind(1, id).bind(2, static_cast<int>(i + 1)).bind(3, players[i]).run();
    return id;
  }
};

static std::int64_t insert_match(Database& db, int round, std::optional<int> table, bool bye, const std::vector<std::int64_t>& players) {
  return MatchWriter(db).add(round, table, bye, players);
}

// A Swiss round's tables (numbered as `numbers` says) and its byes' matches, batched: ids from
// max(id) + 1, the ids one insert at a time would give (matches.id is a plain rowid). Returns the
// matches as inserted, without results: the tables, then the byes in the order of `byes`.
static std::vector<Match> insert_round_tables(Database& db, int round, const std::vector<std::vector<std::int64_t>>& tables,
                                              const std::vector<int>& numbers, const std::vector<std::int64_t>& byes) {
  std::int64_t next = 1;
  {
    auto st = db.prepare("SELECT coalesce(max(id), 0) + 1 FROM matches");
    if (st.step()) next = st.int64(0);
  }
  std::vector<std::optional<std::int64_t>> matches, seats;
  std::size_t seated = byes.size();
  for (const auto& t : tables) seated += t.size();
  matches.reserve((tables.size() + byes.size()) * 4);  // 10,000 players: no regrowth of 800 KB, each a page fault more
  seats.reserve(seated * 3);
  std::vector<Match> inserted;
  inserted.reserve(tables.size() + byes.size());
  auto add = [&](std::optional<int> table, bool bye, const std::vector<std::int64_t>& players) {
    const std::int64_t id = next++;
    matches.insert(matches.end(), {id, round, table, bye ? 1 : 0});
    for (std::size_t i = 0; i < players.size(); ++i) seats.insert(seats.end(), {id, static_cast<std::int64_t>(i + 1), players[i]});
    inserted.push_back(Match{id, round, table, bye, false, players, std::nullopt});
  };
  for (std::size_t t = 0; t < tables.size(); ++t) add(numbers[t], false, tables[t]);
  for (std::int64_t p : byes) add(std::nullopt, true, {p});
  insert_audited_batch(db, "matches", {"id", "round", "table_number", "is_bye"}, matches);
  insert_audited_batch(db, "seats", {"match_id", "seat", "player_id"}, seats);
  return inserted;
}

// Refuses while the last round has tables without a result (NOT IN: results sought by rowid from
// the round's covering index, as db's counted_swiss_round_flags does).
static void require_last_round_complete(Database& db, int last) {
  if (last == 0) return;
  std::vector<int> missing;
  auto st = db.prepare("SELECT table_number FROM matches m WHERE m.round = ?1 AND m.id NOT IN (SELECT match_id FROM results) "
                       "ORDER BY table_number");
  st.bind(1, last);
  while (st.step()) missing.push_back(st.is_null(0) ? 0 : st.integer(0));
  if (missing.empty()) return;
  std::string tables;
  for (std::size_t i = 0; i < missing.size() && i < 12; ++i) tables += (i ? ", " : "") + std::to_string(missing[i]);
  if (missing.size() > 12) tables += ", …";
  throw RoundRefused(Message{missing.size() == 1 ? N_("round {round} still lacks {n} result (table {tables}); enter them with `judgekit result` first")
                                                : N_("round {round} still lacks {n} results (tables {tables}); enter them with `judgekit result` first"),
                           {{"round", std::to_string(last)}, {"n", std::to_string(missing.size())}, {"tables", tables}}}, RoundRefusal::results_missing);
}

void close_round(Database& db, int number) {
  db.prepare("UPDATE rounds SET status = 'closed', closed_at = ?1 WHERE number = ?2 AND status = 'open'").bind(1, utc_now()).bind(2, number).run();
}

MatchStructure insert_round(Database& db, const Game& game, const EventSettings& settings, int number, Stage stage, bool bracket_final) {
  const std::optional<int> best_of = chosen_best_of(settings, stage, bracket_final);
  db.prepare("INSERT INTO rounds (number, stage, status, paired_at, best_of) VALUES (?1, ?2, 'open', ?3, ?4)")
      .bind(1, number).bind(2, stage_name(stage)).bind(3, utc_now())
      .bind(4, best_of ? std::optional<std::int64_t>(*best_of) : std::nullopt).run();
  return round_structure(game, best_of);
}

static PairedRound pair_next_cut_round(Database& db, const Game& game, const Event& ev);
static PairedRound start_single_elimination(Database& db, const Game& game, const Event& ev);
static PairedRound pair_round_robin(Database& db, const Game& game, Event& ev);

// Check-in required: round 1 leaves out (drops before round 1) whoever has not checked in.
static void leave_out_no_shows(Database& db, Event& ev, PairedRound& out) {
  std::vector<const Player*> absent;
  for (const auto& p : ev.players)
    if (p.active_in(1) && !p.checked_in_at) absent.push_back(&p);
  if (absent.empty()) return;
  drop_before_round_one(db, ev, absent);
  for (const Player* p : absent) out.left_out.push_back(p->id);
  for (auto& p : ev.players)
    if (!p.checked_in_at && !p.dropped_after) p.dropped_after = 0;
}

// The players to pair (indices into ev.players, in standings order) and those given an awarded bye.
struct ToPair {
  std::vector<int> ranked;
  std::vector<std::int64_t> awarded;
  std::vector<std::pair<int, int>> apart;  // positions in `ranked`
};

static ToPair field_to_pair(const Event& ev, const std::vector<int>& order, int r, const RoundDoors& doors) {
  ToPair f;
  f.ranked.reserve(order.size());
  for (int i : order) {
    const Player& p = ev.players[static_cast<std::size_t>(i)];
    if (!p.active_in(r)) continue;
    if (std::find(doors.awarded.begin(), doors.awarded.end(), p.id) != doors.awarded.end()) {
      f.awarded.push_back(p.id);
      continue;
    }
    f.ranked.push_back(i);
  }
  if (doors.apart.empty()) return f;  // most rounds: no map of 10,000 positions built and freed
  std::map<std::int64_t, int> position;
  for (std::size_t k = 0; k < f.ranked.size(); ++k) position[ev.players[static_cast<std::size_t>(f.ranked[k])].id] = static_cast<int>(k);
  for (auto [a, b] : doors.apart)
    if (position.count(a) && position.count(b)) f.apart.push_back({position[a], position[b]});
  return f;
}

// Pods for multi-player games; `real` is the field without the restrictions.
static std::vector<std::vector<int>> pair_pods(const SwissField& sp, const SwissField& real, const Game& game, std::uint64_t seed, PairedRound& out) {
  const MatchStructure& ms = game.match;
  auto sizes = pod_sizes(sp.size(), ms.players_per_table, ms.pod_min, ms.pod_max);
  if (sizes.empty())
    throw InputError(Message{N_("{n} players cannot sit at tables of {min} to {max} ({game})"),
                             {{"n", std::to_string(sp.size())}, {"min", std::to_string(ms.pod_min)}, {"max", std::to_string(ms.pod_max)}, {"game", game.id, game.name_ja}}});
  auto pods = make_pods(sp, sizes, seed);
  int repeats = 0;
  for (const auto& pod : pods.pods)
    for (std::size_t i = 0; i < pod.size(); ++i)
      for (std::size_t j = i + 1; j < pod.size(); ++j) repeats += times_met(real, pod[i], pod[j]) > 0;
  out.stats.rematches = repeats;
  if (repeats)
    out.notes.push_back(Message{N_("note: {n} pair(s) of players meet again at a table; no grouping avoids it"), {{"n", std::to_string(repeats)}}});
  return pods.pods;
}

// Two-player tables (and the bye as a one-player table at the end, marked by `bye`).
static std::vector<std::vector<int>> pair_two(const SwissField& sp, const SwissField& real, int r, bool restricted, std::uint64_t seed, PairedRound& out,
                                              int& bye) {
  SwissPairing p = r == 1 && !restricted ? pair_random(sp.size(), seed) : pair_swiss(sp, SwissOptions{seed, false});
  out.stats = p.stats;
  out.stats.rematches = real_rematches(real, p.pairs);
  std::vector<std::vector<int>> tables;
  for (auto [a, b] : p.pairs) tables.push_back({a, b});
  bye = p.bye;
  if (out.stats.rematches)
    out.notes.push_back(Message{out.stats.rematches == 1 ? N_("note: {n} rematch could not be avoided") : N_("note: {n} rematches could not be avoided"),
                                {{"n", std::to_string(out.stats.rematches)}}});
  return tables;
}

// The restrictions a table breaks (no pairing could keep them).
static void broken_avoids(const std::vector<std::vector<std::int64_t>>& tables, const RoundDoors& doors, PairedRound& out) {
  for (const auto& t : tables)
    for (auto [a, b] : doors.apart)
      if (std::find(t.begin(), t.end(), a) != t.end() && std::find(t.begin(), t.end(), b) != t.end()) out.avoids_broken.push_back({a, b});
}

PairedRound pair_next_round(Database& db, const Game& game, PairingRead* read) {
  Event ev = load_event(db, Load::header);
  require_last_round_complete(db, ev.last_round());
  if (!ev.rounds.empty() && ev.rounds.back().stage == Stage::cut) return pair_next_cut_round(db, game, load_round(db, ev.last_round()));
  if (ev.info.structure == Structure::single_elimination) return start_single_elimination(db, game, ev);
  if (ev.info.structure == Structure::round_robin) return pair_round_robin(db, game, ev);
  int r = next_round(ev);
  if (ev.info.team_size) {
    if (ev.info.rounds && r > *ev.info.rounds)
      throw RoundRefused(Message{N_("the event has {rounds} Swiss rounds and all are paired"), {{"rounds", std::to_string(*ev.info.rounds)}}},
                         RoundRefusal::swiss_done);
    if (r == 1 && ev.info.settings.checkin_required) {
      PairedRound ignored;
      leave_out_no_shows(db, ev, ignored);
    }
    return pair_team_round(db, game, load_event(db, Load::scores_only), r);
  }
  if (ev.info.rounds && r > *ev.info.rounds)
    throw RoundRefused(Message{N_("the event has {rounds} Swiss rounds and all are paired; start the top cut with `judgekit cut`"),
                             {{"rounds", std::to_string(*ev.info.rounds)}}}, RoundRefusal::swiss_done);
  PairedRound out;
  out.number = r;
  out.stage = Stage::swiss;
  if (r == 1 && ev.info.settings.checkin_required) leave_out_no_shows(db, ev, out);
  const RoundDoors doors = round_doors(db, r);
  // Closed first (its results are all in: required above), so the score read need not look at
  // each of its matches for a missing result again; a refusal below rolls it back with the rest.
  if (r > 1) close_round(db, r - 1);
  ScoresSource source;
  Scores sc = read_scores(db, ev, game, &source);
  const std::vector<std::int64_t> ids = player_ids_of(ev);
  keep_scanned_rounds(db, ids, sc, source);  // the next command reads them whole
  ScoringRules rules = rules_of(ev, game);
  Tallies tallies = tally(sc);
  auto scored = score_players(tallies, sc, rules, ids);
  std::uint64_t seed = mix_seed(static_cast<std::uint64_t>(ev.info.seed), static_cast<std::uint64_t>(r));
  std::vector<int> order = standings_order(sc, scored, rules, ids);
  // Round 1 with restrictions is paired by the matching: the shuffle comes first, as pair_random's.
  if (r == 1 && !doors.apart.empty()) Rng(mix_seed(seed, 1)).shuffle(order);
  ToPair f = field_to_pair(ev, order, r, doors);
  out.players = static_cast<int>(f.ranked.size() + f.awarded.size());
  out.awarded_byes = f.awarded;
  if (f.ranked.size() < 2 && !(f.ranked.empty() && !f.awarded.empty()))
    throw RoundRefused(Message{N_("round {round} needs at least 2 players; {n} can play (add players with `judgekit player add`)"),
                             {{"round", std::to_string(r)}, {"n", std::to_string(f.ranked.size())}}}, RoundRefusal::too_few_players);
  const SwissField real = swiss_field(tallies, f.ranked), sp = with_avoids(real, f.apart);
  int bye = -1;
  auto local = f.ranked.empty() ? std::vector<std::vector<int>>{}
               : game.match.players_per_table > 2 ? pair_pods(sp, real, game, seed, out)
                                                  : pair_two(sp, real, r, !f.apart.empty(), seed, out, bye);
  auto id_at = [&](int k) { return ids[static_cast<std::size_t>(f.ranked[static_cast<std::size_t>(k)])]; };
  std::vector<std::vector<std::int64_t>> tables;
  for (const auto& t : local) {
    tables.emplace_back();
    for (int k : t) tables.back().push_back(id_at(k));
  }
  if (bye >= 0) out.bye_player = id_at(bye);
  broken_avoids(tables, doors, out);
  std::map<std::int64_t, int> fixed;
  for (const auto& p : ev.players)
    if (p.fixed_table && p.active_in(r)) fixed[p.id] = *p.fixed_table;
  TableNumbers numbers = number_tables(tables, fixed, ev.info.settings.tables);
  for (std::int64_t p : numbers.not_kept)
    out.notes.push_back(Message{N_("note: {player} could not keep table {table}: another player kept at a table sits there"),
                                {{"player", ev.player(p)->name}, {"table", std::to_string(*ev.player(p)->fixed_table)}}});
  const MatchStructure played = insert_round(db, game, ev.info.settings, r, Stage::swiss);
  std::vector<std::int64_t> byes = f.awarded;
  if (out.bye_player) byes.push_back(*out.bye_player);
  std::vector<Match> inserted = insert_round_tables(db, r, tables, numbers.numbers, byes);
  fault_point("after-matches");
  for (std::size_t i = 0; i < byes.size(); ++i) {
    Match& m = inserted[tables.size() + i];
    m.awarded = i < f.awarded.size();
    m.result = bye_result(played, byes[i]);
    m.result->entered_at = write_result(db, m.id, *m.result);
  }
  out.tables = static_cast<int>(tables.size());
  if (read) {
    read->scores = std::move(sc);
    read->players = std::move(ev.players);
    std::sort(inserted.begin(), inserted.end(), match_before);
    read->matches = std::move(inserted);
  }
  return out;
}

static std::int64_t winner_of(const Match& m) {
  for (const auto& s : m.result->seats)
    if (s.outcome == SeatOutcome::win) return s.player_id;
  return 0;
}

static int count_matches(Database& db, int round) {
  auto st = db.prepare("SELECT count(*) FROM matches WHERE round = ?1");
  st.bind(1, round);
  st.step();
  return st.integer(0);
}

static PairedRound pair_next_cut_round(Database& db, const Game& game, const Event& ev) {
  int last = ev.last_round();
  // The round's matches in bracket order: open_bracket and this function insert them so.
  std::vector<const Match*> slots;
  for (const auto& m : ev.matches)
    if (m.round == last) slots.push_back(&m);
  std::sort(slots.begin(), slots.end(), [](const Match* a, const Match* b) { return a->id < b->id; });
  std::vector<std::int64_t> winners;
  for (const Match* m : slots) {
    std::int64_t w = winner_of(*m);
    if (!w)
      throw InputError(Message{N_("top cut table {table} has no winner; a cut match needs one (enter it with --correct)"),
                               {{"table", std::to_string(m->table.value_or(0))}}});
    winners.push_back(w);
  }
  // The round before: a final after it with a third-place match ends the bracket.
  std::size_t slots_before = 0;
  for (const auto& r : ev.rounds)
    if (r.stage == Stage::cut && r.number == last - 1) slots_before = static_cast<std::size_t>(count_matches(db, r.number));
  if (final_with_third_place(slots_before, slots.size())) winners.resize(1);
  if (winners.size() < 2) {
    const Player* p = ev.player(winners.empty() ? 0 : winners.front());
    if (!p) throw InputError(Message{N_("the top cut is over"), {}});
    throw InputError(Message{N_("the top cut is over: {player} won"), {{"player", p->name}}});
  }
  PairedRound out;
  out.number = last + 1;
  out.stage = Stage::cut;
  out.players = static_cast<int>(winners.size());
  close_round(db, last);
  const MatchStructure played = insert_round(db, game, ev.info.settings, out.number, Stage::cut, winners.size() == 2);
  // A winner who has dropped plays no more: the opponent goes through with a bye (a walkover).
  auto gone = [&](std::int64_t id) {
    const Player* p = ev.player(id);
    return p && !p->active_in(out.number);
  };
  MatchWriter writer(db);
  auto add = [&](std::int64_t a, std::int64_t b) {
    if (gone(a) != gone(b)) {
      std::int64_t through = gone(a) ? b : a;
      write_result(db, writer.add(out.number, std::nullopt, true, {through}), bye_result(played, through));
    } else {
      writer.add(out.number, ++out.tables, false, {a, b});
    }
  };
  for (std::size_t i = 0; i + 1 < winners.size(); i += 2) add(winners[i], winners[i + 1]);
  // The final's round also holds the third-place match, when the event plays one and both
  // semi-finals were played (a walkover leaves one loser, who is third).
  if (winners.size() == 2 && ev.info.settings.third_place) {
    std::vector<std::int64_t> losers;
    for (std::size_t k = 0; k < slots.size(); ++k)
      if (!slots[k]->bye && slots[k]->players.size() == 2) losers.push_back(slots[k]->players[slots[k]->players[0] == winners[k] ? 1 : 0]);
    if (losers.size() == 2 && !(gone(losers[0]) && gone(losers[1]))) add(losers[0], losers[1]);
  }
  return out;
}

// A cut's size: any bracket of two or more; a pod game's final is one table the pack allows.
static void check_cut_size(const Game& game, int size) {
  const MatchStructure& ms = game.match;
  if (ms.players_per_table > 2 && (size < ms.pod_min || size > ms.pod_max))
    throw RoundRefused(Message{N_("{game} plays its final at one table of {min} to {max} players; --size {size} does not fit one"),
                             {{"game", game.id, game.name_ja}, {"min", std::to_string(ms.pod_min)}, {"max", std::to_string(ms.pod_max)},
                              {"size", std::to_string(size)}}}, RoundRefusal::cut_size);
  if (size < 2) throw RoundRefused(Message{N_("--size {size}: a cut needs at least 2 players"), {{"size", std::to_string(size)}}}, RoundRefusal::cut_size);
}

PairedRound open_bracket(Database& db, const Game& game, const EventSettings& settings, int number, const std::vector<std::int64_t>& seeds) {
  PairedRound out;
  out.number = number;
  out.stage = Stage::cut;
  out.players = static_cast<int>(seeds.size());
  out.seeds = seeds;
  if (number > 1) close_round(db, number - 1);
  const MatchStructure played = insert_round(db, game, settings, number, Stage::cut, seeds.size() == 2);
  if (game.match.players_per_table > 2) {
    insert_match(db, number, 1, false, seeds);
    out.tables = 1;
    return out;
  }
  MatchWriter writer(db);
  for (const auto& slot : first_round(static_cast<int>(seeds.size()))) {
    std::int64_t top = seeds[static_cast<std::size_t>(slot.seed - 1)];
    if (slot.opponent == 0) {
      write_result(db, writer.add(number, std::nullopt, true, {top}), bye_result(played, top));
      continue;
    }
    writer.add(number, ++out.tables, false, {top, seeds[static_cast<std::size_t>(slot.opponent - 1)]});
  }
  return out;
}

std::vector<std::int64_t> entry_seeds(const Event& ev) {
  std::vector<const Player*> in;
  for (const auto& p : ev.players)
    if (p.active_in(1)) in.push_back(&p);  // by id: registration order
  if (ev.info.settings.seeding == Seeding::seed)
    std::stable_sort(in.begin(), in.end(), [](const Player* a, const Player* b) { return a->seed.value_or(INT_MAX) < b->seed.value_or(INT_MAX); });
  if (ev.info.settings.seeding == Seeding::random) {
    Rng rng(mix_seed(static_cast<std::uint64_t>(ev.info.seed), 0x5eed));
    rng.shuffle(in);
  }
  std::vector<std::int64_t> ids;
  for (const auto* p : in) ids.push_back(p->id);
  return ids;
}

static PairedRound start_single_elimination(Database& db, const Game& game, const Event& ev) {
  auto seeds = entry_seeds(ev);
  if (seeds.size() < 2)
    throw RoundRefused(Message{N_("round {round} needs at least 2 players; {n} can play (add players with `judgekit player add`)"),
                             {{"round", "1"}, {"n", std::to_string(seeds.size())}}}, RoundRefusal::too_few_players);
  check_cut_size(game, static_cast<int>(seeds.size()));
  return open_bracket(db, game, ev.info.settings, 1, seeds);
}

// Round 1 of a round robin deals the entrants (in the event's seeding order) into the groups in a
// snake, and records the rounds the groups take as the event's rounds.
static void make_groups(Database& db, Event& ev) {
  const auto seeds = entry_seeds(ev);
  const int n = static_cast<int>(seeds.size());
  if (n < 2)
    throw InputError(Message{N_("round {round} needs at least 2 players; {n} can play (add players with `judgekit player add`)"),
                             {{"round", "1"}, {"n", std::to_string(n)}}});
  const auto group = snake_groups(n, group_count(n, ev.info.settings.groups, ev.info.settings.group_size));
  db.prepare("UPDATE players SET group_number = NULL WHERE group_number IS NOT NULL").run();
  auto set = db.prepare("UPDATE players SET group_number = ?1 WHERE id = ?2");
  for (auto& p : ev.players) p.group.reset();
  for (int i = 0; i < n; ++i) {
    const int g = group[static_cast<std::size_t>(i)] + 1;
    set.bind(1, g).bind(2, seeds[static_cast<std::size_t>(i)]).run();
    for (auto& p : ev.players)
      if (p.id == seeds[static_cast<std::size_t>(i)]) p.group = g;
  }
  write_event_rounds(db, round_robin_rounds(ev));
}

// Every group's next Berger round. A dropped player's remaining matches are its opponents' wins
// (a walkover, scored as a bye); a group of odd size has one player sitting out each round, who
// scores nothing (each member of the group sits out once).
static PairedRound pair_round_robin(Database& db, const Game& game, Event& ev) {
  if (game.match.players_per_table > 2)
    throw InputError(Message{N_("{game} is played at tables of more than two players; a round robin pairs two"), {{"game", game.id, game.name_ja}}});
  PairedRound out;
  out.number = next_round(ev);
  out.stage = Stage::swiss;
  if (out.number == 1) {
    if (ev.info.settings.checkin_required) leave_out_no_shows(db, ev, out);
    make_groups(db, ev);
  }
  const int total = round_robin_rounds(ev);
  if (out.number > total)
    throw InputError(Message{N_("the round robin's {rounds} rounds are all paired; cut a bracket from the groups with `judgekit cut --from-groups 2`"),
                             {{"rounds", std::to_string(total)}}});
  if (out.number > 1) close_round(db, out.number - 1);
  const MatchStructure played = insert_round(db, game, ev.info.settings, out.number, Stage::swiss);
  MatchWriter writer(db);
  auto in = [&](std::int64_t id) { return ev.player(id)->active_in(out.number); };
  for (const auto& members : group_members(ev)) {
    const int n = static_cast<int>(members.size());
    if (n < 2 || out.number > berger_rounds(n)) continue;
    const BergerRound br = berger_round(n, out.number);
    for (auto [x, y] : br.pairs) {
      std::int64_t a = members[static_cast<std::size_t>(x)], b = members[static_cast<std::size_t>(y)];
      if (in(a) && in(b)) {
        writer.add(out.number, ++out.tables, false, {a, b});
        out.players += 2;
      } else if (in(a) != in(b)) {
        std::int64_t through = in(a) ? a : b;
        write_result(db, writer.add(out.number, std::nullopt, true, {through}), bye_result(played, through));
        out.walkovers.push_back(through);
        ++out.players;
      }
    }
    if (br.bye >= 0 && in(members[static_cast<std::size_t>(br.bye)])) out.sitting_out.push_back(members[static_cast<std::size_t>(br.bye)]);
  }
  return out;
}

// A round robin's bracket: the top `per_group` still in each group, seeded across the groups.
static std::vector<std::int64_t> seeds_of_groups(const Event& ev, const Scores& sc, const Game& game, int per_group) {
  if (ev.info.structure != Structure::round_robin) throw InputError(Message{N_("--from-groups is for a round-robin event; a Swiss event cuts with --size"), {}});
  const int total = round_robin_rounds(ev);
  if (ev.last_round() < total)
    throw InputError(Message{N_("the round robin has {rounds} rounds and {paired} are paired; play them all before the cut"),
                             {{"rounds", std::to_string(total)}, {"paired", std::to_string(ev.last_round())}}});
  std::vector<GroupEntry> entries;
  const auto groups = group_standings(ev, sc, game);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    int finish = 0;
    for (const auto& row : groups[g])
      if (!row.dropped && finish < per_group) entries.push_back({row.player_id, static_cast<int>(g) + 1, ++finish});
  }
  std::vector<std::int64_t> overall;
  for (const auto& row : standings(ev, sc, game)) overall.push_back(row.player_id);
  return seeds_from_groups(entries, overall);
}

PairedRound start_cut(Database& db, const Game& game, const CutRequest& req) {
  Event ev = load_event(db, Load::header);
  if (ev.info.structure == Structure::single_elimination)
    throw RoundRefused(Message{N_("a single-elimination event is its own bracket; pair its rounds with `judgekit round pair`"), {}}, RoundRefusal::not_swiss);
  if (ev.info.structure == Structure::round_robin && !req.from_groups)
    throw InputError(Message{N_("a round robin cuts from its groups: `judgekit cut --from-groups N` takes the top N of each group"), {}});
  if (req.from_groups && req.size) throw InputError(Message{N_("give --size or --from-groups, not both"), {}});
  if (req.from_groups < 0) throw InputError(Message{N_("--from-groups must be 1 or more"), {}});
  if (!req.from_groups) check_cut_size(game, req.size);
  for (const auto& r : ev.rounds)
    if (r.stage == Stage::cut)
      throw RoundRefused(Message{N_("the top cut has started already (round {round}); pair its next round with `judgekit round pair`"),
                               {{"round", std::to_string(r.number)}}}, RoundRefusal::cut_started);
  if (ev.rounds.empty()) throw RoundRefused(Message{N_("no Swiss round has been played yet"), {}}, RoundRefusal::no_swiss_round);
  require_last_round_complete(db, ev.last_round());
  const Scores sc = read_scores(db, ev, game);
  std::vector<std::int64_t> seeds;
  if (req.from_groups) {
    seeds = seeds_of_groups(ev, sc, game, req.from_groups);
    if (seeds.size() < 2)
      throw InputError(Message{N_("--from-groups {n} gives {players} player(s); a bracket needs 2"), {{"n", std::to_string(req.from_groups)}, {"players", std::to_string(seeds.size())}}});
  } else {
    for (const auto& row : standings(ev, sc, game))
      if (!row.dropped && static_cast<int>(seeds.size()) < req.size) seeds.push_back(row.player_id);
    if (static_cast<int>(seeds.size()) < req.size)
      throw RoundRefused(Message{N_("a top {size} needs {size} players still in the event; {n} are"), {{"size", std::to_string(req.size)}, {"n", std::to_string(seeds.size())}}},
                         RoundRefusal::cut_too_big);
  }
  EventSettings settings = ev.info.settings;
  if (req.third_place && !settings.third_place) {
    if (game.match.players_per_table > 2) throw InputError(Message{N_("a final table has no third-place match; --third-place is for two-player brackets"), {}});
    settings.third_place = true;
  }
  if (req.best_of) check_best_of(game, req.best_of, "--best-of");
  if (req.final_best_of) check_best_of(game, req.final_best_of, "--final-best-of");
  if (req.best_of) settings.bracket_best_of = req.best_of;
  if (req.final_best_of) settings.final_best_of = req.final_best_of;
  if (req.best_of || req.final_best_of || settings.third_place != ev.info.settings.third_place) write_event_settings(db, settings);
  return open_bracket(db, game, settings, ev.last_round() + 1, seeds);
}

int unpair_last_round(Database& db) {
  int last = load_event(db, Load::header).last_round();
  if (last == 0) throw RoundRefused(Message{N_("no round has been paired"), {}}, RoundRefusal::no_round);
  Event ev = load_round(db, last);
  for (const auto& m : ev.matches)
    if (m.round == last && m.result && !m.bye)
      throw RoundRefused(Message{N_("round {round} has results (table {table}); it can no longer be unpaired. Fix single tables with `judgekit pairing swap` before results come in"),
                               {{"round", std::to_string(last)}, {"table", std::to_string(m.table.value_or(0))}}}, RoundRefusal::round_has_results);
  // A penalty voided after it changed a match still names that match in the log, which stays whole.
  {
    auto st = db.prepare("SELECT p.id, m.table_number FROM penalties p JOIN matches m ON m.id = p.match_id WHERE m.round = ?1 ORDER BY p.id LIMIT 1");
    st.bind(1, last);
    if (st.step())
      throw RoundRefused(Message{N_("round {round} can no longer be unpaired: penalty #{penalty} names its table {table}, and the penalty log keeps it. Fix single tables with `judgekit pairing swap`"),
                               {{"round", std::to_string(last)}, {"penalty", std::to_string(st.int64(0))}, {"table", std::to_string(st.int64(1))}}}, RoundRefusal::penalty_names_table);
  }
  for (const auto& m : ev.matches)
    if (m.round == last) delete_result(db, m.id);  // the byes' results
  db.prepare("DELETE FROM seats WHERE match_id IN (SELECT id FROM matches WHERE round = ?1)").bind(1, last).run();
  // Late entries added while this round stood were to join the next one; they join it again.
  db.prepare("UPDATE players SET joined_round = ?1 WHERE joined_round = ?1 + 1").bind(1, last).run();
  db.prepare("DELETE FROM matches WHERE round = ?1").bind(1, last).run();
  db.prepare("DELETE FROM rounds WHERE number = ?1").bind(1, last).run();
  if (last > 1) db.prepare("UPDATE rounds SET status = 'open', closed_at = NULL WHERE number = ?1").bind(1, last - 1).run();
  return last;
}

}  // namespace jk::pairing
