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
  resolve(handle, m.start_daemon, "MHD_start_daemon");
  resolve(handle, m.stop_daemon, "MHD_stop_daemon");
  resolve(handle, m.get_daemon_info, "MHD_get_daemon_info");
  resolve(handle, m.get_connection_info, "MHD_get_connection_info");
  resolve(handle, m.get_connection_values, "MHD_get_connection_values");
  resolve(handle, m.lookup_connection_value, "MHD_lookup_connection_value");
  resolve(handle, m.suspend_connection, "MHD_suspend_connection");
  resolve(handle, m.resume_connection, "MHD_resume_connection");
  resolve(handle, m.create_response_from_buffer, "MHD_create_response_from_buffer");
  resolve(handle, m.add_response_header, "MHD_add_response_header");
  resolve(handle, m.queue_response, "MHD_queue_response");
  resolve(handle, m.destroy_response, "MHD_destroy_response");
  return m;  // the handle stays open for the process: the server's threads call into it
}

}  // namespace

const MhdLibrary& mhd() {
  // Loaded by the first caller (thread-safe); a failure is thrown to it and tried again by the next.
  static const MhdLibrary library = load();
  return library;
}

}  // namespace jk::web
