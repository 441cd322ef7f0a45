// Which player a judge means: the one rule every command uses to read a PLAYER argument.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sqlite.hpp"

namespace jk {

struct PlayerName {
  std::int64_t id = 0;
  std::string name, name_key, external_id;
  std::string reading_key;  // name_key of the kana reading ("" when none)
};

// `text` is a player id ("12" or "#12"), an external id (from a registration CSV), a name that
// is the same as exactly one player's name or kana reading after normalisation (name_key: NFKC,
// case, kana, spaces), or else the start of exactly one player's name or reading ("佐藤" for
// 佐藤 一郎, "さとう" for a player registered with the reading さとう いちろう). Anything else is an
// InputError: ambiguous names list the candidates, unknown ones suggest up to three by edit distance.
// When nothing matches as typed, the same rules run again with variant kanji folded (高橋 finds
// 髙橋, 渡辺 finds 渡邊: jk::fold_variants); a player found only so is said with say_read_as
// (db/read_as.hpp), and the did-you-mean list compares the folded names too.
std::size_t pick_player(const std::vector<PlayerName>& players, std::string_view text);

std::vector<PlayerName> load_player_names(Database& db);
PlayerName resolve_player(Database& db, std::string_view text);

}  // namespace jk
