#include "published_decklists.hpp"

#include <algorithm>
#include <map>

#include "event_file.hpp"
#include "overview.hpp"

namespace jk::event {

bool cut_made(const EventOverview& ov) { return ov.standings.after_cut; }

bool event_over(const EventOverview& ov) {
  for (const auto& f : ov.standings.finishes)
    if (f.kind == FinishKind::winner) return true;
  if (ov.info.top_cut > 0 || ov.info.structure == Structure::single_elimination || !ov.info.rounds || ov.rounds.empty()) return false;
  const bool all_closed = std::all_of(ov.rounds.begin(), ov.rounds.end(), [](const RoundView& r) { return r.closed; });
  return all_closed && static_cast<int>(ov.rounds.size()) >= *ov.info.rounds;
}

PublishedDecklists published_decklists(const EventOverview& ov, const std::vector<DeckFact>& decks) {
  PublishedDecklists out;
  out.setting = ov.info.settings.decklists;
  out.open = (out.setting == DecklistPublication::top_cut && cut_made(ov)) || (out.setting == DecklistPublication::all && event_over(ov));
  if (!out.open) return out;
  std::map<std::int64_t, const DeckFact*> deck_of;
  for (const auto& d : decks) deck_of[d.player_id] = &d;
  const StandingsView& s = ov.standings;
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    const Finish f = i < s.finishes.size() ? s.finishes[i] : Finish{};
    if (out.setting == DecklistPublication::top_cut && f.kind == FinishKind::swiss) continue;
    PublishedDeck p{s.rows[i].player_id, i < s.labels.size() ? s.labels[i] : s.rows[i].name, i < s.places.size() ? s.places[i] : s.rows[i].rank, f,
                    true, {}};
    if (auto it = deck_of.find(p.player_id); it != deck_of.end()) {
      p.missing = false;
      p.cards = it->second->cards;
    }
    out.decks.push_back(std::move(p));
  }
  return out;
}

PublishedDecklists read_published_decklists(Database& db, const EventOverview& ov) {
  PublishedDecklists out = published_decklists(ov, {});
  if (out.open) out = published_decklists(ov, deck_facts(db));
  return out;
}

void set_decklist_publication(Database& db, DecklistPublication p, const Actor& actor) {
  Change change(db, actor.label);
  EventSettings s = read_event_header(db).settings;
  s.decklists = p;
  write_event_settings(db, s);
  change.commit();
}

}  // namespace jk::event
