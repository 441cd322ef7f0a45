// Reading every counted Swiss round's seat results as plain numbers: the rounds kept whole in
// `round_scores` as they are, the others scanned, and the scanned ones kept by a pairing.
#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "event.hpp"
#include "round_scores.hpp"

namespace jk::pairing {

namespace {

// Swiss rounds closed, or with every match reported: flags by round number.
std::vector<char> counted_rounds(Database& db) {
  std::vector<char> counted;
  auto st = db.prepare(
      "SELECT r.number FROM rounds r WHERE r.stage = 'swiss' AND (r.status = 'closed' OR NOT EXISTS ("
      "SELECT 1 FROM matches m WHERE m.round = r.number AND NOT EXISTS (SELECT 1 FROM results x WHERE x.match_id = m.id)))");
  while (st.step()) {
    const int n = st.integer(0);
    if (n < 0) continue;
    if (static_cast<std::size_t>(n) >= counted.size()) counted.resize(static_cast<std::size_t>(n) + 1, 0);
    counted[static_cast<std::size_t>(n)] = 1;
  }
  return counted;
}

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

// One round's seat results through the index of its matches: a round of 10,000 players in a few
// milliseconds where a scan reads every round. Sorted here, by match and then storage order, as a
// scan reads them: SQLite's sorter cost more than the lookups.
void scan_round(Database& db, int round, const IdIndex& players, const MatchStructure& ms, Scores& s, std::vector<std::int64_t>& match_ids) {
  struct Row {
    std::int64_t match, rowid;
    ScoreSeat seat;
    bool bye;
  };
  std::vector<Row> rows;
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
  std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.match != b.match ? a.match < b.match : a.rowid < b.rowid; });
  for (const Row& r : rows) append_seat(s, match_ids, r.match, round, r.bye, r.seat);
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
  const std::vector<char> counted = counted_rounds(db);
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
