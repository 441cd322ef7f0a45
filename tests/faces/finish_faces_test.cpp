// How far each cut player went, on every face that says it: `standings` (table in Japanese and
// English, --json, --csv), the standings export, the standings PDF, the phone pages (/standings,
// a player's page) and publish (event.json, its pages). While the final is paired but has no
// result both its players are 決勝進出 / finalist and nobody is 準優勝 (the audit found every face
// calling both runner-up); once the result is in, 優勝 and 準優勝. Each face's word per player is
// compared with the event library's standings view.
#include <catch2/catch.hpp>

#include <map>
#include <regex>

#include <nlohmann/json.hpp>

#include "cli_json.hpp"
#include "event_file.hpp"
#include "faces.hpp"
#include "pack.hpp"
#include "pdf_tools.hpp"
#include "standings_view.hpp"
#include "web.hpp"

using jk::test::has;
using jk::test::judgekit;
using jk::test::TempDir;
using nlohmann::json;

// Named, not anonymous: a unity build joins this folder's files into one translation unit.
namespace finish_faces {

using Finishes = std::map<std::int64_t, std::string>;  // player id -> the stable word (finish_name)

const std::vector<std::string> kNames = {"赤井", "青木", "黄瀬", "緑川", "紫藤", "橙山", "白石", "黒田"};

void ok(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
}

// Each open table's number, its result still missing.
std::vector<int> open_tables(const std::string& e) {
  std::vector<int> out;
  const json round = jk::test::round_json(e);  // kept: a range over a temporary's member dangles
  for (const auto& t : round["tables"])
    if (!t["bye"].get<bool>() && t["result"].is_null()) out.push_back(t["table"].get<int>());
  return out;
}

// Economica, eight players, three Swiss rounds, a top 4: the semi-finals played and the final
// paired, without its result.
std::string final_paired(const TempDir& dir) {
  const std::string e = dir.file("cup.jkevent");
  ok({"event", "create", e, "--game", "economica", "--name", "決勝杯", "--date", "2026-07-01", "--seed", "3", "--rounds", "3", "--top-cut", "4"});
  std::vector<std::string> add = {"player", "add", "--event", e};
  add.insert(add.end(), kNames.begin(), kNames.end());
  ok(add);
  for (int round = 1; round <= 3; ++round) {
    ok({"round", "pair", "--event", e});
    for (int t : open_tables(e)) ok({"result", "--event", e, std::to_string(t), t % 2 ? "1-0" : "0-1"});
  }
  ok({"cut", "--event", e});
  for (int t : open_tables(e)) ok({"result", "--event", e, std::to_string(t), "1-0"});
  ok({"round", "pair", "--event", e});
  REQUIRE(open_tables(e).size() == 1);
  return e;
}

std::int64_t id_of(const std::string& name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<std::int64_t>(i + 1);
  return 0;
}

// The player a line of text names (names are single words), 0 when none.
std::int64_t named_in(const std::string& line) {
  for (const auto& t : jk::faces::tokens(line))
    if (const auto id = id_of(t)) return id;
  return 0;
}

// A face's word for a finish, back to the stable word: the longer word first (準優勝 holds 優勝).
std::string word_in(const std::string& text, const std::vector<std::pair<std::string, std::string>>& words) {
  for (const auto& [shown, stable] : words)
    if (has(text, shown)) return stable;
  return "swiss";
}
const std::vector<std::pair<std::string, std::string>> kJa = {{"準優勝", "runner-up"}, {"優勝", "winner"}, {"決勝進出", "finalist"}, {"トップ4", "top4"}};
const std::vector<std::pair<std::string, std::string>> kCliEn = {{"runner-up", "runner-up"}, {"winner", "winner"}, {"finalist", "finalist"}, {"top 4", "top4"}};
const std::vector<std::pair<std::string, std::string>> kPageEn = {{"Runner-up", "runner-up"}, {"Winner", "winner"}, {"Finalist", "finalist"}, {"Top 4", "top4"}};
const auto& words_for(jk::Lang lang, bool cli) { return lang == jk::Lang::ja ? kJa : cli ? kCliEn : kPageEn; }

// The event library's view: what every face must say.
Finishes reference(const std::string& e) {
  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  const jk::event::StandingsView v = jk::event::standings(db);
  Finishes out;
  for (std::size_t i = 0; i < v.rows.size(); ++i) out[v.rows[i].player_id] = jk::event::finish_name(v.finishes[i]);
  return out;
}

Finishes of_json_rows(const json& rows, const std::string& id_key) {
  Finishes out;
  for (const auto& r : rows) out[r[id_key].get<std::int64_t>()] = r["finish"].get<std::string>();
  return out;
}

Finishes of_csv(const std::string& text) {
  Finishes out;
  const auto rows = jk::faces::lines(text);
  REQUIRE(!rows.empty());
  REQUIRE(has(rows[0], ",finish"));
  for (std::size_t i = 1; i < rows.size(); ++i) {
    std::string row = rows[i];
    if (!row.empty() && row.back() == '\r') row.pop_back();
    if (row.empty()) continue;
    const auto first = row.find(',');
    out[std::stoll(row.substr(first + 1, row.find(',', first + 1) - first - 1))] = row.substr(row.rfind(',') + 1);
  }
  return out;
}

// A text face's rows: a line naming a player with a W-L-D figure (the standings, not the bracket).
Finishes of_text(const std::string& text, jk::Lang lang, bool cli) {
  Finishes out;
  for (const auto& line : jk::faces::lines(text)) {
    const auto t = jk::faces::tokens(line);
    const std::int64_t id = named_in(line);
    if (!id || out.count(id) || std::none_of(t.begin(), t.end(), jk::faces::is_record)) continue;
    out[id] = word_in(line, words_for(lang, cli));
  }
  return out;
}

// /standings: each row's player (its link) and the finish under the name.
Finishes of_standings_page(const std::string& html, jk::Lang lang) {
  Finishes out;
  static const std::regex row(R"re(<tr><td class="num">\d+</td><td><a href="[^"]*/p/(\d+)[^"]*">[^<]*</a>(?:<br><small class="finish">([^<]*)</small>)?)re");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), row); it != std::sregex_iterator(); ++it)
    out[std::stoll((*it)[1])] = word_in((*it)[2], words_for(lang, false));
  return out;
}

