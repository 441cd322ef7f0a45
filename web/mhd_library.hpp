// libmicrohttpd, opened when a server first starts rather than when judgekit does: with its TLS
// stack (gnutls and eight more libraries) it cost every command about 10 ms to load (issue 23),
// and only `serve` answers HTTP.
#pragma once
#include <microhttpd.h>

namespace jk::web {

// The functions the server calls, named without their MHD_ prefix: one list for the struct and
// for the lookups that fill it.
#define JK_MHD_FUNCTIONS(X)                                                                          \
  X(start_daemon) X(stop_daemon) X(get_daemon_info) X(get_connection_info) X(get_connection_values) \
  X(lookup_connection_value) X(suspend_connection) X(resume_connection)                           \
  X(create_response_from_buffer) X(add_response_header) X(queue_response) X(destroy_response)

struct MhdLibrary {
#define JK_MHD_POINTER(name) decltype(&::MHD_##name) name = nullptr;
  JK_MHD_FUNCTIONS(JK_MHD_POINTER)
#undef JK_MHD_POINTER
};

// The library's functions, loaded once (JUDGEKIT_MICROHTTPD names another file to load, for
// tests). InputError when it cannot be loaded: the line says what to install.
const MhdLibrary& mhd();

}  // namespace jk::web
