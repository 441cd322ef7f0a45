// The rule engine: one pass per compiled rule over the deck's resolved entries. A rule whose
// outcome depends on a field the card list lacks is "unverified", never a silent pass: each
// check computes the range the truth lies in and only passes when the whole range passes.
#include <algorithm>
#include <map>
#include <set>

#include "compiled.hpp"

namespace jk::decklint {

std::string card_label(const Card& c) {
  return c.name.empty() ? c.base_number + " (name unknown)" : c.name + " (" + c.base_number + ")";
}

namespace {

// A card as a message argument: "日本株 (A0003)", or "A0003 (name unknown)" / "A0003（名前不明）".
MessageArg card_arg(std::string name, const Card& c) {
  MessageArg a{std::move(name), card_label(c), "", {}};
  if (c.name.empty()) a.ja = format(tr(Lang::ja, N_("{number} (name unknown)")), {{"number", c.base_number}});
  return a;
}
// A field of the card list ("faction"), in the words of the rulebook for Japanese (勢力).
MessageArg field_arg(std::string name, const std::string& field, bool spaced = false) {
  std::string words = field;
  if (spaced) std::replace(words.begin(), words.end(), '_', ' ');
  return {std::move(name), words, field_word(field, Lang::ja), {}};
}
MessageArg part_arg(const Game& g, int p) {
  if (p < 0) return {"part", "deck", tr(Lang::ja, N_("deck")), {}};
  const Part& part = g.parts[static_cast<std::size_t>(p)];
  return {"part", part.name_en, part.name_ja, {}};
}
MessageArg num(std::string name, long long n) { return {std::move(name), std::to_string(n), "", {}}; }

}  // namespace

namespace {

using Kind = CompiledRule::Kind;

Truth both(Truth a, Truth b) {
  if (a == Truth::no || b == Truth::no) return Truth::no;
  if (a == Truth::unknown || b == Truth::unknown) return Truth::unknown;
  return Truth::yes;
}

// How a range is worded. A count of cards has its own set: Japanese puts the counter inside the
// range (5枚以下, not 5以下枚), and a field's total takes none. The placeholder names keep the
// two sets' msgids apart.
struct RangeWords {
  const char* one;
  const char* exactly;
  const char* between;
  const char* at_least;
  const char* at_most;
  const char* or_more;
  const char* n;
  const char* lo;
  const char* hi;
};
constexpr RangeWords kTotalWords{
    "{n}", N_("exactly {n}"), N_("{lo} to {hi}"), N_("at least {n}"), N_("at most {n}"), N_("{n} or more"), "n", "lo", "hi"};
constexpr RangeWords kCountWords{N_("{count}"),         N_("exactly {count}"),  N_("{low} to {high}"), N_("at least {count}"),
                                 N_("at most {count}"), N_("{count} or more"), "count", "low", "high"};

Message bound_text(const CompiledRule& cr, const RangeWords& w) {
  if (cr.advice) {
    CompiledRule plain = cr;
    plain.advice = false;
    return {N_("recommended {bound}"), {arg("bound", bound_text(plain, w))}};
  }
  if (cr.lo == cr.hi) return {w.exactly, {num(w.n, cr.lo)}};
  if (cr.lo > 0 && cr.hi < kUnbounded) return {w.between, {num(w.lo, cr.lo), num(w.hi, cr.hi)}};
  if (cr.lo > 0) return {w.at_least, {num(w.n, cr.lo)}};
  return {w.at_most, {num(w.n, cr.hi)}};
}

// " (also on line 3)" / " (also on lines 3, 5)"; `own` is left out. With `also` false:
// " (on line 3)". An empty message when no line is left.
Message also_lines(std::vector<int> lines, int own, std::vector<int>* out = nullptr, bool also = true) {
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  lines.erase(std::remove(lines.begin(), lines.end(), own), lines.end());
  if (out) *out = lines;
  if (lines.empty()) return {};
  std::string s;
  for (std::size_t i = 0; i < lines.size() && i < 10; ++i) s += (i ? ", " : "") + std::to_string(lines[i]);
  if (lines.size() > 10) s += ", …";
  if (also) return {lines.size() == 1 ? N_(" (also on line {lines})") : N_(" (also on lines {lines})"), {{"lines", s}}};
  return {lines.size() == 1 ? N_(" (on line {lines})") : N_(" (on lines {lines})"), {{"lines", s}}};
}

// A range a count or total lies in: "16", "16 or more", "at most 11", "0 to 11".
Message range_text(const RangeWords& w, long long n) { return {w.one, {num(w.n, n)}}; }
Message range_text(const RangeWords& w, long long lo, long long hi, bool at_most) {
  if (at_most) return {w.at_most, {num(w.n, hi)}};
  if (hi >= kUnbounded) return {w.or_more, {num(w.n, lo)}};
  return {w.between, {num(w.lo, lo), num(w.hi, hi)}};
}

struct Unknown {
  std::string field;
  std::size_t card;
  int line;
};

// "日本株 (A0003) on line 2, 定期預金 (A0002) on line 5 and 3 more": the first few of `items`
// (a card, its line).
MessageArg on_lines(const std::vector<std::pair<MessageArg, int>>& items) {
  MessageArg list{"cards", "", "", {}};
  std::size_t more = 0;
  for (const auto& [card, line] : items) {
    if (list.nested.size() < 4) {
      if (!list.nested.empty()) list.nested.push_back({N_(", "), {}});
      list.nested.push_back({N_("{card} on line {line}"), {card, num("line", line)}});
    } else {
      ++more;
    }
  }
  if (more) list.nested.push_back({N_(" and {n} more"), {num("n", static_cast<long long>(more))}});
  return list;
}

// "cost unknown for 日本株 (A0003) on line 2, 定期預金 (A0002) on line 5"
Message unknown_text(const std::vector<Card>& cards, const std::vector<Unknown>& u) {
  std::vector<std::string> fields;
  for (const auto& x : u)
    if (std::find(fields.begin(), fields.end(), x.field) == fields.end()) fields.push_back(x.field);
  MessageArg all{"fields", "", "", {}};
  for (const auto& f : fields) {
    std::vector<std::pair<MessageArg, int>> items;
    std::set<std::size_t> seen;
    for (const auto& x : u)
      if (x.field == f && seen.insert(x.card).second) items.emplace_back(card_arg("card", cards[x.card]), x.line);
    if (!all.nested.empty()) all.nested.push_back({"; ", {}});
    all.nested.push_back({N_("{field} unknown for {cards}"), {field_arg("field", f), on_lines(items)}});
  }
  return {"{fields}", {all}};
}

struct Engine {
  const Ruleset& rs;
  const Compiled& c;
  Report& rep;
  const std::vector<Card>& cards;
  std::vector<int>& slot;  // scratch: group per key, -1 when unused

