// Connections that send a request too slowly are cut. MHD's idle timeout closes a silent
// connection, but one that trickles a byte every few seconds is never silent: without this, a
// few hundred of them would hold the server's connections forever.
#pragma once
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <unordered_map>

namespace jk::web {

class SlowClients {
 public:
  // A request must arrive in full (headers and body) within `limit` of the connection opening or
  // of the previous answer.
  explicit SlowClients(std::chrono::seconds limit);
  ~SlowClients();  // stops the watch
  SlowClients(const SlowClients&) = delete;
  SlowClients& operator=(const SlowClients&) = delete;

  // `key` is the connection; `fd` its socket, which stays open until closed(key) is called.
  void opened(const void* key, int fd);
  void answering(const void* key);  // the request is in: no limit while it is answered
  void answered(const void* key);   // waiting for the next request: the limit starts again
  void closed(const void* key);

 private:
  struct Conn {
    int fd;
    std::chrono::steady_clock::time_point since;
    bool answering;
  };
  void watch();

  std::chrono::seconds limit_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::unordered_map<const void*, Conn> conns_;
  std::thread thread_;
};

}  // namespace jk::web
