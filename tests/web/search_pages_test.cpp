// The phones' search boxes (issue 25): a player found in another form of their kanji, said; the
// rules page's everyday words, readings, a rule number of another game, the nearest entries.
#include <catch2/catch.hpp>

#include <memory>

#include "fixture_event.hpp"
#include "pack.hpp"
#include "run.hpp"
#include "web.hpp"

using namespace jk;
using jk::test::has;

namespace {

struct SearchPhone {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  std::unique_ptr<web::Site> site;
  SearchPhone() {
    setenv("JUDGEKIT_DATA", dir.file("data").c_str(), 1);
    test::make_web_event(path);  // scp-tcg-jp-j: 高橋 健太, 渡辺 翔 among six players
    web::SiteOptions so;
    so.event_path = path;
    so.games_dir = games_dir();
    so.rulings_cache = dir.file("rulings.sqlite");
    so.check_ms = 0;
    so.now = [] { return std::int64_t{1'800'000'000}; };
    site = std::make_unique<web::Site>(so);
  }
  // GET with the query given decoded, as the server hands it on.
  std::string get(const std::string& path, const std::map<std::string, std::string>& query, const std::string& lang = "") {
    web::Request r;
    r.path = path;
    r.query = query;
    r.accept_language = lang;
    web::Response res = site->handle(r);
    REQUIRE(res.status == 200);
    return res.body;
  }
};

}  // namespace

TEST_CASE("phones: a player typed in another form of their kanji is found, and it is said") {
  SearchPhone p;
  struct Case {
    const char* typed;
    const char* found;
    const char* said;  // "" when nothing is said
  };
  const Case cases[] = {
      {"髙橋", "高橋 健太", "髙橋: 高橋 健太 と解釈しました"},  // the variant typed, the everyday form registered
      {"渡邊", "渡辺 翔", "渡邊: 渡辺 翔 と解釈しました"},
      {"渡邉 翔", "渡辺 翔", "渡邉 翔: 渡辺 翔 と解釈しました"},
      {"高橋", "高橋 健太", ""},
      {"たかはし", "高橋 健太", ""},
  };
  for (const auto& c : cases) {
    INFO(c.typed);
    std::string body = p.get("/pairings", {{"q", c.typed}});
    CHECK(has(body, c.found));
    CHECK(has(body, "佐藤 一郎") == false);
    if (*c.said) CHECK(has(body, std::string("<p class=\"read-as\">") + c.said + "</p>"));  // muted: information, not a warning
    else CHECK_FALSE(has(body, "と解釈しました"));
  }
  std::string en = p.get("/pairings", {{"q", "髙橋"}}, "en");
  CHECK(has(en, "髙橋: read as 高橋 健太"));
}

TEST_CASE("phones: the rules page finds everyday words and readings, and says what it searched") {
  SearchPhone p;
  std::string late = p.get("/rules", {{"q", "時間切れ"}, {"game", "economica"}});
  CHECK(has(late, "<p class=\"read-as\">時間切れ: 制限時間 として検索しました（エコノミカ 2-5）</p>"));  // muted, not a warning
  CHECK(has(late, "/rules/economica/2-5\""));
  std::string kana = p.get("/rules", {{"q", "とうりょう"}});
  CHECK(has(kana, "とうりょう: 投了 と解釈しました"));
  CHECK(has(kana, "/rules/scp-tcg-jp-j/104.2e\""));
  std::string english = p.get("/rules", {{"q", "concede"}}, "en");
  CHECK(has(english, "concede: searched as 投了 (SCP-TCG-JP-J (Kobaibu edition) 104.2e)"));
}

TEST_CASE("phones: a rule number of another game falls through to every game, with a line") {
  SearchPhone p;
  // The event is SCP's: its page searches SCP first; Economica's 2-5-1 is found anyway.
  std::string body = p.get("/rules", {{"q", "2-5-1"}});
  CHECK(has(body, "「2-5-1」は SCP-TCG-JP-J 購買部版 の項目にありません。すべてのゲームから探しました"));
  CHECK(has(body, "/rules/economica/2-5-1\""));
  // Asked of a game by the picker: the same.
  std::string picked = p.get("/rules", {{"q", "104.2a"}, {"game", "economica"}});
  CHECK(has(picked, "/rules/scp-tcg-jp-j/104.2a\""));
  CHECK(has(picked, "<option value=\"economica\" selected>"));
}

TEST_CASE("phones: no hit lists the nearest entries as links") {
  SearchPhone p;
  std::string body = p.get("/rules", {{"q", "投資新宅"}, {"game", "all"}});
  CHECK(has(body, "見つかりません"));
  CHECK(has(body, "/rules/economica/7%20%2F%20E0043%20%E6%8A%95%E8%B3%87%E4%BF%A1%E8%A8%97\""));
}

TEST_CASE("phones: variant kanji, Latin words by prefix, a date and ★ on the rules page") {
  SearchPhone p;
  std::string variant = p.get("/rules", {{"q", "多く引いて 対戦相手"}, {"game", "economica"}});
  CHECK(has(variant, "対戦相手: 異体字の 对戦相手 として見つかりました"));
  CHECK(has(variant, "/rules/economica/5-1-1\""));
  std::string prefix = p.get("/rules", {{"q", "allstar"}, {"game", "all"}});
  CHECK(has(prefix, "/rules/economica/3-5\""));
  std::string date = p.get("/rules", {{"q", "2013-11-04"}, {"game", "all"}});
  CHECK(has(date, "/rules/economica/%E6%94%B9%E8%A8%82%202013-11-01"));  // 改訂 2013-11-01
  std::string star = p.get("/rules", {{"q", "★10"}, {"game", "tochi-jinbutsu"}});
  // The first link is the deck-building rules' ★10 (デッキ構築対戦ルール), not the shared deck's 星10.
  std::size_t first = star.find("/rules/tochi-jinbutsu/");
  REQUIRE(first != std::string::npos);
  CHECK(star.compare(first, 40, "/rules/tochi-jinbutsu/%E3%83%87%E3%83%83") == 0);
}
