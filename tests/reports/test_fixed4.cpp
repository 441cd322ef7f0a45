// The exports' four-decimal fractions: written from the integer of ten-thousandths, the same
// characters as std::to_chars of the value rounded at the fourth decimal (how they were written
// before, and what printf's "%.4f" gives), at every edge and over a million random values.
#include <catch2/catch.hpp>

#include <charconv>
#include <cmath>
#include <limits>
#include <random>

#include "fixed4.hpp"

namespace {

std::string by_to_chars(double v) {
  char buf[400];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, std::round(v * 10000.0) / 10000.0, std::chars_format::fixed, 4);
  REQUIRE(ec == std::errc());
  return std::string(buf, end);
}

}  // namespace

TEST_CASE("fixed4: a table of values at the edges of rounding, sign and size") {
  struct Case {
    double value;
    const char* text;
  };
  const Case cases[] = {
      {0.0, "0.0000"},           {1.0, "1.0000"},          {2.0 / 3.0, "0.6667"},     {1.0 / 3.0, "0.3333"},
      {0.33, "0.3300"},          {0.5, "0.5000"},          {0.03125, "0.0313"},        // an exact tie: half away from zero
      {0.00005, "0.0001"},       {0.000049, "0.0000"},     {0.99995, "1.0000"},       {0.99994, "0.9999"},
      {-0.00001, "-0.0000"},     {-0.0, "-0.0000"},        {-0.5, "-0.5000"},         {-2.0 / 3.0, "-0.6667"},
      {12345.6789, "12345.6789"}, {99999999999.9999, "99999999999.9999"},
      {1e11, "100000000000.0000"},  // 1e15 ten-thousandths: written by std::to_chars
      {1e20, "100000000000000000000.0000"},
  };
  for (const auto& c : cases) {
    INFO(c.value);
    CHECK(jk::reports::fixed4(c.value) == c.text);
    CHECK(jk::reports::fixed4(c.value) == by_to_chars(c.value));
  }
  CHECK(jk::reports::fixed4(std::numeric_limits<double>::quiet_NaN()) == by_to_chars(std::numeric_limits<double>::quiet_NaN()));
  CHECK(jk::reports::fixed4(std::numeric_limits<double>::infinity()) == "inf");
  CHECK(jk::reports::fixed4(-std::numeric_limits<double>::infinity()) == "-inf");
}

TEST_CASE("fixed4: the same characters as std::to_chars over a million random values") {
  std::mt19937_64 random(20261206);
  std::uniform_real_distribution<double> fraction(0.0, 1.0), wide(-1e11, 1e11);
  std::uniform_int_distribution<int> ties(0, 1 << 20);
  for (int i = 0; i < 1000000; ++i) {
    const double v = i % 4 == 0 ? wide(random) : i % 4 == 1 ? ties(random) / 1048576.0 : i % 4 == 2 ? ties(random) / 20000.0 : fraction(random);
    if (jk::reports::fixed4(v) != by_to_chars(v)) FAIL("differs at " << v << ": " << jk::reports::fixed4(v) << " against " << by_to_chars(v));
  }
}
