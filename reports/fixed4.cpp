#include "fixed4.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>

namespace jk::reports {

std::string_view fixed4(double v, std::span<char, 400> buf) {
  const double units = std::round(v * 10000.0);  // ten-thousandths
  // Below 1e15 ten-thousandths the double nearest units / 10000 prints back as exactly those digits
  // (its error is under 1e-5), so the integer is written as it is: a 10,000-player standings CSV
  // writes 30,000 of them, and std::to_chars of a double cost a third of writing the file.
  if (!std::isfinite(units) || std::fabs(units) >= 1e15) {
    auto [end, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), units / 10000.0, std::chars_format::fixed, 4);
    return {buf.data(), ec == std::errc() ? end : buf.data()};
  }
  char* out = buf.data();
  if (std::signbit(units)) *out++ = '-';  // as to_chars: "-0.0000" for a tiny negative
  const auto n = static_cast<std::uint64_t>(std::fabs(units));
  out = std::to_chars(out, buf.data() + buf.size(), n / 10000).ptr;
  *out++ = '.';
  const auto frac = static_cast<unsigned>(n % 10000);
  for (unsigned div = 1000; div > 0; div /= 10) *out++ = static_cast<char>('0' + frac / div % 10);
  return {buf.data(), static_cast<std::size_t>(out - buf.data())};
}

std::string fixed4(double v) {
  char buf[400];
  return std::string(fixed4(v, buf));
}

}  // namespace jk::reports
