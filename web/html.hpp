// Building HTML safely: every piece of text goes through esc(); attributes are quoted.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace jk::web {

// Escapes & < > " ' and drops C0 controls other than tab and newline.
std::string esc(std::string_view text);
// The same, appended to `out` (pages built in one string).
void esc_to(std::string& out, std::string_view text);
// Percent-encodes for a URL path segment or query value (UTF-8 bytes kept safe).
std::string url_encode(std::string_view text);
// Rulings text with the search engine's marks (\x02..\x03) as <mark>, everything else escaped.
std::string marked_html(std::string_view marked);
// "mm:ss" (or "h:mm:ss"), from seconds >= 0.
std::string clock_text(long long seconds);
// A 64-bit FNV-1a over 8-byte words, as 16 hex digits: ETags.
std::string hash_hex(std::string_view data);
// A page's notice (a status) and error (an alert) paragraphs, each only when it has words.
std::string notices(const std::string& notice, const std::string& error);
// "2026-11-29 14:05" on the venue's clock.
std::string local_minute(std::int64_t unix_seconds);

}  // namespace jk::web
