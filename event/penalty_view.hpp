// The penalty log as every face reads it (the CLI list and its JSON, the penalties export, the
// PDFs, the judge console): every penalty, voided ones kept and marked, each with the repeat count
// of its infraction ("2nd time", 2回目), which only penalties in force make.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "i18n.hpp"
#include "judge.hpp"
#include "sqlite.hpp"

namespace jk::event {

struct PenaltyFact : judge::PenaltyEntry {
  // The how-manieth penalty in force for this infraction this player has, by time: 1, 2 …; 0 for a
  // voided one (it stays in the log but never counts).
  int times = 0;
  bool voided() const { return !voided_at.empty(); }
};

// The repeat counts of `entries` (as judge::list_penalties gives them), order kept. Pure.
std::vector<PenaltyFact> penalty_facts(std::vector<judge::PenaltyEntry> entries);
// Penalties not voided.
std::size_t in_force(const std::vector<PenaltyFact>& penalties);
// The repeat count for people, " (2nd time)" / "（2回目）"; empty for a first time or a voided one.
Message repeat_text(int times);

struct PenaltiesView {
  std::vector<PenaltyFact> entries;  // by player (name), then time
  bool one_player = false;
};
// `player` empty: everyone's; else a PLAYER as every command reads one. One snapshot.
PenaltiesView penalties_view(Database& db, const std::string& player = "");

}  // namespace jk::event
