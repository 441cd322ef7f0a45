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

using Kind = CompiledRule::Kind;

Truth both(Truth a, Truth b) {
  if (a == Truth::no || b == Truth::no) return Truth::no;
  if (a == Truth::unknown || b == Truth::unknown) return Truth::unknown;
  return Truth::yes;
}

std::string bound_text(const CompiledRule& cr) {
  if (cr.advice) {
    CompiledRule plain = cr;
    plain.advice = false;
    return "recommended " + bound_text(plain);
  }
  if (cr.lo == cr.hi) return "exactly " + std::to_string(cr.lo);
  if (cr.lo > 0 && cr.hi < kUnbounded) return std::to_string(cr.lo) + " to " + std::to_string(cr.hi);
  if (cr.lo > 0) return "at least " + std::to_string(cr.lo);
  return "at most " + std::to_string(cr.hi);
}

// " (also on line 3)" / " (also on lines 3, 5)"; `own` is left out.
std::string also_lines(std::vector<int> lines, int own, std::vector<int>* out = nullptr) {
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  lines.erase(std::remove(lines.begin(), lines.end(), own), lines.end());
  if (out) *out = lines;
  if (lines.empty()) return "";
  std::string s = lines.size() == 1 ? " (also on line " : " (also on lines ";
  for (std::size_t i = 0; i < lines.size() && i < 10; ++i) s += (i ? ", " : "") + std::to_string(lines[i]);
  if (lines.size() > 10) s += ", …";
  return s + ")";
}

struct Unknown {
  std::string field;
  std::size_t card;
  int line;
};

