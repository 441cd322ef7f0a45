// What a rule demands and where the rulebook says it, in words a judge reads (games show,
// deck rules, diagnostics), in English or Japanese (the rulebooks' terms: docs/glossary.md).
#include "i18n.hpp"
#include "pack.hpp"

namespace jk {

static std::string bounds(const Rule& r, Lang lang) {
  auto n = [](long v) { return std::to_string(v); };
  if (r.any_number) return tr(lang, N_("any number"));
  if (r.exact) return format(tr(lang, N_("exactly {n}")), {{"n", n(*r.exact)}});
  if (r.min && r.max) return format(tr(lang, N_("{lo} to {hi}")), {{"lo", n(*r.min)}, {"hi", n(*r.max)}});
  if (r.min) return format(tr(lang, N_("at least {n}")), {{"n", n(*r.min)}});
  if (r.max) return format(tr(lang, N_("at most {n}")), {{"n", n(*r.max)}});
  return "";
}

static std::string part_name(const Game& g, const std::string& id, Lang lang) { return part_words(g, id).str(lang); }

Message part_words(const std::vector<Part>& parts, const std::string& id) {
  const Part* p = nullptr;
  for (const auto& q : parts)
    if (id.empty() ? q.where.all.empty() : q.id == id) {
      p = &q;
      break;
    }
  if (!p) return verbatim(id);
  return Message{"{text}", {MessageArg("text", p->name_en, p->name_ja)}};
}

Message part_words(const Game& g, const std::string& id) { return part_words(g.parts, id); }

std::string field_word(std::string_view field, Lang lang) {
  // The card-list fields rules read, as the rulebooks name them.
  static const std::pair<const char*, const char*> words[] = {
      {"faction", N_("faction")}, {"cost", N_("cost")},   {"stars", N_("stars")}, {"type", N_("type")},
      {"class", N_("class")},     {"tag", N_("tag")},     {"name", N_("name")},   {"number", N_("number")},
      {"object_number", N_("object number")},
  };
  if (lang == Lang::en) return std::string(field);  // English names the field as the card list does
  for (const auto& [key, word] : words)
    if (field == key) return tr(lang, word);
  return std::string(field);
}

// A value as the pack names it in `lang` (its id when the pack gives no name).
static std::string value_word(const Game& g, CardField field, const std::string& id, Lang lang) {
  const std::string name = field_name(field);
  for (const auto& fv : g.fields)
    if (fv.field == name)
      for (const auto& v : fv.values)
        if (v.id == id) {
          const std::string& word = lang == Lang::ja ? v.ja : v.en;
          return word.empty() ? id : word;
        }
  return id;
}

static std::string condition_words(const Game& g, const Condition& c, Lang lang) {
  const std::string field = field_word(field_name(c.field), lang);
  auto n = [](long v) { return std::to_string(v); };
  std::string values;
  for (const auto& v : c.values)
    values = values.empty() ? value_word(g, c.field, v, lang) : format(tr(lang, N_("{either} or {or}")), {{"either", values}, {"or", value_word(g, c.field, v, lang)}});
  // A card has a set of tags: tag=X is "has the tag X", not "its tag is X".
  const bool tag = c.field == CardField::tag;
  switch (c.op) {
    case Condition::Op::eq: return format(tr(lang, tag ? N_("tagged {value}") : N_("{field} is {value}")), {{"field", field}, {"value", values}});
    case Condition::Op::ne: return format(tr(lang, tag ? N_("not tagged {value}") : N_("{field} is not {value}")), {{"field", field}, {"value", values}});
    case Condition::Op::lt: return format(tr(lang, N_("{field} under {n}")), {{"field", field}, {"n", n(c.lo)}});
    case Condition::Op::le: return format(tr(lang, N_("{field} {n} or less")), {{"field", field}, {"n", n(c.lo)}});
    case Condition::Op::gt: return format(tr(lang, N_("{field} over {n}")), {{"field", field}, {"n", n(c.lo)}});
    case Condition::Op::ge: return format(tr(lang, N_("{field} {n} or more")), {{"field", field}, {"n", n(c.lo)}});
    case Condition::Op::between:
      return format(tr(lang, N_("{field} {lo} to {hi}")), {{"field", field}, {"lo", n(c.lo)}, {"hi", n(c.hi)}});
  }
  return {};
}

std::string where_words(const Game& g, const Predicate& where, Lang lang) {
  if (lang == Lang::en) return where.text;  // the pack's own text: card lists' fields and ids
  std::string out;
  for (const auto& c : where.all)
    out = out.empty() ? condition_words(g, c, lang) : format(tr(lang, N_("{condition}, {more}")), {{"condition", out}, {"more", condition_words(g, c, lang)}});
  return out;
}

MessageArg where_arg(const Game& g, const Predicate& where, std::string name) {
  return MessageArg(std::move(name), where.text, where_words(g, where, Lang::ja));
}

std::string describe_rule(const Game& g, const Rule& r) { return describe_rule(g, r, Lang::en); }

std::string describe_rule(const Game& g, const Rule& r, Lang lang) {
  std::string b = bounds(r, lang);
  auto part = [&] { return part_name(g, r.part, lang); };
  switch (r.kind) {
    case RuleKind::size: return format(tr(lang, N_("cards in the {part}: {bounds}")), {{"part", part()}, {"bounds", b}});
    case RuleKind::copies: {
      const std::optional<CopiesKey> by = parse_copies_key(r.key);
      std::string key = !by || by->identity ? format(tr(lang, N_("card {field}")), {{"field", field_word(g.identity, lang)}}) : field_word(r.key, lang);
      if (r.where.text.empty()) return format(tr(lang, N_("copies per {key}: {bounds}")), {{"key", key}, {"bounds", b}});
      return format(tr(lang, N_("copies per {key} among {where}: {bounds}")), {{"key", key}, {"where", where_words(g, r.where, lang)}, {"bounds", b}});
    }
    case RuleKind::card_limit: return format(tr(lang, N_("copies of {card}: {bounds}")), {{"card", r.card}, {"bounds", b}});
    case RuleKind::count:
      if (r.part.empty() || g.parts.size() < 2)
        return format(tr(lang, N_("cards with {where}: {bounds}")), {{"where", where_words(g, r.where, lang)}, {"bounds", b}});
      return format(tr(lang, N_("cards with {where} in the {part}: {bounds}")), {{"where", where_words(g, r.where, lang)}, {"part", part()}, {"bounds", b}});
    case RuleKind::sum:
      return format(tr(lang, N_("total {field} of the {part}: {bounds}")), {{"field", field_word(r.field, lang)}, {"part", part()}, {"bounds", b}});
    case RuleKind::banned: return format(tr(lang, N_("not allowed: {where}")), {{"where", where_words(g, r.where, lang)}});
    case RuleKind::leader: {
      FormatArgs a = {{"field", field_word(r.field, lang)}, {"part", part()}, {"neutral", r.neutral}};
      if (r.neutral.empty()) return format(tr(lang, N_("every card's {field} within the {part}'s")), a);
      return format(tr(lang, N_("every card's {field} within the {part}'s ({neutral} always allowed)")), a);
    }
  }
  return std::string(rule_kind_name(r.kind));
}

std::string cite_rule(const Game& g, const Rule& r) { return cite_rule(g, r, Lang::en); }

std::string cite_rule(const Game& g, const Rule& r, Lang lang) { return cite_rule_message(g, r).str(lang); }

Message cite_rule_message(const Game& g, const Rule& r) {
  std::vector<Message> parts{verbatim(g.id + " " + r.cite)};
  if (!r.revision_id.empty())
    parts.push_back({N_("; revised {announced}, in force from {effective}"), {{"announced", r.announced}, {"effective", r.effective}}});
  return concatenated(std::move(parts));
}

}  // namespace jk
