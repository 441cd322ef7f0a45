// The write side of `judgekit serve` (issue 14) through Site::handle, as a phone's browser would
// drive it: cookies, CSRF tokens, codes, the judge console; and its refusals. One test goes
// through the real HTTP server for the POST body.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <ctime>
#include <regex>

#include "access.hpp"
#include "event_file.hpp"
#include "html.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "result_line.hpp"
#include "run.hpp"
#include "web.hpp"

using namespace jk;
using nlohmann::json;
using test::judgekit;

namespace {

// "a b" -> "a+b", bytes outside [A-Za-z0-9] as %XX: the browser's form encoding.
std::string form_encode(const std::vector<std::pair<std::string, std::string>>& fields) {
  std::string out;
  static const char* hex = "0123456789ABCDEF";
  for (const auto& [k, v] : fields) {
    if (!out.empty()) out += '&';
    for (const std::string* s : {&k, &v}) {
      for (unsigned char ch : *s) {
        if (std::isalnum(ch) || ch == '-' || ch == '_' || ch == '.') out += static_cast<char>(ch);
        else if (ch == ' ') out += '+';
        else out += {'%', hex[ch >> 4], hex[ch & 15]};
      }
      if (s == &k) out += '=';
    }
  }
  return out;
}

struct Event {
  test::TempDir dir;
  std::string path = dir.file("e.jkevent");
  std::int64_t now = 1'800'000'000;
  std::unique_ptr<web::Site> site;
  explicit Event(const std::vector<std::string>& extra = {}, web::ThrottleLimits limits = {}, const std::string& game = "economica") {
    std::vector<std::string> create = {"event", "create", path, "--game", game, "--name", "電話の大会", "--date", "2015-08-08", "--seed", "4"};
    create.insert(create.end(), extra.begin(), extra.end());
    REQUIRE(judgekit(create).exit_code == 0);
    REQUIRE(judgekit({"player", "add", "--event", path, "甲", "乙", "丙", "<b>丁</b>"}).exit_code == 0);
    REQUIRE(judgekit({"round", "pair", "--event", path}).exit_code == 0);
    so.event_path = path;
    so.games_dir = games_dir();
    so.rulings_cache = dir.file("rulings.sqlite");
    so.check_ms = 0;
    so.now = [this] { return now; };
    so.throttle = limits;
    site = std::make_unique<web::Site>(so);
  }
  web::SiteOptions so;
  // The server stopped and started again: nothing held in memory survives.
  void restart() {
    site.reset();
    site = std::make_unique<web::Site>(so);
  }
  std::string player_code(std::int64_t id) const {
    Database db = open_event(path, OpenMode::read);
    return event::player_code(db, id);
  }
  json round() const {
    auto r = judgekit({"round", "show", "--event", path, "--json"});
    REQUIRE(r.exit_code == 0);
    return json::parse(r.out);
  }
  std::vector<std::int64_t> seated(int table) const {
    const json shown = round();
    for (const auto& t : shown["tables"])
      if (t["table"] == table) return {t["players"][0]["id"].get<std::int64_t>(), t["players"][1]["id"].get<std::int64_t>()};
    FAIL("no table " << table);
    return {};
  }
  std::string result_at(int table) const {
    const json shown = round();
    for (const auto& t : shown["tables"])
      if (t["table"] == table) return test::result_line(t);
    return "?";
  }
  std::string table_code(int table) const {
    Database db = open_event(path, OpenMode::read);
    return event::table_code(db, 1, table);
  }
  int audit_rows(const std::string& command) const {
    Database db = open_event(path, OpenMode::read);
    auto st = db.prepare("SELECT count(*) FROM audit_log WHERE command = ?1");
    st.bind(1, command);
    st.step();
    return st.integer(0);
  }
};

// One browser: keeps its cookies and the last form's CSRF token, as a phone does.
struct Phone {
  explicit Phone(Event& event) : e(event) {}
  Event& e;
  std::string address = "192.0.2.10";
  std::map<std::string, std::string> cookies;
  std::string csrf;
  std::string accept_language;  // the browser's; empty: the server's default (Japanese)
  web::Response last;

  web::Response send(const std::string& method, const std::string& target, const std::string& body = "") {
    web::Request r;
    r.method = method;
    auto q = target.find('?');
    r.path = target.substr(0, q);
    if (q != std::string::npos) {
      std::string query = target.substr(q + 1);
      for (std::size_t i = 0; i <= query.size();) {
        auto end = std::min(query.find('&', i), query.size());
        auto eq = query.find('=', i);
        if (eq < end) r.query[query.substr(i, eq - i)] = query.substr(eq + 1, end - eq - 1);
        i = end + 1;
      }
    }
    for (const auto& [k, v] : cookies) r.cookie += (r.cookie.empty() ? "" : "; ") + k + "=" + v;
    r.remote = address;
    r.accept_language = accept_language;
    if (method == "POST") {
      r.content_type = "application/x-www-form-urlencoded";
      r.body = body;
    }
    last = e.site->handle(r);
    for (const auto& [name, value] : last.headers)
      if (name == "Set-Cookie") {
        auto eq = value.find('='), semi = value.find(';');
        std::string k = value.substr(0, eq), v = value.substr(eq + 1, semi - eq - 1);
        if (value.find("Max-Age=0") != std::string::npos) cookies.erase(k);
        else cookies[k] = v;
      }
    std::smatch m;
    if (std::regex_search(last.body, m, std::regex("name=\"csrf\" value=\"([0-9a-f]+)\""))) csrf = m[1];
    return last;
  }
  web::Response get(const std::string& target) { return send("GET", target); }
  // As a browser does: a write answered 303 is followed by a GET of its page (Post/Redirect/Get).
  int posted_status = 0;
  std::string posted_location;
  web::Response post(const std::string& target, std::vector<std::pair<std::string, std::string>> fields) {
    fields.insert(fields.begin(), {"csrf", csrf});
    auto r = send("POST", target, form_encode(fields));
    posted_status = r.status;
    posted_location = header("Location");
    if (r.status == 303) return get(posted_location);
    return r;
  }
  std::string header(const std::string& name) const {
    for (const auto& [k, v] : last.headers)
      if (k == name) return v;
    return "";
  }
};

std::string id(std::int64_t n) { return std::to_string(n); }

// The phone opens the table's page and reports, as `me`, that `winner` won.
web::Response report_win(Phone& phone, const std::string& code, std::int64_t me, std::int64_t winner) {
  phone.get("/t/" + code);
  return phone.post("/t/" + code, {{"me", id(me)}, {"outcome", "win-" + id(winner)}});
}

// A token for `name`, as `serve token add` makes it.
std::string new_token(Event& e, event::Role role, const std::string& name) {
  Database db = open_event(e.path, OpenMode::write);
  return event::add_token(db, role, name, {"test"}).secret;
}

// A phone signed in with a new token.
void sign_in(Phone& phone, event::Role role, const std::string& name) {
  const std::string secret = new_token(phone.e, role, name);
  phone.get("/signin");
  phone.post("/signin", {{"token", secret}});
}

}  // namespace

TEST_CASE("desk: a report from the slip proposes; the loser confirms with one tap from their own code; recorded naming the winner") {
  Event e;
  auto t1 = e.seated(1);
  const std::string code = e.table_code(1);
  Phone a{e}, b{e};
  // A new round is said first on the player's own page, until someone reports.
  CHECK(b.get("/m/" + e.player_code(t1[1])).body.find("第1回戦の組み合わせが出ました: あなたは1番卓です。") != std::string::npos);
  REQUIRE(a.get("/t/" + code).status == 200);
  CHECK(a.header("Cache-Control") == "no-store");
  CHECK(a.header("Set-Cookie").find("HttpOnly; SameSite=Strict") != std::string::npos);
  CHECK(a.last.body.find("あなたはどちらですか") != std::string::npos);
  // The game's own procedures, each citation linked to its rule: Economica 2-5 at time.
  CHECK(a.last.body.find("制限時間経過時の勝敗判定 (2-5-1〜2-5-4): <a href=\"/rules/economica/2-5\">2-5</a>") != std::string::npos);
  // Post/Redirect/Get: the report is answered 303 to the table's page, which says it once.
  auto first = a.post("/t/" + code, {{"me", id(t1[0])}, {"outcome", "win-" + id(t1[0])}});
  CHECK(a.posted_status == 303);
  CHECK(a.posted_location == "/t/" + code);
  CHECK(first.status == 200);
  CHECK(first.body.find("報告を受け付けました") != std::string::npos);
  CHECK(first.body.find("input type=\"radio\" name=\"me\" value=\"" + id(t1[0]) + "\" required checked") != std::string::npos);  // this phone's seat
  CHECK(a.get("/t/" + code).body.find("報告を受け付けました") == std::string::npos);  // a reload: the notice is gone, nothing resent
  CHECK(e.audit_rows("web player " + id(t1[0])) == 2);  // the report and the seat it took
  CHECK(e.result_at(1) == "");
  // The loser opens their own page (their card's code): the opponent's report is one tap away.
  const std::string mine = "/m/" + e.player_code(t1[1]);
  auto page = b.get(mine);
  REQUIRE(page.status == 200);
  CHECK(page.body.find("組み合わせが出ました") == std::string::npos);  // a report is in: the round is no longer new
  const std::string winner = web::esc(e.round()["tables"][0]["players"][0]["name"].get<std::string>());
  const std::string button = "「" + winner + "の勝ち 1-0-0」で確認する";
  CHECK(page.body.find(button) != std::string::npos);
  auto confirmed = b.post(mine, {{"outcome", "win-" + id(t1[0])}});
  CHECK(b.posted_status == 303);
  CHECK(confirmed.body.find("記録しました。ありがとうございました！") != std::string::npos);
  CHECK(confirmed.body.find("記録済み: <strong>" + winner + "の勝ち 1-0-0</strong>") != std::string::npos);
  CHECK(e.result_at(1) == "1-0-0");
  CHECK(e.audit_rows("web player " + id(t1[1])) >= 1);
  // The slip's page names the winner too.
  CHECK(a.get("/t/" + code).body.find("記録済み: <strong>" + winner + "の勝ち 1-0-0</strong>") != std::string::npos);
  // A reload of the confirmation is a GET: nothing is sent again.
  CHECK(b.get(mine).body.find("すでに記録されています") == std::string::npos);
}

