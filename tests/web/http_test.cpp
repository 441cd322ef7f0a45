// The HTTP server on loopback with a fixture event: pages, escaping, privacy, caching and
// security headers, and the refusals (unknown paths, traversal, oversized and slow requests).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <chrono>
#include <thread>

#include "clock.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "fixture_event.hpp"
#include "loopback.hpp"
#include "pack.hpp"
#include "run.hpp"
#include "web.hpp"

using namespace jk;
using jk::test::connect_to;
using jk::test::read_all;

namespace {

struct Reply {
  int status = 0;
  std::string head, body;
  std::string header(const std::string& name) const {
    std::string lower_head = head, key = "\r\n" + name + ":";
    for (auto& c : lower_head) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (auto& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    auto at = lower_head.find(key);
    if (at == std::string::npos) return "";
    auto start = head.find_first_not_of(' ', at + key.size());
    return head.substr(start, head.find("\r\n", start) - start);
  }
};

// One request on its own connection ("Connection: close"), raw: the path is sent as given.
Reply raw(int port, const std::string& request) {
  int fd = connect_to(port);
  send(fd, request.data(), request.size(), MSG_NOSIGNAL);
  std::string all = read_all(fd, 5000);
  close(fd);
  Reply r;
  auto end = all.find("\r\n\r\n");
  r.head = all.substr(0, end);
  if (end != std::string::npos) r.body = all.substr(end + 4);
  if (all.size() > 12) r.status = std::atoi(all.substr(9, 3).c_str());
  return r;
}

Reply get(int port, const std::string& target, const std::string& extra = "", const std::string& method = "GET") {
  return raw(port, method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" + extra + "\r\n");
}

struct Served {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  std::int64_t now = 1'800'000'000;
  std::unique_ptr<web::Site> site;
  std::unique_ptr<web::Server> server;
  explicit Served(int idle_timeout = 30) {
    test::make_web_event(path);
    web::SiteOptions so;
    so.event_path = path;
    so.games_dir = games_dir();
    so.rulings_cache = dir.file("rulings.sqlite");
    so.check_ms = 0;
    so.now = [this] { return now; };
    site = std::make_unique<web::Site>(so);
    web::ServerOptions o;
    o.host = "127.0.0.1";
    o.port = 0;
    o.threads = 2;
    o.idle_timeout_seconds = idle_timeout;
    server = std::make_unique<web::Server>(*site, o);
  }
  int port() const { return server->port(); }
};

}  // namespace

TEST_CASE("http: the pages answer in Japanese by default, in English when asked") {
  Served s;
  Reply home = get(s.port(), "/");
  CHECK(home.status == 200);
  CHECK(home.header("Content-Type") == "text/html; charset=utf-8");
  CHECK(home.body.find("<html lang=\"ja\">") != std::string::npos);
  CHECK(home.body.find("財団杯 &lt;test&gt;") != std::string::npos);
  CHECK(home.body.find("第1回戦") != std::string::npos);
  Reply en = get(s.port(), "/", "Accept-Language: en-US,en;q=0.9\r\n");
  CHECK(en.body.find("<html lang=\"en\">") != std::string::npos);
  CHECK(en.body.find("Round 1") != std::string::npos);
  Reply switched = get(s.port(), "/pairings?lang=en", "Accept-Language: ja\r\n");
  CHECK(switched.body.find("Pairings by name") != std::string::npos);
  CHECK(switched.body.find("href=\"/tables?lang=en\"") != std::string::npos);  // links keep the choice
}

TEST_CASE("http: pairings by name find a player by kana reading, width and kana folded") {
  Served s;
  // たかはし typed in katakana, full-width: the same fold as the CLI (jk::name_key).
  Reply r = get(s.port(), "/pairings?q=" + std::string("%E3%82%BF%E3%82%AB%E3%83%8F%E3%82%B7"));  // タカハシ
  REQUIRE(r.status == 200);
  CHECK(r.body.find("高橋 健太") != std::string::npos);
  CHECK(r.body.find("佐藤 一郎</a> <small>") == std::string::npos);  // only the match is listed
  // Its table: the row starts with the table number.
  auto row = r.body.find("<tr><td class=\"num\">");
  REQUIRE(row != std::string::npos);
  Reply none = get(s.port(), "/pairings?q=zzz");
  CHECK(none.body.find("見つかりません") != std::string::npos);
}

TEST_CASE("http: a player's name is text, never markup") {
  Served s;
  for (const char* target : {"/pairings", "/tables", "/p/5"}) {
    INFO(target);
    Reply r = get(s.port(), target);
    CHECK(r.status == 200);
    CHECK(r.body.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
    CHECK(r.body.find("<script>alert") == std::string::npos);
  }
}

TEST_CASE("http: my page shows table, opponent and deck status; never the list nor a penalty") {
  Served s;
  Reply r = get(s.port(), "/p/1");
  REQUIRE(r.status == 200);
  CHECK(r.body.find("佐藤 一郎") != std::string::npos);
  CHECK(r.body.find("対戦相手") != std::string::npos);
  CHECK(r.body.find("未提出: ジャッジへ") != std::string::npos);  // no deck registered
  for (const char* target : {"/p/1", "/pairings", "/tables", "/standings", "/"}) {
    Reply page = get(s.port(), target);
    CHECK(page.body.find("SECRET") == std::string::npos);
  }
  CHECK(get(s.port(), "/p/999").status == 404);
  CHECK(get(s.port(), "/p/abc").status == 404);
}

TEST_CASE("http: a page kept in the cache shows the clock of the second it is asked, with its own ETag") {
  Served s;
  {
    Database db = open_event(s.path, OpenMode::existing);
    event::start_clock(db, "judgekit round start", 50, s.now - 600);  // 40 minutes left
  }
  Reply first = get(s.port(), "/");
  REQUIRE(first.status == 200);
  CHECK(first.body.find(">40:00</span>") != std::string::npos);
  Reply same = get(s.port(), "/");  // the same second: the same bytes and ETag
  CHECK(same.body == first.body);
  CHECK(same.header("ETag") == first.header("ETag"));
  s.now += 1;
  Reply next = get(s.port(), "/");
  CHECK(next.body.find(">39:59</span>") != std::string::npos);
  CHECK(next.body.find("data-left=\"2399\"") != std::string::npos);
  CHECK(next.header("ETag") != first.header("ETag"));
  CHECK(get(s.port(), "/", "If-None-Match: " + first.header("ETag") + "\r\n").status == 200);  // the old copy is stale
  CHECK(get(s.port(), "/", "If-None-Match: " + next.header("ETag") + "\r\n").status == 304);
  for (const char* target : {"/", "/pairings", "/tables", "/p/1", "/p/2"})
    CHECK(get(s.port(), target).body.find('\x01') == std::string::npos);  // no clock mark is ever sent
  s.now += 2400;  // time is called: the page from the cache says so
  CHECK(get(s.port(), "/").body.find("clock over") != std::string::npos);
}

TEST_CASE("http: the round clock, and a change by another process shows without a restart") {
  Served s;
  CHECK(get(s.port(), "/").body.find("タイマーは未開始") != std::string::npos);
  std::string version = get(s.port(), "/api/version").body;
  {
    Database db = open_event(s.path, OpenMode::existing);
    event::start_clock(db, "judgekit round start", 50, s.now - 600);  // 40 minutes left
  }
  Reply home = get(s.port(), "/");
  CHECK(home.body.find("<span class=\"time\" data-over=\"タイム\">40:00</span>") != std::string::npos);
  CHECK(get(s.port(), "/api/version").body != version);
  s.now += 2400;  // time is called
  home = get(s.port(), "/");
  CHECK(home.body.find("clock over") != std::string::npos);
  CHECK(home.body.find(">タイム</span>") != std::string::npos);
  // Results and the next round, written by the CLI's library, appear on the next request.
  {
    Database db = open_event(s.path, OpenMode::existing);
    Game game = load_game(games_dir(), "scp-tcg-jp-j");
    auto ev = pairing::load_event(db);
    Change c(db, "results");
    for (const auto& m : ev.matches)
      if (!m.result) {
        ResultRecord rr;
        rr.kind = ResultKind::games;
        rr.summary = "1-0";
        rr.seats = {{m.players[0], SeatOutcome::win, 1, 0, 0, {}, {}}, {m.players[1], SeatOutcome::loss, 0, 1, 0, {}, {}}};
        write_result(db, m.id, rr);
      }
    c.commit();
    Change p(db, "pair");
    pairing::pair_next_round(db, game);
    p.commit();
  }
  CHECK(get(s.port(), "/tables").body.find("第2回戦") != std::string::npos);
  Reply st = get(s.port(), "/standings");
  CHECK(st.body.find("第1回戦終了時の順位") != std::string::npos);
  CHECK(st.body.find("OMW") != std::string::npos);
}

TEST_CASE("http: ETag, 304 and HEAD") {
  Served s;
  Reply r = get(s.port(), "/pairings");
  std::string etag = r.header("ETag");
  REQUIRE(etag.size() == 18);
  Reply again = get(s.port(), "/pairings", "If-None-Match: " + etag + "\r\n");
  CHECK(again.status == 304);
  CHECK(again.body.empty());
  CHECK(get(s.port(), "/pairings", "If-None-Match: \"0000000000000000\"\r\n").status == 200);
  Reply head = get(s.port(), "/pairings", "", "HEAD");
  CHECK(head.status == 200);
  CHECK(head.body.empty());
  CHECK(head.header("Content-Length") == std::to_string(r.body.size()));
  CHECK(head.header("ETag") == etag);
  Reply css = get(s.port(), "/static/site.css");
  CHECK(css.status == 200);
  CHECK(css.header("Content-Type") == "text/css; charset=utf-8");
}

TEST_CASE("http: security headers on every answer; no inline script or style in a page") {
  Served s;
  for (const char* target : {"/", "/pairings", "/nowhere", "/rules?q=x"}) {
    INFO(target);
    Reply r = get(s.port(), target);
    std::string csp = r.header("Content-Security-Policy");
    CHECK(csp.find("script-src 'self'") != std::string::npos);
    CHECK(csp.find("unsafe-inline") == std::string::npos);
    CHECK(r.header("X-Content-Type-Options") == "nosniff");
    CHECK(r.body.find("<script>") == std::string::npos);
    CHECK(r.body.find("style=") == std::string::npos);
    CHECK(r.body.find("http://") == std::string::npos);  // nothing loaded from elsewhere
    CHECK(r.body.find("https://") == std::string::npos);
  }
}

TEST_CASE("http: unknown paths 404, traversal refused, other methods 405") {
  Served s;
  CHECK(get(s.port(), "/nowhere").status == 404);
  CHECK(get(s.port(), "/static/nothing.css").status == 404);
  for (const char* target : {"/static/../../../../etc/passwd", "/../etc/passwd", "/static/%2e%2e/%2e%2e/etc/passwd", "/./"}) {
    INFO(target);
    Reply r = get(s.port(), target);
    CHECK((r.status == 400 || r.status == 404));
    CHECK(r.body.find("root:") == std::string::npos);
  }
  Reply post = raw(s.port(), "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc");
  CHECK(post.status == 405);
  CHECK(post.header("Allow") == "GET, HEAD");
}

TEST_CASE("http: an oversized request is refused, a slow one cut off") {
  Served s(1);  // idle timeout 1 s
  Reply big = get(s.port(), "/", "X-Filler: " + std::string(40000, 'a') + "\r\n");
  CHECK(big.status >= 400);
  CHECK(big.status < 500);
  // Half a request line, then silence: the server closes the connection.
  int fd = connect_to(s.port());
  std::string part = "GET / HT";
  send(fd, part.data(), part.size(), MSG_NOSIGNAL);
  bool closed = false;
  std::string got = read_all(fd, 10000, &closed);  // the server's 1 s idle timeout, or our 10 s give-up
  close(fd);
  CHECK(got.find("200 OK") == std::string::npos);
  CHECK(closed);  // the server closed it
  CHECK(get(s.port(), "/").status == 200);    // and the server still answers
}

TEST_CASE("http: rulings search and entry pages") {
  Served s;
  Reply r = get(s.port(), "/rules?q=104.2a");
  REQUIRE(r.status == 200);
  CHECK(r.body.find("/rules/scp-tcg-jp-j/104.2a") != std::string::npos);
  Reply wide = get(s.port(), "/rules?q=%EF%BC%91%EF%BC%90%EF%BC%94%EF%BC%8E%EF%BC%92%EF%BD%81");  // １０４．２ａ
  CHECK(wide.body.find("/rules/scp-tcg-jp-j/104.2a") != std::string::npos);
  Reply entry = get(s.port(), "/rules/scp-tcg-jp-j/104.2a");
  CHECK(entry.status == 200);
  CHECK(entry.body.find("104.2a") != std::string::npos);
  CHECK(get(s.port(), "/rules/scp-tcg-jp-j/999.9z").status == 404);
  CHECK(get(s.port(), "/rules/nogame/1").status == 404);
  Reply all = get(s.port(), "/rules?q=%E5%9B%BD%E5%82%B5&game=all");  // 国債
  CHECK(all.body.find("<mark>") != std::string::npos);
}

TEST_CASE("http: a rule's page is headed by its number and title under the game's name; pickers name the games (issue 22)") {
  Served s;
  Reply entry = get(s.port(), "/rules/economica/2-5");
  REQUIRE(entry.status == 200);
  CHECK(entry.body.find("<h1><span class=\"num\">2-5</span> ") != std::string::npos);
  CHECK(entry.body.find("<p class=\"crumb\">エコノミカ</p>") != std::string::npos);
  CHECK(entry.body.find(".txt") == std::string::npos);  // the rulebook's file name (000_385f415e075bfa17.txt)
  Reply en = get(s.port(), "/rules/economica/2-5?lang=en");
  CHECK(en.body.find("<p class=\"crumb\">Economica</p>") != std::string::npos);
  // The game picker and the hits of every game name the games as people know them.
  Reply search = get(s.port(), "/rules?q=%E5%9B%BD%E5%82%B5&game=all");  // 国債
  CHECK(search.body.find(">エコノミカ</option>") != std::string::npos);
  CHECK(search.body.find("<option value=\"scp-tcg-jp-j\">scp-tcg-jp-j</option>") == std::string::npos);
  CHECK(search.body.find("<small>economica</small>") == std::string::npos);
}

TEST_CASE("http: after the cut, standings show the bracket first, the winner in bold") {
  Served s;
  {
    Database db = open_event(s.path, OpenMode::existing);
    Game game = load_game(games_dir(), "scp-tcg-jp-j");
    auto finish = [&] {
      auto ev = pairing::load_event(db);
      Change c(db, "results");
      for (const auto& m : ev.matches)
        if (!m.result) {
          ResultRecord rr;
          rr.kind = ResultKind::games;
          rr.summary = "1-0";
          rr.seats = {{m.players[0], SeatOutcome::win, 1, 0, 0, {}, {}}, {m.players[1], SeatOutcome::loss, 0, 1, 0, {}, {}}};
          write_result(db, m.id, rr);
        }
      c.commit();
    };
    finish();
    Change c(db, "cut");
    pairing::start_cut(db, game, 2);
    c.commit();
    finish();
  }
  Reply st = get(s.port(), "/standings");
  auto bracket = st.body.find("決勝トーナメント");
  auto table = st.body.find("最終順位 — 第1回戦＋決勝");  // the final order, as every face prints it
  REQUIRE(bracket != std::string::npos);
  REQUIRE(table != std::string::npos);
  CHECK(bracket < table);
  CHECK(st.body.find("第2回戦 (決勝)") != std::string::npos);
  CHECK(st.body.find("<li><strong><a href=\"/p/") != std::string::npos);  // the first seat won
  CHECK(st.body.find("<br><small class=\"finish\">優勝</small>") != std::string::npos);
}

TEST_CASE("http: a phone's connection stays open for its next page and its next form") {
  Served s;
  int fd = connect_to(s.port());
  // Two pages, then a form (refused: no CSRF token), on one connection: each answered whole and
  // none says "Connection: close" (MHD closes after an answer given before the request is read).
  const std::string page = "GET /pairings HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  const std::string form = "POST /t/R1-T1-XXXX HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\n\r\nme=1&";
  int answers = 0;
  for (const std::string& request : {page, page, form}) {
    send(fd, request.data(), request.size(), MSG_NOSIGNAL);
    bool closed = false;
    std::string got = read_all(fd, 1000, &closed);
    auto end = got.find("\r\n\r\n");
    REQUIRE(end != std::string::npos);
    Reply r;
    r.head = got.substr(0, end);
    CHECK(std::to_string(std::atoi(got.substr(9, 3).c_str())).size() == 3);
    CHECK(got.size() - end - 4 == std::stoul(r.header("Content-Length")));
    CHECK(r.header("Connection") != "close");
    CHECK_FALSE(closed);
    ++answers;
  }
  close(fd);
  CHECK(answers == 3);
}

// libmicrohttpd is opened by `serve` only (every other command starts without it): when it cannot
// be, serve says so in one line and what to install, exit 2; the event file is not touched.
TEST_CASE("http: serve without its web server library says what to install") {
  jk::test::TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(jk::test::judgekit({"event", "create", e, "--game", "economica", "--name", "h", "--date", "2015-08-08"}).exit_code == 0);
  const std::string before = jk::test::read_file(e);
  setenv("JUDGEKIT_MICROHTTPD", (dir.path + "/no-such-libmicrohttpd.so.12").c_str(), 1);
  auto r = jk::test::judgekit({"serve", "--event", e, "--listen", "127.0.0.1:0", "--lang", "en"});
  unsetenv("JUDGEKIT_MICROHTTPD");
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  INFO(r.err);
  CHECK(jk::test::has(r.err, "the web server's library cannot be loaded ("));
  CHECK(jk::test::has(r.err, "no-such-libmicrohttpd.so.12"));
  CHECK(jk::test::has(r.err, "; run scripts/setup (it installs libmicrohttpd12)\n"));
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(jk::test::read_file(e) == before);
  // A command without a server never loads it: nothing to refuse.
  setenv("JUDGEKIT_MICROHTTPD", "/nonexistent", 1);
  CHECK(jk::test::judgekit({"standings", "--event", e}).exit_code == 0);
  unsetenv("JUDGEKIT_MICROHTTPD");
}
