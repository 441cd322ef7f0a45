// The event's settings and tiebreakers as the cover page words them, in the document's language:
// a person reads 「途中参加者は不参加の回戦を負け扱い」, not `late_entry_losses true`.
#include <nlohmann/json.hpp>

#include "sections.hpp"

namespace jk::reports {

namespace {

std::string percent(double fraction) {
  const int p = static_cast<int>(fraction * 100 + 0.5);
  return std::to_string(p) + "%";
}

}  // namespace

// The words are db/tiebreakers.cpp's: one table holds each tiebreaker's id and its words.
std::string tiebreaker_name(const ReportLang& lang, TiebreakId id) { return say(lang, tiebreak_words(id)); }

std::string tiebreaker_chain(const ReportLang& lang, const std::vector<std::pair<TiebreakId, double>>& chain) {
  std::string out;
  int n = 0;
  for (const auto& [id, floor] : chain) {
    // The name as an argument in each language, so "（下限 25%）" follows the Japanese name.
    const MessageArg name("tiebreaker", tiebreaker_name(ReportLang(Lang::en), id), tiebreaker_name(ReportLang(Lang::ja), id));
    const std::string words = floor > 0 ? say(lang, Message{N_("{tiebreaker} (floor {percent})"), {name, {"percent", percent(floor)}}})
                                        : tiebreaker_name(lang, id);
    out += (out.empty() ? "" : "\n") + std::to_string(++n) + ". " + words;
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> settings_in_words(const ReportLang& lang, const EventInfo& e) {
  std::vector<std::pair<std::string, std::string>> out;
  auto add = [&](const char* label, const Message& words) { out.push_back({say(lang, Message{label, {}}), say(lang, words)}); };
  for (const auto& [key, value] : e.settings) {
    const auto v = nlohmann::json::parse(value, nullptr, false);
    if (key == "late_entry_losses" && v.is_boolean()) {
      add(N_("Late entries"), Message{v.get<bool>() ? N_("a late entry loses each round missed") : N_("rounds a late entry missed are not counted"), {}});
    } else if (key == "time_limit_minutes" && v.is_number_integer()) {
      add(N_("Time limit"), Message{N_("{n} minutes a round"), {{"n", std::to_string(v.get<long>())}}});
    } else if (key == "byes_in_win_percent" && v.is_boolean()) {
      add(N_("Byes in win %"), Message{v.get<bool>() ? N_("a bye counts as a round played and won")
                                                     : N_("a bye is neither a win nor a round played"), {}});
    } else if (key == "dropped_win_cap" && v.is_number()) {
      add(N_("Dropped players' win %"), Message{N_("as their opponents see it, at most {percent}"), {{"percent", percent(v.get<double>())}}});
    } else if (key == "freeze_dropped_tiebreakers" && v.is_boolean()) {
      add(N_("Dropped players' tiebreakers"), Message{v.get<bool>() ? N_("kept as they stood after their last round")
                                                                    : N_("updated every round like everyone's"), {}});
    } else if (key == "results_need_judge" && v.is_boolean()) {
      add(N_("Results from the tables"), Message{v.get<bool>() ? N_("a judge approves every report") : N_("recorded when both players agree"), {}});
    } else if (key == "trust_table_code" && v.is_boolean()) {
      add(N_("Reports with the table's code"), Message{v.get<bool>() ? N_("trusted: equal reports are recorded")
                                                                     : N_("confirmed with each player's own code, or by a judge"), {}});
    } else if (key == "self_drop" && v.is_boolean()) {
      add(N_("Drops"), Message{v.get<bool>() ? N_("players may drop themselves from their phones") : N_("only at the judges' desk"), {}});
    } else if (key == "refuse_illegal_decks" && v.is_boolean()) {
      add(N_("Illegal decklists"), Message{v.get<bool>() ? N_("refused when submitted") : N_("stored and marked illegal"), {}});
    } else if (key == "deck_deadline" && v.is_string()) {
      add(N_("Decklist deadline"), Message{N_("{time} (venue time)"), {{"time", v.get<std::string>()}}});
    } else if (key == "report_lang" && v.is_string()) {
      const auto rl = parse_report_lang(v.get<std::string>());
      add(N_("Report language"), rl && rl->second ? Message{N_("Japanese and English"), {}}
                                 : rl && rl->first == Lang::en ? Message{N_("English"), {}}
                                 : rl                        ? Message{N_("Japanese"), {}}
                                                             : Message{N_("{value} (not a language judgekit prints)"), {{"value", v.get<std::string>()}}});
    } else if (key == "tiebreakers" && v.is_array()) {
      continue;  // shown as the tiebreaker chain (EventInfo::tiebreak_chain)
    } else if (key == "registration") {
      continue;  // how players signed up: nothing a report of the event's play says
    } else {
      // A setting this version has no words for: shown as stored, so nothing is hidden.
      out.push_back({say(lang, Message{N_("Setting {key}"), {{"key", key}}}), value});
    }
  }
  return out;
}

}  // namespace jk::reports