TEST_CASE("desk: with the slip's code alone one person cannot record both seats, not from a private tab, not after a restart") {
  Event e;
  auto u = e.seated(1);
  const std::string code = e.table_code(1);
  Phone c{e}, d{e};
  report_win(c, code, u[0], u[0]);
  // The same phone for the other seat: refused.
  auto twice = c.post("/t/" + code, {{"me", id(u[1])}, {"outcome", "win-" + id(u[0])}});
  CHECK(twice.status == 400);
  CHECK(twice.body.find("対戦相手の報告") != std::string::npos);
  // Another phone for the seat this one holds: refused.
  auto taken = report_win(d, code, u[0], u[1]);
  CHECK(taken.status == 400);
  // After a restart the seats are still held: they live in the event file.
  e.restart();
  CHECK(c.post("/t/" + code, {{"me", id(u[1])}, {"outcome", "win-" + id(u[0])}}).status == 403);  // the form's token died with the server
  c.get("/t/" + code);
  auto after = c.post("/t/" + code, {{"me", id(u[1])}, {"outcome", "win-" + id(u[0])}});
  CHECK(after.status == 400);
  CHECK(after.body.find("対戦相手の報告") != std::string::npos);
  CHECK(c.get("/t/" + code).body.find("value=\"" + id(u[0]) + "\" required checked") != std::string::npos);  // still this phone's seat
  // A private tab (a fresh cookie) takes the loser's seat and agrees: proposed, never recorded.
  Phone tab{e};
  auto agreed = report_win(tab, code, u[1], u[0]);
  CHECK(tab.posted_status == 303);
  CHECK(agreed.body.find("相手が自分のページで確認するか、ジャッジが承認すると記録されます") != std::string::npos);
  CHECK(agreed.body.find("本人の確認（またはジャッジの承認）待ち") != std::string::npos);
  CHECK(e.result_at(1) == "");
  // The console shows it waiting; a judge may approve it.
  Phone judge{e};
  sign_in(judge, event::Role::judge, "田中");
  CHECK(judge.get("/judge").body.find("ジャッジ待ち (1)") != std::string::npos);
  // A report from the winner's own code does not confirm the loser's seat.
  Phone w{e};
  w.get("/m/" + e.player_code(u[0]));
  w.post("/m/" + e.player_code(u[0]), {{"outcome", "win-" + id(u[0])}});
  CHECK(e.result_at(1) == "");
  // The loser's own code does; once they have, the slip's code cannot change their report.
  Phone loser{e};
  loser.get("/m/" + e.player_code(u[1]));
  loser.post("/m/" + e.player_code(u[1]), {{"outcome", "win-" + id(u[0])}});
  CHECK(e.result_at(1) == "1-0-0");
}

TEST_CASE("desk: a draw needs both players' own codes; a seat confirmed with a code cannot be rewritten from the slip") {
  Event e({}, {}, "scp-tcg-jp-j");  // SCP has draws
  auto u = e.seated(1);
  const std::string code = e.table_code(1);
  Phone p{e}, q{e}, tab{e};
  p.get("/m/" + e.player_code(u[0]));
  p.post("/m/" + e.player_code(u[0]), {{"outcome", "draw"}});
  tab.get("/t/" + code);
  auto forged = tab.post("/t/" + code, {{"me", id(u[0])}, {"outcome", "win-" + id(u[1])}});
  CHECK(forged.status == 400);
  CHECK(forged.body.find("自分のコードで確認済み") != std::string::npos);
  tab.post("/t/" + code, {{"me", id(u[1])}, {"outcome", "draw"}});
  CHECK(e.result_at(1) == "");  // u[1]'s draw came with the slip's code only
  q.get("/m/" + e.player_code(u[1]));
  q.post("/m/" + e.player_code(u[1]), {{"outcome", "draw"}});
  CHECK(e.result_at(1) == "draw");
}

TEST_CASE("desk: a report right after pairing is judged against the file, not the pages' view of it") {
  Event e;
  e.so.check_ms = 60'000;  // the pages' view is refreshed once a minute at most
  e.restart();
  Phone judge{e}, a{e};
  sign_in(judge, event::Role::organiser, "鈴木");
  judge.get("/judge");  // the view is read: round 1
  a.get("/t/" + e.table_code(1));  // the phone's session and form token, from round 1's slip
  REQUIRE(judgekit({"result", "--event", e.path, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e.path, "2", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"round", "pair", "--event", e.path}).exit_code == 0);
  std::string code;
  {
    Database db = open_event(e.path, OpenMode::read);
    code = event::table_code(db, 2, 1);
  }
  const json shown = e.round();
  const auto p = shown["tables"][0]["players"][0]["id"].get<std::int64_t>();
  // Sent at once, while the pages' view still holds round 1.
  auto r = a.post("/t/" + code, {{"me", id(p)}, {"outcome", "win-" + id(p)}});
  CHECK(a.posted_status == 303);
  CHECK(r.body.find("報告を受け付けました") != std::string::npos);
  // The console, right after pairing, shows round 2.
  auto console = judge.get("/judge");
  CHECK(console.body.find("<h2>第2回戦</h2>") != std::string::npos);
}

TEST_CASE("desk: codes typed without hyphens, in lower case, or in the home page's box open their page") {
  Event e;
  const std::string code = e.table_code(1);
  std::string bare, lower;
  for (char ch : code)
    if (ch != '-') bare += ch;
  for (char ch : code) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  Phone a{e};
  for (const auto& typed : {bare, lower}) {
    CHECK(a.get("/t/" + typed).status == 303);
    CHECK(a.header("Location") == "/t/" + code);
  }
  CHECK(a.get("/code?code=" + bare).status == 303);
  CHECK(a.header("Location") == "/t/" + bare);
  const std::string pc = e.player_code(e.seated(1)[0]);
  std::string pbare;
  for (char ch : pc)
    if (ch != '-') pbare += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  CHECK(a.get("/code?code=" + pbare).status == 303);
  CHECK(a.header("Location") == "/m/" + pbare);
  CHECK(a.get("/m/" + pbare).status == 303);
  CHECK(a.header("Location") == "/m/" + pc);
  CHECK(a.get("/m/" + pc).status == 200);
  // A wrong code is still wrong, and counted.
  auto off_by_one = [](const std::string& s) { return s.substr(0, s.size() - 1) + (s.back() == 'Z' ? "Y" : "Z"); };
  CHECK(a.get("/t/" + off_by_one(bare)).status == 404);
  CHECK(a.get("/m/" + off_by_one(pc)).status == 404);
}

TEST_CASE("desk: different reports wait for a judge, who settles them from the console") {
  Event e;
  auto t1 = e.seated(1);
  const std::string code = e.table_code(1);
  Phone a{e}, b{e}, judge{e};
  report_win(a, code, t1[0], t1[0]);
  auto differ = report_win(b, code, t1[1], t1[1]);
  CHECK(differ.body.find("報告が食い違っています") != std::string::npos);
  CHECK(e.result_at(1) == "");

  const std::string secret = new_token(e, event::Role::judge, "田中");
  judge.get("/signin?token=" + secret);
  judge.post("/signin", {{"token", secret}});
  CHECK(judge.posted_status == 303);
  CHECK(judge.posted_location == "/judge");
  auto console = judge.get("/judge");
  REQUIRE(console.status == 200);
  auto waiting = console.body.find("ジャッジ待ち (1)");
  CHECK(waiting != std::string::npos);
  CHECK(console.body.find("/judge/t/1", waiting) != std::string::npos);
  CHECK(console.body.find("次の回戦の組み合わせを作る") == std::string::npos);  // organisers only
  // No player of this event has a deck: each is 未提出 in the console, never the JSON word.
  CHECK(console.body.find("デッキ: 未提出") != std::string::npos);
  CHECK(console.body.find("デッキ: missing") == std::string::npos);
  judge.get("/judge/t/1");
  auto settled = judge.post("/judge/t/1", {{"action", "result"}, {"outcome", "win-" + id(t1[1])}});
  CHECK(settled.status == 200);
  CHECK(e.result_at(1) == "0-1-0");
  // The judge reads what was recorded in the page's language; the summary as stored.
  CHECK(settled.body.find("記録しました: 第1回戦1番卓（") != std::string::npos);
  CHECK(settled.body.find("round 1 table 1") == std::string::npos);
  CHECK(e.audit_rows("web judge 田中") >= 1);
  // A report after the result is refused and changes nothing.
  auto late = a.post("/t/" + code, {{"me", id(t1[0])}, {"outcome", "win-" + id(t1[0])}});
  CHECK(late.status == 400);
  CHECK(e.result_at(1) == "0-1-0");
}

TEST_CASE("desk: a time-limit adjudication from the console is recorded with its 2-5 chain; janken asked for when equal") {
  Event e;
  Phone judge{e};
  sign_in(judge, event::Role::judge, "佐々木");
  judge.get("/judge/t/2");
  CHECK(judge.last.body.find("制限時間経過時の勝敗判定 (2-5)") != std::string::npos);
  // Equal stock, flow and value: 2-5-4, janken decides; nothing is recorded until it is entered.
  auto equal = judge.post("/judge/t/2", {{"action", "time-limit"}, {"stock_a", "3"}, {"stock_b", "3"}, {"flow_a", "2"}, {"flow_b", "2"},
                                         {"value_a", "4"}, {"value_b", "4"}, {"janken", ""}});
  CHECK(equal.status == 409);
  CHECK(equal.body.find("じゃんけんで決まります") != std::string::npos);
  CHECK(e.result_at(2) == "");
  // More flow-zone assets for B: 2-5-2 decides.
  auto decided = judge.post("/judge/t/2", {{"action", "time-limit"}, {"stock_a", "3"}, {"stock_b", "3"}, {"flow_a", "1"}, {"flow_b", "2"},
                                           {"value_a", "2"}, {"value_b", "4"}, {"janken", ""}});
  CHECK(decided.status == 200);
  CHECK(decided.body.find("<strong>2-5-1</strong>") != std::string::npos);
  CHECK(decided.body.find("<strong>2-5-2</strong>") != std::string::npos);
  CHECK(e.result_at(2) == "0-1-0 (time limit, 2-5-2)");
}

