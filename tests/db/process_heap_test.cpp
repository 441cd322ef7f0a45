// tune_process_heap: large arrays come from the heap, and the heap may sit on huge pages.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "process_heap.hpp"

namespace {

// The "THPeligible" line of the mapping of /proc/self/smaps that holds `address`: -1 when absent.
int huge_page_eligible(const void* address) {
  const auto at = reinterpret_cast<std::uintptr_t>(address);
  std::ifstream smaps("/proc/self/smaps");
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    std::uintptr_t from = 0, to = 0;
    char dash = 0;
    std::istringstream head(line);
    if (head >> std::hex >> from >> dash >> to && dash == '-') inside = from <= at && at < to;
    else if (inside && line.rfind("THPeligible:", 0) == 0) return std::stoi(line.substr(12));
  }
  return -1;
}

std::string thp_mode() {
  std::ifstream f("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string s;
  std::getline(f, s);
  return s;
}

}  // namespace

TEST_CASE("a tuned heap keeps an array of 8 MB in the heap, on pages that may be huge") {
  jk::tune_process_heap();
  void* array = std::malloc(8 << 20);  // above glibc's default threshold: a mapping of its own
  REQUIRE(array);
  CHECK(array < sbrk(0));  // in the heap, below its end
  // Where the kernel gives huge pages at all ("always" or "madvise"; not "never", nor a kernel without them).
  const std::string mode = thp_mode();
  if (mode.find("[always]") != std::string::npos || mode.find("[madvise]") != std::string::npos)
    CHECK(huge_page_eligible(static_cast<char*>(array) + (4 << 20)) == 1);
  std::free(array);
}
