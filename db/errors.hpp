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
  // Text as it is: already in the reader's language, or not translated yet.
  InputError(std::string file_, int line_, const std::string& what_) : InputError(std::move(file_), line_, verbatim(what_)) {}
  explicit InputError(const std::string& what_) : InputError(std::string(), 0, verbatim(what_)) {}

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

  // A message that is its text in every language (not a msgid: "{text}" is in no catalogue).
  static Message verbatim(std::string text) { return Message{"{text}", {MessageArg("text", std::move(text))}}; }

 private:
  Message msg;
};

}  // namespace jk
