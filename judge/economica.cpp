// Economica section 2 (勝利条件): end states 2-1..2-4-2 in the section's order of precedence, and
// the time-limit order 2-5-1..2-5-4. Bounds on counts come from the card rulings of section 7.
#include <charconv>

#include "errors.hpp"
#include "json_fields.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

namespace {

constexpr long kStockToWin = 5;       // 2-1
constexpr long kFlowCountedMax = 5;   // 7 E0043/V1SM: 4 slots full plus a stack count as 5
constexpr long kFlowSlots = 4;        // 7 E0043/V1SM: フローゾーンの4枠
constexpr long kValueMin = 1, kValueMax = 4;  // 7: at 0 or below an asset leaves, at 5 it goes to stock

const char* kValueWhy = N_(
    "each flow-zone asset has a value level of 1 to 4: at 5 it goes to the stock zone (7, E0043/V1SM), at 0 or "
    "below it leaves the flow zone (7, A0002/V1S)");

// 2-5-1..2-5-4 on counts already checked.
void apply_time_limit(Verdict& v, Counts stock, Counts flow, Counts value, std::optional<Side> janken) {
  const Counts counts[] = {stock, flow, value};  // in the order of time_limit_measures()
  for (std::size_t i = 0; i < time_limit_measures().size(); ++i) {
    const struct {
      const char* rule;
      const char* measure;
      Counts c;
    } o = {time_limit_measures()[i].rule, time_limit_measures()[i].measure, counts[i]};
    if (o.c.a != o.c.b) {
      const Side side = o.c.a > o.c.b ? Side::a : Side::b;
      add_step(v, compared(o.rule, o.measure, o.c.a, o.c.b, Finding::wins, side));
      decide_win(v, side, o.rule);
      // A seat placeholder, so the note names the player as the steps do.
      if (janken) v.notes.push_back(Message{N_("janken ({side}) was not needed: {rule} decided"), {seat_arg("side", *janken), {"rule", o.rule}}});
      return;
    }
    add_step(v, compared(o.rule, o.measure, o.c.a, o.c.b, Finding::equal));
  }
  if (!janken) {
    add_step(v, stated("2-5-4", Message{N_("janken"), {}}, Finding::not_played));
    decide(v, Outcome::janken, "2-5-4", Message{N_("janken decides (2-5-4): play janken, then enter who won (--janken A|B)"), {}});
    return;
  }
  add_step(v, stated("2-5-4", Message{N_("janken won by {side}"), {seat_arg("side", *janken)}}, Finding::wins, *janken));
  decide_win(v, *janken, "2-5-4");
}


}  // namespace

Counts parse_counts(std::string_view text, std::string_view option) {
  auto bad = [&](Message why) -> InputError {
    return InputError(Message{N_("{option} {value}: {why}"), {{"option", std::string(option)}, {"value", std::string(text)}, arg("why", std::move(why))}});
  };
  auto colon = text.find(':');
  if (colon == std::string_view::npos) throw bad(Message{N_("give A's count and B's as A:B, e.g. 3:2"), {}});
  Counts c;
  long* out[2] = {&c.a, &c.b};
  std::string_view parts[2] = {text.substr(0, colon), text.substr(colon + 1)};
  for (int i = 0; i < 2; ++i) {
    std::string_view p = parts[i];
    if (!p.empty() && p[0] == '-') throw bad(Message{N_("counts cannot be negative"), {}});
    auto [end, ec] = std::from_chars(p.data(), p.data() + p.size(), *out[i]);
    if (p.empty() || ec != std::errc() || end != p.data() + p.size())
      throw bad(Message{N_("'{part}' is not a whole number; give A:B, e.g. 3:2"), {{"part", std::string(p)}}});
  }
  return c;
}

TimeLimitInput time_limit_input(std::string_view stock, std::string_view flow, std::string_view value, std::string_view janken) {
  TimeLimitInput in;
  in.stock = parse_counts(stock, "--stock");
  in.flow = parse_counts(flow, "--flow");
  in.value = parse_counts(value, "--value");
  if (!janken.empty()) {
    in.janken = parse_seat(janken);
    if (!in.janken) throw InputError(Message{N_("--janken {value}: give A or B (who won the janken)"), {{"value", std::string(janken)}}});
  }
  return in;
}

