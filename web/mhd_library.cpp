#include "mhd_library.hpp"

#include "errors.hpp"
#include "shared_library.hpp"

namespace jk::web {

namespace {

// Debian 12's libmicrohttpd12, the ABI of the headers built against.
constexpr const char* kLibrary = "libmicrohttpd.so.12";

MhdLibrary load() {
  const SharedLibrary library(kLibrary, "JUDGEKIT_MICROHTTPD",
                              {N_("the web server's library cannot be loaded ({error}); run scripts/setup (it installs libmicrohttpd12)"),
                               N_("the web server's library lacks {name}; run scripts/setup (it installs libmicrohttpd12)")});
  MhdLibrary m{};
#define JK_MHD_RESOLVE(name) library.resolve(m.name, "MHD_" #name);
  JK_MHD_FUNCTIONS(JK_MHD_RESOLVE)
#undef JK_MHD_RESOLVE
  return m;  // the library stays open for the process: the server's threads call into it
}

}  // namespace

const MhdLibrary& mhd() {
  // Loaded by the first caller (thread-safe); a failure is thrown to it and tried again by the next.
  static const MhdLibrary library = load();
  return library;
}

}  // namespace jk::web