TEST_CASE("desk: a penalty and a drop from the console; the player's history shows it") {
  Event e;
  auto t1 = e.seated(1);
  Phone judge{e};
  sign_in(judge, event::Role::organiser, "鈴木");
  auto page = judge.get("/judge/p/" + id(t1[0]));
  CHECK(page.body.find("ペナルティはありません") != std::string::npos);
  CHECK(page.body.find("<option value=\"6-2\">") != std::string::npos);  // the game's own infraction list
  auto given = judge.post("/judge/p/" + id(t1[0]), {{"action", "penalty"}, {"infraction", "6-2"}, {"penalty", "game-loss"}, {"note", "テスト"}});
  CHECK(given.status == 200);
  CHECK(given.body.find("ペナルティを記録しました") != std::string::npos);
  CHECK(e.result_at(1).rfind("0-1-0", 0) == 0);  // best of 1: the game loss decides the match
  CHECK(given.body.find("<small>テスト</small></td><td>ゲームロス") != std::string::npos);  // the history row
  // A Japanese phone reads the rulebook's words: the kinds, their procedures, the history and the changed result.
  CHECK(page.body.find("<option value=\"6-2\">6-2 デッキがルールを満たしていない</option>") != std::string::npos);
  CHECK(page.body.find("<dd>相手の山札を故意に倒す、相手の手札を故意に落とす等の行為を審判が確認したとき、それを行ったプレイヤーは反則負けとなる。</dd>") !=
        std::string::npos);
  CHECK(page.body.find("drew too many cards") == std::string::npos);
  CHECK(page.body.find("<option value=\"game-loss\">ゲームロス</option>") != std::string::npos);  // the form still sends the stored word

  CHECK(given.body.find("6-2 デッキがルールを満たしていない ゲームロス") != std::string::npos);
  CHECK(given.body.find("(結果なし → 0-1-0 · ゲームロス: ") != std::string::npos);
  CHECK(given.body.find(")<br>処置（6-2）: ゲーム開始後、") != std::string::npos);  // the remedy on a line of its own
  CHECK(given.body.find("<td data-infraction=\"6-2\">6-2 デッキがルールを満たしていない <small>economica 6-2</small>") != std::string::npos);
  Phone en_judge{e};
  en_judge.accept_language = "en";
  sign_in(en_judge, event::Role::judge, "Smith");
  auto en_page = en_judge.get("/judge/p/" + id(t1[0]));
  CHECK(en_page.body.find("<option value=\"6-2\">6-2 a deck that breaks the construction rules</option>") != std::string::npos);
  CHECK(en_page.body.find("<td data-infraction=\"6-2\">6-2 a deck that breaks the construction rules <small>economica 6-2</small>") != std::string::npos);
  CHECK(en_page.body.find("デッキがルールを満たしていない") == std::string::npos);
  CHECK(en_page.body.find("<small>テスト</small></td><td>game loss") != std::string::npos);
  auto dropped = judge.post("/judge/p/" + id(t1[0]), {{"action", "drop"}, {"confirm", "1"}});
  CHECK(dropped.body.find("ドロップしました") != std::string::npos);
  auto listed = judgekit({"player", "list", "--event", e.path, "--json"});
  CHECK(listed.out.find("\"dropped_after_round\": 1") != std::string::npos);
  // An organiser pairs the next round from the console; refused while a result is missing.
  auto refused = judge.post("/judge/pair", {});
  CHECK(refused.status == 409);
  REQUIRE(judgekit({"result", "--event", e.path, "2", "1-0"}).exit_code == 0);
  auto paired = judge.post("/judge/pair", {});
  CHECK(paired.status == 200);
  CHECK(paired.body.find("第2回戦の組み合わせを作りました") != std::string::npos);
}

TEST_CASE("desk security: CSRF refused, no write through GET, a table's code cannot report another table") {
  Event e;
  auto t1 = e.seated(1), t2 = e.seated(2);
  const std::string code = e.table_code(1);
  // The bytes are read by another process: a plain open() and close() of the file here would drop
  // this process's SQLite locks, which the site's connections hold (SQLite's POSIX-lock caveat).
  auto digest = [&] { return test::run({"sha256sum", e.path}).out; };
  const std::string before = digest();
  Phone a{e};
  // No session cookie yet, or a wrong token: refused before anything is read.
  auto no_cookie = a.send("POST", "/t/" + code, "csrf=x&me=" + id(t1[0]) + "&outcome=win-" + id(t1[0]));
  CHECK(no_cookie.status == 403);
  a.get("/t/" + code);
  const std::string good = a.csrf;
  a.csrf = std::string(32, '0');
  CHECK(a.post("/t/" + code, {{"me", id(t1[0])}, {"outcome", "win-" + id(t1[0])}}).status == 403);
  // Another phone's token does not fit this phone's session.
  Phone other{e};
  other.get("/t/" + code);
  a.csrf = other.csrf;
  CHECK(a.post("/t/" + code, {{"me", id(t1[0])}, {"outcome", "win-" + id(t1[0])}}).status == 403);
  a.csrf = good;
  // GET never writes, whatever its query says.
  a.get("/t/" + code + "?me=" + id(t1[0]) + "&outcome=win-" + id(t1[0]));
  a.get("/judge/pair");
  CHECK(e.result_at(1) == "");
  // Table 1's code names table 1 only: a player of table 2 is refused, and the code under table 2's number opens nothing.
  auto wrong_seat = a.post("/t/" + code, {{"me", id(t2[0])}, {"outcome", "win-" + id(t2[0])}});
  CHECK(wrong_seat.status == 400);
  CHECK(a.get("/t/R1-T2-" + code.substr(6)).status == 404);
  CHECK(e.result_at(2) == "");
  CHECK(digest() == before);
  // A revoked judge token is refused on the next request, and its cookie cleared.
  std::string secret;
  std::int64_t token_id = 0;
  {
    Database db = open_event(e.path, OpenMode::write);
    auto t = event::add_token(db, event::Role::judge, "田中", {"test"});
    secret = t.secret;
    token_id = t.id;
  }
  Phone judge{e};
  judge.get("/signin");
  judge.post("/signin", {{"token", secret}});
  CHECK(judge.get("/judge").status == 200);
  {
    Database db = open_event(e.path, OpenMode::write);
    event::revoke_token(db, token_id, {"test"});
  }
  CHECK(judge.get("/judge").status == 401);
  CHECK(judge.cookies.count("jk_j") == 0);
  CHECK(judge.post("/judge/t/1", {{"action", "result"}, {"outcome", "win-" + id(t1[0])}}).status == 401);
  CHECK(e.result_at(1) == "");
}

TEST_CASE("desk security: wrong codes are throttled per address, per table and overall; the figures per hour") {
  web::ThrottleLimits limits;  // the server's defaults
  Event e({}, limits);
  const std::string code = e.table_code(1);
  Phone guesser{e};
  int answered = 0;
  for (int i = 0; i < 50; ++i) {
    auto r = guesser.get("/t/R1-T1-" + std::string(9, '0') + std::to_string(i % 10));
    if (r.status == 404) ++answered;
    else CHECK(r.status == 429);
  }
  CHECK(answered == limits.per_address);
  // Once throttled, even the right code waits: a guess that hits cannot be told apart.
  CHECK(guesser.get("/t/" + code).status == 429);
  CHECK(guesser.header("Retry-After") == std::to_string(limits.window_seconds));  // the window began with the first wrong try, at this same second
  // Another address may still open its table, until the table's own limit is reached by many addresses.
  Phone player{e};
  player.address = "192.0.2.99";
  CHECK(player.get("/t/" + code).status == 200);
  // Many addresses guessing one table: once the table has had its wrong tries, an address that
  // failed there is refused at once; a phone that never failed (its players) still opens it.
  int answered_many = 0, refused_many = 0;
  for (int i = 0; i < 5; ++i) {
    Phone p{e};
    p.address = "198.51.100." + std::to_string(i);
    for (int k = 0; k < 3; ++k) {
      auto r = p.get("/t/R1-T1-ZZZZZZZZZ" + std::to_string(k));
      if (r.status == 404) ++answered_many;
      else if (r.status == 429) ++refused_many;
    }
  }
  CHECK(answered_many == 5);  // the first wrong try of each address
  CHECK(refused_many == 10);
  Phone late{e};
  late.address = "192.0.2.77";
  CHECK(late.get("/t/" + code).status == 200);
  // After the window, the address may try again.
  e.now += limits.window_seconds;
  CHECK(guesser.get("/t/" + code).status == 200);
  // Guesses an hour at most: per address and per table 10 every 10 minutes.
  const int per_hour_address = limits.per_address * 3600 / limits.window_seconds;
  const int per_hour_overall = limits.overall * 3600 / limits.window_seconds;
  CHECK(per_hour_address == 60);
  CHECK(per_hour_overall == 1200);
  // With 50-bit codes, 1,200 guesses an hour find one table's code in about 2^49 / 1200 hours.
  WARN("wrong codes allowed per hour: " << per_hour_address << " per address and per table, " << per_hour_overall << " for the whole server");
  // Sign-in tokens are throttled the same way.
  Phone signer{e};
  signer.address = "203.0.113.5";
  signer.get("/signin");
  int refused = 0;
  for (int i = 0; i < 12; ++i)
    if (signer.post("/signin", {{"token", "WRONG" + std::to_string(i)}}).status == 429) ++refused;
  CHECK(refused == 2);
}

TEST_CASE("desk: every piece of text is escaped; the decklist page checks as the CLI does and stores on submit") {
  Event e;
  std::int64_t dd = 0;
  const json shown = e.round();
  for (const auto& t : shown["tables"])
    for (const auto& p : t["players"])
      if (p["name"] == "<b>丁</b>") dd = p["id"].get<std::int64_t>();
  REQUIRE(dd != 0);
  std::string player_code, table_code;
  int table = 0;
  for (const auto& t : shown["tables"])
    for (const auto& p : t["players"])
      if (p["id"] == dd) table = t["table"].get<int>();
  table_code = e.table_code(table);
  {
    Database db = open_event(e.path, OpenMode::read);
    player_code = event::player_code(db, dd);
  }
  Phone p{e};
  auto tpage = p.get("/t/" + table_code);
  CHECK(tpage.body.find("<b>丁</b>") == std::string::npos);
  CHECK(tpage.body.find("&lt;b&gt;丁&lt;/b&gt;") != std::string::npos);
  auto deck = p.get("/d/" + player_code);
  REQUIRE(deck.status == 200);
  CHECK(deck.body.find("data-check=\"diagnostics\"") != std::string::npos);
  CHECK(deck.body.find("<span class=\"deck missing\">未提出</span>") != std::string::npos);
  // Five copies of one card: Economica 3-2 allows four (same name across versions).
  auto hostile = p.post("/d/" + player_code, {{"action", "check"}, {"list", "1 <script>x</script>\n"}});
  CHECK(hostile.body.find("<script>x") == std::string::npos);
  CHECK(hostile.body.find("不明なカード &#39;&lt;script&gt;x&lt;/script&gt;&#39;") != std::string::npos);  // as `deck check` says it
  const std::string list = "5 日本株\n";
  auto checked = p.post("/d/" + player_code, {{"action", "check"}, {"list", list}});
  CHECK(checked.status == 200);
  CHECK(checked.body.find("3-2") != std::string::npos);
  CHECK(checked.body.find("<p class=\"verdict illegal\">不適正</p>") != std::string::npos);  // deck check's word
  auto decks = judgekit({"deck", "list", "--event", e.path, "--json"});
  CHECK(decks.out.find("\"deck_id\": null") != std::string::npos);  // a check stores nothing
  auto submitted = p.post("/d/" + player_code, {{"action", "submit"}, {"list", list}});
  CHECK(submitted.body.find("デッキ") != std::string::npos);
  CHECK(e.audit_rows("web player " + id(dd)) >= 1);
  // A wrong personal code opens nothing.
  CHECK(p.get("/d/" + id(dd) + "-0000000000").status == 404);
}

TEST_CASE("desk: a phone's deck page says each finding as a sentence for a player (issue 22)") {
  Event e;
  std::string code;
  {
    Database db = open_event(e.path, OpenMode::read);
    code = event::player_code(db, 1);
  }
  Phone p{e};
  p.get("/d/" + code);
  // Five of one card (3-2) and no cost-0 asset (3-4 asks for three): one finding names the card,
  // the other is a rule about a group of cards the pack picks with `type=asset and cost=0`.
  auto checked = p.post("/d/" + code, {{"action", "check"}, {"list", "5 日本株\n"}});
  REQUIRE(checked.status == 200);
  const std::string& h = checked.body;
  CHECK(h.find("<p class=\"verdict illegal\">不適正</p>") != std::string::npos);
  CHECK(h.find("1行目: ") != std::string::npos);                                    // where, as a player counts lines
  CHECK(h.find("コスト0のアセットを最低3枚入れなければならない。") != std::string::npos);  // the rule in the rulebook's words
  CHECK(h.find("<a href=\"/rules/economica/3-4\">3-4</a>") != std::string::npos);  // the rule's page
  // None of what `deck check` prints for judges: the file name, the pack's filter, the check's settings.
  CHECK(h.find("deck-1.txt") == std::string::npos);
  CHECK(h.find("type=asset") == std::string::npos);
  CHECK(h.find("economica official") == std::string::npos);
  CHECK(h.find("<pre") == std::string::npos);
  p.accept_language = "en";
  auto en = p.post("/d/" + code, {{"action", "check"}, {"list", "5 日本株\n"}});
  CHECK(en.body.find("Line 1: ") != std::string::npos);
  CHECK(en.body.find("type=asset") == std::string::npos);
}

