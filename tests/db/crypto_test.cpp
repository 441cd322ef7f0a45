// db/crypto: SHA-256 and HMAC-SHA-256 against published vectors (FIPS 180-2 appendix B.1,
// RFC 4231 test cases 1 and 2), and the constant-time compare at its boundaries.
#include <catch2/catch.hpp>

#include "crypto.hpp"

namespace {

std::string hex(const std::string& bytes) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (unsigned char b : bytes) out += {digits[b >> 4], digits[b & 15]};
  return out;
}

}  // namespace

TEST_CASE("sha256 and hmac_sha256 give the published vectors") {
  CHECK(hex(jk::sha256("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(hex(jk::sha256("")) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(hex(jk::hmac_sha256(std::string(20, '\x0b'), "Hi There")) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
  CHECK(hex(jk::hmac_sha256("Jefe", "what do ya want for nothing?")) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

TEST_CASE("same_bytes: equal only at the same length and every byte") {
  CHECK(jk::same_bytes("", ""));
  CHECK(jk::same_bytes("A1B2", "A1B2"));
  CHECK(!jk::same_bytes("A1B2", "A1B3"));   // the last byte
  CHECK(!jk::same_bytes("A1B2", "B1B2"));   // the first
  CHECK(!jk::same_bytes("A1B2", "A1B"));    // shorter
  CHECK(!jk::same_bytes("A1B2", "A1B2 "));  // longer
  CHECK(jk::same_bytes(std::string("a\0b", 3), std::string("a\0b", 3)));
  CHECK(!jk::same_bytes(std::string("a\0b", 3), std::string("a\0c", 3)));  // past a NUL
}
