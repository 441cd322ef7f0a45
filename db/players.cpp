#include "players.hpp"

#include <algorithm>

#include "errors.hpp"
#include "read_as.hpp"
#include "text.hpp"

namespace jk {

namespace {

// The keys one pass compares: name_key as stored, or the same with variant kanji folded (髙 = 高).
struct Keys {
  std::string name, reading;
};

Keys keys_of(const PlayerName& p, bool variants) {
  if (!variants) return {p.name_key, p.reading_key};
  return {fold_variants(p.name_key), fold_variants(p.reading_key)};
}

// Exact name, reading or external id; else a unique start of a name or reading.
std::vector<std::size_t> matches(const std::vector<PlayerName>& players, const std::string& typed, const std::string& key, bool variants) {
  std::vector<std::size_t> hits;
  for (std::size_t i = 0; i < players.size(); ++i) {
    Keys k = keys_of(players[i], variants);
    if (k.name == key || (!k.reading.empty() && k.reading == key) || (!variants && !players[i].external_id.empty() && players[i].external_id == typed))
      hits.push_back(i);
  }
  // A judge at the table types a family name: a prefix naming exactly one player is enough.
  if (hits.empty() && !key.empty())
    for (std::size_t i = 0; i < players.size(); ++i) {
      Keys k = keys_of(players[i], variants);
      if (k.name.rfind(key, 0) == 0 || (!k.reading.empty() && k.reading.rfind(key, 0) == 0)) hits.push_back(i);
    }
  return hits;
}

[[noreturn]] void ambiguous(const std::vector<PlayerName>& players, const std::vector<std::size_t>& hits, const std::string& typed) {
  std::string list;
  for (std::size_t i : hits) list += (list.empty() ? "" : ", ") + std::to_string(players[i].id) + " " + players[i].name;
  throw InputError(Message{N_("player '{player}' is ambiguous: {list}; give the id"), {{"player", typed}, {"list", list}}});
}

// Up to three players whose name is within a few edits of what was typed, variants folded.
[[noreturn]] void unknown(const std::vector<PlayerName>& players, const std::string& typed, const std::string& key) {
  std::vector<std::pair<int, std::size_t>> near;
  int close = std::max<int>(1, static_cast<int>(to_code_points(key).size()) / 3);
  for (std::size_t i = 0; i < players.size(); ++i) {
    std::string k = fold_variants(players[i].name_key);
    int d = !key.empty() && k.rfind(key, 0) == 0 ? 0 : edit_distance(k, key);
    if (d <= close) near.push_back({d, i});
  }
  std::sort(near.begin(), near.end(), [&](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : players[a.second].id < players[b.second].id;
  });
  if (near.empty()) throw InputError(Message{N_("no player '{player}' in the event; see `judgekit player list`"), {{"player", typed}}});
  std::string list;
  for (std::size_t i = 0; i < near.size() && i < 3; ++i)
    list += (i ? ", " : "") + std::to_string(players[near[i].second].id) + " " + players[near[i].second].name;
  throw InputError(Message{N_("no player '{player}' in the event; did you mean {list}?"), {{"player", typed}, {"list", list}}});
}

}  // namespace

std::size_t pick_player(const std::vector<PlayerName>& players, std::string_view text) {
  std::string t = trim(text);
  if (t.empty()) throw InputError(Message{N_("no player given; give a player id or name (`judgekit player list`)"), {}});
  if (t.size() > 1 && t[0] == '#') t = t.substr(1);  // "#12", as lists print ids
  if (t.size() < 18 && std::all_of(t.begin(), t.end(), [](unsigned char c) { return c >= '0' && c <= '9'; })) {
    std::int64_t id = std::stoll(t);
    for (std::size_t i = 0; i < players.size(); ++i)
      if (players[i].id == id) return i;
  }
  std::string key = name_key(t);
  std::vector<std::size_t> hits = matches(players, t, key, false);
  if (hits.size() > 1) ambiguous(players, hits, t);
  if (hits.size() == 1) return hits.front();
  // 高橋 typed for 髙橋, 渡辺 for 渡邊: the same name in another form of its kanji. Said, since
  // the judge should know which player was taken.
  std::string folded = fold_variants(key);
  hits = matches(players, t, folded, true);
  if (hits.size() > 1) ambiguous(players, hits, t);
  if (hits.size() == 1) {
    say_read_as(t, players[hits.front()].name);
    return hits.front();
  }
  unknown(players, t, folded);
}

std::vector<PlayerName> load_player_names(Database& db) {
  std::vector<PlayerName> out;
  auto st = db.prepare("SELECT id, name, name_key, coalesce(external_id, ''), coalesce(reading, '') FROM players ORDER BY id");
  while (st.step()) out.push_back({st.int64(0), st.text(1), st.text(2), st.text(3), name_key(st.text(4))});
  return out;
}

PlayerName resolve_player(Database& db, std::string_view text) {
  auto players = load_player_names(db);
  return players[pick_player(players, text)];
}

}  // namespace jk
