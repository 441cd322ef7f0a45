// Rulings found as judges speak (issue 25): everyday and English words through the packs'
// terms, kana readings of the kanji, variant kanji, Latin words by prefix, dates, ★, a rule number
// of another game, and the nearest entries of a query with no hit. Each table is what a judge
// types and what must come first (or be found at all).
#include <catch2/catch.hpp>

#include <algorithm>

#include "errors.hpp"
#include "helpers.hpp"
#include "index.hpp"
#include "near.hpp"
#include "query.hpp"
#include "text.hpp"

using namespace jk::rulings;
using jk::test::shipped_index;

namespace {

SearchResult search_shipped(const std::string& query, const std::string& game = "", int limit = 10) {
  return search(shipped_index(), {query, game, limit});
}

std::vector<std::string> game_numbers(const SearchResult& r) {
  std::vector<std::string> out;
  for (const auto& h : r.hits) out.push_back(h.game + " " + h.number);
  return out;
}

bool contains(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

bool read_as(const SearchResult& r, ReadAs::How how, const std::string& typed, const std::string& found) {
  return std::any_of(r.read_as.begin(), r.read_as.end(), [&](const ReadAs& a) { return a.how == how && a.typed == typed && a.found == found; });
}

struct Case {
  const char* query;
  const char* game;
  const char* wanted;  // "game number" that must be among the first five hits
};

}  // namespace

TEST_CASE("everyday Japanese and English words find the rulebook's terms") {
  const Case cases[] = {
      {"時間切れ", "economica", "economica 2-5"},
      {"タイムアップ", "economica", "economica 2-5"},
      {"time limit", "economica", "economica 2-5"},
      {"Time  Limit", "", "economica 2-5"},  // case and spaces
      {"山札切れ", "economica", "economica 2-4"},
      {"デッキ切れ", "economica", "economica 2-4"},
      {"deck out", "economica", "economica 2-4"},
      {"deck out", "imitation-world", "imitation-world 勝利条件/2"},
      {"山札切れ", "tochi-jinbutsu", "tochi-jinbutsu デッキ構築対戦ルール/勝利条件"},
      {"janken", "economica", "economica 2-5-4"},
      {"rock paper scissors", "imitation-world", "imitation-world ゲーム準備⑤"},
      {"stock", "economica", "economica 2-1"},
      {"flow zone", "economica", "economica 2-2"},
      {"draw", "scp-tcg-jp-j", "scp-tcg-jp-j 104.4"},
      {"引分", "scp-tcg-jp-j", "scp-tcg-jp-j 104.4"},
      {"concede", "scp-tcg-jp-j", "scp-tcg-jp-j 104.2e"},
      {"サレンダー", "scp-tcg-jp-j", "scp-tcg-jp-j 104.2e"},
      {"stack", "scp-tcg-jp-j", "scp-tcg-jp-j 105.2"},
      {"priority", "scp-tcg-jp-j", "scp-tcg-jp-j 106"},
      {"タップ", "imitation-world", "imitation-world 各フェイズ解説/用語解説/パーン"},
      {"summoning sickness", "imitation-world", "imitation-world 各フェイズ解説/バトルフェイズ/アタックタイム"},
      {"墓地", "tochi-jinbutsu", "tochi-jinbutsu デッキ構築対戦ルール/ルール諸注意/2"},
      {"知力", "tochi-jinbutsu", "tochi-jinbutsu デッキ構築対戦ルール/内政フェイズ/C.商業"},
      {"interest", "roeup", "roeup ゲームの終了/支払利息"},
      {"プレイヤー", "roeup", "roeup プレーヤーの行動"},
      {"stalling", "economica", "economica 5-4"},
      {"引きすぎ", "economica", "economica 5-1-1"},
      {"errata", "economica", "economica 改訂 2013-11-01"},
  };
  for (const auto& c : cases) {
    INFO(c.query << " in " << c.game);
    auto r = search_shipped(c.query, c.game, 5);
    CHECK(contains(game_numbers(r), c.wanted));
    // Which words were searched is said: "searched as" with the pack's words.
    CHECK(std::any_of(r.read_as.begin(), r.read_as.end(), [](const ReadAs& a) { return a.how == ReadAs::How::term; }));
  }
}

TEST_CASE("a term's line names the words searched and where the rulebook has them") {
  auto r = search_shipped("時間切れ", "economica");
  REQUIRE(r.read_as.size() == 1);
  CHECK(r.read_as[0].typed == "時間切れ");
  CHECK(r.read_as[0].found == "制限時間");
  CHECK(r.read_as[0].game == "economica");
  CHECK(r.read_as[0].cite == "2-5");
  auto lines = describe(r.read_as);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].str(jk::Lang::en) == "時間切れ: searched as 制限時間 (economica 2-5)");
  // A run of words is one say: "time limit" is one term, not "time" AND "limit".
  CHECK(search_shipped("time limit", "economica").terms == std::vector<std::string>{"time limit"});
  // Words that are no say are searched as typed, and nothing is said.
  auto plain = search_shipped("国債");
  CHECK(plain.read_as.empty());
}

