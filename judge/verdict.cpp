#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

using nlohmann::ordered_json;

std::string other_side(const std::string& side) { return side == "A" ? "B" : "A"; }

std::string side_label(const Verdict& v, const std::string& side) {
  for (const auto& s : v.sides)
    if (s.id == side && !s.name.empty()) return side + " (" + s.name + ")";
  return side;
}

void add_step(Verdict& v, std::string rule, std::string text, std::string result) {
  v.steps.push_back({std::move(rule), std::move(text), std::move(result)});
}

Step make_step(std::string rule, Message text, Message result) {
  Step s{std::move(rule), text.str(Lang::en), result.str(Lang::en)};
  s.text_msg = std::move(text);
  s.result_msg = std::move(result);
  return s;
}

void add_step(Verdict& v, std::string rule, Message text, Message result) {
  v.steps.push_back(make_step(std::move(rule), std::move(text), std::move(result)));
}

void decide_win(Verdict& v, const std::string& side, const std::string& rule) {
  decide(v, "win", rule, Message{N_("{side} wins ({rule})"), {{"side", side_label(v, side)}, {"rule", rule}}});
  v.winner = side;
}

void decide(Verdict& v, const std::string& outcome, const std::string& rule, Message summary) {
  decide(v, outcome, rule, summary.str(Lang::en));
  v.summary_msg = std::move(summary);
}

void decide(Verdict& v, const std::string& outcome, const std::string& rule, const std::string& summary) {
  v.outcome = outcome;
  v.winner.clear();
  v.decided_by = rule;
  v.summary = summary;
  v.summary_msg = {};
}

void set_summary(Verdict& v, Message summary) {
  v.summary = summary.str(Lang::en);
  v.summary_msg = std::move(summary);
}

void set_next_chooser_text(Verdict& v, Message text) {
  v.next_chooser_text = text.str(Lang::en);
  v.next_chooser_msg = std::move(text);
}


Message name_list(const std::vector<std::string>& names, bool and_last) {
  // Flat, not nested "{list}, {item}" pairs: a pod of thousands (the benchmark) would nest as
  // deep. Each later name is the joining message with an empty {list}, rendered in a row.
  MessageArg all;
  all.name = "names";
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (k == 0) all.nested.push_back(verbatim(names[k]));
    else
      all.nested.push_back(Message{and_last && k + 1 == names.size() ? N_("{list} and {item}") : N_("{list}, {item}"),
                                   {{"list", ""}, {"item", names[k]}}});
  }
  if (all.nested.empty()) return verbatim("");
  return Message{"{names}", {std::move(all)}};
}

bool needs_person(const Verdict& v) { return v.outcome == "janken" || v.outcome == "judge"; }

std::string to_json(const Verdict& v, int indent) {
  auto opt = [](const std::string& s) { return s.empty() ? ordered_json(nullptr) : ordered_json(s); };
  ordered_json j = {{"game", v.game}, {"procedure", v.procedure}, {"outcome", v.outcome}, {"winner", opt(v.winner)},
                    {"decided_by", opt(v.decided_by)}, {"summary", v.summary}};
  j["sides"] = ordered_json::array();
  for (const auto& s : v.sides) j["sides"].push_back({{"id", s.id}, {"name", opt(s.name)}});
  j["steps"] = ordered_json::array();
  for (const auto& s : v.steps) j["steps"].push_back({{"rule", s.rule}, {"text", s.text}, {"result", s.result}});
  j["notes"] = v.notes;
  if (!v.next_chooser_rule.empty())
    j["next_game"] = {{"chooser", opt(v.next_chooser)}, {"rule", v.next_chooser_rule}, {"text", v.next_chooser_text}};
  if (!v.value.empty()) j["value"] = v.value;
  return j.dump(indent);
}

Verdict adjudicate_state(std::string_view game, std::string_view json, const std::string& file) {
  if (game == "economica") return economica_state(json, file);
  if (game == "scp-tcg-jp-j") return scp_state(json, file);
  if (game == "imitation-world") return imitation_world_state(json, file);
  if (game == "tochi-jinbutsu") return tochi_jinbutsu_state(json, file);
  throw InputError(Message{N_("{game} has no end-state adjudication (ROE UP! uses --table, --settlement or --starting-capital)"),
                          {{"game", std::string(game)}}});
}


}  // namespace jk::judge
