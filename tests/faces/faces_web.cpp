// The phone pages and the judge console as the server renders them (web::Site in-process, as a
// browser asks), and `publish`'s files.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <regex>

#include "access.hpp"
#include "event_enums.hpp"
#include "event_file.hpp"
#include "faces.hpp"
#include "pack.hpp"
#include "web.hpp"

namespace jk::faces {

using nlohmann::json;

web::SiteOptions site_options(const std::string& event_path, Lang lang) {
  // One rulings index for the whole run: building it is most of a Site's start.
  static const test::TempDir cache;
  web::SiteOptions so;
  so.event_path = event_path;
  so.games_dir = games_dir();
  so.rulings_cache = cache.file("rulings.sqlite");
  so.check_ms = 0;
  so.lang = lang;
  so.now = [] { return std::int64_t{1'800'000'000}; };
  return so;
}

namespace {

web::SiteOptions options(const std::string& event_path) { return site_options(event_path); }
web::SiteOptions options(const Built& b, const test::TempDir&) { return options(b.path); }

// One browser: its cookies and the last form's CSRF token.
struct Browser {
  web::Site& site;
  std::map<std::string, std::string> cookies;
  std::string csrf;

  std::string send(const std::string& method, const std::string& path, std::map<std::string, std::string> query, const std::string& body = "") {
    web::Request r;
    r.method = method;
    r.path = path;
    r.query = std::move(query);
    r.remote = "192.0.2.20";
    for (const auto& [k, v] : cookies) r.cookie += (r.cookie.empty() ? "" : "; ") + k + "=" + v;
    if (method == "POST") {
      r.content_type = "application/x-www-form-urlencoded";
      r.body = body;
    }
    web::Response res = site.handle(r);
    for (const auto& [name, value] : res.headers)
      if (name == "Set-Cookie") cookies[value.substr(0, value.find('='))] = value.substr(value.find('=') + 1, value.find(';') - value.find('=') - 1);
    std::smatch m;
    if (std::regex_search(res.body, m, std::regex("name=\"csrf\" value=\"([0-9a-f]+)\""))) csrf = m[1];
    REQUIRE(res.status < 400);
    return res.body;
  }
};

// "/standings": one row per player with the place, the points and the W-L-D.
void standings_html(const std::string& html, Facts& f) {
  f.has_standings = true;
  static const std::regex row(R"(<tr><td class="num">(\d+)</td><td><a href="[^"]*/p/(\d+)[^"]*">.*?</td><td class="num">(\d+)</td><td>(\d+-\d+-\d+)<br>)");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), row); it != std::sregex_iterator(); ++it)
    f.standings[std::stoll((*it)[2])] = {std::stoi((*it)[1]), std::stoi((*it)[3]), (*it)[4]};
}

// A player's page: its history, one row per round played ("Win 2-1" / "勝ち 2-1"; a penalty's
// match shows only who won).
void history_html(std::int64_t player, const std::string& html, Lang lang, Facts& f) {
  f.has_seats = true;
  static const std::regex row(R"(<tr><td class="num">(\d+)</td><td class="num">[-0-9]+</td><td>.*?</td><td>([^<]*)</td></tr>)");
  const std::map<std::string, std::string> words = {{tr(lang, "Win"), "win"}, {tr(lang, "Loss"), "loss"}, {tr(lang, "Draw"), "draw"}};
  const std::string history = html.substr(html.find("class=\"history\""));
  for (auto it = std::sregex_iterator(history.begin(), history.end(), row); it != std::sregex_iterator(); ++it) {
    const std::string text = (*it)[2];
    if (text == tr(lang, "Bye")) {
      f.seats[{std::stoi((*it)[1]), player}] = {"win", std::nullopt, std::nullopt};
      continue;
    }
    const auto t = tokens(text);
    if (t.empty() || !words.count(t[0])) continue;  // not reported
    Seat s{words.at(t[0]), std::nullopt, std::nullopt};
    if (t.size() > 1) s.games = std::count(t[1].begin(), t[1].end(), '-') == 1 ? t[1] + "-0" : t[1];
    f.seats[{std::stoi((*it)[1]), player}] = s;
  }
}

// The console's penalty history: round, infraction (its id as data; its name, the repeat count), the penalty in
// words, "(void: reason)".
std::vector<Penalty> console_penalties(const std::string& html, Lang lang) {
  std::vector<Penalty> out;
  const auto at = html.find("<table><thead>");
  if (at == std::string::npos) return out;
  const std::string table = html.substr(at, html.find("</table>", at) - at);
  // The id is the cell's data-infraction: the page shows a pack's id word ("other") by its name only.
  static const std::regex row(R"re(<tr><td class="num">[-0-9]+</td><td data-infraction="([^"]+)">(.*?)</td><td>(.*?)</td></tr>)re");
  const std::regex repeat(lang == Lang::ja ? R"(（(\d+)回目）)" : R"(\((\d+)(?:st|nd|rd|th) time\))");
  for (auto it = std::sregex_iterator(table.begin(), table.end(), row); it != std::sregex_iterator(); ++it) {
    Penalty p;
    p.infraction = (*it)[1];
    const std::string kind = (*it)[3];
    for (PenaltyKind k : {PenaltyKind::disqualification, PenaltyKind::match_loss, PenaltyKind::game_loss, PenaltyKind::warning})
      if (kind.find(penalty_words(k).str(lang)) != std::string::npos) {
        p.kind = std::string(penalty_name(k));
        break;
      }
    p.voided = kind.find("<small>(" + std::string(tr(lang, "void")) + ":") != std::string::npos;
    std::smatch m;
    const std::string what = (*it)[2];
    p.times = p.voided ? 0 : std::regex_search(what, m, repeat) ? std::stoi(m[1]) : 1;
    out.push_back(p);
  }
  return out;
}

std::string read(const std::string& path) { return test::read_file(path); }

}  // namespace

Facts phone_pages(const Built& b, Lang lang, const test::TempDir& dir) {
  web::Site site(options(b, dir));
  Browser phone{site, {}, {}};
  const std::map<std::string, std::string> q = {{"lang", lang_of(lang)}};
  Facts f;
  auto all = q;
  all["page"] = "all";
  const std::string standings = phone.send("GET", "/standings", all);
  standings_html(standings, f);
  f.counted_rounds = rounds_in_heading(standings);
  for (const auto& [name, id] : b.ids) history_html(id, phone.send("GET", "/p/" + std::to_string(id), q), lang, f);
  return f;
}

namespace {

// A judge signed in to the console of the event at `path`.
void sign_in_judge(Browser& judge, const std::string& path, const std::map<std::string, std::string>& q) {
  std::string secret;
  {
    Database db = open_event(path, OpenMode::write);
    secret = event::add_token(db, event::Role::judge, "審判", {"faces test"}).secret;
  }
  judge.send("GET", "/signin", q);
  judge.send("POST", "/signin", q, "csrf=" + judge.csrf + "&token=" + secret);
}

}  // namespace

std::string console_player_html(const std::string& event_path, std::int64_t player, Lang lang) {
  web::Site site(options(event_path));
  Browser judge{site, {}, {}};
  const std::map<std::string, std::string> q = {{"lang", lang_of(lang)}};
  sign_in_judge(judge, event_path, q);
  return judge.send("GET", "/judge/p/" + std::to_string(player), q);
}

Facts judge_console(const Built& b, Lang lang, const test::TempDir& dir) {
  web::Site site(options(b, dir));
  Browser judge{site, {}, {}};
  const std::map<std::string, std::string> q = {{"lang", lang_of(lang)}};
  sign_in_judge(judge, b.path, q);
  Facts f;
  f.has_penalties = true;
  for (const auto& [name, id] : b.ids) {
    auto list = console_penalties(judge.send("GET", "/judge/p/" + std::to_string(id), q), lang);
    if (!list.empty()) f.penalties[id] = std::move(list);
  }
  return f;
}

Facts published_json(const Built& b, const test::TempDir& dir) {
  const std::string out = dir.file(b.name + "-public-json");
  web::publish(options(b, dir), out);
  const json j = json::parse(read(out + "/event.json"));
  Facts f;
  f.has_standings = true;
  if (j.contains("standings_after_round") && !j["standings_after_round"].is_null()) f.counted_rounds = j["standings_after_round"].get<int>();
  // The tiebreakers as `standings --json` gives them (fractions to 4 decimals), player by player.
  std::map<std::int64_t, json> cli_tiebreakers;
  for (const auto& r : json::parse(test::judgekit({"standings", "--event", b.path, "--json"}).out)) cli_tiebreakers[r["player_id"].get<std::int64_t>()] = r["tiebreakers"];
  for (const auto& r : j["standings"]) {
    INFO("event.json tiebreakers of player " << r["player"]);
    CHECK(r["tiebreakers"] == cli_tiebreakers[r["player"].get<std::int64_t>()]);
  }
  for (const auto& r : j["standings"])
    f.standings[r["player"].get<std::int64_t>()] = {r["place"].get<int>(), r["points"].get<int>(),
                                                    std::to_string(r["wins"].get<int>()) + "-" + std::to_string(r["losses"].get<int>()) + "-" +
                                                        std::to_string(r["draws"].get<int>())};
  f.has_seats = true;
  for (const auto& t : j["round"]["tables"])
    for (const auto& s : t["seats"])
      if (!s["outcome"].is_null()) f.seats[{j["round"]["number"].get<int>(), s["player"].get<std::int64_t>()}] = {s["outcome"].get<std::string>(), std::nullopt, std::nullopt};
  return f;
}

Facts published_pages(const Built& b, Lang lang, const test::TempDir& dir) {
  web::SiteOptions so = options(b, dir);
  so.lang = lang;
  const std::string out = dir.file(b.name + "-public-" + lang_of(lang));
  web::publish(so, out);
  Facts f;
  const std::string standings = read(out + "/standings/index.html");
  standings_html(standings, f);
  f.counted_rounds = rounds_in_heading(standings);
  for (const auto& [name, id] : b.ids) history_html(id, read(out + "/p/" + std::to_string(id) + "/index.html"), lang, f);
  return f;
}

}  // namespace jk::faces
