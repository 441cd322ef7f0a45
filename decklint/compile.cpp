// Turns the rules in force into per-card tables (compiled.hpp): checking a deck then needs no
// predicate evaluation and no text normalisation.
#include <algorithm>
#include <unordered_map>

#include "compiled.hpp"
#include "errors.hpp"
#include "text.hpp"

namespace jk::decklint {

std::vector<RuleChange> parse_overrides(const std::vector<Override>& overrides, const std::string& where) {
  std::vector<RuleChange> out;
  for (std::size_t i = 0; i < overrides.size(); ++i) {
    RuleChange c = parse_rule_change(overrides[i].xml, where + " override " + std::to_string(i + 1));
    c.reason = overrides[i].reason;
    out.push_back(std::move(c));
  }
  return out;
}

std::optional<std::string> override_reason(const Ruleset& rs, const std::string& id) {
  if (!rs.compiled) return std::nullopt;
  auto it = rs.compiled->override_reasons.find(id);
  if (it == rs.compiled->override_reasons.end()) return std::nullopt;
  return it->second;
}

std::string citation(const Ruleset& rs, const Rule& r) { return citation(rs, r, Lang::en); }

std::string citation(const Ruleset& rs, const Rule& r, Lang lang) { return citation_message(rs, r).str(lang); }

Message citation_message(const Ruleset& rs, const Rule& r) {
  Message cite = cite_rule_message(rs.game, r);
  const auto reason = override_reason(rs, r.id);
  if (!reason) return cite;
  return concatenated({std::move(cite), reason->empty() ? Message{N_("; event override"), {}}
                                                        : Message{N_("; event override: {reason}"), {{"reason", *reason}}}});
}

// The fields copies can be counted by (besides the game's identity).
static bool countable(CardField f) {
  return f == CardField::object_number || f == CardField::name || f == CardField::number || f == CardField::type || f == CardField::card_class;
}

// A card's value of `field`, none when unknown. A card of unknown name is its number's own name
// where the pack says a name is under one number (numbers-per-name="one").
static std::optional<std::string> field_text(const Game& g, const Card& c, CardField field) {
  switch (field) {
    case CardField::object_number: return c.object_number;
    case CardField::name:
      if (!c.name.empty()) return name_key(c.name);
      return g.one_number_per_name ? std::optional("#" + fold_text(c.base_number)) : std::nullopt;
    case CardField::number: return c.base_number;
    case CardField::type: return c.type;
    case CardField::card_class: return c.card_class;
    default: return std::nullopt;
  }
}

// Which part each card goes to: the first part whose `where` matches, else the part without one.
static void assign_parts(const Game& g, const CardList& cards, Compiled& c) {
  int default_part = -1;
  for (std::size_t p = 0; p < g.parts.size(); ++p)
    if (g.parts[p].where.all.empty()) default_part = static_cast<int>(p);
  c.part_of.assign(cards.cards.size(), -1);
  c.part_mask.assign(cards.cards.size(), 0);
  for (std::size_t i = 0; i < cards.cards.size(); ++i) {
    unsigned mask = 0;
    bool settled = false;  // an earlier part matched for sure
    bool all_no = true;
    int definite = -1;
    for (std::size_t p = 0; p < g.parts.size() && !settled; ++p) {
      if (static_cast<int>(p) == default_part) continue;
      Truth t = matches(g.parts[p].where, cards.cards[i]);
      if (t == Truth::no) continue;
      mask |= 1u << p;
      if (t == Truth::yes) {
        settled = true;
        if (all_no) definite = static_cast<int>(p);
      }
      all_no = false;
    }
    if (!settled) mask |= 1u << default_part;
    if (all_no) definite = default_part;
    c.part_of[i] = definite;
    c.part_mask[i] = mask;
  }
}

// The rules in force on the date, refused when there is nothing to check.
static Ruleset rules_to_compile(const Game& game, CardList cards, const std::string& format, const std::string& date,
                                const std::vector<Override>& overrides, std::vector<RuleChange>& changes) {
  if (!valid_date(date)) throw InputError(Message{N_("date '{date}' is not a date YYYY-MM-DD"), {{"date", date}}});
  if (!game.deck_building || game.formats.empty())
    throw InputError(Message{N_("game '{game}' has no deck construction to check (it is played from the box); see `judgekit deck setup`"), {{"game", game.id}}});
  if (game.parts.size() > 31) throw InputError(game.xml_path, 0, Message{N_("a pack may declare at most 31 parts"), {}});
  Ruleset rs;
  rs.game = game;
  rs.format = format.empty() ? game.default_format()->id : format;
  rs.date = date;
  rs.cards = std::move(cards);
  if (rs.cards.by_number.size() != rs.cards.cards.size()) rs.cards.index();
  rs.overrides = overrides;
  changes = parse_overrides(overrides, "event settings");
  rs.rules = rules_in_force(game, rs.format, date, changes);
  if (rs.rules.empty()) {
    const Format* f = game.find_format(rs.format);
    if (f && !f->note.empty())
      throw InputError(Message{N_("format '{format}' of {game} has no construction rules to check ({note})"), {{"format", rs.format}, {"game", game.id}, MessageArg("note", f->note, f->note_ja)}});
    throw InputError(Message{N_("format '{format}' of {game} has no construction rules to check"), {{"format", rs.format}, {"game", game.id}}});
  }
  return rs;
}

// Each card's identity as a small number (copies are counted per identity). The printings of one
// card number are one card whatever names a list gives them (A0003/V1S and A0003/V1B, economica
// 3-2; the number before the slash is the card), and so are the cards of one name when the game
// counts by name: cards sharing either are joined, through as many links as it takes.
static void number_identities(const Game& game, const CardList& cards, Compiled& c) {
  const std::size_t n = cards.cards.size();
  std::vector<std::size_t> parent(n);
  for (std::size_t i = 0; i < n; ++i) parent[i] = i;
  auto root = [&](std::size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  };
  std::unordered_map<std::string, std::size_t> first_with;  // a key -> the first card that has it
  auto join = [&](std::size_t i, std::string key) {
    auto [it, fresh] = first_with.emplace(std::move(key), i);
    if (!fresh) parent[root(i)] = root(it->second);
  };
  for (std::size_t i = 0; i < n; ++i) {
    const Card& card = cards.cards[i];
    join(i, "#" + fold_text(card.base_number));
    const std::string key = identity_key(game, card);
    if (key != card.base_number) join(i, "=" + key);
  }
  std::unordered_map<std::size_t, int> ids;
  c.identity.resize(n);
  for (std::size_t i = 0; i < n; ++i) c.identity[i] = ids.emplace(root(i), static_cast<int>(ids.size())).first->second;
  c.identities = static_cast<int>(ids.size());
  c.exempt.assign(ids.size(), 0);
  c.unnamed.assign(ids.size(), parse_card_field(game.identity) == CardField::name && !game.one_number_per_name);
  for (std::size_t i = 0; i < n; ++i)
    if (!cards.cards[i].name.empty()) c.unnamed[static_cast<std::size_t>(c.identity[i])] = 0;
}

// The part a rule checks; a rule naming none checks the default part when `default_when_empty`.
static int part_index(const Game& game, const Rule& r, bool default_when_empty) {
  if (r.part.empty()) {
    if (!default_when_empty) return -1;
    for (std::size_t p = 0; p < game.parts.size(); ++p)
      if (game.parts[p].where.all.empty()) return static_cast<int>(p);
  }
  for (std::size_t p = 0; p < game.parts.size(); ++p)
    if (game.parts[p].id == r.part) return static_cast<int>(p);
  throw InputError(r.source_file, r.source_line,
                   Message{N_("rule '{rule}' names part '{part}', which {game} does not have"), {{"rule", r.id}, {"part", r.part}, {"game", game.id}}});
}

// Whether each card meets `p` (empty when the rule has no condition).
static std::vector<Truth> where_table(const Predicate& p, const std::vector<Card>& list) {
  std::vector<Truth> t;
  if (p.all.empty()) return t;
  t.resize(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) t[i] = matches(p, list[i]);
  return t;
}

static void compile_sum(const Rule& r, const std::vector<Card>& list, CompiledRule& cr) {
  cr.value.resize(list.size());
  const bool stars = parse_card_field(r.field) == CardField::stars;  // the loader allows stars or cost
  for (std::size_t i = 0; i < list.size(); ++i) {
    std::optional<int> v = stars ? list[i].stars : list[i].cost;
    cr.value[i] = v ? *v : -1;
  }
}

static void compile_copies(const Game& game, const Rule& r, const std::vector<Card>& list, CompiledRule& cr) {
  const std::optional<CopiesKey> key = parse_copies_key(r.key);
  cr.by_identity = key && key->identity;
  if (cr.by_identity) return;
  if (!key || !countable(key->field))
    throw InputError(r.source_file, r.source_line,
                     Message{N_("rule '{rule}': copies cannot be counted by '{key}' (identity, object_number, name, number, type, class)"),
                             {{"rule", r.id}, {"key", r.key}}});
  std::unordered_map<std::string, int> keyids;
  cr.key.resize(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    auto v = field_text(game, list[i], key->field);
    cr.key[i] = v && !v->empty() ? keyids.emplace(*v, static_cast<int>(keyids.size())).first->second : -1;
  }
}

// The limited card and every printing or card of its identity (3-2 counts by name); each is
// exempt from the copy limit.
static void compile_card_limit(const Ruleset& rs, const Rule& r, Compiled& c, CompiledRule& cr) {
  const auto& list = rs.cards.cards;
  CardMatch m = find_card(rs.cards, r.card);
  std::string base = fold_text(r.card.substr(0, r.card.find('/')));
  if (m.kind == CardMatch::Kind::ambiguous)
    throw InputError(r.source_file, r.source_line,
                     Message{N_("rule '{rule}' (card-limit) names '{card}', which is several cards; give its number"), {{"rule", r.id}, {"card", r.card}}});
  const int identity = m.cards.size() == 1 ? c.identity[m.cards[0]] : -1;
  cr.member.assign(list.size(), 0);
  bool any = false;
  for (std::size_t i = 0; i < list.size(); ++i) {
    bool is = fold_text(list[i].base_number) == base || (identity >= 0 && c.identity[i] == identity);
    cr.member[i] = is;
    any = any || is;
    if (is) c.exempt[static_cast<std::size_t>(c.identity[i])] = 1;
  }
  // A limit on a card the list does not hold would check nothing, silently.
  if (!any)
    throw InputError(r.source_file, r.source_line,
                     Message{N_("rule '{rule}' (card-limit) names '{card}', which is not in the card list"), {{"rule", r.id}, {"card", r.card}}});
}

// One rule's tables; none for a card limit that only exempts (any number).
static std::optional<CompiledRule> compile_rule(const Ruleset& rs, std::size_t ri, Compiled& c) {
  const Rule& r = rs.rules[ri];
  const Game& game = rs.game;
  const auto& list = rs.cards.cards;
  CompiledRule cr;
  cr.rule = ri;
  cr.advice = r.severity == Severity::warning;
  cr.citation = citation_message(rs, r);
  cr.cite = cr.citation.str(Lang::en);
  cr.lo = r.exact ? *r.exact : r.min.value_or(0);
  cr.hi = r.exact ? *r.exact : r.max.value_or(kUnbounded);
  cr.kind = r.kind;
  switch (r.kind) {
    case RuleKind::size:
      cr.part = part_index(game, r, true);
      break;
    case RuleKind::count:
      cr.part = part_index(game, r, true);
      cr.where = where_table(r.where, list);
      break;
    case RuleKind::sum:
      cr.part = part_index(game, r, true);
      cr.where = where_table(r.where, list);
      compile_sum(r, list, cr);
      break;
    case RuleKind::copies:
      cr.part = part_index(game, r, false);
      cr.where = where_table(r.where, list);
      compile_copies(game, r, list, cr);
      break;
    case RuleKind::card_limit:
      cr.part = part_index(game, r, false);
      compile_card_limit(rs, r, c, cr);
      if (r.any_number) return std::nullopt;  // exempts from the copy limit, checks nothing itself
      break;
    case RuleKind::banned:
      cr.part = part_index(game, r, false);
      cr.where = where_table(r.where, list);
      break;
    case RuleKind::leader:
      cr.part = part_index(game, r, false);
      cr.neutral = r.neutral;
      if (parse_card_field(r.field) != CardField::faction)
        throw InputError(r.source_file, r.source_line, Message{N_("rule '{rule}': a leader rule compares field=\"faction\""), {{"rule", r.id}}});
      break;
  }
  return cr;
}

Ruleset compile_rules(const Game& game, CardList cards, const std::string& format, const std::string& date,
                      const std::vector<Override>& overrides) {
  std::vector<RuleChange> changes;
  Ruleset rs = rules_to_compile(game, std::move(cards), format, date, overrides, changes);
  auto c = std::make_shared<Compiled>();
  for (const auto& ch : changes) c->override_reasons[ch.op == RuleChange::Op::add ? ch.rule.id : ch.target] = ch.reason;
  rs.compiled = c;  // citation() reads the override reasons
  assign_parts(game, rs.cards, *c);
  number_identities(game, rs.cards, *c);
  for (std::size_t ri = 0; ri < rs.rules.size(); ++ri)
    if (auto cr = compile_rule(rs, ri, *c)) c->rules.push_back(std::move(*cr));
  return rs;
}

}  // namespace jk::decklint
