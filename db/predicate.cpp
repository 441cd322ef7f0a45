// Card predicates of the rule language: "type=asset and cost=0", "cost=1..2", "type=tale|incident".
#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "errors.hpp"
#include "name_table.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk {

namespace {
constexpr NameTable<CardField, 9> kFields = {{
    {CardField::name, "name"},
    {CardField::number, "number"},
    {CardField::type, "type"},
    {CardField::card_class, "class"},
    {CardField::cost, "cost"},
    {CardField::stars, "stars"},
    {CardField::faction, "faction"},
    {CardField::object_number, "object_number"},
    {CardField::tag, "tag"},
}};
}  // namespace

std::string field_name(CardField f) { return std::string(name_in(kFields, f)); }
std::optional<CardField> parse_card_field(std::string_view name) { return parse_in(kFields, name); }
bool is_numeric(CardField f) { return f == CardField::cost || f == CardField::stars; }

static CardField parse_field(const std::string& s) {
  if (auto f = parse_card_field(s)) return *f;
  throw InputError(Message{N_("unknown card field '{field}' (known: name, number, type, class, cost, stars, faction, object_number, tag)"), {{"field", s}}});
}

static bool numeric(CardField f) { return is_numeric(f); }

static long parse_long(const std::string& s, const std::string& context) {
  long v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size())
    throw InputError(Message{N_("'{value}' is not a whole number in '{condition}'"), {{"value", s}, {"condition", context}}});
  return v;
}

static std::vector<std::string> split(const std::string& s, const std::string& sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    std::size_t at = s.find(sep, start);
    out.push_back(trim(s.substr(start, at == std::string::npos ? std::string::npos : at - start)));
    if (at == std::string::npos) break;
    start = at + sep.size();
  }
  return out;
}

Predicate parse_predicate(std::string_view text) {
  Predicate p;
  p.text = trim(text);
  if (p.text.empty()) return p;
  for (const std::string& clause : split(p.text, " and ")) {
    static const char* ops[] = {"!=", "<=", ">=", "=", "<", ">"};
    std::size_t at = std::string::npos;
    std::string op;
    for (const char* o : ops) {
      std::size_t k = clause.find(o);
      if (k != std::string::npos && (at == std::string::npos || k < at || (k == at && std::string(o).size() > op.size()))) {
        at = k;
        op = o;
      }
    }
    if (at == std::string::npos || at == 0)
      throw InputError(Message{N_("condition '{condition}' is not FIELD=VALUE (or != < <= > >=)"), {{"condition", clause}}});
    Condition c;
    c.field = parse_field(trim(clause.substr(0, at)));
    std::string value = trim(clause.substr(at + op.size()));
    if (value.empty()) throw InputError(Message{N_("condition '{condition}' has no value"), {{"condition", clause}}});
    if (op == "=" || op == "!=") {
      c.op = op == "=" ? Condition::Op::eq : Condition::Op::ne;
      if (numeric(c.field) && value.find("..") != std::string::npos) {
        if (op == "!=") throw InputError(Message{N_("a range needs '=' in '{condition}'"), {{"condition", clause}}});
        auto bounds = split(value, "..");
        c.op = Condition::Op::between;
        c.lo = parse_long(bounds.at(0), clause);
        c.hi = parse_long(bounds.at(1), clause);
        if (c.lo > c.hi) throw InputError(Message{N_("empty range in '{condition}'"), {{"condition", clause}}});
      } else {
        c.values = split(value, "|");
        if (numeric(c.field)) {
          c.lo = parse_long(c.values.at(0), clause);
          for (const auto& v : c.values) parse_long(v, clause);
        }
      }
    } else {
      if (!numeric(c.field))
        throw InputError(Message{N_("'{op}' needs a numeric field (cost, stars) in '{condition}'"), {{"op", op}, {"condition", clause}}});

      c.op = op == "<" ? Condition::Op::lt : op == "<=" ? Condition::Op::le : op == ">" ? Condition::Op::gt : Condition::Op::ge;
      c.lo = parse_long(value, clause);
    }
    p.all.push_back(std::move(c));
  }
  return p;
}

// Values are canonical ids by the time cards are loaded (see load_cards_csv), so equality is exact.
static bool same_value(const std::string& a, const std::string& b) { return a == b; }

static Truth text_condition(const Condition& c, const std::optional<std::string>& value) {
  if (!value || value->empty()) return Truth::unknown;
  bool any = std::any_of(c.values.begin(), c.values.end(), [&](const std::string& v) { return same_value(v, *value); });
  return (c.op == Condition::Op::eq) == any ? Truth::yes : Truth::no;
}

static Truth list_condition(const Condition& c, const std::vector<std::string>& values, bool empty_is_unknown) {
  if (values.empty() && empty_is_unknown) return Truth::unknown;
  bool any = false;
  for (const auto& have : values)
    for (const auto& want : c.values) any = any || same_value(want, have);
  return (c.op == Condition::Op::eq) == any ? Truth::yes : Truth::no;
}

static Truth numeric_condition(const Condition& c, const std::optional<int>& value) {
  if (!value) return Truth::unknown;
  long v = *value;
  bool ok = false;
  switch (c.op) {
    case Condition::Op::eq:
    case Condition::Op::ne: {
      bool any = std::any_of(c.values.begin(), c.values.end(), [&](const std::string& s) { return std::stol(s) == v; });
      ok = (c.op == Condition::Op::eq) == any;
      break;
    }
    case Condition::Op::lt: ok = v < c.lo; break;
    case Condition::Op::le: ok = v <= c.lo; break;
    case Condition::Op::gt: ok = v > c.lo; break;
    case Condition::Op::ge: ok = v >= c.lo; break;
    case Condition::Op::between: ok = v >= c.lo && v <= c.hi; break;
  }
  return ok ? Truth::yes : Truth::no;
}

Truth matches(const Predicate& p, const Card& card, std::string* missing) {
  Truth result = Truth::yes;
  for (const Condition& c : p.all) {
    Truth t = Truth::yes;
    switch (c.field) {
      case CardField::name: t = text_condition(c, card.name.empty() ? std::nullopt : std::optional(card.name)); break;
      case CardField::number: t = text_condition(c, card.number); break;
      case CardField::type: t = text_condition(c, card.type); break;
      case CardField::card_class: t = text_condition(c, card.card_class); break;
      case CardField::object_number: t = text_condition(c, card.object_number); break;
      case CardField::cost: t = numeric_condition(c, card.cost); break;
      case CardField::stars: t = numeric_condition(c, card.stars); break;
      case CardField::faction: t = list_condition(c, card.factions, true); break;
      case CardField::tag: t = list_condition(c, card.tags, !card.tags_known); break;
    }
    if (t == Truth::no) return Truth::no;  // a known failing condition settles it
    if (t == Truth::unknown && result == Truth::yes) {
      result = Truth::unknown;
      if (missing) *missing = field_name(c.field);
    }
  }
  return result;
}

}  // namespace jk
