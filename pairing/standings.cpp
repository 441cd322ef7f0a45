// Standings: points, then the tiebreaker chain (docs/events.md "Standings" gives every formula).
#include "standings.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>

#include "event.hpp"
#include "swiss.hpp"

namespace jk::pairing {

int seat_points(const MatchStructure& ms, bool bye, char outcome, std::optional<int> placement) {
  if (bye) return ms.bye_points;
  if (placement && !ms.placement_points.empty())
    return *placement <= static_cast<int>(ms.placement_points.size()) ? ms.placement_points[static_cast<std::size_t>(*placement - 1)] : 0;
  return outcome == 'W' ? ms.points_win : outcome == 'D' ? ms.points_draw : ms.points_loss;
}

void Scores::add_match(int round, bool bye, const std::vector<ScoreSeat>& s) {
  matches.push_back({round, bye, static_cast<int>(seats.size()), static_cast<int>(s.size())});
  seats.insert(seats.end(), s.begin(), s.end());
}

ScoringRules scoring_rules(const Game& game, const std::vector<TiebreakEntry>& event_chain, std::uint64_t seed,
                           const WinPercentRules& event_rules) {
  ScoringRules r;
  if (!event_chain.empty()) r.chain = event_chain;
  else
    for (const auto& t : game.tiebreakers) r.chain.push_back({t.id, t.floor});
  const auto& m = game.match;
  r.points_possible = m.players_per_table > 2 && !m.placement_points.empty() ? m.placement_points.front() : m.points_win;
  if (r.points_possible <= 0) r.points_possible = 1;
  r.missed_games_lost = m.bye_games_won;
  r.seed = seed;
  r.byes_played = event_rules.byes_played.value_or(game.win_percent.byes_played.value_or(true));
  r.dropped_cap = event_rules.dropped_cap.value_or(game.win_percent.dropped_cap.value_or(1.0));
  r.freeze_dropped = event_rules.freeze_dropped.value_or(game.win_percent.freeze_dropped.value_or(false));
  // In pods a "draw" is a shared place scored by placement points: the rule is for two-player matches.
  r.tie_half = event_rules.tie_share.value_or(game.win_percent.tie_share.value_or(TieShare::points)) == TieShare::half && m.players_per_table <= 2;
  r.points_draw = m.points_draw;
  return r;
}

namespace {

using Kind = TiebreakId;

// Opponents of every player, one entry per match played against them (the tallies' lists).
struct Opponents {
  const Tallies& t;
  double mean(int p, const std::vector<double>& value, double floor) const {
    int count = t.rows[static_cast<std::size_t>(p)].opponents;
    if (count == 0) return 0;
    const int* list = t.opponents_of(p);
    double sum = 0;
    for (int i = 0; i < count; ++i) sum += std::max(floor, value[static_cast<std::size_t>(list[i])]);
    return sum / count;
  }
};

// Equal to 12 places: the same fraction summed in another order must compare equal.
long long comparable(double v) { return std::llround(v * 1e12); }

bool dropped(const Scores& scores, std::size_t p) { return p < scores.dropped_after.size() && scores.dropped_after[p] >= 0; }

// The event as it stood after round `last`: its matches up to then, and only the drops made by
// then. Missed rounds stay as they are: a player who met anyone by then joined by then, so every
// round it missed came before.
Scores scores_up_to(const Scores& scores, int last) {
  Scores out;
  out.players = scores.players;
  out.missed_rounds = scores.missed_rounds;
  out.dropped_after = scores.dropped_after;
  for (int& d : out.dropped_after)
    if (d > last) d = -1;
  for (const auto& m : scores.matches)
    if (m.round <= last) {
      auto first = scores.seats.begin() + m.first_seat;
      out.add_match(m.round, m.bye, std::vector<ScoreSeat>(first, first + m.seat_count));
    }
  return out;
}

}  // namespace

Tallies tally(const Scores& scores) {
  std::size_t n = static_cast<std::size_t>(scores.players);
  Tallies t;
  t.rows.assign(n, {});
  // Room for a seat in every round at the largest table: the opponents go straight to their place
  // in the same pass (one random write a seat, no counting pass). A player seated twice in a round
  // (not from judgekit) could need more: the stride then grows to fit and the pass runs again.
  int last_round = 0, widest = 1;
  for (const auto& m : scores.matches) last_round = std::max(last_round, m.round), widest = std::max(widest, m.seat_count);
  t.stride = last_round * (widest - 1);
  for (;;) {
    t.opponents.assign(n * static_cast<std::size_t>(t.stride), 0);
    int needed = t.stride;
    // One compact row per player, touched once per seat. The players of a match are random: the
    // rows and opponent lists of the matches a few ahead are fetched while this one is counted.
    const std::size_t ahead = 12;
    for (std::size_t k = 0; k < scores.matches.size(); ++k) {
      const ScoreMatch& m = scores.matches[k];
      if (k + ahead < scores.matches.size()) {
        const ScoreMatch& next = scores.matches[k + ahead];
        for (int i = next.first_seat; i < next.first_seat + next.seat_count; ++i) {
          std::size_t p = static_cast<std::size_t>(scores.seats[static_cast<std::size_t>(i)].player);
          __builtin_prefetch(&t.rows[p], 1);
          __builtin_prefetch(t.opponents.data() + p * static_cast<std::size_t>(t.stride) + static_cast<std::size_t>(next.round - 1), 1);
        }
      }
      const ScoreSeat* seat = &scores.seats[static_cast<std::size_t>(m.first_seat)];
      if (m.seat_count == 2 && !m.bye) {
        Tallies::Row &a = t.rows[static_cast<std::size_t>(seat[0].player)], &b = t.rows[static_cast<std::size_t>(seat[1].player)];
        a.pair_downs = static_cast<std::int16_t>(a.pair_downs + (a.points > b.points));
        b.pair_downs = static_cast<std::int16_t>(b.pair_downs + (b.points > a.points));
      }
      for (int i = 0; i < m.seat_count; ++i) {
        std::size_t p = static_cast<std::size_t>(seat[i].player);
        Tallies::Row& r = t.rows[p];
        r.points += seat[i].points;
        r.rounds = static_cast<std::int16_t>(r.rounds + 1);
        r.byes = static_cast<std::int16_t>(r.byes + m.bye);
        if (m.bye) r.bye_points += seat[i].points;
        r.wins = static_cast<std::int16_t>(r.wins + (seat[i].outcome == 'W'));
        r.losses = static_cast<std::int16_t>(r.losses + (seat[i].outcome == 'L'));
        r.draws = static_cast<std::int16_t>(r.draws + (seat[i].outcome == 'D'));
        r.game_points += 3 * seat[i].games_won + seat[i].games_drawn;
        r.games += seat[i].games_won + seat[i].games_lost + seat[i].games_drawn;
        if (m.bye) continue;  // a bye is no opponent (MTR appendix C)
        for (int j = 0; j < m.seat_count; ++j) {
          if (j == i) continue;
          if (r.opponents < t.stride) t.opponents[p * static_cast<std::size_t>(t.stride) + static_cast<std::size_t>(r.opponents)] = seat[j].player;
          ++r.opponents;
          needed = std::max(needed, static_cast<int>(r.opponents));
        }
      }
    }
    if (needed == t.stride) return t;
    t.stride = needed;
    t.rows.assign(n, {});
  }
}

std::vector<PlayerScore> score_players(const Scores& scores, const ScoringRules& rules, const std::vector<std::int64_t>& ids) {
  return score_players(tally(scores), scores, rules, ids);
}

std::vector<PlayerScore> score_players(const Tallies& t, const Scores& scores, const ScoringRules& rules, const std::vector<std::int64_t>& ids) {
  std::size_t n = static_cast<std::size_t>(scores.players);
  std::vector<PlayerScore> s(n);
  std::vector<long long> game_points(n), games(n), bye_points(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Tallies::Row& r = t.rows[i];
    s[i].points = r.points, s[i].rounds = r.rounds, s[i].byes = r.byes;
    s[i].wins = r.wins, s[i].losses = r.losses, s[i].draws = r.draws;
    game_points[i] = r.game_points, games[i] = r.games, bye_points[i] = r.bye_points;
  }
  Opponents opp{t};
  for (std::size_t i = 0; i < n && i < scores.missed_rounds.size(); ++i) {
    int missed = scores.missed_rounds[i];
    s[i].rounds += missed;
    s[i].losses += missed;
    games[i] += static_cast<long long>(missed) * rules.missed_games_lost;
  }
  std::vector<double> mw(n), gw(n);
  for (std::size_t i = 0; i < n; ++i) {
    // Points over the best possible: a draw (1 of 3 points) counts a third of a win. Without byes
    // played, a bye is neither a win nor a round (Pokémon handbook 5.6.1 as issue 11 cites it).
    // With ties at half, each draw's points are replaced by half a win's.
    double points = static_cast<double>(s[i].points);
    long long rounds = s[i].rounds;
    if (!rules.byes_played) {
      points -= static_cast<double>(bye_points[i]);
      rounds -= s[i].byes;
    }
    if (rules.tie_half) points += s[i].draws * (rules.points_possible / 2.0 - rules.points_draw);
    s[i].match_win = rounds > 0 ? points / (static_cast<double>(rules.points_possible) * static_cast<double>(rounds)) : 0;
    s[i].game_win = games[i] ? static_cast<double>(game_points[i]) / (3.0 * static_cast<double>(games[i])) : 0;
    // What opponents read: a dropped player's win % at most the cap.
    mw[i] = dropped(scores, i) ? std::min(s[i].match_win, rules.dropped_cap) : s[i].match_win;
    gw[i] = s[i].game_win;
    s[i].random_key = mix_seed(rules.seed, static_cast<std::uint64_t>(ids[i]));
  }
  std::vector<Kind> kinds;
  double oppw_floor = -1;
  for (const auto& c : rules.chain) {
    kinds.push_back(c.id);
    if (kinds.back() == Kind::oppw) oppw_floor = c.floor;
  }
  // oopw needs every player's oppw first (with the oppw entry's floor, or oopw's own).
  std::vector<double> oppw;
  for (std::size_t k = 0; k < kinds.size(); ++k)
    if (kinds[k] == Kind::oopw) {
      oppw.resize(n);
      for (std::size_t i = 0; i < n; ++i) oppw[i] = opp.mean(static_cast<int>(i), mw, oppw_floor >= 0 ? oppw_floor : rules.chain[k].floor);
    }
  for (std::size_t i = 0; i < n; ++i) {
    s[i].tiebreakers.resize(kinds.size());
    for (std::size_t k = 0; k < kinds.size(); ++k) {
      double floor = rules.chain[k].floor, v = 0;
      int p = static_cast<int>(i);
      switch (kinds[k]) {
        case Kind::omw:
        case Kind::oppw: v = opp.mean(p, mw, floor); break;
        case Kind::gw: v = std::max(floor, gw[i]); break;
        case Kind::ogw: v = opp.mean(p, gw, floor); break;
        case Kind::oopw: v = opp.mean(p, oppw, 0.0); break;
        case Kind::h2h:  // no value: ordered in standings_order
        case Kind::random: break;
      }
      s[i].tiebreakers[k] = v;
    }
  }
  if (rules.freeze_dropped && !scores.dropped_after.empty()) {
    // A dropped player's tiebreakers as they stood after the round it dropped: the standings of
    // the event up to that round, once per round someone dropped after.
    int last = 0;
    for (const auto& m : scores.matches) last = std::max(last, m.round);
    std::set<int> drop_rounds;
    for (int d : scores.dropped_after)
      if (d >= 0 && d < last) drop_rounds.insert(d);
    ScoringRules then_rules = rules;
    then_rules.freeze_dropped = false;
    for (int d : drop_rounds) {
      auto then = score_players(scores_up_to(scores, d), then_rules, ids);
      for (std::size_t i = 0; i < n; ++i)
        if (scores.dropped_after[i] == d) s[i].tiebreakers = then[i].tiebreakers;
    }
  }
  return s;
}

namespace {

// Head-to-head: for each pair of players who met, the matches the lower index won minus those the
// higher won. One beat the other in a match when its seat scored more points there (a win over a
// loss; in pods the better place); a draw, a double loss or an unplayed match decides nothing.
std::unordered_map<std::uint64_t, int> head_to_head(const Scores& scores) {
  std::unordered_map<std::uint64_t, int> net;
  for (const auto& m : scores.matches) {
    if (m.bye) continue;
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i)
      for (int j = i + 1; j < m.first_seat + m.seat_count; ++j) {
        const ScoreSeat& a = scores.seats[static_cast<std::size_t>(i)];
        const ScoreSeat& b = scores.seats[static_cast<std::size_t>(j)];
        if (a.points == b.points || a.player == b.player) continue;
        int lo = std::min(a.player, b.player), hi = std::max(a.player, b.player);
        bool lo_won = (a.points > b.points) == (a.player == lo);
        net[(static_cast<std::uint64_t>(lo) << 32) | static_cast<std::uint32_t>(hi)] += lo_won ? 1 : -1;
      }
  }
  return net;
}

}  // namespace