TEST_CASE("desk: the judge console shows an infraction's repeat count, as `penalty list` does (issue 22)") {
  Event e;
  for (int i = 0; i < 2; ++i)
    REQUIRE(judgekit({"penalty", "add", "甲", "--infraction", "5-2-2", "--penalty", "warning", "--event", e.path}).exit_code == 0);
  Phone judge{e};
  sign_in(judge, event::Role::judge, "田中");
  auto page = judge.get("/judge/p/1");
  REQUIRE(page.status == 200);
  CHECK(page.body.find("（2回目）") != std::string::npos);
  REQUIRE(judgekit({"penalty", "void", "2", "--reason", "誤り", "--event", e.path}).exit_code == 0);
  auto after = judge.get("/judge/p/1");
  CHECK(after.body.find("（2回目）") == std::string::npos);  // a voided penalty counts for nothing
  CHECK(after.body.find("取り消し: 誤り") != std::string::npos);
}

TEST_CASE("desk: the decklist deadline: before it a list is stored, from its minute on only checked") {
  Event e;
  std::string code;
  {
    Database db = open_event(e.path, OpenMode::read);
    code = event::player_code(db, 1);
  }
  // The venue's clock as the server reads it (this machine's time zone), one minute before and at the deadline.
  char deadline[32];
  std::time_t at = static_cast<std::time_t>(e.now + 60);
  std::tm tm{};
  localtime_r(&at, &tm);
  std::strftime(deadline, sizeof deadline, "%Y-%m-%d %H:%M", &tm);
  REQUIRE(judgekit({"deck", "deadline", "--event", e.path, deadline}).exit_code == 0);
  auto shown = judgekit({"deck", "deadline", "--event", e.path});
  CHECK(shown.out == "deadline: " + std::string(deadline) + "\n");
  CHECK(judgekit({"deck", "deadline", "--event", e.path, "2026-13-01 10:00"}).exit_code == 2);
  CHECK(judgekit({"deck", "deadline", "--event", e.path, "tomorrow"}).err.find("YYYY-MM-DD HH:MM") != std::string::npos);
  e.now = e.now - e.now % 60;  // the first second of the minute before
  Phone p{e};
  auto before = p.get("/d/" + code);
  CHECK(before.body.find("提出期限: " + std::string(deadline)) != std::string::npos);
  CHECK(before.body.find("value=\"submit\"") != std::string::npos);
  CHECK(p.post("/d/" + code, {{"action", "submit"}, {"list", "4 日本株\n"}}).body.find("デッキ1として登録しました") != std::string::npos);
  e.now += 60;  // the deadline's minute
  auto after = p.get("/d/" + code);
  CHECK(after.body.find("締め切りました") != std::string::npos);
  CHECK(after.body.find("value=\"submit\"") == std::string::npos);
  auto late = p.post("/d/" + code, {{"action", "submit"}, {"list", "3 日本株\n"}});
  CHECK(late.status == 400);
  CHECK(late.body.find("デッキリストの提出期限は" + std::string(deadline) + "でした") != std::string::npos);  // the page's language
  CHECK(p.post("/d/" + code, {{"action", "check"}, {"list", "5 日本株\n"}}).body.find("3-2") != std::string::npos);  // checking still works
  auto decks = judgekit({"deck", "list", "--event", e.path, "--json"});
  CHECK(decks.out.find("\"deck_id\": 2") == std::string::npos);  // nothing stored after the deadline
  REQUIRE(judgekit({"deck", "deadline", "--event", e.path, "--clear"}).exit_code == 0);
  CHECK(p.post("/d/" + code, {{"action", "submit"}, {"list", "3 日本株\n"}}).status == 200);
}

