#include "slow_clients.hpp"

#include <sys/socket.h>

namespace jk::web {

using Clock = std::chrono::steady_clock;

SlowClients::SlowClients(std::chrono::seconds limit) : limit_(limit), thread_([this] { watch(); }) {}

SlowClients::~SlowClients() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void SlowClients::opened(const void* key, int fd) {
  std::lock_guard<std::mutex> lock(mutex_);
  conns_[key] = {fd, Clock::now(), false};
}

void SlowClients::answering(const void* key) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto it = conns_.find(key); it != conns_.end()) it->second.answering = true;
}

void SlowClients::answered(const void* key) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto it = conns_.find(key); it != conns_.end()) it->second = {it->second.fd, Clock::now(), false};
}

void SlowClients::closed(const void* key) {
  std::lock_guard<std::mutex> lock(mutex_);
  conns_.erase(key);
}

void SlowClients::watch() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, std::chrono::milliseconds(500));
    const auto now = Clock::now();
    for (auto& [key, c] : conns_) {
      if (c.answering || now - c.since < limit_) continue;
      // shutdown, not close: the socket stays MHD's (closed() is called before MHD closes it, under
      // this lock), so the number cannot be reused meanwhile; MHD sees the end and closes it.
      ::shutdown(c.fd, SHUT_RDWR);
      c.since = Clock::time_point::max() - limit_;  // once is enough
    }
  }
}

}  // namespace jk::web
