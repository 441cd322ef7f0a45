// A tiebreak fraction in the exports: four decimals, as printf's "%.4f" of the value rounded half
// away from zero at the fourth (std::round), without a locale.
#pragma once
#include <span>
#include <string>
#include <string_view>

namespace jk::reports {

// Written into `buf` (room for any double in fixed notation); the view points into it.
std::string_view fixed4(double v, std::span<char, 400> buf);
std::string fixed4(double v);

}  // namespace jk::reports
