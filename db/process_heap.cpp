#include "process_heap.hpp"

#include <malloc.h>

namespace jk {

// A command reads an event into a few large arrays, frees them and builds the next: with glibc's
// defaults each array above 128 KiB is a fresh mapping, faulted in page by page and unmapped
// again (about a fifth of `standings`' time on 10,000 players). Kept in the heap, freed memory
// is used again; a long `serve` keeps at most the trim threshold unreturned.
//
// The heap is not marked for transparent huge pages (it was, 2026-11-29): a huge page is a free
// 2 MiB block, and a virtual machine that reports free blocks to its host (virtio-balloon free
// page reporting, as on the benchmark VM) gets each one back from the host on first touch. A
// command run seconds after the last paid that for every block: `standings --csv` on 10,000
// players 148 ms instead of 93, and nothing gained when run back to back (docs/BENCHMARKS.md).
void tune_process_heap() {
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 128 << 20);
  mallopt(M_TOP_PAD, 64 << 20);
}

}  // namespace jk
