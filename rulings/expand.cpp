#include "expand.hpp"

#include <algorithm>

#include "reading.hpp"
#include "text.hpp"

namespace jk::rulings {

namespace {

constexpr std::size_t kMaxSay = 4;          // words in the longest say ("no cards left")
constexpr std::size_t kMaxSurfaces = 8;     // kanji words taken for one reading
constexpr std::size_t kPrefixReading = 3;   // a reading this long finds longer words starting with it

bool all_kana(const std::string& key) {
  auto cps = to_code_points(key);
  return !cps.empty() && std::all_of(cps.begin(), cps.end(), [](char32_t c) { return (c >= 0x30A1 && c <= 0x30FA) || c == 0x30FC; });
}

// Half converted, as an input method leaves words: 時間ぎれ, じかん切れ.
bool kanji_and_kana(const std::string& key) {
  bool kanji = false, kana = false;
  for (char32_t c : to_code_points(key)) {
    kanji = kanji || (c >= 0x3400 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF);
    kana = kana || (c >= 0x30A1 && c <= 0x30FA) || c == 0x30FC;
  }
  return kanji && kana;
}

bool latin(const std::string& key) {
  return !key.empty() && std::all_of(key.begin(), key.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); });
}

Alt alt_of(const std::string& words, ReadAs::How how, const std::string& game, const std::string& cite) {
  std::string folded = fold_text(words);
  return {folded, words, is_prefix(folded), how, game, cite};
}

void add(std::vector<Alt>& also, Alt a) {
  if (std::none_of(also.begin(), also.end(), [&](const Alt& o) { return o.text == a.text; })) also.push_back(std::move(a));
}

// The rulebook words a say means, in every game or one.
std::vector<Alt> means_of(Index& index, const std::string& key, const std::string& game) {
  auto& st = cached(index,
      "SELECT t.game, m.means, m.cite FROM terms t JOIN term_means m ON m.game = t.game AND m.term = t.term"
      " WHERE t.key = ?1 AND (?2 = '' OR t.game = ?2) ORDER BY t.game, t.term, m.seq");
  std::vector<Alt> out;
  auto look = [&](const std::string& k) {
    st.bind(1, k).bind(2, game);
    while (st.step()) add(out, alt_of(st.text(1), ReadAs::How::term, st.text(0), st.text(2)));
    st.reset();
  };
  look(key);
  // English plurals: "draws", "stars" say what "draw", "star" say.
  if (out.empty() && latin(key) && key.size() > 3 && key.back() == 's') look(key.substr(0, key.size() - 1));
  return out;
}

// Kanji words read as `key`: exactly, else (from kPrefixReading kana) starting so.
std::vector<Alt> surfaces_of(Index& index, const std::string& key, const std::string& game) {
  std::vector<Alt> out;
  auto& exact = cached(index, "SELECT surface FROM readings WHERE key = ?1 AND (?2 = '' OR game = ?2) GROUP BY surface ORDER BY min(kind = 'text'), length(surface), surface");
  exact.bind(1, key).bind(2, game);
  while (exact.step() && out.size() < kMaxSurfaces) add(out, alt_of(exact.text(0), ReadAs::How::reading, "", ""));
  exact.reset();
  if (!out.empty() || to_code_points(key).size() < kPrefixReading) return out;
  auto& start = cached(index,
      "SELECT surface FROM readings WHERE key > ?1 AND key < ?1 || x'F48FBFBF' AND (?2 = '' OR game = ?2)"
      " GROUP BY surface ORDER BY min(length(key)), length(surface), surface LIMIT ?3");
  start.bind(1, key).bind(2, game).bind(3, static_cast<std::int64_t>(kMaxSurfaces));
  while (start.step()) add(out, alt_of(start.text(0), ReadAs::How::reading, "", ""));
  start.reset();
  return out;
}

}  // namespace

