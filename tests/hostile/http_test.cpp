// The edges of HTTP a hostile or broken client reaches: a body where none is expected, a request
// whose length is given twice (request smuggling behind a proxy), a request trickled a byte at a
// time, too many connections from one address; and `judgekit serve` with its stdout closed.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <thread>

#include "fixture_event.hpp"
#include "hostile.hpp"
#include "loopback.hpp"
#include "pack.hpp"
#include "web.hpp"

using namespace jk;
using jk::test::connect_to;
using jk::test::read_all;
using Clock = std::chrono::steady_clock;

namespace {

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

struct Served {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  std::unique_ptr<web::Site> site;
  std::unique_ptr<web::Server> server;
  explicit Served(int idle_timeout = 30, unsigned per_address = 64) {
    test::make_web_event(path);
    web::SiteOptions so;
    so.event_path = path;
    so.games_dir = games_dir();
    so.rulings_cache = dir.file("rulings.sqlite");
    site = std::make_unique<web::Site>(so);
    web::ServerOptions o;
    o.host = "127.0.0.1";
    o.port = 0;
    o.threads = 2;
    o.idle_timeout_seconds = idle_timeout;
    o.max_per_address = per_address;
    server = std::make_unique<web::Server>(*site, o);
  }
  int port() const { return server->port(); }
  // One exchange on a fresh connection: everything the server sends until it closes or is quiet 3 s.
  std::string exchange(const std::string& request, bool* closed = nullptr) {
    int fd = connect_to(port());
    send(fd, request.data(), request.size(), MSG_NOSIGNAL);
    std::string got = read_all(fd, 3000, closed);
    close(fd);
    return got;
  }
};

}  // namespace

TEST_CASE("http: a GET that carries a body gets its answer (it got none)") {
  Served s;
  std::string got = s.exchange("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello");
  CHECK(got.rfind("HTTP/1.1 200 OK\r\n", 0) == 0);
  got = s.exchange("HEAD / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc");
  CHECK(got.rfind("HTTP/1.1 200 OK\r\n", 0) == 0);
}

TEST_CASE("http: a request whose length is given twice is refused with 400, and what follows it is never served") {
  Served s;
  const std::string smuggled = "GET /standings HTTP/1.1\r\nHost: x\r\n\r\n";
  SECTION("Content-Length and Transfer-Encoding") {
    bool closed = false;
    std::string got = s.exchange("POST /report HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + smuggled, &closed);
    CHECK(got.rfind("HTTP/1.1 400 ", 0) == 0);
    CHECK(count(got, "HTTP/1.1 ") == 1);
    CHECK(closed);
  }
  SECTION("two different Content-Lengths") {
    bool closed = false;
    std::string got = s.exchange("POST /report HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: " +
                                     std::to_string(smuggled.size()) + "\r\n\r\n" + smuggled,
                                 &closed);
    CHECK(got.rfind("HTTP/1.1 400 ", 0) == 0);
    CHECK(count(got, "HTTP/1.1 ") == 1);
    CHECK(closed);
  }
  SECTION("on a GET too") {
    std::string got = s.exchange("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 38\r\n\r\n" + smuggled);
    CHECK(got.rfind("HTTP/1.1 400 ", 0) == 0);
    CHECK(count(got, "HTTP/1.1 ") == 1);
  }
  // The same length twice is one length.
  CHECK(s.exchange("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").rfind("HTTP/1.1 200 ", 0) == 0);
}

TEST_CASE("http: a request trickled a byte at a time is cut off after the idle timeout, though never silent that long") {
  Served s(2);  // 2 s
  int fd = connect_to(s.port());
  const std::string request = "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: " + std::string(40, 'a') + "\r\n\r\n";
  auto start = Clock::now();
  bool closed = false;
  for (char c : request) {
    if (send(fd, &c, 1, MSG_NOSIGNAL) != 1) {
      closed = true;
      break;
    }
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 500) > 0) {  // one byte every 0.5 s: within MHD's 2 s idle timeout each time
      char buf[256];
      if (recv(fd, buf, sizeof buf, 0) <= 0) {
        closed = true;
        break;
      }
      FAIL("the server answered a request that never arrived in full");
    }
  }
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  close(fd);
  CHECK(closed);
  CHECK(seconds < 6);  // the whole request would take 30 s
  CHECK(s.exchange("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").rfind("HTTP/1.1 200 ", 0) == 0);
}

TEST_CASE("http: one address holds at most its share of connections") {
  Served s(30, 3);
  std::vector<int> held;
  for (int i = 0; i < 3; ++i) held.push_back(connect_to(s.port()));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  int extra = connect_to(s.port());
  const std::string get = "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
  send(extra, get.data(), get.size(), MSG_NOSIGNAL);
  bool closed = false;
  std::string got = read_all(extra, 3000, &closed);
  close(extra);
  CHECK(got.empty());
  CHECK(closed);
  // The held ones are served, and once one goes, another may come.
  send(held[0], get.data(), get.size(), MSG_NOSIGNAL);
  CHECK(read_all(held[0], 3000).rfind("HTTP/1.1 200 ", 0) == 0);
  for (int fd : held) close(fd);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(s.exchange(get).rfind("HTTP/1.1 200 ", 0) == 0);
}

TEST_CASE("serve with its stdout closed does not die of SIGPIPE, and leaves its WAL checkpointed") {
  test::TempDir dir;
  std::string e = dir.file("e.jkevent");
  test::make_web_event(e);
  // A free port: bound, read, released.
  int probe = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(bind(probe, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
  socklen_t len = sizeof a;
  getsockname(probe, reinterpret_cast<sockaddr*>(&a), &len);
  int port = ntohs(a.sin_port);
  close(probe);

  int out[2];
  REQUIRE(pipe(out) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    dup2(out[1], 1);
    close(out[0]);
    close(out[1]);
    setenv("JUDGEKIT_GAMES", JK_SOURCE_DIR "/games", 1);
    execl(JK_BINARY, JK_BINARY, "serve", "-e", e.c_str(), "--listen", ("127.0.0.1:" + std::to_string(port)).c_str(), nullptr);
    _exit(127);
  }
  close(out[1]);
  close(out[0]);  // nobody reads the server's stdout any more
  bool up = false;
  for (int i = 0; i < 100 && !up; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    a.sin_port = htons(static_cast<uint16_t>(port));
    up = connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    close(fd);
  }
  REQUIRE(up);
  // A change made while the server holds the file stays in the WAL until the last connection closes.
  REQUIRE(test::judgekit({"player", "late-add", "-e", e, "新人"}).exit_code == 0);
  REQUIRE(std::filesystem::exists(e + "-wal"));
  kill(pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(!std::filesystem::exists(e + "-wal"));  // checkpointed into the file and removed
  CHECK(test::judgekit({"player", "list", "-e", e}).out.find("新人") != std::string::npos);
}
