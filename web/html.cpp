#include "html.hpp"

#include <cstdint>
#include <cstdio>

namespace jk::web {

std::string esc(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 16);
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n') break;
        out += c;
    }
  }
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

std::string hash_hex(std::string_view data) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : data) {
    h ^= c;
    h *= 1099511628211ull;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace jk::web
