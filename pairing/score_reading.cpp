// Reading every counted Swiss round's seat results as plain numbers: the rounds kept whole in
// `round_scores` as they are, the others scanned, and the scanned ones kept by a pairing.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <stdexcept>

#include "event.hpp"
#include "round_scores.hpp"

namespace jk::pairing {

namespace {

// Every match's round and bye flag, by id.
struct MatchRounds {
  std::vector<std::int64_t> ids;
  std::vector<int> rounds;
  std::vector<char> byes;
};

MatchRounds match_rounds(Database& db) {
  MatchRounds m;
  auto st = db.prepare("SELECT id, round, is_bye FROM matches");
  while (st.step()) {
    m.ids.push_back(st.int64(0));
    m.rounds.push_back(st.integer(1));
    m.byes.push_back(st.integer(2) != 0);
  }
  return m;
}

// A seat result's columns `first` to `first + 4` (outcome, games won, lost, drawn, placement).
ScoreSeat seat_of(const Statement& st, int first, int player, bool bye, const MatchStructure& ms) {
  ScoreSeat seat;
  seat.player = player;
  const auto outcome = parse_seat_outcome(st.text_view(first));  // the schema CHECKs the word
  seat.outcome = outcome == SeatOutcome::win ? 'W' : outcome == SeatOutcome::draw ? 'D' : 'L';
  seat.games_won = st.integer(first + 1);
  seat.games_lost = st.integer(first + 2);
  seat.games_drawn = st.integer(first + 3);
  std::optional<int> placement;
  if (auto p = st.opt_int64(first + 4)) placement = static_cast<int>(*p);
  seat.placement = static_cast<std::int16_t>(placement.value_or(0) > 32767 ? -1 : placement.value_or(0));
  seat.points = seat_points(ms, bye, seat.outcome, placement);
  return seat;
}

// Appends a seat of match `match` to `s`, opening the match unless it is the last one appended.
void append_seat(Scores& s, std::vector<std::int64_t>& match_ids, std::int64_t match, int round, bool bye, const ScoreSeat& seat) {
  if (match_ids.empty() || match_ids.back() != match) {
    s.matches.push_back({round, bye, static_cast<int>(s.seats.size()), 0});
    match_ids.push_back(match);
  }
  s.seats.push_back(seat);
  ++s.matches.back().seat_count;
}

// Every seat result of a round flagged in `wanted`, read in storage order straight into `s`
// (matches and seats), with each match's id beside it in `match_ids`. A match whose seats are not
// stored together (a result entered again) appears as more than one run of seats: order_matches
// mends it.
void scan_scores(Database& db, const IdIndex& players, const std::vector<char>& wanted, const MatchStructure& ms, Scores& s,
                 std::vector<std::int64_t>& match_ids) {
  // Two scans in storage order, the matches' then the seat results', and no join: a join would
  // look each seat's match up in the b-tree, and an ORDER BY would sort 140,000 rows.
  const MatchRounds of = match_rounds(db);
  const IdIndex matches(of.ids);
  auto st = db.prepare("SELECT match_id, player_id, outcome, games_won, games_lost, games_drawn, placement FROM seat_results");
  while (st.step()) {
    const int at = matches(st.int64(0));
    if (at < 0) continue;  // a seat result of no match (the join left it out before)
    const int round = of.rounds[static_cast<std::size_t>(at)];
    if (round < 0 || static_cast<std::size_t>(round) >= wanted.size() || !wanted[static_cast<std::size_t>(round)]) continue;
    const int player = players(st.int64(1));
    if (player < 0) continue;
    const bool bye = of.byes[static_cast<std::size_t>(at)] != 0;
    append_seat(s, match_ids, of.ids[static_cast<std::size_t>(at)], round, bye, seat_of(st, 2, player, bye, ms));
  }
}

struct RoundSeat {
  std::int64_t match, rowid;
  ScoreSeat seat;
  bool bye;
};

// A round's matches as one run of ids: [first, first + bye.size()), each one's bye flag, or -1
// for a match of another round inside the run.
struct RoundRun {
  std::int64_t first = 0;
  std::vector<signed char> bye;
};

// The round's matches when their ids are one run (it was paired at once) with few of another
// round's among them; nullopt otherwise.
std::optional<RoundRun> round_run(Database& db, int round) {
  auto span = db.prepare("SELECT min(id), max(id), count(*) FROM matches WHERE round = ?1");
  span.bind(1, round);
  if (!span.step() || span.is_null(0)) return std::nullopt;
  const std::int64_t first = span.int64(0), last = span.int64(1), count = span.int64(2);
  if (static_cast<std::uint64_t>(last) - static_cast<std::uint64_t>(first) >= 2 * static_cast<std::uint64_t>(count)) return std::nullopt;
  RoundRun run{first, std::vector<signed char>(static_cast<std::size_t>(last - first + 1), -1)};
  auto st = db.prepare("SELECT id, round, is_bye FROM matches WHERE id BETWEEN ?1 AND ?2");
  st.bind(1, first).bind(2, last);
  while (st.step())
    if (st.int64(1) == round) run.bye[static_cast<std::size_t>(st.int64(0) - first)] = st.integer(2) != 0;
  return run;
}

// The round's seat results read in storage order from the first one stored: a round's results
// come in while it is played, after every earlier round's, so they are the table's last rows, read
// without a seek a row. Rows of other rounds among them (a result entered again) are skipped.
// False, with nothing read, when the rows from the first are more than three times the round's.
bool scan_round_tail(Database& db, int round, const IdIndex& players, const MatchStructure& ms, std::vector<RoundSeat>& rows) {
  const auto run = round_run(db, round);
  if (!run) return false;
  const std::int64_t last = run->first + static_cast<std::int64_t>(run->bye.size()) - 1;
  auto from = db.prepare("SELECT min(rowid), count(*) FROM seat_results WHERE match_id BETWEEN ?1 AND ?2");
  from.bind(1, run->first).bind(2, last);
  if (!from.step() || from.is_null(0)) return true;  // no seat results: nothing to read
  const std::int64_t first_row = from.int64(0), seats = from.int64(1);
  auto top = db.prepare("SELECT max(rowid) FROM seat_results");
  if (!top.step() || static_cast<std::uint64_t>(top.int64(0)) - static_cast<std::uint64_t>(first_row) >= 3 * static_cast<std::uint64_t>(seats) + 64)
    return false;
  rows.reserve(static_cast<std::size_t>(seats));
  auto st = db.prepare("SELECT match_id, player_id, outcome, games_won, games_lost, games_drawn, placement, rowid FROM seat_results WHERE rowid >= ?1");
  st.bind(1, first_row);
  while (st.step()) {
    const std::int64_t match = st.int64(0);
    if (match < run->first || match > last) continue;
    const signed char bye = run->bye[static_cast<std::size_t>(match - run->first)];
    const int player = players(st.int64(1));
    if (bye < 0 || player < 0) continue;
    rows.push_back({match, st.int64(7), seat_of(st, 2, player, bye != 0, ms), bye != 0});
  }
  return true;
}

// One round's seat results through the index of its matches, a seek a seat.
void seek_round(Database& db, int round, const IdIndex& players, const MatchStructure& ms, std::vector<RoundSeat>& rows) {
  auto st = db.prepare(
      "SELECT s.match_id, s.player_id, s.outcome, s.games_won, s.games_lost, s.games_drawn, s.placement, m.is_bye, s.rowid "
      "FROM matches m JOIN seat_results s ON s.match_id = m.id WHERE m.round = ?1");
  st.bind(1, round);
  while (st.step()) {
    const int player = players(st.int64(1));
    if (player < 0) continue;
    const bool bye = st.integer(7) != 0;
    rows.push_back({st.int64(0), st.int64(8), seat_of(st, 2, player, bye, ms), bye});
  }
}

// One round's seat results: a round of 10,000 players in a few milliseconds where a scan reads
// every round. Sorted here, by match and then storage order, as a scan reads them: SQLite's sorter
// cost more than the lookups.
void scan_round(Database& db, int round, const IdIndex& players, const MatchStructure& ms, Scores& s, std::vector<std::int64_t>& match_ids) {
  std::vector<RoundSeat> rows;
  if (!scan_round_tail(db, round, players, ms, rows)) seek_round(db, round, players, ms, rows);
  std::sort(rows.begin(), rows.end(), [](const RoundSeat& a, const RoundSeat& b) { return a.match != b.match ? a.match < b.match : a.rowid < b.rowid; });
  for (const RoundSeat& r : rows) append_seat(s, match_ids, r.match, round, r.bye, r.seat);
}

// Appends each kept round flagged in `counted`, in round order; returns the flags of those still to scan.
std::vector<char> append_kept_rounds(Database& db, const std::vector<char>& counted, const IdIndex& players, const MatchStructure& ms,
                                     Scores& s, std::vector<std::int64_t>& match_ids) {
  std::vector<char> to_scan = counted;
  auto st = db.prepare("SELECT round, seats FROM round_scores ORDER BY round");
  while (st.step()) {
    const std::int64_t r = st.int64(0);
    if (r < 0 || r >= static_cast<std::int64_t>(counted.size()) || !counted[static_cast<std::size_t>(r)]) continue;
    if (append_kept_round(st.blob_view(1), static_cast<int>(r), players, ms, s, match_ids)) to_scan[static_cast<std::size_t>(r)] = 0;
  }
  return to_scan;
}

// Matches by round, then id, each match's seats in storage order: the runs of seats scan_scores
// read, stably sorted and runs of one match joined (their ids with them). Rows are stored in that
// order unless a result was entered again or out of order: only then is anything moved.
void order_matches(Scores& s, std::vector<std::int64_t>& match_ids) {
  auto before = [&](std::size_t a, std::size_t b) {
    return s.matches[a].round != s.matches[b].round ? s.matches[a].round < s.matches[b].round : match_ids[a] < match_ids[b];
  };
  bool in_order = true;
  for (std::size_t i = 1; i < s.matches.size() && in_order; ++i) in_order = before(i - 1, i);
  if (in_order) return;  // each run a whole match, the runs in order
  std::vector<std::size_t> order(s.matches.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), before);
  std::vector<ScoreMatch> matches;
  std::vector<ScoreSeat> seats;
  std::vector<std::int64_t> ids;
  seats.reserve(s.seats.size());
  for (std::size_t k = 0; k < order.size(); ++k) {
    const ScoreMatch& run = s.matches[order[k]];
    if (k == 0 || before(order[k - 1], order[k])) {
      matches.push_back({run.round, run.bye, static_cast<int>(seats.size()), 0});
      ids.push_back(match_ids[order[k]]);
    }
    seats.insert(seats.end(), s.seats.begin() + run.first_seat, s.seats.begin() + run.first_seat + run.seat_count);
    matches.back().seat_count += run.seat_count;
  }
  s.matches = std::move(matches);
  s.seats = std::move(seats);
  match_ids = std::move(ids);
}

// Reads the seats of the counted rounds: kept rounds whole unless `scan_all`, the others round by
// round when they are few beside the kept ones, else in one scan.
void read_seats(Database& db, const std::vector<char>& counted, const IdIndex& players, const MatchStructure& ms, bool scan_all,
                Scores& s, ScoresSource& source) {
  const std::vector<char> to_scan = scan_all ? counted : append_kept_rounds(db, counted, players, ms, s, source.match_ids);
  const auto scanned = std::count(to_scan.begin(), to_scan.end(), 1), all = std::count(counted.begin(), counted.end(), 1);
  if (scanned > 0 && 4 * scanned <= all) {
    for (std::size_t r = 0; r < to_scan.size(); ++r)
      if (to_scan[r]) scan_round(db, static_cast<int>(r), players, ms, s, source.match_ids);
  } else if (scanned > 0) {
    scan_scores(db, players, to_scan, ms, s, source.match_ids);
  }
  for (std::size_t r = 0; r < to_scan.size(); ++r)
    if (to_scan[r]) source.scanned_rounds.push_back(static_cast<int>(r));
  order_matches(s, source.match_ids);
}

Scores read_scores_as(Database& db, const Event& header, const Game& game, bool scan_all, ScoresSource& source) {
  Scores s;
  s.players = static_cast<int>(header.players.size());
  s.missed_rounds.assign(header.players.size(), 0);
  s.dropped_after.assign(header.players.size(), -1);
  for (std::size_t i = 0; i < header.players.size(); ++i)
    if (header.players[i].dropped_after) s.dropped_after[i] = *header.players[i].dropped_after;
  const std::vector<char> counted = counted_swiss_round_flags(db);
  const auto n_counted = static_cast<std::size_t>(std::count(counted.begin(), counted.end(), 1));
  // Room for a seat a player a counted round: no growth in a usual event.
  const std::size_t expected = header.players.size() * n_counted;
  s.seats.reserve(expected);
  s.matches.reserve(expected / 2 + 1);
  source.match_ids.reserve(expected / 2 + 1);
  read_seats(db, counted, IdIndex(player_ids_of(header)), game.match, scan_all, s, source);
  if (header.info.settings.late_entry_losses)
    for (std::size_t i = 0; i < header.players.size(); ++i)
      for (std::size_t r = 0; r < counted.size(); ++r)
        if (counted[r] && static_cast<int>(r) < header.players[i].joined_round) ++s.missed_rounds[i];
  return s;
}

bool same_seat(const ScoreSeat& a, const ScoreSeat& b) {
  return a.player == b.player && a.outcome == b.outcome && a.games_won == b.games_won && a.games_lost == b.games_lost &&
         a.games_drawn == b.games_drawn && a.points == b.points && a.placement == b.placement;
}

// With JK_CHECK_KEPT_SCORES set (scripts/test sets it), every read is compared with a scan of
// every round: a kept round that outlived a change fails the command that reads it.
void check_against_scan(Database& db, const Event& header, const Game& game, const Scores& read) {
  ScoresSource ignored;
  const Scores scanned = read_scores_as(db, header, game, true, ignored);
  auto same_match = [&](std::size_t i) {
    const ScoreMatch &a = read.matches[i], &b = scanned.matches[i];
    if (a.round != b.round || a.bye != b.bye || a.first_seat != b.first_seat || a.seat_count != b.seat_count) return false;
    for (int k = a.first_seat; k < a.first_seat + a.seat_count; ++k)
      if (!same_seat(read.seats[static_cast<std::size_t>(k)], scanned.seats[static_cast<std::size_t>(k)])) return false;
    return true;
  };
  const std::size_t n = std::min(read.matches.size(), scanned.matches.size());
  std::size_t i = 0;
  while (i < n && same_match(i)) ++i;
  if (i == n && read.matches.size() == scanned.matches.size()) return;
  const int round = i < read.matches.size() ? read.matches[i].round : scanned.matches[i].round;
  throw std::logic_error("round " + std::to_string(round) + "'s kept scores differ from its seat results (JK_CHECK_KEPT_SCORES)");
}

}  // namespace

