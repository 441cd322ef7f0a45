#include "fault.hpp"

#include <signal.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

namespace jk {

void fault_point(const char* name) {
  const char* f = std::getenv("JUDGEKIT_FAULT");
  if (!f) return;
  std::string want = f;
  if (want == name) _exit(86);
  if (want == std::string(name) + ":kill") ::kill(::getpid(), SIGKILL);
}

}  // namespace jk
