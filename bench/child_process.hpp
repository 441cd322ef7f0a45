// A command run as a child of a bench: its wall time, CPU time and peak resident size, read
// from the child's own rusage (wait4), so nothing else the bench ran is counted.
#pragma once
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace jk::bench {

struct ChildRun {
  double wall_ms = 0, cpu_ms = 0;
  long max_rss_kib = 0;
  int status = 0;  // as wait4 gives it
  int exit_code() const { return WIFEXITED(status) ? WEXITSTATUS(status) : -1; }
};

// `argv` (argv[0] a path) with its standard output to `out`, and its errors there too when
// `quiet` (else to the bench's own).
inline ChildRun run_child(const std::vector<std::string>& argv, const std::string& out = "/dev/null", bool quiet = false) {
  std::fflush(stdout);  // else the child writes the bench's buffer again
  const auto t0 = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    if (!std::freopen(out.c_str(), "w", stdout)) _exit(126);
    if (quiet) dup2(fileno(stdout), 2);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
  ChildRun r;
  rusage u{};
  wait4(pid, &r.status, 0, &u);
  r.wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  r.cpu_ms = static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
  r.max_rss_kib = u.ru_maxrss;
  return r;
}

// The same, ending the bench when the command fails: a failed run's time is no figure.
inline ChildRun run_child_ok(const std::vector<std::string>& argv, const std::string& out = "/dev/null") {
  const ChildRun r = run_child(argv, out);
  if (r.exit_code() != 0) {
    std::fprintf(stderr, "%s failed (status %d)\n", argv[0].c_str(), r.status);
    std::exit(1);
  }
  return r;
}

}  // namespace jk::bench
