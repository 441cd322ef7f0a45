// The event's settings and tiebreakers as the cover page words them: a person reads
// 「遅刻者は欠席ラウンドを敗北扱い」, not `late_entry_losses true`.
#include <nlohmann/json.hpp>

#include "sections.hpp"

namespace jk::reports {

namespace {

std::string percent(double fraction) {
  const int p = static_cast<int>(fraction * 100 + 0.5);
  return std::to_string(p) + "%";
}

}  // namespace

std::string tiebreaker_name(const std::string& id) {
  if (id == "omw") return "対戦相手のマッチ勝率 OMW%";
  if (id == "gw") return "ゲーム勝率 GW%";
  if (id == "ogw") return "対戦相手のゲーム勝率 OGW%";
  if (id == "oppw") return "対戦相手の勝率 opponents' win %";
  if (id == "oopw") return "対戦相手の対戦相手の勝率 opponents' opponents' win %";
  if (id == "h2h" || id == "head-to-head") return "直接対決 head-to-head";
  if (id == "random") return "抽選 random draw";
  return id;  // a tiebreaker this version does not name: its id as stored
}

std::string tiebreaker_chain(const std::vector<std::pair<std::string, double>>& chain) {
  std::string out;
  int n = 0;
  for (const auto& [id, floor] : chain)
    out += (out.empty() ? "" : "\n") + std::to_string(++n) + ". " + tiebreaker_name(id) +
           (floor > 0 ? "（下限 " + percent(floor) + " floor）" : "");
  return out;
}

std::vector<std::pair<std::string, std::string>> settings_in_words(const EventInfo& e) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [key, value] : e.settings) {
    const auto v = nlohmann::json::parse(value, nullptr, false);
    if (key == "late_entry_losses" && v.is_boolean()) {
      out.push_back({"遅刻者 Late entries", v.get<bool>() ? "遅刻者は欠席ラウンドを敗北扱い  a late entry loses each round missed"
                                                          : "遅刻者の欠席ラウンドは数えない  rounds a late entry missed are not counted"});
    } else if (key == "time_limit_minutes" && v.is_number_integer()) {
      const std::string n = std::to_string(v.get<long>());
      out.push_back({"制限時間 Time limit", "1ラウンド " + n + " 分  " + n + " minutes a round"});
    } else if (key == "tiebreakers" && v.is_array()) {
      continue;  // shown as the tiebreaker chain (EventInfo::tiebreak_chain)
    } else {
      // A setting this version has no words for: shown as stored, so nothing is hidden.
      out.push_back({"設定 " + key, value});
    }
  }
  return out;
}

}  // namespace jk::reports