// A player's page: "Place 2 · Finalist".
std::string of_player_page(const std::string& html, jk::Lang lang) {
  std::smatch m;
  static const std::regex place(R"re(<dd>\d+(?: · ([^<]*))?</dd>)re");
  REQUIRE(std::regex_search(html, m, place));
  return word_in(m[1], words_for(lang, false));
}

std::string page(jk::web::Site& site, const std::string& path, jk::Lang lang) {
  jk::web::Request r;
  r.path = path;
  r.query = {{"lang", jk::faces::lang_of(lang)}, {"page", "all"}};
  const auto res = site.handle(r);
  REQUIRE(res.status == 200);
  return res.body;
}

std::string out_of(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

// Every face's words, each compared with `ref` (a face names every player in the standings).
void every_face_says(const std::string& e, const Finishes& ref, const TempDir& dir, const std::string& when) {
  INFO(when);
  CHECK(of_json_rows(jk::test::cli_json({"standings", "--event", e, "--json"}), "player_id") == ref);
  CHECK(of_csv(out_of({"standings", "--event", e, "--csv"})) == ref);
  CHECK(of_csv(out_of({"export", "--event", e, "--kind", "standings", "--format", "csv"})) == ref);
  CHECK(of_json_rows(json::parse(out_of({"export", "--event", e, "--kind", "standings", "--format", "json"}))["standings"], "player_id") == ref);
  for (jk::Lang lang : {jk::Lang::ja, jk::Lang::en}) {
    const std::string l = jk::faces::lang_of(lang);
    INFO("in " << l);
    CHECK(of_text(out_of({"--lang", l, "standings", "--event", e}), lang, true) == ref);
    const std::string pdf = dir.file(when + "-standings-" + l + ".pdf");
    ok({"report", "--event", e, "--kind", "standings", "--lang", l, "--date", "2026-07-01", "-o", pdf});
    CHECK(of_text(jk::test::pdf_text(pdf), lang, false) == ref);
    jk::web::Site site(jk::faces::site_options(e, lang));
    CHECK(of_standings_page(page(site, "/standings", lang), lang) == ref);
    for (const auto& [id, finish] : ref)
      if (finish != "swiss") CHECK(of_player_page(page(site, "/p/" + std::to_string(id), lang), lang) == finish);
    const std::string out = dir.file(when + "-public-" + l);
    jk::web::publish(jk::faces::site_options(e, lang), out);
    CHECK(of_standings_page(jk::test::read_file(out + "/standings/index.html"), lang) == ref);
    CHECK(of_json_rows(json::parse(jk::test::read_file(out + "/event.json"))["standings"], "player") == ref);
  }
}


TEST_CASE("a paired final without its result: both players 決勝進出 on every face, 準優勝 only after it", "[faces][finish]") {
  TempDir dir;
  const std::string e = final_paired(dir);
  const json final_table = jk::test::round_json(e)["tables"][0];
  const std::int64_t a = final_table["players"][0]["id"], b = final_table["players"][1]["id"];

  Finishes ref = reference(e);
  CHECK(ref.at(a) == "finalist");
  CHECK(ref.at(b) == "finalist");
  CHECK(std::count_if(ref.begin(), ref.end(), [](const auto& f) { return f.second == "top4"; }) == 2);
  for (const auto& [id, finish] : ref) CHECK(finish != "runner-up");
  every_face_says(e, ref, dir, "unplayed");
  // Nowhere a second place the final has not given.
  CHECK_FALSE(has(out_of({"--lang", "ja", "standings", "--event", e}), "準優勝"));
  {
    jk::web::Site site(jk::faces::site_options(e, jk::Lang::ja));
    CHECK_FALSE(has(page(site, "/standings", jk::Lang::ja), "準優勝"));
    CHECK(jk::test::count_of(page(site, "/standings", jk::Lang::ja), "決勝進出") == 2);
    const std::string pdf = dir.file("check.pdf");
    ok({"report", "--event", e, "--kind", "standings", "--lang", "ja", "--date", "2026-07-01", "-o", pdf});
    CHECK_FALSE(has(jk::test::pdf_text(pdf), "準優勝"));
    CHECK(jk::test::count_of(jk::test::pdf_text(pdf), "決勝進出") == 2);
    // Nor final standings: the page and the PDF say the cut is still being played.
    for (const std::string& face : {page(site, "/standings", jk::Lang::ja), jk::test::pdf_text(pdf)}) {
      CHECK_FALSE(has(face, "最終順位"));
      CHECK(has(face, "決勝（進行中）"));
    }
  }

  // The final's result: its first seat wins.
  ok({"result", "--event", e, std::to_string(final_table["table"].get<int>()), "1-0"});
  ref = reference(e);
  CHECK(ref.at(a) == "winner");
  CHECK(ref.at(b) == "runner-up");
  for (const auto& [id, finish] : ref) CHECK(finish != "finalist");
  every_face_says(e, ref, dir, "played");
  const std::string ja = out_of({"--lang", "ja", "standings", "--event", e});
  CHECK(jk::test::count_of(ja, "準優勝") == 1);
  CHECK_FALSE(has(ja, "決勝進出"));
  jk::web::Site site(jk::faces::site_options(e, jk::Lang::ja));
  const std::string pdf = dir.file("played-check.pdf");
  ok({"report", "--event", e, "--kind", "standings", "--lang", "ja", "--date", "2026-07-01", "-o", pdf});
  for (const std::string& face : {page(site, "/standings", jk::Lang::ja), jk::test::pdf_text(pdf)}) {
    CHECK(has(face, "最終順位"));
    CHECK_FALSE(has(face, "進行中"));
  }
}

}  // namespace finish_faces
