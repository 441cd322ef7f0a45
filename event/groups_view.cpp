#include "groups_view.hpp"

#include <algorithm>

#include "event.hpp"
#include "event_file.hpp"
#include "groups.hpp"
#include "opened.hpp"
#include "round_robin.hpp"

namespace jk::event {

namespace {

// The meeting of `a` and `b` in round `round` as `a` sees it, from that round's matches.
GroupCell meeting(const pairing::Event& ev, std::int64_t a, std::int64_t b, int round) {
  GroupCell c;
  c.opponent = b;
  c.round = round;
  if (round > ev.last_round()) return c;
  bool a_through = false, b_through = false;
  for (const auto& m : ev.matches) {
    if (m.round != round) continue;
    const bool has_a = std::find(m.players.begin(), m.players.end(), a) != m.players.end();
    const bool has_b = std::find(m.players.begin(), m.players.end(), b) != m.players.end();
    if (m.bye) {
      a_through |= has_a, b_through |= has_b;
      continue;
    }
    if (!has_a || !has_b) continue;
    c.meeting = Meeting::playing;
    if (m.result)
      for (const auto& s : m.result->seats)
        if (s.player_id == a) {
          c.meeting = s.outcome == SeatOutcome::win ? Meeting::won : s.outcome == SeatOutcome::draw ? Meeting::drawn : Meeting::lost;
          c.games_won = s.games_won, c.games_lost = s.games_lost;
        }
    return c;
  }
  c.meeting = a_through ? Meeting::walkover_won : b_through ? Meeting::walkover_lost : Meeting::not_played;
  return c;
}

GroupView group_of(const pairing::Event& ev, int number, const std::vector<std::int64_t>& members, const std::vector<pairing::StandingRow>& standing,
                   const std::map<std::int64_t, std::string>& labels) {
  GroupView g;
  g.number = number;
  const int n = static_cast<int>(members.size());
  g.rounds = n >= 2 ? pairing::berger_rounds(n) : 0;
  std::map<std::pair<std::int64_t, std::int64_t>, int> round_of;  // both orders
  for (int r = 1; r <= g.rounds; ++r) {
    const auto br = pairing::berger_round(n, r);
    for (auto [x, y] : br.pairs) {
      auto a = members[static_cast<std::size_t>(x)], b = members[static_cast<std::size_t>(y)];
      round_of[{a, b}] = round_of[{b, a}] = r;
    }
    g.sitting_out.push_back(br.bye >= 0 ? std::optional<std::int64_t>(members[static_cast<std::size_t>(br.bye)]) : std::nullopt);
  }
  for (const auto& s : standing) {
    GroupRow row;
    row.rank = s.rank;
    row.player_id = s.player_id;
    row.name = s.name;
    auto l = labels.find(s.player_id);
    row.label = l == labels.end() ? s.name : l->second;
    row.points = s.points, row.wins = s.wins, row.losses = s.losses, row.draws = s.draws;
    row.tiebreakers = s.tiebreakers;
    row.dropped = s.dropped;
    for (const auto& o : standing) {
      if (o.player_id == s.player_id) {
        row.cells.push_back({o.player_id, 0, Meeting::not_played, 0, 0});
        continue;
      }
      auto it = round_of.find({s.player_id, o.player_id});
      row.cells.push_back(it == round_of.end() ? GroupCell{o.player_id, 0, Meeting::not_played, 0, 0} : meeting(ev, s.player_id, o.player_id, it->second));
    }
    g.rows.push_back(std::move(row));
  }
  return g;
}

}  // namespace

GroupsView groups_of(const pairing::Event& ev, const std::vector<std::vector<pairing::StandingRow>>& standings,
                     const std::map<std::int64_t, std::string>& labels) {
  GroupsView v;
  v.event_name = ev.info.name;
  const auto members = pairing::group_members(ev);
  v.rounds_total = pairing::round_robin_rounds(ev);
  for (const auto& r : ev.rounds)
    if (r.stage == Stage::swiss) v.rounds_paired = r.number;
  for (std::size_t g = 0; g < members.size() && g < standings.size(); ++g)
    v.groups.push_back(group_of(ev, static_cast<int>(g) + 1, members[g], standings[g], labels));
  if (!standings.empty() && !standings.front().empty())
    for (const auto& [name, value] : standings.front().front().tiebreakers) v.columns.push_back(name);
  return v;
}

GroupsView groups_view(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::scores_only);
  const Game& game = game_of(ev.info);
  return groups_of(ev, pairing::group_standings(ev, pairing::read_scores(db, ev, game), game), people_labels(ev.players));
}

}  // namespace jk::event
