// LD_PRELOAD for the full-disk tests: with JK_ENOSPC=SUFFIX, every write to a file whose name
// ends in SUFFIX ("-wal", "-shm") fails with ENOSPC, as it does on a full disk.
#include <dlfcn.h>
#include <errno.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/types.h>
#include <unistd.h>

namespace {

bool full(int fd) {
  const char* suffix = getenv("JK_ENOSPC");
  if (!suffix || !*suffix) return false;
  char link[64], path[4096];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t n = readlink(link, path, sizeof path - 1);
  if (n <= 0) return false;
  path[n] = '\0';
  size_t len = strlen(suffix);
  return static_cast<size_t>(n) >= len && strcmp(path + n - len, suffix) == 0;
}

}  // namespace

extern "C" {

ssize_t pwrite64(int fd, const void* buf, size_t count, off_t offset) {
  static ssize_t (*real)(int, const void*, size_t, off_t);
  if (!real) real = reinterpret_cast<ssize_t (*)(int, const void*, size_t, off_t)>(dlsym(RTLD_NEXT, "pwrite64"));
  if (full(fd)) {
    errno = ENOSPC;
    return -1;
  }
  return real(fd, buf, count, offset);
}

ssize_t pwrite(int fd, const void* buf, size_t count, off_t offset) { return pwrite64(fd, buf, count, offset); }

ssize_t write(int fd, const void* buf, size_t count) {
  static ssize_t (*real)(int, const void*, size_t);
  if (!real) real = reinterpret_cast<ssize_t (*)(int, const void*, size_t)>(dlsym(RTLD_NEXT, "write"));
  if (full(fd)) {
    errno = ENOSPC;
    return -1;
  }
  return real(fd, buf, count);
}

}  // extern "C"