Verdict economica_time_limit(const TimeLimitInput& in) {
  enum class Count { stock, flow };
  auto check = [](Count what, Counts c, bool b) {
    long n = b ? c.b : c.a;
    std::string who(seat_name(b ? Side::b : Side::a));
    std::string given = std::string(what == Count::stock ? "--stock " : "--flow ") + std::to_string(c.a) + ":" + std::to_string(c.b);
    if (what == Count::stock && n >= kStockToWin)
      throw InputError(Message{N_("{given}: {side} has a stock of {n}; the game already ended when a player placed 5 assets in the stock "
                                  "zone (2-1), so there is nothing to adjudicate at the time limit (use --state for how it ended)"),
                               {{"given", given}, {"side", who}, {"n", std::to_string(n)}}});
    if (what == Count::flow && n == 0)
      throw InputError(Message{N_("{given}: {side} has no flow-zone asset; the game already ended when that happened (2-2), so there "
                                  "is nothing to adjudicate at the time limit (use --state for how it ended)"),
                               {{"given", given}, {"side", who}}});
    if (what == Count::flow && n > kFlowCountedMax)
      throw InputError(Message{N_("{given}: {side}'s flow zone cannot count {n} assets: it has 4 slots and an investment-trust stack "
                                  "counts as one asset, so at most 5 are counted (7, E0043/V1SM)"),
                               {{"given", given}, {"side", who}, {"n", std::to_string(n)}}});
  };
  for (bool b : {false, true}) {
    check(Count::stock, in.stock, b);
    check(Count::flow, in.flow, b);
  }
  for (bool b : {false, true}) {
    long f = b ? in.flow.b : in.flow.a, val = b ? in.value.b : in.value.a;
    if (val < f * kValueMin || val > f * kValueMax)
      throw InputError(Message{f == 1 ? N_("--value {a}:{b}: {side}'s value levels cannot sum to {sum} with {f} flow-zone asset (only {min} to {max}): {why}")
                                      : N_("--value {a}:{b}: {side}'s value levels cannot sum to {sum} with {f} flow-zone assets (only {min} to {max}): {why}"),
                               {{"a", std::to_string(in.value.a)}, {"b", std::to_string(in.value.b)}, {"side", std::string(seat_name(b ? Side::b : Side::a))},
                                {"sum", std::to_string(val)}, {"f", std::to_string(f)}, {"min", std::to_string(f * kValueMin)},
                                {"max", std::to_string(f * kValueMax)}, arg("why", Message{kValueWhy, {}})}});
  }
  Verdict v;
  v.game = "economica";
  v.procedure = ProcedureId::time_limit;
  v.sides = {{Side::a, ""}, {Side::b, ""}};
  apply_time_limit(v, in.stock, in.flow, in.value, in.janken);
  return v;
}

