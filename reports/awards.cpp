// ROE UP! awards (ゲームの終了: ROE、売上高、イノベーションの数の各トップに賞) as the reports print them.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "judge.hpp"
#include "sections.hpp"

namespace jk::reports {

std::vector<std::string> seat_awards(const SeatResult& s) {
  std::vector<std::string> out;
  if (!s.awards_json) return out;
  const auto j = nlohmann::json::parse(*s.awards_json, nullptr, false);
  if (!j.is_array()) return out;
  for (const auto& a : j)
    if (a.is_string()) out.push_back(a.get<std::string>());
  return out;
}

// The judge module's table (ゲームの終了), so a PDF and `round show` name an award alike; an id it
// does not know is shown as stored.
std::string award_name(const std::string& id) { return judge::award_name(id); }

std::string awards_text(const SeatResult* s) {
  std::string out;
  if (!s) return out;
  for (const auto& a : seat_awards(*s)) out += (out.empty() ? "" : "・") + award_name(a);
  return out;
}

std::map<std::int64_t, std::string> award_totals(const EventReport& r) {
  // Per player: award id -> count, ids in the order first seen (roe, sales, innovation as given).
  std::map<std::int64_t, std::vector<std::pair<std::string, int>>> counts;
  bool any = false;
  for (const auto& rd : r.rounds)
    for (const auto& m : rd.matches) {
      if (!m.result) continue;
      for (const auto& s : m.result->seats)
        for (const auto& a : seat_awards(s)) {
          any = true;
          auto& list = counts[s.player_id];
          auto it = std::find_if(list.begin(), list.end(), [&](const auto& p) { return p.first == a; });
          if (it == list.end()) list.emplace_back(a, 1);
          else ++it->second;
        }
    }
  std::map<std::int64_t, std::string> out;
  if (!any) return out;
  for (const auto& row : r.standings.rows) {
    int total = 0;
    std::string parts;
    for (const auto& [id, n] : counts[row.player_id]) {
      total += n;
      parts += (parts.empty() ? "" : ", ") + award_name(id) + (n > 1 ? "×" + std::to_string(n) : "");
    }
    out[row.player_id] = std::to_string(total) + (parts.empty() ? "" : ": " + parts);
  }
  return out;
}

}  // namespace jk::reports
