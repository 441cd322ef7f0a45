// A late entrant's missed rounds on the faces that list a player's rounds: the player's page as
// `serve` renders it and as `publish` writes it, in Japanese and in English. The audit found a
// loss in the record (the round missed, counted as lost) and no word of why. Each page must have
// a line for every round the event library's view says was missed (event::missed_rounds), saying
// whether it counts as a loss, and every loss in the record must be a lost match or such a line.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "faces.hpp"
#include "overview.hpp"
#include "pack.hpp"
#include "run.hpp"
#include "web.hpp"

namespace Catch {
template <>
struct StringMaker<jk::event::MissedRound> {
  static std::string convert(const jk::event::MissedRound& m) { return "round " + std::to_string(m.round) + (m.loss ? " (a loss)" : ""); }
};
}  // namespace Catch

using jk::test::judgekit;
using jk::test::TempDir;

// Named, not anonymous: a unity build joins this folder's files into one translation unit.
namespace late_entry_faces {

void ok(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
}

void play_round(const std::string& e) {
  ok({"round", "pair", "--event", e});
  auto r = judgekit({"round", "show", "--event", e, "--json"});
  REQUIRE(r.exit_code == 0);
  int n = 0;
  const auto round = nlohmann::json::parse(r.out);  // kept: a range over a temporary's member dangles
  for (const auto& t : round["tables"])
    if (!t["bye"].get<bool>() && t["result"].is_null()) ok({"result", "--event", e, std::to_string(t["table"].get<int>()), n++ % 2 ? "0-1" : "1-0"});
}

// Four players; 金子 (id 5) joins in round 2, 銀山 (id 6) in round 3; three rounds played.
std::string late_entries(const TempDir& dir, const std::string& file, const std::vector<std::string>& create_flags) {
  const std::string e = dir.file(file);
  std::vector<std::string> create = {"event", "create", e, "--game", "economica", "--name", "途中参加杯", "--date", "2026-07-01", "--seed", "7", "--rounds", "3"};
  create.insert(create.end(), create_flags.begin(), create_flags.end());
  ok(create);
  ok({"player", "add", "--event", e, "赤井", "青木", "黄瀬", "緑川"});
  play_round(e);
  ok({"player", "late-add", "--event", e, "金子"});
  play_round(e);
  ok({"player", "late-add", "--event", e, "銀山"});
  play_round(e);
  return e;
}

using Missed = std::map<std::int64_t, std::vector<jk::event::MissedRound>>;

// The event library's view.
Missed reference(const std::string& e) {
  jk::Database db = jk::open_event(e, jk::OpenMode::read);
  const jk::Game game = jk::load_game(jk::games_dir(), jk::event::read_header(db).game);
  const jk::event::EventOverview o = jk::event::overview(db, game);
  Missed out;
  for (std::size_t i = 0; i < o.players.size(); ++i) out[o.players[i].id] = o.missed[i];
  return out;
}

std::string missed_words(bool loss, jk::Lang lang) {
  if (lang == jk::Lang::ja) return loss ? "途中参加のため不参加（負け扱い）" : "途中参加のため不参加";
  return loss ? "Not in this round: joined later (counted as a loss)" : "Not in this round: joined later";
}

struct PageFacts {
  std::vector<jk::event::MissedRound> missed;  // the lines for rounds missed
  int lost_matches = 0;                        // history rows of a lost match
  int record_losses = -1;                      // the L of the record's W-L-D
  std::string history;                         // the history table as the page has it
};

PageFacts read_page(const std::string& html, jk::Lang lang) {
  PageFacts f;
  const auto at = html.find("<table class=\"history\">");
  REQUIRE(at != std::string::npos);
  // Links differ by face (publish's are relative, a served page keeps ?lang=): compared without them.
  f.history = std::regex_replace(html.substr(at, html.find("</table>", at) - at), std::regex(R"re( href="[^"]*")re"), "");
  static const std::regex missed(R"re(<tr class="missed"><td class="num">(\d+)</td><td colspan="3">([^<]*)</td></tr>)re");
  for (auto it = std::sregex_iterator(f.history.begin(), f.history.end(), missed); it != std::sregex_iterator(); ++it) {
    const std::string text = (*it)[2];
    INFO("round " << (*it)[1] << ": " << text);
    CHECK((text == missed_words(true, lang) || text == missed_words(false, lang)));
    f.missed.push_back({std::stoi((*it)[1]), text == missed_words(true, lang)});
  }
  static const std::regex row(R"re(<tr><td class="num">\d+</td><td class="num">[-0-9]+</td><td>.*?</td><td>([^<]*)</td></tr>)re");  // a match's row
  for (auto it = std::sregex_iterator(f.history.begin(), f.history.end(), row); it != std::sregex_iterator(); ++it)
    f.lost_matches += jk::faces::tokens((*it)[1]).at(0) == jk::tr(lang, "Loss");
  std::smatch m;
  static const std::regex record(R"re(<dd>\d+-(\d+)-\d+ \()re");
  if (std::regex_search(html, m, record)) f.record_losses = std::stoi(m[1]);
  return f;
}

// Every player's page, served and published, in both languages, against the view.
void pages_say_it(const std::string& e, const Missed& ref, const TempDir& dir, const std::string& name) {
  for (jk::Lang lang : {jk::Lang::ja, jk::Lang::en}) {
    const std::string l = jk::faces::lang_of(lang);
    jk::web::Site site(jk::faces::site_options(e, lang));
    const std::string out = dir.file(name + "-public-" + l);
    jk::web::publish(jk::faces::site_options(e, lang), out);
    for (const auto& [id, missed] : ref) {
      INFO("player " << id << " in " << l);
      jk::web::Request r;
      r.path = "/p/" + std::to_string(id);
      r.query = {{"lang", l}};
      const auto res = site.handle(r);
      REQUIRE(res.status == 200);
      const PageFacts served = read_page(res.body, lang);
      const PageFacts published = read_page(jk::test::read_file(out + "/p/" + std::to_string(id) + "/index.html"), lang);
      CHECK(served.missed == missed);
      CHECK(published.history == served.history);  // the two faces list the rounds alike
      // Every loss in the record is a lost match or a line for a missed round counted as one.
      const auto counted = std::count_if(served.missed.begin(), served.missed.end(), [](const auto& m) { return m.loss; });
      CHECK(served.record_losses == served.lost_matches + counted);
    }
  }
}


TEST_CASE("a late entrant's page says which rounds it missed and that each counts as a loss", "[faces][late]") {
  TempDir dir;
  const std::string e = late_entries(dir, "late.jkevent", {});
  const Missed ref = reference(e);
  CHECK(ref.at(5) == std::vector<jk::event::MissedRound>{{1, true}});
  CHECK(ref.at(6) == std::vector<jk::event::MissedRound>{{1, true}, {2, true}});
  for (std::int64_t id = 1; id <= 4; ++id) CHECK(ref.at(id).empty());
  pages_say_it(e, ref, dir, "late");
}

TEST_CASE("with --no-late-losses the late entrant's page says the rounds missed, not a loss", "[faces][late]") {
  TempDir dir;
  const std::string e = late_entries(dir, "no-losses.jkevent", {"--no-late-losses"});
  const Missed ref = reference(e);
  CHECK(ref.at(6) == std::vector<jk::event::MissedRound>{{1, false}, {2, false}});
  pages_say_it(e, ref, dir, "no-losses");
}

}  // namespace late_entry_faces
