// A Debian library opened when a command first needs it (dlopen), not linked at start: libcrypto
// for codes, libmicrohttpd for `serve`. Each caller names its soname, the environment variable
// that points tests at another file, and the two lines a user reads when it fails (msgids with
// {error} and {name}, marked N_ where they are written).
#pragma once

namespace jk {

struct LibraryRefusals {
  const char* cannot_load;  // {error}: dlerror's words
  const char* lacks;        // {name}: the missing function
};

class SharedLibrary {
 public:
  // Opens `soname`, or the file `env` names when set. InputError with `refusals.cannot_load` when
  // it cannot. The library stays open for the process.
  SharedLibrary(const char* soname, const char* env, LibraryRefusals refusals);
  // Fills `f` with the function `name`; InputError with `refusals.lacks` when it is missing.
  template <class F>
  void resolve(F& f, const char* name) const {
    f = reinterpret_cast<F>(symbol(name));
  }

 private:
  void* symbol(const char* name) const;
  void* handle_ = nullptr;
  LibraryRefusals refusals_;
};

}  // namespace jk
