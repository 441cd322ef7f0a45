// The bracket as every face shows it (`judgekit bracket`, its --json, the phone page /bracket, the
// bracket PDF, publish): a top cut's or a single-elimination event's rounds with each player's seed,
// read in one snapshot. Seeds come from the bracket itself (the first round's slots,
// pairing/bracket.hpp), so they stay what they were when the bracket was made.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "event_enums.hpp"
#include "sqlite.hpp"

namespace jk::pairing {
struct Event;
}

namespace jk::event {

struct BracketSeat {
  std::int64_t id = 0;
  std::string name, label;  // label: the name, with the id where two players share it
  int seed = 0;             // 1-based; 0 when unknown
  std::optional<int> place;  // a pod's finishing place, once in
  bool won = false;          // once the result is in (a bye is won)
};
struct BracketMatch {
  std::optional<int> table;  // none for a bye
  bool bye = false;
  std::vector<BracketSeat> players;  // seat order
  bool decided = false;              // a result (or the bye) is in
  bool third_place = false;          // the final's round: the semi-finals' losers' match
};
// What a bracket round is called: by its slots (a bye is one) and the players in it.
enum class BracketStage { final, semi_final, quarter_final, top };
struct BracketRound {
  int number = 0;  // the event's round number
  bool closed = false;
  BracketStage stage = BracketStage::top;
  int players = 0;  // "Top {players}" when stage is top
  std::vector<BracketMatch> matches;  // bracket order: the winners of 2k and 2k+1 meet next
};
struct BracketView {
  std::string event_name;
  int size = 0;  // players in the bracket's first round
  bool pods = false;  // a final table (a pod game), not two-player matches
  std::vector<BracketRound> rounds;
  int rounds_total = 0;  // rounds the bracket takes to one winner
  std::optional<std::int64_t> champion;
  bool empty() const { return rounds.empty(); }
};

// Pure: the bracket of `ev`, which holds the cut rounds' matches and results; `labels` as
// people_labels gives them.
BracketView bracket_of(const pairing::Event& ev, const std::map<std::int64_t, std::string>& labels);
// Reads the event in one snapshot. An event without a bracket yet gives an empty view.
BracketView bracket(Database& db);

}  // namespace jk::event
