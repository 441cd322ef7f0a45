// Cross-references between entries: 「2-1、2-2 が」, 「rule 204 参照」, 「(rule 106.3)」, 「3-2 の例外」.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace jk::rulings {

struct Citation {
  std::string number;     // as the target entry writes it, or as the text does when there is no such entry
  bool explicit_ = false;  // written "rule N" / "ルール N": kept even when N is not in the rulebook
};

// Rule numbers cited in `text`. A bare number ("2-1", "106.3") counts only when `exists`
// knows it (so dates and quantities are not citations); one after "rule" always counts.
// `exists` gets a number_key() and returns the entry's number, or "" when there is none.
std::vector<Citation> citations(std::string_view text, const std::function<std::string(const std::string&)>& exists);

}  // namespace jk::rulings
