#include "groups.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>

#include "bracket.hpp"
#include "event.hpp"
#include "round_robin.hpp"

namespace jk::pairing {

std::vector<std::vector<std::int64_t>> group_members(const Event& ev) {
  std::vector<std::vector<std::int64_t>> groups;
  for (const auto& p : ev.players) {  // by id
    if (!p.group) continue;
    if (static_cast<int>(groups.size()) < *p.group) groups.resize(static_cast<std::size_t>(*p.group));
    groups[static_cast<std::size_t>(*p.group - 1)].push_back(p.id);
  }
  return groups;
}

int round_robin_rounds(const Event& ev) {
  int rounds = 0;
  for (const auto& g : group_members(ev))
    if (g.size() >= 2) rounds = std::max(rounds, berger_rounds(static_cast<int>(g.size())));
  return rounds;
}

namespace {

// `scores` cut down to the players at `index` (indices into the event's players), renumbered so:
// only matches all of whose seats are among them (a group's own).
Scores scores_of(const Scores& all, const std::vector<int>& index) {
  std::vector<int> to(static_cast<std::size_t>(all.players), -1);
  for (std::size_t i = 0; i < index.size(); ++i) to[static_cast<std::size_t>(index[i])] = static_cast<int>(i);
  Scores s;
  s.players = static_cast<int>(index.size());
  for (int i : index) {
    if (!all.missed_rounds.empty()) s.missed_rounds.push_back(all.missed_rounds[static_cast<std::size_t>(i)]);
    if (!all.dropped_after.empty()) s.dropped_after.push_back(all.dropped_after[static_cast<std::size_t>(i)]);
  }
  for (const auto& m : all.matches) {
    std::vector<ScoreSeat> seats;
    for (int k = m.first_seat; k < m.first_seat + m.seat_count; ++k) {
      ScoreSeat seat = all.seats[static_cast<std::size_t>(k)];
      seat.player = to[static_cast<std::size_t>(seat.player)];
      if (seat.player < 0) break;
      seats.push_back(seat);
    }
    if (static_cast<int>(seats.size()) == m.seat_count) s.add_match(m.round, m.bye, seats);
  }
  return s;
}

}  // namespace

std::vector<std::vector<StandingRow>> group_standings(const Event& ev, const Scores& scores, const Game& game) {
  std::map<std::int64_t, int> index;
  for (std::size_t i = 0; i < ev.players.size(); ++i) index[ev.players[i].id] = static_cast<int>(i);
  const ScoringRules rules = rules_of(ev, game);
  std::vector<std::vector<StandingRow>> out;
  for (const auto& members : group_members(ev)) {
    std::vector<int> at;
    std::vector<const Player*> players;
    for (auto id : members) {
      at.push_back(index[id]);
      players.push_back(&ev.players[static_cast<std::size_t>(index[id])]);
    }
    out.push_back(standings_of(players, scores_of(scores, at), rules));
  }
  return out;
}

std::vector<std::int64_t> seeds_from_groups(std::vector<GroupEntry> entries, const std::vector<std::int64_t>& overall) {
  std::map<std::int64_t, std::size_t> rank;
  for (std::size_t i = 0; i < overall.size(); ++i) rank.emplace(overall[i], i);
  auto rank_of = [&](std::int64_t id) { auto it = rank.find(id); return it == rank.end() ? overall.size() : it->second; };
  std::stable_sort(entries.begin(), entries.end(), [&](const GroupEntry& a, const GroupEntry& b) {
    return a.finish != b.finish ? a.finish < b.finish : rank_of(a.id) < rank_of(b.id);
  });
  const int n = static_cast<int>(entries.size());
  if (n >= 2) {
    std::vector<int> opponent(static_cast<std::size_t>(n) + 1, 0);  // by seed, 1-based; 0: a bye
    for (const auto& s : first_round(n))
      if (s.opponent) opponent[static_cast<std::size_t>(s.seed)] = s.opponent, opponent[static_cast<std::size_t>(s.opponent)] = s.seed;
    auto at = [&](int seed) -> GroupEntry& { return entries[static_cast<std::size_t>(seed - 1)]; };
    auto apart = [&](int x, int y) { return y == 0 || at(x).group != at(y).group; };
    for (int seed = 1; seed <= n; ++seed) {
      const int other = opponent[static_cast<std::size_t>(seed)];
      if (other < seed || apart(seed, other)) continue;  // each match once, from its lower seed
      // Trade `other` with the nearest seed of its band that keeps both matches apart.
      std::vector<int> candidates;
      for (int c = 1; c <= n; ++c)
        if (c != other && c != seed && at(c).finish == at(other).finish) candidates.push_back(c);
      std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) { return std::abs(a - other) < std::abs(b - other); });
      for (int c : candidates) {
        std::swap(at(c), at(other));
        const int across = opponent[static_cast<std::size_t>(c)];
        if (apart(seed, other) && (across == 0 || apart(c, across == other ? seed : across))) break;
        std::swap(at(c), at(other));
      }
    }
  }
  std::vector<std::int64_t> seeds;
  for (const auto& e : entries) seeds.push_back(e.id);
  return seeds;
}

}  // namespace jk::pairing
