// The event library's views as JSON: what `--json` prints and what the web pages publish, so both
// front ends give scripts the same keys (English, stable; values as stored).
#pragma once
#include <nlohmann/json.hpp>

#include "lifecycle.hpp"
#include "registration.hpp"
#include "round_ops.hpp"
#include "standings_view.hpp"

namespace jk::event {

nlohmann::ordered_json to_json(const RoundView& round);
nlohmann::ordered_json to_json(const StandingsView& standings);  // tiebreakers to 4 decimals
nlohmann::ordered_json to_json(const PlayerListing& players);
nlohmann::ordered_json to_json(const RoundPlan& plan);

}  // namespace jk::event
