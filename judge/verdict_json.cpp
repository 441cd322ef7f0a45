// A verdict as an event file keeps it (results.adjudication): the --json object for scripts, and
// the data it was worded from, so any reader words it again in their own language. Files written
// before the data was kept hold only the English; their time-limit steps are read back into data.
#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "message_json.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

// A seat as its letter ({"name", "seat": "A"}): its labels are filled when the verdict is worded.
const MessageArgCodec& seat_codec() {
  static const MessageArgCodec codec{
      [](const MessageArg& a) -> std::optional<ordered_json> {
        const auto seat = seat_in_arg(a);
        if (!seat) return std::nullopt;
        return ordered_json{{"name", a.name}, {"seat", std::string(seat_name(*seat))}};
      },
      [](const std::string& name, const json& x) -> std::optional<MessageArg> {
        if (!x.contains("seat") || !x["seat"].is_string()) return std::nullopt;
        return seat_arg(name, parse_seat(x["seat"].get<std::string>()).value_or(Side::a));
      }};
  return codec;
}

ordered_json verdict_message_json(const Message& m) { return message_json(m, seat_codec()); }
Message verdict_message_from(const json& j) { return message_from_json(j, seat_codec()); }

std::optional<Side> seat_of(const json& j, const char* key) {
  if (!j.contains(key) || !j[key].is_string()) return std::nullopt;
  return parse_seat(j[key].get<std::string>());
}

std::string text_of(const json& j, const char* key) { return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : ""; }

// ---- Files stored before the data was kept: the English of the time-limit chain (2-5-1..2-5-4).

// The seat `text` names where it is `m` worded in English with a label in its seat placeholder:
// "A", "B" or "A (佐藤)". A message without a seat matches its English alone.
bool read_seat(const std::string& text, const Message& m, std::optional<Side>& seat) {
  const std::string pattern = with_seats(m, {"\x01", "\x01"}).str(Lang::en);
  const std::size_t at = pattern.find('\x01');
  if (at == std::string::npos) return pattern == text;
  const std::string pre = pattern.substr(0, at), post = pattern.substr(at + 1);
  if (text.size() <= pre.size() + post.size() || text.compare(0, pre.size(), pre) != 0 ||
      text.compare(text.size() - post.size(), post.size(), post) != 0)
    return false;
  const std::string label = text.substr(pre.size(), text.size() - pre.size() - post.size());
  for (Side s : {Side::a, Side::b}) {
    const std::string letter(seat_name(s));
    if (label == letter || label.rfind(letter + " (", 0) == 0) {
      seat = s;
      return true;
    }
  }
  return false;
}

// The values of `text` when it is the measure's English with two whole numbers.
bool read_measure(const std::string& text, std::string_view measure, std::string& a, std::string& b) {
  const std::string pattern = measure_words(measure, "\x01", "\x02").str(Lang::en);
  const std::size_t pa = pattern.find('\x01'), pb = pattern.find('\x02');
  if (pa == std::string::npos || pb == std::string::npos || pb < pa) return false;
  const std::string pre = pattern.substr(0, pa), mid = pattern.substr(pa + 1, pb - pa - 1), post = pattern.substr(pb + 1);
  if (text.size() < pre.size() + post.size() || text.compare(0, pre.size(), pre) != 0 ||
      text.compare(text.size() - post.size(), post.size(), post) != 0)
    return false;
  const std::string body = text.substr(pre.size(), text.size() - pre.size() - post.size());
  const std::size_t at = body.find(mid);
  if (at == std::string::npos) return false;
  a = body.substr(0, at);
  b = body.substr(at + mid.size());
  auto number = [](const std::string& s) { return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos; };
  return number(a) && number(b);
}

// A step of the time-limit chain from its English (rule, text, result).
Step old_step(const json& j) {
  Step s;
  s.rule = text_of(j, "rule");
  const std::string text = text_of(j, "text"), result = text_of(j, "result");
  for (const char* m : {"stock", "flow", "value"})
    if (read_measure(text, m, s.a, s.b)) s.measure = m;
  if (s.measure.empty()) {
    std::optional<Side> seat;
    const Message janken{N_("janken"), {}};
    if (read_seat(text, janken, seat)) s.what = janken;
    else if (read_seat(text, Message{N_("janken won by {side}"), {seat_arg("side", Side::a)}}, seat) && seat)
      s.what = Message{N_("janken won by {side}"), {seat_arg("side", *seat)}};
    else s.what = verbatim(text);  // a step this reader does not know: as it was stored
  }
  for (Finding f : {Finding::wins, Finding::loses, Finding::equal, Finding::not_met, Finding::not_played}) {
    Step probe;
    probe.finding = f;
    std::optional<Side> seat;
    if (read_seat(result, step_found(probe), seat)) {
      s.finding = f;
      s.seat = seat;
      return s;
    }
  }
  s.finding = Finding::stated;
  s.found = verbatim(result);
  return s;
}

