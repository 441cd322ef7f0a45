// Routing, the language, caching headers (ETag, 304) and security headers for every answer.
#include <chrono>
#include <mutex>
#include <unordered_map>

#include "desk.hpp"
#include "entry_pages.hpp"
#include "errors.hpp"
#include "html.hpp"
#include "pack.hpp"
#include "pages.hpp"
#include "rulings.hpp"
#include "web.hpp"

namespace jk::web {

namespace rl = jk::rulings;

struct Site::Impl {
  SiteOptions options;
  std::unique_ptr<EventSource> event;
  std::unique_ptr<Desk> desk;  // the write side: results, decklists, the judge console
  rl::IndexPtr index;
  std::mutex index_mutex;  // one SQLite connection: one search at a time
  std::string event_game;
  GameNames game_names;  // every indexed game's, read once at the first rules page (under index_mutex)
  std::mutex cache_mutex;
  std::string cache_generation;  // the event's version the cached pages show
  std::unordered_map<std::string, std::shared_ptr<const Response>> cache;
};

Site::Site(SiteOptions options) : impl_(std::make_unique<Impl>()) {
  impl_->options = std::move(options);
  if (!impl_->options.now)
    impl_->options.now = [] {
      return static_cast<std::int64_t>(
          std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
    };
  if (!impl_->options.rules_only) {
    impl_->event = std::make_unique<EventSource>(impl_->options.event_path, impl_->options.games_dir, impl_->options.check_ms);
    impl_->event_game = impl_->event->current()->game;
    impl_->desk = std::make_unique<Desk>(DeskOptions{impl_->options.event_path, impl_->options.games_dir, impl_->options.throttle, impl_->options.now});
  }
  impl_->index = rl::open_index(impl_->options.games_dir, impl_->options.rulings_cache);
}

Site::~Site() = default;

std::shared_ptr<const EventView> Site::event_view() { return impl_->event ? impl_->event->current() : nullptr; }

namespace {

// The first language the browser prefers that we have; `fallback` when none.
Lang language(const std::string& accept, Lang fallback) {
  std::size_t i = 0;
  while (i < accept.size()) {
    std::size_t end = std::min(accept.find(',', i), accept.size());
    std::string item = accept.substr(i, end - i);
    i = end + 1;
    std::size_t a = item.find_first_not_of(' ');
    if (a == std::string::npos) continue;
    std::string tag = item.substr(a, 2);
    for (auto& ch : tag) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (item.find("q=0") != std::string::npos && item.find("q=0.") == std::string::npos) continue;  // refused
    if (tag == "ja") return Lang::ja;
    if (tag == "en") return Lang::en;
  }
  return fallback;
}

// ?lang= chooses (and is kept in links); else the browser's Accept-Language; else the server's.
void choose_language(PageContext& c, const Request& req, Lang fallback) {
  std::string lang = c.arg("lang");
  if (lang == "ja" || lang == "en") {
    c.lang = lang == "ja" ? Lang::ja : Lang::en;
    c.lang_param = lang;
  } else {
    c.lang = language(req.accept_language, fallback);
  }
}


// If-None-Match holds this ETag (or *): the browser's copy is current.
bool etag_matches(const std::string& header, const std::string& etag) {
  if (header.empty()) return false;
  if (header == "*") return true;
  return header.find(etag) != std::string::npos;
}

bool safe_path(const std::string& path) {
  if (path.empty() || path[0] != '/') return false;
  if (path.find('\0') != std::string::npos || path.find('\\') != std::string::npos) return false;
  // No "." or ".." segment, whether or not the client normalised it.
  std::size_t i = 0;
  while (i < path.size()) {
    std::size_t end = std::min(path.find('/', i + 1), path.size());
    std::string seg = path.substr(i + 1, end - i - 1);
    if (seg == "." || seg == "..") return false;
    i = end;
  }
  return true;
}

}  // namespace

void security_headers(Response& r) {
  r.headers.emplace_back("Content-Security-Policy",
                         "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
                         "form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
  r.headers.emplace_back("X-Content-Type-Options", "nosniff");
  r.headers.emplace_back("Referrer-Policy", "no-referrer");
  r.headers.emplace_back("X-Frame-Options", "DENY");
}

Response Site::handle(const Request& req) {
  Response res;
  security_headers(res);
  if (impl_->desk && Desk::handles(req.path) && safe_path(req.path)) {
    PageContext c;
    c.query = &req.query;
    c.now = impl_->options.now();
    choose_language(c, req, impl_->options.lang);
    return impl_->desk->handle(c, req, *impl_->event->current(req.method != "POST"));  // the page after a write shows it
  }
  if (req.method != "GET" && req.method != "HEAD") {
    res.status = 405;
    res.content_type = "text/plain; charset=utf-8";
    PageContext c;
    c.query = &req.query;
    choose_language(c, req, impl_->options.lang);
    res.body = std::string(c.t("405 method not allowed: these pages are read-only")) + "\n";

    res.headers.emplace_back("Allow", "GET, HEAD");
    res.headers.emplace_back("Content-Type", res.content_type);
    return res;
  }
  PageContext c;
  c.query = &req.query;
  std::shared_ptr<const EventView> view;
  if (impl_->event) view = impl_->event->current();
  c.rules_only = impl_->options.rules_only;
  c.now = impl_->options.now();
  choose_language(c, req, impl_->options.lang);
  // A page is made once per version of the event, then served from memory: thousands of phones
  // ask for the same few pages. The clock on a page is made for each answer (fill_clocks).
  c.clock_marks = true;
  std::string key = std::string(c.lang == Lang::ja ? "ja" : "en") + c.lang_param + " " + req.path;
  for (const auto& [name, value] : req.query) key += "\x1f" + name + "=" + value;
  const std::string& generation = view ? view->version : std::string();
  std::shared_ptr<const Response> full;
  {
    std::lock_guard lock(impl_->cache_mutex);
    if (impl_->cache_generation != generation || impl_->cache.size() > 20000) {
      impl_->cache.clear();
      impl_->cache_generation = generation;
    }
    if (auto it = impl_->cache.find(key); it != impl_->cache.end()) full = it->second;
  }
  if (!full) {
    full = std::make_shared<const Response>(render(c, req, view));
    std::lock_guard lock(impl_->cache_mutex);
    if (impl_->cache_generation == generation) impl_->cache.emplace(key, full);
  }
  Response out = *full;
  if (out.clocks) {
    out.clocks = false;
    out.body = fill_clocks(c, *view, out.body);
    out.etag = "\"" + hash_hex(out.body) + "\"";
    for (auto& [name, value] : out.headers)
      if (name == "ETag") value = out.etag;
  }
  if (out.status == 200 && etag_matches(req.if_none_match, out.etag)) {
    out.status = 304;
    out.body.clear();
  }
  return out;  // HEAD keeps the body: the server sends its length, not its bytes
}

Response Site::render(const PageContext& c, const Request& req, const std::shared_ptr<const EventView>& view) {
  Response res;
  security_headers(res);

  const std::string& path = req.path;
  std::string cache = "no-cache";
  Page page;
  bool is_page = true;
  if (!safe_path(path)) {
    page = not_found(c);
    page.status = 400;
    page.title = "400";
    page.main = "<h1>400</h1>";
  } else if (path == "/static/site.css" || path == "/static/site.js") {
    is_page = false;
    bool css = path == "/static/site.css";
    res.content_type = css ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
    res.body = css ? kSiteCss : kSiteJs;
    cache = "public, max-age=86400";
  } else if (path == "/api/version" && impl_->event) {
    is_page = false;
    res.content_type = "application/json";
    res.body = "{\"version\":\"" + view->version + "\"}";
    cache = "no-store";
  } else if (path == "/favicon.ico" || path == "/static/icon.svg") {
    is_page = false;
    res.content_type = "image/svg+xml";
    res.body = kIconSvg;
    cache = "public, max-age=86400";
  } else {
    auto rules = [&](auto&& fn) {
      std::lock_guard lock(impl_->index_mutex);
      if (impl_->game_names.empty())
        for (const auto& id : rl::indexed_games(*impl_->index)) {
          try {
            const Game g = load_game(impl_->options.games_dir, id);
            impl_->game_names[id] = {g.name_ja, g.name_en};
          } catch (const InputError&) {
            impl_->game_names[id] = {id, id};  // a pack that no longer loads is named by its id
          }
        }
      return fn(*impl_->index);
    };
    std::string rules_root = c.rules_only ? "/" : "/rules";
    if (path == rules_root || path == rules_root + "/") {
      page = rules([&](rl::Index& i) { return rules_search_page(c, i, impl_->game_names, impl_->event_game); });
    } else if (path.rfind("/rules/", 0) == 0) {
      std::string rest = path.substr(7);
      std::size_t slash = rest.find('/');
      if (slash == std::string::npos || slash == 0 || slash + 1 >= rest.size()) page = not_found(c);
      else page = rules([&](rl::Index& i) { return rules_entry_page(c, i, impl_->game_names, rest.substr(0, slash), rest.substr(slash + 1)); });
    } else if (!view) {
      page = not_found(c);
    } else if (path == "/") {
      page = home_page(c, *view);
    } else if (path == "/pairings") {
      page = pairings_by_name(c, *view);
    } else if (path == "/tables") {
      page = pairings_by_table(c, *view);
    } else if (path == "/roster") {
      page = roster_page(c, *view);
    } else if (path == "/standings") {
      page = standings_page(c, *view);
    } else if (path == "/decklists") {
      page = decklists_page(c, *view);
    } else if (path == "/bracket") {
      page = bracket_page(c, *view);
    } else if (path == "/groups") {
      page = groups_page(c, *view);
    } else if (path.rfind("/p/", 0) == 0 && path.size() > 3 && path.size() < 16 &&
               path.find_first_not_of("0123456789", 3) == std::string::npos) {
      page = player_page(c, *view, std::stoll(path.substr(3)));
    } else {
      page = not_found(c);
    }
  }
  if (is_page) {
    res.status = page.status;
    res.body = layout(c, page, view ? view->name : "");
    res.clocks = c.clock_marks && c.timed;
  }
  res.etag = "\"" + hash_hex(res.body) + "\"";
  res.headers.emplace_back("Content-Type", res.content_type);
  res.headers.emplace_back("Cache-Control", cache);
  if (is_page) res.headers.emplace_back("Vary", "Accept-Language");
  if (res.status == 200) res.headers.emplace_back("ETag", res.etag);
  return res;
}

}  // namespace jk::web
