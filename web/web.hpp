// jk_web: the event and the rulebooks as web pages for phones (docs/serve.md).
// Site turns a request into a page (no I/O but reading the event file and the rulings index);
// Server is the HTTP server around it (libmicrohttpd, epoll).
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "forms.hpp"
#include "i18n.hpp"

namespace jk::web {

// Pages speak the process-independent jk::tr(lang, ...) of the one catalogue (po/ja.po).
using Lang = jk::Lang;

struct Request {
  std::string method = "GET";
  std::string path;                          // decoded, without the query
  std::map<std::string, std::string> query;  // decoded
  std::string accept_language, if_none_match;
  std::string cookie;        // the Cookie header as sent
  std::string content_type;  // of a POST
  std::string body;          // a POST's body (the server caps its size)
  std::string remote;        // the client's address, for throttling wrong codes
  std::string host;          // the Host header: the address a QR code on a page points at
};

struct Response {
  int status = 200;
  std::string content_type = "text/html; charset=utf-8";
  std::string body;  // empty for 304; for HEAD the server sends the headers only
  std::string etag;
  std::vector<std::pair<std::string, std::string>> headers;  // everything, ETag included
  bool clocks = false;  // the body holds clock marks (web/pages.hpp fill_clocks): Site::handle fills them
};

struct PageContext;  // pages.hpp
struct EventView;    // event_view.hpp

struct SiteOptions {
  std::string event_path;  // "" with rules_only
  std::string games_dir;
  std::string rulings_cache;
  Lang lang = Lang::ja;  // when the browser does not say
  bool rules_only = false;
  int check_ms = 250;    // how often the event file is checked for changes
  // The time pages show the round clock against (Unix seconds); tests fix it.
  std::function<std::int64_t()> now;
  ThrottleLimits throttle;  // wrong codes and sign-in tokens
};

class Site {
 public:
  // Opens the event and the rulings index; InputError when either cannot be read.
  explicit Site(SiteOptions options);
  ~Site();
  Site(const Site&) = delete;
  Site& operator=(const Site&) = delete;
  // Safe to call from many threads at once.
  Response handle(const Request& request);
  // The event as the pages see it now (null with rules_only).
  std::shared_ptr<const EventView> event_view();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  Response render(const PageContext& c, const Request& request, const std::shared_ptr<const EventView>& view);
};

struct ServerOptions {
  std::string host = "0.0.0.0";
  int port = 8080;               // 0: any free port (see Server::port)
  int threads = 0;               // epoll threads; 0: 2 per core, at least 4
  int post_threads = 0;          // threads answering forms (a report waits for its batch); 0: 128
  int idle_timeout_seconds = 30; // a connection silent this long is closed, and one whose request
                                 // has not arrived in full this long after the last answer
  unsigned max_per_address = 64;  // connections from one address at once (a phone opens a few); 0: no cap
  std::size_t max_header_bytes = 16 * 1024;  // a larger request is answered 431 and closed
  std::size_t max_body_bytes = 256 * 1024;   // a POST: a pasted decklist fits many times over
  unsigned max_connections = 20000;
};

class Server {
 public:
  // Starts listening and serving in background threads; InputError when it cannot bind.
  Server(Site& site, const ServerOptions& options);
  ~Server();  // stops: closes the listening socket and every connection
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;
  int port() const;
  struct Impl;  // public only so server.cpp's C callbacks can name it

 private:
  std::unique_ptr<Impl> impl_;
};

// `judgekit publish`: the event's public pages as static files under `out_dir` (index.html in a
// folder per address: /p/3 -> p/3/index.html, for any web server), the CSS and script, and
// event.json (pairings of the last round and standings; deck status only, no penalty). Long
// lists are written whole in one file (the live server pages them).
struct Published {
  int files = 0;
  std::size_t bytes = 0;
};
Published publish(const SiteOptions& options, const std::string& out_dir);

// A QR code of `text` for a terminal, two modules per character row (half blocks), with its
// quiet zone; `ansi` adds black-on-white colours so it scans on dark and light terminals.
std::string terminal_qr(const std::string& text, bool ansi);

}  // namespace jk::web