  const Rule& rule(const CompiledRule& cr) const { return rs.rules[cr.rule]; }

  void emit(const CompiledRule& cr, Level level, int line, Message msg, std::vector<std::string> numbers = {},
            std::optional<long long> count = {}, std::optional<long long> limit = {}, std::vector<int> lines = {}) {
    Diagnostic d;
    d.level = level;
    if (cr.advice) {
      if (level == Level::unverified) msg = {N_("advice not checked: {what}"), {arg("what", std::move(msg))}};
      d.level = Level::warning;
    }
    d.line = line;
    d.message = msg.str(Lang::en);
    d.text = std::move(msg);
    d.rule = rule(cr).id;
    d.cite = cr.cite;
    d.citation = cr.citation;
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    d.cards = std::move(numbers);
    d.count = count;
    d.limit = limit;
    d.lines = std::move(lines);
    rep.diagnostics.push_back(std::move(d));
  }

  Truth in_part(const CompiledRule& cr, std::size_t card) const {
    if (cr.part < 0) return Truth::yes;
    int p = c.part_of[card];
    if (p == cr.part) return Truth::yes;
    if (p < 0 && (c.part_mask[card] >> cr.part & 1u)) return Truth::unknown;
    return Truth::no;
  }
  Truth truth(const CompiledRule& cr, std::size_t card) const {
    Truth p = in_part(cr, card);
    if (p == Truth::no || cr.where.empty()) return p;
    return both(p, cr.where[card]);
  }
  // The field that made `card` unknown for the rule.
  std::string missing(const CompiledRule& cr, std::size_t card) const {
    std::string field;
    if (in_part(cr, card) == Truth::unknown) {
      for (const auto& part : rs.game.parts)
        if (!part.where.all.empty() && matches(part.where, cards[card], &field) == Truth::unknown) return field;
    }
    if (matches(rule(cr).where, cards[card], &field) == Truth::unknown) return field;
    return rule(cr).field.empty() ? "a field" : rule(cr).field;
  }
  // A count compared with [lo, hi]: known = counted for sure, maybe = could be counted.
  void judge_count(const CompiledRule& cr, const Message& what, long long known, long long maybe, int cross_line,
                   const std::vector<int>& known_lines, const std::vector<std::string>& numbers, const std::vector<Unknown>& unknowns,
                   bool whole_deck) {
    const long long upper = maybe >= kUnbounded - known ? kUnbounded : known + maybe;
    if (known > cr.hi) {
      Message range = maybe ? range_text(kCountWords, known, kUnbounded, false) : range_text(kCountWords, known);
      int line = whole_deck ? 0 : cross_line;
      std::vector<int> others;
      Message also = whole_deck ? Message{} : also_lines(known_lines, line, &others);
      emit(cr, Level::error, line,
           {N_("{range} {what}, {bound}{also}"), {arg("range", range), arg("what", what), arg("bound", bound_text(cr, kCountWords)), arg("also", also)}},
           numbers, known, cr.hi, others);
    } else if (upper < cr.lo) {
      Message range = maybe ? range_text(kCountWords, 0, upper, true) : range_text(kCountWords, known);
      std::vector<int> others;
      Message on = also_lines(known_lines, 0, &others, false);
      emit(cr, Level::error, 0,
           {N_("{range} {what}, {bound}{also}"),
            {arg("range", range), arg("what", what), arg("bound", bound_text(cr, kCountWords)), arg("also", whole_deck ? Message{} : on)}},
           numbers, known, cr.lo, whole_deck ? std::vector<int>{} : others);
    } else if (known < cr.lo || upper > cr.hi) {
      emit(cr, Level::unverified, 0,
           {N_("{range} {what}, {bound}: {unknown}"),
            {arg("range", range_text(kCountWords, known, upper, false)), arg("what", what), arg("bound", bound_text(cr, kCountWords)),
             arg("unknown", unknown_text(cards, unknowns))}},
           numbers, known, known < cr.lo ? cr.lo : cr.hi);
    }
  }

