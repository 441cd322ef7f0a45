// Fault injection for tests. With JUDGEKIT_FAULT=<name> the process dies at fault_point(name):
// `_exit(86)` (no unwinding, the open transaction left uncommitted), or with <name>:kill a real
// SIGKILL. Points: "after-matches" (round pair), "create-after-fill", "create-after-link",
// "after-commit" (every change, once committed: the WAL still holds it).
#pragma once

namespace jk {

void fault_point(const char* name);

}  // namespace jk