namespace {

// Sorts `order` by the rows of `key` (`width` columns, compared in order) one column at a time:
// each pass sorts compact (value, index) pairs of one run of equal earlier columns, so it reads
// memory in order, where comparing whole rows of 100,000 players far apart in memory would not.
// A column equal across a run (round 1: every tiebreaker) costs one scan.
void sort_by_columns(std::vector<int>& order, const std::vector<long long>& key, std::size_t width) {
  struct Entry {
    long long value;
    int index;
  };
  std::vector<Entry> buffer;
  struct Run {
    std::size_t first, last, column;
  };
  std::vector<Run> runs{{0, order.size(), 0}};
  while (!runs.empty()) {
    Run r = runs.back();
    runs.pop_back();
    if (r.last - r.first < 2 || r.column >= width) continue;
    buffer.clear();
    bool equal = true;
    for (std::size_t i = r.first; i < r.last; ++i) {
      buffer.push_back({key[static_cast<std::size_t>(order[i]) * width + r.column], order[i]});
      equal = equal && buffer.back().value == buffer.front().value;
    }
    if (equal) {
      runs.push_back({r.first, r.last, r.column + 1});
      continue;
    }
    std::sort(buffer.begin(), buffer.end(), [](const Entry& a, const Entry& b) { return a.value < b.value; });
    for (std::size_t i = 0; i < buffer.size(); ++i) order[r.first + i] = buffer[i].index;
    for (std::size_t b = 0; b < buffer.size();) {
      std::size_t e = b + 1;
      while (e < buffer.size() && buffer[e].value == buffer[b].value) ++e;
      if (e - b > 1) runs.push_back({r.first + b, r.first + e, r.column + 1});
      b = e;
    }
  }
}

}  // namespace