void expand(Index& index, Query& q, const std::string& game) {
  std::vector<std::string> keys;
  for (const auto& t : q.terms) keys.push_back(term_key(t.shown));
  std::vector<Term> out;
  for (std::size_t i = 0; i < q.terms.size();) {
    // The longest run of words starting here that is a say: "time limit" before "time".
    std::size_t take = 1;
    std::vector<Alt> means;
    for (std::size_t n = std::min(kMaxSay, q.terms.size() - i); n >= 1 && means.empty(); --n) {
      std::string key;
      for (std::size_t k = i; k < i + n; ++k) key += keys[k];
      means = key.empty() ? std::vector<Alt>{} : means_of(index, key, game);
      if (!means.empty()) take = n;
    }
    // A word half converted is the say it reads as: 時間ぎれ is ジカンギレ, a reading of 時間切れ.
    if (means.empty() && kanji_and_kana(keys[i]))
      for (const auto& reading : name_readings(q.terms[i].shown))
        if (means = means_of(index, reading, game); !means.empty()) break;
    Term t = q.terms[i];
    for (std::size_t k = i + 1; k < i + take; ++k) {
      t.shown += " " + q.terms[k].shown;
      t.text = fold_text(t.shown);
      t.prefix = is_prefix(t.text);
    }
    for (auto& a : means) add(t.also, std::move(a));
    if (take == 1 && all_kana(keys[i]))
      for (auto& a : surfaces_of(index, keys[i], game)) add(t.also, std::move(a));
    out.push_back(std::move(t));
    i += take;
  }
  q.terms = std::move(out);
}

bool may_read_as(const Query& q) {
  for (const auto& t : q.terms) {
    if (!t.also.empty()) return true;
    for (char32_t c : to_code_points(t.text))
      if ((c >= 0x3400 && c <= 0x9FFF) || c >= 0xF900) return true;
  }
  return false;
}

std::vector<ReadAs> read_as_of(const Hit& hit, const Query& q, const std::string& marked_text) {
  std::vector<ReadAs> out;
  if (!may_read_as(q)) return out;
  auto note = [&](ReadAs r) {
    if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(std::move(r));
  };
  for (const std::string* marked : {&hit.heading, marked_text.empty() ? &hit.snippet : &marked_text}) {
    for (std::size_t open = marked->find(kMarkOpen); open != std::string::npos; open = marked->find(kMarkOpen, open + 1)) {
      std::size_t close = marked->find(kMarkClose, open);
      if (close == std::string::npos) break;
      std::string found = marked->substr(open + 1, close - open - 1);
      // Typed as the text writes it: nothing to say (and no folding to pay for).
      if (std::any_of(q.terms.begin(), q.terms.end(), [&](const Term& t) { return t.shown == found && t.also.empty(); })) continue;
      std::string key = term_key(found);
      for (const auto& t : q.terms) {
        // As typed but for the form of a kanji: 対戦相手 found as the rulebook's 对戦相手.
        if (key == term_key(t.shown) && fold_text(found) != fold_text(t.shown) && name_key(found) != name_key(t.shown))
          note({ReadAs::How::variant, t.shown, found, "", ""});
        for (const auto& a : t.also) {
          std::string ak = term_key(a.shown);
          if (key == ak || (a.prefix && key.rfind(ak, 0) == 0)) note({a.how, t.shown, found, a.game, a.cite});
        }
      }
    }
  }
  return out;
}

std::vector<Message> describe(const std::vector<ReadAs>& list) {
  // One line per word and what found it: "時間切れ: searched as 制限時間 (economica 2-5)".
  std::vector<Message> out;
  std::vector<bool> done(list.size(), false);
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (done[i]) continue;
    const ReadAs& r = list[i];
    std::string found;
    for (std::size_t k = i; k < list.size(); ++k)
      if (!done[k] && list[k].how == r.how && list[k].typed == r.typed && list[k].game == r.game && list[k].cite == r.cite) {
        found += (found.empty() ? "" : " / ") + list[k].found;
        done[k] = true;
      }
    switch (r.how) {
      case ReadAs::How::term:
        out.push_back(r.cite.empty() ? Message{N_("{typed}: searched as {found} ({game})"), {{"typed", r.typed}, {"found", found}, {"game", r.game}}}
                                     : Message{N_("{typed}: searched as {found} ({game} {cite})"),
                                               {{"typed", r.typed}, {"found", found}, {"game", r.game}, {"cite", r.cite}}});
        break;
      case ReadAs::How::reading: out.push_back(Message{N_("{typed}: read as {name}"), {{"typed", r.typed}, {"name", found}}}); break;
      case ReadAs::How::variant:
        out.push_back(Message{N_("{typed}: found as {found} (another form of its kanji)"), {{"typed", r.typed}, {"found", found}}});
        break;
    }
  }
  return out;
}

Message fell_through(const std::string& query, const std::string& game) {
  return Message{N_("'{query}' is no entry of {game}; found in every game"), {{"query", query}, {"game", game}}};
}

std::string how_name(ReadAs::How how) {
  switch (how) {
    case ReadAs::How::term: return "term";
    case ReadAs::How::reading: return "reading";
    case ReadAs::How::variant: return "variant";
  }
  return "term";
}

}  // namespace jk::rulings
