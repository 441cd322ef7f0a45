// judgekit rules card: every entry about one card, found by its cards attribute or its text.
#include <algorithm>
#include <map>

#include "errors.hpp"
#include "index.hpp"
#include "pack.hpp"
#include "query.hpp"
#include "read_as.hpp"
#include "text.hpp"
#include "tokenizer.hpp"

namespace jk::rulings {

static const char* kind_name(CardMatch::Kind k) {
  switch (k) {
    case CardMatch::Kind::number: return "number";
    case CardMatch::Kind::base_number: return "base_number";
    case CardMatch::Kind::name: return "name";
    case CardMatch::Kind::normalised_name: return "normalised_name";
    case CardMatch::Kind::reading: return "reading";
    default: return "unknown";
  }
}

// The readings the index holds for the game's cards (the list's own, and kakasi's of every name),
// so a card is found by them whether or not its list gives one: とうししんたく -> 投資信託.
static void add_index_readings(Index& index, const std::string& game, CardList& list) {
  auto& st = cached(index, "SELECT key, surface FROM readings WHERE game = ?1 AND kind = 'card'");
  st.bind(1, game);
  while (st.step()) {
    auto [b, e] = list.by_name.equal_range(st.text(1));
    for (auto it = b; it != e; ++it) list.by_reading_key.emplace(name_key(st.text(0)), it->second);
  }
  st.reset();
}

// A name typed in another form of its kanji (國債 for 国債): the one card whose name folds the same.
static CardMatch by_variants(const CardList& list, const std::string& typed) {
  CardMatch m;
  std::string key = search_key(typed);
  if (key.empty()) return m;
  std::vector<std::size_t> found;
  for (std::size_t i = 0; i < list.cards.size(); ++i)
    if (!list.cards[i].name.empty() && search_key(list.cards[i].name) == key &&
        std::none_of(found.begin(), found.end(), [&](std::size_t f) { return list.cards[f].base_number == list.cards[i].base_number; }))
      found.push_back(i);
  if (found.size() == 1) {
    m.kind = CardMatch::Kind::normalised_name;
    m.cards = found;
  }
  return m;
}

CardEntries card_entries(Index& index, const std::string& games_dir, const std::string& game, const std::string& card) {
  const GameRange& g = game_range(index, game);
  CardList list = effective_cards(load_game(games_dir, game));
  add_index_readings(index, game, list);
  CardMatch m = find_card(list, sanitize_utf8(card));
  if (m.kind == CardMatch::Kind::unknown) {
    CardMatch folded = by_variants(list, sanitize_utf8(card));
    if (folded.kind != CardMatch::Kind::unknown) {
      say_read_as(card, list.cards[folded.cards.front()].name);
      m = folded;
    }
  }
  if (m.kind == CardMatch::Kind::unknown) {
    std::string hint;
    for (const auto& s : m.suggestions) hint += (hint.empty() ? "" : ", ") + s;
    throw InputError(hint.empty() ? Message{N_("no card '{card}' in the card list of {game} (look a card up by number, name or kana reading)"),
                                            {{"card", card}, {"game", game}}}
                                  : Message{N_("no card '{card}' in the card list of {game}; did you mean {hint}? (look a card up by number, name or kana reading)"),
                                            {{"card", card}, {"game", game}, {"hint", hint}}});
  }
  if (m.kind == CardMatch::Kind::ambiguous) {
    std::string which;
    for (auto i : m.cards) which += (which.empty() ? "" : ", ") + list.cards[i].label();
    throw InputError(Message{N_("'{card}' names several cards of {game}: {cards}; give the card number"), {{"card", card}, {"game", game}, {"cards", which}}});
  }
  const Card& c = list.cards[m.cards.front()];
  CardEntries out;
  out.card = c.label();
  out.how = kind_name(m.kind);
  std::string base = fold_text(c.base_number);
  auto [b, e] = list.by_base_number.equal_range(base);
  for (auto it = b; it != e; ++it) out.printings.push_back(list.cards[it->second].number);
  std::sort(out.printings.begin(), out.printings.end());

  std::map<std::int64_t, CardHit> hits;
  auto listed = index.db.prepare(
      "SELECT DISTINCT e.id, e.game, e.number, e.kind, e.heading, e.body FROM entry_cards c JOIN entries e ON e.id = c.entry"
      " WHERE c.game = ?1 AND c.base = ?2");
  listed.bind(1, game).bind(2, base);
  while (listed.step()) {
    CardHit h{{listed.int64(0), listed.text(1), listed.text(2), listed.text(3), listed.text(4), label_of(listed.text(4), listed.text(5))}, true, false};
    hits[h.ref.id] = h;
  }
  // The text names it: its card number (any printing shares the base number's word) or its name,
  // in the heading, body or revised wording (not the extra column, which holds the cards attribute).
  std::vector<Term> names = {{fold_text(c.base_number), c.base_number, false, {}}};
  if (!c.name.empty()) names.push_back({fold_text(c.name), c.name, false, {}});
  std::string expr;
  for (const auto& t : names)
    if (!tokenize(t.text, TokenizeMode::query).empty()) expr += (expr.empty() ? "" : " OR ") + match_expression({t});
  auto named = index.db.prepare(
      "SELECT e.id, e.game, e.number, e.kind, e.heading, e.body FROM fts JOIN entries e ON e.id = fts.rowid"
      " WHERE fts MATCH ?1 AND fts.rowid BETWEEN ?2 AND ?3");
  named.bind(1, "{heading body wording} : (" + expr + ")").bind(2, g.first).bind(3, g.last);
  while (!expr.empty() && named.step()) {
    auto& h = hits[named.int64(0)];
    if (h.ref.id == 0) h.ref = {named.int64(0), named.text(1), named.text(2), named.text(3), named.text(4), label_of(named.text(4), named.text(5))};
    h.named = true;
  }
  for (auto& [id, h] : hits) out.hits.push_back(h);
  return out;
}

}  // namespace jk::rulings