// ---- End states
namespace {

struct EcoPlayer {
  long stock_cards = 0, stock_trusts = 0, deck = 0;
  std::vector<long> flow;  // value level per counted asset
  long flow_trusts = 0;
  long stock() const { return stock_cards + 2 * stock_trusts; }  // 7 E0043/V1SM: a stack counts 2 in stock
  long flow_count() const { return static_cast<long>(flow.size()); }
  long value_sum() const {
    long s = 0;
    for (long x : flow) s += x;
    return s;
  }
};

EcoPlayer read_player(const Fields& p) {
  p.only({"name", "stock", "stock_trusts", "flow", "deck"});
  EcoPlayer e;
  e.stock_cards = p.count("stock", N_("the number of asset cards in the stock zone (not counting investment-trust stacks)"));
  e.stock_trusts = p.opt_count("stock_trusts").value_or(0);
  e.deck = p.count("deck", N_("the number of cards left in the deck (山札); 0 = it has run out"));
  if (!p.has("flow")) p.fail("flow", Message{N_("missing: give the flow zone's assets as their value levels, e.g. [2, 3, {{\"trust\": 4}}]"), {}});
  const json& flow = p.raw("flow");
  if (!flow.is_array()) p.fail("flow", Message{N_("must be a list of value levels, e.g. [2, 3, {{\"trust\": 4}}]"), {}});
  for (std::size_t i = 0; i < flow.size(); ++i) {
    std::string at = "flow[" + std::to_string(i) + "]";
    json item = flow[i];
    bool trust = false;
    if (item.is_object()) {
      if (item.size() != 1 || !item.contains("trust"))
        p.fail(at, Message{N_("an investment-trust stack is written {{\"trust\": value level}}"), {}});
      trust = true;
      item = item["trust"];
    }
    if (!item.is_number_integer() || (item.is_number_unsigned() && item.get<unsigned long long>() > 1000000))
      p.fail(at, Message{N_("is {value}; a value level is a whole number 1 to 4"), {{"value", item.dump()}}});
    long lv = item.get<long>();
    if (lv < kValueMin) p.fail(at, Message{N_("value level {n}: at 0 or below an asset leaves the flow zone (7, A0002/V1S)"), {{"n", std::to_string(lv)}}});
    if (lv > kValueMax) p.fail(at, Message{N_("value level {n}: at 5 an asset goes to the stock zone (7, E0043/V1SM)"), {{"n", std::to_string(lv)}}});
    e.flow.push_back(lv);
    if (trust) ++e.flow_trusts;
  }
  if (e.flow_count() > kFlowCountedMax)
    p.fail("flow", Message{N_("{n} assets: the flow zone counts at most 5 (4 slots, and an investment-trust stack counts as one; 7, E0043/V1SM)"),
                           {{"n", std::to_string(e.flow_count())}}});
  if (e.flow_count() > kFlowSlots && e.flow_trusts == 0)
    p.fail("flow", Message{N_("{n} assets and no investment-trust stack: the flow zone has 4 slots; only a stack brings the count to 5 (7, E0043/V1SM)"),
                           {{"n", std::to_string(e.flow_count())}}});
  return e;
}

Message stock_text(const EcoPlayer& p) {
  if (!p.stock_trusts) return verbatim(std::to_string(p.stock()));
  return Message{p.stock_trusts > 1 ? N_("{total} ({cards} + {stacks} stacks ×2)") : N_("{total} ({cards} + {stacks} stack ×2)"),
                 {{"total", std::to_string(p.stock())}, {"cards", std::to_string(p.stock_cards)}, {"stacks", std::to_string(p.stock_trusts)}}};
}

// 7 E0043/V1SM: how investment-trust stacks were counted, so the judge sees it.
void note_trust_stacks(Verdict& v, const EcoPlayer& p, Side side) {
  if (!p.stock_trusts && !p.flow_trusts) return;
  Message in_stock{p.stock_trusts == 1 ? N_("{n} investment-trust stack in the stock zone counts 2")
                                       : N_("{n} investment-trust stacks in the stock zone count 2 each"),
                   {{"n", std::to_string(p.stock_trusts)}}};
  Message in_flow{p.flow_trusts == 1 ? N_("{n} investment-trust stack in the flow zone counts 1")
                                     : N_("{n} investment-trust stacks in the flow zone count 1 each"),
                  {{"n", std::to_string(p.flow_trusts)}}};
  Message what = !p.flow_trusts   ? in_stock
                 : !p.stock_trusts ? in_flow
                                   : Message{N_("{stock}; {flow}"), {arg("stock", in_stock), arg("flow", in_flow)}};
  add_step(v, stated("7 E0043/V1SM", Message{N_("{side}: {what}"), {seat_arg("side", side), arg("what", what)}},
                     Message{N_("stock {stock}, flow-zone assets {flow}"), {{"stock", std::to_string(p.stock())}, {"flow", std::to_string(p.flow_count())}}}));
}

constexpr Side kBothSeats[2] = {Side::a, Side::b};

// One end state as read: both players, the time limit, and which conditions of section 2 hold.
struct EndState {
  const Fields& top;
  EcoPlayer pa, pb;
  bool time_limit = false;
  std::optional<Side> janken;
  bool w21[2] = {}, w22[2] = {}, cond[2] = {}, deck_out[2] = {};
};

Message comes_first(const std::string& rule) {
  return Message{N_("{rule} comes first (同時に起こった場合は、上に記載されているものから優先)"), {{"rule", rule}}};
}

void judge_decides(Verdict& v, const char* summary) {
  add_step(v, stated("6-4", Message{N_("a matter the rules do not settle"), {}}, Message{N_("the judge decides"), {}}));
  decide(v, Outcome::judge, "6-4", Message{summary, {}});
}

// What a victory condition came to: both meet it, one meets it (and wins by it alone), or nobody.
// `first_listed`: 2-1, which decides even when the same player also meets 2-2.
std::pair<Finding, std::optional<Side>> met(const EndState& s, const bool w[2], bool first_listed) {
  if (w[0] && w[1]) return {Finding::both_meet, std::nullopt};
  if (w[0] || w[1]) {
    int i = w[0] ? 0 : 1;
    // Alone, the first-listed condition a player meets decides the game.
    bool decides = !s.cond[1 - i] && (first_listed || !s.w21[i]);
    return {decides ? Finding::wins : Finding::meets, kBothSeats[i]};
  }
  return {Finding::not_met, std::nullopt};
}

// Later-listed conditions that also hold are named, with the precedence rule that sets them aside.
void set_aside(Verdict& v, const EndState& s, const std::string& winner_rule, int from) {
  std::vector<Message> also;
  if (from <= 4 && (s.deck_out[0] || s.deck_out[1]))
    also.push_back(s.deck_out[0] && s.deck_out[1]
                       ? Message{N_("also holds: 2-4 (both decks are out)"), {}}
                       : Message{N_("also holds: 2-4 ({side}'s deck is out)"), {{"side", std::string(seat_name(s.deck_out[0] ? Side::a : Side::b))}}});
  if (from <= 5 && s.time_limit) also.push_back(Message{N_("also holds: 2-5 (the time limit has passed)"), {}});
  for (const auto& a : also) add_step(v, stated("2", a, comes_first(winner_rule)));
}

// 2-3: both players meet 2-1 or 2-2 at once.
void both_at_once(Verdict& v, const EndState& s) {
  std::string how = "A: " + std::string(s.w21[0] ? "2-1" : "2-2") + ", B: " + (s.w21[1] ? "2-1" : "2-2");
  if (!s.top.has("event_by"))
    s.top.fail("event_by", Message{N_("missing: both players meet a victory condition at once ({how}); 2-3 gives the game to whoever "
                                      "used the event that caused it: give \"A\" or \"B\", or null when no event caused it"),
                                   {{"how", how}}});
  auto by = s.top.side("event_by");
  if (by) {
    add_step(v, stated("2-3", Message{N_("both at once ({how}), caused by {side}'s event"), {{"how", how}, seat_arg("side", *by)}}, Finding::wins, *by));
    decide_win(v, *by, "2-3");
    set_aside(v, s, "2-3", 4);
    return;
  }
  add_step(v, stated("2-3", Message{N_("both at once ({how}), not caused by an event"), {{"how", how}}}, Message{N_("2-3 does not apply"), {}}));
  if (s.w21[0] != s.w21[1]) {
    // One met 2-1, the other only 2-2: section 2's precedence settles it (2-1 is listed first).
    int i = s.w21[0] ? 0 : 1;
    add_step(v, stated("2", Message{N_("2-1 for {a} and 2-2 for {b} at once"), {seat_arg("a", kBothSeats[i]), seat_arg("b", kBothSeats[1 - i])}}, comes_first("2-1")));
    decide_win(v, kBothSeats[i], "2");
    set_aside(v, s, "2-1", 4);
    return;
  }
  judge_decides(v, N_("the judge decides (6-4): both players met a victory condition at once and no event caused it (2-3 does not settle it)"));
}

// 2-4, 2-4-1, 2-4-2: a deck is out and nobody met 2-1 or 2-2.
void deck_out_end(Verdict& v, const EndState& s) {
  Message out = s.deck_out[0] && s.deck_out[1] ? Message{N_("both decks are out"), {}}
                                               : Message{N_("{side}'s deck is out"), {{"side", std::string(seat_name(s.deck_out[0] ? Side::a : Side::b))}}};
  long sa = s.pa.stock(), sb = s.pb.stock();
  Message out_and_stock{N_("{out}; stock {a} vs {b}"), {arg("out", out), {"a", std::to_string(sa)}, {"b", std::to_string(sb)}}};
  if (sa != sb) {
    const Side side = sa > sb ? Side::a : Side::b;
    add_step(v, stated("2-4", out_and_stock, Finding::wins, side));
    decide_win(v, side, "2-4");
    set_aside(v, s, "2-4", 5);
    return;
  }
  add_step(v, stated("2-4", out_and_stock, Finding::equal));
  if (s.deck_out[0] != s.deck_out[1]) {
    const Side loser = s.deck_out[0] ? Side::a : Side::b;
    add_step(v, stated("2-4-1", Message{N_("equal stock: {side}'s deck ran out"), {seat_arg("side", loser)}}, Finding::loses, loser));
    decide_win(v, other(loser), "2-4-1");
    set_aside(v, s, "2-4-1", 5);
    return;
  }
  if (!s.top.has("event_by"))
    s.top.fail("event_by", Message{N_("missing: both decks ran out with equal stock; 2-4-2 gives the game to whoever used the event "
                                      "that emptied them: give \"A\" or \"B\", or null when no event did"), {}});
  auto by = s.top.side("event_by");
  if (!by) {
    add_step(v, stated("2-4-2", Message{N_("both decks out with equal stock, not through an event"), {}}, Message{N_("2-4-2 does not apply"), {}}));
    judge_decides(v, N_("the judge decides (6-4): both decks ran out with equal stock and no event caused it (2-4-2 does not settle it)"));
    return;
  }
  add_step(v, stated("2-4-2", Message{N_("both decks out through {side}'s event, equal stock"), {seat_arg("side", *by)}}, Finding::wins, *by));
  decide_win(v, *by, "2-4-2");
  set_aside(v, s, "2-4-2", 5);
}

// No condition of 2-1 to 2-4 holds: the time limit's order, or the game goes on.
void no_end_yet(Verdict& v, const EndState& s) {
  Step decks = compared("2-4", "decks", s.pa.deck, s.pb.deck, Finding::stated);
  decks.found = Message{N_("no deck is out"), {}};
  add_step(v, std::move(decks));
  if (s.top.has("event_by") && !s.top.is_null("event_by"))
    v.notes.push_back(Message{N_("event_by is used only when 2-3 or 2-4-2 applies; it did not matter here"), {}});
  if (s.time_limit) {
    apply_time_limit(v, {s.pa.stock(), s.pb.stock()}, {s.pa.flow_count(), s.pb.flow_count()}, {s.pa.value_sum(), s.pb.value_sum()}, s.janken);
    return;
  }
  decide(v, Outcome::none, "", Message{N_("no victory condition holds (2-1 to 2-4) and the time limit has not passed: the game goes on"), {}});
}

// Section 2 in its order of precedence on a state already read.
void decide_end_state(Verdict& v, const EndState& s) {
  note_trust_stacks(v, s.pa, Side::a);
  note_trust_stacks(v, s.pb, Side::b);
  const auto [f21, s21] = met(s, s.w21, true);
  add_step(v, stated("2-1", Message{N_("stock {a} vs {b} (5 wins)"), {arg("a", stock_text(s.pa)), arg("b", stock_text(s.pb))}}, f21, s21));
  const auto [f22, s22] = met(s, s.w22, false);
  add_step(v, compared("2-2", "flow-emptied", s.pa.flow_count(), s.pb.flow_count(), f22, s22));
  if (s.cond[0] && s.cond[1]) return both_at_once(v, s);
  for (int i = 0; i < 2; ++i) {
    if (!s.cond[i]) continue;
    std::string rule = s.w21[i] ? "2-1" : "2-2";
    if (s.w21[i] && s.w22[i])
      add_step(v, stated("2", Message{N_("2-2 also holds for {side}"), {seat_arg("side", kBothSeats[i])}}, Message{N_("2-1 is cited: listed first"), {}}));
    decide_win(v, kBothSeats[i], rule);
    set_aside(v, s, rule, 4);
    return;
  }
  if (s.deck_out[0] || s.deck_out[1]) return deck_out_end(v, s);
  no_end_yet(v, s);
}

}  // namespace

