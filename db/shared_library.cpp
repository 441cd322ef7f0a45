#include "shared_library.hpp"

#include <dlfcn.h>

#include <cstdlib>

#include "errors.hpp"

namespace jk {

SharedLibrary::SharedLibrary(const char* soname, const char* env, LibraryRefusals refusals) : refusals_(refusals) {
  const char* file = std::getenv(env);
  handle_ = ::dlopen(file && *file ? file : soname, RTLD_NOW | RTLD_LOCAL);
  if (!handle_) {
    const char* why = ::dlerror();
    throw InputError(Message{refusals_.cannot_load, {{"error", why ? why : soname}}});
  }
}

void* SharedLibrary::symbol(const char* name) const {
  void* f = ::dlsym(handle_, name);
  if (!f) throw InputError(Message{refusals_.lacks, {{"name", name}}});
  return f;
}

}  // namespace jk
