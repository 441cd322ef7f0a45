// An event file's life: create, import, export, upgrade, and the round plan before it starts.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "actor.hpp"
#include "event_store.hpp"

namespace jk::event {

struct CreateRequest {
  std::string file, game, name, date, format;  // format: empty for the pack's default
  std::string tiebreakers;                     // "oppw:0.25,oopw,random" or a preset; empty for the pack's chain
  WinPercentRules win_percent;                 // set rules win over a preset's
  int rounds = 0, top_cut = 0;                 // 0: not planned / no cut
  std::string structure;                       // swiss (empty), single-elimination, round-robin
  int groups = 0, group_size = 0;              // a round robin's groups: K, or of N (0: one group)
  int team_size = 0;                           // a team event's players a team (2 or 3); 0: individual
  std::string seeding;                         // a bracket's: registration (empty), seed, random
  bool third_place = false;                    // a bracket's (the event's or its cut's) third-place match
  int best_of = 0, final_best_of = 0;          // match lengths (games): every round's, the bracket final's; 0: the pack's
  std::string seed;                            // empty: random, stored
  bool no_late_losses = false;
  bool results_need_judge = false;  // reports from the tables wait for a judge even when both agree
  std::string report_lang;          // the PDFs' default language: ja, en, ja,en; empty: the reader's
};
// Creates the file atomically (no file, or a complete event). Returns the stored header.
EventHeader create_event(const CreateRequest& req, const Actor& actor);

// Parses "oppw:0.25,oopw,random" (what --tiebreakers takes).
std::vector<TiebreakEntry> parse_tiebreak_chain(const std::string& text);
// What --tiebreakers sets: a preset's chain and win-% rules, or a chain as parse_tiebreak_chain reads it.
void apply_tiebreakers(const std::string& text, EventSettings& settings);

struct ImportedEvent {
  std::string name;
  std::size_t players = 0, rounds = 0;
};
// Builds `file` from `event export` JSON (`state_text`, read from `source`), all or nothing.
ImportedEvent import_event(const std::string& file, const std::string& state_text, const std::string& source, const Actor& actor);

// The whole event as JSON text (docs/events.md "Export format"), read in one snapshot, in
// pieces to write in order.
std::vector<std::string> export_event_text(const std::string& file);

// Brings an older event file to this build's schema; returns the version it had.
int upgrade_event(const std::string& file);

struct RoundPlan {
  int players = 0, rounds = 0, top_cut = 0;
  std::vector<double> expected_by_losses;  // [l]: players expected to finish with l losses
  std::optional<int> cut_losses;           // the record (losses) the last player of the cut is expected to have
};
RoundPlan plan_rounds(int players, int top_cut);

}  // namespace jk::event
