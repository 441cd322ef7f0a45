// Diagnostics as people read them (clang style) and the decks.report JSON (docs/decklint.md).
#include "compiled.hpp"
#include "text.hpp"

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

// Level and verdict words for people (the JSON keeps level_name / verdict_name).
static std::string level_word(Level l, Lang lang) {
  switch (l) {
    case Level::error: return tr(lang, N_("error"));
    case Level::warning: return tr(lang, N_("warning"));
    case Level::unverified: return tr(lang, N_("unverified"));
  }
  return "?";
}

static std::string verdict_word(Verdict v, Lang lang) {
  switch (v) {
    case Verdict::legal: return tr(lang, N_("legal"));
    case Verdict::illegal: return tr(lang, N_("illegal"));
    case Verdict::unverified: return tr(lang, N_("unverified"));
    case Verdict::unreadable: return tr(lang, N_("unreadable"));
  }
  return "?";
}

static std::string count_of(Lang lang, int n, const char* one, const char* many) {
  return format(tr(lang, n == 1 ? one : many), {{"n", std::to_string(n)}});
}

// Diagnostics for a terminal: the file's name and what the message quotes from the file (card
// names) may hold escape sequences; they are shown escaped (jk::terminal_text). report_json keeps
// the exact text.
std::string render_diagnostic(const Diagnostic& d, const std::string& file, bool color, Lang lang) {
  std::string where = terminal_text(file) + (d.line > 0 ? ":" + std::to_string(d.line) : "") + ":";
  const char* code = d.level == Level::error ? "1;31" : d.level == Level::warning ? "1;35" : "1;33";
  std::string message = terminal_text(d.text.empty() ? d.message : d.text.str(lang));
  std::string s = sgr(color, "1", where) + " " + sgr(color, code, level_word(d.level, lang) + ":") + " " + message;
  const std::string& cite = in_lang(lang, d.cite, d.cite_ja);
  if (!cite.empty()) s += " [" + cite + "]";
  return s;
}

std::string summary(const Report& r) { return summary(r, Lang::en); }

std::string summary(const Report& r, Lang lang) {
  std::string head = verdict_word(r.verdict, lang) + ": ";
  if (r.verdict == Verdict::unreadable) return head + count_of(lang, r.errors, N_("{n} input error"), N_("{n} input errors"));
  std::string s = head + count_of(lang, r.errors, N_("{n} error"), N_("{n} errors")) + tr(lang, N_(", ")) +
                  count_of(lang, r.warnings, N_("{n} warning"), N_("{n} warnings"));
  if (r.unverified) s += tr(lang, N_(", ")) + format(tr(lang, N_("{n} unverified")), {{"n", std::to_string(r.unverified)}});
  return s;
}

std::string localize_summary(const std::string& english, Lang lang) {
  if (lang == Lang::en) return english;
  Report r;
  std::size_t colon = english.find(": ");
  if (colon == std::string::npos) return english;
  std::string v = english.substr(0, colon);
  bool found = false;
  for (Verdict x : {Verdict::legal, Verdict::illegal, Verdict::unverified, Verdict::unreadable})
    if (verdict_name(x) == v) {
      r.verdict = x;
      found = true;
    }
  if (!found) return english;
  // "N error(s), M warning(s)[, K unverified]" or "N input error(s)": the numbers in order.
  std::vector<int> n;
  for (std::size_t i = colon; i < english.size();) {
    if (english[i] >= '0' && english[i] <= '9') {
      std::size_t j = i;
      while (j < english.size() && english[j] >= '0' && english[j] <= '9') ++j;
      n.push_back(std::atoi(english.substr(i, j - i).c_str()));
      i = j;
    } else {
      ++i;
    }
  }
  if (n.empty() || (r.verdict != Verdict::unreadable && n.size() < 2)) return english;
  r.errors = n[0];
  if (n.size() > 1) r.warnings = n[1];
  if (n.size() > 2) r.unverified = n[2];
  return summary(r, lang) == english ? english : summary(r, lang);
}

std::string render_report(const Report& r, const Ruleset& rs, bool color, Lang lang) {
  std::string out;
  for (const auto& d : r.diagnostics) out += render_diagnostic(d, r.file, color, lang) + "\n";
  const char* code = r.verdict == Verdict::legal ? "1;32" : r.verdict == Verdict::unverified ? "1;33" : "1;31";
  std::string s = summary(r, lang);
  std::size_t colon = s.find(':');
  out += sgr(color, "1", terminal_text(r.file) + ":") + " " + sgr(color, code, s.substr(0, colon)) + s.substr(colon);
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