TEST_CASE("kana finds the kanji of the rulebooks and of the cards") {
  const Case cases[] = {
      {"ひきわけ", "", "scp-tcg-jp-j 104.4"},
      {"とうししんたく", "", "economica 7 / E0043 投資信託"},
      {"トウシシンタク", "", "economica 7 / E0043 投資信託"},
      {"やまふだ", "economica", "economica 2-4"},
      {"ろうじょう", "tochi-jinbutsu", "tochi-jinbutsu デッキ構築対戦ルール/ルール諸注意/1"},
      {"とうりょう", "", "scp-tcg-jp-j 104.2e"},
      {"せいげんじかん", "", "economica 2-5"},
      {"にっぽんこくさい", "", "economica 7 / A0004 日本国債"},  // kakasi's second reading of 日本
      {"にほんこくさい", "", "economica 7 / A0004 日本国債"},
      {"しゅうようい", "", "scp-tcg-jp-j 104.2b"},  // the start of しゅうよういはん (収容違反)
  };
  for (const auto& c : cases) {
    INFO(c.query);
    auto r = search_shipped(c.query, c.game, 5);
    CHECK(contains(game_numbers(r), c.wanted));
  }
  CHECK(read_as(search_shipped("とうししんたく"), ReadAs::How::reading, "とうししんたく", "投資信託"));
  // ひきわけ is also the reading of a say (引き分け, 引分): searched as that term, as typing 引き分け is.
  CHECK(read_as(search_shipped("ひきわけ"), ReadAs::How::term, "ひきわけ", "引き分け"));
}

TEST_CASE("kana typed for a say written in kanji is that say: じかんぎれ is 時間切れ") {
  auto searched_as_term = [](const SearchResult& r, const std::string& typed) {
    return std::any_of(r.read_as.begin(), r.read_as.end(), [&](const ReadAs& a) { return a.how == ReadAs::How::term && a.typed == typed; });
  };
  const Case cases[] = {
      {"じかんぎれ", "economica", "economica 2-5"},
      {"ジカンギレ", "economica", "economica 2-5"},
      {"やまふだぎれ", "economica", "economica 2-4"},
      {"ばんめん", "roeup", "roeup カードの配置/オープンデッキの配置"},  // 盤面
      {"とくてん", "economica", "economica 2-1"},                        // 得点
  };
  for (const auto& c : cases) {
    INFO(c.query << " in " << c.game);
    auto r = search_shipped(c.query, c.game, 5);
    CHECK(contains(game_numbers(r), c.wanted));
    CHECK(searched_as_term(r, c.query));
  }
  auto late = search_shipped("じかんぎれ", "economica");
  REQUIRE(!late.read_as.empty());
  CHECK(describe(late.read_as)[0].str(jk::Lang::en) == "じかんぎれ: searched as 制限時間 (economica 2-5)");
  // The shortest reading taken is three morae (禁止, きんし); two are left out (墓地, ぼち), and so
  // is a say of one character (場, じょう): a stray syllable is no term.
  CHECK(searched_as_term(search_shipped("きんし", "economica"), "きんし"));
  CHECK_FALSE(searched_as_term(search_shipped("ぼち", "tochi-jinbutsu"), "ぼち"));
  CHECK_FALSE(searched_as_term(search_shipped("じょう", "roeup"), "じょう"));
  CHECK_FALSE(searched_as_term(search_shipped("じょう", "scp-tcg-jp-j"), "じょう"));
  // Half converted, as an input method leaves it, is read whole: 時間ぎれ is じかんぎれ.
  const Case half[] = {
      {"時間ぎれ", "economica", "economica 2-5"},
      {"じかん切れ", "economica", "economica 2-5"},
      {"山札ぎれ", "economica", "economica 2-4"},
  };
  for (const auto& c : half) {
    INFO(c.query);
    auto r = search_shipped(c.query, c.game, 5);
    CHECK(contains(game_numbers(r), c.wanted));
    CHECK(searched_as_term(r, c.query));
  }
  // Kanji alone are not read for a say: 選考 sounds as 先行 (a say of 先攻) but is another word.
  CHECK_FALSE(searched_as_term(search_shipped("選考", "economica"), "選考"));
}

