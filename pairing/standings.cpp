// Standings: points, then the tiebreaker chain (docs/events.md "Standings" gives every formula).
#include "standings.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>

#include "event.hpp"
#include "swiss.hpp"

namespace jk::pairing {

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
  return r;
}

namespace {

using Kind = TiebreakId;

// Opponents of every player, one entry per match played against them (flat, by player).
struct Opponents {
  std::vector<int> begin, list;
  double mean(int p, const std::vector<double>& value, double floor) const {
    int b = begin[static_cast<std::size_t>(p)], e = begin[static_cast<std::size_t>(p) + 1];
    if (b == e) return 0;
    double sum = 0;
    for (int i = b; i < e; ++i) sum += std::max(floor, value[static_cast<std::size_t>(list[static_cast<std::size_t>(i)])]);
    return sum / (e - b);
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

std::vector<PlayerScore> score_players(const Scores& scores, const ScoringRules& rules, const std::vector<std::int64_t>& ids) {
  std::size_t n = static_cast<std::size_t>(scores.players);
  std::vector<PlayerScore> s(n);
  std::vector<long long> game_points(n, 0), games(n, 0), bye_points(n, 0);
  Opponents opp;
  opp.begin.assign(n + 1, 0);
  for (const auto& m : scores.matches) {
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i) {
      const ScoreSeat& seat = scores.seats[static_cast<std::size_t>(i)];
      std::size_t p = static_cast<std::size_t>(seat.player);
      PlayerScore& ps = s[p];
      ps.points += seat.points;
      ps.rounds += 1;
      ps.byes += m.bye;
      if (m.bye) bye_points[p] += seat.points;
      ps.wins += seat.outcome == 'W';
      ps.losses += seat.outcome == 'L';
      ps.draws += seat.outcome == 'D';
      game_points[p] += 3 * seat.games_won + seat.games_drawn;
      games[p] += seat.games_won + seat.games_lost + seat.games_drawn;
      if (!m.bye) opp.begin[p + 1] += m.seat_count - 1;  // a bye is no opponent (MTR appendix C)
    }
  }
  for (std::size_t i = 0; i < n; ++i) opp.begin[i + 1] += opp.begin[i];
  opp.list.resize(static_cast<std::size_t>(opp.begin[n]));
  std::vector<int> fill(opp.begin.begin(), opp.begin.end() - 1);
  for (const auto& m : scores.matches) {
    if (m.bye) continue;
    for (int i = m.first_seat; i < m.first_seat + m.seat_count; ++i)
      for (int j = m.first_seat; j < m.first_seat + m.seat_count; ++j)
        if (j != i) {
          std::size_t p = static_cast<std::size_t>(scores.seats[static_cast<std::size_t>(i)].player);
          opp.list[static_cast<std::size_t>(fill[p]++)] = scores.seats[static_cast<std::size_t>(j)].player;
        }
  }
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
    long long points = s[i].points, rounds = s[i].rounds;
    if (!rules.byes_played) {
      points -= bye_points[i];
      rounds -= s[i].byes;
    }
    s[i].match_win = rounds > 0 ? static_cast<double>(points) / (static_cast<double>(rules.points_possible) * static_cast<double>(rounds)) : 0;
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
  std::sort(order.begin(), order.end(), before(width));
  return order;
}

std::vector<StandingRow> compute_standings(Database& db, const Game& game) {
  Event header = load_event(db, Load::header);
  return standings(header, read_scores(db, header, game), game);
}

}  // namespace jk::pairing
