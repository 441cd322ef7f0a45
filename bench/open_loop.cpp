// An open-loop load client (what wrk2 does; Debian 12 has only wrk): requests are due at a fixed
// rate whatever the server answers, spread over N keep-alive connections, and each latency runs
// from the moment its request was due, so a server that falls behind shows it (wrk's closed loop
// makes its mean latency connections ÷ throughput whatever the server does).
// Usage: open_loop PORT RATE SECONDS CONNECTIONS PATH...   (paths taken in turn; loopback only)
// Prints requests sent and answered, statuses, and the latency median, p90, p99, p99.9 and max.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <string>
#include <vector>

#include "loopback.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct Conn {
  int fd = -1;
  std::string out, in;
  std::size_t sent = 0;
  bool busy = false;
  bool dead = false;  // the server closed it
  Clock::time_point due;
};

// The whole answer is in `in`: headers, then Content-Length bytes. Returns its length, or 0.
std::size_t answer_length(const std::string& in) {
  std::size_t end = in.find("\r\n\r\n");
  if (end == std::string::npos) return 0;
  std::size_t length = 0;
  for (std::size_t at = 0; at < end;) {
    std::size_t eol = in.find("\r\n", at);
    if (strncasecmp(in.c_str() + at, "content-length:", 15) == 0) length = std::strtoul(in.c_str() + at + 15, nullptr, 10);
    at = eol + 2;
  }
  return in.size() >= end + 4 + length ? end + 4 + length : 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 6) {
    std::fprintf(stderr, "usage: open_loop PORT RATE SECONDS CONNECTIONS PATH...\n");
    return 2;
  }
  const int port = std::atoi(argv[1]);
  const double rate = std::atof(argv[2]), seconds = std::atof(argv[3]);
  const std::size_t n = static_cast<std::size_t>(std::atoi(argv[4]));
  std::vector<std::string> requests;
  for (int i = 5; i < argc; ++i) requests.push_back(std::string("GET ") + argv[i] + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");

  std::vector<Conn> conns(n);
  int ep = epoll_create1(0);
  for (std::size_t i = 0; i < n; ++i) {
    conns[i].fd = connect_loopback(port);
    if (conns[i].fd < 0) {
      std::perror("connect");
      return 1;
    }
    epoll_event e{};
    e.events = EPOLLIN | EPOLLOUT | EPOLLET;
    e.data.u64 = i;
    epoll_ctl(ep, EPOLL_CTL_ADD, conns[i].fd, &e);
  }
  std::deque<std::size_t> idle;
  for (std::size_t i = 0; i < n; ++i) idle.push_back(i);
  std::deque<Clock::time_point> waiting;  // due requests with no idle connection yet
  std::vector<double> ms;
  std::map<std::string, long> statuses;
  const long total = static_cast<long>(rate * seconds);
  long issued = 0, answered = 0, next_path = 0;
  const auto begin = Clock::now();
  auto due_at = [&](long k) { return begin + std::chrono::nanoseconds(static_cast<long long>(1e9 * static_cast<double>(k) / rate)); };
  std::vector<epoll_event> events(4096);
  char buf[65536];

  auto pump = [&](std::size_t i) {  // send what is left of conns[i].out
    Conn& c = conns[i];
    while (c.sent < c.out.size()) {
      ssize_t w = send(c.fd, c.out.data() + c.sent, c.out.size() - c.sent, MSG_NOSIGNAL);
      if (w <= 0) break;
      c.sent += static_cast<std::size_t>(w);
    }
  };
  auto start_on_idle = [&]() {
    while (!waiting.empty() && !idle.empty()) {
      std::size_t i = idle.front();
      idle.pop_front();
      Conn& c = conns[i];
      if (c.dead) continue;
      c.busy = true;
      c.due = waiting.front();
      waiting.pop_front();
      c.out = requests[static_cast<std::size_t>(next_path++ % static_cast<long>(requests.size()))];
      c.sent = 0;
      c.in.clear();
      pump(i);
    }
  };
  const auto deadline = due_at(total) + std::chrono::seconds(10);  // answers still out 10 s after the last is due are lost
  while (answered < total && Clock::now() < deadline) {
    const auto now = Clock::now();
    while (issued < total && due_at(issued) <= now) waiting.push_back(due_at(issued++));
    start_on_idle();
    int timeout_ms = 1;
    if (issued < total) timeout_ms = std::max<int>(0, static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(due_at(issued) - Clock::now()).count()));
    int got = epoll_wait(ep, events.data(), static_cast<int>(events.size()), std::min(timeout_ms, 5));
    for (int k = 0; k < got; ++k) {
      std::size_t i = events[k].data.u64;
      Conn& c = conns[i];
      if (events[k].events & EPOLLOUT) pump(i);
      if (!(events[k].events & (EPOLLIN | EPOLLHUP | EPOLLERR))) continue;
      for (;;) {
        ssize_t r = recv(c.fd, buf, sizeof buf, 0);
        if (r > 0) {
          c.in.append(buf, static_cast<std::size_t>(r));
          continue;
        }
        if (r == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) {
          if (c.busy) {  // an error: the request is lost with its connection
            ++statuses["closed"];
            ++answered;
          }
          close(c.fd);
          c.busy = false;
          c.dead = true;
        }
        break;
      }
      if (c.busy) {
        std::size_t len = answer_length(c.in);
        if (len == 0) continue;
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - c.due).count());
        ++statuses[c.in.size() >= 12 ? c.in.substr(9, 3) : "short"];
        ++answered;
        c.busy = false;
        c.in.erase(0, len);
        idle.push_back(i);
      }
    }
  }
  const double wall = std::chrono::duration<double>(Clock::now() - begin).count();
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms.empty() ? 0.0 : ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))]; };
  std::printf("open loop: %ld requests due at %.0f/s over %.0f s on %zu connections; %zu answered in %.1f s (%.0f/s)\n", total, rate, seconds, n,
              ms.size(), wall, static_cast<double>(ms.size()) / wall);
  std::printf("answers:");
  for (const auto& [s, count] : statuses) std::printf(" %s x%ld", s.c_str(), count);
  std::printf("\nlatency ms (from when each request was due): median %.1f, p90 %.1f, p99 %.1f, p99.9 %.1f, max %.1f\n", at(0.5), at(0.9),
              at(0.99), at(0.999), ms.empty() ? 0.0 : ms.back());
  return statuses.size() == 1 && statuses.count("200") && static_cast<long>(ms.size()) == total ? 0 : 1;
}
