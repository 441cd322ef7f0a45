#!/usr/bin/python3
"""One judgekit command on a fresh copy of an event file, run by several builds in turn, each run
after the machine has been idle for GAP seconds (docs/BENCHMARKS.md).

A judge runs a command now and then, not in a loop. On a virtual machine that hands free memory
back to its host (virtio-balloon free page reporting), memory a process touches after an idle
spell comes from the host again; back-to-back runs reuse what the last run freed. GAP 0 measures
the loop, GAP 3 the judge.

Usage: bench/idle_runs.py GAP RUNS BUILD... (JK_FILE: the event, default /tmp/perf10k.jkevent, the
10,000-player file `build/bench/pairing_bench --round-pair FILE` makes; JK_ARGS: the command,
default `round pair`). A BUILD written BINARY=FILE runs on its own copy of FILE (a build of an
older schema, on the same event taken back to it). Prints per build the median wall and CPU time
with min-max.
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time


def remove_event(path):
    for suffix in ("", "-wal", "-shm"):
        try:
            os.remove(path + suffix)
        except FileNotFoundError:
            pass


def fresh_copy(src, dst):
    remove_event(dst)
    shutil.copyfile(src, dst)
    # On disk, as a file is between two commands: a writer's checkpoint would otherwise flush the
    # copy's 88 MB of dirty pages with its own.
    os.sync()


def one_run(build, args, event):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([build] + args + ["-e", event], stdout=subprocess.DEVNULL, check=True)
    wall = (time.perf_counter() - start) * 1e3
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1e3
    return wall, cpu


def spread(values):
    v = sorted(values)
    return f"{statistics.median(v):.1f} ({v[0]:.1f}-{v[-1]:.1f})"


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    gap, runs, builds = float(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    src = os.environ.get("JK_FILE", "/tmp/perf10k.jkevent")
    args = os.environ.get("JK_ARGS", "round pair").split()
    event = os.path.join(os.environ.get("TMPDIR", "/tmp"), "idle_runs.jkevent")
    times = {b: [] for b in builds}
    for _ in range(runs):
        for b in builds:
            binary, _, own = b.partition("=")
            fresh_copy(own or src, event)
            time.sleep(gap)
            times[b].append(one_run(binary, args, event))
    print(f"`judgekit {' '.join(args)}` on {src}, {runs} runs each, {gap:g} s idle before each; ms, median (min-max)")
    for b in builds:
        print(f"  {b}: wall {spread([t[0] for t in times[b]])}, cpu {spread([t[1] for t in times[b]])}")
    remove_event(event)


if __name__ == "__main__":
    main()
