// Line numbers of offsets into a text (an XML parser's offset_debug, a bad byte's position): the
// line starts found once, then a binary search for each offset, so a file of many elements or
// many errors stays linear. LF, CRLF and a lone CR each end a line.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

namespace jk {

class LineTable {
 public:
  LineTable() = default;
  explicit LineTable(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n' || (text[i] == '\r' && !(i + 1 < text.size() && text[i + 1] == '\n'))) starts_.push_back(i + 1);
  }
  // 1 for the first line; a negative offset (pugixml's "no offset") is the first line too.
  int line_at(std::ptrdiff_t offset) const {
    const auto o = static_cast<std::size_t>(std::max<std::ptrdiff_t>(0, offset));
    return static_cast<int>(std::upper_bound(starts_.begin(), starts_.end(), o) - starts_.begin());
  }

 private:
  std::vector<std::size_t> starts_{0};
};

}  // namespace jk
