#include "standings_view.hpp"

#include <algorithm>
#include <climits>

#include "bracket_view.hpp"

#include <map>

#include "event.hpp"
#include "event_file.hpp"
#include "final_order.hpp"
#include "opened.hpp"
#include "views_in.hpp"

namespace jk::event {


Finish finish_of(const pairing::CutPlace& p) {
  if (p.champion) return {FinishKind::winner, 0};
  if (p.runner_up) return {FinishKind::runner_up, 0};
  if (p.finalist) return {FinishKind::finalist, 0};
  if (p.top) return {FinishKind::top, p.top};
  return {};
}

std::string finish_name(Finish f) {
  switch (f.kind) {
    case FinishKind::winner: return "winner";
    case FinishKind::runner_up: return "runner-up";
    case FinishKind::finalist: return "finalist";
    case FinishKind::top: return "top" + std::to_string(f.top);
    case FinishKind::swiss: break;
  }
  return "swiss";
}

std::vector<MissedRound> missed_rounds(const pairing::Event& ev, const pairing::Player& p) {
  std::vector<MissedRound> out;
  for (const auto& r : ev.rounds)
    if (r.stage == Stage::swiss && r.number < p.joined_round) out.push_back({r.number, ev.info.settings.late_entry_losses});
  return out;
}

void set_rows(StandingsView& v, std::vector<pairing::StandingRow> swiss, const pairing::CutRounds& cut) {
  v.rows.clear();
  v.places.clear();
  v.finishes.clear();
  v.after_cut = !cut.empty();
  v.cut_size = 0;
  if (v.after_cut)
    for (const auto& m : cut.front()) v.cut_size += static_cast<int>(m.players.size());
  if (!v.after_cut) {
    v.rows = std::move(swiss);
    for (const auto& r : v.rows) {
      v.places.push_back(r.rank);
      v.finishes.push_back(Finish{});
    }
    return;
  }
  std::vector<std::int64_t> order;
  std::map<std::int64_t, const pairing::StandingRow*> row_of;
  for (const auto& r : swiss) {
    order.push_back(r.player_id);
    row_of[r.player_id] = &r;
  }
  for (const auto& c : pairing::order_after_cut(order, cut)) {
    auto it = row_of.find(c.player_id);
    if (it == row_of.end()) continue;  // a cut player with no standing row: not in the event's players
    v.rows.push_back(*it->second);
    v.places.push_back(static_cast<int>(v.places.size()) + 1);
    v.finishes.push_back(finish_of(c));
  }
}

bool cut_over(const StandingsView& v) {
  return std::any_of(v.finishes.begin(), v.finishes.end(), [](const Finish& f) { return f.kind == FinishKind::winner; });
}

namespace {

// A single-elimination event has no Swiss rounds: its rows stand in seed order (the bracket's, or
// the seeding's before round 1), "rank" being the seed.
void seed_order(std::vector<pairing::StandingRow>& rows, const pairing::Event& ev, const std::map<std::int64_t, std::string>& labels) {
  std::map<std::int64_t, int> seed;
  BracketView b = bracket_of(ev, labels);
  for (const auto& r : b.rounds)
    for (const auto& m : r.matches)
      for (const auto& s : m.players)
        if (s.seed) seed.emplace(s.id, s.seed);
  if (seed.empty())
    for (auto id : pairing::entry_seeds(ev)) seed.emplace(id, static_cast<int>(seed.size()) + 1);
  auto key = [&](const pairing::StandingRow& r) {
    auto it = seed.find(r.player_id);
    return it == seed.end() ? INT_MAX : it->second;
  };
  std::stable_sort(rows.begin(), rows.end(), [&](const auto& a, const auto& b) { return key(a) < key(b); });
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i].rank = static_cast<int>(i) + 1;
}

}  // namespace

StandingsView standings_view(Database& db, const pairing::Event& ev, const Game& game, const pairing::Scores& scores,
                             const std::map<std::int64_t, std::string>& labels) {
  StandingsView v;
  v.event_name = ev.info.name;
  v.structure = ev.info.structure;
  v.counted_rounds = counted_swiss_rounds(db);
  for (const auto& t : pairing::rules_of(ev, game).chain)
    if (tiebreak_has_value(t.id)) v.columns.emplace_back(tiebreak_name(t.id));
  auto rows = pairing::standings(ev, scores, game);
  if (ev.info.structure == Structure::single_elimination) seed_order(rows, ev, labels);
  set_rows(v, std::move(rows), pairing::cut_rounds(ev));
  for (const auto& r : v.rows) {
    const pairing::Player* p = ev.player(r.player_id);
    v.external_ids.push_back(p ? p->external_id : "");
    auto label = labels.find(r.player_id);
    v.labels.push_back(label == labels.end() ? r.name : label->second);
  }
  return v;
}

StandingsView standings(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  pairing::load_cut_matches(db, ev);  // the cut rounds' matches: who won them
  Game game = game_of(ev.info);
  return standings_view(db, ev, game, pairing::read_scores(db, ev, game), people_labels(ev.players));
}

}  // namespace jk::event
