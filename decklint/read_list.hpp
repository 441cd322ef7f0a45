// Internal: a decklist's text (plain, CSV or XML) read into entries, before cards are resolved.
#pragma once
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "decklint.hpp"

namespace jk::decklint {

struct RawEntry {
  int line = 0;
  long long count = 0;
  std::string_view card;  // as written (trimmed): into the text, or into RawList::owned
};

struct RawList {
  std::vector<RawEntry> entries;
  std::vector<Diagnostic> errors;  // input problems: the list is unreadable when any
  std::deque<std::string> owned;   // card texts decoded from CSV or XML
  std::size_t more_errors = 0;     // errors past kMaxInputErrors, counted, not kept
  int more_from_line = 0;          // the line of the first of them
  void clear() {
    entries.clear();
    errors.clear();
    owned.clear();
    more_errors = 0;
    more_from_line = 0;
  }
};

constexpr std::size_t kMaxInputErrors = 50;  // a list with more problems is the wrong file, or wholly wrong

// Never throws for bad input: every problem becomes an error with its line.
void read_list(std::string_view text, const std::string& file, InputKind kind, RawList& out);

// A problem reading the list: English in `message` (JSON, the event file), `text` for people.
Diagnostic input_error(int line, const Message& message);

}  // namespace jk::decklint
