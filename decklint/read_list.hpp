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
  void clear() {
    entries.clear();
    errors.clear();
    owned.clear();
  }
};

// Never throws for bad input: every problem becomes an error with its line.
void read_list(std::string_view text, const std::string& file, InputKind kind, RawList& out);

Diagnostic input_error(int line, std::string message);

}  // namespace jk::decklint
