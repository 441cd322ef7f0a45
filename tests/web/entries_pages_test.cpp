// Registration and check-in pages (issue 26) through Site::handle, as a phone drives them: the
// sign-up form, its redirect to the entry's page with the personal code, a second tap that adds
// nothing, a refusal in Japanese, the public roster without codes, check-in with a personal code.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <regex>

#include <nlohmann/json.hpp>

#include "access.hpp"
#include "event_file.hpp"
#include "pack.hpp"
#include "run.hpp"
#include "web.hpp"

using namespace jk;
using test::judgekit;
using nlohmann::json;

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

struct DoorPhone {
  web::Site& site;
  std::string cookie;
  std::string address = "10.0.0.2";
  web::Response get(const std::string& path) {
    web::Request q;
    q.path = path;
    q.cookie = cookie;
    q.remote = address;
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
    q.remote = address;
    q.accept_language = "ja";
    q.content_type = "application/x-www-form-urlencoded";
    q.body = body;
    return site.handle(q);
  }
};

web::SiteOptions site_options(const test::TempDir& dir, const std::string& e) {
  web::SiteOptions so;
  so.event_path = e;
  so.games_dir = games_dir();
  so.rulings_cache = dir.file("rulings.sqlite");
  so.check_ms = 0;
  so.now = [] { return std::int64_t{1'800'000'000}; };
  return so;
}

std::string code_of(const std::string& e, std::int64_t player) {
  Database db = open_event(e, OpenMode::read);
  return event::player_code(db, player);
}

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
  DoorPhone phone{site, ""};
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

TEST_CASE("check-in from a phone: a withdrawn entry is refused in a sentence for a player, before and after round 1; nobody goes over capacity") {
  test::TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "受付", "--date", "2015-08-08", "--seed", "4"}).exit_code == 0);
  REQUIRE(judgekit({"event", "registration", "--event", e, "--capacity", "2", "--waitlist", "on"}).exit_code == 0);
  const std::string csv = dir.file("pre.csv");
  std::ofstream(csv) << "name\nA\nB\nC\n";
  REQUIRE(judgekit({"player", "import", "--event", e, csv}).exit_code == 0);
  REQUIRE(judgekit({"player", "withdraw", "--event", e, "A"}).exit_code == 0);  // C moves up
  const std::string code = code_of(e, 1);
  web::Site site(site_options(dir, e));
  DoorPhone phone{site, ""};
  auto refused = [&](const char* when) {
    INFO(when);
    const std::string csrf = field(phone.get("/checkin").body, "csrf");
    const auto r = phone.post("/checkin", "csrf=" + csrf + "&code=" + code);
    CHECK(r.status == 409);
    CHECK(r.body.find("Aさんの登録は取り消されているため、受付できません。") != std::string::npos);
    CHECK(r.body.find("judgekit player") == std::string::npos);
    CHECK(json::parse(judgekit({"event", "registration", "--event", e, "--json"}).out)["entrants"] == 2);
  };
  refused("before round 1");
  // The home page and the roster count the same players: the withdrawn entry in neither.
  CHECK(phone.get("/").body.find("<dt>参加者</dt><dd>2</dd>") != std::string::npos);
  CHECK(phone.get("/roster").body.find("参加者 2人、受付済み 0人") != std::string::npos);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  refused("after round 1 is paired");
}

