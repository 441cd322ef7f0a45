// How a judgekit process keeps its heap: the command line, `serve` and the benchmarks that measure
// them beside their floors all call this first, so that both sides of a ratio allocate alike.
#pragma once

namespace jk {

// Freed memory stays in the heap, for the next array to use again. Call once, at the start of main.
void tune_process_heap();

}  // namespace jk
