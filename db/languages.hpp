// The language(s) a document is printed in: one, or two when the organiser asks (`--lang ja,en`).
// The reports print in it; the event keeps a default for them (event/report_lang.hpp).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "i18n.hpp"

namespace jk {

struct ReportLang {
  ReportLang() = default;
  ReportLang(Lang one) : first(one) {}  // NOLINT: a single language is the usual case
  ReportLang(Lang a, Lang b) : first(a), second(b) {}
  Lang first = Lang::ja;
  std::optional<Lang> second;  // never equal to first
};
// "ja", "en", "ja,en", "en,ja" (as typed and as stored); nullopt for anything else.
std::optional<ReportLang> parse_report_lang(std::string_view text);
std::string report_lang_code(const ReportLang& lang);  // "ja", "ja,en"
// A message in the document's language(s): "第3回戦 / Round 3" when there are two.
std::string say(const ReportLang& lang, const Message& m);

}  // namespace jk