Verdict economica_state(std::string_view text, const std::string& file) {
  json root = parse_json_input(text, file);
  Fields top(root, "", file);
  top.only({"game", "players", "event_by", "time_limit", "janken"});
  check_game(top, "economica");
  auto [fa, fb] = two_players(top);
  EcoPlayer pa = read_player(fa), pb = read_player(fb);
  EndState s{top, std::move(pa), std::move(pb), top.flag("time_limit"), top.side("janken")};
  if (top.has("janken") && !s.time_limit) top.fail("janken", Message{N_("only 2-5-4 (the time limit) uses janken; set \"time_limit\": true or remove it"), {}});
  for (int i = 0; i < 2; ++i) {
    const EcoPlayer& me = i ? s.pb : s.pa;
    const EcoPlayer& opp = i ? s.pa : s.pb;
    s.w21[i] = me.stock() >= kStockToWin;
    s.w22[i] = opp.flow_count() == 0;  // A meets 2-2 when B's flow zone is empty
    s.cond[i] = s.w21[i] || s.w22[i];
    s.deck_out[i] = me.deck == 0;
  }

  Verdict v;
  v.game = "economica";
  v.procedure = ProcedureId::end_state;
  v.sides = {{Side::a, fa.opt_text("name").value_or("")}, {Side::b, fb.opt_text("name").value_or("")}};
  decide_end_state(v, s);
  return v;
}

}  // namespace jk::judge
