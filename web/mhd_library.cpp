#include "mhd_library.hpp"

#include <dlfcn.h>

#include <cstdlib>

#include "errors.hpp"

namespace jk::web {

namespace {

// Debian 12's libmicrohttpd12, the ABI of the headers built against.
constexpr const char* kLibrary = "libmicrohttpd.so.12";

template <class F>
void resolve(void* handle, F& f, const char* name) {
  f = reinterpret_cast<F>(::dlsym(handle, name));
  if (!f) throw InputError(Message{N_("the web server's library lacks {name}; run scripts/setup (it installs libmicrohttpd12)"), {{"name", name}}});
}

MhdLibrary load() {
  const char* file = std::getenv("JUDGEKIT_MICROHTTPD");
  void* handle = ::dlopen(file && *file ? file : kLibrary, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* why = ::dlerror();
    throw InputError(Message{N_("the web server's library cannot be loaded ({error}); run scripts/setup (it installs libmicrohttpd12)"),
                             {{"error", why ? why : kLibrary}}});
  }
  MhdLibrary m{};
#define JK_MHD_RESOLVE(name) resolve(handle, m.name, "MHD_" #name);
  JK_MHD_FUNCTIONS(JK_MHD_RESOLVE)
#undef JK_MHD_RESOLVE
  return m;  // the handle stays open for the process: the server's threads call into it
}

}  // namespace

const MhdLibrary& mhd() {
  // Loaded by the first caller (thread-safe); a failure is thrown to it and tried again by the next.
  static const MhdLibrary library = load();
  return library;
}

}  // namespace jk::web