TEST_CASE("variant kanji: the rulebook's 对 is 対, and it is said") {
  auto r = search_shipped("多く引いて 対戦相手");
  REQUIRE_FALSE(r.hits.empty());
  CHECK(r.hits[0].game + " " + r.hits[0].number == "economica 5-1-1");
  CHECK(read_as(r, ReadAs::How::variant, "対戦相手", "对戦相手"));
  CHECK(contains(game_numbers(search_shipped("対戦相手 指摘", "economica")), "economica 5-1-2"));
  // Typed in the rulebook's own form, nothing to say.
  auto own = search_shipped("对戦相手");
  CHECK(contains(game_numbers(own), "economica 5-1-1"));
  CHECK_FALSE(read_as(own, ReadAs::How::variant, "对戦相手", "对戦相手"));
  CHECK(search_shipped("對戦相手").total == search_shipped("対戦相手").total);
}

TEST_CASE("Latin words by prefix; numbers as before") {
  const Case cases[] = {
      {"allstar", "", "economica 3-5"}, {"ALLSTAR", "", "economica 3-5"}, {"evp", "", "economica 3-5"},
      {"EVP0001", "", "economica 3-5"}, {"e004", "", "economica 7 / E0043 投資信託"}, {"allstar2", "", "economica 3-5"},
  };
  for (const auto& c : cases) {
    INFO(c.query);
    CHECK(contains(game_numbers(search_shipped(c.query, c.game, 5)), c.wanted));
  }
  CHECK(is_prefix(jk::fold_text("allstar")));
  CHECK_FALSE(is_prefix("251"));  // digits stay whole: 251 is not 2510
  CHECK(search_shipped("zzqqxx").total == 0);
}

TEST_CASE("a date finds the revisions announced or in force on it") {
  struct DateCase {
    const char* typed;
    const char* date;
  };
  for (const DateCase& d : {DateCase{"2013-11-04", "2013-11-04"}, DateCase{"2013/11/4", "2013-11-04"}, DateCase{"2013.11.04", "2013-11-04"},
                            DateCase{"2013年11月4日", "2013-11-04"}, DateCase{"２０１３－１１－０４", "2013-11-04"}, DateCase{"2013-11", "2013-11"},
                            DateCase{"2013年11月", "2013-11"}, DateCase{"2-5-3", ""}, DateCase{"104.2", ""}, DateCase{"2013-13-01", ""},
                            DateCase{"2013-02-30", ""}, DateCase{"2015", ""}}) {
    INFO(d.typed);
    CHECK(date_of(d.typed) == d.date);
  }
  // The day the 2013 revision took effect: its entries, first, by date.
  auto r = search_shipped("2013-11-04");
  REQUIRE(r.hits.size() >= 5);
  CHECK(r.date == "2013-11-04");
  for (std::size_t i = 0; i < 5; ++i) {
    CHECK(r.hits[i].by_date);
    CHECK(r.hits[i].number.rfind("改訂 2013-11-01", 0) == 0);
  }
  // The day it was announced finds them too; the day before finds no revision.
  CHECK(search_shipped("2013-11-01").hits.at(0).number == "改訂 2013-11-01");
  CHECK(std::none_of(search_shipped("2013-10-31").hits.begin(), search_shipped("2013-10-31").hits.end(), [](const Hit& h) { return h.by_date; }));
  // In force on a later day: the 2015 revision (from its own day) first, then the 2013 one.
  auto later = search_shipped("2016-01-01", "", 20);
  std::vector<std::string> n = game_numbers(later);
  REQUIRE_FALSE(n.empty());
  CHECK(n[0] == "economica 改訂 2015-08-05");
  CHECK(contains(n, "economica 改訂 2013-11-01"));
  CHECK(search_shipped("2015-08-06").hits.at(0).number == "改訂 2015-08-05");
  // A date and a word: both.
  auto both = search_shipped("2015-08-05 生命保険");
  REQUIRE_FALSE(both.hits.empty());
  CHECK(both.hits[0].number == "改訂 2015-08-05 / R0003 生命保険");
  // The date as 3-3 writes it ("2013.11.1") also finds 3-3's text.
  CHECK(contains(game_numbers(search_shipped("2013.11.1", "", 10)), "economica 3-3"));
}

