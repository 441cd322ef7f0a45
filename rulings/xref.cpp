// Cross-reference extraction, run once per entry when the index is built.
#include "xref.hpp"

#include <algorithm>

#include "query.hpp"
#include "text.hpp"

namespace jk::rulings {

namespace {

bool digit(char32_t c) { return c >= '0' && c <= '9'; }
bool lower(char32_t c) { return c >= 'a' && c <= 'z'; }
bool alnum(char32_t c) { return digit(c) || lower(c) || (c >= 'A' && c <= 'Z'); }

// "rule" or "ルール" right before position `i`, spaces allowed between.
bool after_rule_word(const std::u32string& s, std::size_t i) {
  while (i > 0 && s[i - 1] == ' ') --i;
  auto ends_with = [&](std::u32string_view w) { return i >= w.size() && s.compare(i - w.size(), w.size(), w) == 0; };
  if (ends_with(U"rule") && (i == 4 || !alnum(s[i - 5]))) return true;
  return ends_with(U"ルール");
}

}  // namespace

std::vector<Citation> citations(std::string_view text, const std::function<std::string(const std::string&)>& exists) {
  std::u32string s;
  for (char32_t c : to_code_points(fold_text(text))) s.push_back(c);
  std::vector<Citation> out;
  auto add = [&](Citation c) {
    if (std::none_of(out.begin(), out.end(), [&](const Citation& o) { return o.number == c.number; })) out.push_back(std::move(c));
  };
  std::size_t n = s.size();
  for (std::size_t i = 0; i < n;) {
    if (!digit(s[i])) { ++i; continue; }
    bool boundary = i == 0 || !(alnum(s[i - 1]) || s[i - 1] == '-' || s[i - 1] == '.' || s[i - 1] == '/');
    std::size_t j = i;
    while (j < n && digit(s[j])) ++j;
    std::size_t end = j;
    if (j + 1 < n && s[j] == '-' && digit(s[j + 1])) {  // 2-5-3
      while (end + 1 < n && s[end] == '-' && digit(s[end + 1])) {
        end += 1;
        while (end < n && digit(s[end])) ++end;
      }
    } else if (j + 1 < n && s[j] == '.' && digit(s[j + 1])) {  // 104.2a, 106.3
      end = j + 1;
      while (end < n && digit(s[end])) ++end;
      if (end < n && lower(s[end]) && !(end + 1 < n && alnum(s[end + 1]))) ++end;
    }
    // The number must end there: not "2013-11-04x", not "1.2.3".
    bool ends = end == n || !(alnum(s[end]) || ((s[end] == '-' || s[end] == '.') && end + 1 < n && digit(s[end + 1])));
    if (boundary && ends) {
      std::string number;
      for (std::size_t k = i; k < end; ++k) append_utf8(number, s[k]);
      std::string found = exists(number_key(number));
      bool is_explicit = after_rule_word(s, i);
      bool shaped = end > j;  // bare numbers must look like rule numbers: "2-1", "106.3", not "4"
      if (!found.empty() && (is_explicit || shaped)) add({found, is_explicit});
      else if (found.empty() && is_explicit) add({number, true});
    }
    // Skip the rest of this run of digits and separators.
    i = end;
    while (i < n && (alnum(s[i]) || ((s[i] == '-' || s[i] == '.') && i + 1 < n && digit(s[i + 1])))) ++i;
  }
  return out;
}

}  // namespace jk::rulings
