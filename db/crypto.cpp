#include "crypto.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "errors.hpp"
#include "shared_library.hpp"

namespace jk {

namespace {

// Debian 12's libssl3, the ABI of the headers built against.
constexpr const char* kLibrary = "libcrypto.so.3";

struct Libcrypto {
  decltype(&::EVP_Digest) digest = nullptr;
  decltype(&::EVP_sha256) sha256 = nullptr;
  decltype(&::HMAC) hmac = nullptr;
  decltype(&::CRYPTO_memcmp) memcmp = nullptr;
};

Libcrypto load() {
  const SharedLibrary library(kLibrary, "JUDGEKIT_LIBCRYPTO",
                              {N_("OpenSSL's libcrypto cannot be loaded ({error}); run scripts/setup (it installs libssl3)"),
                               N_("OpenSSL's libcrypto lacks {name}; run scripts/setup (it installs libssl3)")});
  Libcrypto c;
  library.resolve(c.digest, "EVP_Digest");
  library.resolve(c.sha256, "EVP_sha256");
  library.resolve(c.hmac, "HMAC");
  library.resolve(c.memcmp, "CRYPTO_memcmp");
  return c;
}

const Libcrypto& libcrypto() {
  // Loaded by the first caller (thread-safe: serve's threads); a failure is thrown to it and tried again by the next.
  static const Libcrypto library = load();
  return library;
}

}  // namespace

std::string sha256(std::string_view data) {
  const Libcrypto& c = libcrypto();
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  c.digest(data.data(), data.size(), digest, &len, c.sha256(), nullptr);
  return std::string(reinterpret_cast<const char*>(digest), len);
}

std::string hmac_sha256(std::string_view key, std::string_view message) {
  const Libcrypto& c = libcrypto();
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  c.hmac(c.sha256(), key.data(), static_cast<int>(key.size()), reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac, &len);
  return std::string(reinterpret_cast<const char*>(mac), len);
}

bool same_bytes(std::string_view a, std::string_view b) { return a.size() == b.size() && libcrypto().memcmp(a.data(), b.data(), a.size()) == 0; }

}  // namespace jk
