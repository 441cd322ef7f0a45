#include "players.hpp"

#include <algorithm>

#include "errors.hpp"
#include "text.hpp"

namespace jk {

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
  std::vector<std::size_t> hits;
  for (std::size_t i = 0; i < players.size(); ++i)
    if (players[i].name_key == key || (!players[i].reading_key.empty() && players[i].reading_key == key) ||
        (!players[i].external_id.empty() && players[i].external_id == t))
      hits.push_back(i);
  // A judge at the table types a family name: a prefix naming exactly one player is enough.
  if (hits.empty() && !key.empty())
    for (std::size_t i = 0; i < players.size(); ++i)
      if (players[i].name_key.rfind(key, 0) == 0 || (!players[i].reading_key.empty() && players[i].reading_key.rfind(key, 0) == 0)) hits.push_back(i);
  if (hits.size() == 1) return hits.front();
  if (hits.size() > 1) {
    std::string list;
    for (std::size_t i : hits) list += (list.empty() ? "" : ", ") + std::to_string(players[i].id) + " " + players[i].name;
    throw InputError(Message{N_("player '{player}' is ambiguous: {list}; give the id"), {{"player", t}, {"list", list}}});
  }
  std::vector<std::pair<int, std::size_t>> near;
  int close = std::max<int>(1, static_cast<int>(to_code_points(key).size()) / 3);
  for (std::size_t i = 0; i < players.size(); ++i) {
    const auto& k = players[i].name_key;
    int d = !key.empty() && k.rfind(key, 0) == 0 ? 0 : edit_distance(k, key);
    if (d <= close) near.push_back({d, i});
  }
  std::sort(near.begin(), near.end(), [&](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : players[a.second].id < players[b.second].id;
  });
  if (near.empty()) throw InputError(Message{N_("no player '{player}' in the event; see `judgekit player list`"), {{"player", t}}});
  std::string list;
  for (std::size_t i = 0; i < near.size() && i < 3; ++i)
    list += (i ? ", " : "") + std::to_string(players[near[i].second].id) + " " + players[near[i].second].name;
  throw InputError(Message{N_("no player '{player}' in the event; did you mean {list}?"), {{"player", t}, {"list", list}}});
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
