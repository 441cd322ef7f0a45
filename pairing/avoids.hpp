// Pairing restrictions (`pairing avoid P Q`): players kept apart, honoured by the exact matching.
#pragma once
#include <utility>
#include <vector>

#include "swiss.hpp"

namespace jk::pairing {

// `field` with each pair of `apart` (indices into the field) counted as having met K times, K one
// more than the rematches any pairing of the field can hold (tables × the most opponents anyone
// met): the matching's first criterion, fewest rematches counted with repeats, then keeps every
// restriction a perfect matching can keep before it avoids a single real rematch. The engine's
// exactness argument holds for any opponents list, so the pairing stays the exact optimum.
SwissField with_avoids(const SwissField& field, const std::vector<std::pair<int, int>>& apart);

// Real rematches in `pairs`, counted on the field without the restrictions.
int real_rematches(const SwissField& field, const std::vector<std::pair<int, int>>& pairs);

}  // namespace jk::pairing