TEST_CASE("check-in from a phone: a no-show back before round 1 is checked in; after pairing the player learns the round they join; never a command line") {
  test::TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "受付", "--date", "2015-08-08", "--seed", "4", "--rounds", "3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", e, "P1", "P2", "P3", "P4", "P5"}).exit_code == 0);
  REQUIRE(judgekit({"player", "checkin", "--event", e, "P1", "P2"}).exit_code == 0);
  REQUIRE(judgekit({"player", "no-shows", "--event", e, "--drop"}).exit_code == 0);  // P3, P4, P5
  web::Site site(site_options(dir, e));
  DoorPhone phone{site, ""};
  auto check_in = [&](std::int64_t player) {
    const std::string csrf = field(phone.get("/checkin").body, "csrf");
    return phone.post("/checkin", "csrf=" + csrf + "&code=" + code_of(e, player));
  };
  // Before round 1: back in the event, as from a judge's terminal.
  const auto early = check_in(3);
  CHECK(early.body.find("judgekit player") == std::string::npos);
  REQUIRE(early.status == 303);
  CHECK(phone.get("/checkin").body.find("P3さんの受付が完了しました") != std::string::npos);
  REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
  CHECK(judgekit({"round", "show", "--event", e}).out.find("P3") != std::string::npos);
  // After pairing: checked in, told they join from round 2.
  REQUIRE(check_in(4).status == 303);
  CHECK(phone.get("/checkin").body.find("P4さんの受付が完了しました。第1回戦には間に合わなかったため、第2回戦から参加します。") != std::string::npos);
  // A player dropped after a round played: a sentence for a player, no command.
  for (int table = 1; table <= 2; ++table) judgekit({"result", "--event", e, std::to_string(table), "1-0"});
  REQUIRE(judgekit({"player", "drop", "--event", e, "P1"}).exit_code == 0);
  const auto dropped = check_in(1);
  CHECK(dropped.status == 409);
  CHECK(dropped.body.find("P1さんはドロップしているため、受付できません。") != std::string::npos);
  CHECK(dropped.body.find("judgekit player") == std::string::npos);
}

TEST_CASE("registration throttle: 10 sign-ups from one address, then 429; 10 wrong entry codes, then 429 (the right one too)") {
  test::TempDir dir;
  const std::string e = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "登録の大会", "--date", "2015-08-08", "--seed", "4"}).exit_code == 0);
  REQUIRE(judgekit({"event", "registration", "--event", e, "--open"}).exit_code == 0);
  web::SiteOptions so = site_options(dir, e);
  const web::ThrottleLimits limits;  // the server's defaults
  REQUIRE(so.throttle.signups_per_address == limits.signups_per_address);
  REQUIRE(limits.signups_per_address == 10);
  REQUIRE(limits.per_address == 10);
  web::Site site(so);
  DoorPhone phone{site, ""};
  const std::string csrf = field(phone.get("/register").body, "csrf");
  std::vector<int> statuses;
  for (int i = 0; i < 12; ++i) {
    char nonce[33];
    std::snprintf(nonce, sizeof nonce, "%032d", i + 1);  // another form each time: another person
    const auto r = phone.post("/register", "csrf=" + csrf + "&nonce=" + nonce + "&name=P" + std::to_string(i));
    statuses.push_back(r.status);
    if (r.status == 429) {
      CHECK(header(r, "Retry-After") == std::to_string(limits.window_seconds));
      CHECK(r.body.find("この端末からの登録が多すぎます") != std::string::npos);
    }
  }
  CHECK(statuses == std::vector<int>{303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 429, 429});
  CHECK(json::parse(judgekit({"event", "registration", "--event", e, "--json"}).out)["entrants"] == 10);
  // Another address may still sign up.
  DoorPhone other{site, "", "10.0.0.3"};
  const std::string csrf_other = field(other.get("/register").body, "csrf");
  CHECK(other.post("/register", "csrf=" + csrf_other + "&nonce=" + std::string(32, 'f') + "&name=Q").status == 303);

  // Wrong entry codes, each for another entry: 404 ten times, then 429, and then the right code waits too.
  std::string right;
  {
    Database db = open_event(e, OpenMode::read);
    right = event::entry_code(db, 1);
  }
  DoorPhone guesser{site, "", "10.0.0.9"};
  std::vector<int> guesses;
  for (int i = 0; i < 12; ++i) guesses.push_back(guesser.get("/r/E" + std::to_string(i + 1) + "-AAAAAAAAAA").status);
  CHECK(guesses == std::vector<int>{404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 429, 429});
  CHECK(guesser.get("/r/" + right).status == 429);
  DoorPhone owner{site, "", "10.0.0.10"};
  CHECK(owner.get("/r/" + right).status == 200);
}
