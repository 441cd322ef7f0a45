#include "bracket_view.hpp"

#include <algorithm>
#include <map>

#include "bracket.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "opened.hpp"

namespace jk::event {

namespace {

// Seeds of a bracket's first round (matches in bracket order): the slots of pairing::first_round,
// or a final table seated in seed order.
std::map<std::int64_t, int> first_round_seeds(const std::vector<const pairing::Match*>& first) {
  std::map<std::int64_t, int> seeds;
  int players = 0;
  for (const auto* m : first) players += static_cast<int>(m->players.size());
  if (first.size() == 1 && first.front()->players.size() > 2) {
    for (auto id : first.front()->players) seeds.emplace(id, static_cast<int>(seeds.size()) + 1);
    return seeds;
  }
  if (players < 2) return seeds;
  const auto slots = pairing::first_round(players);
  if (slots.size() != first.size()) return seeds;  // not a bracket judgekit made: no seeds
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const auto& ps = first[i]->players;
    if (!ps.empty()) seeds.emplace(ps[0], slots[i].seed);
    if (ps.size() > 1) seeds.emplace(ps[1], slots[i].opponent);
  }
  return seeds;
}

BracketMatch match_of(const pairing::Match& m, const pairing::Event& ev, const std::map<std::int64_t, std::string>& labels,
                      const std::map<std::int64_t, int>& seeds) {
  BracketMatch out;
  out.table = m.table;
  out.bye = m.bye;
  out.decided = m.result.has_value();
  for (auto id : m.players) {
    BracketSeat s;
    s.id = id;
    const pairing::Player* p = ev.player(id);
    s.name = p ? p->name : "#" + std::to_string(id);
    auto l = labels.find(id);
    s.label = l == labels.end() ? s.name : l->second;
    auto seed = seeds.find(id);
    s.seed = seed == seeds.end() ? 0 : seed->second;
    if (m.result)
      for (const auto& r : m.result->seats)
        if (r.player_id == id) {
          s.won = r.outcome == SeatOutcome::win;
          s.place = r.placement;
        }
    out.players.push_back(std::move(s));
  }
  return out;
}

}  // namespace

BracketView bracket_of(const pairing::Event& ev, const std::map<std::int64_t, std::string>& labels) {
  BracketView v;
  v.event_name = ev.info.name;
  std::map<std::int64_t, int> seeds;
  for (const auto& r : ev.rounds) {
    if (r.stage != Stage::cut) continue;
    std::vector<const pairing::Match*> ms;
    for (const auto& m : ev.matches)
      if (m.round == r.number) ms.push_back(&m);
    std::sort(ms.begin(), ms.end(), [](const pairing::Match* a, const pairing::Match* b) { return a->id < b->id; });
    if (v.rounds.empty()) {
      seeds = first_round_seeds(ms);
      for (const auto* m : ms) v.size += static_cast<int>(m->players.size());
      v.pods = ms.size() == 1 && ms.front()->players.size() > 2;
    }
    BracketRound br;
    br.number = r.number;
    br.closed = r.closed;
    for (const auto* m : ms) {
      br.matches.push_back(match_of(*m, ev, labels, seeds));
      br.players += static_cast<int>(m->players.size());
    }
    // Named by its slots; the first round's byes make a smaller "Top 6", a walkover later does not.
    const bool with_third = !v.rounds.empty() && pairing::final_with_third_place(v.rounds.back().matches.size(), ms.size());
    if (with_third) br.matches.back().third_place = true;
    const int slots = with_third ? 1 : static_cast<int>(ms.size());
    if (v.rounds.size() > 0 || br.players > 2 * slots) br.players = std::max(br.players, 2 * slots);
    if (with_third) br.players = 2;
    br.stage = slots == 1 ? BracketStage::final
               : br.players < 2 * slots ? BracketStage::top
               : slots == 2 ? BracketStage::semi_final
               : slots == 4 ? BracketStage::quarter_final
                            : BracketStage::top;
    v.rounds.push_back(std::move(br));
  }
  if (v.rounds.empty()) return v;
  v.rounds_total = v.pods ? 1 : 0;
  while (!v.pods && (1 << v.rounds_total) < v.size) ++v.rounds_total;
  const auto& last = v.rounds.back().matches;
  if (static_cast<int>(v.rounds.size()) == v.rounds_total && (last.size() == 1 || (last.size() == 2 && last.back().third_place)))
    for (const auto& s : last.front().players)
      if (s.won) v.champion = s.id;
  return v;
}

BracketView bracket(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  pairing::load_cut_matches(db, ev);  // the cut rounds' matches: who won them
  return bracket_of(ev, people_labels(ev.players));
}

}  // namespace jk::event
