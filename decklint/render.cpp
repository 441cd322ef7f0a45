// Diagnostics as people read them (clang style) and the decks.report JSON (docs/decklint.md).
#include "compiled.hpp"
#include "name_table.hpp"
#include "text.hpp"

namespace jk::decklint {

namespace {
constexpr NameTable<Level, 3> kLevels = {{{Level::error, "error"}, {Level::warning, "warning"}, {Level::unverified, "unverified"}}};
constexpr NameTable<Verdict, 4> kVerdicts = {
    {{Verdict::legal, "legal"}, {Verdict::illegal, "illegal"}, {Verdict::unverified, "unverified"}, {Verdict::unreadable, "unreadable"}}};
constexpr NameTable<DeckVerdict, 4> kDeckVerdicts = {{{DeckVerdict::legal, "legal"},
                                                      {DeckVerdict::illegal, "illegal"},
                                                      {DeckVerdict::unverified, "unverified"},
                                                      {DeckVerdict::missing, "missing"}}};
}  // namespace

std::string level_name(Level l) { return std::string(name_in(kLevels, l)); }
std::optional<Level> parse_level(std::string_view name) { return parse_in(kLevels, name); }
std::string verdict_name(Verdict v) { return std::string(name_in(kVerdicts, v)); }
std::optional<Verdict> parse_verdict(std::string_view name) { return parse_in(kVerdicts, name); }
std::string_view deck_verdict_name(DeckVerdict v) { return name_in(kDeckVerdicts, v); }
std::optional<DeckVerdict> parse_deck_verdict(std::string_view name) { return parse_in(kDeckVerdicts, name); }

Message verdict_words(Verdict v) {
  switch (v) {
    case Verdict::legal: return Message{N_("legal"), {}};
    case Verdict::illegal: return Message{N_("illegal"), {}};
    case Verdict::unverified: return Message{N_("unverified"), {}};
    case Verdict::unreadable: return Message{N_("unreadable"), {}};
  }
  return Message{N_("unreadable"), {}};
}

Message deck_verdict_words(DeckVerdict v) {
  switch (v) {
    case DeckVerdict::legal: return Message{N_("legal"), {}};
    case DeckVerdict::illegal: return Message{N_("illegal"), {}};
    case DeckVerdict::unverified: return Message{N_("unverified"), {}};
    case DeckVerdict::missing: return Message{N_("missing"), {}};
  }
  return Message{N_("missing"), {}};
}

static std::string sgr(bool color, const char* code, const std::string& s) {
  return color ? std::string("\x1b[") + code + "m" + s + "\x1b[0m" : s;
}

// Level and verdict words for people (the JSON keeps level_name / verdict_name).
Message level_words(Level l) {
  switch (l) {
    case Level::error: return Message{N_("error"), {}};
    case Level::warning: return Message{N_("warning"), {}};
    case Level::unverified: return Message{N_("unverified"), {}};
  }
  return Message{N_("error"), {}};
}

static std::string level_word(Level l, Lang lang) { return level_words(l).str(lang); }

static std::string verdict_word(Verdict v, Lang lang) { return verdict_words(v).str(lang); }

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
  const std::string cite = d.citation.empty() ? d.cite : d.citation.str(lang);
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

std::string summary(Verdict v, int errors, int warnings, int unverified, Lang lang) {
  Report r;
  r.verdict = v;
  r.errors = errors;
  r.warnings = warnings;
  r.unverified = unverified;
  return summary(r, lang);
}

std::string summary(const PlayerDeck& d, Lang lang) {
  const Verdict v = d.verdict == DeckVerdict::legal ? Verdict::legal : d.verdict == DeckVerdict::illegal ? Verdict::illegal : Verdict::unverified;
  return summary(v, d.errors, d.warnings, d.unverified, lang);
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

nlohmann::ordered_json card_lists_json(const std::vector<CardListSource>& sources) {
  auto j = nlohmann::ordered_json::array();
  for (const auto& s : sources)
    j.push_back({{"kind", card_list_kind_name(s.kind)}, {"source", s.source},
                 {"sha256", s.sha256.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(s.sha256)}});
  return j;
}

std::optional<std::vector<CardListSource>> parse_card_lists(const nlohmann::json& j) {
  if (!j.is_array()) return std::nullopt;
  std::vector<CardListSource> out;
  for (const auto& x : j) {
    if (!x.is_object() || !x.contains("kind") || !x["kind"].is_string() || !x.contains("source") || !x["source"].is_string()) return std::nullopt;
    auto kind = parse_card_list_kind(x["kind"].get<std::string>());
    if (!kind) return std::nullopt;
    out.push_back({*kind, x["source"].get<std::string>(), x.contains("sha256") && x["sha256"].is_string() ? x["sha256"].get<std::string>() : ""});
  }
  return out;
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
  j["card_lists"] = card_lists_json(rs.cards.sources);
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

namespace jk::decklint {

Message card_lists_message(const std::optional<std::vector<CardListSource>>& sources) {
  if (!sources || sources->empty()) return Message{N_("unknown (not recorded with this verdict)"), {}};
  std::vector<Message> parts;
  for (const auto& s : *sources) {
    // People compare the start of a hash; the JSON keeps it whole.
    const std::string hash = s.sha256.substr(0, 12);
    const char* words = s.kind == CardListKind::pack    ? N_("the game pack's list ({source})")
                        : s.kind == CardListKind::event ? N_("the event's list {source} (sha256 {hash})")
                        : s.kind == CardListKind::imported ? N_("this machine's imported list {source} (sha256 {hash})")
                                                           : N_("the file {source} (sha256 {hash})");
    if (!parts.empty()) parts.push_back(verbatim(" + "));
    parts.push_back(Message{words, {MessageArg("source", s.source), MessageArg("hash", hash)}});
  }
  return concatenated(std::move(parts));
}

std::string card_lists_words(const std::optional<std::vector<CardListSource>>& sources, Lang lang) {
  return terminal_text(card_lists_message(sources).str(lang));
}

}  // namespace jk::decklint
