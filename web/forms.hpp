// What a POST carries and how the write side trusts it: form fields, cookies, the session cookie
// every form's CSRF token is bound to, and the throttle on wrong codes.
#pragma once
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace jk::web {

// application/x-www-form-urlencoded (the browser's form encoding): '+' is a space, %XX a byte.
std::map<std::string, std::string> parse_form(std::string_view body);
// "a=1; b=2" -> {a: 1, b: 2}.
std::map<std::string, std::string> parse_cookies(std::string_view header);
// `bytes` random bytes (getrandom) as lowercase hex.
std::string random_hex(std::size_t bytes);
// HMAC-SHA256 of `message` under `key`, as lowercase hex.
std::string hmac_hex(std::string_view key, std::string_view message);
// A Set-Cookie value: HttpOnly, SameSite=Strict, Path=/; max_age 0 deletes it, -1 lasts the session.
std::string cookie_header(const std::string& name, const std::string& value, long max_age = -1);

// Wrong codes (table codes, player codes, sign-in tokens) are counted in fixed windows. An address
// past its limit is refused every try, right or wrong, until its window ends. A target (a table, a
// player) or the whole server past its limit refuses the addresses that failed there, while a
// phone that never typed a wrong code (the table's own players) still gets in.
struct ThrottleLimits {
  int window_seconds = 600;
  int per_address = 10;
  int per_target = 10;
  int overall = 200;
  int signups_per_address = 10;  // sign-ups on /register from one address per window (a load test raises it)
};
class Throttle {
 public:
  explicit Throttle(ThrottleLimits limits = {}) : limits_(limits) {}
  // Seconds until a try from `address` at `target` is allowed again; 0: allowed now.
  int wait_seconds(const std::string& address, const std::string& target, std::int64_t now);
  void failed(const std::string& address, const std::string& target, std::int64_t now);
  const ThrottleLimits& limits() const { return limits_; }

 private:
  struct Count {
    std::int64_t window_start = 0;
    int failures = 0;
  };
  using Counts = std::unordered_map<std::string, Count>;
  int wait_for(Counts& counts, const std::string& key, int limit, std::int64_t now);
  void add(Counts& counts, const std::string& key, std::int64_t now);
  ThrottleLimits limits_;
  std::mutex mutex_;
  Counts by_address_, by_target_, by_pair_, overall_;
};

}  // namespace jk::web
