// judgekit rules show: one entry, its parent and children, what it cites and what cites it.
#include <algorithm>
#include <tuple>

#include "errors.hpp"
#include "index.hpp"
#include "query.hpp"
#include "text.hpp"

namespace jk::rulings {

static constexpr const char* kEntryColumns =
    "id, game, number, kind, heading, body, parent, old, new, cards, announced, effective, line";

static EntryRef ref_of(const Statement& st) {
  return {st.int64(0), st.text(1), st.text(2), st.text(3), st.text(4), label_of(st.text(4), st.text(5))};
}

static Entry entry_of(const Statement& st) {
  Entry e;
  e.number = st.text(2);
  e.kind = st.text(3);
  e.heading = st.text(4);
  e.body = st.text(5);
  e.parent = st.text(6);
  e.old_text = st.text(7);
  e.new_text = st.text(8);
  std::string cards = st.text(9);
  for (std::size_t i = 0; i < cards.size();) {
    std::size_t j = std::min(cards.find(' ', i), cards.size());
    if (j > i) e.cards.push_back(cards.substr(i, j - i));
    i = j + 1;
  }
  e.announced = st.text(10);
  e.effective = st.text(11);
  e.line = st.integer(12);
  return e;
}

// The parts of a number a judge may type alone: "4-5-6 例2" -> 例2, "ゲームの終了/資本" -> 資本.
static std::vector<std::string> later_parts(const std::string& number) {
  std::vector<std::string> parts;
  std::string cur;
  for (char32_t c : to_code_points(number)) {
    if (c == ' ' || c == '/' || c == 0x3000) {
      if (!cur.empty()) parts.push_back(number_key(cur));
      cur.clear();
    } else {
      append_utf8(cur, c);
    }
  }
  if (!cur.empty()) parts.push_back(number_key(cur));
  if (!parts.empty()) parts.erase(parts.begin());
  return parts;
}

// The number above `key` in its family: "2-5-9" -> "2-5", "104.2z" -> "104.2"; "" at the top.
static std::string family_of(const std::string& key) {
  // "104.2z": letters after the digits of a rule are its last level.
  std::size_t i = key.size();
  while (i > 0 && key[i - 1] >= 'a' && key[i - 1] <= 'z') --i;
  if (i > 0 && i < key.size() && key[i - 1] >= '0' && key[i - 1] <= '9') return key.substr(0, i);
  std::size_t cut = key.find_last_of("-./");
  return cut != std::string::npos && cut > 0 ? key.substr(0, cut) : "";
}

// Entries a mistyped NUMBER may mean, best first: a later part of their number is it ("例2" ->
// 4-5-6 例2); their heading or number holds it (資本 -> 資本の決定); they are its family's
// (2-5-9 -> 2-5-1); their number is a typo away (from three characters).
static std::vector<std::pair<std::tuple<int, int, std::int64_t>, std::string>> suggestions(Index& index, const GameRange& g,
                                                                                              const std::string& typed, bool with_game) {
  std::string key = number_key(typed), words = fold_variants(key), family = family_of(key);
  int len = static_cast<int>(to_code_points(key).size());
  auto all = index.db.prepare("SELECT id, number, number_key, heading FROM entries WHERE id BETWEEN ?1 AND ?2 ORDER BY id");
  all.bind(1, g.first).bind(2, g.last);
  std::vector<std::pair<std::tuple<int, int, std::int64_t>, std::string>> out;
  while (all.step()) {
    std::string number = all.text(1), k = all.text(2);
    int d = edit_distance(k, key);
    int rank = 4;
    auto parts = later_parts(number);
    if (std::find(parts.begin(), parts.end(), key) != parts.end()) rank = 0;
    else if (len >= 2 && (fold_variants(k).find(words) != std::string::npos || fold_variants(number_key(all.text(3))).find(words) != std::string::npos)) rank = 1;
    else if (!family.empty() && k.size() > family.size() && k.compare(0, family.size(), family) == 0 && family_of(k) == family) rank = 2;
    else if (len >= 3 && d <= std::max(1, len / 3)) rank = 3;
    if (rank < 4) out.push_back({{rank, d, all.int64(0)}, (with_game ? g.game + " " : std::string()) + number});
  }
  return out;
}

static std::string nearest_numbers(Index& index, const std::vector<const GameRange*>& games, const std::string& typed, bool with_game) {
  std::vector<std::pair<std::tuple<int, int, std::int64_t>, std::string>> near;
  for (const auto* g : games) {
    auto s = suggestions(index, *g, typed, with_game);
    near.insert(near.end(), s.begin(), s.end());
  }
  std::sort(near.begin(), near.end());
  std::string hint;
  for (std::size_t i = 0; i < near.size() && i < 3; ++i) hint += (i ? ", " : "") + near[i].second;
  return hint;
}

EntryView show(Index& index, const std::string& game_arg, const std::string& number) {
  // The games looked in: one, or every game with rulings.
  std::vector<const GameRange*> games;
  if (!game_arg.empty()) games.push_back(&game_range(index, game_arg));
  else
    for (const auto& g : index.games) games.push_back(&g);
  std::int64_t lo = games.front()->first, hi = games.back()->last;
  std::string key = number_key(number), loose = loose_number_key(number);
  auto st = index.db.prepare(std::string("SELECT ") + kEntryColumns + " FROM entries WHERE number_key = ?1 AND id BETWEEN ?2 AND ?3 ORDER BY id");
  auto by_loose = index.db.prepare(std::string("SELECT ") + kEntryColumns + " FROM entries WHERE loose_key = ?1 AND id BETWEEN ?2 AND ?3 ORDER BY id");
  // Which games hold the number (exactly, else without separators): one is needed.
  auto holders = [&](Statement& q, const std::string& k) {
    std::vector<std::string> found;
    q.bind(1, k).bind(2, lo).bind(3, hi);
    while (q.step()) found.push_back(q.text(1) + " " + q.text(2));
    q.reset();
    return found;
  };
  Statement* use = &st;
  std::string use_key = key;
  auto find = [&] {
    use = &st;
    use_key = key;
    std::vector<std::string> found = holders(st, key);
    if (found.empty() && !loose.empty()) {
      found = holders(by_loose, loose);
      use = &by_loose;
      use_key = loose;
    }
    return found;
  };
  std::vector<std::string> found = find();
  std::string fell_through_from;
  if (found.empty() && !game_arg.empty()) {
    // 104.2a asked of Economica: SCP's rule, said, when exactly one other game has it.
    std::int64_t was_lo = lo, was_hi = hi;
    lo = index.games.front().first;
    hi = index.games.back().last;
    found = find();
    if (found.size() == 1) fell_through_from = game_arg;
    else {
      lo = was_lo;
      hi = was_hi;
      found.clear();
    }
  }
  if (found.size() > 1) {
    std::string list;
    for (const auto& f : found) list += (list.empty() ? "" : ", ") + f;
    throw InputError(Message{N_("'{number}' names several entries ({entries}); give the game and the number as written, e.g. `judgekit rules show {first}`"),
                             {{"number", number}, {"entries", list}, {"first", found[0]}}});
  }
  if (found.empty()) {
    std::string hint = nearest_numbers(index, games, number, game_arg.empty());
    Message where = game_arg.empty() ? Message{N_("any game"), {}} : verbatim(game_arg);
    throw InputError(hint.empty() ? Message{N_("no entry '{number}' in the rulings of {game}; search for it with `judgekit rules search {number}`"),
                                            {{"number", number}, arg("game", where)}}
                                  : Message{N_("no entry '{number}' in the rulings of {game}; did you mean {hint}?"),
                                            {{"number", number}, arg("game", where), {"hint", hint}}});
  }
  use->bind(1, use_key).bind(2, lo).bind(3, hi);
  use->step();
  Statement& st1 = *use;
  std::string game = st1.text(1);
  const GameRange& g = game_range(index, game);
  EntryView v;
  v.fell_through_from = fell_through_from;
  v.ref = ref_of(st1);
  v.entry = entry_of(st1);
  v.document = g.document;
  v.file = g.file;
  auto by_number = index.db.prepare(std::string("SELECT ") + kEntryColumns + " FROM entries WHERE game = ?1 AND number = ?2");
  if (!v.entry.parent.empty()) {
    by_number.bind(1, game).bind(2, v.entry.parent);
    if (by_number.step()) v.parent = ref_of(by_number);
  }
  auto children = index.db.prepare(std::string("SELECT ") + kEntryColumns + " FROM entries WHERE game = ?1 AND parent = ?2 ORDER BY id");
  children.bind(1, game).bind(2, v.entry.number);
  while (children.step()) v.children.push_back(ref_of(children));
  auto cites = index.db.prepare(std::string("SELECT x.target, e.id, e.game, e.number, e.kind, e.heading, e.body FROM xrefs x") +
                                " LEFT JOIN entries e ON e.id = x.target_id WHERE x.source = ?1 ORDER BY x.seq");
  cites.bind(1, v.ref.id);
  while (cites.step()) {
    if (cites.is_null(1)) v.cites.push_back({0, game, cites.text(0), "", "", ""});
    else v.cites.push_back({cites.int64(1), cites.text(2), cites.text(3), cites.text(4), cites.text(5), label_of(cites.text(5), cites.text(6))});
  }
  auto cited = index.db.prepare(std::string("SELECT ") + kEntryColumns + " FROM entries WHERE id IN (SELECT source FROM xrefs WHERE target_id = ?1) ORDER BY id");
  cited.bind(1, v.ref.id);
  while (cited.step()) v.cited_by.push_back(ref_of(cited));
  return v;
}

}  // namespace jk::rulings
