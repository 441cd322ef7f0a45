// Which construction rules hold for a format on a date: base, derived changes, revisions, overrides.
#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "errors.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk {

static std::optional<long> to_long(const std::string& s, const RuleChange& c) {
  long v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < 0)
    throw InputError(c.source_file, c.source_line, Message{N_("'{value}' is not a whole number"), {{"value", s}}});
  return v;
}

// "which is not among the rules in force (deck-size, copies, ...)": names what could be meant.
static MessageArg not_in_force(const std::vector<Rule>& rules) {
  std::string ids;
  for (const auto& r : rules) ids += (ids.empty() ? "" : ", ") + r.id;
  return ids.empty() ? arg("why", Message{N_("which is not among the rules in force (none)"), {}})
                     : arg("why", Message{N_("which is not among the rules in force ({rules})"), {{"rules", ids}}});
}

static void apply(std::vector<Rule>& rules, const RuleChange& c, const Message& context) {
  auto it = std::find_if(rules.begin(), rules.end(), [&](const Rule& r) { return r.id == c.target; });
  switch (c.op) {
    case RuleChange::Op::add:
      if (it != rules.end()) *it = c.rule;  // adding an existing id replaces it
      else rules.push_back(c.rule);
      return;
    case RuleChange::Op::remove:
      if (it == rules.end())
        throw InputError(c.source_file, c.source_line, Message{N_("{context} removes rule '{rule}', {why}"), {arg("context", context), {"rule", c.target}, not_in_force(rules)}});
      rules.erase(it);
      return;
    case RuleChange::Op::change:
      if (it == rules.end())
        throw InputError(c.source_file, c.source_line, Message{N_("{context} changes rule '{rule}', {why}"), {arg("context", context), {"rule", c.target}, not_in_force(rules)}});
      for (const auto& [k, v] : c.attrs) {
        if (k == "min") it->min = to_long(v, c);
        else if (k == "max") it->max = to_long(v, c);
        else if (k == "exact") it->exact = to_long(v, c);
        else if (k == "where") {
          try {
            it->where = parse_predicate(v);
          } catch (const InputError& e) {
            throw InputError(c.source_file, c.source_line, Message{N_("where: {error}"), {arg("error", e.message())}});

          }
        }
        else if (k == "card") it->card = v;
        else if (k == "key") it->key = v;
        else if (k == "field") it->field = v;
        else if (k == "neutral") it->neutral = v;
        else if (k == "part") it->part = v;
        else if (k == "cite") it->cite = v;
        else if (k == "any") {
          const std::optional<bool> b = parse_bool(v);
          if (!b) throw InputError(c.source_file, c.source_line, Message{N_("any must be true or false, not '{value}'"), {{"value", v}}});
          it->any_number = *b;
        } else if (k == "severity") {
          const std::optional<Severity> sev = parse_severity(v);
          if (!sev)
            throw InputError(c.source_file, c.source_line, Message{N_("severity must be error or warning, not '{value}'"), {{"value", v}}});
          it->severity = *sev;
        } else throw InputError(c.source_file, c.source_line, Message{N_("cannot change attribute '{name}'"), {{"name", k}}});
      }
      // The changed rule must still be one the engine can check, as the pack loader demands.
      const std::optional<CardField> summed = parse_card_field(it->field);
      if (it->kind == RuleKind::sum && (!summed || !is_numeric(*summed)))
        throw InputError(c.source_file, c.source_line, Message{N_("rule '{rule}' (sum) needs field=\"stars\" or \"cost\", not '{field}'"), {{"rule", it->id}, {"field", it->field}}});
      // A min/max change replaces an exact bound and the other way round.
      if (c.attrs.count("exact") && !c.attrs.count("min") && !c.attrs.count("max")) it->min = it->max = std::nullopt;
      if ((c.attrs.count("min") || c.attrs.count("max")) && !c.attrs.count("exact")) it->exact = std::nullopt;
      if (it->min && it->max && *it->min > *it->max)
        throw InputError(c.source_file, c.source_line,
                         Message{N_("rule '{rule}' would need at least {min} and at most {max}"),
                                 {{"rule", it->id}, {"min", std::to_string(*it->min)}, {"max", std::to_string(*it->max)}}});
      if (!c.rule.revision_id.empty()) {
        it->revision_id = c.rule.revision_id;
        it->announced = c.rule.announced;
        it->effective = c.rule.effective;
      }
      return;
  }
}

static std::vector<const Format*> chain(const Game& game, std::string_view format_id) {
  std::vector<const Format*> out;
  const Format* f = game.find_format(format_id);
  if (!f) {
    std::string known;
    for (const auto& k : game.formats) known += (known.empty() ? "" : ", ") + k.id;
    throw InputError(Message{N_("game '{game}' has no format '{format}'; its formats: {formats}"), {{"game", game.id}, {"format", std::string(format_id)}, {"formats", known}}});
  }
  while (f) {
    if (out.size() > game.formats.size()) throw InputError(game.xml_path, f->source_line, Message{N_("format bases form a cycle"), {}});
    out.push_back(f);
    f = f->base.empty() ? nullptr : game.find_format(f->base);
  }
  std::reverse(out.begin(), out.end());
  return out;
}

std::vector<Rule> rules_in_force(const Game& game, std::string_view format_id, std::string_view date,
                                 const std::vector<RuleChange>& overrides) {
  auto formats = chain(game, format_id);
  std::vector<Rule> rules;
  for (const Format* f : formats) {
    for (const auto& c : f->changes) apply(rules, c, Message{N_("format '{format}'"), {{"format", f->id}}});
    for (const auto& r : f->rules) apply(rules, RuleChange{RuleChange::Op::add, r, r.id, {}, {}, r.source_file, r.source_line}, Message{N_("format '{format}'"), {{"format", f->id}}});
  }
  for (const auto& rev : game.revisions) {
    if (rev.effective > date) continue;
    bool applies = rev.formats.empty() ||
                   std::any_of(formats.begin(), formats.end(), [&](const Format* f) {
                     return std::find(rev.formats.begin(), rev.formats.end(), f->id) != rev.formats.end();
                   });
    if (!applies) continue;
    for (const auto& c : rev.changes) apply(rules, c, Message{N_("revision '{revision}'"), {{"revision", rev.id}}});
  }
  for (const auto& c : overrides) apply(rules, c, Message{N_("the event's override"), {}});
  return rules;
}

std::string identity_key(const Game& game, const Card& card) {
  if (parse_card_field(game.identity) == CardField::number || card.name.empty()) return card.base_number;
  return name_key(card.name);
}

}  // namespace jk