  void size(const CompiledRule& cr) {
    long long known = 0, maybe = 0;
    for (const auto& e : rep.cards) {
      Truth t = in_part(cr, e.card);
      if (t == Truth::yes) known += e.count;
      else if (t == Truth::unknown) maybe += e.count;
    }
    if (maybe == 0 && known >= cr.lo && known <= cr.hi) return;
    std::vector<Unknown> unknowns;
    for (const auto& e : rep.cards)
      if (in_part(cr, e.card) == Truth::unknown) unknowns.push_back({missing(cr, e.card), e.card, e.line});
    Message what{known + maybe == 1 && !maybe ? N_("card in the {part}") : N_("cards in the {part}"), {part_arg(rs.game, cr.part)}};
    judge_count(cr, what, known, maybe, 0, {}, {}, unknowns, true);
  }

  void count(const CompiledRule& cr) {
    long long known = 0, maybe = 0;
    int cross = 0;
    for (const auto& e : rep.cards) {
      Truth t = truth(cr, e.card);
      if (t == Truth::yes) {
        known += e.count;
        if (!cross && known > cr.hi) cross = e.line;
      } else if (t == Truth::unknown) {
        maybe += e.count;
      }
    }
    if (maybe == 0 && known >= cr.lo && known <= cr.hi) return;  // the common case: settled, within bounds
    std::vector<int> lines;
    std::vector<std::string> numbers;
    std::vector<Unknown> unknowns;
    for (const auto& e : rep.cards) {
      Truth t = truth(cr, e.card);
      if (t == Truth::yes) {
        lines.push_back(e.line);
        numbers.push_back(cards[e.card].number);
      } else if (t == Truth::unknown) {
        unknowns.push_back({missing(cr, e.card), e.card, e.line});
      }
    }
    bool one = known == 1 && !maybe;
    Message what{one ? N_("card with {where}") : N_("cards with {where}"), {where_arg(rs.game, rule(cr).where)}};
    if (rs.game.parts.size() >= 2 && cr.part >= 0)
      what = {one ? N_("card with {where} in the {part}") : N_("cards with {where} in the {part}"),
              {where_arg(rs.game, rule(cr).where), part_arg(rs.game, cr.part)}};
    judge_count(cr, what, known, maybe, cross, lines, numbers, unknowns, false);
  }