std::vector<std::int64_t> player_ids_of(const Event& ev) {
  std::vector<std::int64_t> ids;
  ids.reserve(ev.players.size());
  for (const auto& p : ev.players) ids.push_back(p.id);
  return ids;
}

Scores read_scores(Database& db, const Event& header, const Game& game, ScoresSource* source) {
  ScoresSource local;
  Scores s = read_scores_as(db, header, game, false, source ? *source : local);
  static const bool check = std::getenv("JK_CHECK_KEPT_SCORES") != nullptr;
  if (check) check_against_scan(db, header, game, s);
  return s;
}

void keep_scanned_rounds(Database& db, const std::vector<std::int64_t>& player_ids, const Scores& scores, const ScoresSource& source) {
  auto insert = db.prepare("INSERT OR REPLACE INTO round_scores (round, seats) VALUES (?1, ?2)");
  std::size_t first = 0;
  for (int round : source.scanned_rounds) {  // ascending, as scores.matches
    while (first < scores.matches.size() && scores.matches[first].round < round) ++first;
    std::size_t last = first;
    while (last < scores.matches.size() && scores.matches[last].round == round) ++last;
    if (auto bytes = kept_round_bytes(scores, source.match_ids, player_ids, first, last)) {
      insert.bind(1, round).bind_blob(2, *bytes);
      insert.run();
    }
    first = last;
  }
}

}  // namespace jk::pairing
