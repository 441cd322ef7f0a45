// Who changed the event: the label every audit-log row of a change carries.
#pragma once
#include <string>

namespace jk::event {

struct Actor {
  std::string label;  // "judgekit result --event e.jkevent 3 2-1", "web judge 田中", "web player 12"
};

// The command line as typed, built once by a front end's main(): arguments with spaces or quotes
// are quoted so the audit log can be read back as a command.
Actor command_line_actor(int argc, const char* const* argv);

}  // namespace jk::event
