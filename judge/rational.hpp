// Exact money and ratios for ROE UP!: amounts may be halves (assets sell at half their 資産)
// and ROE ties must be exact, so no floating point.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace jk::judge {

// 128-bit intermediates keep products of two 64-bit amounts exact (a GCC/Clang extension).
__extension__ typedef __int128 i128;

struct Rational {
  std::int64_t num = 0, den = 1;  // den > 0, reduced

  Rational() = default;
  Rational(std::int64_t n) : num(n) {}  // NOLINT: whole amounts read naturally
  static Rational of(i128 n, i128 d);  // reduces; throws std::overflow_error past 64 bits

  bool is_integer() const { return den == 1; }
  int sign() const { return num > 0 ? 1 : num < 0 ? -1 : 0; }
  // "12", "-7.5", "0.125"; "1/3" when the decimal does not end.
  std::string text() const;
  // Rounded to `places` decimals (half away from zero): "15.00".
  std::string decimal(int places) const;
};

Rational operator+(Rational a, Rational b);
Rational operator-(Rational a, Rational b);
Rational operator*(Rational a, Rational b);
Rational operator/(Rational a, Rational b);  // b != 0
// Compared by cross-multiplication (dens are positive), exact.
int compare(Rational a, Rational b);
inline bool operator==(Rational a, Rational b) { return a.num == b.num && a.den == b.den; }
inline bool operator<(Rational a, Rational b) { return compare(a, b) < 0; }
inline bool operator>(Rational a, Rational b) { return compare(a, b) > 0; }
inline bool operator<=(Rational a, Rational b) { return compare(a, b) <= 0; }
inline bool operator>=(Rational a, Rational b) { return compare(a, b) >= 0; }

// "120", "-15", "7.5" (at most 6 decimals); nullopt when not such a number.
std::optional<Rational> parse_amount(std::string_view s);

}  // namespace jk::judge
