// The two kinds of failure every command reports: bad input (exit 2) and everything else.
#pragma once
#include <stdexcept>
#include <string>
#include <utility>

#include "i18n.hpp"

namespace jk {

// Input a person can fix: a file, a line and what is wrong. Commands exit 2 on it.
// What is wrong is kept as a jk::Message, so each reader gets it in their own language: what()
// is the process's language (the CLI, logs), message().str(lang) a web page's reader's.
struct InputError : std::runtime_error {
  std::string file;  // may be empty
  int line = 0;      // 0 when the problem is not tied to a line
  InputError(std::string file_, int line_, Message message_)
      : std::runtime_error(message_.str(current_lang())), file(std::move(file_)), line(line_), msg(std::move(message_)) {}
  explicit InputError(Message message_) : InputError(std::string(), 0, std::move(message_)) {}
  // No constructor takes plain text: a message is a catalogue entry (N_), so the i18n_catalogue
  // test sees it, or text passed on as it is with verbatim() (a library's own words, a nested
  // error already in the reader's language).

  const Message& message() const { return msg; }
  // "file:line: what" (or the parts that are known), in `lang`.
  std::string located(Lang lang) const {
    std::string out;
    if (!file.empty()) out += file + ":";
    if (line > 0) out += std::to_string(line) + ":";
    if (!out.empty()) out += " ";
    return out + msg.str(lang);
  }
  std::string located() const { return located(current_lang()); }
  // located() as a placeholder of another message, so it too follows that message's reader.
  Message located_message() const {
    std::string where;
    if (!file.empty()) where += file + ":";
    if (line > 0) where += std::to_string(line) + ":";
    if (!where.empty()) where += " ";
    return Message{"{where}{what}", {MessageArg("where", where), arg("what", msg)}};
  }


 private:
  Message msg;
};

}  // namespace jk
