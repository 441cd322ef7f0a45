#include "penalty_view.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "penalty_log.hpp"

namespace jk::event {

std::vector<PenaltyFact> penalty_facts(std::vector<judge::PenaltyEntry> entries) {
  std::vector<PenaltyFact> out;
  out.reserve(entries.size());
  for (auto& e : entries) out.push_back(PenaltyFact{std::move(e), 0});
  // Counted by time (id order), whatever order the entries come in.
  std::vector<std::size_t> by_time(out.size());
  std::iota(by_time.begin(), by_time.end(), 0);
  std::sort(by_time.begin(), by_time.end(), [&](std::size_t a, std::size_t b) { return out[a].id < out[b].id; });
  std::map<std::pair<std::int64_t, std::string>, int> seen;
  for (std::size_t i : by_time)
    if (!out[i].voided()) out[i].times = ++seen[{out[i].player_id, out[i].infraction}];
  return out;
}

std::size_t in_force(const std::vector<PenaltyFact>& penalties) {
  return static_cast<std::size_t>(std::count_if(penalties.begin(), penalties.end(), [](const PenaltyFact& p) { return !p.voided(); }));
}

Message repeat_text(int times) {
  if (times < 2) return {};
  const char* suffix[] = {"th", "st", "nd", "rd"};
  const bool teens = times % 100 >= 11 && times % 100 <= 13;
  const std::string ordinal = std::to_string(times) + (teens || times % 10 > 3 ? "th" : suffix[times % 10]);
  // Japanese counts without a suffix: 2回目.
  return Message{N_(" ({ordinal} time)"), {MessageArg("ordinal", ordinal, std::to_string(times))}};
}

PenaltiesView penalties_view(Database& db, const std::string& player) {
  PenaltyListing listing = list_penalties(db, player);
  return {penalty_facts(std::move(listing.entries)), listing.one_player};
}

}  // namespace jk::event
