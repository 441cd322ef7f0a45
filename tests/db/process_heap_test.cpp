// tune_process_heap: large arrays come from the heap, where freed memory is used again.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdlib>

#include "process_heap.hpp"

TEST_CASE("a tuned heap keeps an array of 8 MB in the heap, and the next array reuses its memory") {
  jk::tune_process_heap();
  void* array = std::malloc(8 << 20);  // above glibc's default threshold: a mapping of its own
  REQUIRE(array);
  CHECK(array < sbrk(0));  // in the heap, below its end
  std::free(array);
  void* next = std::malloc(6 << 20);
  REQUIRE(next);
  CHECK(next == array);  // the freed block, not a new mapping
  std::free(next);
}