// "cost unknown for 日本株 (A0003) on line 2, 定期預金 (A0002) on line 5"
std::string unknown_text(const std::vector<Card>& cards, const std::vector<Unknown>& u) {
  std::vector<std::string> fields;
  for (const auto& x : u)
    if (std::find(fields.begin(), fields.end(), x.field) == fields.end()) fields.push_back(x.field);
  std::string s;
  for (const auto& f : fields) {
    std::vector<std::string> items;
    std::set<std::size_t> seen;
    std::size_t more = 0;
    for (const auto& x : u) {
      if (x.field != f || !seen.insert(x.card).second) continue;
      if (items.size() < 4) items.push_back(card_label(cards[x.card]) + " on line " + std::to_string(x.line));
      else ++more;
    }
    s += (s.empty() ? "" : "; ") + f + " unknown for ";
    for (std::size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + items[i];
    if (more) s += " and " + std::to_string(more) + " more";
  }
  return s;
}

struct Engine {
  const Ruleset& rs;
  const Compiled& c;
  Report& rep;
  const std::vector<Card>& cards;
  std::vector<int>& slot;  // scratch: group per key, -1 when unused

  const Rule& rule(const CompiledRule& cr) const { return rs.rules[cr.rule]; }

  void emit(const CompiledRule& cr, Level level, int line, std::string msg, std::vector<std::string> numbers = {},
            std::optional<long long> count = {}, std::optional<long long> limit = {}, std::vector<int> lines = {}) {
    Diagnostic d;
    d.level = level;
    if (cr.advice) {
      if (level == Level::unverified) msg = "advice not checked: " + msg;
      d.level = Level::warning;
    }
    d.line = line;
    d.message = std::move(msg);
    d.rule = rule(cr).id;
    d.cite = cr.cite;
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
  std::string part_name(int p) const { return p < 0 ? "deck" : rs.game.parts[static_cast<std::size_t>(p)].name_en; }
  std::string in_part_text(const CompiledRule& cr) const {
    return rs.game.parts.size() < 2 || cr.part < 0 ? "" : " in the " + part_name(cr.part);
  }

  // A count compared with [lo, hi]: known = counted for sure, maybe = could be counted.
  void judge_count(const CompiledRule& cr, const std::string& what, long long known, long long maybe, int cross_line,
                   const std::vector<int>& known_lines, const std::vector<std::string>& numbers, const std::vector<Unknown>& unknowns,
                   bool whole_deck) {
    const long long upper = maybe >= kUnbounded - known ? kUnbounded : known + maybe;
    if (known > cr.hi) {
      std::string range = maybe ? std::to_string(known) + " or more" : std::to_string(known);
      int line = whole_deck ? 0 : cross_line;
      std::vector<int> others;
      std::string also = whole_deck ? "" : also_lines(known_lines, line, &others);
      emit(cr, Level::error, line, range + " " + what + ", " + bound_text(cr) + also, numbers, known, cr.hi, others);
    } else if (upper < cr.lo) {
      std::string range = maybe ? "at most " + std::to_string(upper) : std::to_string(known);
      std::vector<int> others;
      std::string on = also_lines(known_lines, 0, &others);
      if (!on.empty()) on = " (on line" + on.substr(std::string(" (also on line").size());
      emit(cr, Level::error, 0, range + " " + what + ", " + bound_text(cr) + (whole_deck ? "" : on), numbers, known, cr.lo,
           whole_deck ? std::vector<int>{} : others);
    } else if (known < cr.lo || upper > cr.hi) {
      std::string range = std::to_string(known) + (upper >= kUnbounded ? " or more" : " to " + std::to_string(upper));
      emit(cr, Level::unverified, 0, range + " " + what + ", " + bound_text(cr) + ": " + unknown_text(cards, unknowns), numbers, known,
           known < cr.lo ? cr.lo : cr.hi);
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
    std::string what = (known + maybe == 1 && !maybe ? "card" : "cards") + std::string(" in the ") + part_name(cr.part);
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
    std::string what = std::string(known == 1 && !maybe ? "card" : "cards") + " with " + rule(cr).where.text + in_part_text(cr);
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
    std::string head = rule(cr).field + " of the " + part_name(cr.part) + " total ";
    if (known > cr.hi)
      emit(cr, Level::error, 0, head + std::to_string(known) + (maybe ? " or more" : "") + ", " + bound_text(cr), {}, known, cr.hi);
    else if (upper < cr.lo)
      emit(cr, Level::error, 0, head + (maybe ? "at most " + std::to_string(upper) : std::to_string(known)) + ", " + bound_text(cr), {},
           known, cr.lo);
    else
      emit(cr, Level::unverified, 0,
           head + std::to_string(known) + (upper >= kUnbounded ? " or more" : " to " + std::to_string(upper)) + ", " + bound_text(cr) +
               ": " + unknown_text(cards, unknowns),
           {}, known, known < cr.lo ? cr.lo : cr.hi);
  }

  struct Group {
    int key = 0;
    long long known = 0, maybe = 0;
    int cross = 0;
  };

  void copies(const CompiledRule& cr) {
    const std::size_t ncards = cards.size();
    static thread_local std::vector<Group> groups;  // reused: no allocation per deck
    groups.clear();
    std::vector<Unknown> keyless;  // copies by a field the card lacks
    auto key_of = [&](std::size_t card) -> int {
      if (cr.by_identity) return c.identity[card];
      int k = cr.key[card];
      // A card without the field shares it only with its own copies.
      return k >= 0 ? k : static_cast<int>(ncards) + static_cast<int>(card);
    };
    for (const auto& e : rep.cards) {
      Truth t = truth(cr, e.card);
      if (t == Truth::no) continue;
      if (cr.by_identity && c.exempt[static_cast<std::size_t>(c.identity[e.card])]) continue;  // a card-limit rule governs it
      if (!cr.by_identity && cr.key[e.card] < 0) keyless.push_back({rule(cr).key, e.card, e.line});
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
      std::string also = also_lines(lines, line, &others);
      std::string who;
      if (cr.by_identity) {
        // "日本株 (A0003)"; one name under several numbers: "試験Safe04 (S04, S21)"
        std::vector<std::string> bases;
        for (const auto& e : rep.cards)
          if (key_of(e.card) == G.key && truth(cr, e.card) != Truth::no &&
              std::find(bases.begin(), bases.end(), cards[e.card].base_number) == bases.end())
            bases.push_back(cards[e.card].base_number);
        const Card& first = cards[at_cross];
        if (bases.size() == 1 || first.name.empty()) {
          who = card_label(first);
        } else {
          who = first.name + " (";
          for (std::size_t i = 0; i < bases.size(); ++i) who += (i ? ", " : "") + bases[i];
          who += ")";
        }
      } else {
        std::string field = rule(cr).key;
        std::replace(field.begin(), field.end(), '_', ' ');
        std::string value = rule(cr).key == "object_number" ? cards[at_cross].object_number.value_or("") : "";
        std::string on;
        for (std::size_t i = 0; i < labels.size(); ++i) on += (i ? ", " : "") + labels[i];
        std::string head = field + (value.empty() ? "" : " " + value) + " on ";
        if (G.known > cr.hi)
          emit(cr, Level::error, line, head + std::to_string(G.known) + " cards, at most " + std::to_string(cr.hi) + ": " + on + also, numbers,
               G.known, cr.hi, others);
        else
          emit(cr, Level::unverified, line,
               head + std::to_string(G.known) + " to " + std::to_string(G.known + G.maybe) + " cards, at most " + std::to_string(cr.hi) + ": " +
                   on + also + ": " + unknown_text(cards, unknowns),
               numbers, G.known, cr.hi, others);
        continue;
      }
      if (G.known > cr.hi)
        emit(cr, Level::error, line, who + " ×" + std::to_string(G.known) + ", at most " + std::to_string(cr.hi) + also, numbers, G.known,
             cr.hi, others);
      else
        emit(cr, Level::unverified, line,
             who + " ×" + std::to_string(G.known) + " to " + std::to_string(G.known + G.maybe) + ", at most " + std::to_string(cr.hi) +
                 also + ": " + unknown_text(cards, unknowns),
             numbers, G.known, cr.hi, others);
    }
    // A card without the field may share it with any other card the rule covers.
    if (!keyless.empty() && groups.size() >= 2) {
      std::vector<std::string> numbers;
      for (const auto& u : keyless) numbers.push_back(cards[u.card].number);
      std::string among = rule(cr).where.text.empty() ? "" : " with " + rule(cr).where.text;
      std::string field = rule(cr).key;
      std::replace(field.begin(), field.end(), '_', ' ');
      emit(cr, Level::unverified, keyless.front().line,
           "cannot tell whether two cards" + among + " have the same " + field + ": " + unknown_text(cards, keyless), numbers);
    }
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
    std::string also = also_lines(lines, cross, &others);
    emit(cr, Level::error, cross, card_label(cards[first]) + " ×" + std::to_string(known) + ", at most " + std::to_string(cr.hi) + also,
         numbers, known, cr.hi, others);
  }

  void banned(const CompiledRule& cr) {
    for (const auto& e : rep.cards) {
      Truth t = truth(cr, e.card);
      if (t == Truth::no) continue;
      const Card& card = cards[e.card];
      std::string what = card_label(card) + " ×" + std::to_string(e.count);
      if (t == Truth::yes)
        emit(cr, Level::error, e.line, what + " is not allowed in this format (" + rule(cr).where.text + ")", {card.number}, e.count, 0);
      else
        emit(cr, Level::unverified, e.line,
             "cannot tell whether " + what + " is allowed (" + rule(cr).where.text + "): its " + missing(cr, e.card) + " is unknown",
             {card.number}, e.count, 0);
    }
  }

  void leader(const CompiledRule& cr) {
    const std::string& field = rule(cr).field;
    const std::string lname = part_name(cr.part);
    long long n = 0;
    const DeckCard* lead = nullptr;
    for (const auto& e : rep.cards)
      if (c.part_of[e.card] == cr.part) {
        n += e.count;
        lead = &e;
      }
    if (n != 1) {
      emit(cr, Level::unverified, 0, field + " rule not checked: it needs exactly one " + lname + ", the list has " + std::to_string(n));
      return;
    }
    const Card& L = cards[lead->card];
    if (L.factions.empty()) {
      emit(cr, Level::unverified, lead->line, field + " rule not checked: the " + field + " of the " + lname + " " + card_label(L) + " is unknown",
           {L.number});
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
        emit(cr, Level::unverified, e.line, "cannot tell whether " + card_label(card) + " is allowed: its " + field + " is unknown", {card.number});
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
             "cannot tell whether " + card_label(card) + " is allowed: of its " + field + "s only some are the " + lname + "'s (" +
                 outside + " is not); the rulebook does not say whether one is enough",
             {card.number});
        continue;
      }
      std::string msg = card_label(card) + ": " + field + " " + outside + "; the " + lname + " " + card_label(L) + " on line " +
                        std::to_string(lead->line) + " allows " + allowed;
      if (maybe_leader)
        emit(cr, Level::unverified, e.line, msg + "; unless it is the " + lname + ": its " + missing(cr, e.card) + " is unknown", {card.number});
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
