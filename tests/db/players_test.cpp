// Which player a judge means (db/players.hpp): as typed first, then with variant kanji folded,
// and a player found only so is said ("高橋: read as 髙橋").
#include <catch2/catch.hpp>

#include "errors.hpp"
#include "players.hpp"
#include "read_as.hpp"
#include "run.hpp"
#include "text.hpp"

using namespace jk;

namespace {

PlayerName player(std::int64_t id, const std::string& name, const std::string& reading = "", const std::string& external = "") {
  return {id, name, name_key(name), external, name_key(reading)};
}

const std::vector<PlayerName> kPlayers = {
    player(1, "髙橋 一郎", "たかはし いちろう"), player(2, "山﨑 花子"), player(3, "渡邊 翔"),
    player(4, "斎藤 健"),  player(5, "斉藤 美咲"), player(6, "高田 進", "", "M-0042"), player(7, "澤 友子"),
};

// "id" of the player picked and what was said, or the error's text.
std::string pick(const std::string& typed, std::string* said = nullptr) {
  std::string heard;
  ReadAsScope scope([&](const Message& m) { heard += m.str(Lang::en); });
  std::string id;
  std::string error = test::error_of([&] { id = std::to_string(kPlayers[pick_player(kPlayers, typed)].id); });
  if (said) *said = heard;
  return id.empty() ? error : id;
}

}  // namespace

TEST_CASE("players typed as written or in another form of their kanji") {
  struct Case {
    const char* typed;
    const char* picked;  // id, or the start of the error
    const char* said;    // what the reader is told ("" when nothing)
  };
  const Case cases[] = {
      // As written: nothing to say.
      {"髙橋 一郎", "1", ""}, {"髙橋", "1", ""}, {"#2", "2", ""}, {"M-0042", "6", ""}, {"たかはし", "1", ""},
      // The everyday forms of 髙, 﨑, 邊, 澤: found, and said.
      {"高橋", "1", "高橋: read as 髙橋 一郎"}, {"高橋一郎", "1", "高橋一郎: read as 髙橋 一郎"},
      {"山崎", "2", "山崎: read as 山﨑 花子"}, {"渡辺", "3", "渡辺: read as 渡邊 翔"}, {"渡邉", "3", "渡邉: read as 渡邊 翔"},
      {"沢", "7", "沢: read as 澤 友子"},
      // 高 as written starts 高田 only: no folding needed, 髙橋 is not considered.
      {"高", "6", ""},
      // 斎 and 斉 are two characters (both 常用漢字): never one for the other.
      {"斎藤", "4", ""}, {"斉藤", "5", ""}, {"斎藤 美咲", "no player '斎藤 美咲' in the event; did you mean 5 斉藤 美咲?", ""},
      // Unknown: the did-you-mean compares folded names too (高橋二郎 is one edit from 髙橋一郎).
      {"高橋 二郎", "no player '高橋 二郎' in the event; did you mean 1 髙橋 一郎?", ""},
      {"田中", "no player '田中' in the event; see `judgekit player list`", ""},
  };
  for (const auto& c : cases) {
    INFO(c.typed);
    std::string said;
    std::string got = pick(c.typed, &said);
    CHECK(got.rfind(c.picked, 0) == 0);
    CHECK(said == c.said);
  }
}

TEST_CASE("a folded name that fits several players is ambiguous, as a prefix is") {
  std::vector<PlayerName> two = {player(1, "髙橋 一郎"), player(2, "髙橋 次郎")};
  CHECK(test::error_of([&] { pick_player(two, "高橋"); }) == "player '高橋' is ambiguous: 1 髙橋 一郎, 2 髙橋 次郎; give the id");
  // Both forms registered: the one typed is the one meant.
  std::vector<PlayerName> both = {player(1, "髙橋 一郎"), player(2, "高橋 一郎")};
  CHECK(both[pick_player(both, "高橋 一郎")].id == 2);
  CHECK(both[pick_player(both, "髙橋 一郎")].id == 1);
}

TEST_CASE("without a listener a folded match is still made, silently") {
  CHECK(kPlayers[pick_player(kPlayers, "高橋")].id == 1);
}
