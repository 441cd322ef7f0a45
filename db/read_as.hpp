// A lookup that found what was typed only after folding variant kanji says so, to the reader:
// "高橋: read as 髙橋" (「高橋: 髙橋 と解釈しました」). The library names what it read; the front
// end, which knows where the reader looks, listens for the length of a command or a page.
#pragma once
#include <functional>

#include "i18n.hpp"

namespace jk {

using ReadAsListener = std::function<void(const Message&)>;

// Installs `listener` on this thread until the scope ends (scopes nest; the innermost hears).
class ReadAsScope {
 public:
  explicit ReadAsScope(ReadAsListener listener);
  ~ReadAsScope();
  ReadAsScope(const ReadAsScope&) = delete;
  ReadAsScope& operator=(const ReadAsScope&) = delete;

 private:
  friend void say_read_as(const std::string& typed, const std::string& name);
  ReadAsListener listener_;
  ReadAsScope* outer_;
};

// Tells this thread's listener, if any, that `typed` was read as `name`.
void say_read_as(const std::string& typed, const std::string& name);

}  // namespace jk
