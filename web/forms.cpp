#include "forms.hpp"

#include <sys/random.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "crypto.hpp"

namespace jk::web {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string form_decode(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') out += ' ';
    else if (s[i] == '%' && i + 2 < s.size() && hex_value(s[i + 1]) >= 0 && hex_value(s[i + 2]) >= 0) {
      out += static_cast<char>(hex_value(s[i + 1]) * 16 + hex_value(s[i + 2]));
      i += 2;
    } else out += s[i];
  }
  return out;
}

std::string to_hex(const unsigned char* bytes, std::size_t n) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  out.reserve(n * 2);
  for (std::size_t i = 0; i < n; ++i) out += {digits[bytes[i] >> 4], digits[bytes[i] & 15]};
  return out;
}

}  // namespace

std::map<std::string, std::string> parse_form(std::string_view body) {
  std::map<std::string, std::string> out;
  std::size_t i = 0;
  while (i <= body.size()) {
    std::size_t end = body.find('&', i);
    if (end == std::string_view::npos) end = body.size();
    std::string_view pair = body.substr(i, end - i);
    if (!pair.empty()) {
      std::size_t eq = pair.find('=');
      std::string key = form_decode(pair.substr(0, eq));
      std::string value = eq == std::string_view::npos ? "" : form_decode(pair.substr(eq + 1));
      out.emplace(std::move(key), std::move(value));  // the first of a repeated field counts
    }
    i = end + 1;
  }
  return out;
}

std::map<std::string, std::string> parse_cookies(std::string_view header) {
  std::map<std::string, std::string> out;
  std::size_t i = 0;
  while (i < header.size()) {
    std::size_t end = header.find(';', i);
    if (end == std::string_view::npos) end = header.size();
    std::string_view item = header.substr(i, end - i);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    std::size_t eq = item.find('=');
    if (eq != std::string_view::npos) out.emplace(std::string(item.substr(0, eq)), std::string(item.substr(eq + 1)));
    i = end + 1;
  }
  return out;
}

std::string random_hex(std::size_t bytes) {
  std::string raw(bytes, '\0');
  std::size_t got = 0;
  while (got < bytes) {
    ssize_t n = getrandom(raw.data() + got, bytes - got, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error(std::string("getrandom: ") + std::strerror(errno));
    }
    got += static_cast<std::size_t>(n);
  }
  return to_hex(reinterpret_cast<const unsigned char*>(raw.data()), bytes);
}

std::string hmac_hex(std::string_view key, std::string_view message) {
  const std::string mac = hmac_sha256(key, message);
  return to_hex(reinterpret_cast<const unsigned char*>(mac.data()), mac.size());
}

std::string cookie_header(const std::string& name, const std::string& value, long max_age) {
  std::string h = name + "=" + value + "; Path=/; HttpOnly; SameSite=Strict";
  if (max_age >= 0) h += "; Max-Age=" + std::to_string(max_age);
  return h;
}

int Throttle::wait_for(Counts& counts, const std::string& key, int limit, std::int64_t now) {
  auto it = counts.find(key);
  if (it == counts.end()) return 0;
  const std::int64_t ends = it->second.window_start + limits_.window_seconds;
  if (now >= ends) return 0;
  return it->second.failures >= limit ? static_cast<int>(ends - now) : 0;
}

void Throttle::add(Counts& counts, const std::string& key, std::int64_t now) {
  Count& c = counts[key];
  if (now >= c.window_start + limits_.window_seconds) c = {now, 0};
  ++c.failures;
}

int Throttle::wait_seconds(const std::string& address, const std::string& target, std::int64_t now) {
  std::lock_guard lock(mutex_);
  int wait = wait_for(by_address_, address, limits_.per_address, now);
  if (wait_for(by_pair_, address + "\n" + target, 1, now) > 0) {  // this address failed here in this window
    wait = std::max(wait, wait_for(by_target_, target, limits_.per_target, now));
    wait = std::max(wait, wait_for(overall_, "", limits_.overall, now));
  }
  return wait;
}

void Throttle::failed(const std::string& address, const std::string& target, std::int64_t now) {
  std::lock_guard lock(mutex_);
  // A flood of addresses cannot grow the maps for ever: past a size they start again.
  for (Counts* c : {&by_address_, &by_target_, &by_pair_})
    if (c->size() > 100000) c->clear();
  add(by_address_, address, now);
  add(by_target_, target, now);
  add(by_pair_, address + "\n" + target, now);
  add(overall_, "", now);
}

}  // namespace jk::web
