// How people find their name on a list: kana order by reading, grouped by the gojūon rows.
#include <algorithm>
#include <charconv>
#include <cstdio>

#include "errors.hpp"
#include "sections.hpp"
#include "text.hpp"

namespace jk::reports {

std::string sort_key(const Player& p) { return fold_text(p.reading.empty() ? p.name : p.reading); }

std::vector<const Player*> players_by_reading(const EventReport& r, const std::vector<std::int64_t>& ids) {
  struct Keyed {
    std::string key;
    const Player* p;
  };
  std::vector<Keyed> keyed;
  keyed.reserve(ids.size());
  for (auto id : ids)
    if (const Player* p = r.player(id)) keyed.push_back({sort_key(*p), p});
  std::sort(keyed.begin(), keyed.end(), [](const Keyed& a, const Keyed& b) {
    if (a.key != b.key) return a.key < b.key;
    if (a.p->name != b.p->name) return a.p->name < b.p->name;
    return a.p->id < b.p->id;
  });
  std::vector<const Player*> out;
  out.reserve(keyed.size());
  for (const auto& k : keyed) out.push_back(k.p);
  return out;
}

std::string kana_group(const ReportLang& lang, const std::string& key) {
  const auto cps = to_code_points(key);
  if (cps.empty()) return say(lang, Message{N_("Other"), {}});
  const char32_t c = cps[0];
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return "A–Z";
  if (c >= '0' && c <= '9') return "0–9";
  if (c >= U'ァ' && c <= U'ヺ') {
    struct Row {
      char32_t last;
      const char* name;
    };
    // Each row ends at its last katakana in code point order (small and voiced forms included).
    static constexpr Row rows[] = {{U'オ', "ア行"}, {U'ゴ', "カ行"}, {U'ゾ', "サ行"}, {U'ド', "タ行"}, {U'ノ', "ナ行"},
                                   {U'ポ', "ハ行"}, {U'モ', "マ行"}, {U'ヨ', "ヤ行"}, {U'ロ', "ラ行"}, {U'ン', "ワ行"}};
    if (c == U'ヴ') return "ア行";
    if (c == U'ヵ' || c == U'ヶ') return "カ行";
    if (c >= U'ヷ') return "ワ行";
    for (const auto& row : rows)
      if (c <= row.last) return row.name;
    return "ワ行";
  }
  return say(lang, Message{N_("Other"), {}});
}

std::string round_title(const ReportLang& lang, const Round& r) {
  const std::string n = std::to_string(r.number);
  if (r.stage != Stage::cut) return say(lang, Message{N_("Round {n}"), {{"n", n}}});
  // Named by the bracket (event::EventViews), as every other face names it.
  const Message which = r.bracket_stage == event::BracketStage::final           ? Message{N_("Final"), {}}
                        : r.bracket_stage == event::BracketStage::semi_final    ? Message{N_("Semi-final"), {}}
                        : r.bracket_stage == event::BracketStage::quarter_final ? Message{N_("Quarter-final"), {}}
                                                                                 : Message{N_("Top {n}"), {{"n", std::to_string(r.bracket_players)}}};
  return say(lang, Message{N_("{stage} (round {n})"), {arg("stage", which), {"n", n}}});
}

std::string match_title(const ReportLang& lang, const Round& r, const Match& m) {
  if (!m.third_place) return round_title(lang, r);
  return say(lang, Message{N_("{stage} (round {n})"), {arg("stage", Message{N_("Third-place match"), {}}), {"n", std::to_string(r.number)}}});
}

MessageArg round_arg(const Round& r) { return MessageArg("round", round_title(Lang::en, r), round_title(Lang::ja, r)); }

// As printf's "%.2f" (std::to_chars promises the same digits), without its locale and parsing.
std::string fixed2(double v) {
  char buf[400];  // room for any double in fixed notation
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, 2);
  return std::string(buf, ec == std::errc() ? end : buf);
}

std::string verdict_label(const ReportLang& lang, decklint::Verdict v) {
  switch (v) {
    case decklint::Verdict::legal: return say(lang, Message{N_("LEGAL"), {}});
    case decklint::Verdict::illegal: return say(lang, Message{N_("ILLEGAL"), {}});
    case decklint::Verdict::unverified: break;
    case decklint::Verdict::unreadable: return decklint::verdict_name(v);  // never stored
  }
  return say(lang, Message{N_("UNVERIFIED"), {}});
}

const Round& pick_round(const EventReport& r, std::optional<int> asked) {
  if (r.rounds.empty()) throw InputError(r.event.file, 0, Message{N_("no round has been paired yet, so there is nothing to print for a round"), {}});
  if (!asked) return r.rounds.back();
  if (const Round* rd = r.round(*asked)) return *rd;
  throw InputError(r.event.file, 0,
                   Message{N_("round {round} does not exist; this event has rounds {first} to {last}"),
                           {{"round", std::to_string(*asked)}, {"first", std::to_string(r.rounds.front().number)},
                            {"last", std::to_string(r.rounds.back().number)}}});
}

}  // namespace jk::reports
