#include "html.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "event_file.hpp"

namespace jk::web {

void esc_to(std::string& out, std::string_view text) {
  std::size_t start = 0;  // the plain run not yet copied: appended whole, not a byte at a time
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const char* with;
    switch (c) {
      case '&': with = "&amp;"; break;
      case '<': with = "&lt;"; break;
      case '>': with = "&gt;"; break;
      case '"': with = "&quot;"; break;
      case '\'': with = "&#39;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') with = "";
        else continue;
    }
    out.append(text.data() + start, i - start);
    out += with;
    start = i + 1;
  }
  out.append(text.data() + start, text.size() - start);
}

std::string esc(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 16);
  esc_to(out, text);
  return out;
}

std::string url_encode(std::string_view text) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                 c == '_' || c == '.' || c == '~';
    if (plain) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string marked_html(std::string_view marked) {
  std::string out;
  bool open = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= marked.size(); ++i) {
    if (i < marked.size() && marked[i] != '\x02' && marked[i] != '\x03') continue;
    out += esc(marked.substr(start, i - start));
    if (i < marked.size()) {
      if (marked[i] == '\x02' && !open) out += "<mark>", open = true;
      else if (marked[i] == '\x03' && open) out += "</mark>", open = false;
    }
    start = i + 1;
  }
  if (open) out += "</mark>";
  return out;
}

std::string clock_text(long long seconds) {
  if (seconds < 0) seconds = 0;
  char buf[32];
  if (seconds >= 3600)
    std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", seconds / 3600, seconds / 60 % 60, seconds % 60);
  else
    std::snprintf(buf, sizeof buf, "%02lld:%02lld", seconds / 60, seconds % 60);
  return buf;
}

// FNV-1a over 8-byte words (then the last bytes one by one): a page's ETag is hashed on every
// render, and a byte at a time was a twentieth of a player's page (issue 23).
std::string hash_hex(std::string_view data) {
  std::uint64_t h = 14695981039346656037ull;
  std::size_t i = 0;
  for (; i + 8 <= data.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, data.data() + i, 8);
    h = (h ^ w) * 1099511628211ull;
    h ^= h >> 29;
  }
  for (; i < data.size(); ++i) {
    h ^= static_cast<unsigned char>(data[i]);
    h *= 1099511628211ull;
  }
  static const char* hex = "0123456789abcdef";
  char buf[16];
  for (int k = 15; k >= 0; --k, h >>= 4) buf[k] = hex[h & 15];
  return std::string(buf, 16);
}
std::string notices(const std::string& notice, const std::string& error) {
  std::string h;
  if (!notice.empty()) {
    // A notice of several sentences that stand apart (a round paired, then its notes): a line each.
    std::string lines;
    for (std::size_t from = 0, to; from <= notice.size(); from = to + 1) {
      to = std::min(notice.find('\n', from), notice.size());
      lines += (from ? "<br>" : "") + esc(std::string_view(notice).substr(from, to - from));
    }
    h += "<p class=\"notice ok\" role=\"status\">" + lines + "</p>";
  }
  if (!error.empty()) h += "<p class=\"notice error\" role=\"alert\">" + esc(error) + "</p>";
  return h;
}

std::string local_minute(std::int64_t unix_seconds) { return local_time_text(unix_seconds, "%Y-%m-%d %H:%M"); }

}  // namespace jk::web
