// A round as the CLI prints it (round pair, round show, pairing swap).
#pragma once
#include <string>

#include "common.hpp"
#include "round_ops.hpp"

namespace jk::cli {

// The round's heading and its tables; by_name: every player in name (reading) order instead.
std::string round_text(Context& ctx, const event::RoundView& r, bool by_name);
// A bracket round as people name it: Final, Semi-final, Quarter-final, Top N (決勝, 準決勝 …).
std::string bracket_stage_words(event::BracketStage stage, int players);

}  // namespace jk::cli