  void sum(const CompiledRule& cr) {
    long long known = 0, maybe = 0;
    std::vector<Unknown> unknowns;
    for (const auto& e : rep.cards) {
      Truth t = truth(cr, e.card);
      if (t == Truth::no) continue;
      long long v = cr.value[e.card];
      if (v < 0) {
        maybe = kUnbounded;
        unknowns.push_back({t == Truth::yes ? rule(cr).field : missing(cr, e.card), e.card, e.line});
      } else if (t == Truth::yes) {
        known += v * e.count;
      } else {
        if (maybe < kUnbounded) maybe += v * e.count;
        unknowns.push_back({missing(cr, e.card), e.card, e.line});
      }
    }
    const long long upper = maybe >= kUnbounded ? kUnbounded : known + maybe;
    if (maybe == 0 && known >= cr.lo && known <= cr.hi) return;
    auto total = [&](Message range) -> Message {
      return {N_("{field} of the {part} total {range}, {bound}"),
              {field_arg("field", rule(cr).field), part_arg(rs.game, cr.part), arg("range", std::move(range)), arg("bound", bound_text(cr, kTotalWords))}};
    };
    if (known > cr.hi)
      emit(cr, Level::error, 0, total(maybe ? range_text(kTotalWords, known, kUnbounded, false) : range_text(kTotalWords, known)), {}, known, cr.hi);
    else if (upper < cr.lo)
      emit(cr, Level::error, 0, total(maybe ? range_text(kTotalWords, 0, upper, true) : range_text(kTotalWords, known)), {}, known, cr.lo);
    else
      emit(cr, Level::unverified, 0,
           {N_("{total}: {unknown}"), {arg("total", total(range_text(kTotalWords, known, upper, false))), arg("unknown", unknown_text(cards, unknowns))}},
           {}, known, known < cr.lo ? cr.lo : cr.hi);
  }

  struct Group {
    int key = 0;
    long long known = 0, maybe = 0;
    int cross = 0;
  };

  int key_of(const CompiledRule& cr, std::size_t card) const {
    if (cr.by_identity) return c.identity[card];
    int k = cr.key[card];
    // A card without the field shares it only with its own copies.
    return k >= 0 ? k : static_cast<int>(cards.size()) + static_cast<int>(card);
  }
  // A key that may be any other: a card without the field, or of no known name where the pack
  // lets a name be under several numbers.
  bool open_key(const CompiledRule& cr, int k) const {
    return cr.by_identity ? c.unnamed[static_cast<std::size_t>(k)] != 0 : k >= static_cast<int>(cards.size());
  }