TEST_CASE("desk over HTTP: a form POST reaches the page; an oversized body is refused with 413") {
  Event e;
  web::ServerOptions o;
  o.host = "127.0.0.1";
  o.port = 0;
  o.threads = 1;
  o.max_body_bytes = 4096;
  web::Server server(*e.site, o);
  auto exchange = [&](const std::string& request) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<uint16_t>(server.port()));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
    send(fd, request.data(), request.size(), MSG_NOSIGNAL);
    std::string all;
    char buf[65536];
    ssize_t n;
    while ((n = recv(fd, buf, sizeof buf, 0)) > 0) all.append(buf, static_cast<std::size_t>(n));
    close(fd);
    return all;
  };
  const std::string code = e.table_code(1);
  std::string page = exchange("GET /t/" + code + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  std::smatch m;
  REQUIRE(std::regex_search(page, m, std::regex("Set-Cookie: jk_s=([0-9a-f]+)")));
  const std::string session = m[1];
  REQUIRE(std::regex_search(page, m, std::regex("name=\"csrf\" value=\"([0-9a-f]+)\"")));
  auto t1 = e.seated(1);
  const std::string body = "csrf=" + std::string(m[1]) + "&me=" + id(t1[0]) + "&outcome=win-" + id(t1[0]);
  std::string answer = exchange("POST /t/" + code + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nCookie: jk_s=" + session +
                                "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" +
                                body);
  CHECK(answer.rfind("HTTP/1.1 303", 0) == 0);  // Post/Redirect/Get: a reload never sends it again
  CHECK(answer.find("Location: /t/" + code + "\r\n") != std::string::npos);
  std::string after = exchange("GET /t/" + code + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nCookie: jk_s=" + session + "\r\n\r\n");
  CHECK(after.find("報告を受け付けました") != std::string::npos);
  const std::string big(5000, 'a');
  std::string too_big = exchange("POST /t/" + code + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: " +
                                 std::to_string(big.size()) + "\r\n\r\n" + big);
  CHECK(too_big.rfind("HTTP/1.1 413", 0) == 0);
}

TEST_CASE("desk: a ROE UP! pod enters its end-of-game figures, each player their own; placed as `result --roeup` places it") {
  test::TempDir dir;
  const std::string csv = "player,cash,assets,rating,loans,interest,operating_profit,sales,premium\n"
                          "G,80,120,0,50,5,35,140,1\nC,40,150,30,0,0,24,160,2\nA,10,60,0,100,12,20,90,1\nF,5,40,0,0,0,6,100,0\n";
  auto make = [&](const std::string& file) {
    const std::string path = dir.file(file);
    REQUIRE(judgekit({"event", "create", path, "--game", "roeup", "--name", "ROE", "--date", "2026-05-01", "--seed", "5"}).exit_code == 0);
    REQUIRE(judgekit({"player", "add", "-e", path, "G", "C", "A", "F"}).exit_code == 0);
    REQUIRE(judgekit({"round", "pair", "-e", path}).exit_code == 0);
    return path;
  };
  // The twin event, entered by a judge from the CLI.
  const std::string twin = make("twin.jkevent");
  test::write_file(dir.file("figures.csv"), csv);
  REQUIRE(judgekit({"result", "-e", twin, "1", "--roeup", dir.file("figures.csv")}).exit_code == 0);
  const std::string expected = test::result_line(json::parse(judgekit({"round", "show", "-e", twin, "--json"}).out)["tables"][0]);
  CHECK(expected == "1st C, 2nd G, 3rd A=F");

  Event host;  // only for its Site options; the pod is served from its own file below
  web::SiteOptions so;
  so.event_path = make("pod.jkevent");
  so.games_dir = games_dir();
  so.rulings_cache = dir.file("rulings.sqlite");
  so.check_ms = 0;
  std::int64_t now = 1'800'000'000;
  so.now = [&] { return now; };
  host.site = std::make_unique<web::Site>(so);
  host.path = so.event_path;
  const std::string code = host.table_code(1);
  const json shown = host.round();
  std::map<std::string, std::int64_t> id_of;
  for (const auto& p : shown["tables"][0]["players"]) id_of[p["name"]] = p["id"].get<std::int64_t>();
  REQUIRE(id_of.size() == 4);
  const char* fields[] = {"cash", "assets", "rating", "loans", "interest", "operating_profit", "sales", "premium"};
  {
    Phone careless{host};
    careless.get("/t/" + code);
    std::vector<std::pair<std::string, std::string>> form = {{"me", id(id_of["G"])}, {"outcome", "figures"}};
    for (const char* f : fields) form.emplace_back(std::string("f_") + f, "たくさん");
    auto refused = careless.post("/t/" + code, form);
    CHECK(refused.status == 400);  // not an amount: refused, nothing stored, the seat free again
  }
  std::vector<std::unique_ptr<Phone>> phones;
  std::size_t line_start = csv.find('\n') + 1;
  int sent = 0;
  while (line_start < csv.size()) {
    std::size_t end = csv.find('\n', line_start);
    std::string line = csv.substr(line_start, end - line_start);
    line_start = end + 1;
    std::vector<std::string> cells;
    for (std::size_t i = 0, j; i <= line.size(); i = j + 1) {
      j = std::min(line.find(',', i), line.size());
      cells.push_back(line.substr(i, j - i));
    }
    auto phone = std::make_unique<Phone>(Phone{host});
    auto page = phone->get("/t/" + code);
    CHECK(page.body.find("ゲーム終了時のあなたの数値") != std::string::npos);
    std::vector<std::pair<std::string, std::string>> form = {{"me", id(id_of[cells[0]])}, {"outcome", "figures"}};
    for (int k = 0; k < 8; ++k) form.emplace_back(std::string("f_") + fields[k], cells[k + 1]);
    auto r = phone->post("/t/" + code, form);
    ++sent;
    CHECK(r.status == 200);
    if (sent < 4) CHECK(host.result_at(1) == "");  // the pod waits for every player's figures
    phones.push_back(std::move(phone));
  }
  CHECK(host.result_at(1) == expected);
}

TEST_CASE("desk: a refusal of the event library shows in the request's language, not the server's") {
  Event e;
  auto t1 = e.seated(1);
  Phone ja_judge{e}, en_judge{e};
  en_judge.accept_language = "en";
  sign_in(ja_judge, event::Role::judge, "田中");
  sign_in(en_judge, event::Role::judge, "Smith");
  // Nothing reported at table 1: nothing to approve. The status is worded in the page's language too.
  ja_judge.get("/judge/t/1");
  auto ja_refused = ja_judge.post("/judge/t/1", {{"action", "approve"}});
  CHECK(ja_refused.status == 409);
  // Worded for a phone: what to do on this page, never a command line.
  CHECK(ja_refused.body.find("承認できる報告がありません（両者の報告が一致していません）。下のフォームで結果を入力してください。") != std::string::npos);
  CHECK(ja_refused.body.find("judgekit") == std::string::npos);
  CHECK(ja_refused.body.find("nothing to approve") == std::string::npos);
  // The server's own language is Japanese now: the English reader still reads English.
  jk::set_lang(jk::Lang::ja);
  en_judge.get("/judge/t/1");
  auto en_refused = en_judge.post("/judge/t/1", {{"action", "approve"}});
  jk::set_lang(jk::Lang::en);
  CHECK(en_refused.status == 409);
  CHECK(en_refused.body.find("Nothing to approve: the players have not both reported the same. Enter the result below.") != std::string::npos);
  CHECK(en_refused.body.find("承認できる報告") == std::string::npos);
  // The library's refusal of a write the page did not foresee still comes in the reader's language.
  CHECK(ja_judge.post("/judge/t/1", {{"action", "result"}, {"outcome", "win-999"}}).status == 409);
  // A player's report sent after the judge's result (the page was opened before it): refused in the
  // batch of reports, in each phone's language.
  const std::string code = e.table_code(1);
  Phone ja_phone{e}, en_phone{e};
  en_phone.accept_language = "en-GB,en;q=0.8";
  ja_phone.get("/t/" + code);
  en_phone.get("/t/" + code);
  REQUIRE(ja_judge.post("/judge/t/1", {{"action", "result"}, {"outcome", "win-" + id(t1[1])}}).status == 200);
  auto ja_late = ja_phone.post("/t/" + code, {{"me", id(t1[0])}, {"outcome", "win-" + id(t1[0])}});
  CHECK(ja_late.status == 400);
  CHECK(ja_late.body.find("第1回戦1番卓の結果はすでに記録されています（0-1-0）。変更はジャッジに依頼してください") != std::string::npos);
  auto en_late = en_phone.post("/t/" + code, {{"me", id(t1[1])}, {"outcome", "win-" + id(t1[1])}});
  CHECK(en_late.status == 400);
  CHECK(en_late.body.find("round 1 table 1 already has its result (0-1-0); ask a judge to change it") != std::string::npos);
  CHECK(e.result_at(1) == "0-1-0");
}

namespace {

// The names (as the page escapes them) of the two players at `table`, first seat first.
std::pair<std::string, std::string> seat_names(const Event& e, int table) {
  const json shown = e.round();
  for (const auto& t : shown["tables"])
    if (t["table"] == table)
      return {web::esc(t["players"][0]["name"].get<std::string>()), web::esc(t["players"][1]["name"].get<std::string>())};
  FAIL("no table " << table);
  return {};
}

bool has(const web::Response& r, const std::string& text) { return r.body.find(text) != std::string::npos; }

}  // namespace

TEST_CASE("desk: the console words the 2-5 chain in the page's language with the players' names, also once recorded") {
  Event e;
  const auto [a, b] = seat_names(e, 2);
  Phone judge{e};
  sign_in(judge, event::Role::judge, "佐々木");
  // B has more flow-zone assets: 2-5-2 decides for the table's second player.
  auto decided = judge.post("/judge/t/2", {{"action", "time-limit"}, {"stock_a", "3"}, {"stock_b", "3"}, {"flow_a", "1"}, {"flow_b", "2"},
                                           {"value_a", "2"}, {"value_b", "4"}, {"janken", ""}});
  REQUIRE(decided.status == 200);
  CHECK(has(decided, "<strong>2-5-1</strong> ストックの枚数 3 対 3: 同数"));
  CHECK(has(decided, "<strong>2-5-2</strong> フローゾーンのアセットの枚数 1 対 2: " + b + "の勝ち"));
  CHECK(!has(decided, "wins"));
  CHECK(!has(decided, "Bの勝ち"));
  // One message, not "Recorded:" glued to the result.
  CHECK(has(decided, "記録しました: 第1回戦2番卓（" + a + " 対 " + b + "）: 0-1-0（制限時間、2-5-2）"));
  // Recorded, the table's page words the stored chain again, in the language asked for.
  auto en = judge.get("/judge/t/2?lang=en");
  CHECK(has(en, "<strong>2-5-2</strong> flow-zone assets 1 vs 2: " + b + " wins"));
  CHECK(has(en, "0-1-0 (time limit, 2-5-2)"));
  auto ja = judge.get("/judge/t/2");
  CHECK(has(ja, "<strong>2-5-2</strong> フローゾーンのアセットの枚数 1 対 2: " + b + "の勝ち"));
  CHECK(has(ja, "0-1-0（制限時間、2-5-2）"));
  CHECK(!has(ja, "time limit"));
}

TEST_CASE("desk: SCP 103.4 on the table page: who chooses the play order, game by game, named by 103.4") {
  Event e({}, {}, "scp-tcg-jp-j");
  const std::string code = e.table_code(1);
  const auto [a, b] = seat_names(e, 1);
  const std::string page = "/t/" + code;
  Phone phone{e};

  // The first game: a random method, 103.4 linked; the end states cited as the pack lists them.
  auto first = phone.get(page);
  REQUIRE(first.status == 200);
  CHECK(has(first, "<h2>先攻・後攻を決めるのは</h2>"));
  CHECK(has(first, "第1ゲーム: ジャンケン等"));
  CHECK(has(first, "<a href=\"/rules/scp-tcg-jp-j/103.4\">103.4</a>"));
  CHECK(has(first, "<a href=\"/rules/scp-tcg-jp-j/104.2\">104.2</a> <a href=\"/rules/scp-tcg-jp-j/104.3\">104.3</a> "
                   "<a href=\"/rules/scp-tcg-jp-j/104.4\">104.4</a>"));
  for (const auto& [rule, lettered] : {std::pair{"104.2", "104.2e"}, {"104.4", "104.4b"}})  // the cited entries lead to the lettered rules
    CHECK(has(phone.get(std::string("/rules/scp-tcg-jp-j/") + rule), std::string("/rules/scp-tcg-jp-j/") + lettered));
  CHECK(has(first, "<form method=\"get\" action=\"" + page + "#play-order\""));
  CHECK(!has(first, "name=\"won2\""));  // one game at a time

  // Game 1 won by the first seat: the second seat lost, so chooses for game 2.
  auto won = phone.get(page + "?chose1=A&won1=A");
  CHECK(won.status == 200);
  CHECK(has(won, "第1ゲーム: " + a + " が先攻・後攻を決めました · " + a + " の勝ち"));
  CHECK(has(phone.get(page + "?won1=B"), "第1ゲーム: ジャンケン等で決めた人が先攻・後攻を決めました · " + b + " の勝ち"));
  CHECK(has(won, "第2ゲーム: 先攻・後攻を決めるのは " + b + " です"));
  CHECK(has(won, b + " が第1ゲームで負けたためです。"));
  CHECK(has(won, "name=\"won2\""));
  CHECK(!has(won, "name=\"won3\""));

  // Game 1 drawn: whoever chose its play order chooses again; then a loss hands it to the loser,
  // and a draw after that keeps it with the player 103.4 named for the drawn game.
  auto drawn = phone.get(page + "?chose1=B&won1=draw");
  CHECK(drawn.status == 200);
  CHECK(has(drawn, "第2ゲーム: 先攻・後攻を決めるのは " + b + " です"));
  CHECK(has(drawn, "第1ゲームが引き分けで、そのゲームの先攻・後攻を " + b + " が決めたため、もう一度 " + b + " が決めます。"));
  auto chain = phone.get(page + "?chose1=A&won1=B&won2=draw");
  CHECK(chain.status == 200);
  CHECK(has(chain, "第2ゲーム: " + a + " が先攻・後攻を決めました · 引き分け"));
  CHECK(has(chain, "第3ゲーム: 先攻・後攻を決めるのは " + a + " です"));
  // A chooser other than the one 103.4 named is kept (it is who really chose) and pointed out.
  auto other = phone.get(page + "?won1=A&chose2=A&won2=draw");
  CHECK(has(other, "（103.4 では " + b + " が決めるゲームでした）"));
  CHECK(has(other, "第3ゲーム: 先攻・後攻を決めるのは " + a + " です"));

  // 100.3: a match goes on until a player has won the games needed, so a drawn game adds a game
  // to a best of 3: after a draw and a win each, game 4 is still to play.
  auto longer = phone.get(page + "?chose1=A&won1=draw&won2=A&won3=B");
  CHECK(longer.status == 200);
  CHECK(has(longer, "第4ゲーム: 先攻・後攻を決めるのは " + a + " です"));
  CHECK(has(longer, "name=\"won4\""));
  CHECK(has(phone.get(page + "?chose1=A&won1=draw&won2=A&won3=B&won4=A"), "マッチは終了しました: " + a + " が 2 ゲームに勝ちました。"));

  // Two wins end a best-of-3 match: nobody chooses any more.
  auto over = phone.get(page + "?won1=B&won2=B");
  CHECK(over.status == 200);
  CHECK(has(over, "マッチは終了しました: " + b + " が 2 ゲームに勝ちました。"));
  CHECK(!has(over, "第3ゲーム: 先攻・後攻を決めるのは"));

  // Bad input: a clear message in the page's language, 400, the form again; never a crash.
  auto side = phone.get(page + "?chose1=C&won1=A");
  CHECK(side.status == 400);
  CHECK(has(side, "第1ゲーム: &#39;C&#39; はこの卓のプレイヤーではありません。2人のどちらかを選んでください"));
  auto result = phone.get(page + "?won1=<i>x</i>");
  CHECK(result.status == 400);
  CHECK(has(result, "第1ゲーム: &#39;&lt;i&gt;x&lt;/i&gt;&#39; は結果ではありません"));
  CHECK(!has(result, "<i>x</i>"));
  auto huge = phone.get(page + "?won99999999999999999999=A");
  CHECK(huge.status == 400);
  CHECK(has(huge, "1〜99"));
  CHECK(phone.get(page + "?won100=A").status == 400);
  CHECK(phone.get(page + "?won0=A").status == 400);
  auto no_chooser = phone.get(page + "?won1=draw");
  CHECK(no_chooser.status == 400);
  CHECK(has(no_chooser, "第1ゲームは引き分けです: そのゲームの先攻・後攻を決めた人を選んでください"));
  CHECK(!has(no_chooser, "第2ゲーム: 先攻・後攻を決めるのは"));
  auto gap = phone.get(page + "?won2=A");
  CHECK(gap.status == 400);
  CHECK(has(gap, "第2ゲームの結果がありますが、第1ゲームの結果がありません"));
  auto after_end = phone.get(page + "?won1=A&won2=A&won3=B");
  CHECK(after_end.status == 400);
  CHECK(has(after_end, "第2ゲームでマッチは終了しています"));
  // Other fields of the address are not this form's.
  CHECK(phone.get(page + "?wonder=1&chose=A").status == 200);

  // In English when the address asks for it; the language is kept through the GET form.
  auto en = phone.get(page + "?lang=en&chose1=A&won1=A");
  CHECK(has(en, "Game 2: " + b + " chooses who plays first"));
  CHECK(has(en, "<input type=\"hidden\" name=\"lang\" value=\"en\">"));
  auto en_bad = phone.get(page + "?lang=en&won1=draw");
  CHECK(en_bad.status == 400);
  CHECK(has(en_bad, "Game 1 was drawn: choose who chose its play order"));

  // The judge console's table view walks the same way. Nothing of this was stored.
  Phone judge{e};
  sign_in(judge, event::Role::judge, "田中");
  auto console = judge.get("/judge/t/1?chose1=B&won1=B");
  CHECK(console.status == 200);
  CHECK(has(console, "第2ゲーム: 先攻・後攻を決めるのは " + a + " です"));
  CHECK(has(console, "action=\"/judge/t/1#play-order\""));
  CHECK(judge.get("/judge/t/1?won1=X").status == 400);
  CHECK(e.result_at(1) == "");
  CHECK(e.audit_rows("web judge 田中") == 0);
  // After a report the page starts the walk again at game 1.
  auto reported = phone.post(page, {{"me", id(e.seated(1)[0])}, {"outcome", "judge"}});
  CHECK(reported.status == 200);
  CHECK(has(reported, "第1ゲーム: ジャンケン等"));

  // A game without 103.4 (Economica) shows no such section.
  Event economica;
  Phone p2{economica};
  CHECK(!has(p2.get("/t/" + economica.table_code(1) + "?won1=A"), "play-order"));
}

TEST_CASE("desk: an SCP best of 1 is one game (100.3): 1-0-1 refused from the console and a phone; the walk ends at a drawn game") {
  Event e({"--best-of", "1"}, {}, "scp-tcg-jp-j");
  const auto t1 = e.seated(1), t2 = e.seated(2);
  const std::string one_game = "1-0-1 は1本勝負ではありえないスコアです（SCP-TCG-JP-J 購買部版）: マッチは1ゲームだけで、ゲームが引き分けならそこで終わります（100.3）";
  // The judge console: a win with its games, the second game refused (over), the one game taken (at).
  Phone judge{e};
  sign_in(judge, event::Role::judge, "田中");
  judge.get("/judge/t/1");
  auto two = judge.post("/judge/t/1", {{"action", "result"}, {"outcome", "win-" + id(t1[0])}, {"games", "1-0-1"}});
  CHECK(two.status >= 400);
  CHECK(has(two, one_game));
  CHECK(e.result_at(1) == "");
  auto one = judge.post("/judge/t/1", {{"action", "result"}, {"outcome", "win-" + id(t1[0])}, {"games", "1-0"}});
  CHECK(one.status == 200);
  CHECK(e.result_at(1) == "1-0-0");
  // A phone's report with two games is refused as `result` refuses it; nothing is kept.
  const std::string code = e.table_code(2);
  Phone phone{e};
  phone.get("/t/" + code);
  auto claimed = phone.post("/t/" + code, {{"me", id(t2[0])}, {"outcome", "win-" + id(t2[1])}, {"games", "1-0-1"}});
  CHECK(claimed.status == 400);
  CHECK(has(claimed, "0-1-1 は1本勝負ではありえないスコアです（SCP-TCG-JP-J 購買部版）"));
  CHECK(e.result_at(2) == "");
  // 103.4 after a drawn game: the match is over, so nobody chooses for a game 2 (at); a game 2
  // sent is refused (over); a won game ends it as before.
  const auto [a, b] = seat_names(e, 2);
  auto drawn = phone.get("/t/" + code + "?chose1=A&won1=draw");
  CHECK(drawn.status == 200);
  CHECK(has(drawn, "マッチは終了しました: 1ゲームだけのマッチで、そのゲームは引き分けでした。"));
  CHECK(has(drawn, "<a href=\"/rules/scp-tcg-jp-j/100.3\">100.3</a>"));
  CHECK(!has(drawn, "第2ゲーム: 先攻・後攻を決めるのは"));
  CHECK(!has(drawn, "name=\"won2\""));
  CHECK(phone.get("/t/" + code + "?won1=draw").status == 200);  // no next game, so no chooser is asked for
  auto after = phone.get("/t/" + code + "?chose1=A&won1=draw&won2=A");
  CHECK(after.status == 400);
  CHECK(has(after, "マッチは1ゲームだけで、そのゲームは引き分けでした。第2ゲームはありません"));
  CHECK(has(phone.get("/t/" + code + "?won1=B"), "マッチは終了しました: " + b + " が 1 ゲームに勝ちました。"));
  CHECK(has(phone.get("/t/" + code + "?lang=en&won1=draw"), "The match is over: its one game was drawn."));
}

TEST_CASE("desk: the console turns the winner's games to the first seat's, drawn games kept last") {
  Event e({}, {}, "scp-tcg-jp-j");  // best of 3
  Phone judge{e};
  sign_in(judge, event::Role::judge, "田中");
  struct Case {
    int table;
    int winner_seat;
    const char* games;
    const char* recorded;
  };
  const Case cases[] = {{1, 1, "2-1-1", "1-2-1"}, {2, 0, "2-1-1", "2-1-1"}, {1, 1, "2-0", "0-2-0"}};
  for (const Case& c : cases) {
    INFO(c.games << " won by seat " << c.winner_seat);
    judge.get("/judge/t/" + std::to_string(c.table));
    const std::string winner = id(e.seated(c.table)[static_cast<std::size_t>(c.winner_seat)]);
    auto r = judge.post("/judge/t/" + std::to_string(c.table), {{"action", "result"}, {"outcome", "win-" + winner}, {"games", c.games}, {"correct", "1"}});
    CHECK(r.status == 200);
    CHECK(e.result_at(c.table) == c.recorded);
  }
}

// The console says a result as the phones do, the winner's games first: a win with fewer or as
// many games as the loss is refused as a phone's report is, and nothing is kept.
TEST_CASE("desk: the console refuses a win whose games say the other player won, as a phone's report is refused") {
  Event e({}, {}, "scp-tcg-jp-j");  // best of 3
  Phone judge{e};
  sign_in(judge, event::Role::judge, "田中");
  struct Case {
    const char* games;
    bool taken;
  };
  const Case cases[] = {{"0-2", false}, {"1-2", false}, {"1-1", false}, {"1-1-1", false}, {"2-1", true}, {"2-0-1", true}};
  for (const Case& c : cases) {
    INFO(c.games);
    judge.get("/judge/t/1");
    const std::string winner = id(e.seated(1)[0]);
    auto r = judge.post("/judge/t/1", {{"action", "result"}, {"outcome", "win-" + winner}, {"games", c.games}, {"correct", "1"}});
    CHECK(r.status == (c.taken ? 200 : 409));  // the console refuses with 409, as its other refusals
    if (c.taken) {
      CHECK(e.result_at(1) == (std::string(c.games).size() == 3 ? std::string(c.games) + "-0" : std::string(c.games)));
    } else {
      CHECK(has(r, "勝者のゲーム数を先に書きます。敗者のゲーム数より多くなければなりません"));
      CHECK(e.result_at(1) == "");
    }
  }
}

TEST_CASE("desk: the organiser runs the round from a phone: clock, pairing; refusals worded for the phone") {
  Event e;
  Phone org{e}, judge{e};
  sign_in(org, event::Role::organiser, "鈴木");
  sign_in(judge, event::Role::judge, "田中");
  auto console = org.get("/judge");
  CHECK(has(console, "タイマーをスタート"));
  CHECK(!has(judge.get("/judge"), "タイマーをスタート"));  // a judge does not run the clock
  CHECK(judge.post("/judge/clock", {{"action", "clock-start"}, {"minutes", "50"}}).status == 403);
  // Minutes out of range: refused, nothing started.
  CHECK(org.post("/judge/clock", {{"action", "clock-start"}, {"minutes", "0"}}).status == 400);
  CHECK(org.post("/judge/clock", {{"action", "clock-start"}, {"minutes", "601"}}).status == 400);
  auto started = org.post("/judge/clock", {{"action", "clock-start"}, {"minutes", "50"}});
  CHECK(org.posted_status == 303);
  CHECK(org.posted_location == "/judge");
  CHECK(has(started, "タイマーをスタートしました: 50分。"));
  CHECK(has(started, "data-left=\"3000\""));
  e.now += 60;
  auto paused = org.post("/judge/clock", {{"action", "clock-pause"}});
  CHECK(has(paused, "タイマーを一時停止しました。"));
  CHECK(has(paused, "data-left=\"2940\" data-paused=\"1\""));
  CHECK(has(paused, "value=\"clock-resume\""));
  e.now += 600;  // paused: the time left does not move
  CHECK(has(org.post("/judge/clock", {{"action", "clock-resume"}}), "data-left=\"2940\""));
  CHECK(has(org.post("/judge/clock", {{"action", "clock-add"}, {"minutes", "5"}}), "data-left=\"3240\""));
  CHECK(has(org.post("/judge/clock", {{"action", "clock-add"}, {"minutes", "-1"}}), "data-left=\"3180\""));
  CHECK(org.post("/judge/clock", {{"action", "clock-add"}, {"minutes", "61"}}).status == 400);
  auto clock = judgekit({"round", "clock", "--event", e.path});  // the CLI reads the same clock
  CHECK(clock.exit_code == 0);
  // Pairing with tables still open: refused in a phone's words.
  auto refused = org.post("/judge/pair", {});
  CHECK(refused.status == 409);
  CHECK(has(refused, "まだ結果のない卓があります: 1, 2番卓。"));
  CHECK(!has(refused, "judgekit"));
  REQUIRE(judgekit({"result", "--event", e.path, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e.path, "2", "0-1"}).exit_code == 0);
  auto paired = org.post("/judge/pair", {});
  CHECK(org.posted_status == 303);
  // Right after pairing: round 2 and its (not started) clock, not round 1's.
  CHECK(has(paired, "第2回戦の組み合わせを作りました"));
  CHECK(has(paired, "<h2>第2回戦</h2><p class=\"clock idle\">"));
  CHECK(!has(paired, "data-left"));
  // A reload of the pairing sends nothing: it is a GET of the console.
  CHECK(!has(org.get("/judge"), "組み合わせを作りました"));
  CHECK(e.round()["round"] == 2);
}

TEST_CASE("desk: pairing from the phone says which rematches could not be avoided, in the page's language") {
  Event e;  // four players, round 1 paired
  for (int r = 1; r <= 3; ++r) {
    for (int table = 1; table <= 2; ++table) REQUIRE(judgekit({"result", "--event", e.path, std::to_string(table), "1-0"}).exit_code == 0);
    if (r < 3) REQUIRE(judgekit({"round", "pair", "--event", e.path}).exit_code == 0);
  }
  Phone org{e};
  sign_in(org, event::Role::organiser, "鈴木");
  auto paired = org.post("/judge/pair", {});  // round 4: everyone has met everyone
  CHECK(org.posted_status == 303);
  CHECK(has(paired, "第4回戦の組み合わせを作りました。<br>注: 再戦を2件避けられませんでした"));
  REQUIRE(judgekit({"round", "unpair", "--event", e.path}).exit_code == 0);
  auto en = org.post("/judge/pair?lang=en", {});
  CHECK(has(en, "Round 4 is paired.<br>note: 2 rematches could not be avoided"));
}

TEST_CASE("desk: pairing from the phone names two players paired although they were to be kept apart") {
  Event e;  // four players, round 1 paired
  for (int table = 1; table <= 2; ++table) REQUIRE(judgekit({"result", "--event", e.path, std::to_string(table), "1-0"}).exit_code == 0);
  // Every pair kept apart: round 2 must break two of the restrictions.
  const std::vector<std::string> names = {"甲", "乙", "丙", "<b>丁</b>"};
  for (std::size_t i = 0; i < names.size(); ++i)
    for (std::size_t j = i + 1; j < names.size(); ++j) REQUIRE(judgekit({"pairing", "avoid", "-e", e.path, names[i], names[j]}).exit_code == 0);
  Phone org{e};
  sign_in(org, event::Role::organiser, "鈴木");
  auto paired = org.post("/judge/pair", {});
  CHECK(org.posted_status == 303);
  CHECK(has(paired, "第2回戦の組み合わせを作りました。<br>注: "));
  CHECK(has(paired, "は当てない指定ですが対戦になりました。第2回戦はどう組んでも避けられません"));
  CHECK(!has(paired, "<b>丁</b>"));  // a name is escaped like every text
  // Both tables broke a restriction: each pair is named.
  const json round = e.round();
  for (const auto& t : round["tables"]) {
    const std::string a = t["players"][0]["name"], b = t["players"][1]["name"];
    CHECK((has(paired, web::esc(a) + "と" + web::esc(b)) || has(paired, web::esc(b) + "と" + web::esc(a))));
  }
}

TEST_CASE("desk: the console lists by filter (judge / not reported / all) and finds a player by name or reading") {
  Event e;
  auto t1 = e.seated(1), t2 = e.seated(2);
  Phone a{e}, judge{e};
  report_win(a, e.table_code(1), t1[0], t1[0]);
  a.get("/t/" + e.table_code(1));
  a.post("/t/" + e.table_code(1), {{"me", id(t1[0])}, {"outcome", "judge"}});
  sign_in(judge, event::Role::judge, "田中");
  auto waiting = judge.get("/judge");
  CHECK(has(waiting, "ジャッジ待ち (1)"));
  CHECK(has(waiting, "aria-current=\"page\">ジャッジ待ち</a>"));
  auto open = judge.get("/judge?show=open");
  CHECK(has(open, "未報告 (1)"));
  CHECK(has(open, "/judge/t/2"));
  CHECK(!has(open, "href=\"/judge/t/1\""));
  auto all = judge.get("/judge?show=every-table");
  CHECK(has(all, "すべて (2)"));
  // By name: only that player's table.
  const json shown = e.round();
  const std::string name = shown["tables"][1]["players"][0]["name"].get<std::string>();
  auto found = judge.get("/judge?show=every-table&q=" + name);
  CHECK(has(found, "すべて (1)"));
  CHECK(has(found, "href=\"/judge/t/2\""));
  CHECK(has(judge.get("/judge?show=every-table&q=zzz"), "すべて (0)"));
}

TEST_CASE("desk: a drop needs its box ticked, shows on the judge's player page and can be undone; a player drops themself the same way") {
  Event e;
  auto t1 = e.seated(1);
  Phone judge{e};
  sign_in(judge, event::Role::judge, "田中");
  const std::string page = "/judge/p/" + id(t1[0]);
  judge.get(page);
  CHECK(judge.post(page, {{"action", "drop"}}).status == 400);  // one tap alone never drops
  CHECK(judgekit({"player", "list", "--event", e.path, "--json"}).out.find("\"dropped_after_round\": 1") == std::string::npos);
  auto dropped = judge.post(page, {{"action", "drop"}, {"confirm", "1"}});
  CHECK(judge.posted_status == 303);
  CHECK(has(dropped, "ドロップしました"));
  auto again = judge.get(page);  // a reload still says so
  CHECK(has(again, "<p class=\"note\">ドロップ</p>"));
  CHECK(has(again, "ドロップを取り消す"));
  auto undone = judge.post(page, {{"action", "undrop"}});
  CHECK(has(undone, "ドロップを取り消しました"));
  CHECK(judgekit({"player", "list", "--event", e.path, "--json"}).out.find("\"dropped_after_round\": 1") == std::string::npos);
  // The player, from their own code.
  Phone me{e};
  const std::string mine = "/m/" + e.player_code(t1[1]);
  me.get(mine);
  CHECK(me.post(mine, {{"action", "drop"}}).status == 400);
  auto self = me.post(mine, {{"action", "drop"}, {"confirm", "1"}});
  CHECK(me.posted_status == 303);
  CHECK(has(self, "ドロップしました。次の回戦からは組み合わせに入りません。"));
  CHECK(has(self, "ドロップを取り消す"));
  CHECK(e.audit_rows("web player " + id(t1[1])) >= 1);
  CHECK(has(me.post(mine, {{"action", "undrop"}}), "ドロップを取り消しました。次の回戦から組み合わせに入ります。"));
}

TEST_CASE("desk: the 2-5 form asked for janken keeps the six figures") {
  Event f;
  Phone j2{f};
  sign_in(j2, event::Role::judge, "佐々木");
  j2.get("/judge/t/2");
  auto asked = j2.post("/judge/t/2", {{"action", "time-limit"}, {"stock_a", "3"}, {"stock_b", "3"}, {"flow_a", "2"}, {"flow_b", "2"},
                                      {"value_a", "4"}, {"value_b", "4"}, {"janken", ""}});
  CHECK(asked.status == 409);
  for (const auto& [name, value] : {std::pair{"stock_a", "3"}, {"stock_b", "3"}, {"flow_a", "2"}, {"flow_b", "2"}, {"value_a", "4"}, {"value_b", "4"}})
    CHECK(has(asked, std::string("name=\"") + name + "\" inputmode=\"numeric\" size=\"3\" required value=\"" + value + "\""));
  auto decided = j2.post("/judge/t/2", {{"action", "time-limit"}, {"stock_a", "3"}, {"stock_b", "3"}, {"flow_a", "2"}, {"flow_b", "2"},
                                        {"value_a", "4"}, {"value_b", "4"}, {"janken", "B"}});
  CHECK(j2.posted_status == 303);
  CHECK(f.result_at(2).rfind("0-1-0", 0) == 0);
}

TEST_CASE("desk: the decklist page shows the stored list as the file has it, an illegal one marked; a reload resends nothing") {
  Event e;
  const auto p1 = e.seated(1)[0];
  const std::string page = "/d/" + e.player_code(p1);
  Phone p{e};
  CHECK(has(p.get(page), "登録済みのリスト: <span class=\"deck missing\">未提出"));  // nothing stored yet
  auto illegal = p.post(page, {{"action", "submit"}, {"list", "5 日本株\n"}});
  CHECK(p.posted_status == 303);
  CHECK(p.posted_location == page);
  CHECK(has(illegal, "デッキ1として登録しました。"));  // stored, not "submitted" as a legal list is
  CHECK(!has(illegal, "デッキ1として提出しました"));
  CHECK(has(illegal, "登録済みのリスト: <span class=\"deck illegal\">"));
  CHECK(has(illegal, "登録済みのリストはルールを満たしていません"));  // and said plainly that it is illegal, once
  CHECK(!has(illegal, "不適正です。"));
  CHECK(has(illegal, ">5 日本株\n</textarea>"));  // the list as stored, its findings under it
  CHECK(has(illegal, "3-2"));
  auto fixed = p.post(page, {{"action", "submit"}, {"list", "4 日本株\n"}});
  CHECK(has(fixed, "デッキ2として登録しました。"));  // at once: not one submission behind (50 cards short)
  CHECK(has(fixed, "登録済みのリストはルールを満たしていません"));
  CHECK(has(fixed, "<small>デッキ 2</small>"));
  CHECK(has(fixed, ">4 日本株\n</textarea>"));
  const int stored = e.audit_rows("web player " + id(p1));
  CHECK(!has(p.get(page), "として登録しました"));  // a reload: the notice once, nothing sent again
  CHECK(e.audit_rows("web player " + id(p1)) == stored);
}

TEST_CASE("pages: no rank before a counted round; points and tiebreakers worded; home search answers on home; an icon") {
  Event e;
  auto t1 = e.seated(1);
  Phone p{e};
  auto mine = p.get("/p/" + id(t1[0]));
  CHECK(!has(mine, "<dt>順位</dt>"));  // before any result
  CHECK(has(mine, "0-0-0 (勝ち点0)"));
  CHECK(!has(mine, "0pt"));
  REQUIRE(judgekit({"result", "--event", e.path, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e.path, "2", "1-0"}).exit_code == 0);
  CHECK(has(p.get("/p/" + id(t1[0])), "<dt>順位</dt>"));
  // Tiebreakers: a percentage with its sign, never split from its name.
  auto standings = p.get("/standings");
  CHECK(std::regex_search(standings.body, std::regex("<span class=\"nowrap\">OMW\u00a0\\d+\\.\\d\\d%</span>")));
  // The home page's search: the list on the home page (its own address), with the code box.
  const std::string name = e.round()["tables"][0]["players"][0]["name"].get<std::string>();
  auto home = p.get("/?q=" + name);
  CHECK(has(home, "<form class=\"search\" action=\"/\""));
  CHECK(has(home, "<div id=\"results\">"));
  CHECK(has(home, "/p/" + id(t1[0])));
  CHECK(has(home, "aria-current=\"page\">ホーム</a>"));
  CHECK(has(home, "action=\"/code\""));
  CHECK(has(p.get("/"), "<title>ホーム · 電話の大会</title>"));  // the event's name once
  auto icon = p.get("/favicon.ico");
  CHECK(icon.status == 200);
  CHECK(icon.content_type == "image/svg+xml");
  CHECK(has(p.get("/static/icon.svg"), "<svg"));
}

TEST_CASE("desk: the organiser's settings for phones (trust the slip, self-drop, illegal lists), set from the console or the CLI, honoured by the pages") {
  Event e;
  auto t1 = e.seated(1), t2 = e.seated(2);
  // Off by default: two reports from the slip alone only propose.
  Phone a{e}, b{e};
  report_win(a, e.table_code(1), t1[0], t1[0]);
  report_win(b, e.table_code(1), t1[1], t1[0]);
  CHECK(e.result_at(1) == "");
  Phone org{e}, judge{e};
  sign_in(org, event::Role::organiser, "鈴木");
  sign_in(judge, event::Role::judge, "田中");
  auto console = org.get("/judge");
  CHECK(has(console, "イベントの設定（プレイヤーがスマートフォンでできること）"));
  CHECK(has(console, "name=\"self_drop\" value=\"1\" checked"));
  CHECK(has(console, "name=\"trust_table_code\" value=\"1\">"));
  CHECK(!has(judge.get("/judge"), "name=\"self_drop\""));  // a judge sees no settings
  CHECK(judge.post("/judge/settings", {{"trust_table_code", "1"}}).status == 403);
  CHECK(judgekit({"event", "phones", "--event", e.path}).out.find("each player confirms with their own code") != std::string::npos);
  // The organiser trusts the slips, keeps drops at the desk, refuses illegal lists.
  auto saved = org.post("/judge/settings", {{"trust_table_code", "1"}, {"refuse_illegal_decks", "1"}});
  CHECK(org.posted_status == 303);
  CHECK(org.posted_location == "/judge");
  CHECK(has(saved, "イベントの設定を保存しました。"));
  CHECK(has(saved, "name=\"trust_table_code\" value=\"1\" checked"));
  CHECK(has(saved, "name=\"self_drop\" value=\"1\">"));
  CHECK(e.audit_rows("web organiser 鈴木") >= 1);
  // Trusted: equal reports from the slip are recorded.
  Phone c{e}, d{e};
  report_win(c, e.table_code(2), t2[0], t2[1]);
  CHECK(e.result_at(2) == "");  // one report: waiting for the other
  report_win(d, e.table_code(2), t2[1], t2[1]);
  CHECK(e.result_at(2) == "0-1-0");
  // No drop from the player's page: no form, and a forged post is refused.
  Phone me{e};
  const std::string mine = "/m/" + e.player_code(t1[1]);
  CHECK(!has(me.get(mine), "value=\"drop\""));
  auto refused = me.post(mine, {{"action", "drop"}, {"confirm", "1"}});
  CHECK(refused.status == 403);
  CHECK(has(refused, "ドロップはジャッジが受け付けます"));
  CHECK(judgekit({"player", "list", "--event", e.path, "--json"}).out.find("\"dropped_after_round\": 1") == std::string::npos);
  // An illegal list is refused: nothing stored, what was typed kept, its findings shown.
  const std::string deck = "/d/" + e.player_code(t1[0]);
  me.get(deck);
  auto illegal = me.post(deck, {{"action", "submit"}, {"list", "5 日本株\n"}});
  CHECK(illegal.status == 409);
  CHECK(has(illegal, "提出できませんでした。このイベントでは適正なリストだけを受け付けます。"));
  CHECK(has(illegal, ">5 日本株\n</textarea>"));
  CHECK(has(illegal, "3-2"));
  CHECK(has(me.get(deck), "登録済みのリスト: <span class=\"deck missing\">未提出"));
  // The CLI reads and sets the same settings; a wrong word is refused, nothing changed.
  auto shown = judgekit({"event", "phones", "--event", e.path});
  CHECK(shown.out.find("equal reports are recorded") != std::string::npos);
  CHECK(shown.out.find("only a judge drops a player") != std::string::npos);
  CHECK(shown.out.find("refused when submitted") != std::string::npos);
  auto bad = judgekit({"event", "phones", "--event", e.path, "--self-drop", "maybe"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("--self-drop takes on or off") != std::string::npos);
  REQUIRE(judgekit({"event", "phones", "--event", e.path, "--self-drop", "on", "--table-code", "confirm", "--illegal-decks", "mark"}).exit_code == 0);
  CHECK(has(me.get(mine), "value=\"drop\""));
  CHECK(has(me.post(deck, {{"action", "submit"}, {"list", "5 日本株\n"}}), "デッキ1として登録しました。"));  // marked, stored
  auto console_after = org.get("/judge");
  CHECK(has(console_after, "name=\"trust_table_code\" value=\"1\">"));
  CHECK(has(console_after, "name=\"self_drop\" value=\"1\" checked"));
}

TEST_CASE("desk: the organiser undoes a round's pairings and starts the top cut from a phone; refusals name no command") {
  Event e({"--top-cut", "4"});
  Phone org{e};
  sign_in(org, event::Role::organiser, "鈴木");
  auto console = org.get("/judge");
  CHECK(has(console, "第1回戦の組み合わせを取り消す"));
  CHECK(has(console, "決勝トーナメントを始める（トップ4）"));
  // A tap alone does nothing: the box must be ticked.
  CHECK(org.post("/judge/unpair", {}).status == 400);
  CHECK(e.round()["round"] == 1);
  auto undone = org.post("/judge/unpair", {{"confirm", "1"}});
  CHECK(org.posted_status == 303);
  CHECK(org.posted_location == "/judge");
  CHECK(has(undone, "第1回戦の組み合わせを取り消しました。"));
  CHECK(judgekit({"round", "show", "--event", e.path}).exit_code != 0);  // no round left
  auto nothing = org.post("/judge/unpair", {{"confirm", "1"}});
  CHECK(nothing.status == 409);
  CHECK(has(nothing, "組み合わせのある回戦がないため、取り消すものはありません。"));
  CHECK(!has(nothing, "judgekit"));
  CHECK(has(org.post("/judge/pair", {}), "第1回戦の組み合わせを作りました"));
  // A round with a result cannot be undone; the cut waits for every result.
  REQUIRE(judgekit({"result", "--event", e.path, "1", "1-0"}).exit_code == 0);
  auto kept = org.post("/judge/unpair", {{"confirm", "1"}});
  CHECK(kept.status == 409);
  CHECK(has(kept, "第1回戦にはすでに結果があります（1番卓）。この回戦の組み合わせは取り消せません。"));
  CHECK(!has(kept, "judgekit"));
  auto early = org.post("/judge/cut", {{"confirm", "1"}});
  CHECK(early.status == 409);
  CHECK(has(early, "まだ結果のない卓があります: 2番卓。一覧から各卓を開いて結果を入力してから、決勝トーナメントを始めてください。"));
  CHECK(!has(early, "judgekit"));
  REQUIRE(judgekit({"result", "--event", e.path, "2", "0-1"}).exit_code == 0);
  // Too few players still in for a top 4.
  const auto t1 = e.seated(1);
  REQUIRE(judgekit({"player", "drop", "--event", e.path, "#" + id(t1[1])}).exit_code == 0);
  auto small = org.post("/judge/cut", {{"confirm", "1"}});
  CHECK(small.status == 409);
  CHECK(has(small, "トップ4には、ドロップしていないプレイヤーが4人必要です。いまは3人です。"));
  REQUIRE(judgekit({"player", "undrop", "--event", e.path, "#" + id(t1[1])}).exit_code == 0);
  auto cut = org.post("/judge/cut", {{"confirm", "1"}});
  CHECK(org.posted_status == 303);
  CHECK(has(cut, "決勝トーナメントを始めました: 第2回戦、4人。"));
  CHECK(e.round()["round"] == 2);
  CHECK(!has(cut, "決勝トーナメントを始める（トップ4）"));  // started: no second button
  auto again = org.post("/judge/cut", {{"confirm", "1"}});
  CHECK(has(again, "決勝トーナメントは始まっています（第2回戦）。"));
  CHECK(!has(again, "judgekit"));
}

TEST_CASE("pages: the format is worded by the pack in the reader's language, never its id") {
  Event e({"--format", "casual"});
  Phone ja{e}, en{e};
  en.accept_language = "en";
  auto home = ja.get("/");
  CHECK(has(home, "<dd>非公式戦</dd>"));
  CHECK(!has(home, "<dd>casual</dd>"));
  CHECK(has(en.get("/"), "<dd>casual event</dd>"));
}

TEST_CASE("desk: the console names an infraction by its rule number and name, never a pack's id word") {
  Event e;
  Phone judge{e};
  sign_in(judge, event::Role::judge, "田中");
  auto page = judge.get("/judge/p/" + id(e.seated(1)[0]));
  CHECK(has(page, "<option value=\"other\">このルールに記載されていない事項 (6-4)</option>"));
  CHECK(!has(page, ">other "));
  CHECK(has(page, "<option value=\"5-4-1\">5-4-1 "));  // a rule number stays: it is what the book prints
}

TEST_CASE("desk: the top cut from the phone seeds the event's own size, and says how many play") {
  Event e({"--top-cut", "2"});
  Phone org{e};
  sign_in(org, event::Role::organiser, "鈴木");
  REQUIRE(judgekit({"result", "--event", e.path, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e.path, "2", "1-0"}).exit_code == 0);
  CHECK(has(org.get("/judge"), "決勝トーナメントを始める（トップ2）"));
  auto cut = org.post("/judge/cut", {{"confirm", "1"}});
  CHECK(has(cut, "決勝トーナメントを始めました: 第2回戦、2人。"));  // 2 of the 4 players
  CHECK(e.round()["tables"].size() == 1);
}

TEST_CASE("desk: an organiser starts a round robin's bracket from the console, choosing how many of each group go through") {
  Event e({"--structure", "round-robin", "--groups", "2"});  // two groups of two: one round each
  REQUIRE(judgekit({"result", "--event", e.path, "1", "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"result", "--event", e.path, "2", "0-1"}).exit_code == 0);
  Phone org{e};
  sign_in(org, event::Role::organiser, "鈴木");
  auto home = org.get("/judge");
  CHECK(has(home, "各ブロックの上位で決勝トーナメントを始める"));
  CHECK(has(home, "name=\"from_groups\""));
  CHECK(!has(home, "決勝トーナメントを始める（トップ8）"));  // no Swiss top cut offered to a round robin
  // Unticked: nothing happens.
  CHECK(org.post("/judge/cut", {{"from_groups", "1"}}).status == 400);
  CHECK(e.round()["round"] == 1);
  auto started = org.post("/judge/cut", {{"from_groups", "1"}, {"confirm", "1"}});
  CHECK(org.posted_status == 303);
  CHECK(!has(started, "judgekit"));
  const json final = e.round();
  CHECK(final["round"] == 2);
  CHECK(final["stage"] == "cut");
  REQUIRE(final["tables"].size() == 1);  // the two group winners meet in the final
}

TEST_CASE("desk: the organiser's check-in list refuses a player dropped after a round with the way back on the phone, never a command line") {
  Event e;
  for (int table = 1; table <= 2; ++table) REQUIRE(judgekit({"result", "--event", e.path, std::to_string(table), "1-0"}).exit_code == 0);
  REQUIRE(judgekit({"player", "drop", "--event", e.path, "甲"}).exit_code == 0);
  Phone org{e};
  sign_in(org, event::Role::organiser, "鈴木");
  org.get("/judge/checkin");
  const auto refused = org.post("/judge/checkin", {{"action", "checkin"}, {"player", "1"}});
  CHECK(refused.status == 409);
  CHECK(has(refused, "甲は第1回戦の後にドロップしています。先にプレイヤーのページでドロップを取り消してください"));
  CHECK(!has(refused, "judgekit player"));
  // Another player checks in as before.
  CHECK(has(org.post("/judge/checkin", {{"action", "checkin"}, {"player", "2"}}), "受付しました: 乙"));
}

TEST_CASE("desk: the organiser's check-in list is searched by name; the search is kept after a check-in; no match says so") {
  Event e;
  Phone org{e};
  sign_in(org, event::Role::organiser, "鈴木");
  const auto all = org.get("/judge/checkin");
  CHECK(has(all, "<td>甲"));
  CHECK(has(all, "<td>乙"));
  const auto found = org.get("/judge/checkin?q=乙");
  CHECK(has(found, "<td>乙"));
  CHECK(!has(found, "<td>甲"));
  CHECK(has(found, "/judge/checkin?q=%E4%B9%99"));  // the button's form keeps the search
  const auto none = org.get("/judge/checkin?q=ない");
  CHECK(!has(none, "<td>甲"));
  CHECK(has(none, "該当するプレイヤーはいません。"));
}
