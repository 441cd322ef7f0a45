// Standings after a top cut: the order lives in pairing/final_order.hpp (the CLI's `standings`
// reads it through the event library); reports use the same names.
#pragma once
#include "final_order.hpp"

namespace jk::reports {

using pairing::CutMatch;
using pairing::CutPlace;
using pairing::CutRounds;
using pairing::order_after_cut;

}  // namespace jk::reports
