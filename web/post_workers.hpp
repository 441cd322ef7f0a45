// Threads that answer the forms (POST) away from the epoll threads: a report waits for its batch
// to be written (web/desk.cpp), and the pages must go on answering meanwhile.
#pragma once
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace jk::web {

class PostWorkers {
 public:
  explicit PostWorkers(unsigned threads);
  ~PostWorkers();  // runs what is queued, then joins
  PostWorkers(const PostWorkers&) = delete;
  PostWorkers& operator=(const PostWorkers&) = delete;

  // Calls `before_queue` and queues `job`, under the queue's lock, so the job cannot start before
  // `before_queue` has returned. False (nothing called) once the workers are stopping.
  bool submit(const std::function<void()>& before_queue, std::function<void()> job);

 private:
  void run();

  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> jobs_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace jk::web
