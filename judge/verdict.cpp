// A verdict's data and its words: the name tables of seats, outcomes and findings, the measures a
// step compares, and the words made from them for a person (in their language, with the players'
// names) or for --json (English).
#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "name_table.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

using nlohmann::ordered_json;

namespace {

constexpr NameTable<Side, 2> kSeats = {{{Side::a, "A"}, {Side::b, "B"}}};
constexpr NameTable<Outcome, 8> kOutcomes = {{
    {Outcome::win, "win"},
    {Outcome::draw, "draw"},
    {Outcome::janken, "janken"},
    {Outcome::judge, "judge"},
    {Outcome::none, "none"},
    {Outcome::chooser, "chooser"},
    {Outcome::random, "random"},
    {Outcome::value, "value"},
}};
constexpr NameTable<Finding, 11> kFindings = {{
    {Finding::wins, "wins"},
    {Finding::loses, "loses"},
    {Finding::meets, "meets"},
    {Finding::equal, "equal"},
    {Finding::not_met, "not-met"},
    {Finding::both_meet, "both-meet"},
    {Finding::both_lose, "both-lose"},
    {Finding::draw, "draw"},
    {Finding::not_played, "not-played"},
    {Finding::chooses, "chooses"},
    {Finding::stated, "stated"},
}};

// What each measure compares, with A's value and B's, and its name where a slip asks for it: the
// one table of measure words.
struct MeasureWords {
  std::string_view id;
  const char* words;
  const char* name;
};
constexpr MeasureWords kMeasures[] = {
    {"stock", N_("stock {a} vs {b}"), N_("cards in the stock zone")},                                // Economica 2-5-1
    {"flow", N_("flow-zone assets {a} vs {b}"), N_("assets in the flow zone")},                      // 2-5-2
    {"value", N_("flow-zone value levels {a} vs {b}"), N_("total value levels of the flow zone's assets")},  // 2-5-3
    {"flow-emptied", N_("flow-zone assets {a} vs {b} (emptying the opponent's wins)"), nullptr},    // 2-2
    {"decks", N_("decks {a} vs {b}"), nullptr},                                                      // 2-4
    {"site-cost", N_("site total cost {a} vs {b} (7 or more loses)"), nullptr},                     // SCP 104.2a
    {"lands", N_("lands not destroyed {a} vs {b} (all the opponent's lands destroyed wins)"), nullptr},
    {"captured", N_("persons captured as 戦果 {a} vs {b} (10 wins)"), nullptr},
    {"stars", N_("★ of land occupied {a} vs {b} (10 wins)"), nullptr},
    {"discards", N_("persons as 捨て札 {a} vs {b} (20 wins)"), nullptr},
};

// Economica 2-5: what a game unfinished at the time limit is settled by, in order (2-5-4 janken last).
const std::vector<TimeLimitMeasure> kTimeLimit = {{"2-5-1", "stock"}, {"2-5-2", "flow"}, {"2-5-3", "value"}};

// The seat placeholder's own message: "{seat}" with the seat's letter, replaced by with_seats.
const char* const kSeatWords = "{seat}";

}  // namespace

std::string_view seat_name(Side s) { return name_in(kSeats, s); }
std::optional<Side> parse_seat(std::string_view text) { return parse_in(kSeats, text); }
Side other(Side s) { return s == Side::a ? Side::b : Side::a; }
std::string_view outcome_name(Outcome o) { return name_in(kOutcomes, o); }
std::optional<Outcome> parse_outcome(std::string_view name) { return parse_in(kOutcomes, name); }
std::string_view finding_name(Finding f) { return name_in(kFindings, f); }
std::optional<Finding> parse_finding(std::string_view name) { return parse_in(kFindings, name); }

MessageArg seat_arg(std::string name, Side s) {
  return arg(std::move(name), Message{kSeatWords, {{"seat", std::string(seat_name(s))}}});
}