// The summary and notes of an old time-limit verdict, from its data where the writer's words are known.
Message old_summary(const Verdict& v, const std::string& english) {
  if (v.outcome == Outcome::win && v.winner && !v.decided_by.empty()) {
    Verdict probe = v;
    decide_win(probe, *v.winner, v.decided_by);
    if (with_seats(probe.summary, seat_labels(v, {})).str(Lang::en) == english) return probe.summary;
  }
  return verbatim(english);
}

}  // namespace

std::string to_stored_json(const Verdict& v) {
  ordered_json j = ordered_json::parse(to_json(v));
  for (std::size_t i = 0; i < v.steps.size(); ++i) {
    const Step& s = v.steps[i];
    ordered_json& x = j["steps"][i];
    if (!s.measure.empty()) {
      x["measure"] = s.measure;
      x["values"] = {s.a, s.b};
    } else {
      x["what"] = verdict_message_json(s.what);
    }
    x["finding"] = std::string(finding_name(s.finding));
    x["seat"] = s.seat ? ordered_json(std::string(seat_name(*s.seat))) : ordered_json(nullptr);
    if (s.finding == Finding::stated) x["found"] = verdict_message_json(s.found);
  }
  ordered_json words = {{"summary", verdict_message_json(v.summary)}, {"notes", ordered_json::array()}};
  for (const auto& n : v.notes) words["notes"].push_back(verdict_message_json(n));
  if (!v.next_chooser_text.empty()) words["next_game"] = verdict_message_json(v.next_chooser_text);
  j["messages"] = words;
  return j.dump();
}

Verdict verdict_from_json(std::string_view text) {
  const json j = json::parse(text.begin(), text.end(), nullptr, false);
  if (!j.is_object() || !j.contains("steps") || !j["steps"].is_array())
    throw InputError(Message{N_("a stored adjudication that is not a verdict: {json}"), {{"json", std::string(text.substr(0, 80))}}});
  Verdict v;
  v.game = text_of(j, "game");
  v.procedure = parse_procedure(text_of(j, "procedure")).value_or(ProcedureId::end_state);
  v.outcome = parse_outcome(text_of(j, "outcome")).value_or(Outcome::none);
  v.winner = seat_of(j, "winner");
  v.decided_by = text_of(j, "decided_by");
  v.value = text_of(j, "value");
  if (j.contains("sides") && j["sides"].is_array())
    for (const auto& s : j["sides"])
      if (auto seat = seat_of(s, "id")) v.sides.push_back({*seat, text_of(s, "name")});
  for (const auto& s : j["steps"]) {
    if (!s.contains("finding")) {
      v.steps.push_back(old_step(s));
      continue;
    }
    Step step;
    step.rule = text_of(s, "rule");
    step.finding = parse_finding(text_of(s, "finding")).value_or(Finding::stated);
    step.seat = seat_of(s, "seat");
    if (s.contains("measure") && s.contains("values") && s["values"].is_array() && s["values"].size() == 2) {
      step.measure = text_of(s, "measure");
      step.a = s["values"][0].is_string() ? s["values"][0].get<std::string>() : s["values"][0].dump();
      step.b = s["values"][1].is_string() ? s["values"][1].get<std::string>() : s["values"][1].dump();
    } else {
      step.what = s.contains("what") ? verdict_message_from(s["what"]) : verbatim(text_of(s, "text"));
    }
    if (step.finding == Finding::stated) step.found = s.contains("found") ? verdict_message_from(s["found"]) : verbatim(text_of(s, "result"));
    v.steps.push_back(std::move(step));
  }
  if (j.contains("next_game") && j["next_game"].is_object()) {
    v.next_chooser = seat_of(j["next_game"], "chooser");
    v.next_chooser_rule = text_of(j["next_game"], "rule");
  }
  if (j.contains("messages") && j["messages"].is_object()) {
    const json& m = j["messages"];
    v.summary = m.contains("summary") ? verdict_message_from(m["summary"]) : Message{};
    if (m.contains("notes") && m["notes"].is_array())
      for (const auto& n : m["notes"]) v.notes.push_back(verdict_message_from(n));
    if (m.contains("next_game")) v.next_chooser_text = verdict_message_from(m["next_game"]);
    return v;
  }
  v.summary = old_summary(v, text_of(j, "summary"));
  if (j.contains("notes") && j["notes"].is_array())
    for (const auto& n : j["notes"]) v.notes.push_back(verbatim(n.is_string() ? n.get<std::string>() : n.dump()));
  if (j.contains("next_game") && j["next_game"].is_object()) v.next_chooser_text = verbatim(text_of(j["next_game"], "text"));
  return v;
}

}  // namespace jk::judge
