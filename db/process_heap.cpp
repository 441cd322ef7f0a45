#include "process_heap.hpp"

#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>

namespace jk {

// Held for the process's life; outside the anonymous namespace so the compiler cannot drop the
// allocation as unused.
void* heap_left_below_huge_pages = nullptr;

namespace {

// A command reads an event into a few large arrays, frees them and builds the next: with glibc's
// defaults each array above 128 KiB is a fresh mapping, faulted in page by page and unmapped
// again (about a fifth of `standings`' time on 10,000 players). Kept in the heap, freed memory
// is used again; a long `serve` keeps at most the trim threshold unreturned.
void keep_freed_memory() {
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 128 << 20);
  mallopt(M_TOP_PAD, 64 << 20);
}

// Transparent huge pages in "madvise" mode (Debian's default): reading 10,000 players touches
// about 20 MB of heap, 4,400 faults of 4 KiB pages, a third of `standings --csv` on a virtual
// machine. One growth of the heap here reserves the top pad (address space only) and marks it;
// glibc's own switch (the glibc.malloc.hugetlb tunable) is an environment variable, read before
// main. Where the kernel gives no huge pages, madvise changes nothing.
void heap_on_huge_pages() {
  constexpr std::uintptr_t huge = 2 << 20;
  void* grow = std::malloc(huge);  // above the top chunk left at start: the heap grows by the pad
  if (!grow) return;
  const auto start = reinterpret_cast<std::uintptr_t>(grow);
  // Growing wrote the new top chunk's header at start + huge: that page's 2 MiB block has 4 KiB
  // pages already, so the marked range starts at the block after it.
  const auto from = (start + 2 * huge) & ~(huge - 1);
  const auto to = reinterpret_cast<std::uintptr_t>(sbrk(0)) & ~(huge - 1);
  std::free(grow);
  if (to <= from) return;
  madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);
  // The heap below the marked range is left unused (address space, never touched), so the
  // command's allocations start on huge pages, not on up to 4 MiB of 4 KiB pages.
  heap_left_below_huge_pages = std::malloc(from - start - 64);
}

}  // namespace

void tune_process_heap() {
  keep_freed_memory();
  heap_on_huge_pages();
}

}  // namespace jk
