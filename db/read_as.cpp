#include "read_as.hpp"

namespace jk {

namespace {
thread_local ReadAsScope* current = nullptr;
}  // namespace

ReadAsScope::ReadAsScope(ReadAsListener listener) : listener_(std::move(listener)), outer_(current) { current = this; }

ReadAsScope::~ReadAsScope() { current = outer_; }

void say_read_as(const std::string& typed, const std::string& name) {
  if (current && current->listener_) current->listener_(Message{N_("{typed}: read as {name}"), {{"typed", typed}, {"name", name}}});
}

}  // namespace jk
