// The event's default language for its PDF reports (issue 12), kept in event.settings as
// "report_lang": "ja", "en", "ja,en" or "en,ja". Exports (CSV, JSON) never follow it.
#pragma once
#include <optional>
#include <string>

#include "actor.hpp"
#include "event_store.hpp"
#include "i18n.hpp"
#include "languages.hpp"
#include "sqlite.hpp"

namespace jk::event {

// What --lang / --report-lang take: ja, en, ja,en or en,ja. InputError naming `option` otherwise.
ReportLang parse_report_lang_option(const std::string& value, const std::string& option);
// Puts a --report-lang value into settings ("" leaves them as they are); InputError when it is not one.
void apply_report_lang(const std::string& value, EventSettings& settings);

// The event's default, none when not set (one snapshot). InputError when the stored value is not
// a language (a hand-edited or newer file), naming the file and how to fix it.
std::optional<ReportLang> event_report_lang(Database& db);
// Sets the default ("" clears it): one transaction, in the audit log like every setting.
// Returns the stored value ("" when cleared).
std::string set_event_report_lang(Database& db, const std::string& value, const Actor& actor);

// A report's language: --lang when given, else the event's default when set, else the reader's
// language (LANG / LC_MESSAGES).
ReportLang choose_report_lang(const std::optional<ReportLang>& asked, const std::optional<ReportLang>& event_default,
                                       Lang reader);

}  // namespace jk::event
