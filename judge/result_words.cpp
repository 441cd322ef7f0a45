// A stored result in words, from its kind, seats and adjudication (the verdict or the penalty that
// decided it). The stored summary is never read here.
#include "result_words.hpp"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "judge.hpp"

namespace jk::judge {

namespace {

using NameOf = std::function<std::string(std::int64_t)>;

// The first seat's games: "2-1-0".
Message score(const ResultRecord& r) {
  if (r.seats.empty()) return Message{N_("not reported"), {}};
  const SeatResult& s = r.seats[0];
  return verbatim(std::to_string(s.games_won) + "-" + std::to_string(s.games_lost) + "-" + std::to_string(s.games_drawn));
}

// "1st 佐藤, 2nd 鈴木=田中": ties share a place, joined with '='.
Message placements(const ResultRecord& r, const NameOf& name) {
  std::map<int, std::string> at;  // place -> names, in seat order
  for (const auto& s : r.seats) {
    if (!s.placement) return score(r);  // not a placement after all
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
  return out.empty() ? score(r) : out;
}

nlohmann::json adjudication(const ResultRecord& r) {
  if (!r.adjudication_json) return nullptr;
  return nlohmann::json::parse(*r.adjudication_json, nullptr, false);
}

// A penalty's result: "2-0-0 · match loss: 佐藤 (5-2-1)" [" · match not over"], from the
// penalty the adjudication names (judge/penalties.cpp writes it).
Message penalty(const ResultRecord& r, const NameOf& name, const MatchStructure* match) {
  const nlohmann::json a = adjudication(r);
  const nlohmann::json p = a.is_object() && a.contains("penalty") && a["penalty"].is_object() ? a["penalty"] : nlohmann::json::object();
  // A penalty on a player with a bye (its one seat): the bye is lost.
  Message out = r.seats.size() == 1 ? Message{N_("bye lost"), {}} : score(r);
  const std::optional<PenaltyKind> kind = p.contains("kind") && p["kind"].is_string() ? parse_penalty(p["kind"].get<std::string>()) : std::nullopt;
  if (kind) {
    std::string who = p.contains("player_id") && p["player_id"].is_number_integer() ? name(p["player_id"].get<std::int64_t>()) : "";
    if (who.empty() && p.contains("player") && p["player"].is_string()) who = p["player"].get<std::string>();
    // The citation is stored with the game's id ("economica 5-1-1"); the line names the rule alone.
    if (p.contains("citation") && p["citation"].is_string()) {
      const std::string c = p["citation"].get<std::string>();
      who += " (" + c.substr(c.find(' ') == std::string::npos ? 0 : c.find(' ') + 1) + ")";
    }
    const char* id = N_("warning: {who}");
    if (*kind == PenaltyKind::game_loss) id = N_("game loss: {who}");
    else if (*kind == PenaltyKind::match_loss) id = N_("match loss: {who}");
    else if (*kind == PenaltyKind::disqualification) id = N_("disqualification: {who}");
    out = Message{N_("{before} · {after}"), {arg("before", out), arg("after", Message{id, {{"who", who}}})}};
  }
  // A game loss in a match of several games: provisional until a player has the games needed.
  if (match && kind == PenaltyKind::game_loss && r.seats.size() == 2) {
    const int most = std::max(r.seats[0].games_won, r.seats[1].games_won);
    if (most < match->wins_needed())
      out = Message{N_("{before} · {after}"), {arg("before", out), arg("after", Message{N_("match not over"), {}})}};
  }
  return out;
}

// "1-0-0 (time limit, 2-5-3)": the score and the rule the verdict was decided by.
Message adjudicated(const ResultRecord& r) {
  std::string rule;
  if (r.adjudication_json) {
    try {
      rule = verdict_from_json(*r.adjudication_json).decided_by;
    } catch (const InputError&) {
    }
  }
  if (rule.empty()) return score(r);
  return Message{N_("{score} (time limit, {rule})"), {arg("score", score(r)), {"rule", rule}}};
}

}  // namespace

Message result_text(const ResultRecord& r, const NameOf& name, const MatchStructure* match) {
  switch (r.kind) {
    case ResultKind::games: return score(r);
    case ResultKind::draw: return Message{N_("draw"), {}};
    case ResultKind::double_loss: return Message{N_("double loss"), {}};
    case ResultKind::bye: return Message{N_("bye"), {}};
    case ResultKind::placement: return placements(r, name);
    case ResultKind::adjudicated: return adjudicated(r);
    case ResultKind::penalty: return penalty(r, name, match);
  }
  return score(r);
}

}  // namespace jk::judge
