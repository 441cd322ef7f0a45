#include "rational.hpp"

#include <stdexcept>

namespace jk::judge {

static i128 gcd128(i128 a, i128 b) {
  if (a < 0) a = -a;
  if (b < 0) b = -b;
  while (b != 0) {
    i128 t = a % b;
    a = b;
    b = t;
  }
  return a;
}

Rational Rational::of(i128 n, i128 d) {
  if (d == 0) throw std::domain_error("division by zero");
  if (d < 0) {
    n = -n;
    d = -d;
  }
  i128 g = gcd128(n, d);
  if (g > 1) {
    n /= g;
    d /= g;
  }
  constexpr i128 lim = static_cast<i128>(INT64_MAX);
  if (n > lim || n < -lim || d > lim) throw std::overflow_error("amount too large");
  Rational r;
  r.num = static_cast<std::int64_t>(n);
  r.den = static_cast<std::int64_t>(d);
  return r;
}

Rational operator+(Rational a, Rational b) {
  return Rational::of(static_cast<i128>(a.num) * b.den + static_cast<i128>(b.num) * a.den,
                      static_cast<i128>(a.den) * b.den);
}
Rational operator-(Rational a, Rational b) {
  return Rational::of(static_cast<i128>(a.num) * b.den - static_cast<i128>(b.num) * a.den,
                      static_cast<i128>(a.den) * b.den);
}
Rational operator*(Rational a, Rational b) {
  return Rational::of(static_cast<i128>(a.num) * b.num, static_cast<i128>(a.den) * b.den);
}
Rational operator/(Rational a, Rational b) {
  return Rational::of(static_cast<i128>(a.num) * b.den, static_cast<i128>(a.den) * b.num);
}

int compare(Rational a, Rational b) {
  i128 l = static_cast<i128>(a.num) * b.den, r = static_cast<i128>(b.num) * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

static std::string digits(i128 v) {
  if (v == 0) return "0";
  std::string s;
  while (v > 0) {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  }
  return s;
}

std::string Rational::decimal(int places) const {
  i128 scale = 1;
  for (int i = 0; i < places; ++i) scale *= 10;
  i128 n = num < 0 ? -static_cast<i128>(num) : num;
  i128 scaled = (n * scale * 2 + den) / (2 * static_cast<i128>(den));  // half away from zero
  std::string whole = digits(scaled / scale);
  std::string out = (num < 0 && scaled != 0 ? "-" : "") + whole;
  if (places > 0) {
    std::string frac = digits(scaled % scale);
    out += "." + std::string(static_cast<std::size_t>(places) - frac.size(), '0') + frac;
  }
  return out;
}

std::string Rational::text() const {
  if (den == 1) return (num < 0 ? "-" : "") + digits(num < 0 ? -static_cast<i128>(num) : num);
  // A terminating decimal exactly when den has no prime factors but 2 and 5.
  std::int64_t d = den;
  int twos = 0, fives = 0;
  while (d % 2 == 0) d /= 2, ++twos;
  while (d % 5 == 0) d /= 5, ++fives;
  if (d != 1) return (num < 0 ? "-" : "") + digits(num < 0 ? -static_cast<i128>(num) : num) + "/" + digits(den);
  std::string s = decimal(twos > fives ? twos : fives);
  return s;
}

std::optional<Rational> parse_amount(std::string_view s) {
  if (s.empty()) return std::nullopt;
  bool neg = false;
  std::size_t i = 0;
  if (s[0] == '-' || s[0] == '+') {
    neg = s[0] == '-';
    i = 1;
  }
  i128 n = 0, d = 1;
  bool any = false, point = false;
  int places = 0;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '.' && !point) {
      point = true;
      continue;
    }
    if (c < '0' || c > '9') return std::nullopt;
    any = true;
    n = n * 10 + (c - '0');
    if (point) {
      d *= 10;
      if (++places > 6) return std::nullopt;
    }
    if (n > static_cast<i128>(1000000000000000000)) return std::nullopt;  // far past any game's money
  }
  if (!any || (point && places == 0)) return std::nullopt;
  return Rational::of(neg ? -n : n, d);
}

}  // namespace jk::judge