std::optional<Side> seat_in_arg(const MessageArg& a) {
  if (a.nested.size() != 1 || a.nested[0].id != kSeatWords || a.nested[0].args.empty()) return std::nullopt;
  return parse_seat(a.nested[0].args[0].text);
}

Message with_seats(const Message& m, const std::array<std::string, 2>& labels) {
  Message out{m.id, {}};
  out.args.reserve(m.args.size());
  for (const auto& a : m.args) {
    MessageArg b = a;
    if (const auto seat = seat_in_arg(a)) b.nested = {verbatim(labels[*seat == Side::b ? 1 : 0])};
    else
      for (auto& n : b.nested) n = with_seats(n, labels);
    out.args.push_back(std::move(b));
  }
  return out;
}

std::array<std::string, 2> seat_labels(const Verdict& v, const SeatNames& names) {
  std::array<std::string, 2> out;
  for (Side s : {Side::a, Side::b}) {
    const std::size_t i = s == Side::a ? 0 : 1;
    std::string& label = out[i];
    label = std::string(seat_name(s));
    if (i < names.size() && !names[i].empty()) {
      label = names[i];
      continue;
    }
    for (const auto& side : v.sides)
      if (side.seat == s && !side.name.empty()) label += " (" + side.name + ")";
  }
  return out;
}

Message measure_words(std::string_view measure, const std::string& a, const std::string& b) {
  for (const auto& m : kMeasures)
    if (m.id == measure) return Message{m.words, {{"a", a}, {"b", b}}};
  return verbatim(std::string(measure) + " " + a + " : " + b);  // a measure this version does not know (a newer file)
}

Message measure_name(std::string_view measure) {
  for (const auto& m : kMeasures)
    if (m.id == measure && m.name) return Message{m.name, {}};
  return verbatim(std::string(measure));
}

const std::vector<TimeLimitMeasure>& time_limit_measures() { return kTimeLimit; }

Step compared(std::string rule, std::string measure, long a, long b, Finding finding, std::optional<Side> seat) {
  Step s;
  s.rule = std::move(rule);
  s.measure = std::move(measure);
  s.a = std::to_string(a);
  s.b = std::to_string(b);
  s.finding = finding;
  s.seat = seat;
  return s;
}

Step stated(std::string rule, Message what, Finding finding, std::optional<Side> seat) {
  Step s;
  s.rule = std::move(rule);
  s.what = std::move(what);
  s.finding = finding;
  s.seat = seat;
  return s;
}

Step stated(std::string rule, Message what, Message found) {
  Step s = stated(std::move(rule), std::move(what), Finding::stated);
  s.found = std::move(found);
  return s;
}

Step make_step(std::string rule, Message text, Message result) { return stated(std::move(rule), std::move(text), std::move(result)); }

void add_step(Verdict& v, Step step) { v.steps.push_back(std::move(step)); }

void decide(Verdict& v, Outcome outcome, const std::string& rule, Message summary) {
  v.outcome = outcome;
  v.winner.reset();
  v.decided_by = rule;
  v.summary = std::move(summary);
}

void decide_win(Verdict& v, Side side, const std::string& rule) {
  decide(v, Outcome::win, rule, Message{N_("{side} wins ({rule})"), {seat_arg("side", side), {"rule", rule}}});
  v.winner = side;
}

bool needs_person(const Verdict& v) { return v.outcome == Outcome::janken || v.outcome == Outcome::judge; }

// ---- Words
namespace {

Message finding_words(const Step& s) {
  const Side seat = s.seat.value_or(Side::a);
  switch (s.finding) {
    case Finding::wins: return Message{N_("{side} wins"), {seat_arg("side", seat)}};
    case Finding::loses: return Message{N_("{side} loses"), {seat_arg("side", seat)}};
    case Finding::meets: return Message{N_("{side} meets it"), {seat_arg("side", seat)}};
    case Finding::chooses: return Message{N_("{side} chooses"), {seat_arg("side", seat)}};
    case Finding::equal: return Message{N_("equal"), {}};
    case Finding::not_met: return Message{N_("not met"), {}};
    case Finding::both_meet: return Message{N_("both meet it"), {}};
    case Finding::both_lose: return Message{N_("both lose"), {}};
    case Finding::draw: return Message{N_("draw"), {}};
    case Finding::not_played: return Message{N_("not played yet"), {}};
    case Finding::stated: return s.found;
  }
  return s.found;
}

}  // namespace

