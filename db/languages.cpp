// The language(s) a document is printed in (issue 12): one per document, two only when asked.
#include "languages.hpp"

namespace jk {

std::optional<ReportLang> parse_report_lang(std::string_view text) {
  auto one = [](std::string_view s) -> std::optional<Lang> {
    if (s == "ja") return Lang::ja;
    if (s == "en") return Lang::en;
    return std::nullopt;
  };
  const auto comma = text.find(',');
  if (comma == std::string_view::npos) {
    const auto l = one(text);
    return l ? std::optional<ReportLang>(std::in_place, *l) : std::nullopt;
  }
  auto a = one(text.substr(0, comma)), b = one(text.substr(comma + 1));
  if (!a || !b || *a == *b) return std::nullopt;
  return std::optional<ReportLang>(std::in_place, *a, *b);
}

std::string report_lang_code(const ReportLang& lang) {
  std::string out(lang_code(lang.first));
  if (lang.second) out += "," + std::string(lang_code(*lang.second));
  return out;
}

std::string say(const ReportLang& lang, const Message& m) {
  std::string out = m.str(lang.first);
  if (lang.second) {
    std::string other = m.str(*lang.second);
    if (other != out) out += " / " + other;  // "A–Z", a number: the same in both, said once
  }
  return out;
}

}  // namespace jk