  void copies(const CompiledRule& cr) {
    static thread_local std::vector<Group> groups;  // reused: no allocation per deck
    groups.clear();
    auto key_of = [&](std::size_t card) { return this->key_of(cr, card); };
    for (const auto& e : rep.cards) {
      Truth t = truth(cr, e.card);
      if (t == Truth::no) continue;
      if (cr.by_identity && c.exempt[static_cast<std::size_t>(c.identity[e.card])]) continue;  // a card-limit rule governs it
      int k = key_of(e.card);
      if (slot.size() <= static_cast<std::size_t>(k)) slot.resize(static_cast<std::size_t>(k) + 1, -1);
      int& g = slot[static_cast<std::size_t>(k)];
      if (g < 0) {
        g = static_cast<int>(groups.size());
        groups.push_back({k, 0, 0, 0});
      }
      Group& G = groups[static_cast<std::size_t>(g)];
      if (t == Truth::yes) {
        G.known += e.count;
        if (!G.cross && G.known > cr.hi) G.cross = e.line;
      } else {
        G.maybe += e.count;
      }
    }
    for (const auto& G : groups) slot[static_cast<std::size_t>(G.key)] = -1;
    for (const auto& G : groups) {
      if (G.known + G.maybe <= cr.hi) continue;
      std::vector<int> lines;
      std::vector<std::string> numbers;
      std::vector<Unknown> unknowns;
      std::size_t at_cross = 0;
      bool found = false;
      std::vector<std::string> labels;
      for (const auto& e : rep.cards) {
        Truth t = truth(cr, e.card);
        if (t == Truth::no || key_of(e.card) != G.key) continue;
        if (cr.by_identity && c.exempt[static_cast<std::size_t>(c.identity[e.card])]) continue;
        lines.push_back(e.line);
        numbers.push_back(cards[e.card].number);
        std::string l = card_label(cards[e.card]);
        if (std::find(labels.begin(), labels.end(), l) == labels.end()) labels.push_back(l);
        if (t == Truth::unknown) unknowns.push_back({missing(cr, e.card), e.card, e.line});
        if (!found && (e.line == G.cross || G.cross == 0)) {
          at_cross = e.card;
          found = true;
        }
      }
      int line = G.cross ? G.cross : lines.front();
      std::vector<int> others;
      Message also = also_lines(lines, line, &others);
      MessageArg who{"card", "", "", {}};
      if (cr.by_identity) {
        // "日本株 (A0003)"; one name under several numbers: "試験Safe04 (S04, S21)"
        std::vector<std::string> bases;
        for (const auto& e : rep.cards)
          if (key_of(e.card) == G.key && truth(cr, e.card) != Truth::no &&
              std::find(bases.begin(), bases.end(), cards[e.card].base_number) == bases.end())
            bases.push_back(cards[e.card].base_number);
        // Named by a printing whose name is known when the one at the limit has none (a list may
        // name one printing of a card and not another).
        const Card* named = &cards[at_cross];
        for (const auto& e : rep.cards)
          if (named->name.empty() && key_of(e.card) == G.key && !cards[e.card].name.empty()) named = &cards[e.card];
        const Card& first = *named;
        if (bases.size() == 1 || first.name.empty()) {
          who = card_arg("card", first);
        } else {
          who.text = first.name + " (";
          for (std::size_t i = 0; i < bases.size(); ++i) who.text += (i ? ", " : "") + bases[i];
          who.text += ")";
        }
      } else {
        std::string value = parse_card_field(rule(cr).key) == CardField::object_number ? cards[at_cross].object_number.value_or("") : "";
        std::string on;
        for (std::size_t i = 0; i < labels.size(); ++i) on += (i ? ", " : "") + labels[i];
        Message head = value.empty() ? Message{"{field}", {field_arg("field", rule(cr).key, true)}}
                                     : Message{N_("{field} {value}"), {field_arg("field", rule(cr).key, true), {"value", value, "", {}}}};
        if (G.known > cr.hi)
          emit(cr, Level::error, line,
               {N_("{key} on {n} cards, at most {max}: {cards}{also}"),
                {arg("key", head), num("n", G.known), num("max", cr.hi), {"cards", on, "", {}}, arg("also", also)}},
               numbers, G.known, cr.hi, others);
        else
          emit(cr, Level::unverified, line,
               {N_("{key} on {n} to {upper} cards, at most {max}: {cards}{also}: {unknown}"),
                {arg("key", head), num("n", G.known), num("upper", G.known + G.maybe), num("max", cr.hi), {"cards", on, "", {}},
                 arg("also", also), arg("unknown", unknown_text(cards, unknowns))}},
               numbers, G.known, cr.hi, others);
        continue;
      }
      if (G.known > cr.hi)
        emit(cr, Level::error, line, {N_("{card} ×{n}, at most {max}{also}"), {who, num("n", G.known), num("max", cr.hi), arg("also", also)}},
             numbers, G.known, cr.hi, others);
      else
        emit(cr, Level::unverified, line,
             {N_("{card} ×{n} to {upper}, at most {max}{also}: {unknown}"),
              {who, num("n", G.known), num("upper", G.known + G.maybe), num("max", cr.hi), arg("also", also),
               arg("unknown", unknown_text(cards, unknowns))}},
             numbers, G.known, cr.hi, others);
    }
    open_groups(cr, groups);
  }