Message step_what(const Step& s) { return s.measure.empty() ? s.what : measure_words(s.measure, s.a, s.b); }
Message step_found(const Step& s) { return finding_words(s); }
Message step_what(const Verdict& v, const Step& s, const SeatNames& names) { return with_seats(step_what(s), seat_labels(v, names)); }
Message step_found(const Verdict& v, const Step& s, const SeatNames& names) { return with_seats(finding_words(s), seat_labels(v, names)); }
Message summary_text(const Verdict& v, const SeatNames& names) { return with_seats(v.summary, seat_labels(v, names)); }
Message next_chooser_words(const Verdict& v, const SeatNames& names) { return with_seats(v.next_chooser_text, seat_labels(v, names)); }

std::vector<Message> notes_text(const Verdict& v, const SeatNames& names) {
  const auto labels = seat_labels(v, names);
  std::vector<Message> out;
  for (const auto& n : v.notes) out.push_back(with_seats(n, labels));
  return out;
}

std::vector<std::string> steps_text(const Verdict& v, Lang lang, const SeatNames& names) {
  std::vector<std::string> out;
  for (const auto& s : v.steps)
    out.push_back(Message{N_("{rule} {what}: {result}"), {{"rule", s.rule}, arg("what", step_what(v, s, names)), arg("result", step_found(v, s, names))}}
                      .str(lang));
  return out;
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

std::string to_json(const Verdict& v, int indent) {
  auto opt = [](const std::string& s) { return s.empty() ? ordered_json(nullptr) : ordered_json(s); };
  auto seat = [](const std::optional<Side>& s) { return s ? ordered_json(std::string(seat_name(*s))) : ordered_json(nullptr); };
  ordered_json j = {{"game", v.game},
                    {"procedure", std::string(procedure_name(v.procedure))},
                    {"outcome", std::string(outcome_name(v.outcome))},
                    {"winner", seat(v.winner)},
                    {"decided_by", opt(v.decided_by)},
                    {"summary", summary_text(v).str(Lang::en)}};
  j["sides"] = ordered_json::array();
  for (const auto& s : v.sides) j["sides"].push_back({{"id", std::string(seat_name(s.seat))}, {"name", opt(s.name)}});
  j["steps"] = ordered_json::array();
  for (const auto& s : v.steps) j["steps"].push_back({{"rule", s.rule}, {"text", step_what(v, s).str(Lang::en)}, {"result", step_found(v, s).str(Lang::en)}});
  j["notes"] = ordered_json::array();
  for (const auto& n : notes_text(v)) j["notes"].push_back(n.str(Lang::en));
  if (!v.next_chooser_rule.empty())
    j["next_game"] = {{"chooser", seat(v.next_chooser)}, {"rule", v.next_chooser_rule}, {"text", next_chooser_words(v).str(Lang::en)}};
  if (!v.value.empty()) j["value"] = v.value;
  return j.dump(indent);
}

Verdict adjudicate_state(std::string_view game, std::string_view json, const std::string& file) {
  // The judge module is where a game's own rules live: each pack with an end-state procedure has its reader.
  static constexpr struct {
    std::string_view game;
    Verdict (*read)(std::string_view, const std::string&);
  } kReaders[] = {{"economica", economica_state},
                  {"scp-tcg-jp-j", scp_state},
                  {"imitation-world", imitation_world_state},
                  {"tochi-jinbutsu", tochi_jinbutsu_state}};
  for (const auto& r : kReaders)
    if (r.game == game) return r.read(json, file);
  throw InputError(Message{N_("{game} has no end-state adjudication (ROE UP! uses --table, --settlement or --starting-capital)"),
                          {{"game", std::string(game)}}});
}

}  // namespace jk::judge
