#include "post_workers.hpp"

namespace jk::web {

PostWorkers::PostWorkers(unsigned threads) {
  threads_.reserve(threads);
  for (unsigned i = 0; i < threads; ++i) threads_.emplace_back([this] { run(); });
}

PostWorkers::~PostWorkers() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  ready_.notify_all();
  for (auto& t : threads_) t.join();
}

bool PostWorkers::submit(const std::function<void()>& before_queue, std::function<void()> job) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return false;
    before_queue();
    jobs_.push_back(std::move(job));
  }
  ready_.notify_one();
  return true;
}

void PostWorkers::run() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (jobs_.empty()) return;  // stopping, and nothing left to answer
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    job();
  }
}

}  // namespace jk::web