  // Groups of an open key may be one key with each other and with any known one: a key reaches at
  // most every open group and the largest known one. Past the limit the rule is not checked for
  // the open groups' cards (groups already past it are reported above).
  void open_groups(const CompiledRule& cr, const std::vector<Group>& groups) {
    long long open = 0, largest = 0;
    std::set<int> keys;
    for (const auto& G : groups) {
      const long long n = G.known + G.maybe;
      if (n > cr.hi) continue;
      if (!open_key(cr, G.key)) {
        largest = std::max(largest, n);
      } else {
        open += n;
        keys.insert(G.key);
      }
    }
    if (keys.empty() || open + largest <= cr.hi) return;
    std::vector<Unknown> u;
    std::vector<std::string> numbers;
    std::vector<int> lines;
    std::set<std::size_t> seen;
    for (const auto& e : rep.cards) {
      if (truth(cr, e.card) == Truth::no || !keys.count(key_of(cr, e.card))) continue;
      numbers.push_back(cards[e.card].number);
      lines.push_back(e.line);
      if (seen.insert(e.card).second) u.push_back({cr.by_identity ? rs.game.identity : rule(cr).key, e.card, e.line});
    }
    std::vector<int> others;
    also_lines(lines, u.front().line, &others);
    if (!cr.by_identity) {
      emit(cr, Level::unverified, u.front().line,
           {rule(cr).where.all.empty() ? N_("cannot tell whether two cards have the same {field}: {unknown}")
                                       : N_("cannot tell whether two cards with {where} have the same {field}: {unknown}"),
            {where_arg(rs.game, rule(cr).where), field_arg("field", rule(cr).key, true), arg("unknown", unknown_text(cards, u))}},
           numbers, std::nullopt, std::nullopt, others);
      return;
    }
    // Named by number: the name is what is unknown.
    std::vector<std::pair<MessageArg, int>> items;
    for (const auto& x : u) items.emplace_back(MessageArg{"card", cards[x.card].base_number, "", {}}, x.line);
    emit(cr, Level::unverified, u.front().line,
         {u.size() == 1 ? N_("{field} rule not checked: the {field} of {cards} is unknown, and one {field} may be under several card "
                             "numbers; at most {max} of a {field}")
                        : N_("{field} rule not checked: the {field}s of {cards} are unknown, and one {field} may be under several card "
                             "numbers; at most {max} of a {field}"),
          {field_arg("field", rs.game.identity), on_lines(items), num("max", cr.hi)}},
         numbers, std::nullopt, cr.hi, others);
  }

  void card_limit(const CompiledRule& cr) {
    long long known = 0;
    int cross = 0;
    std::size_t first = 0;
    bool any = false;
    for (const auto& e : rep.cards) {
      if (!cr.member[e.card] || in_part(cr, e.card) == Truth::no) continue;
      if (!any) first = e.card;
      any = true;
      known += e.count;
      if (!cross && known > cr.hi) {
        cross = e.line;
        first = e.card;
      }
    }
    if (known <= cr.hi) return;
    std::vector<int> lines;
    std::vector<std::string> numbers;
    for (const auto& e : rep.cards)
      if (cr.member[e.card] && in_part(cr, e.card) != Truth::no) {
        lines.push_back(e.line);
        numbers.push_back(cards[e.card].number);
      }
    std::vector<int> others;
    Message also = also_lines(lines, cross, &others);
    emit(cr, Level::error, cross,
         {N_("{card} ×{n}, at most {max}{also}"), {card_arg("card", cards[first]), num("n", known), num("max", cr.hi), arg("also", also)}},
         numbers, known, cr.hi, others);
  }

  void banned(const CompiledRule& cr) {
    for (const auto& e : rep.cards) {
      Truth t = truth(cr, e.card);
      if (t == Truth::no) continue;
      const Card& card = cards[e.card];
      MessageArg where = where_arg(rs.game, rule(cr).where);
      if (t == Truth::yes)
        emit(cr, Level::error, e.line, {N_("{card} ×{n} is not allowed in this format ({where})"), {card_arg("card", card), num("n", e.count), where}},
             {card.number}, e.count, 0);
      else
        emit(cr, Level::unverified, e.line,
             {N_("cannot tell whether {card} ×{n} is allowed ({where}): its {field} is unknown"),
              {card_arg("card", card), num("n", e.count), where, field_arg("field", missing(cr, e.card))}},
             {card.number}, e.count, 0);
    }
  }

