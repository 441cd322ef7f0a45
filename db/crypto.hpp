// SHA-256, HMAC-SHA-256 and a constant-time compare, from OpenSSL's libcrypto. The library is
// opened on first use (dlopen), not linked: loading it cost every command about 120 page faults
// for its relocations (a quarter of judgekit's start, issue 23), while only the phones' codes and
// tokens, the web forms and the card lists' checksums call it. The first call loads it
// (JUDGEKIT_LIBCRYPTO names another file, for tests); when it cannot, each function throws
// InputError, one line saying what to install.
#pragma once

#include <string>
#include <string_view>

namespace jk {

// The 32 bytes of SHA-256 of `data`.
std::string sha256(std::string_view data);
// The 32 bytes of HMAC-SHA-256 of `message` under `key`.
std::string hmac_sha256(std::string_view key, std::string_view message);
// Equal bytes, compared in a time that does not tell where two secrets of one length differ.
bool same_bytes(std::string_view a, std::string_view b);

}  // namespace jk
