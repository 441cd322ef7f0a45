// Building verdicts: the common ways a verdict ends, and the seat labels words are made with.
// Internal to jk_judge.
#pragma once
#include <array>
#include <string>

#include "judge.hpp"

namespace jk::judge {

void add_step(Verdict& v, Step step);
// outcome win for `side`, decided by `rule`; the summary "{side} wins ({rule})".
void decide_win(Verdict& v, Side side, const std::string& rule);
void decide(Verdict& v, Outcome outcome, const std::string& rule, Message summary);
// A step of ROE UP!'s figures or 決算: what it looked at, what it found.
Step make_step(std::string rule, Message text, Message result);
// The seat a placeholder made by seat_arg names; nullopt for any other argument.
std::optional<Side> seat_in_arg(const MessageArg& a);
// A message with each seat placeholder filled from `labels` (A's, B's).
Message with_seats(const Message& m, const std::array<std::string, 2>& labels);
// "A" or "A (佐藤)" when the state file names the player; the player's name when `names` has it.
std::array<std::string, 2> seat_labels(const Verdict& v, const SeatNames& names);

}  // namespace jk::judge
