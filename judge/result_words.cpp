#include "result_text.hpp"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "errors.hpp"

namespace jk::event {

namespace {

// The first seat's games: "2-1-0".
Message score(const ResultRecord& r) {
  if (r.seats.empty()) return verbatim(r.summary);
  const SeatResult& s = r.seats[0];
  return verbatim(std::to_string(s.games_won) + "-" + std::to_string(s.games_lost) + "-" + std::to_string(s.games_drawn));
}

// "1st 佐藤, 2nd 鈴木=田中": ties share a place, joined with '='.
Message placements(const ResultRecord& r, const std::function<std::string(std::int64_t)>& name) {
  std::map<int, std::string> at;  // place -> names, in seat order
  for (const auto& s : r.seats) {
    if (!s.placement) return verbatim(r.summary);  // not a placement after all
    std::string& names = at[*s.placement];
    names += (names.empty() ? "" : "=") + name(s.player_id);
  }
  Message out;
  for (const auto& [place, names] : at) {
    int t = place % 100;
    const char* id = (t >= 11 && t <= 13) ? N_("{n}th {players}")
                     : place % 10 == 1    ? N_("{n}st {players}")
                     : place % 10 == 2    ? N_("{n}nd {players}")
                     : place % 10 == 3    ? N_("{n}rd {players}")
                                          : N_("{n}th {players}");
    Message part{id, {{"n", std::to_string(place)}, {"players", names}}};
    out = out.empty() ? part : Message{N_("{list}, {item}"), {arg("list", out), arg("item", part)}};
  }
  return out.empty() ? verbatim(r.summary) : out;
}

// A penalty's result: "2-0-0 · match-loss: 佐藤 (5-2-1)" [" · match not over"]; only the
// stored text names the penalty, so its known words are translated piece by piece.
Message penalty(const ResultRecord& r) {
  std::vector<std::string> parts;
  const std::string sep = " · ";
  for (std::size_t from = 0;;) {
    std::size_t at = r.summary.find(sep, from);
    parts.push_back(r.summary.substr(from, at == std::string::npos ? std::string::npos : at - from));
    if (at == std::string::npos) break;
    from = at + sep.size();
  }
  Message out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const std::string& p = parts[i];
    Message m = verbatim(p);
    if (i == 0 && p == "bye lost") m = Message{N_("bye lost"), {}};
    else if (i == 0) m = score(r);
    else if (p == "match not over") m = Message{N_("match not over"), {}};
    else {
      static const std::pair<const char*, const char*> kinds[] = {{"warning: ", N_("warning: {who}")},
                                                                   {"game-loss: ", N_("game loss: {who}")},
                                                                   {"match-loss: ", N_("match loss: {who}")},
                                                                   {"disqualification: ", N_("disqualification: {who}")}};
      for (const auto& [word, id] : kinds)
        if (p.rfind(word, 0) == 0) m = Message{id, {{"who", p.substr(std::string(word).size())}}};
    }
    out = out.empty() ? m : Message{N_("{before} · {after}"), {arg("before", out), arg("after", m)}};
  }
  return out;
}

}  // namespace

Message result_text(const ResultRecord& r, const std::function<std::string(std::int64_t)>& name) {
  switch (r.kind) {
    case ResultKind::games: return score(r);
    case ResultKind::draw: return Message{N_("draw"), {}};
    case ResultKind::double_loss: return Message{N_("double loss"), {}};
    case ResultKind::bye: return Message{N_("bye"), {}};
    case ResultKind::placement: return placements(r, name);
    case ResultKind::adjudicated: {
      std::string rule;
      if (r.adjudication_json) {
        auto j = nlohmann::json::parse(*r.adjudication_json, nullptr, false);
        if (j.is_object() && j.contains("decided_by") && j["decided_by"].is_string()) rule = j["decided_by"].get<std::string>();
      }
      // Readers that load results without their adjudication (a round's view): the rule from the
      // stored "(time limit, 2-5-4)".
      const std::string mark = " (time limit, ";
      if (rule.empty() && r.summary.size() > mark.size() && r.summary.back() == ')')
        if (std::size_t at = r.summary.find(mark); at != std::string::npos)
          rule = r.summary.substr(at + mark.size(), r.summary.size() - 1 - at - mark.size());
      if (rule.empty()) return verbatim(r.summary);
      return Message{N_("{score} (time limit, {rule})"), {arg("score", score(r)), {"rule", rule}}};
    }
    case ResultKind::penalty: return penalty(r);
  }
  return verbatim(r.summary);
}

}  // namespace jk::event
