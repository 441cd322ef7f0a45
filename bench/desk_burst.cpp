// Sends prepared HTTP requests all at once, one connection each, and times each answer: the
// burst of bench/desk_load.py without the Python client's own CPU in the figures.
// Usage: desk_burst PORT FILE...   (each FILE one whole request, "Connection: close")
// Prints each answer's status count and the latency median, p95, p99 and max in ms. Loopback only.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "loopback.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct Conn {
  int fd = -1;
  std::string request, answer;
  std::size_t sent = 0;
  Clock::time_point start, end;
  bool done = false;
};

std::string read_whole(const char* path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: desk_burst PORT FILE...\n");
    return 2;
  }
  const int port = std::atoi(argv[1]);
  std::vector<Conn> conns(static_cast<std::size_t>(argc - 2));
  for (std::size_t i = 0; i < conns.size(); ++i) conns[i].request = read_whole(argv[i + 2]);
  // Every connection is open before the first request is sent: the burst is the requests alone.
  for (auto& c : conns) {
    c.fd = connect_loopback(port);
    if (c.fd < 0) {
      std::perror("connect");
      return 1;
    }
  }
  int ep = epoll_create1(0);
  for (std::size_t i = 0; i < conns.size(); ++i) {
    epoll_event e{};
    e.events = EPOLLIN | EPOLLOUT;
    e.data.u64 = i;
    epoll_ctl(ep, EPOLL_CTL_ADD, conns[i].fd, &e);
  }
  const auto begin = Clock::now();
  for (auto& c : conns) c.start = begin;
  std::size_t open = conns.size();
  std::vector<epoll_event> events(1024);
  char buf[65536];
  while (open > 0) {
    int n = epoll_wait(ep, events.data(), static_cast<int>(events.size()), 60000);
    if (n <= 0) break;
    for (int k = 0; k < n; ++k) {
      Conn& c = conns[events[k].data.u64];
      if (c.done) continue;
      if ((events[k].events & EPOLLOUT) && c.sent < c.request.size()) {
        ssize_t w = send(c.fd, c.request.data() + c.sent, c.request.size() - c.sent, MSG_NOSIGNAL);
        if (w > 0) c.sent += static_cast<std::size_t>(w);
        if (c.sent == c.request.size()) {
          epoll_event e{};
          e.events = EPOLLIN;
          e.data.u64 = events[k].data.u64;
          epoll_ctl(ep, EPOLL_CTL_MOD, c.fd, &e);
        }
      }
      if (events[k].events & (EPOLLIN | EPOLLHUP | EPOLLERR)) {
        for (;;) {
          ssize_t r = recv(c.fd, buf, sizeof buf, 0);
          if (r > 0) {
            c.answer.append(buf, static_cast<std::size_t>(r));
            continue;
          }
          if (r == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) {  // the server closed: the answer is whole
            c.end = Clock::now();
            c.done = true;
            close(c.fd);
            --open;
          }
          break;
        }
      }
    }
  }
  std::vector<double> ms;
  std::map<std::string, int> statuses;
  for (const auto& c : conns) {
    if (!c.done) {
      ++statuses["no answer"];
      continue;
    }
    ms.push_back(std::chrono::duration<double, std::milli>(c.end - c.start).count());
    ++statuses[c.answer.size() >= 12 ? c.answer.substr(9, 3) : "short"];
  }
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms.empty() ? 0.0 : ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))]; };
  std::printf("answers:");
  for (const auto& [s, count] : statuses) std::printf(" %s x%d", s.c_str(), count);
  std::printf("\nlatency ms: median %.1f, p95 %.1f, p99 %.1f, max %.1f\n", at(0.5), at(0.95), at(0.99), ms.empty() ? 0.0 : ms.back());
  return statuses.size() == 1 && (statuses.count("303") || statuses.count("200")) ? 0 : 1;  // 303: taken (Post/Redirect/Get)
}