std::vector<int> standings_order(const Scores& scores, const std::vector<PlayerScore>& s, const ScoringRules& rules,
                                 const std::vector<std::int64_t>& ids) {
  // One flat row of integer keys per player, compared in order: points, the chain, random, id.
  // Every entry is a number per player, so the order is a strict weak order by construction.
  std::size_t width = rules.chain.size() + 3, n = s.size();
  std::vector<long long> key(n * width, 0);
  for (std::size_t i = 0; i < n; ++i) {
    long long* k = &key[i * width];
    k[0] = -s[i].points;
    for (std::size_t c = 0; c < rules.chain.size(); ++c) {
      TiebreakId id = rules.chain[c].id;
      k[c + 1] = id == TiebreakId::random ? static_cast<long long>(s[i].random_key >> 1) : id == TiebreakId::h2h ? 0 : -comparable(s[i].tiebreakers[c]);
    }
    k[width - 2] = static_cast<long long>(s[i].random_key >> 1);
    k[width - 1] = ids[i];
  }
  std::vector<int> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<int>(i);
  auto before = [&](std::size_t columns) {
    return [&key, width, columns](int a, int b) {
      const long long* x = &key[static_cast<std::size_t>(a) * width];
      const long long* y = &key[static_cast<std::size_t>(b) * width];
      for (std::size_t c = 0; c < columns; ++c)
        if (x[c] != y[c]) return x[c] < y[c];
      return false;
    };
  };
  // An h2h entry, in chain order: a group tied on every key before it that is exactly two players,
  // one of whom won more of their matches against the other, is split (winner 0, loser 1). Three
  // or more tied, or two who never met or only drew, stay tied for the next entry (judgekit's rule).
  std::unordered_map<std::uint64_t, int> net;
  bool net_read = false;
  for (std::size_t c = 0; c < rules.chain.size(); ++c) {
    if (rules.chain[c].id != TiebreakId::h2h) continue;
    if (!net_read) net = head_to_head(scores), net_read = true;
    const std::size_t col = c + 1;
    auto prefix = before(col);
    std::sort(order.begin(), order.end(), prefix);
    for (std::size_t g = 0; g < n;) {
      std::size_t e = g + 1;
      while (e < n && !prefix(order[g], order[e])) ++e;
      if (e - g == 2) {
        int lo = std::min(order[g], order[g + 1]), hi = std::max(order[g], order[g + 1]);
        auto it = net.find((static_cast<std::uint64_t>(lo) << 32) | static_cast<std::uint32_t>(hi));
        if (it != net.end() && it->second != 0) key[static_cast<std::size_t>(it->second > 0 ? hi : lo) * width + col] = 1;
      }
      g = e;
    }
  }
  sort_by_columns(order, key, width);
  return order;
}

std::vector<StandingRow> compute_standings(Database& db, const Game& game) {
  Event header = load_event(db, Load::header);
  return standings(header, read_scores(db, header, game), game);
}

}  // namespace jk::pairing
