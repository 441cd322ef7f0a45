// Registration and check-in pages (issue 26) through Site::handle, as a phone drives them: the
// sign-up form, its redirect to the entry's page with the personal code, a second tap that adds
// nothing, a refusal in Japanese, the public roster without codes, check-in with a personal code.
#include <catch2/catch.hpp>

#include <regex>

#include "access.hpp"
#include "event_file.hpp"
#include "pack.hpp"
#include "run.hpp"
#include "web.hpp"

using namespace jk;
using test::judgekit;

namespace {

std::string field(const std::string& html, const std::string& name) {
  std::smatch m;
  REQUIRE(std::regex_search(html, m, std::regex("name=\"" + name + "\" value=\"([^\"]*)\"")));
  return m[1];
}

std::string header(const web::Response& r, const std::string& name) {
  for (const auto& [k, v] : r.headers)
    if (k == name) return v;
  return "";
}

struct Phone {
  web::Site& site;
  std::string cookie;
  web::Response get(const std::string& path) {
    web::Request q;
    q.path = path;
    q.cookie = cookie;
    q.remote = "10.0.0.2";
    q.host = "192.168.10.23:8080";
    q.accept_language = "ja";
    auto r = site.handle(q);
    if (std::string set = header(r, "Set-Cookie"); !set.empty()) cookie = set.substr(0, set.find(';'));
    return r;
  }
  web::Response post(const std::string& path, const std::string& body) {
    web::Request q;
    q.method = "POST";
    q.path = path;
    q.cookie = cookie;
    q.remote = "10.0.0.2";
    q.accept_language = "ja";
    q.content_type = "application/x-www-form-urlencoded";
    q.body = body;
    return site.handle(q);
  }
};

}  // namespace

TEST_CASE("sign up from a phone: the entry's page shows the personal code; a second tap adds nothing; full is refused in Japanese") {
  test::TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "登録の大会", "--date", "2015-08-08", "--seed", "4"}).exit_code == 0);
  REQUIRE(judgekit({"event", "registration", "--event", e, "--open", "--capacity", "1"}).exit_code == 0);
  web::SiteOptions so;
  so.event_path = e;
  so.games_dir = games_dir();
  so.rulings_cache = dir.file("rulings.sqlite");
  so.check_ms = 0;
  so.now = [] { return std::int64_t{1'800'000'000}; };
  web::Site site(so);
  Phone phone{site, ""};
  const auto form = phone.get("/register");
  REQUIRE(form.status == 200);
  const std::string csrf = field(form.body, "csrf"), nonce = field(form.body, "nonce");
  const std::string body = "csrf=" + csrf + "&nonce=" + nonce + "&name=%E4%BD%90%E8%97%A4&reading=&id=M1";  // 佐藤
  const auto sent = phone.post("/register", body);
  REQUIRE(sent.status == 303);
  const std::string location = header(sent, "Location");
  CHECK(location.rfind("/r/E1-", 0) == 0);
  CHECK(phone.post("/register", body).status == 303);  // the same form again: the same entry
  CHECK(header(phone.post("/register", body), "Location") == location);
  std::string code;
  {
    Database db = open_event(e, OpenMode::read);
    code = event::player_code(db, 1);
    auto st = db.prepare("SELECT count(*) FROM registrations");
    st.step();
    CHECK(st.integer(0) == 1);
  }
  const auto page = phone.get(location);
  REQUIRE(page.status == 200);
  CHECK(page.body.find(code) != std::string::npos);
  CHECK(page.body.find("<svg class=\"qr\"") != std::string::npos);
  const auto full = phone.post("/register", "csrf=" + csrf + "&nonce=0123456789abcdef0123456789abcdef&name=B&id=M2");
  CHECK(full.status == 409);
  CHECK(full.body.find("定員（1人）に達しました") != std::string::npos);
  const auto roster = phone.get("/roster");
  CHECK(roster.body.find("佐藤") != std::string::npos);
  CHECK(roster.body.find(code.substr(code.find('-') + 1)) == std::string::npos);  // never a code
  // Check-in with the personal code; a wrong one is refused.
  const std::string csrf2 = field(phone.get("/checkin").body, "csrf");
  CHECK(phone.post("/checkin", "csrf=" + csrf2 + "&code=1-AAAAAAAAAA").status == 404);
  CHECK(phone.post("/checkin", "csrf=" + csrf2 + "&code=" + code).status == 303);
  CHECK(judgekit({"player", "checkin", "--event", e, "--list", "--json"}).out.find("\"checked_in\": [\n    {\n      \"id\": 1") != std::string::npos);
}