TEST_CASE("★ and + are words: ★10 is the deck-building land deck, not 星10") {
  auto r = search_shipped("★10", "", 5);
  REQUIRE_FALSE(r.hits.empty());
  for (const auto& h : r.hits) CHECK(h.number.rfind("デッキ構築対戦ルール", 0) == 0);
  // ★ alone, as a term of the pack, finds both the ★ and the 星 of the shared-deck rules.
  auto star = game_numbers(search_shipped("★", "tochi-jinbutsu", 10));
  CHECK(contains(star, "tochi-jinbutsu デッキ構築対戦ルール/セットアップ/1"));
  CHECK(contains(star, "tochi-jinbutsu 山札共有対戦ルール/勝利条件"));
  CHECK(contains(game_numbers(search_shipped("+1", "economica")), "economica 7 / E0043 投資信託 使用例"));
  CHECK(search_shipped("★").terms == std::vector<std::string>{"★"});
}

TEST_CASE("a rule number of another game falls through to every game, and says so") {
  auto r = search_shipped("104.2a", "economica");
  CHECK(r.fell_through_from == "economica");
  REQUIRE_FALSE(r.hits.empty());
  CHECK(r.hits[0].game + " " + r.hits[0].number == "scp-tcg-jp-j 104.2a");
  CHECK(fell_through("104.2a", "economica").str(jk::Lang::en) == "'104.2a' is no entry of economica; found in every game");
  // The game's own number, or a word: no falling through.
  CHECK(search_shipped("2-5-1", "economica").fell_through_from.empty());
  auto word = search_shipped("投了", "economica");
  CHECK(word.total == 0);
  CHECK(word.fell_through_from.empty());
  // rules show too.
  auto v = show(shipped_index(), "economica", "1042a");
  CHECK(v.ref.game == "scp-tcg-jp-j");
  CHECK(v.fell_through_from == "economica");
}

TEST_CASE("rules show suggests by the number's last part, heading words and family") {
  struct ShowCase {
    const char* game;
    const char* typed;
    const char* hint;  // the start of "did you mean ..."
  };
  const ShowCase cases[] = {
      {"roeup", "資本", "ゲームの終了/資本, 資本の決定"},
      {"economica", "例2", "4-5-6 例2"},
      {"economica", "2-5-9", "2-5-1, 2-5-2, 2-5-3"},
      {"scp-tcg-jp-j", "104.2z", "104.2a, 104.2b, 104.2c"},
      {"imitation-world", "パーン", "各フェイズ解説/用語解説/パーン"},
  };
  for (const auto& c : cases) {
    INFO(c.game << " " << c.typed);
    std::string err = jk::test::error_of([&] { show(shipped_index(), c.game, c.typed); });
    CHECK(err.find(std::string("; did you mean ") + c.hint) != std::string::npos);
    CHECK(err.find("表題") == std::string::npos);
  }
}

TEST_CASE("no hit: the nearest entries from the index's structure are those a full scan finds") {
  // The old way, by hand: every entry's loose number and heading, measured.
  Index& index = shipped_index();
  const NearIndex& near = near_index(index);
  for (const char* q : {"投資新宅", "2-5-9", "勝利条権", "ゲーム準備7", "104.2z", "山札共有対戦ルル", "zzqqxxyy", "セーフガド"}) {
    INFO(q);
    std::vector<std::int64_t> got = near.nearest(q, 1, INT64_MAX, 3);
    auto st = index.db.prepare("SELECT id, heading, loose_key FROM entries ORDER BY id");
    std::string loose = loose_number_key(q);
    auto typed = jk::to_code_points(number_key(q));
    bool digit = loose.find_first_of("0123456789") != std::string::npos;
    int limit = std::max(1, static_cast<int>(typed.size()) / 2);
    std::vector<std::pair<int, std::int64_t>> brute;
    while (st.step()) {
      int d = 1 << 20;
      if (digit) {
        int dn = jk::edit_distance(loose, st.text(2));
        if (dn <= (jk::to_code_points(loose).size() >= 6 ? 2 : 1)) d = dn;
      }
      auto h = jk::to_code_points(number_key(st.text(1)));
      if (!st.text(1).empty()) {
        // Distance to the closest part of the heading.
        std::vector<int> prev(h.size() + 1, 0), cur(h.size() + 1);
        for (std::size_t i = 1; i <= typed.size(); ++i) {
          cur[0] = static_cast<int>(i);
          for (std::size_t j = 1; j <= h.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (typed[i - 1] == h[j - 1] ? 0 : 1)});
          std::swap(prev, cur);
        }
        int dh = *std::min_element(prev.begin(), prev.end());
        if (dh <= limit) d = std::min(d, dh);
      }
      if (d < (1 << 20)) brute.push_back({d, st.int64(0)});
    }
    std::stable_sort(brute.begin(), brute.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::int64_t> want;
    for (std::size_t i = 0; i < brute.size() && i < 3; ++i) want.push_back(brute[i].second);
    CHECK(got == want);
  }
  CHECK(search_shipped("セーフガド").nearest.at(0).number == "7 / R0005 セーフガード");
}
