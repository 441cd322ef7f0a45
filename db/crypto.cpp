#include "crypto.hpp"

#include <dlfcn.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <cstdlib>

#include "errors.hpp"

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

template <class F>
void resolve(void* handle, F& f, const char* name) {
  f = reinterpret_cast<F>(::dlsym(handle, name));
  if (!f) throw InputError(Message{N_("OpenSSL's libcrypto lacks {name}; run scripts/setup (it installs libssl3)"), {{"name", name}}});
}

Libcrypto load() {
  const char* file = std::getenv("JUDGEKIT_LIBCRYPTO");
  void* handle = ::dlopen(file && *file ? file : kLibrary, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* why = ::dlerror();
    throw InputError(Message{N_("OpenSSL's libcrypto cannot be loaded ({error}); run scripts/setup (it installs libssl3)"), {{"error", why ? why : kLibrary}}});
  }
  Libcrypto c;
  resolve(handle, c.digest, "EVP_Digest");
  resolve(handle, c.sha256, "EVP_sha256");
  resolve(handle, c.hmac, "HMAC");
  resolve(handle, c.memcmp, "CRYPTO_memcmp");
  return c;  // the handle stays open for the process
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