  void leader(const CompiledRule& cr) {
    const MessageArg field = field_arg("field", rule(cr).field);
    const MessageArg lname = part_arg(rs.game, cr.part);
    long long n = 0, maybe = 0;  // maybe: cards the list cannot place (their type unknown)
    const DeckCard* lead = nullptr;
    for (const auto& e : rep.cards)
      if (c.part_of[e.card] == cr.part) {
        n += e.count;
        lead = &e;
      } else if (c.part_of[e.card] < 0 && (c.part_mask[e.card] >> cr.part & 1u)) {
        maybe += e.count;
      }
    if (n != 1 && maybe > 0) {
      emit(cr, Level::unverified, 0,
           {N_("{field} rule not checked: it needs exactly one {part}, the list has {n} to {upper}"), {field, lname, num("n", n), num("upper", n + maybe)}});
      return;
    }
    if (n != 1) {
      emit(cr, Level::unverified, 0, {N_("{field} rule not checked: it needs exactly one {part}, the list has {n}"), {field, lname, num("n", n)}});
      return;
    }
    const Card& L = cards[lead->card];
    if (L.factions.empty()) {
      emit(cr, Level::unverified, lead->line,
           {N_("{field} rule not checked: the {field} of the {part} {card} is unknown"), {field, lname, card_arg("card", L)}}, {L.number});
      return;
    }
    auto has = [](const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); };
    if (!cr.neutral.empty() && has(L.factions, cr.neutral)) return;  // a neutral leader allows every faction
    std::string allowed;
    for (const auto& f : L.factions) allowed += (allowed.empty() ? "" : ", ") + f;
    for (const auto& e : rep.cards) {
      if (&e == lead || c.part_of[e.card] == cr.part) continue;
      const Card& card = cards[e.card];
      bool maybe_leader = c.part_of[e.card] < 0 && (c.part_mask[e.card] >> cr.part & 1u);
      if (card.factions.empty()) {
        emit(cr, Level::unverified, e.line, {N_("cannot tell whether {card} is allowed: its {field} is unknown"), {card_arg("card", card), field}},
             {card.number});
        continue;
      }
      if (!cr.neutral.empty() && has(card.factions, cr.neutral)) continue;
      std::string outside;
      bool some_inside = false;
      for (const auto& f : card.factions) {
        if (!has(L.factions, f)) outside += (outside.empty() ? "" : ", ") + f;
        else some_inside = true;
      }
      if (outside.empty()) continue;
      if (some_inside) {
        // ③ says only 「選んだアガの勢力に含まれるカード」; whether a card of several factions needs
        // all of them or one within the アガ's, the rulebook's text does not say: a judge decides.
        emit(cr, Level::unverified, e.line,
             {N_("cannot tell whether {card} is allowed: of its {field}s only some are the {part}'s ({outside} is not); the rulebook does "
                 "not say whether one is enough"),
              {card_arg("card", card), field, lname, {"outside", outside, "", {}}}},
             {card.number});
        continue;
      }
      Message msg{N_("{card}: {field} {outside}; the {part} {leader} on line {line} allows {allowed}"),
                  {card_arg("card", card), field, {"outside", outside, "", {}}, lname, card_arg("leader", L), num("line", lead->line),
                   {"allowed", allowed, "", {}}}};
      if (maybe_leader)
        emit(cr, Level::unverified, e.line,
             {N_("{what}; unless it is the {part}: its {field} is unknown"), {arg("what", msg), lname, field_arg("field", missing(cr, e.card))}},
             {card.number});
      else
        emit(cr, Level::error, e.line, msg, {card.number}, std::nullopt, std::nullopt, {lead->line});
    }
  }
};

}  // namespace

thread_local std::vector<int> t_slot;

void check_deck(const Ruleset& rs, Report& rep) {
  const Compiled& c = *rs.compiled;
  Engine E{rs, c, rep, rs.cards.cards, t_slot};
  for (const auto& cr : c.rules) {
    switch (cr.kind) {
      case Kind::size: E.size(cr); break;
      case Kind::count: E.count(cr); break;
      case Kind::sum: E.sum(cr); break;
      case Kind::copies: E.copies(cr); break;
      case Kind::card_limit: E.card_limit(cr); break;
      case Kind::banned: E.banned(cr); break;
      case Kind::leader: E.leader(cr); break;
    }
  }
  std::stable_sort(rep.diagnostics.begin(), rep.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
  rep.errors = rep.warnings = rep.unverified = 0;
  for (const auto& d : rep.diagnostics) {
    if (d.level == Level::error) ++rep.errors;
    else if (d.level == Level::warning) ++rep.warnings;
    else ++rep.unverified;
  }
  rep.verdict = rep.errors ? Verdict::illegal : rep.unverified ? Verdict::unverified : Verdict::legal;
}

}  // namespace jk::decklint
