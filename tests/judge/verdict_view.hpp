// A verdict as --json words it (English, docs/judge.md): tests check the words a judge reads and,
// through `data`, the typed verdict they were made from.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "judge.hpp"

namespace jk::test {

struct StepView {
  std::string rule, text, result;
};
struct VerdictView {
  judge::Verdict data;
  std::string game, procedure, outcome, winner, decided_by, summary, value;
  std::vector<StepView> steps;
  std::vector<std::string> notes;
  std::string next_chooser, next_chooser_rule, next_chooser_text;
};

inline VerdictView view(const judge::Verdict& v) {
  const auto j = nlohmann::json::parse(judge::to_json(v));
  auto text = [](const nlohmann::json& x) { return x.is_string() ? x.get<std::string>() : std::string(); };
  VerdictView out;
  out.data = v;
  out.game = text(j["game"]);
  out.procedure = text(j["procedure"]);
  out.outcome = text(j["outcome"]);
  out.winner = text(j["winner"]);
  out.decided_by = text(j["decided_by"]);
  out.summary = text(j["summary"]);
  if (j.contains("value")) out.value = text(j["value"]);
  for (const auto& s : j["steps"]) out.steps.push_back({text(s["rule"]), text(s["text"]), text(s["result"])});
  for (const auto& n : j["notes"]) out.notes.push_back(text(n));
  if (j.contains("next_game")) {
    out.next_chooser = text(j["next_game"]["chooser"]);
    out.next_chooser_rule = text(j["next_game"]["rule"]);
    out.next_chooser_text = text(j["next_game"]["text"]);
  }
  return out;
}

inline bool needs_person(const VerdictView& v) { return judge::needs_person(v.data); }
inline std::string to_json(const VerdictView& v, int indent = -1) { return judge::to_json(v.data, indent); }

}  // namespace jk::test
