#include "deck_view.hpp"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "message_json.hpp"

namespace jk::event {

namespace dl = jk::decklint;
using nlohmann::json;

std::string_view deck_status_name(DeckStatus s) {
  switch (s) {
    case DeckStatus::none: return "";
    case DeckStatus::missing: return "missing";
    case DeckStatus::legal: return "legal";
    case DeckStatus::illegal: return "illegal";
    case DeckStatus::unverified: return "unverified";
  }
  return "";
}

Message deck_status_words(DeckStatus s) {
  switch (s) {
    case DeckStatus::legal: return Message{N_("legal"), {}};
    case DeckStatus::illegal: return Message{N_("illegal"), {}};
    case DeckStatus::unverified: return Message{N_("unverified"), {}};
    case DeckStatus::missing: return Message{N_("missing"), {}};
    case DeckStatus::none: break;
  }
  return verbatim("");
}

std::vector<std::pair<std::int64_t, dl::Verdict>> deck_verdicts(Database& db) {
  std::vector<std::pair<std::int64_t, dl::Verdict>> out;
  auto st = db.prepare("SELECT player_id, verdict FROM decks WHERE superseded_by IS NULL ORDER BY player_id, id");
  while (st.step()) {
    const dl::Verdict v = parse_verdict(st.text(1)).value_or(dl::Verdict::unverified);
    if (!out.empty() && out.back().first == st.int64(0)) out.back().second = v;  // the newest
    else out.emplace_back(st.int64(0), v);
  }
  return out;
}

std::vector<DeckStatus> deck_statuses(const std::vector<std::int64_t>& players,
                                      const std::vector<std::pair<std::int64_t, dl::Verdict>>& list, bool deck_building) {
  std::vector<DeckStatus> out(players.size(), deck_building ? DeckStatus::missing : DeckStatus::none);
  if (!deck_building) return out;
  const std::map<std::int64_t, dl::Verdict> verdicts(list.begin(), list.end());
  for (std::size_t i = 0; i < players.size(); ++i) {
    auto it = verdicts.find(players[i]);
    if (it == verdicts.end()) continue;
    out[i] = it->second == dl::Verdict::legal     ? DeckStatus::legal
             : it->second == dl::Verdict::illegal ? DeckStatus::illegal
                                                  : DeckStatus::unverified;
  }
  return out;
}

std::optional<dl::Verdict> parse_verdict(std::string_view word) { return dl::parse_verdict(word); }

namespace {

std::optional<dl::Level> parse_level(std::string_view word) {
  for (dl::Level l : {dl::Level::error, dl::Level::warning, dl::Level::unverified})
    if (dl::level_name(l) == word) return l;
  return std::nullopt;
}

std::string str(const json& o, const char* k) { return o.contains(k) && o[k].is_string() ? o[k].get<std::string>() : std::string(); }
int num(const json& o, const char* k) { return o.contains(k) && o[k].is_number_integer() ? o[k].get<int>() : 0; }
std::optional<long long> opt_num(const json& o, const char* k) {
  return o.contains(k) && o[k].is_number_integer() ? std::optional<long long>(o[k].get<long long>()) : std::nullopt;
}

// The stored data of a finding's words; else the words stored (`key` in English, `key`_ja in
// Japanese in lists registered before the data was kept).
Message words_of(const json& g, const char* key) {
  if (g.contains("messages") && g["messages"].is_object() && g["messages"].contains(key)) {
    Message m = message_from_json(g["messages"][key]);
    if (!m.empty()) return m;
  }
  const std::string en = str(g, key), ja = str(g, (std::string(key) + "_ja").c_str());
  if (en.empty() && ja.empty()) return {};
  return Message{"{text}", {MessageArg("text", en, ja)}};
}

DiagnosticFact finding_of(const json& g) {
  DiagnosticFact f;
  f.severity = parse_level(str(g, "severity")).value_or(dl::Level::error);
  f.line = num(g, "line");
  f.rule = str(g, "rule");
  f.citation = words_of(g, "cite");
  if (g.contains("cards") && g["cards"].is_array())
    for (const auto& c : g["cards"])
      if (c.is_string()) f.cards.push_back(c.get<std::string>());
  f.count = opt_num(g, "count");
  f.limit = opt_num(g, "limit");
  f.finding = words_of(g, "message");
  return f;
}

}  // namespace

void read_deck_report(DeckFact& d) {
  json j = json::parse(d.report_json, nullptr, false);
  if (j.is_discarded()) {
    d.problem = Message{N_("the stored report is not JSON"), {}};
    return;
  }
  if (!j.is_object()) {
    d.problem = Message{N_("the stored report is not a JSON object"), {}};
    return;
  }
  if (j.contains("card_lists")) d.card_lists = dl::parse_card_lists(j["card_lists"]);
  if (j.contains("cards") && j["cards"].is_array())
    for (const auto& c : j["cards"])
      if (c.is_object()) d.cards.push_back({num(c, "line"), num(c, "count"), str(c, "number"), str(c, "name"), str(c, "part")});
  if (j.contains("diagnostics") && j["diagnostics"].is_array())
    for (const auto& g : j["diagnostics"]) {
      if (!g.is_object()) continue;
      d.diagnostics.push_back(finding_of(g));
      const dl::Level l = d.diagnostics.back().severity;
      (l == dl::Level::error ? d.errors : l == dl::Level::warning ? d.warnings : d.unverified) += 1;
    }
}

std::vector<DeckPart> deck_parts(const DeckFact& d) {
  std::vector<DeckPart> out;
  for (const auto& c : d.cards) {
    auto it = std::find_if(out.begin(), out.end(), [&](const DeckPart& p) { return p.id == c.part; });
    if (it == out.end()) it = out.insert(out.end(), DeckPart{c.part, 0});
    it->cards += c.count;
  }
  return out;
}

Message part_heading(const std::vector<Part>& pack_parts, const DeckPart& p) {
  return Message{p.cards == 1 ? N_("{part} ({n} card)") : N_("{part} ({n} cards)"),
                 {arg("part", part_words(pack_parts, p.id)), {"n", std::to_string(p.cards)}}};
}

std::vector<PlayerFinding> player_findings(const dl::Report& report, const dl::Ruleset& rules) {
  std::vector<PlayerFinding> out;
  for (const auto& d : report.diagnostics) {
    PlayerFinding f;
    f.severity = d.level;
    f.line = d.line;
    f.finding = d.text.empty() ? verbatim(d.message) : d.text;
    f.count = d.count;
    for (const auto& r : rules.rules)
      if (r.id == d.rule) {
        f.rule_number = r.cite;
        if (!r.where.text.empty() && !r.text.empty()) f.rule_words = r.text;
      }
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<DeckFact> deck_facts(Database& db) {
  std::vector<DeckFact> out;
  auto st = db.prepare(
      "SELECT id, player_id, verdict, checked_date, format, source_file, report FROM decks "
      "WHERE superseded_by IS NULL ORDER BY player_id, id");
  while (st.step()) {
    DeckFact d;
    d.id = st.int64(0);
    d.player_id = st.int64(1);
    d.verdict = parse_verdict(st.text(2)).value_or(dl::Verdict::unverified);  // the schema CHECKs the word
    d.checked_date = st.text(3);
    d.format = st.opt_text(4).value_or("");
    d.source_file = st.text(5);
    d.report_json = st.text(6);
    read_deck_report(d);
    // A player registered twice without superseding keeps the newest.
    if (!out.empty() && out.back().player_id == d.player_id) out.back() = std::move(d);
    else out.push_back(std::move(d));
  }
  return out;
}

std::optional<DeckFact> player_deck(Database& db, std::int64_t player_id) {
  ReadSnapshot snapshot(db);
  for (auto& d : deck_facts(db))
    if (d.player_id == player_id) return std::move(d);
  return std::nullopt;
}

}  // namespace jk::event
