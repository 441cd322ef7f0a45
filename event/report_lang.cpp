#include "report_lang.hpp"

#include "errors.hpp"
#include "event_file.hpp"

namespace jk::event {

namespace {
constexpr const char* kKey = "report_lang";
}  // namespace

ReportLang parse_report_lang_option(const std::string& value, const std::string& option) {
  if (auto l = parse_report_lang(value)) return *l;
  throw InputError(Message{N_("{option} '{value}' is not a report language; give ja, en, or both as ja,en or en,ja (the first one first)"),
                           {{"option", option}, {"value", value}}});
}

void apply_report_lang(const std::string& value, EventSettings& settings) {
  if (value.empty()) return;
  settings.other[kKey] = report_lang_code(parse_report_lang_option(value, "--report-lang"));
}

std::optional<ReportLang> event_report_lang(Database& db) {
  ReadSnapshot snapshot(db);
  const EventSettings s = read_event_header(db).settings;
  if (!s.other.contains(kKey)) return std::nullopt;
  const auto& v = s.other[kKey];
  if (v.is_string())
    if (auto l = parse_report_lang(v.get<std::string>())) return l;
  throw InputError(db.path(), 0,
                   Message{N_("settings.report_lang {value} is not a report language; set it with `judgekit event report-lang ja|en|ja,en`"),
                           {{"value", v.dump()}}});
}

std::string set_event_report_lang(Database& db, const std::string& value, const Actor& actor) {
  std::string code;
  if (!value.empty()) code = report_lang_code(parse_report_lang_option(value, "report-lang"));
  Change change(db, actor.label);
  EventSettings s = read_event_header(db).settings;
  if (code.empty()) s.other.erase(kKey);
  else s.other[kKey] = code;
  write_event_settings(db, s);
  change.commit();
  return code;
}

ReportLang choose_report_lang(const std::optional<ReportLang>& asked, const std::optional<ReportLang>& event_default,
                                       Lang reader) {
  if (asked) return *asked;
  if (event_default) return *event_default;
  return ReportLang(reader);
}

}  // namespace jk::event
