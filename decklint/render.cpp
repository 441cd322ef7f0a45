// Diagnostics as people read them (clang style) and the decks.report JSON (docs/decklint.md).
#include "compiled.hpp"

namespace jk::decklint {

std::string level_name(Level l) {
  switch (l) {
    case Level::error: return "error";
    case Level::warning: return "warning";
    case Level::unverified: return "unverified";
  }
  return "?";
}

std::string verdict_name(Verdict v) {
  switch (v) {
    case Verdict::legal: return "legal";
    case Verdict::illegal: return "illegal";
    case Verdict::unverified: return "unverified";
    case Verdict::unreadable: return "unreadable";
  }
  return "?";
}

static std::string sgr(bool color, const char* code, const std::string& s) {
  return color ? std::string("\x1b[") + code + "m" + s + "\x1b[0m" : s;
}

static std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

std::string render_diagnostic(const Diagnostic& d, const std::string& file, bool color) {
  std::string where = file + (d.line > 0 ? ":" + std::to_string(d.line) : "") + ":";
  const char* code = d.level == Level::error ? "1;31" : d.level == Level::warning ? "1;35" : "1;33";
  std::string s = sgr(color, "1", where) + " " + sgr(color, code, level_name(d.level) + ":") + " " + d.message;
  if (!d.cite.empty()) s += " [" + d.cite + "]";
  return s;
}

std::string summary(const Report& r) {
  if (r.verdict == Verdict::unreadable) return "unreadable: " + plural(r.errors, "input error", "input errors");
  std::string s = verdict_name(r.verdict) + ": " + plural(r.errors, "error", "errors") + ", " + plural(r.warnings, "warning", "warnings");
  if (r.unverified) s += ", " + std::to_string(r.unverified) + " unverified";
  return s;
}

std::string render_report(const Report& r, const Ruleset& rs, bool color) {
  std::string out;
  for (const auto& d : r.diagnostics) out += render_diagnostic(d, r.file, color) + "\n";
  const char* code = r.verdict == Verdict::legal ? "1;32" : r.verdict == Verdict::unverified ? "1;33" : "1;31";
  std::string s = summary(r);
  std::size_t colon = s.find(':');
  out += sgr(color, "1", r.file + ":") + " " + sgr(color, code, s.substr(0, colon)) + s.substr(colon);
  if (r.verdict != Verdict::unreadable) out += " (" + rs.game.id + " " + rs.format + ", " + rs.date + ")";
  return out + "\n";
}

nlohmann::ordered_json report_json(const Report& r, const Ruleset& rs) {
  using nlohmann::ordered_json;
  ordered_json j;
  j["file"] = r.file;
  j["verdict"] = verdict_name(r.verdict);
  j["game"] = rs.game.id;
  j["format"] = rs.format;
  j["date"] = rs.date;
  j["overrides"] = ordered_json::array();
  for (const auto& o : rs.overrides) j["overrides"].push_back({{"xml", o.xml}, {"reason", o.reason}});
  j["cards"] = ordered_json::array();
  for (const auto& dc : r.cards) {
    const Card& c = rs.cards.cards[dc.card];
    int p = rs.compiled->part_of[dc.card];
    j["cards"].push_back({{"line", dc.line},
                          {"count", dc.count},
                          {"number", c.number},
                          {"name", c.name.empty() ? ordered_json(nullptr) : ordered_json(c.name)},
                          {"part", p < 0 ? ordered_json(nullptr) : ordered_json(rs.game.parts[static_cast<std::size_t>(p)].id)}});
  }
  j["diagnostics"] = ordered_json::array();
  for (const auto& d : r.diagnostics) {
    ordered_json dj = {{"severity", level_name(d.level)}, {"line", d.line}, {"message", d.message}, {"rule", d.rule},
                       {"cite", d.cite.empty() ? ordered_json(nullptr) : ordered_json(d.cite)},
                       {"cards", d.cards}};
    dj["count"] = d.count ? ordered_json(*d.count) : ordered_json(nullptr);
    dj["limit"] = d.limit ? ordered_json(*d.limit) : ordered_json(nullptr);
    dj["lines"] = d.lines;
    j["diagnostics"].push_back(dj);
  }
  j["summary"] = summary(r);
  return j;
}

}  // namespace jk::decklint
