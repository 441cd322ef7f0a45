// libmicrohttpd, opened when a server first starts rather than when judgekit does: with its TLS
// stack (gnutls and eight more libraries) it cost every command about 10 ms to load (issue 23),
// and only `serve` answers HTTP.
#pragma once
#include <microhttpd.h>

namespace jk::web {

struct MhdLibrary {
  decltype(&::MHD_start_daemon) start_daemon;
  decltype(&::MHD_stop_daemon) stop_daemon;
  decltype(&::MHD_get_daemon_info) get_daemon_info;
  decltype(&::MHD_get_connection_info) get_connection_info;
  decltype(&::MHD_get_connection_values) get_connection_values;
  decltype(&::MHD_lookup_connection_value) lookup_connection_value;
  decltype(&::MHD_suspend_connection) suspend_connection;
  decltype(&::MHD_resume_connection) resume_connection;
  decltype(&::MHD_create_response_from_buffer) create_response_from_buffer;
  decltype(&::MHD_add_response_header) add_response_header;
  decltype(&::MHD_queue_response) queue_response;
  decltype(&::MHD_destroy_response) destroy_response;
};

// The library's functions, loaded once (JUDGEKIT_MICROHTTPD names another file to load, for
// tests). InputError when it cannot be loaded: the line says what to install.
const MhdLibrary& mhd();

}  // namespace jk::web
