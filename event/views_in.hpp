// Inside the event library: the read views built from an event already loaded, so one snapshot can
// build several (event::standings, show_round and the web's overview share them).
#pragma once
#include <cstdint>
#include <map>
#include <string>

#include "event.hpp"
#include "round_ops.hpp"
#include "sqlite.hpp"
#include "standings_view.hpp"

namespace jk::event {

// Round `number` of `ev` (which holds that round's matches) with everyone's points before it;
// `labels` from people_labels. InputError when there is no such round.
RoundView round_view(const pairing::Event& ev, const Game& game, const pairing::Scores& scores,
                     const std::map<std::int64_t, std::string>& labels, int number);

// The standings of `ev` (which holds the cut rounds' matches, when there is a cut); reads the
// counted rounds from `db`: call inside the caller's snapshot.
StandingsView standings_view(Database& db, const pairing::Event& ev, const Game& game, const pairing::Scores& scores,
                             const std::map<std::int64_t, std::string>& labels);

}  // namespace jk::event
